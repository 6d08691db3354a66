"""Help at the table, in a real browser: each game's rules one click away and searchable,
every card zoomed to its full text and designed-content entry, keywords explained; and
a board click after choosing a card picks that card's target."""

from __future__ import annotations

import random
import tomllib
from importlib.resources import files
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page

import wildtable
from tests.server.live import Server
from tests.web.conftest import named_page
from tests.web.test_layout import LAPTOP, PHONE, open_table, overflow
from wildtable.games import PACKAGES

DOCS = Path(__file__).resolve().parents[2] / "docs" / "rules"


@pytest.mark.parametrize("game_id", wildtable.games())
def test_every_glossary_word_cites_a_clause_of_its_rules(game_id: str) -> None:
    text = files(PACKAGES[game_id]).joinpath("glossary.toml").read_text("utf-8")
    terms = tomllib.loads(text)["term"]
    rules = (DOCS / f"{game_id}.md").read_text("utf-8")
    assert len(terms) >= 8
    for t in terms:
        assert t["text"] and t["word"]
        assert f"**{t['clause']}**" in rules, t


@pytest.mark.parametrize("game_id", wildtable.games())
def test_the_rules_page_renders_the_clauses_and_filters_them(browser: Browser, server: Server,
                                                            artifacts: Path,
                                                            game_id: str) -> None:
    page: Page = named_page(browser, PHONE)  # type: ignore[arg-type]
    page.goto(f"{server.url}/rules/{game_id}")
    page.wait_for_selector("#doc h1")
    assert page.locator("#doc strong").count() > 30  # clause ids, rendered bold
    assert page.locator("#doc table").count() >= 1  # designed content tables
    assert page.locator("#glossary dt").count() >= 8
    width, inner = overflow(page)
    assert width <= inner
    word = {"war-of-the-wilds": "Flying", "wilderness": "swamp", "weavlings": "Prowl",
            "wild-realms": "Leader"}[game_id]
    total = page.locator("#doc li:visible").count()
    page.fill("#filter", word)
    page.wait_for_function("() => document.querySelector('#found').textContent !== ''")
    shown = page.locator("#doc li:visible, #doc tbody tr:visible").all_inner_texts()
    assert shown and all(word.lower() in s.lower() for s in shown)
    assert page.locator("#doc li:visible").count() < total
    page.screenshot(path=artifacts / f"rules-{game_id}-phone.png")


def test_the_table_and_the_lobby_link_to_the_rules(browser: Browser, server: Server) -> None:
    made = server.post("/api/tables", {"game": "wild-realms", "players": 2,
                                       "seats": [{"kind": "human"}, {"kind": "bot"}]})
    page = open_table(browser, server, LAPTOP, made["id"], made["seats"][0]["token"])
    page.wait_for_selector("#board .zone")
    assert page.get_attribute("#rules-link", "href") == "/rules/wild-realms"
    page.goto(server.url + "/")
    page.wait_for_selector("#game option", state="attached")
    page.select_option("#game", "wilderness")
    assert page.get_attribute("#lobby-rules", "href") == "/rules/wilderness"


def test_a_card_zooms_to_its_text_and_designed_entry(browser: Browser, server: Server,
                                                     artifacts: Path) -> None:
    """War of the Wilds' row cards: the ⓘ opens the card whole, with its clause from the
    designed cards and the keywords it uses explained; the click plays nothing."""
    made = server.post("/api/tables", {"game": "war-of-the-wilds", "players": 2, "seed": 1,
                                       "seats": [{"kind": "human"}, {"kind": "bot"}]})
    table, token = made["id"], made["seats"][0]["token"]
    page = open_table(browser, server, PHONE, table, token)
    page.wait_for_selector("#actions button[data-action]")
    seq = server.get(f"/api/tables/{table}/view", token=token)["seq"]
    hand = page.locator("#board .hand svg.card").first
    title = hand.get_attribute("data-title")
    assert title
    hand.locator(".zoom-me").click()
    page.wait_for_selector("dialog#zoom[open]")
    text = page.inner_text("dialog#zoom")
    page.screenshot(path=artifacts / "zoom-phone.png")
    assert title in text
    assert "In the rules" in text  # the card's line in the designed content
    assert server.get(f"/api/tables/{table}/view", token=token)["seq"] == seq  # nothing played
    page.click("dialog#zoom button")
    # A keyword in the story ("acorns in the wild") explains itself on a tap.
    data = server.get("/api/games/war-of-the-wilds/rules")
    assert data["markdown"] and {t["word"] for t in data["glossary"]} >= {"Flying", "Band"}
    wild = next(t["text"] for t in data["glossary"] if t["word"] == "wild")
    page.reload()
    page.wait_for_selector("#story .term")
    page.locator("#story .term", has_text="wild").first.click()
    page.wait_for_selector("#tip:not([hidden])")
    assert page.inner_text("#tip") == wild


