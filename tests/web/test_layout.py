"""The table on a laptop (1366×900) and on a phone (390×844), in a real browser, for every
game: nothing scrolls sideways, the board, the choices and the last line of the story can
be reached, and on a laptop the choices and the story stay in view beside the board.
Screenshots of every game at both sizes go to the test artifacts."""

from __future__ import annotations

import json
import random
import re
import time
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page

import wildtable
from tests.server.live import Server
from tests.web.conftest import crowded_cards, named_page
from tests.web.test_browser import choose, play_at_random

LAPTOP = {"width": 1366, "height": 900}
PHONE = {"width": 390, "height": 844}
SIZES = {"laptop": LAPTOP, "phone": PHONE}
# Enough moves in that boards fill (armies, a revealed map, a turned grid), not so many
# that a short game ends.
MOVES = {"war-of-the-wilds": 40, "wilderness": 12, "weavlings": 10, "wild-realms": 25}


def open_table(browser: Browser, server: Server, size: dict[str, int], table: str,
               token: str | None) -> Page:
    page: Page = named_page(browser, size)  # type: ignore[arg-type]
    page.set_default_timeout(20_000)
    fragment = f"#seat=0&token={token}" if token else ""
    page.goto(f"{server.url}/table/{table}{fragment}")
    return page


def reachable(page: Page, selector: str) -> bool:
    """Whether `selector` can be brought into view by scrolling (the page or its column)
    and then lies inside the viewport, in full width."""
    node = page.locator(selector).last
    node.scroll_into_view_if_needed()
    box = node.bounding_box()
    size = page.viewport_size
    assert size is not None
    return (box is not None and box["width"] > 0 and box["x"] >= 0
            and box["x"] + box["width"] <= size["width"] + 1
            and box["y"] < size["height"] and box["y"] + box["height"] > 0)


def in_view(page: Page, selector: str) -> bool:
    """Whether `selector` shows (some of it) in the viewport as the page first opens."""
    got: bool = page.locator(selector).first.evaluate(
        """n => { const r = n.getBoundingClientRect();
                  return r.height > 0 && r.top < innerHeight && r.bottom > 0; }""")
    return got


def overflow(page: Page) -> list[int]:
    got: list[int] = page.evaluate(
        "() => [document.scrollingElement.scrollWidth, innerWidth]")
    return got


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game_id", wildtable.games())
def test_the_table_fits_a_laptop_and_a_phone(browser: Browser, server: Server, artifacts: Path,
                                             game_id: str, size: str) -> None:
    players = 1 if game_id == "weavlings" else 2
    made = server.post("/api/tables", {
        "game": game_id, "players": players, "seed": 3,
        "seats": [{"kind": "human"}] + [{"kind": "bot"}] * (players - 1)})
    table, token = made["id"], made["seats"][0]["token"]
    frame = play_at_random(server, table, token, random.Random(1), MOVES[game_id])
    assert not frame["view"]["over"]
    page = open_table(browser, server, SIZES[size], table, token)
    page.wait_for_selector("#actions button[data-action]")
    page.wait_for_selector("#story li")
    page.screenshot(path=artifacts / f"{game_id}-{size}.png")
    page.screenshot(path=artifacts / f"{game_id}-{size}-full.png", full_page=True)
    width, inner = overflow(page)
    assert width <= inner, f"the page scrolls sideways: {width} > {inner}"
    assert crowded_cards(page) == []
    # Seats are named in the choices as everywhere else, never by the games' "P1".
    words = page.locator("#actions button").all_inner_texts() + [page.inner_text("#status")]
    assert [w for w in words if re.search(r"\bP\d+\b", w)] == []
    if size == "laptop":
        # Fixed zones: the page itself does not scroll; the choices and the story are in
        # view beside the board, and so is every opponent's zone.
        height: int = page.evaluate("() => document.scrollingElement.scrollHeight")
        assert height <= LAPTOP["height"]
        assert in_view(page, "#actions button[data-action]")
        assert in_view(page, "#story-box")
        # The story opens at its newest line, inside its box, whatever the panels above
        # it did to the box's height after the story was drawn.
        page.wait_for_timeout(300)  # the column's last resize has been answered
        last = page.locator("#story li").last.evaluate(
            """li => { const r = li.getBoundingClientRect();
                       const b = li.parentNode.getBoundingClientRect();
                       return [r.top >= b.top - 1, r.bottom <= b.bottom + 1]; }""")
        assert last == [True, True], "the newest story line is out of its box"
        for seat in range(1, players):
            assert in_view(page, f"#board [data-seat='{seat}']"), f"P{seat} is out of view"
    else:
        # One column: the board, then the choices, then the story.
        tops = [page.locator(s).bounding_box() for s in ("#board", "#actions", "#story-box")]
        assert all(t is not None for t in tops)
        ys = [t["y"] for t in tops if t is not None]
        assert ys == sorted(ys), ys
        heights = page.locator("#actions button").evaluate_all(
            "bs => bs.map((b) => b.getBoundingClientRect().height)")
        assert min(heights) >= 44, heights  # a thumb can hit every choice
        story: float = page.locator("#story").evaluate("n => n.getBoundingClientRect().height")
        assert story >= 60, story  # the story shows lines, not a collapsed box
    for part in ("#board > .zone", "#actions button[data-action]", "#story li"):
        assert reachable(page, part), part
    assert overflow(page)[0] <= inner


