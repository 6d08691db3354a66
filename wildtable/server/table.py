"""One live table: the game state rebuilt from its log, and the checks every change passes.

Nothing here does I/O; `service.py` stores each accepted entry and broadcasts it.
"""

from __future__ import annotations

import base64
import copy
import hashlib
import hmac
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..agents import make_agent
from ..engine import (
    Action,
    Agent,
    Event,
    Game,
    GameRecord,
    IllegalAction,
    State,
    WildtableError,
)
from ..games import get
from .bots import check_budget
from .errors import Conflict, Forbidden, Unprocessable
from .frames import Note, base_frame, lines, told
from .people import Presence, TimeBanks
from .storage import ChatLine, LogEntry, TableRow

HUMAN = "human"
BOT = "bot"

# What a change to a table touches (forked for a change, swapped in once it is stored).
PROGRESS = ("state", "log", "movers", "control", "banks", "notes", "votes")


@dataclass(slots=True)
class Change:
    """A checked change that is not yet the table's: its log entry and what the table
    becomes once the entry is stored."""

    entry: LogEntry
    fields: dict[str, Any]

    @property
    def over(self) -> bool:
        state: State = self.fields["state"]
        return state.is_over


def new_token() -> str:
    """A seat's secret: 128 bits from the OS, URL-safe."""
    return secrets.token_urlsafe(16)


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def invite_token(creator_token: str, table_id: str, seat: int) -> str:
    """The token of an invited seat, derived from the creator's: the creator can be shown
    every invite link again, while storage keeps only hashes (a stolen database still
    cannot act for a seat, nor rebuild a link)."""
    mac = hmac.new(creator_token.encode(), f"{table_id}:{seat}".encode(), hashlib.sha256)
    return base64.urlsafe_b64encode(mac.digest()[:16]).decode().rstrip("=")


# What the story says when a seat changes hands; "P1" becomes the seat's name on the page.
HANDOVER_LINES = {
    "leave": "P{seat} leaves the seat to a bot.",
    "timeout": "P{seat} ran out of time: a bot plays the seat now.",
    "handover": "P{seat} was gone, so the others handed the seat to a bot.",
    "back": "P{seat} takes the seat back.",
}


