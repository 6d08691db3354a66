"""One live table: the game state rebuilt from its log, and the checks every change passes.

Nothing here does I/O; `service.py` stores each accepted entry and broadcasts it.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
import time
from typing import Any

from ..agents import make_agent
from ..engine import Action, Agent, Game, GameRecord, IllegalAction, State, WildtableError
from ..games import get
from .errors import Conflict, Forbidden, Unprocessable
from .frames import seat_frame
from .storage import LogEntry, TableRow

HUMAN = "human"
BOT = "bot"


def new_token() -> str:
    """A seat's secret: 128 bits from the OS, URL-safe."""
    return secrets.token_urlsafe(16)


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


class LiveTable:
    """A table in memory: its stored row, the state its log leads to, who controls each seat."""

    def __init__(self, row: TableRow, log: list[LogEntry]) -> None:
        self.row = row
        self.game: Game = get(row.game)
        self.state: State = self.game.new(row.players, row.seed, **row.options)
        self.log: list[LogEntry] = []
        self.movers: list[int] = []  # the seat behind each action of the current line
        self.control = [BOT if s.kind == BOT else HUMAN for s in row.seats]
        self.deadline: float | None = None  # the turn clock of the human to move
        self._coach: tuple[int, dict[str, Any] | None] | None = None  # (seq, message)
        for entry in log:
            self._replay_entry(entry)
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

    def agent_for(self, seat: int) -> Agent:
        """A fresh agent seeded by the table and the move number, so a resumed table's bots
        choose exactly as they would have."""
        spec = self.row.seats[seat].agent or "heuristic"
        seed = (self.row.seed * 7919 + self.seq * 31 + seat) & 0xFFFF_FFFF
        return make_agent(spec, self.game, seed)

    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.row.seats) if s.kind == HUMAN]

    def public(self) -> dict[str, Any]:
        """What anyone may know about the table: never tokens, never the seed."""
        clock = self.row.settings.get("clock")
        return {
            "id": self.row.id,
            "game": self.game.id,
            "title": self.game.info.title,
            "players": self.row.players,
            "options": self.row.options,
            "seats": [
                {"seat": i, "kind": s.kind, "agent": s.agent if s.kind == BOT else None,
                 "control": self.control[i], "claimed": s.token_hash is not None}
                for i, s in enumerate(self.row.seats)
            ],
            "status": "over" if self.state.is_over else "playing",
            "seq": self.seq,
            "to_move": self.state.to_move,
            "hotseat": bool(self.row.settings.get("hotseat")),
            "undo": self.undo_enabled(),
            "clock": clock,
            "clock_left": (max(0.0, self.deadline - time.time())
                           if self.deadline is not None else None),
            "rematch": self.row.rematch,
            "created": self.row.created,
            "tutorial": self.learner() is not None,
        }

    def frame(self, seat: int | None) -> dict[str, Any]:
        may_act = seat is not None and self.control[seat] == HUMAN
        out = seat_frame(self.game, self.state, seat, self.public(), self.seq, may_act)
        # The coach speaks to the learner while they play their seat, not to its bot.
        if seat is not None and seat == self.learner() and may_act:
            message = self.coach()
            if message is not None:
                out["coach"] = message
        return out

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

    def act(self, seat: int, action: Action) -> LogEntry:
        entry = LogEntry(self.seq + 1, "act", seat, str(action))
        self._act(seat, action)
        self.log.append(entry)
        self.start_clock()
        return entry

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

    def undo(self, seat: int, steps: int) -> LogEntry:
        entry = LogEntry(self.seq + 1, "undo", seat, str(steps))
        self._undo(steps)
        self.log.append(entry)
        self.start_clock()
        return entry

    def set_control(self, seat: int, control: str) -> LogEntry:
        entry = LogEntry(self.seq + 1, "control", seat, control)
        self.control[seat] = control
        self.log.append(entry)
        self.start_clock()
        return entry

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
        """Set the clock of the person to move, if the table has one."""
        clock = self.row.settings.get("clock")
        seat = self.state.to_move
        if clock and seat is not None and self.control[seat] == HUMAN:
            self.deadline = time.time() + float(clock)
        else:
            self.deadline = None

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
            self.control[entry.seat] = entry.data
        else:
            raise ValueError(f"unknown log entry kind {entry.kind!r}")
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
            make_agent(agent, game, 0)
        except WildtableError as e:
            raise Unprocessable(f"seat {i}: {e}") from None
        out.append((kind, agent))
    return out
