"""Where tables live: a table is its seed plus the log of accepted changes (event sourcing).

SQLite by default, PostgreSQL by URL, through SQLAlchemy Core. Every write commits
before it returns, so a change the server broadcast is a change that survives `kill -9`.
Only hashes of seat tokens are stored: a stolen database file cannot act for a seat.
"""

from __future__ import annotations

import json
import logging
import threading
import time
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import (
    Column,
    Float,
    ForeignKey,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    create_engine,
    delete,
    event,
    func,
    insert,
    inspect,
    select,
    text,
    update,
)
from sqlalchemy.engine import Engine

logger = logging.getLogger("wildtable.server")
metadata = MetaData()


class LogGap(Exception):
    """An entry that does not follow its table's stored log: storing it would leave a gap."""

tables_t = Table(
    "wt_tables", metadata,
    Column("id", String(32), primary_key=True),
    Column("game", String(64), nullable=False),
    Column("players", Integer, nullable=False),
    Column("seed", String(32), nullable=False),  # text: seeds may exceed a signed 64-bit int
    Column("options", Text, nullable=False),
    Column("seats", Text, nullable=False),
    Column("settings", Text, nullable=False),
    Column("created", Float, nullable=False),
    Column("status", String(16), nullable=False),
    Column("rematch", String(32), nullable=True),
)

log_t = Table(
    "wt_log", metadata,
    Column("table_id", String(32), ForeignKey("wt_tables.id"), primary_key=True),
    Column("n", Integer, primary_key=True),  # 1, 2, 3…: the table's version after this entry
    Column("kind", String(16), nullable=False),  # act | undo | control
    Column("seat", Integer, nullable=False),
    Column("data", Text, nullable=False),
    Column("at", Float, nullable=False),
    # The time banks (seat -> seconds) after this entry, JSON; null at a table without a clock.
    Column("clock", Text, nullable=True),
)

chat_t = Table(
    "wt_chat", metadata,
    Column("table_id", String(32), ForeignKey("wt_tables.id"), primary_key=True),
    Column("n", Integer, primary_key=True),  # 1, 2, 3…: the line's place in the table's chat
    Column("seat", Integer, nullable=True),  # null: a spectator, where the table allows them
    Column("name", String(64), nullable=False),  # the name at the time the line was written
    Column("text", Text, nullable=False),
    Column("at", Float, nullable=False),
)


@dataclass(slots=True)
class SeatRow:
    """One seat as stored: who sits there and the hash of its token (humans only)."""

    kind: str  # "human" or "bot"
    agent: str  # the agent spec for bots, and for a human seat taken over by a bot
    token_hash: str | None = None
    name: str | None = None  # the display name a person chose; None until they pick one

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "agent": self.agent, "token_hash": self.token_hash,
                "name": self.name}


@dataclass(slots=True)
class TableRow:
    id: str
    game: str
    players: int
    seed: int
    options: dict[str, Any]
    seats: list[SeatRow]
    settings: dict[str, Any]
    created: float
    status: str = "playing"
    rematch: str | None = None


@dataclass(slots=True)
class LogEntry:
    n: int
    kind: str
    seat: int
    data: str
    at: float = field(default_factory=time.time)
    clock: str | None = None  # JSON time banks after this entry (see log_t)


@dataclass(frozen=True, slots=True)
class ChatLine:
    n: int
    seat: int | None
    name: str
    text: str
    at: float

    def to_dict(self) -> dict[str, Any]:
        return {"n": self.n, "seat": self.seat, "name": self.name, "text": self.text,
                "at": self.at}


def engine_url(url: str) -> str:
    """SQLAlchemy's URL for a user's `--db`: plain postgresql:// goes through psycopg 3."""
    if url.startswith(("postgresql://", "postgres://")):
        return "postgresql+psycopg://" + url.split("://", 1)[1]
    return url


