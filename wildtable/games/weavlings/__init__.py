"""Weavlings in the Wilds: the solo 4×3 grid card crawler."""

from __future__ import annotations

from ...engine import Game, GameInfo, Option
from . import cards
from .bots import ISMCTS_LEVELS, HeuristicAgent, rollout_player, win_estimate
from .effects import EVENT_EFFECTS, SPIRIT_EFFECTS, TRAP_EFFECTS
from .setup import DIFFICULTIES, new_game
from .spaces import SPACES
from .state import WeavlingsState
from .text import LEGEND, render, terminal_cards
from .tutorial import TUTORIAL
from .wilds import LOSE_POPULATION, TOTAL_POPULATION, WIN_POPULATION, WOUND_LIMIT
from .words import describe, group, prompt

cards.validate(set(EVENT_EFFECTS), set(TRAP_EFFECTS), set(SPIRIT_EFFECTS))

GAME = Game(
    info=GameInfo(
        id="weavlings",
        title="Weavlings in the Wilds",
        min_players=1,
        max_players=1,
        hidden_information=True,
        chance=True,
        rulebook="weavlings-in-the-wilds.txt",
        max_decisions=30000,
    ),
    option_specs=[
        Option("difficulty", "normal", "easy, normal, hard, hard+1..hard+5 or nightmare",
               choices=DIFFICULTIES),
        Option("clear_skies", False, "remove every Event before setup"),
        Option("trapper", "wayfinder", "which Trapper card: wayfinder (3 Actions) or "
               "warden (4 Actions, Traps cost 2)", choices=tuple(cards.TRAPPERS)),
        Option("first_game", False, "leave the Drakeshot out (a first game)"),
        Option("baubles", False, "Zadarra's Baubles and Brews: its 12 Traps replace the base "
               "Traps"),
        Option("traps", "", "the Traps to use, by name, comma-separated (every copy of each), "
               "within the rank limits A 2, B 4, C 6; empty: the default selection"),
        Option("predators", False, "Star-Touched Predators: its Beasties and Events replace "
               "the base ones"),
        # WEAV-OPT-2: the win/lose thresholds, for balance sweeps; defaults are the rulebook's.
        Option("win_population", WIN_POPULATION, "Lured Population that wins (the deck's "
               f"Weavlings hold {TOTAL_POPULATION})", low=1, high=TOTAL_POPULATION),
        Option("lose_population", LOSE_POPULATION, "Lost Population that loses (more than "
               "the 4 that Hard removes)", low=5, high=TOTAL_POPULATION),
        Option("wound_limit", WOUND_LIMIT, "Wounds that lose (Easy allows 5 more)",
               low=1, high=40),
    ],
    setup=new_game,
    state_classes={"WeavlingsState": WeavlingsState},
    heuristic=HeuristicAgent,
    evaluate=win_estimate,
    render=render,
    describe=describe,
    prompt=prompt,
    group=group,
    tutorial=TUTORIAL,
    extras={"spaces": SPACES, "ismcts_levels": ISMCTS_LEVELS,
            "rollout_policy": rollout_player, "legend": LEGEND, "terminal_cards": terminal_cards},
)

