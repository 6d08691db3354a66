"""The websocket: a frame per change for each seat, actions over the socket, clear errors."""

from __future__ import annotations

from fastapi.testclient import TestClient

from wildtable.server.limits import MAX_WS_MESSAGE

from .conftest import bot, create, human, receive


def test_each_seat_gets_its_own_frame_after_every_change(client: TestClient) -> None:
    t = create(client, [human(), human()])
    tid = t["id"]
    p0, p1 = (s["token"] for s in t["seats"])
    with client.websocket_connect(f"/ws/tables/{tid}?token={p0}") as a, \
            client.websocket_connect(f"/ws/tables/{tid}?token={p1}") as b, \
            client.websocket_connect(f"/ws/tables/{tid}") as watcher:
        fa, fb, fw = receive(a), receive(b), receive(watcher)
        assert (fa["seat"], fb["seat"], fw["seat"]) == (0, 1, None)
        assert fa["legal"] and not fb["legal"] and not fw["legal"]
        assert fa["view"]["players"][0]["hand"] is not None
        assert fb["view"]["players"][0]["hand"] is None
        a.send_json({"type": "action", "action": fa["legal"][0]["action"], "seq": 0})
        replies = [receive(a), receive(a)]
        kinds = sorted(r["type"] for r in replies)
        assert kinds == ["accepted", "state"]
        assert receive(b)["seq"] == 1 and receive(watcher)["seq"] == 1


def test_socket_errors_are_answered_and_change_nothing(client: TestClient) -> None:
    t = create(client, [human(), human()])
    tid = t["id"]
    p1 = t["seats"][1]["token"]
    with client.websocket_connect(f"/ws/tables/{tid}?token={p1}") as ws:
        first = receive(ws)
        for message, status in [
            ("{not json", 422),
            ("[1, 2]", 422),
            ('{"type": "dance"}', 422),
            ('{"type": "chat", "text": 5}', 422),
            ('{"type": "chat", "text": ""}', 422),
            ('{"type": "action", "action": 5, "seq": 0}', 422),
            ('{"type": "action", "action": "forage", "seq": true}', 422),
            ('{"type": "action", "action": "forage", "seq": 0}', 409),  # not its turn
            ("x" * (MAX_WS_MESSAGE + 1), 413),
        ]:
            ws.send_text(message)
            reply = receive(ws)
            assert reply["type"] == "error" and reply["status"] == status, (message, reply)
        ws.send_json({"type": "ping"})
        assert receive(ws) == {"type": "pong"}
    assert client.get(f"/api/tables/{tid}").json()["seq"] == first["seq"] == 0


def test_forged_token_and_unknown_table_close_the_socket(client: TestClient) -> None:
    t = create(client, [human(), bot()])
    with client.websocket_connect(f"/ws/tables/{t['id']}?token=forged") as ws:
        assert ws.receive_json()["error"] == "forbidden"
    with client.websocket_connect("/ws/tables/nosuchtable") as ws:
        assert ws.receive_json()["error"] == "not_found"


def test_socket_messages_are_rate_limited(client: TestClient) -> None:
    client.app.state.service.settings = client.app.state.service.settings.__class__(  # type: ignore[attr-defined]
        rate=1, burst=5)
    t = create(client, [human(), bot()])
    with client.websocket_connect(f"/ws/tables/{t['id']}") as ws:
        receive(ws)
        answers = []
        for _ in range(12):
            ws.send_json({"type": "ping"})
            answers.append(receive(ws))
    assert answers[0] == {"type": "pong"}
    assert answers[-1]["status"] == 429