# The Traps aimed at one space (a row, column or block Trap names a row, column or block).
ON_A_SPACE = ("poppet", "clamp", "aroma", "switcheroo")


def trap_beside_the_trapper(seed: int) -> tuple[list[str], str, str] | None:
    """Random play of Weavlings from `seed` up to a position where a Trap in hand can be
    used on a space the Trapper can also move to: the notations, the use, the move."""
    g = wildtable.game("weavlings")
    s = g.new(players=1, seed=seed)
    rng = random.Random(seed)
    played: list[str] = []
    while not s.is_over and len(played) < 80:
        legal = [str(a) for a in s.legal_actions()]
        moves = {a.split()[1] for a in legal if a.startswith("move ")}
        for a in legal:
            verb, *args = a.split()
            if verb == "use" and args[0] in ON_A_SPACE and len(args) == 2 and args[1] in moves:
                return played, a, f"move {args[1]}"
        a = rng.choice(s.legal_actions())
        played.append(str(a))
        s.apply(a)
    return None


def test_weavlings_a_board_click_picks_the_chosen_traps_target(browser: Browser,
                                                              server: Server,
                                                              artifacts: Path) -> None:
    """After picking a Trap in hand, a click on its target space uses the Trap there; it
    used to move the Trapper onto that space instead."""
    found = next(f for f in (trap_beside_the_trapper(seed) for seed in range(40)) if f)
    played, use, move = found
    seed = next(s for s in range(40) if trap_beside_the_trapper(s) == found)
    made = server.post("/api/tables", {"game": "weavlings", "players": 1, "seed": seed,
                                       "seats": [{"kind": "human"}]})
    table, token = made["id"], made["seats"][0]["token"]
    for notation in played:
        seq = server.get(f"/api/tables/{table}/view", token=token)["seq"]
        server.post(f"/api/tables/{table}/actions", {"token": token, "action": notation,
                                                     "seq": seq})
    before = server.get(f"/api/tables/{table}/view", token=token)
    legal = {entry["action"] for entry in before["legal"]}
    assert use in legal and move in legal
    page = open_table(browser, server, LAPTOP, table, token)
    page.wait_for_selector("#actions button[data-action]")
    space = move.split()[1]
    # Before a card is chosen, the space offers the move (and the Trap's use there).
    assert move in (page.get_attribute(f"#board g[data-space='{space}']", "data-actions") or "")
    slug = use.split()[1]
    trap = page.locator(f"#board .hand svg.card[data-actions*='use {slug} ']").first
    trap.click()
    page.wait_for_selector("#actions .ask:text-matches('Which one')")
    cell = page.locator(f"#board g[data-space='{space}']")
    assert (cell.get_attribute("data-actions") or "").split("|") == [use]
    page.screenshot(path=artifacts / "weavlings-trap-target.png")
    cell.click()
    page.wait_for_function(
        "(seq) => document.querySelector('#actions').dataset.seq !== seq",
        arg=f"0:{before['seq']}")
    after = server.get(f"/api/tables/{table}/view", token=token)
    record_story = [e["text"] for e in after["story"][len(before["story"]):]]
    assert after["view"]["grid"][int(space)] != "trapper", record_story
    assert any("use" in line.lower() for line in record_story), record_story
