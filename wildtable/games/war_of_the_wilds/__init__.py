"""War of the Wilds: raise a woodland army, gather acorns, bury them before they are taken."""

from ...engine import Game, GameInfo, Option
from .bots import ISMCTS_LEVELS, HeuristicAgent, evaluate
from .setup import new_game
from .spaces import SPACES
from .state import WotwState
from .text import LEGEND, render, terminal_cards
from .tutorial import TUTORIAL
from .words import describe, group, prompt

INFO = GameInfo(
    id="war-of-the-wilds",
    title="War of the Wilds",
    min_players=2,
    max_players=4,
    hidden_information=True,
    chance=True,
    rulebook="war-of-the-wilds.txt",
    max_decisions=40_000,
)

OPTIONS = (
    Option("first_game", False, "start with a Mouse Militia and a Sparrow instead of choosing"),
    Option("acorns_per_player", 15, "acorns per player put in the wild", low=1, high=30),
    Option("days", 16, "how many days the game lasts", low=1, high=20),
)

GAME = Game(
    info=INFO,
    option_specs=OPTIONS,
    setup=new_game,
    state_classes={"WotwState": WotwState},
    heuristic=HeuristicAgent,
    render=render,
    describe=describe,
    prompt=prompt,
    group=group,
    evaluate=evaluate,
    extras={"spaces": SPACES, "ismcts_levels": ISMCTS_LEVELS, "legend": LEGEND,
            "terminal_cards": terminal_cards},
    tutorial=TUTORIAL,
)

__all__ = ["GAME", "INFO"]
