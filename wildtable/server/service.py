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
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..engine import Event, WildtableError
from ..games import get
from .bots import BotWorkers
from .errors import Conflict, NotFound, Unavailable, Unprocessable
from .frames import continued, lines, seat_frame, with_story
from .limits import Bucket
from .people import CHAT_KEEP, clean_name
from .settings import Settings
from .social import Social
from .storage import LogEntry, SeatRow, Storage, TableRow
from .table import (
    BOT,
    HUMAN,
    Change,
    LiveTable,
    describe_seats,
    invite_token,
    new_token,
    token_hash,
)

log = logging.getLogger("wildtable.server")

OUTBOX = 256  # frames waiting for one slow client before it is dropped
REPLAY_CACHE = 512  # replay frames kept, the least recently asked for dropped first


@dataclass(eq=False)
class Connection:
    """One websocket client of a table: a seat (None: a spectator) and its outbox."""

    table_id: str
    seat: int | None
    outbox: asyncio.Queue[dict[str, Any]] = field(
        default_factory=lambda: asyncio.Queue(OUTBOX))
    closed: bool = False
    counted: bool = False  # whether the table's presence counts this connection
    hidden: bool = False  # the page says it is not being looked at (another tab, a phone asleep)
    # A spectator's chat, where the table allows it, is limited per connection.
    chat_bucket: Bucket = field(default_factory=lambda: Bucket(0.5, 5.0))
    # The story this client was sent, so the next frame carries only the lines after it.
    told: list[Event] = field(default_factory=list)


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
            except Exception:
                # One bad entry must not fail the others: each is tried again on its own.
                for t, e, s, done in batch:
                    try:
                        await asyncio.to_thread(self.storage.append, t, e, s)
                    except Exception as exc:
                        if not done.done():
                            done.set_exception(exc)
                    else:
                        if not done.done():
                            done.set_result(None)
                continue
            for *_, done in batch:
                if not done.done():
                    done.set_result(None)


