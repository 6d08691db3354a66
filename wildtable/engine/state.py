"""The state base class: the contract every game's state fulfils.

A game subclasses `State`, adds its own slots, and writes `_legal_actions`,
`_apply`, `_view`, `_resample`, `result` and `clone`. This class keeps what is
the same for every game: the legality check, the action record, the event log,
views, determinization, JSON save and load.
"""

from __future__ import annotations

import json
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar

from mypy_extensions import mypyc_attr

from .action import Action
from .errors import BadRecord, IllegalAction
from .events import Event
from .record import GameRecord
from .rng import Rng
from .serial import dump, load, slot_names

if TYPE_CHECKING:
    from .game import Game

# The move list and the event log are persistent linked lists of (item, rest) so that
# clone() shares them in O(1) instead of copying hundreds of entries.
Chain = tuple[Any, Any] | None


def chain_to_list(chain: Chain) -> list[Any]:
    items: list[Any] = []
    while chain is not None:
        items.append(chain[0])
        chain = chain[1]
    items.reverse()
    return items


def list_to_chain(items: list[Any]) -> Chain:
    chain: Chain = None
    for item in items:
        chain = (item, chain)
    return chain


@dataclass(frozen=True, slots=True)
class Result:
    """How a game ended: the winning seats (possibly several, possibly none)."""

    winners: list[int]
    scores: list[float]
    reason: str
    details: dict[str, Any] = field(default_factory=dict)

    def __reduce__(self) -> tuple[type[Result], tuple[Any, ...]]:
        # Compiled by mypyc, a frozen dataclass cannot be unpickled field by field.
        return Result, (self.winners, self.scores, self.reason, self.details)

    def to_dict(self) -> dict[str, Any]:
        return {
            "winners": list(self.winners),
            "scores": list(self.scores),
            "reason": self.reason,
            "details": self.details,
        }


