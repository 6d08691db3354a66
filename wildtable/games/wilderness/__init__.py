"""Wilderness (FryxGames, 2012): the hex-map survival race to the village, 1–8 players."""

from __future__ import annotations

from ...engine import Game, GameInfo, Option
from .bots import ISMCTS_LEVELS, HeuristicAgent, evaluate
from .rules import new_game
from .spaces import SPACES
from .state import WildState
from .text import describe, render

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
    ],
    setup=new_game,
    state_classes={"WildState": WildState},
    heuristic=HeuristicAgent,
    render=render,
    describe=describe,
    evaluate=evaluate,
    extras={"spaces": SPACES, "ismcts_levels": ISMCTS_LEVELS},
)


__all__ = ["GAME"]
