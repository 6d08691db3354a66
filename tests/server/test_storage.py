"""Storage on SQLite and on a real PostgreSQL server: tables come back exactly from their logs.

PostgreSQL tests use WILDTABLE_TEST_PG (default: the server `.ci/run` starts). They are
skipped when no server answers, except in CI, where they must run.
"""

from __future__ import annotations

import os
import time
import uuid
from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import create_engine, text

from wildtable.server import Settings, create_app
from wildtable.server.storage import LogEntry, SeatRow, Storage, TableRow, engine_url

from .conftest import bot, create, human, play_out, view, wait_for

PG_URL = os.environ.get(
    "WILDTABLE_TEST_PG", "postgresql://wildtable:wildtable@127.0.0.1:5432/wildtable_test")


@pytest.fixture
def pg_url() -> Iterator[str]:
    """A fresh schema on the PostgreSQL server, dropped afterwards."""
    try:
        engine = create_engine(engine_url(PG_URL), connect_args={"connect_timeout": 3})
        with engine.connect() as conn:
            conn.execute(text("select 1"))
    except Exception as e:
        if os.environ.get("CI"):
            pytest.fail(f"CI must reach PostgreSQL at {PG_URL}: {e}")
        pytest.skip(f"no PostgreSQL server at {PG_URL}")
    schema = "wt_" + uuid.uuid4().hex[:10]
    with engine.begin() as conn:
        conn.execute(text(f"create schema {schema}"))
    try:
        yield f"{PG_URL}?options=-csearch_path%3D{schema}"
    finally:
        with engine.begin() as conn:
            conn.execute(text(f"drop schema {schema} cascade"))
        engine.dispose()


@pytest.fixture(params=["sqlite", "postgresql"])
def any_db(request: pytest.FixtureRequest, db_url: str) -> str:
    if request.param == "sqlite":
        return db_url
    url: str = request.getfixturevalue("pg_url")
    return url


def app_on(url: str) -> TestClient:
    return TestClient(create_app(Settings(db=url, bot_delay=0, rate=1e6, burst=1e6,
                                          create_rate=1e6, create_burst=1e6)))


def test_a_restarted_server_resumes_tables_exactly(any_db: str) -> None:
    with app_on(any_db) as c:
        t = create(c, [human(), bot()], seed=17, options={"days": 6})
        tid, tok = t["id"], t["seats"][0]["token"]
        for _ in range(10):
            v = wait_for(c, tid, tok)
            c.post(f"/api/tables/{tid}/actions",
                   json={"token": tok, "action": v["legal"][-1]["action"], "seq": v["seq"]})
        before = wait_for(c, tid, tok)
    with app_on(any_db) as c:
        after = view(c, tid, tok)
        assert after == {**before, "table": after["table"]}
        assert after["table"]["seq"] == before["table"]["seq"]
        last = play_out(c, tid, tok)
        assert last["over"]
        assert c.get(f"/api/tables/{tid}/record").status_code == 200


def test_the_log_refuses_two_entries_with_one_number(any_db: str) -> None:
    store = Storage(any_db)
    row = TableRow("t" + uuid.uuid4().hex[:8], "war-of-the-wilds", 2, 2**62, {},
                   [SeatRow("human", "heuristic", "h"), SeatRow("bot", "random")], {}, 1.0)
    store.create(row)
    store.append(row.id, LogEntry(1, "act", 0, "return 3"))
    with pytest.raises(Exception):  # noqa: B017 - the driver's integrity error
        store.append(row.id, LogEntry(1, "act", 0, "return 4"))
    loaded = store.load(row.id)
    assert loaded is not None
    got, log = loaded
    assert got.seed == 2**62 and got.seats == row.seats
    assert [(e.n, e.data) for e in log] == [(1, "return 3")]
    assert store.load("nosuch") is None
    store.close()


def test_a_change_storage_refuses_is_not_kept(client: TestClient) -> None:
    t = create(client, [human(), human()])
    tid, tok = t["id"], t["seats"][0]["token"]
    before = view(client, tid, tok)
    storage = client.app.state.service.storage  # type: ignore[attr-defined]

    def broken(_batch: object) -> None:
        raise OSError("disk full")

    good, storage.append_many = storage.append_many, broken
    r = client.post(f"/api/tables/{tid}/actions",
                    json={"token": tok, "action": before["legal"][0]["action"], "seq": 0})
    storage.append_many = good
    assert r.status_code == 503
    after = view(client, tid, tok)
    assert after["seq"] == 0 and after["view"] == before["view"]


def test_a_restart_keeps_names_chat_clocks_and_the_story(any_db: str) -> None:
    with app_on(any_db) as c:
        started = time.monotonic()
        t = create(c, [human(), human()], clock=200, increment=3, name="Ann")
        tid, a, b = t["id"], t["seats"][0]["token"], t["seats"][1]["token"]
        assert c.post(f"/api/tables/{tid}/name", json={"token": b, "name": "Bo"}).status_code == 200
        for who, line in ((a, "hello"), (b, "hi Ann")):
            r = c.post(f"/api/tables/{tid}/chat", json={"token": who, "text": line})
            assert r.status_code == 200, r.text
        v = view(c, tid, a)
        c.app.state.service.live[tid].banks.since -= 50  # type: ignore[attr-defined]
        c.post(f"/api/tables/{tid}/actions",
               json={"token": a, "action": v["legal"][0]["action"], "seq": v["seq"]})
        c.post(f"/api/tables/{tid}/control", json={"token": b, "control": "bot"})
        before = view(c, tid)
    with app_on(any_db) as c:
        after = view(c, tid)
        # P0's clock ran at most this long besides the 50 s: where its first action does not
        # end its turn, the clock goes on through the restart up to this view.
        thought = time.monotonic() - started
        assert [s["name"] for s in after["table"]["seats"]] == ["Ann", "Bo"]
        lines = c.get(f"/api/tables/{tid}/chat").json()["lines"]
        assert [(x["name"], x["text"]) for x in lines] == [("Ann", "hello"), ("Bo", "hi Ann")]
        # 200 - 50 + 3, less the moments the requests took (over a second on a busy machine)
        assert 153 - thought - 0.2 < after["table"]["seats"][0]["clock_left"] <= 153.5
        notes = [e["text"] for e in after["story"] if e["kind"] == "table"]
        assert notes == [e["text"] for e in before["story"] if e["kind"] == "table"]
        assert notes == ["P1 leaves the seat to a bot."]
        r = c.post(f"/api/tables/{tid}/chat", json={"token": a, "text": "still here"})
        assert r.json()["n"] == 3  # numbering goes on after the restart


def test_an_old_database_gets_the_clock_column(db_url: str) -> None:
    engine = create_engine(db_url)
    with engine.begin() as conn:
        conn.execute(text("create table wt_log (table_id varchar(32), n integer, "
                          "kind varchar(16), seat integer, data text, at float, "
                          "primary key (table_id, n))"))
    engine.dispose()
    store = Storage(db_url)
    row = TableRow("old1", "war-of-the-wilds", 2, 5, {},
                   [SeatRow("human", "heuristic", "h"), SeatRow("bot", "random")], {}, 1.0)
    store.create(row)
    store.append(row.id, LogEntry(1, "act", 0, "return 3", clock='{"0": 9.5}'))
    loaded = store.load(row.id)
    assert loaded is not None and loaded[1][0].clock == '{"0": 9.5}'
    store.close()
