"""People at the table, in a real browser: a game against bots played to the end by
clicking (every registered game), a hot-seat game, and a spectator."""

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
from tests.web.conftest import at_rest, crowded_cards, remember_name

CLICKS = 2500  # bound on clicks in one game
SHORT = {"war-of-the-wilds": {"days": "2"}}  # option inputs that keep a game short


# With names, a spectator reads "Tester wins" or "Bot (rules of thumb) wins".
OUTCOME = re.compile(r"^(You win|You lose|.+ wins?$|.+ win$|Nobody wins)")


def new_page(browser: Any, server: Server, name: str | None = "Tester", width: int = 1300,
             height: int = 950) -> Page:
    """A page in a browser context of its own; `name` is the one it remembers (None: a
    browser that never chose one)."""
    page: Page = browser.new_context(viewport={"width": width, "height": height}).new_page()
    page.set_default_timeout(20_000)
    if name is not None:
        page.add_init_script(remember_name(name))
    page.goto(server.url + "/")
    page.wait_for_selector("#game option", state="attached")
    return page


def fill_lobby(page: Page, game_id: str, players: int) -> None:
    page.select_option("#game", game_id)
    page.select_option("#players", str(players))
    for name, value in SHORT.get(game_id, {}).items():
        page.fill(f"[data-option={name}]", value)
    # These tests are about the person's table, not the bots' strength: the quickest bot
    # keeps them short (the lobby's default, a search bot, thinks up to a second a move).
    for seat in range(1, players):
        page.select_option(f"[data-seat='{seat}']", "bot:heuristic")


def choose(page: Page, rng: random.Random, used: Counter[str]) -> None:
    """Click the choice this person has made least often: a person who always offers the
    same trade, or always picks the first button, could go round in circles forever."""
    names: list[str] = page.locator("#actions button[data-action]").evaluate_all(
        "buttons => buttons.map((b) => b.dataset.action)")
    fewest = min(used[n] for n in names)
    name = rng.choice([n for n in names if used[n] == fewest])
    used[name] += 1
    # By name, not position: a frame that lands meanwhile redraws the list, and the
    # button at the same index may then be another choice or none at all.
    page.click(f"#actions button[data-action={json.dumps(name)}]")


def play_at_random(server: Server, table: str, token: str, rng: random.Random,
                   moves: int) -> dict[str, Any]:
    """Play up to `moves` random legal actions for the seat of `token` through the API,
    waiting for the bots between them; the frame after them: the seat's turn, or over."""
    def turn() -> dict[str, Any]:
        deadline = time.monotonic() + 20
        while True:
            frame: dict[str, Any] = server.get(f"/api/tables/{table}/view", token=token)
            if frame["view"]["over"] or frame["legal"] or time.monotonic() > deadline:
                return frame
            time.sleep(0.05)

    for _ in range(moves):
        frame = turn()
        if frame["view"]["over"]:
            return frame
        server.post(f"/api/tables/{table}/actions",
                    {"token": token, "action": rng.choice(frame["legal"])["action"],
                     "seq": frame["seq"]})
    return turn()


