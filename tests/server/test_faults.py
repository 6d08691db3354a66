"""Faults: a commit that fails or is slow, a bot whose commit fails, tables beyond the
newest 500 after a restart. Nothing acknowledged is lost and no table is left unusable."""

from __future__ import annotations

import threading
import time
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import insert

from wildtable.server import Settings, create_app
from wildtable.server.storage import (
    LogEntry,
    LogGap,
    SeatRow,
    Storage,
    TableRow,
    log_t,
    tables_t,
)

from .conftest import SHORT, WOTW, bot, create, human, receive, view, wait_for
from .test_storage import pg_url  # noqa: F401  (a fixture)


def fail_next_commits(client: TestClient, count: int) -> list[int]:
    """Make the next `count` group commits raise, as a database that went away would."""
    storage: Storage = client.app.state.service.storage  # type: ignore[attr-defined]
    real = storage.append_many
    calls = [count]

    def flaky(batch: list[tuple[str, LogEntry, str | None]]) -> None:
        if calls[0] > 0:
            calls[0] -= 1
            raise OSError("disk I/O error")
        real(batch)

    storage.append_many = flaky  # type: ignore[method-assign]
    storage.append = lambda t, e, s=None: flaky([(t, e, s)])  # type: ignore[method-assign]
    return calls


def stored_ns(client: TestClient, table_id: str) -> list[int]:
    storage: Storage = client.app.state.service.storage  # type: ignore[attr-defined]
    loaded = storage.load(table_id)
    assert loaded is not None
    return [e.n for e in loaded[1]]


def test_a_failed_commit_leaves_the_table_as_it_was(client: TestClient) -> None:
    t = create(client, [human(), human()], hotseat=True)
    tok = t["seats"][0]["token"]
    before = wait_for(client, t["id"], tok)
    fail_next_commits(client, 2)  # the group commit, then the entry tried on its own
    action = before["legal"][0]["action"]
    r = client.post(f"/api/tables/{t['id']}/actions",
                    json={"token": tok, "action": action, "seq": 0})
    assert r.status_code == 503 and r.json()["error"] == "unavailable"
    after = view(client, t["id"], tok)
    assert after["seq"] == 0 and after["view"] == before["view"]
    # The same decision, taken again, is stored as entry 1: no gap, no brick.
    r = client.post(f"/api/tables/{t['id']}/actions",
                    json={"token": tok, "action": action, "seq": 0})
    assert r.status_code == 200, r.text
    assert stored_ns(client, t["id"]) == [1]


def test_reads_during_a_slow_commit_show_only_the_committed_state(client: TestClient) -> None:
    t = create(client, [human(), human()], hotseat=True)
    tok = t["seats"][0]["token"]
    first = wait_for(client, t["id"], tok)
    storage: Storage = client.app.state.service.storage  # type: ignore[attr-defined]
    real = storage.append_many
    started = threading.Event()

    def slow(batch: list[tuple[str, LogEntry, str | None]]) -> None:
        started.set()
        time.sleep(1.0)
        real(batch)

    storage.append_many = slow  # type: ignore[method-assign]
    seen: dict[str, Any] = {}

    def read_meanwhile() -> None:
        started.wait(5)
        seen["view"] = view(client, t["id"], tok)
        seen["public"] = client.get(f"/api/tables/{t['id']}").json()
        with client.websocket_connect(f"/ws/tables/{t['id']}?token={tok}") as ws:
            seen["frame"] = receive(ws)

    reader = threading.Thread(target=read_meanwhile)
    reader.start()
    r = client.post(f"/api/tables/{t['id']}/actions",
                    json={"token": tok, "action": first["legal"][0]["action"], "seq": 0})
    reader.join(10)
    assert r.status_code == 200
    assert seen["view"]["seq"] == 0 and seen["public"]["seq"] == 0 and seen["frame"]["seq"] == 0


