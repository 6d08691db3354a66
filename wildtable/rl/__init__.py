"""Learning interfaces: PettingZoo, Gymnasium and OpenSpiel adapters for every game
that provides spaces (see `spaces.py` and docs/rl.md).

    >>> from wildtable.rl import pettingzoo_env
    >>> env = pettingzoo_env("war-of-the-wilds", players=3)
    >>> env.reset(seed=7)

Importing this package registers the Gymnasium ids of every game with spaces
(`gymnasium.make("wildtable.rl:wildtable/WarOfTheWilds-v0")` imports it for you);
PettingZoo and OpenSpiel are imported only when their adapter is first used.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

try:
    import gymnasium as _gymnasium  # noqa: F401
    import numpy as _numpy  # noqa: F401
except ImportError as e:  # a plain install plays the games; learning needs the extra
    raise ImportError(f"wildtable.rl needs the rl extra: pip install 'wildtable[rl]' ({e})"
                      ) from e

from ..engine import Game
from .match import Match
from .spaces import (
    GameSpaces,
    NotSupported,
    OutsideSpace,
    Spaces,
    returns,
    spaces_of,
    supported_games,
    unsupported_games,
)

if TYPE_CHECKING:
    from .gymnasium_adapter import WildtableEnv
    from .pettingzoo_adapter import WildtableAEC, WildtableParallel

__all__ = [
    "GameSpaces",
    "Match",
    "NotSupported",
    "OutsideSpace",
    "Spaces",
    "gymnasium_env",
    "pettingzoo_env",
    "pettingzoo_parallel_env",
    "register_envs",
    "register_openspiel",
    "returns",
    "spaces_of",
    "supported_games",
    "unsupported_games",
]


def pettingzoo_env(game: Game | str, players: int | None = None, **options: Any) -> WildtableAEC:
    """A PettingZoo AEC environment; see `pettingzoo_adapter.pettingzoo_env`."""
    from .pettingzoo_adapter import pettingzoo_env as make

    return make(game, players, **options)


def pettingzoo_parallel_env(game: Game | str, players: int | None = None,
                            **options: Any) -> WildtableParallel:
    """The same game as a PettingZoo parallel environment (one mover per step)."""
    from .pettingzoo_adapter import pettingzoo_parallel_env as make

    return make(game, players, **options)


def gymnasium_env(game: Game | str, players: int | None = None, **options: Any) -> WildtableEnv:
    """A Gymnasium environment for one seat; see `gymnasium_adapter.WildtableEnv`."""
    from .gymnasium_adapter import WildtableEnv

    return WildtableEnv(game, players, **options)


def register_envs() -> list[str]:
    """Register the Gymnasium ids (e.g. "wildtable/WarOfTheWilds-v0"); return them."""
    from .gymnasium_adapter import register_envs as register

    return register()


def register_openspiel(game: Game | str) -> str:
    """Register a game with pyspiel and return its short name."""
    from .openspiel_adapter import register_openspiel as register

    return register(game)


register_envs()
