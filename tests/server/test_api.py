"""The JSON API: tables, views, actions, and the checks that keep the server the authority."""

from __future__ import annotations

import json

from fastapi.testclient import TestClient

import wildtable
from wildtable.server import Settings, create_app
from wildtable.server.limits import MAX_BODY

from .conftest import bot, create, human, play_out, view, wait_for


def test_create_gives_one_token_and_link_per_human_seat(client: TestClient) -> None:
    t = create(client, [human(), bot(), human()])
    assert [s["seat"] for s in t["seats"]] == [0, 2]
    tokens = [s["token"] for s in t["seats"]]
    assert len(set(tokens)) == 2 and all(len(tok) >= 20 for tok in tokens)
    for s in t["seats"]:
        assert s["url"].endswith(f"/table/{t['id']}#seat={s['seat']}&token={s['token']}")


def test_public_table_tells_no_secret(client: TestClient) -> None:
    t = create(client, [human(), bot()], seed=123456789)
    text = client.get(f"/api/tables/{t['id']}").text
    assert t["seats"][0]["token"] not in text
    assert "123456789" not in text and "token_hash" not in text
    listed = client.get("/api/tables").text
    assert t["seats"][0]["token"] not in listed and "123456789" not in listed


def test_view_is_the_seats_view_with_its_legal_actions(client: TestClient) -> None:
    t = create(client, [human(), bot()], seed=5)
    token = t["seats"][0]["token"]
    v = view(client, t["id"], token)
    state = wildtable.game("war-of-the-wilds").new(2, 5, days=2)
    assert v["view"] == state.view(0)
    assert v["seq"] == 0 and v["to_move"] == 0
    assert [a["action"] for a in v["legal"]] == [str(a) for a in state.legal_actions()]
    spectator = view(client, t["id"])
    assert spectator["seat"] is None and spectator["legal"] == []
    assert spectator["view"] == state.view(None)


def test_a_game_against_a_bot_plays_to_the_end(client: TestClient) -> None:
    t = create(client, [human(), bot()])
    last = play_out(client, t["id"], t["seats"][0]["token"])
    assert last["over"] and last["view"]["result"]["winners"] is not None
    record = client.get(f"/api/tables/{t['id']}/record")
    assert record.status_code == 200
    rebuilt = wildtable.replay(record.text)
    assert rebuilt.is_over and rebuilt.view(0) == last["view"]


def test_a_repeated_submit_is_answered_not_applied_twice(client: TestClient) -> None:
    t = create(client, [human(), human()])
    token = t["seats"][0]["token"]
    v = view(client, t["id"], token)
    body = {"token": token, "action": v["legal"][0]["action"], "seq": v["seq"]}
    first = client.post(f"/api/tables/{t['id']}/actions", json=body)
    again = client.post(f"/api/tables/{t['id']}/actions", json=body)
    assert first.status_code == 200 and first.json()["duplicate"] is False
    assert again.status_code == 200 and again.json()["duplicate"] is True
    assert again.json()["seq"] == first.json()["seq"] == 1
    assert view(client, t["id"], token)["seq"] == 1


def test_refusals_are_clear_and_change_nothing(client: TestClient) -> None:
    t = create(client, [human(), human()])
    tid = t["id"]
    p0, p1 = (s["token"] for s in t["seats"])
    v = view(client, tid, p0)
    legal = v["legal"][0]["action"]
    url = f"/api/tables/{tid}/actions"
    cases = [
        (client.post(url, json={"token": "forged-token-xyz", "action": legal, "seq": 0}), 403),
        (client.post(url, json={"token": p1, "action": legal, "seq": 0}), 409),  # not its turn
        (client.post(url, json={"token": p0, "action": legal, "seq": 7}), 409),  # stale seq
        (client.post(url, json={"token": p0, "action": "fly away", "seq": 0}), 422),
        (client.post(url, json={"token": p0, "action": legal, "seq": "0"}), 422),  # wrong type
        (client.post(url, json={"token": p0, "action": legal}), 422),  # missing seq
        (client.post(url, json={"token": p0, "action": legal, "seq": 0, "x": 1}), 422),
        (client.post(url, content=b"{not json", headers={"Content-Type": "application/json"}),
         422),
        (client.post(url, content=b"x" * (MAX_BODY + 1),
                     headers={"Content-Type": "application/json"}), 413),
        (client.post("/api/tables/nosuchtable/actions",
                     json={"token": p0, "action": legal, "seq": 0}), 404),
        (client.get(f"/api/tables/{tid}/view", params={"token": "forged"}), 403),
        (client.get("/api/tables/nosuchtable"), 404),
        (client.get(f"/api/tables/{tid}/record"), 409),  # would tell the deck order
        (client.get(f"/api/tables/{tid}/replay"), 409),
    ]
    for response, status in cases:
        assert response.status_code == status, (status, response.text)
        assert response.json().get("detail"), response.text
    after = view(client, tid, p0)
    assert after["seq"] == 0 and after["view"] == v["view"]


