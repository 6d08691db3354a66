"""The game registry: game id -> the package that exports its GAME."""

from __future__ import annotations

import importlib

from ..engine import Game, UnknownGame

# The order is the order `wildtable.games()` lists them in.
PACKAGES: dict[str, str] = {
    "war-of-the-wilds": "wildtable.games.war_of_the_wilds",
    "wilderness": "wildtable.games.wilderness",
    "weavlings": "wildtable.games.weavlings",
    "wild-realms": "wildtable.games.wild_realms",
}

_loaded: dict[str, Game] = {}


def game_ids() -> list[str]:
    return list(PACKAGES)


def get(game_id: str) -> Game:
    """The registered game with this id.

    Raises:
        UnknownGame: no game has that id.
    """
    game = _loaded.get(game_id)
    if game is not None:
        return game
    package = PACKAGES.get(game_id)
    if package is None:
        raise UnknownGame(f"no game {game_id!r}; games: {', '.join(PACKAGES)}")
    game = importlib.import_module(package).GAME
    if not isinstance(game, Game):
        raise TypeError(f"{package}.GAME is not a Game")
    _loaded[game_id] = game
    return game