# A game written in plain Python subclasses State even when the engine is compiled.
@mypyc_attr(allow_interpreted_subclasses=True)
class State(ABC):
    """One game in progress. Mutable: `apply` changes it in place."""

    __slots__ = (
        "_events", "_legal", "_moves", "options", "players", "reveals", "rng", "seed", "to_move",
    )

    game: ClassVar[Game]

    players: int
    seed: int
    options: dict[str, Any]
    rng: Rng
    to_move: int | None
    reveals: int  # counts hidden things made known; undo never goes back past one

    def _init_base(self, players: int, seed: int, options: dict[str, Any]) -> None:
        self.players = players
        self.seed = seed
        self.options = options
        self.rng = Rng(seed)
        self.to_move = 0
        self.reveals = 0
        self._moves: Chain = None
        self._events: Chain = None
        self._legal: list[Action] | None = None

    def _clone_base(self, c: State) -> None:
        """Copy the base fields into a fresh object `c`; options are never mutated."""
        c.players = self.players
        c.seed = self.seed
        c.options = self.options
        c.rng = self.rng.clone()
        c.to_move = self.to_move
        c.reveals = self.reveals
        c._moves = self._moves
        c._events = self._events
        c._legal = self._legal

    # ----- what each game writes ------------------------------------------------------
    @abstractmethod
    def _legal_actions(self) -> list[Action]:
        """The legal actions of `to_move`; non-empty while the game is not over."""

    @abstractmethod
    def _apply(self, action: Action) -> None:
        """Carry out a legal action, then advance to the next pending decision."""

    @abstractmethod
    def _view(self, seat: int | None) -> dict[str, Any]:
        """What `seat` may know (None: a spectator), as JSON-ready data."""

    @abstractmethod
    def _resample(self, seat: int, rng: Rng) -> None:
        """Reshuffle everything `seat` cannot see, consistently with its view."""

    @abstractmethod
    def result(self) -> Result:
        """The result; only meaningful once `is_over`."""

    def winning_seats(self) -> list[int]:
        """`result().winners` without the rest of the result: search and the learning
        adapters ask only this, at every game's end, while `result` also builds the
        details the balance reports read. A game whose details cost overrides it."""
        return self.result().winners

    def holds(self, zone: str, card: int) -> bool:
        """Whether `card` lies in `zone`, a zone named in the moves vocabulary (moves.py).

        The belief check asks it of determinizations: a card a seat saw go into a hidden
        zone, and never saw leave, must still be there.

        Raises:
            ValueError: the game names no such zone.
        """
        raise ValueError(f"{self.game.id} names no zone {zone!r}")

    @abstractmethod
    def clone(self) -> State:
        """An independent deep copy (each game writes it by hand, for speed)."""

    # ----- the contract ---------------------------------------------------------------
    @property
    def is_over(self) -> bool:
        return self.to_move is None

    def legal_actions(self) -> list[Action]:
        """The legal actions of the seat to move (a fresh list the caller may keep)."""
        if self._legal is None:
            self._legal = [] if self.to_move is None else self._legal_actions()
        return list(self._legal)

    def apply(self, action: Action) -> None:
        """Carry out `action` for the seat to move.

        Raises:
            IllegalAction: the game is over or the action is not legal now.
        """
        if self.to_move is None:
            raise IllegalAction(f"the game is over; {action} cannot be played")
        legal = self._legal
        if legal is None:
            legal = self._legal = self._legal_actions()
        if action not in legal:
            raise IllegalAction(
                f"{action} is not legal for seat {self.to_move} now; legal: "
                + ", ".join(map(str, legal))
            )
        self._legal = None
        self._moves = (action, self._moves)
        self._apply(action)

    def reveal(self) -> None:
        """Note that hidden information (a card from the deck, a face-down tile) came to light."""
        self.reveals += 1

    def emit(self, kind: str, text: str, seats: tuple[int, ...] | None = None, **data: Any) -> None:
        """Append an event to the story; `seats` limits who may read it."""
        self._events = (Event(kind, text, data, seats), self._events)

    def events(self, seat: int | None = None, last: int | None = None) -> list[Event]:
        """The story as `seat` may read it (None: a spectator), oldest first."""
        out: list[Event] = []
        chain = self._events
        while chain is not None and (last is None or len(out) < last):
            if chain[0].visible_to(seat):
                out.append(chain[0])
            chain = chain[1]
        out.reverse()
        return out

    @property
    def moves(self) -> list[Action]:
        return chain_to_list(self._moves)

    @property
    def record(self) -> GameRecord:
        return GameRecord(
            self.game.id, self.players, self.seed, dict(self.options), [str(a) for a in self.moves]
        )

    def view(self, seat: int | None = None) -> dict[str, Any]:
        """What `seat` may know, JSON-ready; view(None) is a spectator's.

        Raises:
            ValueError: the seat does not exist.
        """
        if seat is not None and not 0 <= seat < self.players:
            raise ValueError(f"seat {seat} does not exist; seats are 0..{self.players - 1}")
        v: dict[str, Any] = {
            "game": self.game.id,
            "players": self.players,
            "seat": seat,
            "to_move": self.to_move,
            "over": self.to_move is None,
            "result": self.result().to_dict() if self.to_move is None else None,
        }
        v.update(self._view(seat))
        return v

    def determinize(self, seat: int, seed: int) -> State:
        """A copy in which all `seat` cannot see is resampled from the seed's own stream.

        The copy's game stream is reseeded too: future chance is hidden information.
        The copy carries no history (moves and story hold other seats' secrets); it is a
        state to search from, not a game to record.
        """
        c = self.clone()
        r = Rng(seed)
        c._resample(seat, r)
        c.rng = r.spawn()
        c._legal = None
        c._moves = None
        c._events = None
        return c

    # ----- saving ---------------------------------------------------------------------
    def to_data(self) -> dict[str, Any]:
        out: dict[str, Any] = {"__class__": type(self).__name__, "game": self.game.id}
        for name in slot_names(type(self)):
            if name == "_legal":
                continue
            value = getattr(self, name)
            if name in ("_moves", "_events"):
                value = chain_to_list(value)
            if name == "_events":
                out[name] = [[e.kind, e.text, e.data, e.seats] for e in value]
            else:
                out[name] = dump(value)
        return out

    def to_json(self) -> str:
        """The whole state, mid-game included; `Game.load` restores it exactly."""
        return json.dumps(self.to_data(), separators=(",", ":"))

    @classmethod
    def from_data(cls, data: dict[str, Any], classes: dict[str, type]) -> State:
        if data.get("__class__") != cls.__name__:
            raise BadRecord(f"saved state is a {data.get('__class__')!r}, not a {cls.__name__}")
        obj = cls.__new__(cls)
        try:
            for name in slot_names(cls):
                if name == "_legal":
                    obj._legal = None
                elif name == "_events":
                    obj._events = list_to_chain(
                        [Event(k, t, d, tuple(s) if s is not None else None)
                         for k, t, d, s in data[name]]
                    )
                elif name == "_moves":
                    obj._moves = list_to_chain([Action.from_notation(a["__action__"])
                                                for a in data[name]])
                else:
                    setattr(obj, name, load(data[name], classes))
        except (KeyError, TypeError, ValueError) as e:
            raise BadRecord(f"saved state is damaged: {e}") from None
        return obj