def test_the_lobby_fits_a_phone(browser: Browser, server: Server, artifacts: Path) -> None:
    """The lobby's table list is not cut off on a phone, and each game's rules are a tap
    away."""
    for _ in range(3):
        server.post("/api/tables", {"game": "war-of-the-wilds", "players": 2,
                                    "seats": [{"kind": "human", "open": True}, {"kind": "bot"}]})
    page: Page = named_page(browser, PHONE)  # type: ignore[arg-type]
    page.goto(server.url + "/")
    page.wait_for_selector("#tables li")
    page.screenshot(path=artifacts / "lobby-phone.png", full_page=True)
    width, inner = overflow(page)
    assert width <= inner
    for item in page.locator("#tables li").all():
        box = item.bounding_box()
        assert box is not None and box["x"] + box["width"] <= inner
    assert page.get_attribute("#lobby-rules", "href") == "/rules/war-of-the-wilds"


def spectate_to_the_end(browser: Browser, server: Server, table: str) -> Page:
    page = open_table(browser, server, PHONE, table, None)
    page.wait_for_selector("#summary:not([hidden])", timeout=90_000)
    return page


def test_a_spectator_reads_of_p0_never_you(browser: Browser, server: Server,
                                           artifacts: Path) -> None:
    """A solo game tells its story to its player; a spectator reads it of the seat ("P0
    wins" in the story, the seat's name in the summary), never "You win…"."""
    made = server.post("/api/tables", {"game": "weavlings", "players": 1, "seed": 2,
                                       "seats": [{"kind": "bot"}]})
    page = spectate_to_the_end(browser, server, made["id"])
    page.screenshot(path=artifacts / "weavlings-spectator-phone.png", full_page=True)
    story = page.locator("#story li").all_inner_texts()
    summary = page.inner_text("#summary h2")
    assert story and summary
    assert not [line for line in story if line.startswith(("You ", "Your "))], story
    assert "you" not in summary.lower()
    assert summary in ("Bot (rules of thumb) wins", "Nobody wins")  # the bot that plays P0
    assert any(line.startswith(("Bot (rules of thumb) wins", "Bot (rules of thumb) loses"))
               for line in story), story[-3:]


def test_the_story_is_told_in_full(server: Server) -> None:
    """A frame carries the whole story, where it kept only the last 60 events."""
    # Six days: a story of some 90 events, and a game short enough for a busy machine.
    made = server.post("/api/tables", {"game": "war-of-the-wilds", "players": 3,
                                       "seats": [{"kind": "bot"}] * 3, "options": {"days": 6}})
    frame: dict[str, Any] = server.get(f"/api/tables/{made['id']}/view")
    deadline = time.monotonic() + 300
    while not frame["over"] and time.monotonic() < deadline:
        time.sleep(0.2)
        frame = server.get(f"/api/tables/{made['id']}/view")
    assert frame["over"]
    record = server.get(f"/api/tables/{made['id']}/record")
    state = wildtable.replay(json.dumps(record))
    assert len(frame["story"]) == len(state.events(None)) > 60


def test_the_lobby_names_bot_levels_in_words(browser: Browser, server: Server,
                                             artifacts: Path) -> None:
    """Seats offer the bots by level in words, weakest first, and a bot seat starts at the
    level that beats the rules of thumb; the table then calls the seat by that level."""
    page: Page = named_page(browser, PHONE)  # type: ignore[arg-type]
    page.goto(server.url + "/")
    page.wait_for_selector("[data-seat='1'] option", state="attached")
    texts = page.locator("[data-seat='1'] option").all_inner_texts()
    levels = [t.removeprefix("a bot: ") for t in texts if t.startswith("a bot: ")]
    assert levels == ["random moves", "rules of thumb", "easy", "a fair fight", "hard",
                      "strongest"]
    assert page.input_value("[data-seat='1']") == "bot:ismcts:normal"
    page.screenshot(path=artifacts / "lobby-bots-phone.png", full_page=True)
    # The person keeps their cards first, so the hard bot waits: a whole game of it would
    # take a core for minutes from the tests after this one.
    made = server.post("/api/tables", {"game": "war-of-the-wilds", "players": 2, "seats": [
        {"kind": "human"}, {"kind": "bot", "agent": "ismcts:hard"}]})
    assert server.get(f"/api/tables/{made['id']}/view",
                      token=made["seats"][0]["token"])["legal"]
    page.goto(f"{server.url}/table/{made['id']}")
    page.wait_for_selector("#players li.seat")
    assert "Bot (hard)" in page.inner_text("#players")


