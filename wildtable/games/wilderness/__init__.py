"""Wilderness (FryxGames, 2012): the hex-map survival race to the village, 1–8 players."""

from __future__ import annotations

from ...engine import Game, GameInfo, Option
from .board import EXHAUSTION_TRACK, THIRST_TRACK
from .bots import ISMCTS_LEVELS, ISMCTS_SOLO_LEVELS, HeuristicAgent, evaluate
from .rules import new_game
from .spaces import SPACES
from .state import WildState
from .text import LEGEND, render, terminal_cards
from .tutorial import TUTORIAL
from .words import describe, group, prompt

GAME = Game(
    info=GameInfo(
        id="wilderness",
        title="Wilderness",
        min_players=1,
        max_players=8,
        hidden_information=True,
        chance=True,
        rulebook="rules/wilderness.txt",
        max_decisions=500_000,
    ),
    option_specs=[
        Option("tiles", 6, "landscape tiles in the row: 4 short, 6 normal, 8 long",
               choices=(4, 6, 8)),
        # WILD-OPT-2: track lengths for balance sweeps; the defaults are the designed tracks.
        Option("exhaustion_squares", len(EXHAUSTION_TRACK), "squares on the exhaustion "
               "track before the skull (energy 6, 5, 4, 3 in the same proportions)",
               low=8, high=44),
        Option("thirst_hunger_squares", len(THIRST_TRACK), "squares on the thirst and "
               "hunger tracks (the first four read 0, the rest stretch the designed extra "
               "exhaustion up to +3 on the last square)",
               low=5, high=22),
    ],
    setup=new_game,
    state_classes={"WildState": WildState},
    heuristic=HeuristicAgent,
    render=render,
    describe=describe,
    prompt=prompt,
    group=group,
    evaluate=evaluate,
    extras={"spaces": SPACES, "ismcts_levels": ISMCTS_LEVELS,
            "ismcts_solo_levels": ISMCTS_SOLO_LEVELS, "legend": LEGEND,
            "terminal_cards": terminal_cards},
    tutorial=TUTORIAL,
)


__all__ = ["GAME"]
