""""Learn to play" in a real browser: from the lobby's button for each game, follow the coach
through the first round on a phone and on a laptop, until it says the lesson is over."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page

import wildtable
from tests.server.live import Server
from tests.web.conftest import at_rest, crowded_cards, named_page

VIEWPORTS = {"phone": (390, 844), "laptop": (1366, 900)}
GAMES = ["war-of-the-wilds", "wilderness", "weavlings", "wild-realms"]
SHOTS = (1, 4)  # the learner's decisions to photograph, besides the goodbye


def follow_coach(page: Page, shots: Path, name: str) -> int:
    """Click the suggested choice until the coach says goodbye; returns the clicks made."""
    for clicks in range(200):
        page.wait_for_selector("#coach.done, #actions button.suggested", timeout=20_000)
        if page.locator("#coach.done").count():
            return clicks
        coach = page.locator("#coach")
        # The panel names a clause of the rules, linked to the rules page, and a reason.
        href = coach.locator("a.clause").get_attribute("href") or ""
        assert href.startswith("/rules/") and "#" in href
        assert coach.locator(".reason").inner_text().strip()
        if clicks == 0:  # the board marks what a click there would play, too
            assert page.locator("#board .suggested").count() >= 1
        at_rest(page)  # the last move's cards have landed: the photo and the measure see them
        if clicks + 1 in SHOTS:
            page.screenshot(path=shots / f"{name}-step{clicks + 1}.png")
        assert crowded_cards(page) == [], f"step {clicks + 1}"
        seq = page.locator("#actions").get_attribute("data-seq")
        suggested = page.locator("#actions button.suggested")
        assert suggested.count() == 1
        assert suggested.inner_text().strip().endswith(
            coach.locator(".suggest strong").inner_text().strip())
        suggested.click()
        page.wait_for_function(
            "old => document.querySelector('#actions').dataset.seq !== old", arg=seq)
    raise AssertionError("the coach never said the lesson is over")


@pytest.mark.parametrize("size", list(VIEWPORTS))
@pytest.mark.parametrize("game_id", GAMES)
def test_learn_to_play_from_the_lobby(browser: Any, server: Server, artifacts: Path,
                                      game_id: str, size: str) -> None:
    width, height = VIEWPORTS[size]
    page: Page = named_page(browser, {"width": width, "height": height})
    page.set_default_timeout(20_000)
    page.goto(server.url + "/")
    button = page.locator(f"#learn button[data-learn={game_id}]")
    assert button.inner_text() == wildtable.game(game_id).info.title
    if game_id == GAMES[0]:
        page.screenshot(path=artifacts / f"lesson-lobby-{size}.png")
    button.click()
    page.wait_for_url("**/table/*")
    name = f"lesson-{game_id}-{size}"
    clicks = follow_coach(page, artifacts, name)
    assert clicks >= 5
    done = page.locator("#coach.done")
    assert "coach is quiet" in done.inner_text()
    page.wait_for_function("() => document.getAnimations().length === 0")  # cards at rest
    page.screenshot(path=artifacts / f"{name}-done.png")
    # The panel's text wraps inside it at both sizes: nothing in it scrolls sideways.
    assert page.evaluate("(c => c.scrollWidth - c.clientWidth)"
                         "(document.querySelector('#coach'))") <= 0
    # The game goes on: the choices stay, and closing the goodbye hides the panel.
    page.wait_for_selector("#actions button[data-action]")
    done.locator("button", has_text="Close").click()
    assert page.locator("#coach").is_hidden()
