"""What a game declares for learning: its action list and observation encoders.

A game puts one `SpacesSpec` in `Game.extras["spaces"]`; `wildtable.rl` reads it (see
the protocol in `wildtable/rl/spaces.py`). It lives here, in plain Python, because
games never import `wildtable.rl` and playing a game does not need numpy.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class SpacesSpec:
    actions: tuple[str, ...]  # every notation the game's decisions can produce, once
    observation_size: int
    observe: Callable[[dict[str, Any], int], Any]  # (view, seat) -> float32 vector
    # Optional fast paths: (state, seat, out) writing what `observe` gives for the
    # seat's view, and a factory of observers that keep one vector up to date.
    observe_state: Callable[[Any, int, Any], None] | None = None
    observer: Callable[..., Any] | None = None


def move_cards(mv: memoryview[float], at: int, old: list[int], new: list[int]) -> None:
    """For an observer: in the one-hot block at `at` of the vector behind `mv`, clear the
    cards of `old` and set those of `new`, then make `old` a copy of `new` (in place);
    when `new` only adds to the end of `old` (a discard pile growing), only the added
    are written."""
    k = len(old)
    if new[:k] == old:
        added = new[k:]
        for c in added:
            mv[at + c] = 1.0
        old += added
        return
    for c in old:
        mv[at + c] = 0.0
    for c in new:
        mv[at + c] = 1.0
    old[:] = new
