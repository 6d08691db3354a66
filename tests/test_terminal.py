"""The terminal table: words, the whole story, card texts, a legend, stable numbers and a
screen that fits 100 columns × 30 lines."""

from __future__ import annotations

import io
import random
import re
from collections.abc import Iterator
from typing import Any

import pytest
from rich.console import Console

from wildtable.engine import Action
from wildtable.games import get
from wildtable.terminal import Menu, TerminalTable

SCREEN_ROWS, SCREEN_COLS = 30, 100
SETUPS: list[tuple[str, int, dict[str, Any]]] = [
    ("war-of-the-wilds", 4, {}),
    ("wilderness", 8, {"tiles": 8}),
    ("weavlings", 1, {"baubles": True}),
    ("wild-realms", 4, {}),
    ("wild-realms", 1, {}),
]


class Typist:
    """Types a random menu number at each prompt, and records the screen between."""

    def __init__(self, table_out: io.StringIO, limit: int, seed: int) -> None:
        self.out = table_out
        self.limit = limit
        self.rng = random.Random(seed)
        self.screens: list[str] = []

    def __call__(self, prompt: str) -> str:
        screen = self.out.getvalue()
        self.out.seek(0)
        self.out.truncate()
        self.screens.append(screen)
        if len(self.screens) > self.limit:
            return "quit"
        numbers = re.findall(r"(?m)(?:^|\s)\s*(\d+)\. ", screen.split("───")[-1])
        return self.rng.choice(numbers) if numbers else "quit"


def play(gid: str, players: int, options: dict[str, Any], decisions: int,
         seed: int = 1) -> tuple[TerminalTable, Typist]:
    game = get(gid)
    out = io.StringIO()
    console = Console(file=out, width=SCREEN_COLS, color_system=None)
    typist = Typist(out, decisions, seed)
    seats = ["human"] + ["heuristic"] * (players - 1)
    table = TerminalTable(game, game.new(players, seed, **options), seats, seed, console,
                          ask=typist)
    table.run()
    return table, typist


def board_part(screen: str) -> str:
    """The screen below the story: board, prompt and menu."""
    lines = screen.splitlines()
    starts = [i for i, x in enumerate(lines) if x.startswith(("The story so far",
                                                               "Since your last decision"))]
    if not starts:
        return screen
    i = starts[-1] + 1
    while i < len(lines) and lines[i].startswith("  "):
        i += 1
    return "\n".join(lines[i:])


@pytest.mark.parametrize(("gid", "players", "options"), SETUPS)
def test_each_screen_fits_100_by_30_and_reads_in_words(gid: str, players: int,
                                                       options: dict[str, Any]) -> None:
    _, typist = play(gid, players, options, decisions=60)
    assert len(typist.screens) > 5
    for screen in typist.screens[1:]:
        part = board_part(screen)
        rows = part.splitlines()
        assert len(rows) <= SCREEN_ROWS, f"{gid}: {len(rows)} lines\n{part}"
        assert all(len(r) <= SCREEN_COLS for r in rows)


def test_the_story_since_my_last_decision_is_told_in_full() -> None:
    """A 3-player War of the Wilds: every event a bot's turn adds reaches the screen."""
    table, typist = play("war-of-the-wilds", 3, {}, decisions=150, seed=2)
    told = " ".join(" ".join(typist.screens).split())  # long lines wrap on screen
    # Every event up to the last screen (the quit) was shown, however many bots added.
    missing = [e.text for e in table.state.events(0) if " ".join(e.text.split()) not in told]
    assert not missing


def test_menu_numbers_stay_with_their_actions() -> None:
    menu = Menu()
    a, b, c, d = (Action(v) for v in "abcd")
    first = menu.number([a, b, c])
    assert first == {1: a, 2: b, 3: c}
    second = menu.number([c, d, a])  # b is gone: a and c keep 1 and 3, d takes 2
    assert second == {1: a, 3: c, 2: d}


def iter_lines(text: str) -> Iterator[str]:
    yield from (x.strip() for x in text.splitlines() if x.strip())


@pytest.mark.parametrize("gid", ["war-of-the-wilds", "wilderness", "weavlings",
                                 "wild-realms"])
def test_cards_and_legend_on_request(gid: str) -> None:
    game = get(gid)
    out = io.StringIO()
    console = Console(file=out, width=SCREEN_COLS, color_system=None)
    # Weavlings deals face-down: enter the Wilds first, to see some cards.
    typed = iter((["1"] if gid == "weavlings" else []) + ["legend", "cards", "card zzz",
                                                           "quit"])
    players = 1 if gid == "weavlings" else 2
    table = TerminalTable(game, game.new(players, 3), ["human"] + ["heuristic"] * (players - 1),
                          3, console, ask=lambda _p: next(typed))
    table.run()
    text = out.getvalue()
    assert game.extras["legend"].splitlines()[0] in text
    texts = game.extras["terminal_cards"]()
    assert any(t in text for t in texts.values())
    assert "No card is called 'zzz'" in text


@pytest.mark.parametrize("gid", ["war-of-the-wilds", "wilderness", "weavlings",
                                 "wild-realms"])
def test_a_word_that_is_no_choice_is_answered_in_words(gid: str) -> None:
    """A first-time player's stray word gets the menu's numbers, not every legal
    notation; a choice's notation is still taken."""
    game = get(gid)
    players = game.seats.start
    state = game.new(players, 3)
    out = io.StringIO()
    console = Console(file=out, width=400, color_system=None)  # one message, one line
    notation = str(state.legal_actions()[0])
    typed = iter(["fly away", notation, "quit"])
    table = TerminalTable(game, state, ["human"] + ["heuristic"] * (players - 1), 3, console,
                          ask=lambda _p: next(typed))
    table.run()
    text = out.getvalue()
    assert "'fly away' is not a choice now; type the number of one (" in text
    assert "or help." in text
    assert "legal:" not in text
    assert len(table.undo_stack) == 1  # the notation was played
