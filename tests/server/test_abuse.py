"""Abuse and the protocol's edges: bot budgets, options, seeds, limits per address, binary
frames, disguised tokens, chunked bodies, one error shape, invite links, shutdown."""

from __future__ import annotations

import logging
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

import wildtable
from wildtable.server import Settings, create_app
from wildtable.server.app import RedactTokens

from .conftest import SHORT, WOTW, bot, create, human, receive, view
from .live import free_port


def count(client: TestClient) -> int:
    return int(client.app.state.service.storage.count())  # type: ignore[attr-defined]


@pytest.mark.parametrize("spec", [
    "ismcts:seconds=86400", "ismcts:seconds=inf", "ismcts:seconds=nan", "ismcts:seconds=-1",
    "ismcts:iterations=1000000000", "ismcts:horizon=100000", "ismcts:exploration=nan",
])
def test_bot_budgets_beyond_the_servers_bound_are_refused(client: TestClient, spec: str) -> None:
    before = count(client)
    r = client.post("/api/tables", json={"game": WOTW, "players": 2, "options": SHORT,
                                         "seats": [human(), bot(spec)]})
    assert r.status_code == 422 and r.json()["error"] == "unprocessable", r.text
    assert count(client) == before


def wrong_values(option: Any) -> list[Any]:
    """Values of the wrong type for an option, and values outside what it allows."""
    out: list[Any] = ["<script>alert(1)</script>", [1, 2], {"a": 1}, None, 1.5]
    if isinstance(option.default, bool):
        out += [2, "maybe"]
    elif isinstance(option.default, int):
        out += [True, "12x"]
        if option.high is not None:
            out.append(option.high + 1)
        if option.low is not None:
            out.append(option.low - 1)
    elif isinstance(option.default, str):
        out += [7, "no such thing at all"]  # Weavlings' traps: no Trap of that name
    return [v for v in out if not (type(v) is type(option.default) and v == option.default)]


CASES = [(g, o.name, v) for g in wildtable.games()
         for o in wildtable.game(g).option_specs for v in wrong_values(o)]


@pytest.mark.parametrize(("game_id", "name", "value"), CASES)
def test_every_option_of_the_wrong_type_or_value_is_refused_and_nothing_stored(
        client: TestClient, game_id: str, name: str, value: Any) -> None:
    game = wildtable.game(game_id)
    before = count(client)
    n = game.seats.start
    r = client.post("/api/tables", json={"game": game_id, "players": n, "options": {name: value},
                                         "seats": [human()] + [bot()] * (n - 1)})
    assert r.status_code == 422, r.text
    assert set(r.json()) == {"error", "detail"}
    assert count(client) == before


def test_a_chosen_seed_is_for_tables_where_nobody_could_cheat(client: TestClient) -> None:
    body = {"game": WOTW, "players": 2, "options": SHORT, "seed": 5}
    r = client.post("/api/tables", json={**body, "seats": [human(), human()]})
    assert r.status_code == 422 and "seed" in r.json()["detail"]
    for extra in ({"seats": [human(), human()], "hotseat": True},
                  {"seats": [human(), bot()]}, {"seats": [bot(), bot()]}):
        assert client.post("/api/tables", json={**body, **extra}).status_code == 201


def limited(tmp_path: Path, **limits: Any) -> TestClient:
    return TestClient(create_app(Settings(db=f"sqlite:///{tmp_path / 'l.db'}", bot_delay=0,
                                          **limits)))


def test_new_tables_are_limited_per_address_whatever_the_connection(tmp_path: Path) -> None:
    with limited(tmp_path, create_rate=0.001, create_burst=3) as c:
        codes = [c.post("/api/tables", json={"game": WOTW, "players": 2, "options": SHORT,
                                             "seats": [human(), bot()]}).status_code
                 for _ in range(5)]
        assert codes == [201, 201, 201, 429, 429]


def test_websockets_are_limited_per_address(tmp_path: Path) -> None:
    with limited(tmp_path, sockets_per_address=3) as c:
        t = create(c, [human(), bot()])
        url = f"/ws/tables/{t['id']}"
        with c.websocket_connect(url) as a, c.websocket_connect(url) as b, \
                c.websocket_connect(url) as d:
            for ws in (a, b, d):
                assert receive(ws)["type"] == "state"
            with c.websocket_connect(url) as extra:
                refused = receive(extra)
                assert refused["type"] == "error" and refused["error"] == "rate_limited"
        with c.websocket_connect(url) as again:  # closed sockets count no more
            assert receive(again)["type"] == "state"


def test_a_binary_frame_is_answered_and_the_socket_stays(client: TestClient) -> None:
    t = create(client, [human(), bot()])
    with client.websocket_connect(f"/ws/tables/{t['id']}") as ws:
        assert receive(ws)["type"] == "state"
        ws.send_bytes(b"\x00\x01binary")
        answer = receive(ws)
        assert answer["type"] == "error" and "binary" in answer["detail"]
        ws.send_json({"type": "ping"})
        assert receive(ws)["type"] == "pong"