def as_named(text: str, labels: list[str]) -> str:
    """A story line as the page writes it: each seat ("P1") by its label (`names.js`)."""
    out = re.sub(r"\bP(\d+)\b",
                 lambda m: labels[int(m[1])] if int(m[1]) < len(labels) else m[0], text)
    return out[:1].upper() + out[1:] if re.match(r"P\d", text) else out


def test_the_page_shows_the_whole_story_as_frames_bring_only_new_lines(
        browser: Browser, server: Server) -> None:
    """After the first frame a socket sends only new story lines: the page still shows
    every line of the story, in order, marks those since the person's last decision, and
    shows them all again after a reload (a new socket, the whole story)."""
    # A fixed deal: twenty random choices on some deals tell fewer than twenty lines.
    made = server.post("/api/tables", {"game": "war-of-the-wilds", "players": 2, "seed": 3,
                                       "name": "Tester", "seats": [
                                           {"kind": "human"},
                                           {"kind": "bot", "agent": "heuristic"}]})
    words = {b["agent"]: b["words"]
             for b in server.get("/api/games/war-of-the-wilds")["bots"]}
    tid, token = made["id"], made["seats"][0]["token"]
    page = open_table(browser, server, LAPTOP, tid, token)
    rng = random.Random(4)
    used: Counter[str] = Counter()

    def settled(after: int = -1) -> dict[str, Any]:
        """The person's frame once it is their turn again after frame `after` (the click
        posts its action after page.click returns: until then the server still shows the
        frame clicked on), and the page drew it."""
        deadline = time.monotonic() + 30
        while True:
            frame: dict[str, Any] = server.get(f"/api/tables/{tid}/view", token=token)
            turn = frame["seq"] > after and (frame["legal"] or frame["over"])
            if turn or time.monotonic() > deadline:
                break
            time.sleep(0.05)
        page.wait_for_function("(seq) => document.querySelector('#actions').dataset.seq"
                               " === seq", arg=f"0:{frame['seq']}")
        return frame

    def shown(frame: dict[str, Any]) -> list[str]:
        labels = ["Tester", f"bot ({words['heuristic']})"]
        lines: list[str] = page.locator("#story li").all_inner_texts()
        assert lines == [as_named(e["text"], labels) for e in frame["story"]]
        return lines

    frame = settled()
    for _ in range(20):
        if frame["over"]:
            break
        before = len(frame["story"])
        choose(page, rng, used)
        frame = settled(after=frame["seq"])
        shown(frame)
        fresh = page.locator("#story li.fresh").count()
        assert fresh == len(frame["story"]) - before  # what happened since the decision
    assert len(frame["story"]) > 20  # lines drawn before stay, new ones come after
    page.reload()
    page.wait_for_selector("#story li")
    assert shown(settled()) and page.locator("#story li.fresh").count() == 0


def test_a_click_on_the_next_frame_is_sent_before_the_last_click_is_answered(
        browser: Browser, server: Server) -> None:
    """The server sends the frame after an action down the socket before it answers the
    action's request: a click on that frame is the person's next decision, not a second
    click on the last one, and must reach the server (it was once dropped, and a quick
    player's click did nothing)."""
    made = server.post("/api/tables", {"game": "weavlings", "players": 1, "seed": 3,
                                       "seats": [{"kind": "human"}]})
    table, token = made["id"], made["seats"][0]["token"]
    start = server.get(f"/api/tables/{table}/view", token=token)["seq"]
    page = open_table(browser, server, LAPTOP, table, token)
    held: list[tuple[Any, Any]] = []

    def hold(route: Any) -> None:
        held.append((route, route.fetch()))  # the server has it; its answer waits here

    page.route("**/actions", hold)
    for step in range(1, 3):
        page.wait_for_selector("#actions button[data-action]")
        seq = page.locator("#actions").get_attribute("data-seq")
        page.locator("#actions button[data-action]").first.click()
        page.wait_for_function("(seq) => document.querySelector('#actions').dataset.seq"
                               " !== seq", arg=seq)
        assert server.get(f"/api/tables/{table}/view", token=token)["seq"] == start + step
    assert len(held) == 2
    for route, answer in held:
        route.fulfill(response=answer)


