"""The event log: what happened, in words and as data, with who may see it."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True)
class Event:
    """One line of the game's story.

    ``seats`` is None when everyone may see the event, else the seats that may.
    ``data`` holds the same facts as plain JSON values for clients that draw them
    (dice, shuffles, compass spins, cards moved).
    """

    kind: str
    text: str
    data: dict[str, Any] = field(default_factory=dict)
    seats: tuple[int, ...] | None = None

    # Written out: the __init__ dataclasses generates is plain Python even compiled, and
    # every event of every game is made here. Frozen, so fields go through
    # object.__setattr__, as in the generated one.
    def __init__(self, kind: str, text: str, data: dict[str, Any] | None = None,
                 seats: tuple[int, ...] | None = None) -> None:
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "text", text)
        object.__setattr__(self, "data", {} if data is None else data)
        object.__setattr__(self, "seats", seats)

    def __reduce__(self) -> tuple[type[Event], tuple[Any, ...]]:
        # Compiled by mypyc, a frozen dataclass cannot be unpickled field by field.
        return Event, (self.kind, self.text, self.data, self.seats)

    def visible_to(self, seat: int | None) -> bool:
        return self.seats is None or (seat is not None and seat in self.seats)

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "text": self.text, "data": self.data}