def click_until_over(page: Page, prefer_board: bool = True,
                     shots: Path | None = None) -> int:
    """Click the person's choices until the summary shows; returns the clicks made. With
    `shots`, a screenshot every 40 clicks along the way (shots-<n>.png) and the cards'
    text checked at every click."""
    clicks = 0
    rng = random.Random(7)
    used: Counter[str] = Counter()
    deadline = time.monotonic() + 240
    while clicks < CLICKS and time.monotonic() < deadline:
        page.wait_for_selector("#summary:not([hidden]), #actions button[data-action], "
                               "#curtain:not([hidden])")
        if page.is_visible("#summary"):
            return clicks
        if page.is_visible("#curtain"):
            assert page.locator(".hand").count() == 0  # nobody's hand shows under the curtain
            page.click("#reveal")
            continue
        # Mark the list on show, so that a "Which one?" left from an earlier click is not
        # taken for the answer to this one.
        seq = page.evaluate("() => { const box = document.querySelector('#actions');"
                            " box.firstElementChild?.setAttribute('data-stale', '');"
                            " return box.dataset.seq || ''; }")
        board = page.locator("#board .legal")
        at_rest(page)
        if shots is not None:
            if clicks % 40 == 0:
                page.screenshot(path=f"{shots}-{clicks // 40}.png")
            # At every click: Weavlings' phone grid ran a line off its card at some
            # positions, and a check every fortieth click caught it only by chance.
            assert crowded_cards(page) == [], f"after {clicks} clicks"
        if prefer_board and clicks % 4 == 0 and board.count():
            target = board.nth(rng.randrange(board.count()))
            clicked = f"the board's {target.get_attribute('data-actions')}"
            target.click()  # one choice, or a narrower list
        else:
            choose(page, rng, used)
            clicked = "a choice"
        clicks += 1
        try:
            page.wait_for_function(
                "(seq) => (document.querySelector('#actions').dataset.seq || '') !== seq"
                " || !document.querySelector('#summary').hidden"
                " || (!document.querySelector('#actions [data-stale]')"
                " && document.querySelector('#actions .ask')?.textContent"
                ".startsWith('Which one?'))",
                arg=seq, timeout=60_000)  # a long story redrawn on a busy machine
        except Exception as e:  # say what the page showed after the click that did nothing
            raise AssertionError(
                f"nothing came of click {clicks} ({clicked}) at {seq}: status "
                f"{page.inner_text('#status')!r}, choices "
                f"{page.locator('#actions').inner_text()[:300]!r}") from e
    raise AssertionError(f"the game did not end after {clicks} clicks")


@pytest.mark.parametrize("game_id", wildtable.games())
def test_a_person_plays_against_bots_to_the_end(browser: Browser, server: Server,
                                                 artifacts: Path, game_id: str) -> None:
    """A whole game on a phone (390×844), where most people open an invite link."""
    page = new_page(browser, server, width=390, height=844)
    fill_lobby(page, game_id, wildtable.game(game_id).seats.start)
    page.screenshot(path=artifacts / f"{game_id}-lobby.png")
    page.click("#create-button")
    page.wait_for_url("**/table/**")
    page.wait_for_selector("#actions button[data-action]")
    page.screenshot(path=artifacts / f"{game_id}-table.png", full_page=True)
    clicks = click_until_over(page, shots=artifacts / f"{game_id}-phone-game")
    assert clicks > 0
    heading = page.inner_text("#summary h2")
    assert OUTCOME.match(heading)
    if wildtable.game(game_id).seats.start == 1:
        assert heading in ("You win", "You lose")  # alone, nobody else could have won
    assert page.locator("#board .zone.tomove").count() == 0  # nobody is to move any more
    page.wait_for_timeout(1000)  # moving cards come to rest before the picture
    page.screenshot(path=artifacts / f"{game_id}-summary.png", full_page=True)
    # The record is offered and is the game that was played.
    href = page.get_attribute("#summary a[download]", "href")
    assert href is not None
    record = page.request.get(server.url + href).text()
    assert wildtable.replay(record).is_over


def test_tokens_on_the_wilderness_map_let_clicks_through_to_their_area(
        browser: Browser, server: Server) -> None:
    """A figure or an animal drawn on an area must not catch the click meant for the
    area (a legal move there would not be taken): at every area's centre, where the
    tokens sit, the element hit is the area itself."""
    made = server.post("/api/tables", {"game": "wilderness", "players": 1,
                                       "seats": [{"kind": "human"}]})
    seat = made["seats"][0]
    page = new_page(browser, server)
    page.goto(f"{server.url}/table/{made['id']}#seat=0&token={seat['token']}")
    page.wait_for_selector("#board polygon[data-area]")
    hits: list[list[Any]] = page.locator("#board polygon[data-area]").evaluate_all(
        """hexes => hexes.map((h) => {
             const r = h.getBoundingClientRect();
             const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
             return [h.dataset.area, hit === h, hit && hit.tagName];
           })""")
    assert len(hits) >= 20
    assert [h for h in hits if not h[1]] == []