def test_a_phone_map_cut_to_what_is_known_says_where_the_village_lies(
        browser: Browser, server: Server, artifacts: Path) -> None:
    """On a phone the Wilderness map shows the known areas, and the village, the goal,
    lies beyond them: a line under the map says how far it is from your figure, by the
    game's own hex distance. On a laptop the whole map shows, the village with it."""
    from wildtable.games.wilderness.board import LAYOUTS, hex_distance

    made = server.post("/api/tables", {"game": "wilderness", "players": 1, "seed": 5,
                                       "seats": [{"kind": "human"}]})
    table, token = made["id"], made["seats"][0]["token"]
    view = server.get(f"/api/tables/{table}/view", token=token)["view"]
    layout = LAYOUTS[view["tiles"]]
    far = hex_distance(layout.coords[view["seats"][0]["area"]], layout.coords[view["village"]])
    assert far > 10  # the figures start in the area farthest from the village
    phone = open_table(browser, server, PHONE, table, token)
    phone.wait_for_selector("#board polygon[data-area]")
    note = phone.locator(".village-note")
    assert note.count() == 1
    assert f"lies off the map to the east: {far} areas from you" in (note.text_content() or "")
    phone.locator("#board .zone", has=note).screenshot(
        path=artifacts / "wilderness-village-phone.png")
    laptop = open_table(browser, server, LAPTOP, table, token)
    laptop.wait_for_selector("#board polygon[data-area]")
    assert laptop.locator(".village-note").count() == 0
    assert laptop.locator(f"#board polygon[data-area='{view['village']}']").count() == 1


def test_a_new_question_shows_its_choices_from_the_top(browser: Browser,
                                                      server: Server) -> None:
    """Choices scrolled down to the one wanted (a person's thumb, or the browser bringing a
    clicked button into view) are not left scrolled for the next question, whose first
    choices would then hide above the box's edge."""
    made = server.post("/api/tables", {"game": "weavlings", "players": 1, "seed": 3,
                                       "seats": [{"kind": "human"}]})
    table, token = made["id"], made["seats"][0]["token"]
    page = open_table(browser, server, {"width": 1366, "height": 420}, table, token)
    for _ in range(8):
        page.wait_for_selector("#actions button[data-action]")
        box = page.locator("#actions")
        if box.evaluate("n => n.scrollHeight > n.clientHeight + 40"):
            break
        seq = box.get_attribute("data-seq")
        box.locator("button[data-action]").first.click()
        page.wait_for_function("(seq) => document.querySelector('#actions').dataset.seq"
                               " !== seq", arg=seq)
    else:
        raise AssertionError("no question had more choices than its box shows")
    box.evaluate("n => { n.scrollTop = n.scrollHeight; }")
    assert box.evaluate("n => n.scrollTop") > 0
    seq = box.get_attribute("data-seq")
    box.locator("button[data-action]").last.click()
    page.wait_for_function("(seq) => document.querySelector('#actions').dataset.seq"
                           " !== seq", arg=seq)
    page.wait_for_selector("#actions button[data-action]")
    assert box.evaluate("n => n.scrollTop") == 0


def test_wilderness_shows_natures_turn_as_nobodys_turn(browser: Browser,
                                                       server: Server) -> None:
    """At Nature's turn the panel above the seats says so, not "<last player>'s turn" with
    that player's spent energy; and the figures on the map are numbered from 1 in seat
    order, as a person counts players, with the legend naming each."""
    made = server.post("/api/tables", {"game": "wilderness", "players": 2, "seed": 3,
                                       "seats": [{"kind": "human"}, {"kind": "bot"}]})
    table, token = made["id"], made["seats"][0]["token"]
    frame = play_at_random(server, table, token, random.Random(1), 12)
    assert ["nat_time"] in frame["view"]["pending"]  # the deal stops in Nature's turn
    page = open_table(browser, server, LAPTOP, table, token)
    page.wait_for_selector("#actions button[data-action]")
    heads = page.locator("#board .zone h3").all_inner_texts()
    assert "Nature's turn" in heads
    assert not [h for h in heads if h.endswith("'s turn") and h != "Nature's turn"]
    assert "energy left" not in page.inner_text("#board")
    marks = page.locator("#board svg.hexmap text").evaluate_all(
        "ts => ts.map((t) => t.textContent)")
    assert {"1", "2"} <= set(marks) and not [m for m in marks if m.startswith("P")]
    legend = page.inner_text("#board .legend")
    assert "Tester (you)" in legend and "Bot" in legend
