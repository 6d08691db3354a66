"""Fixtures for the server tests: an app on a fresh SQLite file, with bots that don't wait."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from wildtable.engine import Rng
from wildtable.server import Settings, create_app

WOTW = "war-of-the-wilds"
SHORT = {"days": 2}  # War of the Wilds over two days: a whole game in well under a second


@pytest.fixture
def db_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'tables.db'}"


@pytest.fixture
def client(db_url: str) -> Iterator[TestClient]:
    # Polling a view many times a second is what these tests do; the limit has its own test.
    settings = Settings(db=db_url, bot_delay=0, rate=1e6, burst=1e6, create_rate=1e6,
                        create_burst=1e6)
    with TestClient(create_app(settings)) as c:
        yield c


def create(client: TestClient, seats: list[dict[str, Any]], game: str = WOTW,
           options: dict[str, Any] | None = None, **extra: Any) -> dict[str, Any]:
    body = {"game": game, "players": len(seats), "seats": seats,
            "options": SHORT if options is None and game == WOTW else (options or {}), **extra}
    r = client.post("/api/tables", json=body)
    assert r.status_code == 201, r.text
    out: dict[str, Any] = r.json()
    return out


def human() -> dict[str, Any]:
    return {"kind": "human"}


def bot(agent: str = "heuristic") -> dict[str, Any]:
    return {"kind": "bot", "agent": agent}


def view(client: TestClient, table_id: str, token: str | None = None) -> dict[str, Any]:
    params = {"token": token} if token else {}
    r = client.get(f"/api/tables/{table_id}/view", params=params)
    assert r.status_code == 200, r.text
    out: dict[str, Any] = r.json()
    return out


def wait_for(client: TestClient, table_id: str, token: str | None, seconds: float = 20.0
             ) -> dict[str, Any]:
    """The view once it is this seat's turn or the game is over (bots move meanwhile)."""
    end = time.monotonic() + seconds
    while True:
        v = view(client, table_id, token)
        if v["over"] or v["legal"]:
            return v
        if time.monotonic() > end:
            raise AssertionError(f"the table did not reach this seat's turn: {v['to_move']}")
        time.sleep(0.01)


def play_out(client: TestClient, table_id: str, token: str, limit: int = 3000) -> dict[str, Any]:
    """Play seeded random legal actions until the game ends; returns the last view."""
    rng = Rng(len(table_id))
    for _ in range(limit):
        v = wait_for(client, table_id, token)
        if v["over"]:
            return v
        r = client.post(f"/api/tables/{table_id}/actions",
                        json={"token": token, "action": rng.choice(v["legal"])["action"],
                              "seq": v["seq"]})
        assert r.status_code == 200, r.text
    raise AssertionError("the game did not end")


SIDE = ("chat", "presence")  # frames about the people, sent beside the game's


def receive(ws: Any, side: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    """The socket's next frame that is not chat or presence (those go to `side`)."""
    while True:
        frame: dict[str, Any] = ws.receive_json()
        if frame.get("type") not in SIDE:
            return frame
        if side is not None:
            side.append(frame)