def test_bad_tables_are_refused(client: TestClient) -> None:
    def post(body: dict[str, object]) -> int:
        return client.post("/api/tables", json=body).status_code

    seats = [human(), bot()]
    assert post({"game": "chess", "players": 2, "seats": seats}) == 422
    assert post({"game": "war-of-the-wilds", "players": 9, "seats": seats}) == 422
    assert post({"game": "war-of-the-wilds", "players": 3, "seats": seats}) == 422
    assert post({"game": "war-of-the-wilds", "players": 2, "seats": seats,
                 "options": {"days": 99}}) == 422
    assert post({"game": "war-of-the-wilds", "players": 2,
                 "seats": [human(), bot("grandmaster")]}) == 422
    assert post({"game": "war-of-the-wilds", "players": 2, "seats": seats, "clock": 1}) == 422


def test_a_connection_that_floods_is_slowed(db_url: str) -> None:
    # A refill of one request per 1000 s: no timing on a busy machine can let more through.
    with TestClient(create_app(Settings(db=db_url, rate=0.001, burst=10))) as c:
        codes = [c.get("/api/tables/nosuch").status_code for _ in range(40)]
    assert codes[:10] == [404] * 10 and set(codes[10:]) == {429}


def test_openapi_documents_the_api(client: TestClient) -> None:
    paths = client.get("/openapi.json").json()["paths"]
    for p in ("/api/tables", "/api/tables/{table_id}", "/api/tables/{table_id}/view",
              "/api/tables/{table_id}/actions", "/api/tables/{table_id}/record"):
        assert p in paths
    assert client.get("/docs").status_code == 200


def test_replay_shows_a_finished_game_from_any_seat(client: TestClient) -> None:
    t = create(client, [human(), bot()])
    play_out(client, t["id"], t["seats"][0]["token"])
    record = wildtable.GameRecord.from_json(client.get(f"/api/tables/{t['id']}/record").text)
    r = client.get(f"/api/tables/{t['id']}/replay", params={"step": 5, "seat": 1})
    assert r.status_code == 200
    frame = r.json()
    assert frame["step"] == 5 and frame["steps"] == len(record.actions)
    assert frame["view"] == wildtable.replay(record, upto=5).view(1)
    assert client.get(f"/api/tables/{t['id']}/replay", params={"seat": 5}).status_code == 422


def test_pages_and_modules_are_served(client: TestClient) -> None:
    for path in ("/", "/table/abc", "/replay/abc", "/static/js/table.js",
                 "/static/games/generic.js", "/static/games/war-of-the-wilds.js",
                 "/static/games/weavlings.js", "/static/games/wilderness.js",
                 "/static/games/wild-realms.js"):
        assert client.get(path).status_code == 200, path
    assert client.get("/api/games/war-of-the-wilds").json()["renderer"] is True
    cards = client.get("/api/games/war-of-the-wilds/cards").json()
    assert cards["creature"][0]["name"]
    assert client.get("/api/games/nosuch/cards").status_code == 404


def test_card_data_carries_the_texts_a_game_writes() -> None:
    """Wild Realms' abilities and Legendary effects are written from its card data in
    Python; the browser gets those words with the cards, not a copy of them."""
    from wildtable.games.wild_realms import cards as C
    from wildtable.games.wild_realms.effects import LEGEND_EFFECTS, ability_text
    from wildtable.server.routers.games import card_data

    texts = card_data("wild-realms")["texts"]
    assert texts["abilities"] == [ability_text(c) for c in range(C.N_ANIMALS)]
    assert texts["legend_effects"]["royal_guard"] == LEGEND_EFFECTS["royal_guard"][0]
    assert "texts" not in card_data("war-of-the-wilds")


def test_seat_is_waited_for_while_a_bot_moves(client: TestClient) -> None:
    t = create(client, [bot(), human()])
    v = wait_for(client, t["id"], t["seats"][0]["token"])
    assert v["to_move"] == 1 or v["over"]
    assert json.dumps(v)  # a plain JSON document