def test_figures_sharing_a_wilderness_area_stand_side_by_side(
        browser: Browser, server: Server) -> None:
    """Every player starts in the Tribal Lands' one area: on the map each figure shows,
    none drawn over another (one hid "P0" under "P1" in the first-game lesson)."""
    made = server.post("/api/tables", {"game": "wilderness", "players": 5, "seed": 2,
                                       "seats": [{"kind": "human"}] + [{"kind": "bot"}] * 4})
    view = server.get(f"/api/tables/{made['id']}/view", token=made["seats"][0]["token"])
    assert len({s["area"] for s in view["view"]["seats"]}) == 1  # one area holds them all
    page = new_page(browser, server)
    page.goto(f"{server.url}/table/{made['id']}#seat=0&token={made['seats'][0]['token']}")
    page.wait_for_selector("#board svg.hexmap circle")
    dots: list[list[float]] = page.locator("#board svg.hexmap circle").evaluate_all(
        "cs => cs.map((c) => [c.cx.baseVal.value, c.cy.baseVal.value, c.r.baseVal.value])")
    assert len(dots) >= 5
    for i, (x, y, r) in enumerate(dots):
        for x2, y2, r2 in dots[i + 1:]:
            assert ((x - x2) ** 2 + (y - y2) ** 2) ** 0.5 >= r + r2 - 1, (x, y, x2, y2)


def test_wilderness_tracks_keep_readable_squares_on_a_phone(
        browser: Browser, server: Server, artifacts: Path) -> None:
    """On a phone the 23 squares of exhaustion go on in a second row instead of shrinking:
    every square of every track is drawn at least 18 px wide, its printed number whole."""
    made = server.post("/api/tables", {"game": "wilderness", "players": 2, "seed": 11,
                                       "seats": [{"kind": "human"}, {"kind": "bot"}]})
    page = new_page(browser, server, width=390, height=844)
    page.goto(f"{server.url}/table/{made['id']}#seat=0&token={made['seats'][0]['token']}")
    page.wait_for_selector("#board .track svg rect")
    page.locator("#board .track").last.scroll_into_view_if_needed()
    page.screenshot(path=artifacts / "wilderness-tracks-phone.png")
    widths: list[float] = page.locator("#board .track svg rect").evaluate_all(
        "rs => rs.map((r) => r.getBoundingClientRect().width)")
    assert len(widths) == 2 * (11 + 11 + 23)
    assert min(widths) >= 18, min(widths)
    assert page.evaluate("() => document.scrollingElement.scrollWidth") <= 390


def test_the_wilderness_table_shows_tracks_and_event_cards_in_words(
        browser: Browser, server: Server, artifacts: Path) -> None:
    """Each survivor's tracks with the marker on its square, and your Event cards by
    name with both sides in words; a card you may play is a click away."""
    made = server.post("/api/tables", {"game": "wilderness", "players": 2, "seed": 11,
                                       "seats": [{"kind": "human"}, {"kind": "bot"}]})
    token = made["seats"][0]["token"]
    page = new_page(browser, server)
    page.goto(f"{server.url}/table/{made['id']}#seat=0&token={token}")
    page.wait_for_selector("#actions button[data-action]")
    frame = server.get(f"/api/tables/{made['id']}/view", token=token)
    view, legal = frame["view"], [entry["action"] for entry in frame["legal"]]
    page.screenshot(path=artifacts / "wilderness-tracks.png", full_page=True)
    for p, s in enumerate(view["seats"]):
        zone = page.locator(f"#board [data-seat='{p}']")
        for name, squares in (("thirst", 11), ("hunger", 11), ("exhaustion", 23)):
            label = f"{name}: square {s[name] + 1} of {squares}"
            assert zone.locator(f"svg[aria-label='{label}']").count() == 1, label
    hand = page.locator("#board .hand svg.card")
    assert hand.count() == len(view["hand"]) > 0
    for i, (card_id, name) in enumerate(zip(view["hand"], view["hand_names"], strict=True)):
        node = hand.nth(i)
        assert node.get_attribute("aria-label") == f"{name} {card_id}"
        text = node.text_content() or ""
        assert "You:" in text and "Other:" in text
        plays = sorted(a for a in legal if a.split()[:2] == ["play", str(card_id)])
        actions = node.get_attribute("data-actions")
        assert sorted(actions.split("|")) == plays if plays else actions is None
    # A click on a card that means several plays narrows the choices to them.
    several = page.locator("#board .hand svg.card.legal[data-actions*='|']")
    assert several.count() > 0  # seed 11: a card playable on yourself or on the other
    choices = sorted((several.first.get_attribute("data-actions") or "").split("|"))
    several.first.click()
    page.wait_for_selector("#actions .ask:text('Which one?')")
    offered = page.locator("#actions button[data-action]").evaluate_all(
        "buttons => buttons.map((b) => b.dataset.action)")
    assert sorted(offered) == choices


