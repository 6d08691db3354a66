"""Game-independent machinery: the state contract, actions, records, chance, errors.

Nothing here imports a game.
"""

from .action import Action, act
from .agent import Agent, InfoSet, info_set
from .errors import (
    BadNotation,
    BadOption,
    BadRecord,
    IllegalAction,
    UnknownGame,
    WildtableError,
)
from .events import Event
from .game import Game, GameInfo, Option
from .moves import hidden_facts, move
from .record import GameRecord
from .rng import Rng
from .state import Result, State
from .tutorial import Advice, Lesson, Rule

__all__ = [
    "Action",
    "Advice",
    "Agent",
    "BadNotation",
    "BadOption",
    "BadRecord",
    "Event",
    "Game",
    "GameInfo",
    "GameRecord",
    "IllegalAction",
    "InfoSet",
    "Lesson",
    "Option",
    "Result",
    "Rng",
    "Rule",
    "State",
    "UnknownGame",
    "WildtableError",
    "act",
    "hidden_facts",
    "info_set",
    "move",
]