class Storage:
    """Tables and their logs in one database; thread-safe, called from worker threads."""

    def __init__(self, url: str) -> None:
        self.url = engine_url(url)
        sqlite = self.url.startswith("sqlite")
        kwargs: dict[str, Any] = {"future": True}
        if sqlite:
            kwargs["connect_args"] = {"check_same_thread": False}
        self.engine: Engine = create_engine(self.url, **kwargs)
        if sqlite:
            event.listen(self.engine, "connect", _sqlite_pragmas)
        # SQLite allows one writer; serialising writes here avoids "database is locked".
        self._write = threading.Lock()
        metadata.create_all(self.engine)
        self._add_missing_columns()

    def _add_missing_columns(self) -> None:
        """Databases made before the time banks lack wt_log.clock; add it (nullable)."""
        columns = {c["name"] for c in inspect(self.engine).get_columns(log_t.name,
                                                                      schema=log_t.schema)}
        if "clock" not in columns:
            with self._write, self.engine.begin() as conn:
                conn.execute(text("ALTER TABLE wt_log ADD COLUMN clock TEXT"))

    def close(self) -> None:
        self.engine.dispose()

    def create(self, row: TableRow) -> None:
        with self._write, self.engine.begin() as conn:
            conn.execute(insert(tables_t).values(
                id=row.id, game=row.game, players=row.players, seed=str(row.seed),
                options=json.dumps(row.options), seats=_seats_json(row.seats),
                settings=json.dumps(row.settings), created=row.created, status=row.status,
                rematch=row.rematch,
            ))

    def update_table(self, table_id: str, **values: Any) -> None:
        """Change a table's status, seats or rematch link."""
        if "seats" in values:
            values["seats"] = _seats_json(values["seats"])
        if "settings" in values:
            values["settings"] = json.dumps(values["settings"])
        with self._write, self.engine.begin() as conn:
            conn.execute(update(tables_t).where(tables_t.c.id == table_id).values(**values))

    def append(self, table_id: str, entry: LogEntry, status: str | None = None) -> None:
        """Commit one accepted change; the primary key refuses a second entry with the same n,
        and an entry that does not follow the stored log is refused too (no gaps)."""
        self.append_many([(table_id, entry, status)])

    def append_many(self, batch: list[tuple[str, LogEntry, str | None]]) -> None:
        """Commit entries of many tables in one transaction: one disk flush for all.

        Raises:
            LogGap: an entry does not follow its table's stored log; nothing was stored.
        """
        with self._write, self.engine.begin() as conn:
            ids = sorted({tid for tid, _, _ in batch})
            last = dict(conn.execute(
                select(log_t.c.table_id, func.max(log_t.c.n))
                .where(log_t.c.table_id.in_(ids)).group_by(log_t.c.table_id)).all())
            for tid, e, _ in batch:
                if e.n != (last.get(tid) or 0) + 1:
                    raise LogGap(f"entry {e.n} of table {tid} does not follow "
                                 f"entry {last.get(tid) or 0}")
                last[tid] = e.n
            conn.execute(insert(log_t), [
                {"table_id": tid, "n": e.n, "kind": e.kind, "seat": e.seat, "data": e.data,
                 "at": e.at, "clock": e.clock}
                for tid, e, _ in batch
            ])
            for tid, _, status in batch:
                if status is not None:
                    conn.execute(update(tables_t).where(tables_t.c.id == tid)
                                 .values(status=status))

    def load(self, table_id: str) -> tuple[TableRow, list[LogEntry]] | None:
        with self.engine.connect() as conn:
            r = conn.execute(select(tables_t).where(tables_t.c.id == table_id)).first()
            if r is None:
                return None
            log = conn.execute(select(log_t).where(log_t.c.table_id == table_id)
                               .order_by(log_t.c.n)).all()
        entries = [LogEntry(e.n, e.kind, e.seat, e.data, e.at, e.clock) for e in log]
        for i, e in enumerate(entries):
            if e.n != i + 1:
                # A log with a gap (written before commits were checked) is cut at the gap:
                # what follows was built on a change that was never stored.
                logger.warning("table %s: log entry %d missing; entries %d and later "
                               "dropped", table_id, i + 1, e.n)
                with self._write, self.engine.begin() as wconn:
                    wconn.execute(delete(log_t).where(log_t.c.table_id == table_id,
                                                      log_t.c.n > i))
                entries = entries[:i]
                break
        return _row(r._mapping), entries

    def playing(self) -> list[str]:
        """The ids of every table still being played, oldest first."""
        with self.engine.connect() as conn:
            rows = conn.execute(select(tables_t.c.id).where(tables_t.c.status == "playing")
                                .order_by(tables_t.c.created)).all()
        return [r.id for r in rows]

    def add_chat(self, table_id: str, line: ChatLine) -> None:
        """Commit one chat line; the primary key refuses a second line with the same n."""
        with self._write, self.engine.begin() as conn:
            conn.execute(insert(chat_t).values(
                table_id=table_id, n=line.n, seat=line.seat, name=line.name, text=line.text,
                at=line.at))

    def chat(self, table_id: str, last: int) -> list[ChatLine]:
        """The table's last `last` chat lines, oldest first."""
        with self.engine.connect() as conn:
            rows = conn.execute(select(chat_t).where(chat_t.c.table_id == table_id)
                                .order_by(chat_t.c.n.desc()).limit(last)).all()
        return [ChatLine(r.n, r.seat, r.name, r.text, r.at) for r in reversed(rows)]

    def recent(self, limit: int = 50) -> list[TableRow]:
        with self.engine.connect() as conn:
            rows = conn.execute(select(tables_t).order_by(tables_t.c.created.desc())
                                .limit(limit)).all()
        return [_row(r._mapping) for r in rows]

    def count(self) -> int:
        with self.engine.connect() as conn:
            return int(conn.execute(select(func.count()).select_from(tables_t)).scalar_one())


def _seats_json(seats: list[SeatRow]) -> str:
    return json.dumps([s.to_dict() for s in seats])


def _row(m: Any) -> TableRow:
    return TableRow(
        id=m["id"], game=m["game"], players=m["players"], seed=int(m["seed"]),
        options=json.loads(m["options"]),
        seats=[SeatRow(**s) for s in json.loads(m["seats"])],
        settings=json.loads(m["settings"]), created=m["created"], status=m["status"],
        rematch=m["rematch"],
    )


def _sqlite_pragmas(dbapi_conn: Any, _record: Any) -> None:
    # WAL lets readers go on while a write commits; FULL sync keeps commits through a crash.
    cur = dbapi_conn.cursor()
    cur.execute("PRAGMA journal_mode=WAL")
    cur.execute("PRAGMA synchronous=FULL")
    cur.close()
