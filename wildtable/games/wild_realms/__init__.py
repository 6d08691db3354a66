"""Wild Realms: build and lock four realms with your animals; players=1 is the solo mode."""

from __future__ import annotations

from ...engine import Game, GameInfo, Option
from . import effects as _effects  # noqa: F401  (validates cards.toml against the registries)
from .bots import (
    ISMCTS_LEVELS,
    HeuristicAgent,
    evaluate,
    guide_player,
    rollout_player,
    search_actions,
)
from .rules import new_game
from .spaces import SPACES
from .state import WildState
from .text import LEGEND, card_texts, render, terminal_cards
from .tutorial import TUTORIAL
from .words import describe, group, prompt

GAME = Game(
    info=GameInfo(
        id="wild-realms",
        title="Wild Realms",
        min_players=1,
        max_players=4,
        hidden_information=True,
        chance=True,
        rulebook="wild-realms.txt",
        max_decisions=60_000,
    ),
    option_specs=[
        Option("solo_extra_wild", 0,
               "solo difficulty: extra The Wild cards revealed every round in step D "
               "(0 normal, 1 hard, 2 savage); ignored with 2-4 players", low=0, high=2),
    ],
    setup=new_game,
    state_classes={"WildState": WildState},
    heuristic=HeuristicAgent,
    render=render,
    describe=describe,
    prompt=prompt,
    group=group,
    tutorial=TUTORIAL,
    evaluate=evaluate,
    extras={"spaces": SPACES, "ismcts_levels": ISMCTS_LEVELS,
            "rollout_policy": rollout_player, "guide_policy": guide_player,
            "search_actions": search_actions,
            "card_texts": card_texts, "legend": LEGEND,
            "terminal_cards": terminal_cards},
)


__all__ = ["GAME"]