def test_weavlings_cards_show_their_stats_on_the_side_up(browser: Browser, server: Server,
                                                          artifacts: Path) -> None:
    """Every revealed card on the Tender Wilds shows its stats as the game's card tables
    hold them, its wheels read on the side that is up; hand cards show theirs, and a Trap
    you can use is a click away."""
    from wildtable.games.weavlings import cards as C

    rotations = set()
    checked: Counter[str] = Counter()
    page = new_page(browser, server)
    # seed 5 turns a Weavling to a side with another mood; seed 11 puts two Traps in
    # hand at once, one of them usable
    for seed in (5, 11):
        made = server.post("/api/tables", {"game": "weavlings", "players": 1, "seed": seed,
                                           "seats": [{"kind": "human"}]})
        table, token = made["id"], made["seats"][0]["token"]
        rng = random.Random(1)
        for _ in range(6):  # a few positions, so that the side up turns
            frame = play_at_random(server, table, token, rng, 6)
            view, legal = frame["view"], [entry["action"] for entry in frame["legal"]]
            if view["over"]:
                break
            page.goto(f"{server.url}/table/{table}#seat=0&token={token}")
            page.wait_for_selector("#actions button[data-action]")
            rot = view["rotation"]
            rotations.add(rot)
            for i, entry in enumerate(view["grid"]):
                if not isinstance(entry, int):
                    continue
                text = page.locator(f"#board g[data-space='{i}']").text_content() or ""
                assert C.NAME[entry] in text
                if C.KIND[entry] == C.BEASTIE:
                    assert f"speed {C.SPEED[entry]} · meat {C.MEAT[entry]}" in text
                    assert f"wound {C.WHEEL[entry][rot]}" in text
                    checked["beastie"] += 1
                elif C.KIND[entry] == C.WEAVLING:
                    assert f"population {C.POP[entry]} · cost {C.COST[entry]}" in text
                    assert ("unhappy" not in text) == C.HAPPY[entry][rot]
                    checked["mood not side 0's"] += C.HAPPY[entry][rot] != C.HAPPY[entry][0]
                    checked["weavling"] += 1
            hand = page.locator("#board .hand svg.card")
            assert hand.count() == len(view["hand"])
            for k, card_id in enumerate(view["hand"]):
                node = hand.nth(k)
                assert node.get_attribute("aria-label") == f"{C.NAME[card_id]} {card_id}"
                actions = (node.get_attribute("data-actions") or "").split("|")
                if C.KIND[card_id] == C.TRAP:
                    uses = sorted(a for a in legal if a.split()[:2] == ["use", C.SLUG[card_id]])
                    assert sorted(a for a in actions if a) == uses
                    checked["trap in hand"] += bool(uses)
                    checked["traps in hand at once"] = max(checked["traps in hand at once"], len(
                        {C.SLUG[c] for c in view["hand"] if C.KIND[c] == C.TRAP}))
                assert all(a in legal for a in actions if a)
    page.screenshot(path=artifacts / "weavlings-cards.png", full_page=True)
    assert checked["beastie"] and checked["weavling"] and checked["trap in hand"], checked
    assert checked["mood not side 0's"], checked
    assert checked["traps in hand at once"] >= 2, checked
    assert len(rotations) > 1, rotations