class LiveTable:
    """A table in memory: its stored row, the state its log leads to, who controls each seat."""

    def __init__(self, row: TableRow, log: list[LogEntry]) -> None:
        self.row = row
        self.game: Game = get(row.game)
        self.state: State = self.game.new(row.players, row.seed, **row.options)
        self.log: list[LogEntry] = []
        self.movers: list[int] = []  # the seat behind each action of the current line
        self.control = [BOT if s.kind == BOT else HUMAN for s in row.seats]
        clock = row.settings.get("clock")
        self.banks = (TimeBanks(float(clock), float(row.settings.get("increment") or 0),
                                self.humans()) if clock else None)
        self.notes: list[Note] = []  # the table's own story lines: seats changing hands
        self.presence = Presence.empty(row.players, time.time())
        self.votes: dict[int, set[int]] = {}  # seat -> the people who would hand it to a bot
        self.chat: list[ChatLine] = []  # the recent chat, oldest first
        self.chat_n = 0  # the number of the table's last chat line
        self._coach: tuple[int, dict[str, Any] | None] | None = None  # (seq, message)
        for entry in log:
            self._replay_entry(entry)
        # A restart does not charge anyone for the time the server was down.
        self.start_clock()

    # ----- reading ----------------------------------------------------------------------
    @property
    def seq(self) -> int:
        """The table's version: how many changes were accepted. Clients send it back."""
        return len(self.log)

    def seat_of(self, token: str | None) -> int | None:
        """The seat a token belongs to; None for no token (a spectator).

        Raises:
            Forbidden: the token is not one of this table's.
        """
        if token is None or token == "":
            return None
        digest = token_hash(token)
        for i, s in enumerate(self.row.seats):
            if s.token_hash is not None and hmac.compare_digest(s.token_hash, digest):
                return i
        raise Forbidden("this token is not a seat of this table")

    def seat_required(self, token: str | None) -> int:
        seat = self.seat_of(token)
        if seat is None:
            raise Forbidden("a seat token is required")
        return seat

    def bot_to_move(self) -> int | None:
        seat = self.state.to_move
        return seat if seat is not None and self.control[seat] == BOT else None

    def bot_plan(self, seat: int) -> tuple[str, int]:
        """The agent spec that plays `seat` and its seed, fixed by the table and the move
        number, so a resumed table's bots choose exactly as they would have."""
        spec = self.row.seats[seat].agent or "heuristic"
        seed = (self.row.seed * 7919 + self.seq * 31 + seat) & 0xFFFF_FFFF
        return spec, seed

    def agent_for(self, seat: int) -> Agent:
        spec, seed = self.bot_plan(seat)
        return make_agent(spec, self.game, seed, self.row.players)

    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.row.seats) if s.kind == HUMAN]

    @property
    def deadline(self) -> float | None:
        """When the bank of the person to move runs out, if the table has a clock."""
        return self.banks.deadline() if self.banks is not None else None

    def status(self) -> str:
        """waiting (a person's seat nobody took yet), playing or over."""
        if self.state.is_over:
            return "over"
        return "waiting" if any(s.kind == HUMAN and (s.token_hash is None or s.name is None)
                                for s in self.row.seats) else "playing"

    def presence_list(self, now: float | None = None) -> list[dict[str, Any]]:
        """Each person's seat: connected, away or gone (and for how long), and the votes
        to hand it to a bot. Bots are always there."""
        now = time.time() if now is None else now
        p = self.presence
        return [
            {"seat": i, "presence": p.of(i) if s.kind == HUMAN else "connected",
             "gone_for": round(p.gone_for(i, now), 1) if s.kind == HUMAN else 0.0,
             "votes": len(self.votes.get(i, ()))}
            for i, s in enumerate(self.row.seats)
        ]

    def public(self) -> dict[str, Any]:
        """What anyone may know about the table: never tokens, never the seed."""
        now = time.time()
        banks = self.banks
        return {
            "id": self.row.id,
            "game": self.game.id,
            "title": self.game.info.title,
            "players": self.row.players,
            "options": self.row.options,
            "seats": [
                {"seat": i, "kind": s.kind, "agent": s.agent, "name": s.name,
                 "control": self.control[i], "claimed": s.token_hash is not None,
                 "clock_left": (round(banks.remaining(i, now), 1)
                                if banks is not None and i in banks.left else None),
                 "clock_running": banks is not None and banks.running == i}
                for i, s in enumerate(self.row.seats)
            ],
            "status": self.status(),
            "seq": self.seq,
            "to_move": self.state.to_move,
            "hotseat": bool(self.row.settings.get("hotseat")),
            "undo": self.undo_enabled(),
            "clock": ({"base": banks.base, "increment": banks.increment}
                      if banks is not None else None),
            "spectator_chat": bool(self.row.settings.get("spectator_chat")),
            "creator": self.row.settings.get("creator"),  # the seat that may show invites
            "presence": self.presence_list(now),
            "spectators": self.presence.spectators,
            "rematch": self.row.rematch,
            "created": self.row.created,
            "tutorial": self.learner() is not None,
        }

    def frame(self, seat: int | None) -> dict[str, Any]:
        """The whole frame for `seat`: its story from the first line."""
        out = self.base_frame(seat)
        out["story"] = lines(self.state, self.told(seat), seat)
        return out

    def base_frame(self, seat: int | None, public: dict[str, Any] | None = None
                   ) -> dict[str, Any]:
        """The frame for `seat` without its story; `public` is `self.public()`, when the
        caller has it already."""
        may_act = seat is not None and self.control[seat] == HUMAN
        out = base_frame(self.game, self.state, seat,
                         self.public() if public is None else public, self.seq, may_act)
        # The coach speaks to the learner while they play their seat, not to its bot.
        if seat is not None and seat == self.learner() and may_act:
            message = self.coach()
            if message is not None:
                out["coach"] = message
        return out

    def told(self, seat: int | None) -> list[Event]:
        """The story `seat` may read, the table's notes in their places."""
        return told(self.state, seat, notes=self.notes)

    # ----- "Learn to play" --------------------------------------------------------------
    def learner(self) -> int | None:
        """The learner's seat at a lesson table; None at any other table."""
        seat = self.row.settings.get("tutorial")
        return seat if isinstance(seat, int) and not isinstance(seat, bool) else None

    def coach(self) -> dict[str, Any] | None:
        """The coach's message for the learner now, worked out once per change."""
        lesson, seat = self.game.tutorial, self.learner()
        if lesson is None or seat is None:
            return None
        if self._coach is None or self._coach[0] != self.seq:
            message = lesson.coach(self.state, seat)
            if message is not None:
                # The lesson's title always; its introduction until the learner's first move.
                message = {"title": lesson.title, **message,
                           "intro": lesson.intro if seat not in self.movers else None}
            self._coach = (self.seq, message)
        return self._coach[1]

    def names(self) -> list[str]:
        """Each seat's name for a record: the person's, or the bot's level."""
        return [s.name or f"P{i}" if s.kind == HUMAN else f"{s.agent} bot"
                for i, s in enumerate(self.row.seats)]

    def record(self) -> GameRecord:
        return self.state.record

    # ----- changing ---------------------------------------------------------------------
    def check_seq(self, seq: int) -> None:
        if seq != self.seq:
            raise Conflict(f"stale seq {seq}: the table is at seq {self.seq}; "
                           "fetch the view and decide again")

    def duplicate_of(self, seat: int, notation: str, seq: int) -> bool:
        """True when this exact submit was already accepted (a retry after a lost answer)."""
        if not 0 <= seq < self.seq:
            return False
        e = self.log[seq]
        return e.kind == "act" and e.seat == seat and e.data == " ".join(notation.split())

    def check_action(self, seat: int, notation: str, by_bot: bool = False) -> Action:
        """The action a seat asks for, if it may take it now.

        Raises:
            Conflict: the game is over, it is not this seat's turn, or a bot plays the seat.
            Unprocessable: no legal action has that notation.
        """
        if self.state.is_over:
            raise Conflict("the game is over")
        if self.state.to_move != seat:
            raise Conflict(f"it is not your turn: seat {self.state.to_move} is to move")
        if not by_bot and self.control[seat] != HUMAN:
            raise Conflict("a bot is playing this seat; take it back first")
        try:
            return self.game.parse(self.state, notation)
        except IllegalAction as e:
            raise Unprocessable(str(e)) from None

    def _do_act(self, seat: int, action: Action) -> LogEntry:
        if self.banks is not None:
            self.banks.decided(seat, time.time())
        entry = LogEntry(self.seq + 1, "act", seat, str(action))
        self._act(seat, action)
        return self._logged(entry)

    def _logged(self, entry: LogEntry) -> LogEntry:
        """Append an accepted entry, with the banks as they stand after it."""
        self.log.append(entry)
        if self.banks is not None:
            entry.clock = self.banks.dumps()
        self.start_clock()
        return entry

    # A change is made on a fork of everything a change touches, so that the table itself
    # moves only once the change is stored (`adopt`); until then every read shows the
    # stored state, and a change that could not be stored leaves no trace.
    def act(self, seat: int, action: Action) -> Change:
        return self._prepare(lambda: self._do_act(seat, action))

    def undo(self, seat: int, steps: int) -> Change:
        return self._prepare(lambda: self._do_undo(seat, steps))

    def set_control(self, seat: int, control: str, reason: str | None = None) -> Change:
        return self._prepare(lambda: self._do_set_control(seat, control, reason))

    def _prepare(self, make: Callable[[], LogEntry]) -> Change:
        kept = {name: getattr(self, name) for name in PROGRESS}
        self.state = self.state.clone()
        self.log = list(self.log)
        self.movers = list(self.movers)
        self.control = list(self.control)
        self.banks = copy.deepcopy(self.banks)
        self.notes = list(self.notes)
        self.votes = {k: set(v) for k, v in self.votes.items()}
        try:
            entry = make()
            return Change(entry, {name: getattr(self, name) for name in PROGRESS})
        finally:
            for name, value in kept.items():
                setattr(self, name, value)

    def adopt(self, change: Change) -> None:
        """Make a stored change the table's own."""
        if change.entry.n != self.seq + 1:
            raise ValueError(f"change {change.entry.n} does not follow seq {self.seq}")
        for name, value in change.fields.items():
            setattr(self, name, value)

    def undo_enabled(self) -> bool:
        """Board Game Arena's policy applies to games of one person against bots."""
        return bool(self.row.settings.get("undo", True)) and len(self.humans()) == 1

    def undo_steps(self, seat: int) -> int:
        """How many actions an undo by `seat` takes back: its last decision and the bots'
        answers to it, never past a reveal, a roll of chance or another person's action.

        Raises:
            Conflict: nothing may be taken back now.
        """
        if not self.undo_enabled():
            raise Conflict("undo is only for a game of one person against bots")
        if self.state.is_over:
            raise Conflict("the game is over")
        moves = self.movers
        i = len(moves) - 1
        while i >= 0 and moves[i] != seat:
            if self.row.seats[moves[i]].kind == HUMAN:
                raise Conflict("undo never goes back past another person's action")
            i -= 1
        if i < 0:
            raise Conflict("you have no decision to take back")
        before = self.game.replay(self.record(), upto=i)
        if before.rng.state != self.state.rng.state or before.reveals != self.state.reveals:
            raise Conflict("undo never goes back past a hidden card coming to light "
                           "or a roll of chance")
        return len(moves) - i

    def _do_undo(self, seat: int, steps: int) -> LogEntry:
        entry = LogEntry(self.seq + 1, "undo", seat, str(steps))
        self._undo(steps)
        return self._logged(entry)

    def _do_set_control(self, seat: int, control: str, reason: str | None = None) -> LogEntry:
        """Hand `seat` to its bot or back; `reason` (leave, timeout, handover, back) gives
        the story line."""
        if self.banks is not None:
            self.banks.charge(time.time())
        reason = reason or ("leave" if control == BOT else "back")
        entry = LogEntry(self.seq + 1, "control", seat, f"{control} {reason}")
        self._set_control(seat, control, reason)
        return self._logged(entry)

    def _set_control(self, seat: int, control: str, reason: str) -> None:
        self.control[seat] = control
        self.votes.pop(seat, None)
        if control == HUMAN and self.banks is not None:
            self.banks.returned(seat)
        if reason in HANDOVER_LINES:
            public = len(self.state.events(None))
            self.notes.append(Note(public, Event(
                "table", HANDOVER_LINES[reason].format(seat=seat), {"seat": seat})))

    def vote_handover(self, voter: int, seat: int, grace: float) -> bool:
        """`voter` asks to hand the absent `seat` to its bot; True once enough agree: a
        majority of the people still at the table (so one click when only one is left).

        Raises:
            Conflict: the seat is not a person's, is played already, or is not gone long
                enough; or the voter is the seat itself.
        """
        if self.state.is_over:
            raise Conflict("the game is over")
        if not 0 <= seat < self.row.players or self.row.seats[seat].kind != HUMAN:
            raise Conflict("only a person's seat can be handed to a bot")
        if seat == voter:
            raise Conflict("to leave your own seat to a bot, use control")
        if self.control[seat] != HUMAN:
            raise Conflict("a bot plays that seat already")
        gone_for = self.presence.gone_for(seat, time.time())
        if self.presence.of(seat) != "gone" or gone_for < grace:
            raise Conflict(f"a seat can be handed over after its person has been gone "
                           f"{grace:.0f} seconds")
        votes = self.votes.setdefault(seat, set())
        votes.add(voter)
        remaining = {h for h in self.humans()
                     if h != seat and self.control[h] == HUMAN
                     and self.presence.of(h) != "gone"} | {voter}
        return len(votes & remaining) >= len(remaining) // 2 + 1

    def claim(self, seat: int) -> str:
        """Give an unclaimed human seat (a rematch seat) its token."""
        s = self.row.seats[seat]
        if s.kind != HUMAN:
            raise Unprocessable(f"seat {seat} is a bot's")
        if s.token_hash is not None:
            raise Conflict(f"seat {seat} was already claimed")
        token = new_token()
        s.token_hash = token_hash(token)
        return token

    def start_clock(self) -> None:
        """Run the bank of the person to move, if the table has a clock."""
        if self.banks is None:
            return
        seat = self.state.to_move
        person = seat is not None and self.control[seat] == HUMAN and not self.state.is_over
        self.banks.run(seat if person else None, time.time())

    # ----- rebuilding -------------------------------------------------------------------
    def _act(self, seat: int, action: Action) -> None:
        self.state.apply(action)
        self.movers.append(seat)

    def _undo(self, steps: int) -> None:
        keep = len(self.movers) - steps
        self.state = self.game.replay(self.record(), upto=keep)
        del self.movers[keep:]

    def _replay_entry(self, entry: LogEntry) -> None:
        if entry.kind == "act":
            self._act(entry.seat, self.game.parse(self.state, entry.data))
        elif entry.kind == "undo":
            self._undo(int(entry.data))
        elif entry.kind == "control":
            control, _, reason = entry.data.partition(" ")
            self._set_control(entry.seat, control, reason)
        else:
            raise ValueError(f"unknown log entry kind {entry.kind!r}")
        if self.banks is not None and entry.clock is not None:
            self.banks.loads(entry.clock)
        self.log.append(entry)


def describe_seats(game: Game, players: int, seats: list[dict[str, Any]]) -> list[tuple[str, str]]:
    """Seat requests as (kind, agent spec), checked.

    Raises:
        Unprocessable: the wrong number of seats, an unknown kind or agent.
    """
    if len(seats) != players:
        raise Unprocessable(f"{players} players need {players} seats, not {len(seats)}")
    out = []
    for i, s in enumerate(seats):
        kind = s.get("kind", HUMAN)
        if kind not in (HUMAN, BOT):
            raise Unprocessable(f"seat {i}: kind must be 'human' or 'bot', not {kind!r}")
        # A person's seat keeps an agent too: the bot that plays it if the person leaves.
        agent = s.get("agent") or "heuristic"
        try:
            check_budget(agent, game, players)
        except WildtableError as e:
            raise Unprocessable(f"seat {i}: {e}") from None
        out.append((kind, agent))
    return out