def test_the_committer_stores_the_good_entries_of_a_failed_batch(client: TestClient) -> None:
    svc = client.app.state.service  # type: ignore[attr-defined]
    a = create(client, [human(), human()], hotseat=True)
    b = create(client, [human(), human()], hotseat=True)
    results: dict[str, Any] = {}

    async def both() -> None:
        import asyncio
        bad = svc.committer.commit(a["id"], LogEntry(5, "act", 0, "gap"), None)
        good = svc.committer.commit(b["id"], LogEntry(1, "control", 0, "bot"), None)
        out = await asyncio.gather(bad, good, return_exceptions=True)
        results["bad"], results["good"] = out

    client.portal.call(both)  # type: ignore[union-attr]
    assert isinstance(results["bad"], LogGap) and results["good"] is None
    assert stored_ns(client, b["id"]) == [1] and stored_ns(client, a["id"]) == []


def gap_checks(url: str) -> None:
    storage = Storage(url)
    storage.create(TableRow("g", WOTW, 2, 1, {}, [SeatRow("bot", "random")] * 2, {}, 0.0))
    storage.append("g", LogEntry(1, "control", 0, "bot"))
    with pytest.raises(LogGap):
        storage.append("g", LogEntry(3, "control", 0, "human"))
    # A log written with a gap by an older server is cut at the gap when loaded.
    with storage.engine.begin() as conn:
        conn.execute(insert(log_t).values(table_id="g", n=3, kind="control", seat=0,
                                          data="human", at=0.0))
    loaded = storage.load("g")
    assert loaded is not None and [e.n for e in loaded[1]] == [1]
    storage.append("g", LogEntry(2, "control", 0, "human"))  # the table goes on
    loaded = storage.load("g")
    assert loaded is not None and [e.n for e in loaded[1]] == [1, 2]
    storage.close()


def test_storage_never_writes_a_log_with_a_gap(db_url: str) -> None:
    gap_checks(db_url)


def test_storage_never_writes_a_log_with_a_gap_on_postgresql(pg_url: str) -> None:  # noqa: F811
    gap_checks(pg_url)


def test_a_bot_whose_commit_fails_tries_again(client: TestClient) -> None:
    left = fail_next_commits(client, 6)
    t = create(client, [bot("random"), human()], options=SHORT)
    v = wait_for(client, t["id"], t["seats"][0]["token"], seconds=30)
    assert left[0] == 0 and v["seq"] >= 1  # the bot moved after three failed changes


def test_every_playing_table_wakes_after_a_restart(db_url: str) -> None:
    # An old table whose bot is to move, then 600 newer ones: the old one still wakes.
    storage = Storage(db_url)
    old = TableRow("old", WOTW, 2, 5, {"days": 2}, [SeatRow("bot", "random"),
                   SeatRow("human", "heuristic")], {}, 1.0)
    storage.create(old)
    with storage.engine.begin() as conn:
        conn.execute(insert(tables_t), [
            {"id": f"n{i}", "game": WOTW, "players": 2, "seed": "1", "options": "{}",
             "seats": '[{"kind": "human", "agent": "heuristic", "token_hash": null}, '
                      '{"kind": "human", "agent": "heuristic", "token_hash": null}]',
             "settings": "{}", "created": 2.0 + i, "status": "playing", "rematch": None}
            for i in range(600)])
    storage.close()
    settings = Settings(db=db_url, bot_delay=0, rate=1e6, burst=1e6)
    with TestClient(create_app(settings)) as c:
        deadline = time.monotonic() + 60
        while c.get("/api/tables/old").json()["seq"] == 0:
            assert time.monotonic() < deadline, "the old table's bot never moved"
            time.sleep(0.1)


def test_a_table_loaded_later_moves_its_bot(client: TestClient) -> None:
    # A table the server did not wake at its start (stored meanwhile by another process).
    storage: Storage = client.app.state.service.storage  # type: ignore[attr-defined]
    storage.create(TableRow("later", WOTW, 2, 5, {"days": 2}, [SeatRow("bot", "random"),
                            SeatRow("human", "heuristic")], {}, time.time()))
    deadline = time.monotonic() + 30
    while client.get("/api/tables/later").json()["seq"] == 0:
        assert time.monotonic() < deadline, "a table loaded on demand never moved its bot"
        time.sleep(0.05)


