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
from typing import Any

import pytest

from tests.server.live import Server

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
        yield b
        b.close()


@pytest.fixture
def artifacts() -> Path:
    path = Path(os.environ.get("WILDTABLE_ARTIFACTS", "test-artifacts"))
    path.mkdir(parents=True, exist_ok=True)
    return path


def named_page(browser: Any, viewport: dict[str, int], name: str = "Tester") -> Any:
    """A page in a context of its own whose browser remembers a name, so the table does
    not stop to ask for one (the name prompt has tests of its own)."""
    context = browser.new_context(viewport=viewport)
    context.add_init_script(f"localStorage.setItem('wildtable.name', {json.dumps(name)})")
    return context.new_page()
