"""The agent protocol: an agent sees an information set, never the true state."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

from .action import Action

if TYPE_CHECKING:
    from .state import State


class InfoSet:
    """What one seat knows when it must decide: its view, its legal actions, and samples.

    ``sample(seed)`` returns a full state drawn from the states this seat cannot tell
    apart from the true one (a determinization); agents may search it freely.
    """

    __slots__ = ("_sample", "_view", "_view_fn", "legal", "seat")

    def __init__(
        self,
        seat: int,
        legal: list[Action],
        view_fn: Callable[[], dict[str, Any]],
        sample_fn: Callable[[int], State],
    ) -> None:
        self.seat = seat
        self.legal = legal
        self._view_fn = view_fn
        self._view: dict[str, Any] | None = None
        self._sample = sample_fn

    @property
    def view(self) -> dict[str, Any]:
        if self._view is None:
            self._view = self._view_fn()
        return self._view

    def sample(self, seed: int) -> State:
        return self._sample(seed)


def info_set(state: State) -> InfoSet:
    """The information set of the seat that must move now."""
    seat = state.to_move
    if seat is None:
        raise ValueError("the game is over: nobody is to move")
    return InfoSet(
        seat,
        state.legal_actions(),
        lambda: state.view(seat),
        lambda seed: state.determinize(seat, seed),
    )


class Agent(Protocol):
    """Anything that picks one of the legal actions from an information set."""

    name: str

    def act(self, info: InfoSet) -> Action: ...
