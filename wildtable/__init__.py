"""wildtable: four wilderness tabletop games on one digital table.

    >>> import wildtable
    >>> g = wildtable.game("war-of-the-wilds")
    >>> s = g.new(players=3, seed=7)
    >>> s.apply(s.legal_actions()[0])
"""

from __future__ import annotations

from . import _build

_build.choose()  # before any module that may be compiled is imported

from ._build import build_kind  # noqa: E402
from .engine import (  # noqa: E402
    Action,
    BadNotation,
    BadOption,
    BadRecord,
    Game,
    GameRecord,
    IllegalAction,
    State,
    UnknownGame,
    WildtableError,
)
from .games import game_ids  # noqa: E402
from .games import get as _get  # noqa: E402

__all__ = [
    "Action",
    "BadNotation",
    "BadOption",
    "BadRecord",
    "Game",
    "GameRecord",
    "IllegalAction",
    "State",
    "UnknownGame",
    "WildtableError",
    "build_kind",
    "game",
    "games",
    "replay",
]


def games() -> list[str]:
    """The ids of every registered game."""
    return game_ids()


def game(game_id: str) -> Game:
    """The game with this id.

    Raises:
        UnknownGame: no such game.
    """
    return _get(game_id)


def replay(record: GameRecord | str, upto: int | None = None) -> State:
    """The state a record (or its JSON text) leads to, rebuilt action by action.

    Raises:
        BadRecord: the record cannot be read or replayed.
    """
    if isinstance(record, str):
        record = GameRecord.from_json(record)
    return game(record.game).replay(record, upto)