def test_a_token_is_only_read_from_the_exact_token_parameter(client: TestClient) -> None:
    t = create(client, [human(), bot()])
    tok = t["seats"][0]["token"]
    r = client.get(f"/api/tables/{t['id']}/view?tok%65n={tok}")
    assert r.status_code == 422 and r.json()["error"] == "unprocessable"
    assert view(client, t["id"], tok)["seat"] == 0
    with client.websocket_connect(f"/ws/tables/{t['id']}?tok%65n={tok}") as ws:
        assert receive(ws)["type"] == "error"
        with pytest.raises(WebSocketDisconnect):
            receive(ws)


@pytest.mark.parametrize("text", [
    '127.0.0.1:5 - "GET /api/tables/x/view?tok%65n=SECRET HTTP/1.1" 200',
    "ASGI [3] Started scope={'query_string': b'a=1&token=SECRET'}",
    "ASGI [4] Receive {'body': b'{\"token\": \"SECRET\", \"seq\": 1}'}",
    "/ws/tables/x?TOKEN=SECRET",
])
def test_tokens_are_redacted_in_every_log_line(text: str) -> None:
    record = logging.LogRecord("uvicorn.asgi", 5, __file__, 1, "%s", (text,), None)
    RedactTokens().filter(record)
    assert "SECRET" not in record.getMessage()


def test_a_chunked_body_over_the_limit_is_413(client: TestClient) -> None:
    def chunks() -> Any:
        for _ in range(40):
            yield b"x" * 1024

    r = client.post("/api/tables", content=chunks(), headers={"content-type": "application/json"})
    assert r.status_code == 413 and r.json()["error"] == "too_large"


@pytest.mark.parametrize(("method", "path", "body"), [
    ("get", "/api/no-such-route", None),
    ("delete", "/api/tables", None),
    ("post", "/api/tables", {"game": 3}),
    ("post", "/api/tables", "not json"),
    ("get", "/api/tables?limit=0", None),
    ("get", "/api/tables/x/replay?step=-1", None),
    ("post", "/api/tables/x/actions", {"token": "t"}),
])
def test_every_refusal_has_one_shape(client: TestClient, method: str, path: str,
                                     body: Any) -> None:
    kwargs: dict[str, Any] = {}
    if isinstance(body, str):
        kwargs["content"] = body
    elif body is not None:
        kwargs["json"] = body
    r = getattr(client, method)(path, **kwargs)
    assert 400 <= r.status_code < 500
    out = r.json()
    assert set(out) == {"error", "detail"} and isinstance(out["detail"], str), out


def test_invite_links_use_the_public_url_not_the_host_header(tmp_path: Path) -> None:
    settings = Settings(db=f"sqlite:///{tmp_path / 'i.db'}", bot_delay=0,
                        public_url="https://games.example.org/")
    with TestClient(create_app(settings)) as c:
        r = c.post("/api/tables", headers={"host": "evil.example.com"},
                   json={"game": WOTW, "players": 2, "options": SHORT,
                         "seats": [human(), bot()]})
        url = r.json()["seats"][0]["url"]
        assert url.startswith("https://games.example.org/table/") and "evil" not in url


def test_the_server_stops_with_a_client_that_never_reads(tmp_path: Path) -> None:
    port = free_port()
    env = {**os.environ, "WILDTABLE_RATE": "1e9", "WILDTABLE_BURST": "1e9"}
    proc = subprocess.Popen(
        [str(Path(sys.executable).parent / "wildtable"), "serve", "--port", str(port),
         "--db", f"sqlite:///{tmp_path / 's.db'}", "--bot-delay", "0"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
    try:
        import httpx
        deadline = time.monotonic() + 30
        while True:
            try:
                t = httpx.post(f"http://127.0.0.1:{port}/api/tables", timeout=2, json={
                    "game": WOTW, "players": 2, "options": SHORT,
                    "seats": [human(), bot()]}).json()
                break
            except httpx.HTTPError:
                assert time.monotonic() < deadline
                time.sleep(0.1)
        sock = socket.create_connection(("127.0.0.1", port))
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        sock.sendall((f"GET /ws/tables/{t['id']} HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\n"
                      "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
                      "Sec-WebSocket-Version: 13\r\n\r\n").encode())
        ping = b'{"type":"ping"}'
        frame = bytes([0x81, 0x80 | len(ping)]) + b"\0\0\0\0" + ping  # masked with zeros
        sock.settimeout(0.5)
        sent_until = time.monotonic() + 3
        while time.monotonic() < sent_until:  # send, never read, until the server's
            try:                                 # answers fill both buffers
                sock.sendall(frame * 50)
            except (TimeoutError, OSError):
                break
        start = time.monotonic()
        proc.send_signal(signal.SIGTERM)
        proc.wait(20)
        assert time.monotonic() - start < 15
        sock.close()
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