def test_wild_realms_cards_show_their_roll_and_leaders(browser: Browser, server: Server) -> None:
    """Animals in your hand and Alliance show their Roll Attack icon, whether they lead
    and their ability in the game's words, as the game's card tables hold them; the round
    and phase head the table, and The Wild, empty but in a solo game, is not drawn."""
    from wildtable.games.wild_realms import cards as C
    from wildtable.games.wild_realms.effects import ability_text

    made = server.post("/api/tables", {"game": "wild-realms", "players": 2, "seed": 4,
                                       "seats": [{"kind": "human"}, {"kind": "bot"}]})
    table, token = made["id"], made["seats"][0]["token"]
    rng = random.Random(2)
    page = new_page(browser, server)
    seen: Counter[str] = Counter()
    for _ in range(4):
        # The seat's turn: nothing moves until it does.
        view = play_at_random(server, table, token, rng, 5)["view"]
        if view["over"]:
            break
        page.goto(f"{server.url}/table/{table}#seat=0&token={token}")
        page.wait_for_selector("#actions button[data-action]")
        head = page.locator("#board .zone h3").first.inner_text()
        assert head.startswith(f"Round {view['round']} · {view['phase']}")
        assert "The Wild" not in page.locator("#board > .zone > h3").all_inner_texts()
        mine = page.locator("#board .zone.me")
        for token_id in view["seats"][0]["hand"] + view["seats"][0]["alliance"]:
            c = C.T_CARD[token_id]
            if c >= C.N_ANIMALS:
                continue
            node = mine.locator(f"svg.card[aria-label='{C.NAME[c]} {token_id}']")
            text = node.text_content() or ""
            dice, times = C.ROLLS[c]
            assert (f"roll {dice} × {times}" if C.DICE[c] else "do not roll") in text, text
            assert ("Leader" in text) == C.LEADER[c], text
            ability = ability_text(c)  # wrapped over lines: compared without spaces
            assert "".join(ability.split()) in "".join(text.split()), (ability, text)
            seen["leader" if C.LEADER[c] else "follower"] += 1
            seen["rolls" if C.DICE[c] else "does not roll"] += 1
    assert all(seen[k] for k in ("leader", "follower", "rolls", "does not roll")), seen


def test_the_generic_renderer_alone_makes_a_game_playable(browser: Browser, server: Server,
                                                          artifacts: Path) -> None:
    made = server.post("/api/tables", {"game": "war-of-the-wilds", "players": 2,
                                       "seats": [{"kind": "human"}, {"kind": "bot"}],
                                       "options": {"days": 2}})
    seat = made["seats"][0]
    page = new_page(browser, server)
    page.goto(f"{server.url}/table/{made['id']}?renderer=generic#seat=0&token={seat['token']}")
    page.wait_for_selector("#actions button[data-action]")
    assert page.locator("svg.card").count() > 0  # the view's lists drawn as cards
    page.screenshot(path=artifacts / "generic-table.png", full_page=True)
    assert click_until_over(page, prefer_board=False) > 0
    assert OUTCOME.match(page.inner_text("#summary h2"))


def test_hot_seat_hides_each_hand_between_turns(browser: Browser, server: Server,
                                                artifacts: Path) -> None:
    page = new_page(browser, server)
    fill_lobby(page, "war-of-the-wilds", 2)
    page.select_option("[data-seat='1']", "human")
    page.check("#hotseat")
    page.click("#create-button")
    page.wait_for_url("**/table/**")
    page.wait_for_selector("#curtain:not([hidden])")
    page.screenshot(path=artifacts / "hotseat-curtain.png")
    curtains = set()
    names = iter(["Ann", "Bo"])
    rng = random.Random(5)
    used: Counter[str] = Counter()
    for _ in range(600):
        page.wait_for_selector("#summary:not([hidden]), #curtain:not([hidden]), "
                               "#actions button[data-action]")
        if page.is_visible("#summary"):
            break
        if page.is_visible("#curtain"):
            curtains.add(page.inner_text("#curtain-text"))
            assert page.locator(".hand").count() == 0
            page.click("#reveal")
            if page.is_visible("#namebox"):  # the first time the device comes to a person
                page.fill("#name-input", next(names))
                page.click("#name-form button")
            continue
        you = page.inner_text("#status")
        # Mark the list on show, so that a "Which one?" left from an earlier click is not
        # taken for the answer to this one.
        seq = page.evaluate("() => { const box = document.querySelector('#actions');"
                            " box.firstElementChild?.setAttribute('data-stale', '');"
                            " return box.dataset.seq || ''; }")
        choose(page, rng, used)
        page.wait_for_function(
            "(seq) => (document.querySelector('#actions').dataset.seq || '') !== seq"
            " || !document.querySelector('#curtain').hidden"
            " || !document.querySelector('#summary').hidden", arg=seq)
        assert you and not you.startswith("Waiting")  # the game's prompt for this seat
    assert curtains == {"Pass the device to the next player.", "Pass the device to Ann.",
                        "Pass the device to Bo."}
    # Both read the end on one screen: it speaks of them by name, never "You win".
    assert re.fullmatch(r"(Ann|Bo) wins|Ann and Bo win|Nobody wins",
                        page.inner_text("#summary h2")), page.inner_text("#summary h2")
    page.screenshot(path=artifacts / "hotseat-summary.png", full_page=True)


