"""The people at a table: names, chat, presence, handing an absent seat to a bot, invite
links, and the lobby's list of tables."""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient

from wildtable.server import Settings, create_app
from wildtable.server.people import CHAT_BURST, CHAT_MAX, NAME_MAX

from .conftest import bot, create, human, receive, view, wait_for

XSS = "<img src=x onerror=go()>"  # 24 characters: a name as long as allowed


def post(client: TestClient, tid: str, path: str, body: dict[str, Any]) -> tuple[int, Any]:
    r = client.post(f"/api/tables/{tid}/{path}", json=body)
    return r.status_code, r.json()


@pytest.fixture
def quick(db_url: str) -> Iterator[TestClient]:
    """A server whose grace period before a hand-over is a tenth of a second."""
    settings = Settings(db=db_url, bot_delay=0, rate=1e6, burst=1e6, grace=0.1)
    with TestClient(create_app(settings)) as c:
        yield c


def test_names_are_kept_as_text_cleaned_and_limited(client: TestClient) -> None:
    t = create(client, [human(), human()], name=XSS)
    tid, b = t["id"], t["seats"][1]["token"]
    seats = view(client, tid)["table"]["seats"]
    assert seats[0]["name"] == XSS  # text, which the page sets as text: never markup
    assert seats[1]["name"] is None
    assert post(client, tid, "name", {"token": b, "name": "  Bo\n\u202e\u200bb  "}) == (
        200, {"seat": 1, "name": "Bo b"})
    assert view(client, tid)["table"]["seats"][1]["name"] == "Bo b"
    for bad in ("", "   ", "\u200b", "x" * (NAME_MAX + 1)):
        assert post(client, tid, "name", {"token": b, "name": bad})[0] == 422, bad
    assert post(client, tid, "name", {"token": "forged", "name": "Eve"})[0] == 403
    assert client.post("/api/tables", json={
        "game": "weavlings", "players": 1, "seats": [human()],
        "name": "y" * (NAME_MAX + 1)}).status_code == 422


def test_names_reach_the_record_and_bots_show_their_level(client: TestClient) -> None:
    from .conftest import play_out
    t = create(client, [human(), bot("random")], name="Ann")
    tid, tok = t["id"], t["seats"][0]["token"]
    play_out(client, tid, tok)
    record = client.get(f"/api/tables/{tid}/record").json()
    assert record["names"] == ["Ann", "random bot"]
    import wildtable
    assert wildtable.replay(client.get(f"/api/tables/{tid}/record").text).is_over


def test_chat_is_for_seated_people_limited_and_stored(client: TestClient) -> None:
    t = create(client, [human(), human()], name="Ann")
    tid, a = t["id"], t["seats"][0]["token"]
    with client.websocket_connect(f"/ws/tables/{tid}") as watcher:
        receive(watcher)
        assert post(client, tid, "chat", {"token": a, "text": XSS})[0] == 200
        side: list[dict[str, Any]] = []
        while not any(f["type"] == "chat" and not f["history"] for f in side):
            side.append(watcher.receive_json())
        line = [f for f in side if f["type"] == "chat"][-1]["lines"][0]
        assert (line["seat"], line["name"], line["text"]) == (0, "Ann", XSS)
        watcher.send_json({"type": "chat", "text": "from the crowd"})
        while (f := watcher.receive_json())["type"] != "error":
            pass
        assert f["status"] == 403  # spectators read; they do not write
    assert post(client, tid, "chat", {"text": "anyone?"})[0] == 403
    assert post(client, tid, "chat", {"token": a, "text": "x" * (CHAT_MAX + 1)})[0] == 422
    assert post(client, tid, "chat", {"token": a, "text": " \n "})[0] == 422
    codes = [post(client, tid, "chat", {"token": a, "text": f"{i}"})[0] for i in range(8)]
    assert codes[:int(CHAT_BURST) - 1] == [200] * (int(CHAT_BURST) - 1) and codes[-1] == 429
    lines = client.get(f"/api/tables/{tid}/chat").json()["lines"]
    assert [x["text"] for x in lines][:2] == [XSS, "0"]


def test_spectators_chat_only_where_the_table_allows(client: TestClient) -> None:
    t = create(client, [human(), bot()], spectator_chat=True)
    code, _ = post(client, t["id"], "chat", {"text": "nice move", "name": "Cy"})
    assert code == 200
    line = client.get(f"/api/tables/{t['id']}/chat").json()["lines"][0]
    assert (line["seat"], line["name"]) == (None, "Cy")
    codes = [post(client, t["id"], "chat", {"text": f"{i}", "name": "Cy"})[0] for i in range(8)]
    assert codes[-1] == 429  # spectators are limited too


def test_presence_follows_the_sockets(client: TestClient) -> None:
    t = create(client, [human(), human()])
    tid, a, b = t["id"], t["seats"][0]["token"], t["seats"][1]["token"]

    def states() -> list[str]:
        return [s["presence"] for s in view(client, tid)["table"]["presence"]]

    assert states() == ["gone", "gone"]
    with client.websocket_connect(f"/ws/tables/{tid}?token={a}") as wa:
        receive(wa)
        with client.websocket_connect(f"/ws/tables/{tid}?token={b}") as wb:
            receive(wb)
            assert states() == ["connected", "connected"]
            wb.send_json({"type": "presence", "state": "away"})
            side: list[dict[str, Any]] = []
            while not side or side[-1]["seats"][1]["presence"] != "away":
                frame = wa.receive_json()
                if frame["type"] == "presence":
                    side.append(frame)
            assert states() == ["connected", "away"]
        while True:  # the other seat hears at once that b has gone
            frame = wa.receive_json()
            if frame["type"] == "presence" and frame["seats"][1]["presence"] == "gone":
                break
        assert states() == ["connected", "gone"]


