"""The protocol a game keeps to be learnable, and the lookups every adapter shares.

A game opts in by putting an object in `Game.extras["spaces"]` with:

- `actions`: every action notation its decisions can produce, listed once. This is
  the fixed discrete action space; an action's id is its index.
- `observation_size`: the length of the encoding.
- `observe(view, seat)`: a float32 vector of that length, every value in [0, 1],
  built from `state.view(seat)` alone — never from the true state.

Optionally, for speed (building the view dict can cost more than a decision):

- `observe_state(state, seat, out)`: write into `out` (float32, overwriting all of
  it) exactly what `observe(state.view(seat), seat)` returns, without building the
  view. A game that offers it promises that equality; tests/rl checks it at every
  decision of many games and for every seat. Adapters use it when present.
- `observer(out=None)`: a new object whose `observe(state, seat)` returns that same
  encoding in a vector the object keeps (`out` if given, float32) and brings up to
  date in place, so it may rewrite only what changed since its last call; the next
  call overwrites it, and nothing else may write into it. Adapters keep one per seat
  and hand out copies. Without it, `GameSpaces.observer` gives one that writes the
  whole encoding at each call.

Nothing here knows any game: adapters go through `spaces_of(game)` and the contract.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Protocol, runtime_checkable

import numpy as np
import numpy.typing as npt

from ..engine import Action, Game, State, WildtableError
from ..engine.action import Arg

Observation = npt.NDArray[np.float32]
Mask = npt.NDArray[np.int8]


@runtime_checkable
class Spaces(Protocol):
    """What a game provides in `extras["spaces"]` (see the module text)."""

    actions: tuple[str, ...]
    observation_size: int

    def observe(self, view: dict[str, Any], seat: int) -> Observation: ...


FastObserve = Callable[[State, int, Observation], None]


class Observer(Protocol):
    """Keeps one observation vector: `observe` returns it, up to date for `state` and
    `seat`; the next call overwrites it (copy what you keep)."""

    def observe(self, state: State, seat: int) -> Observation: ...


class NotSupported(WildtableError):
    """The game has no spaces yet, so no learning adapter can run it."""


class OutsideSpace(WildtableError):
    """A game produced a legal action its own action space does not list (a bug in it)."""


ON_ILLEGAL = ("lose", "random", "raise")


def supported_games() -> list[str]:
    """Ids of the registered games that provide spaces."""
    import wildtable

    return [g for g in wildtable.games() if "spaces" in wildtable.game(g).extras]


def unsupported_games() -> list[str]:
    """Ids of the registered games that do not provide spaces yet."""
    import wildtable

    return [g for g in wildtable.games() if "spaces" not in wildtable.game(g).extras]


@dataclass(frozen=True)
class GameSpaces:
    """One game's spaces with the lookups built once: notation -> id, sizes."""

    game: Game
    spaces: Spaces
    index: dict[str, int] = field(repr=False)
    # (verb, args) -> id, filled as actions come up: cheaper than writing the notation,
    # and the hot loop asks for the same few hundred often. Keyed by the fields rather
    # than the action: a tuple hashes and compares in C, a dataclass in Python (3×).
    by_action: dict[tuple[str, tuple[Arg, ...]], int] = field(default_factory=dict, repr=False,
                                                              compare=False)
    # The game's optional `observe_state`; None: every observation goes through the view.
    observe_state: FastObserve | None = field(default=None, repr=False)
    # The game's optional `observer`; None: `observer()` writes the whole encoding each time.
    make_observer: Callable[[Observation | None], Observer] | None = field(default=None,
                                                                          repr=False)

    @property
    def num_actions(self) -> int:
        return len(self.spaces.actions)

    @property
    def observation_size(self) -> int:
        return self.spaces.observation_size

    def legal_ids(self, state: State) -> list[int]:
        """Ids of the legal actions of the seat to move, in the game's order.

        Raises:
            OutsideSpace: a legal action is not in the action space.
        """
        by_action = self.by_action
        actions = state.legal_actions()
        try:
            return [by_action[a.verb, a.args] for a in actions]  # all met before: one pass
        except KeyError:
            pass
        out: list[int] = []
        for a in actions:
            key = (a.verb, a.args)
            i = by_action.get(key)
            if i is None:
                i = self.index.get(str(a))
                if i is None:
                    raise OutsideSpace(
                        f"{self.game.id} offered {str(a)!r}, which its action space does not list"
                    )
                by_action[key] = i
            out.append(i)
        return out

    def mask(self, state: State, seat: int | None = None) -> Mask:
        """1 for each legal action of `seat` (default: the seat to move), else 0."""
        out = np.zeros(self.num_actions, dtype=np.int8)
        if state.to_move is not None and (seat is None or seat == state.to_move):
            mv = out.data  # a few dozen ones: cheaper one by one than by numpy
            for i in self.legal_ids(state):
                mv[i] = 1
        return out

    def action(self, state: State, action_id: int) -> Action | None:
        """The legal action with this id, or None if it is not legal now."""
        ids = self.legal_ids(state)
        if action_id not in ids:
            return None
        return state.legal_actions()[ids.index(action_id)]

    def observe(self, state: State, seat: int) -> Observation:
        """The encoding of what `seat` may know now: `observe(state.view(seat), seat)`."""
        fast = self.observe_state
        if fast is None:
            return self.spaces.observe(state.view(seat), seat)
        out = np.empty(self.spaces.observation_size, dtype=np.float32)
        fast(state, seat, out)
        return out

    def observe_into(self, state: State, seat: int, out: Observation) -> None:
        """`observe` written into a buffer the caller owns (overwriting all of it)."""
        fast = self.observe_state
        if fast is None:
            out[:] = self.spaces.observe(state.view(seat), seat)
        else:
            fast(state, seat, out)

    def observer(self, out: Observation | None = None) -> Observer:
        """An `Observer` for this game, keeping `out` (float32, of the observation's
        size) or a new vector: the game's own if it has one, else one that writes the
        whole encoding into its vector at each call."""
        if self.make_observer is not None:
            return self.make_observer(out)
        return WholeObserver(self, out)

    def through_view(self) -> GameSpaces:
        """The same spaces with the fast paths off: every observation builds the view."""
        return replace(self, observe_state=None, make_observer=None)


