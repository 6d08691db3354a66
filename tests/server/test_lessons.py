""""Learn to play" tables: the fixed deal, the coach in the learner's frames, and a reload."""

from __future__ import annotations

import asyncio

import pytest
from fastapi.testclient import TestClient

import wildtable
from wildtable.server import Settings, create_app
from wildtable.server.service import TableService

from .conftest import view, wait_for

GAMES = ["war-of-the-wilds", "wilderness", "weavlings", "wild-realms"]


def learn(client: TestClient, game: str) -> tuple[str, str]:
    r = client.post("/api/tables/learn", json={"game": game})
    assert r.status_code == 201, r.text
    made = r.json()
    assert [s["seat"] for s in made["seats"]] == [0]  # only the learner gets a token
    return made["id"], made["seats"][0]["token"]


@pytest.mark.parametrize("game", GAMES)
def test_a_lesson_table_coaches_the_learner_through_the_first_round(
        client: TestClient, game: str) -> None:
    lesson = wildtable.game(game).tutorial
    assert lesson is not None
    table_id, token = learn(client, game)
    public = client.get(f"/api/tables/{table_id}").json()
    assert public["tutorial"] is True and public["options"] == {
        **wildtable.game(game).options, **lesson.options}
    steps = 0
    while True:
        v = wait_for(client, table_id, token)
        coach = v.get("coach")
        assert coach is not None, "the lesson ended without saying so"
        assert coach["title"] == lesson.title
        # The introduction stays until the learner's first move.
        assert coach["intro"] == (lesson.intro if steps == 0 else None)
        if coach["done"]:
            break
        # The suggestion is one of the choices on screen, in the same words.
        assert (coach["suggest"], coach["label"]) in [(e["action"], e["label"])
                                                      for e in v["legal"]]
        r = client.post(f"/api/tables/{table_id}/actions",
                        json={"token": token, "action": coach["suggest"], "seq": v["seq"]})
        assert r.status_code == 200, r.text
        steps += 1
    assert steps >= 5
    # Spectators never see the coach.
    assert "coach" not in view(client, table_id)


def test_a_reload_keeps_the_lesson(db_url: str) -> None:
    settings = Settings(db=db_url, bot_delay=0, rate=1e6, burst=1e6)
    with TestClient(create_app(settings)) as client:
        table_id, token = learn(client, "war-of-the-wilds")
        first = wait_for(client, table_id, token)
        r = client.post(f"/api/tables/{table_id}/actions", json={
            "token": token, "action": first["coach"]["suggest"], "seq": first["seq"]})
        assert r.status_code == 200
        before = wait_for(client, table_id, token)
    with TestClient(create_app(settings)) as client:  # a new server process, same storage
        after = wait_for(client, table_id, token)
        # Listed as a lesson before and after this process has loaded it.
        listed = {t["id"]: t for t in client.get("/api/tables").json()}
        assert listed[table_id]["tutorial"] is True
    assert after["coach"] == before["coach"] and after["seq"] == before["seq"]
    # Straight from storage: a server lists its tables before it has loaded them (a new
    # server loads the playing ones in the background, so a listing can come first).
    service = TableService(settings)
    try:
        assert service.live == {}
        listed = {t["id"]: t for t in asyncio.run(service.recent())}
        assert listed[table_id]["tutorial"] is True
        assert all("tutorial" not in s for s in listed[table_id]["seats"])
    finally:
        service.storage.close()


def test_the_coach_waits_while_a_bot_plays_the_learners_seat(client: TestClient) -> None:
    table_id, token = learn(client, "weavlings")
    assert "coach" in wait_for(client, table_id, token)
    r = client.post(f"/api/tables/{table_id}/control", json={"token": token, "control": "bot"})
    assert r.status_code == 200
    assert "coach" not in view(client, table_id, token)
    client.post(f"/api/tables/{table_id}/control", json={"token": token, "control": "human"})
    v = wait_for(client, table_id, token)
    assert v["over"] or "coach" in v or v["view"]["turn"] > 2


def test_lessons_are_listed_and_refused_for_unknown_games(client: TestClient) -> None:
    games = client.get("/api/games").json()
    assert all(g["tutorial"] and g["tutorial"]["title"] for g in games)
    r = client.post("/api/tables/learn", json={"game": "chess"})
    assert r.status_code == 422
    # An ordinary table has no coach.
    made = client.post("/api/tables", json={
        "game": "weavlings", "players": 1, "seats": [{"kind": "human"}]}).json()
    v = view(client, made["id"], made["seats"][0]["token"])
    assert "coach" not in v and v["table"]["tutorial"] is False
