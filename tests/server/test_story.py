"""The story over a websocket: the whole story first, then only the lines a client lacks.

A client that joins the lines of each frame from `story_from` on to what it holds must
hold, after every frame, exactly the story a whole frame (the HTTP view) tells.
"""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient

import wildtable
from wildtable.engine import Event, Rng
from wildtable.server.frames import continued, seat_frame

from .conftest import bot, create, human, receive, view


class Reader:
    """A client of one socket: the whole story it holds, and the frames it got."""

    def __init__(self, ws: Any) -> None:
        self.ws = ws
        self.story: list[dict[str, Any]] = []
        self.frames: list[dict[str, Any]] = []

    def next_state(self) -> dict[str, Any]:
        while (frame := receive(self.ws))["type"] != "state":
            pass
        start = frame["story_from"]
        assert 0 <= start <= len(self.story) if self.frames else start == 0
        self.story = self.story[:start] + frame["story"] if start else frame["story"]
        self.frames.append(frame)
        return frame

    def settled(self) -> dict[str, Any]:
        """The frame once the person may act (or the game is over): bots wait then."""
        frame = self.frames[-1] if self.frames else self.next_state()
        while not frame["legal"] and not frame["over"]:
            frame = self.next_state()
        return frame


def test_after_the_first_frame_a_socket_sends_only_new_story_lines(client: TestClient) -> None:
    t = create(client, [human(), human()])
    tid = t["id"]
    tokens = [s["token"] for s in t["seats"]]
    rng = Rng(5)
    with client.websocket_connect(f"/ws/tables/{tid}?token={tokens[0]}") as a, \
            client.websocket_connect(f"/ws/tables/{tid}") as w:
        seat0, watcher = Reader(a), Reader(w)
        first = seat0.next_state(), watcher.next_state()
        assert [f["story"] for f in first] == [view(client, tid, tokens[0])["story"],
                                              view(client, tid)["story"]]
        for _ in range(30):
            v = view(client, tid, tokens[0])
            seat = v["to_move"]
            if seat is None:  # a short game can end inside 30 random moves
                break
            mine = view(client, tid, tokens[seat])
            r = client.post(f"/api/tables/{tid}/actions", json={
                "token": tokens[seat], "action": rng.choice(mine["legal"])["action"],
                "seq": mine["seq"]})
            assert r.status_code == 200, r.text
            for reader, token in ((seat0, tokens[0]), (watcher, None)):
                before = len(reader.story)
                frame = reader.next_state()
                whole = view(client, tid, token)
                assert frame["seq"] == whole["seq"]
                assert reader.story == whole["story"]
                # Only what is new: the lines it was sent before are not sent again.
                assert frame["story_from"] == before > 0
                assert frame["story"] == whole["story"][before:]
        assert len(seat0.story) > 15  # the game told a story worth not repeating


def test_a_new_socket_gets_the_whole_story(client: TestClient) -> None:
    t = create(client, [human(), bot()])
    tid, token = t["id"], t["seats"][0]["token"]
    rng = Rng(2)
    with client.websocket_connect(f"/ws/tables/{tid}?token={token}") as ws:
        reader = Reader(ws)
        for _ in range(8):
            v = reader.settled()
            r = client.post(f"/api/tables/{tid}/actions", json={
                "token": token, "action": rng.choice(v["legal"])["action"], "seq": v["seq"]})
            assert r.status_code == 200, r.text
            reader.next_state()
        assert reader.settled()["story_from"] > 0
    # A reconnect: the page has lost nothing, and the server sends it everything again.
    with client.websocket_connect(f"/ws/tables/{tid}?token={token}") as ws:
        again = Reader(ws)
        frame = again.next_state()
        whole = view(client, tid, token)
        assert frame["story_from"] == 0 and frame["seq"] == whole["seq"]
        assert frame["story"] == whole["story"] and len(frame["story"]) > 8


def test_an_undo_and_a_seat_changing_hands_keep_the_story_whole(client: TestClient) -> None:
    """An undo tells the story again from its first line; a table's note between lines
    already sent is never lost."""
    t = create(client, [human(), bot()], undo=True)
    tid, token = t["id"], t["seats"][0]["token"]
    rng = Rng(9)
    undone = False
    with client.websocket_connect(f"/ws/tables/{tid}?token={token}") as ws:
        reader = Reader(ws)
        for step in range(60):
            v = reader.settled()
            assert reader.story == view(client, tid, token)["story"]
            if v["over"]:
                break
            if step == 3:
                # Away and back: the story says so, twice, where it happened.
                for control in ("bot", "human"):
                    r = client.post(f"/api/tables/{tid}/control",
                                    json={"token": token, "control": control})
                    assert r.status_code == 200, r.text
                    while reader.next_state()["seq"] < r.json()["seq"]:
                        pass
                v = reader.settled()
                assert reader.story == view(client, tid, token)["story"]
            r = client.post(f"/api/tables/{tid}/actions", json={
                "token": token, "action": rng.choice(v["legal"])["action"], "seq": v["seq"]})
            assert r.status_code == 200, r.text
            reader.next_state()
            v = reader.settled()
            if v["over"]:
                break
            if step < 3:
                continue
            r = client.post(f"/api/tables/{tid}/undo", json={"token": token, "seq": v["seq"]})
            if r.status_code == 200:
                frame = reader.next_state()
                assert frame["story_from"] == 0  # told again from its first line
                assert reader.settled() is frame
                assert reader.story == view(client, tid, token)["story"]
                undone = True
                break
            assert r.status_code == 409, r.text
        assert undone, "no decision of this game could be taken back"
        notes = [e["text"] for e in reader.story if e["kind"] == "table"]
        assert notes == ["P0 leaves the seat to a bot.", "P0 takes the seat back."]


def test_continued_counts_the_lines_a_client_holds() -> None:
    a, b, c = Event("x", "one"), Event("x", "two"), Event("x", "three")
    assert continued([], [a, b]) == 0
    assert continued([a], [a, b, c]) == 1
    assert continued([a, b], [a, b]) == 2
    assert continued([a, b, c], [a, b]) == 0  # an undo took lines back
    assert continued([a, c], [a, b, c]) == 0  # a line came in between
    assert continued([Event("x", "one")], [a, b]) == 1  # the same words, told again


def test_a_whole_frame_tells_the_whole_story() -> None:
    game = wildtable.game("war-of-the-wilds")
    state = game.new(2, 3)
    rng = Rng(1)
    for _ in range(20):
        state.apply(rng.choice(state.legal_actions()))
    frame = seat_frame(game, state, 0, {"id": "t"}, 20, may_act=True)
    assert frame["story_from"] == 0
    assert frame["story"] == [e.to_dict() for e in state.events(0)]
