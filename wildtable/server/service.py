"""The table service: creates and loads tables, accepts changes, moves bots, pushes frames.

Each table has one asyncio lock; a change is checked, committed to storage, then
broadcast, all under that lock, so every client sees the changes in the stored order.
Bots think in worker threads on a copy of the state, so the event loop never waits.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from ..agents import RandomAgent
from ..engine import Action, Agent, InfoSet, State, WildtableError, info_set
from ..games import get
from .errors import Conflict, NotFound, Unavailable, Unprocessable
from .settings import Settings
from .storage import LogEntry, SeatRow, Storage, TableRow
from .table import BOT, HUMAN, LiveTable, describe_seats, new_token, token_hash

log = logging.getLogger("wildtable.server")

OUTBOX = 256  # frames waiting for one slow client before it is dropped


@dataclass(eq=False)
class Connection:
    """One websocket client of a table: a seat (None: a spectator) and its outbox."""

    table_id: str
    seat: int | None
    outbox: asyncio.Queue[dict[str, Any]] = field(
        default_factory=lambda: asyncio.Queue(OUTBOX))
    closed: bool = False


class GroupCommit:
    """Entries from many tables, committed together: each waits for one shared flush.

    A commit to disk costs milliseconds whatever it holds, so under load the entries
    that arrive while one flush runs go out in the next one instead of queueing one by one.
    """

    def __init__(self, storage: Storage) -> None:
        self.storage = storage
        self.pending: list[tuple[str, LogEntry, str | None, asyncio.Future[None]]] = []
        self.task: asyncio.Task[None] | None = None

    async def commit(self, table_id: str, entry: LogEntry, status: str | None) -> None:
        done: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self.pending.append((table_id, entry, status, done))
        if self.task is None or self.task.done():
            self.task = asyncio.create_task(self._flush())
        await done

    async def _flush(self) -> None:
        while self.pending:
            batch, self.pending = self.pending, []
            try:
                await asyncio.to_thread(self.storage.append_many,
                                        [(t, e, s) for t, e, s, _ in batch])
            except Exception as exc:  # each waiting change learns it was not stored
                for *_, done in batch:
                    if not done.done():
                        done.set_exception(exc)
                continue
            for *_, done in batch:
                if not done.done():
                    done.set_result(None)


class TableService:
    def __init__(self, settings: Settings, storage: Storage | None = None) -> None:
        self.settings = settings
        self.storage = storage or Storage(settings.db)
        self.committer = GroupCommit(self.storage)
        self.live: dict[str, LiveTable] = {}
        self.locks: dict[str, asyncio.Lock] = {}
        self.connections: dict[str, set[Connection]] = {}
        self.bot_tasks: dict[str, asyncio.Task[None]] = {}
        self.clock_task: asyncio.Task[None] | None = None
        # Bots think in their own threads, so a long search never delays a commit.
        self.bot_pool = ThreadPoolExecutor(settings.bot_threads, thread_name_prefix="wt-bot")
        # Observers of every frame that goes out, as (table id, seat, frame): used by tests.
        self.observers: list[Callable[[str, int | None, dict[str, Any]], None]] = []

    # ----- lifecycle ----------------------------------------------------------------------
    async def start(self) -> None:
        self.clock_task = asyncio.create_task(self._clock_loop())
        # Tables that were playing when the server stopped get their bots moving again.
        for row in await asyncio.to_thread(self.storage.recent, 500):
            if row.status == "playing":
                with contextlib.suppress(WildtableError, ValueError):
                    table = await self.table(row.id)
                    self._wake_bots(table)

    async def stop(self) -> None:
        tasks = [t for t in (self.clock_task, *self.bot_tasks.values()) if t is not None]
        for t in tasks:
            t.cancel()
        for t in tasks:
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await t
        self.bot_pool.shutdown(wait=False, cancel_futures=True)
        self.storage.close()

    # ----- tables -------------------------------------------------------------------------
    def lock(self, table_id: str) -> asyncio.Lock:
        lock = self.locks.get(table_id)
        if lock is None:
            lock = self.locks[table_id] = asyncio.Lock()
        return lock

    async def table(self, table_id: str) -> LiveTable:
        """The live table, rebuilt from storage if this process has not seen it yet.

        Raises:
            NotFound: no such table.
        """
        t = self.live.get(table_id)
        if t is not None:
            return t
        if not table_id.isalnum() or len(table_id) > 32:
            raise NotFound(f"no table {table_id!r}")
        loaded = await asyncio.to_thread(self.storage.load, table_id)
        if loaded is None:
            raise NotFound(f"no table {table_id!r}")
        t = self.live.get(table_id)  # another request may have loaded it meanwhile
        if t is None:
            t = self.live[table_id] = LiveTable(*loaded)
        return t

    async def create(self, game_id: str, players: int, seats: list[dict[str, Any]],
                     options: dict[str, Any], seed: int | None, clock: float | None,
                     hotseat: bool, undo: bool, extra: dict[str, Any] | None = None
                     ) -> tuple[LiveTable, dict[int, str]]:
        """A new table; returns it and the token of each human seat.

        Raises:
            Unprocessable: unknown game, bad options, seats or clock.
        """
        try:
            game = get(game_id)
            checked = game.check_options(players, options)
        except WildtableError as e:
            raise Unprocessable(str(e)) from None
        if clock is not None and not 10 <= clock <= 24 * 3600:
            raise Unprocessable("clock must be from 10 seconds to a day, or none")
        kinds = describe_seats(game, players, seats)
        tokens: dict[int, str] = {}
        rows = []
        for i, (kind, agent) in enumerate(kinds):
            h = None
            if kind == HUMAN and not seats[i].get("open"):
                tokens[i] = new_token()
                h = token_hash(tokens[i])
            rows.append(SeatRow(kind, agent, h))
        row = TableRow(
            id=secrets.token_hex(6), game=game.id, players=players,
            seed=seed if seed is not None else secrets.randbits(48),
            options=checked, seats=rows,
            settings={"clock": clock, "hotseat": hotseat, "undo": undo, **(extra or {})},
            created=time.time(),
        )
        await asyncio.to_thread(self.storage.create, row)
        table = self.live[row.id] = LiveTable(row, [])
        self._wake_bots(table)
        return table, tokens

    async def create_lesson(self, game_id: str) -> tuple[LiveTable, dict[int, str]]:
        """A "Learn to play" table: the game's fixed deal, the learner against its bots.
        It is stored like any table; its settings name the learner's seat, whose frames
        carry the coach while the lesson lasts.

        Raises:
            Unprocessable: unknown game, or a game without a lesson.
        """
        try:
            lesson = get(game_id).tutorial
        except WildtableError as e:
            raise Unprocessable(str(e)) from None
        if lesson is None:
            raise Unprocessable(f"{game_id} has no lesson")
        seats = [{"kind": BOT, "agent": lesson.bots[i]} if i in lesson.bots else {"kind": HUMAN}
                 for i in range(lesson.players)]
        return await self.create(game_id, lesson.players, seats, dict(lesson.options),
                                 lesson.seed, None, False, True,
                                 extra={"tutorial": lesson.learner})

    async def recent(self, limit: int = 50) -> list[dict[str, Any]]:
        rows = await asyncio.to_thread(self.storage.recent, limit)
        out = []
        for row in rows:
            t = self.live.get(row.id)
            if t is not None:
                out.append(t.public())
            else:
                out.append({"id": row.id, "game": row.game, "players": row.players,
                            "status": row.status, "created": row.created,
                            "tutorial": row.settings.get("tutorial") is not None,
                            "seats": [{"seat": i, "kind": s.kind,
                                       "claimed": s.token_hash is not None}
                                      for i, s in enumerate(row.seats)]})
        return out

    # ----- changes ------------------------------------------------------------------------
    async def submit(self, table_id: str, token: str | None, notation: str,
                     seq: int) -> dict[str, Any]:
        """A person's action. A repeat of an accepted submit is answered, not applied again.

        Raises:
            NotFound, Forbidden, Conflict, Unprocessable: see `LiveTable`.
        """
        table = await self.table(table_id)
        async with self.lock(table_id):
            seat = table.seat_required(token)
            if table.duplicate_of(seat, notation, seq):
                return {"accepted": True, "duplicate": True, "seq": table.seq}
            table.check_seq(seq)
            action = table.check_action(seat, notation)
            entry = table.act(seat, action)
            await self._commit(table, entry)
        self._wake_bots(table)
        return {"accepted": True, "duplicate": False, "seq": table.seq}

    async def undo(self, table_id: str, token: str | None, seq: int) -> dict[str, Any]:
        table = await self.table(table_id)
        async with self.lock(table_id):
            seat = table.seat_required(token)
            table.check_seq(seq)
            steps = table.undo_steps(seat)
            entry = table.undo(seat, steps)
            await self._commit(table, entry)
        self._wake_bots(table)
        return {"accepted": True, "undone": steps, "seq": table.seq}

    async def control(self, table_id: str, token: str | None, control: str) -> dict[str, Any]:
        """A person hands their seat to a bot ("bot") or takes it back ("human")."""
        if control not in (HUMAN, BOT):
            raise Unprocessable("control must be 'human' or 'bot'")
        table = await self.table(table_id)
        async with self.lock(table_id):
            seat = table.seat_required(token)
            if table.control[seat] != control:
                entry = table.set_control(seat, control)
                await self._commit(table, entry)
        self._wake_bots(table)
        return {"accepted": True, "seat": seat, "control": control, "seq": table.seq}

    async def rematch(self, table_id: str, token: str | None) -> dict[str, Any]:
        """The same game again with the same seats; each person claims their new seat."""
        table = await self.table(table_id)
        async with self.lock(table_id):
            seat = table.seat_required(token)
            if not table.state.is_over:
                raise Conflict("a rematch starts once the game is over")
            if table.row.rematch is None:
                seats = [{"kind": s.kind, "agent": s.agent} for s in table.row.seats]
                settings = table.row.settings
                new, _ = await self.create(
                    table.game.id, table.row.players, seats, table.row.options, None,
                    settings.get("clock"), bool(settings.get("hotseat")),
                    bool(settings.get("undo", True)))
                # Seats of the new table wait for their people to claim them.
                for s in new.row.seats:
                    s.token_hash = None
                new.row.settings["rematch_of"] = table_id
                await asyncio.to_thread(self.storage.update_table, new.row.id,
                                        seats=new.row.seats, settings=new.row.settings)
                table.row.rematch = new.row.id
                await asyncio.to_thread(self.storage.update_table, table_id,
                                        rematch=new.row.id)
            target = await self.table(table.row.rematch)
        async with self.lock(target.row.id):
            new_token_ = target.claim(seat)
            await asyncio.to_thread(self.storage.update_table, target.row.id,
                                    seats=target.row.seats)
        await self._broadcast(table)
        return {"id": target.row.id, "seat": seat, "token": new_token_}

    async def join(self, table_id: str, seat: int | None) -> dict[str, Any]:
        """Claim an open seat: a person's seat nobody holds a token for yet."""
        table = await self.table(table_id)
        async with self.lock(table_id):
            if table.state.is_over:
                raise Conflict("the game is over")
            if table.row.settings.get("rematch_of"):
                raise Conflict("a rematch's seats are kept for the people of the last game")
            open_seats = [i for i, s in enumerate(table.row.seats)
                          if s.kind == HUMAN and s.token_hash is None]
            if seat is None:
                if not open_seats:
                    raise Conflict("this table has no open seat")
                seat = open_seats[0]
            elif seat not in open_seats:
                raise Conflict(f"seat {seat} is not open")
            token = table.claim(seat)
            await asyncio.to_thread(self.storage.update_table, table_id, seats=table.row.seats)
        await self._broadcast(table)
        return {"id": table_id, "seat": seat, "token": token}

    async def _commit(self, table: LiveTable, entry: LogEntry) -> None:
        """Store, then broadcast: a client never sees a change that a crash could lose."""
        status = "over" if table.state.is_over else None
        try:
            await self.committer.commit(table.row.id, entry, status)
        except Exception:
            # Memory ran ahead of storage: forget the table so the next request reloads it.
            log.exception("storing a change of table %s failed", table.row.id)
            self.live.pop(table.row.id, None)
            raise Unavailable("the change could not be stored; try again") from None
        await self._broadcast(table)

    # ----- websockets ---------------------------------------------------------------------
    def connect(self, table: LiveTable, seat: int | None) -> Connection:
        conn = Connection(table.row.id, seat)
        self.connections.setdefault(table.row.id, set()).add(conn)
        frame = table.frame(seat)
        self._send(conn, frame)
        return conn

    def disconnect(self, conn: Connection) -> None:
        conn.closed = True
        group = self.connections.get(conn.table_id)
        if group is not None:
            group.discard(conn)

    async def _broadcast(self, table: LiveTable) -> None:
        group = self.connections.get(table.row.id)
        if not group:
            return
        frames: dict[int | None, dict[str, Any]] = {}
        for conn in list(group):
            if conn.seat not in frames:
                frames[conn.seat] = table.frame(conn.seat)
            self._send(conn, frames[conn.seat])

    def _send(self, conn: Connection, frame: dict[str, Any]) -> None:
        for observe in self.observers:
            observe(conn.table_id, conn.seat, frame)
        try:
            conn.outbox.put_nowait(frame)
        except asyncio.QueueFull:
            log.warning("dropping a client of table %s that does not read", conn.table_id)
            self.disconnect(conn)

    # ----- bots and clocks ----------------------------------------------------------------
    def _wake_bots(self, table: LiveTable) -> None:
        if table.bot_to_move() is None:
            return
        task = self.bot_tasks.get(table.row.id)
        if task is None or task.done():
            self.bot_tasks[table.row.id] = asyncio.create_task(self._bot_loop(table))

    async def _bot_loop(self, table: LiveTable) -> None:
        try:
            while (seat := table.bot_to_move()) is not None:
                if self.settings.bot_delay:
                    await asyncio.sleep(self.settings.bot_delay)
                seq = table.seq
                snapshot: State = table.state.clone()
                agent = table.agent_for(seat)
                action = await asyncio.get_running_loop().run_in_executor(
                    self.bot_pool, decide, agent, info_set(snapshot))
                async with self.lock(table.row.id):
                    if table.seq != seq or table.bot_to_move() != seat:
                        continue  # someone changed the table while the bot thought
                    entry = table.act(seat, table.check_action(seat, str(action), by_bot=True))
                    await self._commit(table, entry)
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("the bot of table %s failed", table.row.id)

    async def _clock_loop(self) -> None:
        """Hand a seat whose person ran out of time to a bot, so the others can finish."""
        while True:
            await asyncio.sleep(self.settings.clock_tick)
            now = time.time()
            for table in list(self.live.values()):
                if table.deadline is None or table.deadline > now:
                    continue
                seat = table.state.to_move
                async with self.lock(table.row.id):
                    if (seat is None or table.deadline is None or table.deadline > now
                            or table.control[seat] != HUMAN):
                        continue
                    entry = table.set_control(seat, BOT)
                    await self._commit(table, entry)
                self._wake_bots(table)


def decide(agent: Agent, info: InfoSet) -> Action:
    """The agent's choice; a failing agent must not stall the table, so chance decides."""
    try:
        return agent.act(info)
    except Exception:
        log.exception("agent %s failed; a random legal action is played", agent.name)
        return RandomAgent(len(info.legal)).act(info)