class TableService(Social):
    def __init__(self, settings: Settings, storage: Storage | None = None) -> None:
        self.settings = settings
        self.storage = storage or Storage(settings.db)
        self.committer = GroupCommit(self.storage)
        self.live: dict[str, LiveTable] = {}
        self.locks: dict[str, asyncio.Lock] = {}
        self.connections: dict[str, set[Connection]] = {}
        self.sockets: dict[str, int] = {}  # open websockets per client address
        self.touched: dict[str, float] = {}  # when each live table was last used
        self.bot_tasks: dict[str, asyncio.Task[None]] = {}
        self.chat_buckets: dict[tuple[str, int], Bucket] = {}
        self.replays: OrderedDict[tuple[str, int, int | None],
                                  asyncio.Future[dict[str, Any]]] = OrderedDict()
        self.clock_task: asyncio.Task[None] | None = None
        self.wake_task: asyncio.Task[None] | None = None
        # Bots think off the event loop: searches in processes, cheap bots in a thread.
        self.bots = BotWorkers(settings.bot_processes)
        # Observers of every frame that goes out, as (table id, seat, frame): used by tests.
        self.observers: list[Callable[[str, int | None, dict[str, Any]], None]] = []

    # ----- lifecycle ----------------------------------------------------------------------
    async def start(self) -> None:
        self.clock_task = asyncio.create_task(self._clock_loop())
        self.bots.warm()
        self.wake_task = asyncio.create_task(self._wake_playing())

    async def _wake_playing(self) -> None:
        """Every table that was playing when the server stopped gets its bots moving again,
        however many there are; the server answers meanwhile."""
        for table_id in await asyncio.to_thread(self.storage.playing):
            with contextlib.suppress(WildtableError, ValueError):
                table = await self.table(table_id)
                self._wake_bots(table)

    async def stop(self) -> None:
        tasks = [t for t in (self.clock_task, self.wake_task, *self.bot_tasks.values())
                 if t is not None]
        for t in tasks:
            t.cancel()
        for t in tasks:
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await t
        self.bots.shutdown()
        self.storage.close()

    def public_url(self) -> str:
        """The address links start with: the configured one, else where the server listens."""
        return (self.settings.public_url or "http://localhost:8000").rstrip("/")

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
            self.touched[table_id] = time.monotonic()
            return t
        if not table_id.isalnum() or len(table_id) > 32:
            raise NotFound(f"no table {table_id!r}")
        loaded = await asyncio.to_thread(self.storage.load, table_id)
        if loaded is None:
            raise NotFound(f"no table {table_id!r}")
        chat = await asyncio.to_thread(self.storage.chat, table_id, CHAT_KEEP)
        t = self.live.get(table_id)  # another request may have loaded it meanwhile
        if t is None:
            t = self.live[table_id] = LiveTable(*loaded)
            t.chat = chat
            t.chat_n = chat[-1].n if chat else 0
            self.touched[table_id] = time.monotonic()
            self._wake_bots(t)  # a table's bots move whenever it is loaded, not only at start
        return t

    async def create(self, game_id: str, players: int, seats: list[dict[str, Any]],
                     options: dict[str, Any], seed: int | None, clock: float | None,
                     hotseat: bool, undo: bool, increment: float | None = None,
                     name: str | None = None, spectator_chat: bool = False,
                     extra: dict[str, Any] | None = None,
                     ) -> tuple[LiveTable, dict[int, str]]:
        """A new table; returns it and the token of each human seat.

        The first invited seat is the creator's (named `name`); the other invited seats'
        tokens derive from the creator's, so the creator can be shown their links again.

        Raises:
            Unprocessable: unknown game, bad options, seats, clock or name.
        """
        try:
            game = get(game_id)
            checked = game.check_options(players, options)
            # The game itself is the judge of its options (names of cards, combinations):
            # a table is stored only once its first state can be built.
            game.new(players, seed if seed is not None else 0, **checked)
        except WildtableError as e:
            raise Unprocessable(str(e)) from None
        if clock is not None and not 10 <= clock <= 24 * 3600:
            raise Unprocessable("clock must be from 10 seconds to a day, or none")
        if increment is not None and not 0 <= increment <= 3600:
            raise Unprocessable("increment must be from 0 seconds to an hour")
        name = clean_name(name) if name is not None else None
        kinds = describe_seats(game, players, seats)
        table_id = secrets.token_hex(6)
        people = sum(1 for kind, _ in kinds if kind == HUMAN)
        if seed is not None and people > 1 and not hotseat:
            # Whoever picks the seed can work out every hand offline: with several people
            # in several browsers that is a cheat nobody at the table could see.
            raise Unprocessable("a chosen seed would let its chooser know everyone's cards; "
                                "it is for solo, hot-seat and all-bot tables")
        tokens: dict[int, str] = {}
        rows = []
        creator: int | None = None
        for i, (kind, agent) in enumerate(kinds):
            h = None
            if kind == HUMAN and not seats[i].get("open"):
                if creator is None:
                    creator, tokens[i] = i, new_token()
                else:
                    tokens[i] = invite_token(tokens[creator], table_id, i)
                h = token_hash(tokens[i])
            rows.append(SeatRow(kind, agent, h))
        # In hot-seat every person sits in the creator's browser: one name would mislead.
        if creator is not None and name is not None and not hotseat:
            rows[creator].name = name
        row = TableRow(
            id=table_id, game=game.id, players=players,
            seed=seed if seed is not None else secrets.randbits(48),
            options=checked, seats=rows,
            settings={"clock": clock, "increment": (increment or 0.0) if clock else None,
                      "hotseat": hotseat, "undo": undo, "creator": creator,
                      "spectator_chat": spectator_chat, **(extra or {})},
            created=time.time(),
        )
        await asyncio.to_thread(self.storage.create, row)
        table = self.live[row.id] = LiveTable(row, [])
        self.touched[row.id] = time.monotonic()
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
                waiting = any(s.kind == HUMAN and (s.token_hash is None or s.name is None)
                              for s in row.seats)
                out.append({"id": row.id, "game": row.game, "players": row.players,
                            "status": "waiting" if waiting and row.status != "over"
                            else row.status, "created": row.created,
                            "tutorial": row.settings.get("tutorial") is not None,
                            "seats": [{"seat": i, "kind": s.kind, "agent": s.agent,
                                       "name": s.name, "control": s.kind,
                                       "claimed": s.token_hash is not None}
                                      for i, s in enumerate(row.seats)]})
        return out

    async def replay(self, table: LiveTable, step: int, seat: int | None) -> dict[str, Any]:
        """A finished game's frame after its first `step` actions, as `seat` saw it.

        Rebuilding a long game costs tens of milliseconds, so it is done in a worker
        thread, once per (table, step, seat): many people watching one replay share it.
        """
        steps = len(table.record().actions)
        key = (table.row.id, min(step, steps), seat)
        cached = self.replays.get(key)
        if cached is None:
            cached = asyncio.ensure_future(asyncio.to_thread(replay_frame, table, key[1], seat))
            self.replays[key] = cached
            while len(self.replays) > REPLAY_CACHE:
                self.replays.popitem(last=False)
        else:
            self.replays.move_to_end(key)
        try:
            return await asyncio.shield(cached)
        except Exception:
            self.replays.pop(key, None)
            raise

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
            await self._commit(table, table.act(seat, action))
        self._wake_bots(table)
        return {"accepted": True, "duplicate": False, "seq": table.seq}

    async def undo(self, table_id: str, token: str | None, seq: int) -> dict[str, Any]:
        table = await self.table(table_id)
        async with self.lock(table_id):
            seat = table.seat_required(token)
            table.check_seq(seq)
            steps = table.undo_steps(seat)
            await self._commit(table, table.undo(seat, steps))
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
                reason = "leave" if control == BOT else "back"
                await self._commit(table, table.set_control(seat, control, reason))
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
                    bool(settings.get("undo", True)), settings.get("increment"),
                    spectator_chat=bool(settings.get("spectator_chat")))
                # Seats of the new table wait for their people to claim them; names stay.
                for s, old in zip(new.row.seats, table.row.seats, strict=True):
                    s.token_hash = None
                    s.name = old.name
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

    async def join(self, table_id: str, seat: int | None,
                   name: str | None = None) -> dict[str, Any]:
        """Claim an open seat: a person's seat nobody holds a token for yet."""
        name = clean_name(name) if name is not None else None
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
            if name is not None:
                table.row.seats[seat].name = name
            await asyncio.to_thread(self.storage.update_table, table_id, seats=table.row.seats)
        await self._broadcast(table)
        return {"id": table_id, "seat": seat, "token": token}

    async def _commit(self, table: LiveTable, change: Change) -> None:
        """Store, then adopt, then broadcast: nobody sees a change a crash could lose, and a
        change that could not be stored leaves the table exactly as it was."""
        try:
            await self.committer.commit(table.row.id, change.entry,
                                        "over" if change.over else None)
        except Exception:
            log.exception("storing change %d of table %s failed", change.entry.n, table.row.id)
            raise Unavailable("the change could not be stored; try again") from None
        table.adopt(change)
        self.touched[table.row.id] = time.monotonic()
        await self._broadcast(table)

    # ----- websockets ---------------------------------------------------------------------
    def connect(self, table: LiveTable, seat: int | None) -> Connection:
        conn = Connection(table.row.id, seat)
        self.connections.setdefault(table.row.id, set()).add(conn)
        table.presence.attach(seat)
        conn.counted = True
        if seat is not None:
            table.votes.pop(seat, None)  # back: nobody may hand the seat over now
        self._send_state(table, [conn])
        self._send(conn, self.chat_history(table))
        self.presence_changed(table)
        return conn

    def disconnect(self, conn: Connection) -> None:
        conn.closed = True
        group = self.connections.get(conn.table_id)
        if group is not None:
            group.discard(conn)
        table = self.live.get(conn.table_id)
        if conn.counted and table is not None:
            conn.counted = False
            table.presence.detach(conn.seat, conn.hidden, time.time())
            self.presence_changed(table)

    def set_hidden(self, conn: Connection, hidden: bool) -> None:
        """The page of a connection was hidden or shown again: away or connected."""
        table = self.live.get(conn.table_id)
        if conn.hidden == hidden or table is None or conn.seat is None:
            return
        conn.hidden = hidden
        table.presence.hidden[conn.seat] += 1 if hidden else -1
        self.presence_changed(table)

    def _send_all(self, table_id: str, frame: dict[str, Any]) -> None:
        """The same frame to every connection of the table: chat and presence."""
        for conn in list(self.connections.get(table_id, ())):
            self._send(conn, frame)

    async def _broadcast(self, table: LiveTable) -> None:
        group = self.connections.get(table.row.id)
        if group:
            self._send_state(table, list(group))

    def _send_state(self, table: LiveTable, conns: list[Connection]) -> None:
        """The table's state frame to each of `conns`, with the story lines it lacks.

        Each seat's frame is built once per change, whatever the number of its clients;
        clients of one seat that hold the same lines share one message. A client's first
        frame, and any after an undo retold the story, carry the whole story.
        """
        public = table.public()
        seats: dict[int | None, tuple[dict[str, Any], list[Event]]] = {}
        frames: dict[tuple[int | None, int], dict[str, Any]] = {}
        for conn in conns:
            if conn.seat not in seats:
                seats[conn.seat] = (table.base_frame(conn.seat, public), table.told(conn.seat))
            base, told = seats[conn.seat]
            start = continued(conn.told, told)
            frame = frames.get((conn.seat, start))
            if frame is None:
                frame = frames[conn.seat, start] = with_story(
                    base, lines(table.state, told[start:], conn.seat), start)
            conn.told = told
            self._send(conn, frame)

    def _send(self, conn: Connection, frame: dict[str, Any]) -> None:
        for observe in self.observers:
            observe(conn.table_id, conn.seat, frame)
        try:
            conn.outbox.put_nowait(frame)
        except asyncio.QueueFull:
            log.warning("dropping a client of table %s that does not read", conn.table_id)
            conn.closed = True  # its socket handler disconnects it and tells the others
            group = self.connections.get(conn.table_id)
            if group is not None:
                group.discard(conn)

    # ----- bots and clocks ----------------------------------------------------------------
    def _wake_bots(self, table: LiveTable) -> None:
        if table.bot_to_move() is None:
            return
        task = self.bot_tasks.get(table.row.id)
        if task is None or task.done():
            self.bot_tasks[table.row.id] = asyncio.create_task(self._bot_loop(table))

    async def _bot_loop(self, table: LiveTable) -> None:
        """Move the table's bots until a person is to move; a change that could not be
        stored is tried again, after a growing pause, so a bot never stops for good."""
        pause = 0.0
        while (seat := table.bot_to_move()) is not None:
            try:
                delay = max(self.settings.bot_delay, pause)
                if delay:
                    await asyncio.sleep(delay)
                seq = table.seq
                spec, seed = table.bot_plan(seat)
                notation = await self.bots.decide(table.game, table.state.clone(), spec, seed)
                async with self.lock(table.row.id):
                    if table.seq != seq or table.bot_to_move() != seat:
                        continue  # someone changed the table while the bot thought
                    action = table.check_action(seat, notation, by_bot=True)
                    await self._commit(table, table.act(seat, action))
                pause = 0.0
            except asyncio.CancelledError:
                raise
            except Exception:
                pause = min(5.0, max(0.1, pause * 2))
                log.warning("the bot of table %s will try again in %.1f s", table.row.id,
                            pause, exc_info=True)

    def evict_idle(self) -> list[str]:
        """Forget tables nobody watches, no bot moves and nobody used for a while (finished
        ones sooner): they stay in storage and are rebuilt when asked for."""
        now = time.monotonic()
        gone = []
        for table_id, table in list(self.live.items()):
            idle = self.settings.idle_evict / (10 if table.state.is_over else 1)
            task = self.bot_tasks.get(table_id)
            lock = self.locks.get(table_id)
            if (now - self.touched.get(table_id, now) < idle or self.connections.get(table_id)
                    or (task is not None and not task.done())
                    or (lock is not None and lock.locked())):
                continue
            for store in (self.live, self.touched, self.locks, self.bot_tasks,
                          self.connections):
                store.pop(table_id, None)
            gone.append(table_id)
        return gone

    async def _clock_loop(self) -> None:
        """Hand a seat whose person ran out of time to a bot, so the others can finish;
        forget idle tables."""
        while True:
            await asyncio.sleep(self.settings.clock_tick)
            self.evict_idle()
            now = time.time()
            for table in list(self.live.values()):
                if table.deadline is None or table.deadline > now:
                    continue
                seat = table.state.to_move
                async with self.lock(table.row.id):
                    if (seat is None or table.deadline is None or table.deadline > now
                            or table.control[seat] != HUMAN):
                        continue
                    await self._commit(table, table.set_control(seat, BOT, "timeout"))
                self._wake_bots(table)



def replay_frame(table: LiveTable, step: int, seat: int | None) -> dict[str, Any]:
    """The replay frame of a finished table (runs in a worker thread)."""
    rec = table.record()
    state = table.game.replay(rec, upto=step)
    frame = seat_frame(table.game, state, seat, table.public(), step, may_act=False)
    frame["type"] = "replay"
    frame["step"] = step
    frame["steps"] = len(rec.actions)
    # The next move in words ("Send Hedgehog against P1"), never its notation; a finished
    # game's record is public, so the words may name what was hidden during play.
    nxt = table.game.parse(state, rec.actions[step]) if step < len(rec.actions) else None
    frame["next"] = table.game.label(state, nxt) if nxt is not None else None
    frame["next_action"] = str(nxt) if nxt is not None else None
    return frame