def test_idle_tables_leave_memory_and_come_back_from_storage(tmp_path: Path) -> None:
    settings = Settings(db=f"sqlite:///{tmp_path / 't.db'}", bot_delay=0, rate=1e6,
                        burst=1e6, idle_evict=0.0)
    with TestClient(create_app(settings)) as c:
        svc = c.app.state.service  # type: ignore[attr-defined]
        t = create(c, [human(), human()], hotseat=True)
        tok = t["seats"][0]["token"]
        v = wait_for(c, t["id"], tok)
        deadline = time.monotonic() + 10
        while t["id"] in svc.live:
            assert time.monotonic() < deadline, "an idle table stayed in memory"
            time.sleep(0.05)
        assert view(c, t["id"], tok)["view"] == v["view"]


def test_search_processes_think_behind_the_server() -> None:
    """A search that takes a whole core must not take it from the event loop: the search
    processes run niced below the server, and still decide."""
    import asyncio
    import os

    import wildtable
    from wildtable.server.bots import SEARCH_NICENESS, BotWorkers

    workers = BotWorkers(processes=1)
    try:
        niceness = workers.heavy.submit(os.nice, 0).result(timeout=60)
        assert niceness == min(19, os.nice(0) + SEARCH_NICENESS)
        game = wildtable.game("weavlings")
        state = game.new(players=1, seed=4)
        notation = asyncio.run(workers.decide(game, state, "ismcts:iterations=20", 1))
        assert notation in [str(a) for a in state.legal_actions()]
    finally:
        workers.shutdown()


def worker_alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0] != "Z"
    except FileNotFoundError:
        return False


def assert_gone(workers: list[int]) -> None:
    """Each of `workers` ends within 15 s (one left is killed, and the test fails)."""
    import os

    deadline = time.monotonic() + 15
    while any(worker_alive(w) for w in workers) and time.monotonic() < deadline:
        time.sleep(0.2)
    left = [w for w in workers if worker_alive(w)]
    for w in left:
        os.kill(w, 9)
    assert left == [], "a search process outlived its server"


def workers_of_a_killed_server(tmp_path: Path, body: str) -> list[int]:
    """Run a server process that starts `BotWorkers` as `w`, runs `body` (which writes
    its search processes' pids, space-separated, to sys.argv[1]) and dies without a
    shutdown; the pids it wrote."""
    import subprocess
    import sys

    pid_file = tmp_path / "workers.pid"
    script = ("import os, sys; from wildtable.server.bots import BotWorkers; "
              f"{body}; os._exit(0)")
    # No pipes: a worker left behind would hold them open, and the run would never end.
    subprocess.run([sys.executable, "-c", script, str(pid_file)], stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL, timeout=120, check=True)
    return [int(p) for p in pid_file.read_text().split()]


def test_search_processes_leave_with_a_killed_server(tmp_path: Path) -> None:
    """A server killed outright (no shutdown) leaves no search process behind."""
    workers = workers_of_a_killed_server(tmp_path, (
        "w = BotWorkers(processes=1); "
        "open(sys.argv[1], 'w').write(str(w.heavy.submit(os.getpid).result(timeout=60)))"))
    assert_gone(workers)


def test_search_processes_leave_a_server_killed_while_they_start(tmp_path: Path) -> None:
    """A server killed while its search processes are still starting (importing the
    games) leaves none behind: one that looked for its server only once started found
    the process that adopted it and waited for work forever (seen after a kill -9 test)."""
    workers = workers_of_a_killed_server(tmp_path, (
        "w = BotWorkers(processes=2); w.warm(); "
        "open(sys.argv[1], 'w').write(' '.join(map(str, w.heavy._processes)))"))
    assert len(workers) == 2
    assert_gone(workers)
