"""`kill -9` of a serving process mid-game, then a restart: every table resumes exactly."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

import httpx
import websockets.sync.client

import wildtable
from wildtable.engine import info_set
from wildtable.server.storage import SeatRow, TableRow
from wildtable.server.table import LiveTable

from .live import Server

WOTW = "war-of-the-wilds"


def wait_turn(server: Server, tid: str, token: str) -> dict[str, Any]:
    deadline = time.monotonic() + 30
    while True:
        v = server.get(f"/api/tables/{tid}/view", token=token)
        if v["legal"] or v["over"]:
            return dict(v)
        assert time.monotonic() < deadline
        time.sleep(0.02)


def uninterrupted(seed: int, seats: list[str], options: dict[str, Any]) -> list[str]:
    """The actions bots choose in a table that is never interrupted (same seeding)."""
    row = TableRow("x", WOTW, len(seats), seed, options,
                   [SeatRow("bot", a) for a in seats], {}, 0.0)
    table = LiveTable(row, [])
    while (seat := table.bot_to_move()) is not None:
        action = table.agent_for(seat).act(info_set(table.state.clone()))
        table.adopt(table.act(seat, action))
    return [str(a) for a in table.state.moves]


def test_kill_9_and_restart_resume_every_table_exactly(tmp_path: Path) -> None:
    db = f"sqlite:///{tmp_path / 'tables.db'}"
    log = tmp_path / "server.log"
    with Server(db, log, bot_delay=0.1) as server:
        person = server.post("/api/tables", {"game": WOTW, "players": 2, "seed": 21,
                                             "seats": [{"kind": "human"}, {"kind": "bot"}],
                                             "options": {"days": 6}})
        tid, tok = person["id"], person["seats"][0]["token"]
        bots = server.post("/api/tables", {"game": WOTW, "players": 3, "seed": 8,
                                           "seats": [{"kind": "bot"}] * 3, "options": {"days": 16}})
        for _ in range(15):
            v = wait_turn(server, tid, tok)
            assert not v["over"]
            server.post(f"/api/tables/{tid}/actions",
                        {"token": tok, "action": v["legal"][-1]["action"], "seq": v["seq"]})
        before = wait_turn(server, tid, tok)
        bots_seq = server.get(f"/api/tables/{bots['id']}")["seq"]
        server.kill()  # mid-game for both tables; the bots' table is mid-move

    with Server(db, log, bot_delay=0) as server:
        ws_url = server.url.replace("http", "ws") + f"/ws/tables/{tid}?token={tok}"
        with websockets.sync.client.connect(ws_url) as ws:
            assert json.loads(ws.recv())["seq"] == before["seq"]
        after = server.get(f"/api/tables/{tid}/view", token=tok)
        assert after["view"] == before["view"] and after["seq"] == before["seq"]
        assert after["legal"] == before["legal"] and after["story"] == before["story"]
        # The bots' table goes on by itself and ends as if never interrupted.
        deadline = time.monotonic() + 60
        while server.get(f"/api/tables/{bots['id']}")["status"] != "over":
            assert time.monotonic() < deadline
            time.sleep(0.1)
        record = httpx.get(f"{server.url}/api/tables/{bots['id']}/record", timeout=10).text
        actions = wildtable.GameRecord.from_json(record).actions
        assert len(actions) > bots_seq > 0
        assert actions == uninterrupted(8, ["heuristic"] * 3, {"days": 16, "first_game": False,
                                                                "acorns_per_player": 15})
    text = log.read_text()
    assert "WebSocket /ws/tables/" in text and "token=***" in text
    assert tok not in text  # tokens in query strings are redacted from logs
