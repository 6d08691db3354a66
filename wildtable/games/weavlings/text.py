"""Text rendering of a Weavlings view."""

from __future__ import annotations

from typing import Any

from ...engine import Action, State


def render(state: State, seat: int | None) -> Any:
    return str(state.view(seat))


def describe(state: State, action: Action) -> str:
    return str(action)