class WholeObserver:
    """The observer of a game that has none of its own: each call writes all of its
    vector with `GameSpaces.observe_into`."""

    def __init__(self, spaces: GameSpaces, out: Observation | None = None) -> None:
        self.spaces = spaces
        self.out: Observation = (np.zeros(spaces.observation_size, np.float32) if out is None
                                 else out)

    def observe(self, state: State, seat: int) -> Observation:
        self.spaces.observe_into(state, seat, self.out)
        return self.out


_cache: dict[str, GameSpaces] = {}


def spaces_of(game: Game | str) -> GameSpaces:
    """The spaces of a game (or game id), checked once.

    Raises:
        NotSupported: the game provides no spaces.
        TypeError: what it provides does not keep the protocol.
    """
    import wildtable

    if isinstance(game, str):
        game = wildtable.game(game)
    cached = _cache.get(game.id)
    if cached is not None:
        return cached
    spaces = game.extras.get("spaces")
    if spaces is None:
        raise NotSupported(
            f"{game.id} has no action and observation spaces yet; supported: "
            + (", ".join(supported_games()) or "none")
        )
    check_spaces(game.id, spaces)
    out = GameSpaces(game, spaces, {a: i for i, a in enumerate(spaces.actions)},
                     observe_state=getattr(spaces, "observe_state", None),
                     make_observer=getattr(spaces, "observer", None))
    _cache[game.id] = out
    return out


def check_spaces(game_id: str, spaces: Any) -> None:
    """Raise TypeError unless `spaces` keeps the protocol."""
    if not isinstance(spaces, Spaces):
        raise TypeError(f"{game_id}: extras['spaces'] needs actions, observation_size, observe")
    actions: Sequence[Any] = spaces.actions
    if not isinstance(actions, tuple) or not all(isinstance(a, str) for a in actions):
        raise TypeError(f"{game_id}: spaces.actions must be a tuple of notations")
    if len(set(actions)) != len(actions):
        raise TypeError(f"{game_id}: spaces.actions lists a notation twice")
    size = spaces.observation_size
    if isinstance(size, bool) or not isinstance(size, int) or size <= 0:
        raise TypeError(f"{game_id}: spaces.observation_size must be a positive int")
    fast = getattr(spaces, "observe_state", None)
    if fast is not None and not callable(fast):
        raise TypeError(f"{game_id}: spaces.observe_state, if given, must be callable")
    observer = getattr(spaces, "observer", None)
    if observer is not None and not callable(observer):
        raise TypeError(f"{game_id}: spaces.observer, if given, must be callable")


def returns(state: State) -> list[float]:
    """Rewards at the end: +1 for a sole winner, 0 for sharing a win, -1 for losing."""
    if not state.is_over:
        return [0.0] * state.players
    winners = state.winning_seats()
    share = 1.0 if len(winners) == 1 else 0.0
    return [share if p in winners else -1.0 for p in range(state.players)]