def test_a_spectator_watches_bots_and_sees_no_hand(browser: Browser, server: Server,
                                                   artifacts: Path) -> None:
    made = server.post("/api/tables", {"game": "war-of-the-wilds", "players": 3,
                                       "seats": [{"kind": "bot"}] * 3, "options": {"days": 2}})
    page = new_page(browser, server)
    page.goto(f"{server.url}/table/{made['id']}")
    page.wait_for_selector("#board .zone")
    assert page.locator("#players li.seat.me").count() == 0
    # Three bots of one level are told apart, in the seats and in the story.
    players = page.inner_text("#players")
    assert [f"Bot {k} (rules of thumb)" in players for k in (1, 2, 3)] == [True] * 3
    assert page.locator("#chat-form").is_hidden()  # spectators read the chat
    page.wait_for_selector("#summary:not([hidden])", timeout=60_000)
    assert page.locator(".hand").count() == 0
    homes = [t for t in page.locator("#story li").all_inner_texts() if "'s home is" in t]
    assert [t.split("'s home")[0] for t in homes] == [
        f"Bot {k} (rules of thumb)" for k in (1, 2, 3)]
    assert page.locator("#actions button[data-action]").count() == 0
    assert OUTCOME.match(page.inner_text("#summary h2"))
    assert not page.inner_text("#summary h2").startswith("You")  # a spectator is no player
    page.screenshot(path=artifacts / "spectator.png", full_page=True)
    # The replay viewer steps through the finished game from any seat.
    page.goto(f"{server.url}/replay/{made['id']}")
    page.wait_for_selector("#board .zone")
    page.click("#next")
    page.wait_for_function(
        "() => document.querySelector('#where').textContent.startsWith('move 1 ')")
    # The next decision in words, never its notation.
    text = page.request.get(f"{server.url}/api/tables/{made['id']}/record").text()
    game = wildtable.game("war-of-the-wilds")
    state = game.replay(wildtable.GameRecord.from_json(text), upto=1)
    notation = json.loads(text)["actions"][1]
    label = game.describe(state, game.parse(state, notation))  # type: ignore[misc]
    assert page.inner_text("#next-action") == f"Next: {label}"
    page.select_option("#seat", "1")
    page.wait_for_selector(".hand")
    # Another seat's view of the same move is drawn, not animated as a change.
    assert page.evaluate("() => document.getAnimations().length") == 0
    page.screenshot(path=artifacts / "replay.png", full_page=True)


def test_invite_links_open_seats_and_resuming_from_the_lobby(browser: Browser, server: Server,
                                                             artifacts: Path) -> None:
    host = new_page(browser, server)
    fill_lobby(host, "war-of-the-wilds", 3)
    host.select_option("[data-seat='1']", "human")
    host.select_option("[data-seat='2']", "open")
    host.click("#create-button")
    host.wait_for_selector("#invites:not([hidden])")
    invite = host.input_value("#invite-list input.invite-url")
    assert invite is not None and "#seat=1&token=" in invite
    host.screenshot(path=artifacts / "lobby-invites.png")
    table_url = host.get_attribute("#go", "href")
    assert table_url is not None
    table_id = table_url.rsplit("/", 1)[-1]
    # The invited friend, in a browser of their own, follows the link.
    friend = new_page(browser, server, name="Friend")
    friend.goto(invite)
    friend.wait_for_selector("#board .zone")
    friend.wait_for_selector("#players li.seat.me[data-seat='1'] .who:text-is('Friend')")
    assert "#" not in friend.url  # the token leaves the address bar once stored
    # A stranger joins the open seat from the lobby.
    stranger = new_page(browser, server, name="Stranger")
    stranger.click(f"[data-table='{table_id}'] button")
    stranger.wait_for_url(f"**/table/{table_id}")
    stranger.wait_for_selector("#board .zone")
    stranger.wait_for_selector("#players li.seat.me[data-seat='2'] .who:text-is('Stranger')")
    # The host finds the table first in the list, marked as theirs, and resumes it.
    host.goto(server.url + "/")
    host.wait_for_selector("#tables li.mine")
    assert host.get_attribute("#tables li:first-child", "data-table") == table_id
    host.click(f"#tables li.mine a[href='/table/{table_id}']")
    host.wait_for_selector("#board .zone")
    host.wait_for_selector("#players li.seat.me[data-seat='0'] .who:text-is('Tester')")