def test_an_absent_seat_goes_to_its_bot_and_comes_back(quick: TestClient) -> None:
    t = create(quick, [human(), human()], name="Ann")
    tid, a, b = t["id"], t["seats"][0]["token"], t["seats"][1]["token"]
    with quick.websocket_connect(f"/ws/tables/{tid}?token={a}") as wa:
        receive(wa)
        time.sleep(0.2)  # b never came: gone for longer than the grace period
        assert post(quick, tid, "handover", {"token": a, "seat": 0})[0] == 409  # oneself
        code, out = post(quick, tid, "handover", {"token": a, "seat": 1})
        assert code == 200 and out["handed_over"], out
        v = view(quick, tid, a)
        assert v["table"]["seats"][1]["control"] == "bot"
        assert [e["text"] for e in v["story"] if e["kind"] == "table"] == [
            "P1 was gone, so the others handed the seat to a bot."]
        assert post(quick, tid, "handover", {"token": a, "seat": 1})[0] == 409  # done
        assert post(quick, tid, "control", {"token": b, "control": "human"})[0] == 200
        v = view(quick, tid, a)
        assert v["table"]["seats"][1]["control"] == "human"
        assert v["story"][-1]["text"] == "P1 takes the seat back." or any(
            e["text"] == "P1 takes the seat back." for e in v["story"])


def test_a_seat_is_not_handed_over_before_the_grace_period(client: TestClient) -> None:
    t = create(client, [human(), human()])  # grace: 60 seconds
    tid, a = t["id"], t["seats"][0]["token"]
    assert post(client, tid, "handover", {"token": a, "seat": 1})[0] == 409
    assert view(client, tid)["table"]["seats"][1]["control"] == "human"


def test_a_connected_seat_cannot_be_handed_over(quick: TestClient) -> None:
    t = create(quick, [human(), human()])
    tid, a, b = t["id"], t["seats"][0]["token"], t["seats"][1]["token"]
    with quick.websocket_connect(f"/ws/tables/{tid}?token={b}") as wb:
        receive(wb)
        time.sleep(0.2)
        assert post(quick, tid, "handover", {"token": a, "seat": 1})[0] == 409
        assert post(quick, tid, "handover", {"token": "forged", "seat": 1})[0] == 403


def test_with_several_people_a_majority_hands_over(quick: TestClient) -> None:
    t = create(quick, [human(), human(), human()])
    tid = t["id"]
    a, b, _ = (s["token"] for s in t["seats"])
    with quick.websocket_connect(f"/ws/tables/{tid}?token={a}") as wa, \
            quick.websocket_connect(f"/ws/tables/{tid}?token={b}") as wb:
        receive(wa), receive(wb)
        time.sleep(0.2)
        code, out = post(quick, tid, "handover", {"token": a, "seat": 2})
        assert code == 200 and not out["handed_over"] and out["votes"] == 1
        assert view(quick, tid)["table"]["presence"][2]["votes"] == 1
        code, out = post(quick, tid, "handover", {"token": b, "seat": 2})
        assert out["handed_over"]
        assert view(quick, tid)["table"]["seats"][2]["control"] == "bot"


def test_the_creator_sees_every_invite_link_again(client: TestClient) -> None:
    t = create(client, [human(), bot(), human(), {"kind": "human", "open": True}])
    tid = t["id"]
    tokens = {s["seat"]: s["token"] for s in t["seats"]}
    r = client.post(f"/api/tables/{tid}/invites", json={"token": tokens[0]})
    assert r.status_code == 200
    again = {s["seat"]: s["token"] for s in r.json()}
    assert again == tokens  # the open seat has no link; the lobby or the table page joins it
    assert all(s["url"].endswith(f"#seat={s['seat']}&token={s['token']}") for s in r.json())
    r = client.post(f"/api/tables/{tid}/invites", json={"token": tokens[2]})
    assert r.status_code == 403
    code, got = post(client, tid, "join", {"name": "Dee"})
    assert code == 200 and got["seat"] == 3
    assert view(client, tid)["table"]["seats"][3]["name"] == "Dee"


def test_the_lobby_lists_state_names_and_age(client: TestClient) -> None:
    t = create(client, [human(), {"kind": "human", "open": True}], name="Ann")
    listed = {x["id"]: x for x in client.get("/api/tables").json()}[t["id"]]
    assert listed["status"] == "waiting"
    assert [s["name"] for s in listed["seats"]] == ["Ann", None]
    assert listed["seats"][1]["claimed"] is False and listed["created"] <= time.time()
    post(client, t["id"], "join", {"name": "Bo"})
    listed = {x["id"]: x for x in client.get("/api/tables").json()}[t["id"]]
    assert listed["status"] == "playing"
    solo = create(client, [human(), bot("ismcts:hard")], name="Cy")
    wait_for(client, solo["id"], solo["seats"][0]["token"])
    listed = {x["id"]: x for x in client.get("/api/tables").json()}[solo["id"]]
    assert listed["seats"][1]["agent"] == "ismcts:hard" and listed["status"] == "playing"
