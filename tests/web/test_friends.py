"""Friends at one table, each in a browser context of their own (Debian's chromium):
names seen by the others, chat crossing, presence, the turn alert in the tab title, an
absent seat handed to its bot so the game finishes, and a time bank running out."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page

from tests.server.live import Server

from .test_browser import click_until_over, fill_lobby, new_page

GRACE = 2  # seconds a person must be gone before the others may hand the seat over
XSS = "<img src=x onerror=go()>"


@pytest.fixture(scope="module")
def friends_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    tmp = tmp_path_factory.mktemp("friends")
    s = Server(f"sqlite:///{tmp / 'tables.db'}", tmp / "server.log", 0, "--grace", str(GRACE))
    yield s
    s.kill()


def seat(page: Page, n: int) -> str:
    return f"#players li.seat[data-seat='{n}']"


def say(page: Page, text: str) -> None:
    page.fill("#chat-text", text)
    page.click("#chat-form button")


def test_two_friends_name_chat_see_presence_and_finish_without_the_one_who_left(
        browser: Browser, friends_server: Server, artifacts: Path) -> None:
    server = friends_server
    ann = new_page(browser, server, name="Ann")
    fill_lobby(ann, "war-of-the-wilds", 2)
    ann.select_option("[data-seat='1']", "human")
    ann.fill("#clock", "900")
    ann.fill("#increment", "5")
    ann.click("#create-button")
    ann.wait_for_selector("#invites:not([hidden])")
    invite = ann.input_value("#invite-list input.invite-url")
    assert ann.locator("#invite-list button.copy").count() == 1
    ann.click("#go")
    ann.wait_for_selector("#actions button[data-action]")
    # Seat 0 decides first: Ann's tab says so, in its title and its icon.
    ann.wait_for_function("() => document.title.startsWith('● Your turn')")
    assert ann.get_attribute("link[rel=icon]", "data-turn") == "yours"

    bo = new_page(browser, server, name=XSS)
    bo.goto(invite)
    bo.wait_for_selector("#board .zone")
    # Each sees the other's name, as text: the name that looks like markup stays words.
    ann.wait_for_selector(f"{seat(ann, 1)}[data-presence=connected]")
    assert ann.inner_text(f"{seat(ann, 1)} .who") == XSS
    assert ann.locator("#players img").count() == 0
    bo.wait_for_selector(f"{seat(bo, 0)} .who:text-is('Ann')")
    assert not bo.title().startswith("●")
    # The clock shows on the seat whose bank runs: Ann's, in Bo's page too.
    bo.wait_for_selector(f"{seat(bo, 0)} .clock.running")
    assert bo.locator(f"{seat(bo, 1)} .clock.running").count() == 0
    assert re.fullmatch(r"\d+:\d\d", bo.inner_text(f"{seat(bo, 0)} .clock"))
    # A chat line crosses each way, escaped like the names.
    say(ann, "hello there")
    bo.wait_for_selector("#chat-lines li:has-text('Ann: hello there')")
    say(bo, f"hi {XSS}")
    ann.wait_for_selector(f"#chat-lines li:has-text('{XSS}: hi')")
    assert ann.locator("#chat-lines img").count() == 0
    ann.screenshot(path=artifacts / "friends-ann.png", full_page=True)
    bo.screenshot(path=artifacts / "friends-bo.png", full_page=True)

    # Bo closes his browser: gone, then after the grace period Ann hands his seat over.
    bo.context.close()
    ann.wait_for_selector(f"{seat(ann, 1)}[data-presence=gone]")
    ann.wait_for_selector("[data-handover='1']", timeout=(GRACE + 5) * 1000)
    ann.screenshot(path=artifacts / "friends-gone.png", full_page=True)
    ann.click("[data-handover='1']")
    ann.wait_for_selector(f"#story li.table-note:has-text('{XSS} was gone')")
    assert "bot (rules of thumb) plays" in ann.inner_text(seat(ann, 1))
    assert click_until_over(ann) > 0
    assert re.match(r"^You (win|lose)", ann.inner_text("#summary h2"))
    ann.screenshot(path=artifacts / "friends-over.png", full_page=True)
    ann.context.close()


def test_three_friends_need_a_majority_to_hand_over_a_seat(
        browser: Browser, friends_server: Server, artifacts: Path) -> None:
    server = friends_server
    made = server.post("/api/tables", {
        "game": "war-of-the-wilds", "players": 3, "options": {"days": 2},
        "seats": [{"kind": "human"}] * 3})
    tid = made["id"]
    pages = []
    for s, name in zip(made["seats"], ("Ann", "Bo", "Cy"), strict=True):
        page = new_page(browser, server, name=name)
        page.goto(f"{server.url}/table/{tid}#seat={s['seat']}&token={s['token']}")
        pages.append(page)
    ann, bo, cy = pages
    for page in pages:
        for n, name in enumerate(("Ann", "Bo", "Cy")):
            page.wait_for_selector(
                f"{seat(page, n)}[data-presence=connected] .who:text-is('{name}')")
    watcher = new_page(browser, server, name=None)
    watcher.goto(f"{server.url}/table/{tid}")
    watcher.wait_for_selector(f"{seat(watcher, 2)}[data-presence=connected]")
    say(bo, "where is everyone")
    for page in (ann, cy, watcher):
        page.wait_for_selector("#chat-lines li:has-text('Bo: where is everyone')")
    cy.context.close()
    # Everyone sees Cy go, the spectator too.
    for page in (ann, bo, watcher):
        page.wait_for_selector(f"{seat(page, 2)}[data-presence=gone]")
    assert watcher.locator("[data-handover]").count() == 0  # spectators have no say
    ann.click("[data-handover='2']", timeout=(GRACE + 5) * 1000)
    # One of the two who remain is not a majority.
    bo.wait_for_selector("[data-handover='2']:has-text('1 agreed')")
    assert "bot (rules of thumb) plays" not in bo.inner_text(seat(bo, 2))
    bo.screenshot(path=artifacts / "friends-three-vote.png", full_page=True)
    bo.click("[data-handover='2']")
    for page in (ann, bo, watcher):
        page.wait_for_selector(f"{seat(page, 2)}:has-text('bot (rules of thumb) plays')")
    watcher.wait_for_selector("#story li.table-note:has-text('Cy was gone')")
    for page in (ann, bo, watcher):
        page.context.close()


def test_a_spent_time_bank_hands_the_seat_to_its_bot_with_a_story_line(
        browser: Browser, friends_server: Server, artifacts: Path) -> None:
    server = friends_server
    made = server.post("/api/tables", {
        "game": "war-of-the-wilds", "players": 2, "options": {"days": 2}, "clock": 10,
        # The other seat is a person who stays away: with bots on both seats at once the
        # game would be over before the page could be read.
        "increment": 0, "seats": [{"kind": "human"}, {"kind": "human"}], "name": "Dee"})
    token = made["seats"][0]["token"]
    page = new_page(browser, server, name="Dee")
    page.goto(f"{server.url}/table/{made['id']}#seat=0&token={token}")
    page.wait_for_selector(f"{seat(page, 0)} .clock.running")
    page.wait_for_selector("#story li.table-note:has-text('Dee ran out of time')", timeout=20_000)
    page.wait_for_selector("#takeback:not([hidden])")
    assert "bot (rules of thumb) plays" in page.inner_text(seat(page, 0))
    page.screenshot(path=artifacts / "friends-timeout.png", full_page=True)
    page.click("#takeback")
    page.wait_for_selector("#story li.table-note:has-text('Dee takes the seat back')")
    page.context.close()


def test_an_open_seat_is_taken_from_the_tables_link(
        browser: Browser, friends_server: Server, artifacts: Path) -> None:
    server = friends_server
    made = server.post("/api/tables", {
        "game": "war-of-the-wilds", "players": 2, "options": {"days": 2}, "name": "Ann",
        "seats": [{"kind": "human"}, {"kind": "human", "open": True}]})
    page = new_page(browser, server, name=None)  # a browser that never chose a name
    page.goto(f"{server.url}/table/{made['id']}")
    page.wait_for_selector(f"{seat(page, 0)} .who:text-is('Ann')")
    assert page.inner_text(f"{seat(page, 1)} .who") == "An open seat"
    page.click(f"{seat(page, 1)} button.sit")
    page.fill("#name-input", "Eve")
    page.click("#name-form button")
    page.wait_for_selector(f"{seat(page, 1)}.me .who:text-is('Eve')")
    page.screenshot(path=artifacts / "friends-sat-down.png", full_page=True)
    listed = {t["id"]: t for t in server.get("/api/tables")}[made["id"]]
    assert listed["status"] == "playing"
    assert [s["name"] for s in listed["seats"]] == ["Ann", "Eve"]
    page.context.close()
