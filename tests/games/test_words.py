"""Every game says every legal action in words (issue 15): along long random games of all
four games, at several player counts and options, no legal action's label is its notation,
and no two legal actions at one decision read alike. Prompts and groups are words too."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from wildtable.engine import Game
from wildtable.games import get

# (game id, players, options): every game, several player counts and variants.
SETUPS: list[tuple[str, int, dict[str, Any]]] = [
    ("war-of-the-wilds", 2, {}),
    ("war-of-the-wilds", 3, {"first_game": True}),
    ("war-of-the-wilds", 4, {"days": 8}),
    ("wilderness", 1, {}),
    ("wilderness", 3, {"tiles": 4}),
    ("wilderness", 6, {"tiles": 8}),
    ("weavlings", 1, {}),
    ("weavlings", 1, {"baubles": True, "predators": True, "trapper": "warden"}),
    ("wild-realms", 1, {}),
    ("wild-realms", 2, {}),
    ("wild-realms", 4, {}),
]
# Decisions looked at per setup, over as many random games as that takes: enough to
# reach trades, fights, Legendaries, Wounds and reaction windows.
DECISIONS = 1500
# Notation leaking into words: a verb followed by bare numbers ("trade 1", "send 67 1").
NOTATION = re.compile(r"^[a-z]+( -?\d+)+$")


def walk(game: Game, players: int, options: dict[str, Any]) -> Any:
    """The states along random games (seeds 0, 1, …), one per decision, DECISIONS in all."""
    seen, seed = 0, 0
    while seen < DECISIONS:
        s = game.new(players, seed, **options)
        rng = random.Random(seed)
        while not s.is_over and seen < DECISIONS:
            yield s
            seen += 1
            s.apply(rng.choice(s.legal_actions()))
        seed += 1


@pytest.mark.parametrize(("gid", "players", "options"), SETUPS)
def test_every_legal_action_has_its_own_words(gid: str, players: int,
                                              options: dict[str, Any]) -> None:
    game = get(gid)
    assert game.describe is not None and game.prompt is not None and game.group is not None
    for s in walk(game, players, options):
        labels: dict[str, str] = {}
        for a in s.legal_actions():
            label = game.label(s, a)
            assert label != str(a), f"{gid}: {a} is shown as its notation"
            assert not NOTATION.match(label), f"{gid}: {a} reads as notation: {label!r}"
            assert label not in labels, (
                f"{gid}: {labels[label]!r} and {str(a)!r} both read {label!r}")
            labels[label] = str(a)
            assert game.heading(s, a), f"{gid}: {a} has no group"
        seat = s.to_move
        mine, theirs = game.ask(s, seat), game.ask(s, None)
        assert mine and theirs and mine != theirs, f"{gid}: prompts {mine!r} {theirs!r}"


@pytest.mark.parametrize("gid", ["war-of-the-wilds", "wilderness", "weavlings",
                                 "wild-realms"])
def test_the_prompt_speaks_to_the_seat_to_move_and_of_it_to_others(gid: str) -> None:
    game = get(gid)
    s = game.new(max(game.seats.start, 2 if gid != "weavlings" else 1), 3)
    seat = s.to_move
    assert seat is not None
    mine, spectator = game.ask(s, seat), game.ask(s, None)
    assert "P" + str(seat) not in mine  # the seat to move is "you", not its name
    assert not spectator.lower().startswith(("you ", "your ")) and "you" not in \
        spectator.lower().split()
