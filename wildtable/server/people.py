"""The people around a table: display names, presence from websockets, chat lines, the
time banks of a clock, and the checks on each. Nothing here does I/O."""

from __future__ import annotations

import json
import unicodedata
from dataclasses import dataclass

from .errors import Unprocessable

NAME_MAX = 24  # characters of a display name: enough for "Grandma Ilse", short on a phone
CHAT_MAX = 300  # characters of one chat line
CHAT_KEEP = 100  # lines a table sends a newcomer; storage keeps them all
CHAT_RATE = 0.5  # chat lines a second per person on average…
CHAT_BURST = 5.0  # …and at most this many at once
RETURN_BANK = 30.0  # seconds a person who ran out of time gets on taking the seat back

CONNECTED, AWAY, GONE = "connected", "away", "gone"


def clean_text(text: str, limit: int, what: str) -> str:
    """`text` with control and format characters removed and spaces collapsed.

    Escaping is the page's job (it only ever sets text, never HTML); this keeps out what
    would break a line or hide characters, such as newlines, bidi overrides and zero-width
    joiners.

    Raises:
        Unprocessable: nothing is left, or it is longer than `limit`.
    """
    if not isinstance(text, str):
        raise Unprocessable(f"{what} must be text")
    kept = "".join(c for c in unicodedata.normalize("NFC", text)
                   if not unicodedata.category(c).startswith("C") or c in " \t\n")
    kept = " ".join(kept.split())
    if not kept:
        raise Unprocessable(f"{what} must not be empty")
    if len(kept) > limit:
        raise Unprocessable(f"{what} is at most {limit} characters, not {len(kept)}")
    return kept


def clean_name(name: str) -> str:
    return clean_text(name, NAME_MAX, "a name")


@dataclass(slots=True)
class Presence:
    """How many websockets each seat has open, and how many of those pages are hidden."""

    sockets: list[int]
    hidden: list[int]
    gone_since: list[float | None]  # when the seat's last socket closed
    spectators: int = 0

    @staticmethod
    def empty(seats: int, now: float) -> Presence:
        return Presence([0] * seats, [0] * seats, [now] * seats)

    def of(self, seat: int) -> str:
        if self.sockets[seat] == 0:
            return GONE
        return AWAY if self.hidden[seat] >= self.sockets[seat] else CONNECTED

    def gone_for(self, seat: int, now: float) -> float:
        since = self.gone_since[seat]
        return 0.0 if since is None or self.sockets[seat] else max(0.0, now - since)

    def attach(self, seat: int | None) -> None:
        if seat is None:
            self.spectators += 1
            return
        self.sockets[seat] += 1
        self.gone_since[seat] = None

    def detach(self, seat: int | None, hidden: bool, now: float) -> None:
        if seat is None:
            self.spectators = max(0, self.spectators - 1)
            return
        self.sockets[seat] = max(0, self.sockets[seat] - 1)
        if hidden:
            self.hidden[seat] = max(0, self.hidden[seat] - 1)
        if self.sockets[seat] == 0:
            self.gone_since[seat] = now


class TimeBanks:
    """A Fischer clock: each person has `base` seconds and gains `increment` per decision.

    Only the bank of the person to move runs; a bot's move, or a seat a bot plays, costs
    nothing. The banks after each change are stored with it, so a restart keeps them.
    """

    def __init__(self, base: float, increment: float, seats: list[int]) -> None:
        self.base = base
        self.increment = increment
        self.left: dict[int, float] = {s: float(base) for s in seats}
        self.running: int | None = None
        self.since = 0.0

    def charge(self, now: float) -> None:
        """Take the time the running seat has thought so far out of its bank."""
        if self.running is not None:
            s = self.running
            self.left[s] = max(0.0, self.left[s] - (now - self.since))
            self.since = now

    def decided(self, seat: int, now: float) -> None:
        """`seat` made a decision: charge it and add the increment."""
        if self.running == seat:
            self.charge(now)
            self.left[seat] += self.increment

    def run(self, seat: int | None, now: float) -> None:
        self.charge(now)
        self.running = seat if seat in self.left else None
        self.since = now

    def returned(self, seat: int) -> None:
        """A person takes back a seat their bot played: an empty bank would run out at once."""
        if seat in self.left and self.left[seat] <= 0:
            self.left[seat] = min(float(self.base), max(RETURN_BANK, self.increment))

    def remaining(self, seat: int, now: float) -> float:
        left = self.left.get(seat, 0.0)
        if self.running == seat:
            left -= now - self.since
        return max(0.0, left)

    def deadline(self) -> float | None:
        if self.running is None:
            return None
        return self.since + self.left[self.running]

    def dumps(self) -> str:
        return json.dumps({str(s): round(v, 3) for s, v in self.left.items()})

    def loads(self, text: str) -> None:
        for s, v in json.loads(text).items():
            if int(s) in self.left:
                self.left[int(s)] = float(v)
