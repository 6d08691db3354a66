"""The server's frames carry the game's words: each legal entry's label and group, the
prompt for the seat looking, and the replay's next move."""

from __future__ import annotations

from fastapi.testclient import TestClient

import wildtable

from .conftest import bot, create, human, play_out, view, wait_for


def test_frames_carry_labels_groups_and_a_prompt_for_each_seat(client: TestClient) -> None:
    t = create(client, [human(), human()])
    mine = wait_for(client, t["id"], t["seats"][0]["token"])
    assert mine["legal"]
    for entry in mine["legal"]:
        assert entry["label"] != entry["action"] and entry["group"]
    assert mine["prompt"].startswith("Keep 5 of these 9")
    other = view(client, t["id"], t["seats"][1]["token"])
    assert other["prompt"] == "P0 is choosing which cards to keep"
    assert view(client, t["id"])["prompt"] == "P0 is choosing which cards to keep"


def test_replay_names_the_next_move_in_words(client: TestClient) -> None:
    t = create(client, [human(), bot()])
    play_out(client, t["id"], t["seats"][0]["token"])
    record = wildtable.GameRecord.from_json(client.get(f"/api/tables/{t['id']}/record").text)
    game = wildtable.game(record.game)
    for step in (0, 5, len(record.actions) - 1):
        frame = client.get(f"/api/tables/{t['id']}/replay", params={"step": step}).json()
        state = game.replay(record, upto=step)
        action = game.parse(state, record.actions[step])
        assert frame["next_action"] == record.actions[step]
        assert frame["next"] == game.label(state, action) != record.actions[step]
