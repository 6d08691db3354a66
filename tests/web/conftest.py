"""Browser tests: Playwright for Python driving Debian's chromium against a real server.

Screenshots go to $WILDTABLE_ARTIFACTS (default: test-artifacts/ in the working
directory). Without chromium the tests are skipped, except in CI, where they must run.
"""

from __future__ import annotations

import json
import os
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from tests.server.live import Server

if TYPE_CHECKING:
    from playwright.sync_api import Page

CHROMIUM = os.environ.get("WILDTABLE_CHROMIUM", "/usr/bin/chromium")


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    tmp = tmp_path_factory.mktemp("web")
    s = Server(f"sqlite:///{tmp / 'tables.db'}", tmp / "server.log", bot_delay=0)
    yield s
    s.kill()


@pytest.fixture(scope="module")
def browser() -> Iterator[object]:
    if not Path(CHROMIUM).exists() and not shutil.which("chromium"):
        if os.environ.get("CI"):
            pytest.fail("CI must have chromium (installed by .ci/services.sh)")
        pytest.skip("no chromium")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        yield Watched(b)
        b.close()


class Watched:
    """The browser, keeping every uncaught script error of every page it opens: a page
    whose renderer throws stops drawing (the test then only sees a click come to nothing),
    so each test fails on the error itself (`no_script_errors`)."""

    def __init__(self, browser: Any) -> None:
        self.browser = browser
        self.errors: list[str] = []

    def new_context(self, **kwargs: Any) -> Any:
        context = self.browser.new_context(**kwargs)
        context.on("page", self._watch)
        return context

    def new_page(self, **kwargs: Any) -> Any:
        return self.new_context(**kwargs).new_page()

    def _watch(self, page: Any) -> None:
        page.on("pageerror", lambda e: self.errors.append(f"{page.url}: {e}"))

    def __getattr__(self, name: str) -> Any:
        return getattr(self.browser, name)


@pytest.fixture(autouse=True)
def no_script_errors(request: pytest.FixtureRequest) -> Iterator[None]:
    yield
    if "browser" in request.fixturenames:
        watched = request.getfixturevalue("browser")
        errors, watched.errors = watched.errors, []
        assert errors == [], "the page threw: " + "; ".join(errors)


@pytest.fixture
def artifacts() -> Path:
    path = Path(os.environ.get("WILDTABLE_ARTIFACTS", "test-artifacts"))
    path.mkdir(parents=True, exist_ok=True)
    return path


def remember_name(name: str) -> str:
    """A page script that stores `name` as the one this browser goes by (not on the blank
    page a new tab opens with, which has no storage)."""
    return (f"if (location.protocol.startsWith('http'))"
            f" localStorage.setItem('wildtable.name', {json.dumps(name)})")


def named_page(browser: Any, viewport: dict[str, int], name: str = "Tester") -> Any:
    """A page in a context of its own whose browser remembers a name, so the table does
    not stop to ask for one (the name prompt has tests of its own)."""
    context = browser.new_context(viewport=viewport)
    context.add_init_script(remember_name(name))
    return context.new_page()


def at_rest(page: Page) -> None:
    """Wait, as a person does, for moved cards to come to rest: a card gliding across the
    place clicked takes the click from it, and a photograph mid-glide shows cards over
    each other. The "choose me" pulse runs forever and is not waited for."""
    page.wait_for_function(
        "() => document.getAnimations().every((a) => a.playState !== 'running'"
        " || a.effect.getComputedTiming().endTime === Infinity)")


def crowded_cards(page: Page) -> list[str]:
    """Every line of text drawn on a card that leaves the card or runs into another line,
    its badge or its ⓘ, measured by the browser's own font: "<card>: <line>"."""
    got: list[str] = page.evaluate("""() => {
      // Boxes a pixel smaller all round: a line's box holds its font's whole height, and
      // lines set 12 px apart at 10 px touch without their letters meeting.
      const box = (n) => { const b = n.getBBox();
        return { x: b.x + 1, y: b.y + 1, w: b.width - 2, h: b.height - 2 }; };
      const hit = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w
        && a.y < b.y + b.h && b.y < a.y + a.h;
      const out = [];
      for (const card of document.querySelectorAll("#board svg.card, #board g.card")) {
        const frame = card.querySelector("rect.frame").getBBox();
        const name = card.dataset.key || `space ${card.dataset.space}`;
        const badge = card.querySelector(":scope > circle");
        const marks = [...card.querySelectorAll(":scope > circle, g.zoom-me circle")].map(box);
        const texts = [...card.querySelectorAll("text")].filter((t) =>
          !t.closest("g.zoom-me") && !(badge && t.previousElementSibling === badge));
        const boxes = texts.map(box);
        texts.forEach((t, i) => {
          const b = boxes[i];
          const out_of = b.x < frame.x || b.y < frame.y || b.x + b.w > frame.x + frame.width
            || b.y + b.h > frame.y + frame.height;
          const crowded = marks.some((m) => hit(b, m))
            || boxes.some((o, j) => j !== i && hit(b, o));
          if (out_of || crowded) out.push(`${name}: ${t.textContent}`);
        });
      }
      return out;
    }""")
    return got
