"""The games a table can host, their options, and their card data."""

from __future__ import annotations

import importlib.resources
import tomllib
from functools import cache
from pathlib import Path
from typing import Any

from fastapi import APIRouter

from ...agents import BOTS, DEFAULT_BOT
from ...engine import WildtableError
from ...games import PACKAGES, game_ids, get
from ..errors import NotFound
from .pages import WEB

router = APIRouter(prefix="/api/games", tags=["games"])


def describe_game(game_id: str) -> dict[str, Any]:
    g = get(game_id)
    return {
        "id": g.id,
        "title": g.info.title,
        "min_players": g.info.min_players,
        "max_players": g.info.max_players,
        # Whether the browser client has a renderer of its own for this game.
        "renderer": (WEB / "games" / f"{g.id}.js").is_file(),
        # "Learn to play": the guided first game, where the game has one.
        "tutorial": ({"title": g.tutorial.title, "intro": g.tutorial.intro}
                     if g.tutorial is not None else None),
        # The bots a seat may have, weakest first, in words; the lobby's default.
        "bots": [{"agent": b.agent, "words": b.words, "about": b.about} for b in BOTS],
        "default_bot": DEFAULT_BOT,
        "options": [
            {"name": o.name, "default": o.default, "help": o.help,
             "choices": list(o.choices) if o.choices is not None else None,
             "low": o.low, "high": o.high}
            for o in g.option_specs
        ],
    }


@router.get("")
def list_games() -> list[dict[str, Any]]:
    """Every registered game with its player counts and options."""
    return [describe_game(gid) for gid in game_ids()]


@router.get("/{game_id}")
def one_game(game_id: str) -> dict[str, Any]:
    try:
        return describe_game(game_id)
    except WildtableError as e:
        raise NotFound(str(e)) from None


@cache
def card_data(game_id: str) -> dict[str, Any]:
    """The game's published card list (`cards.toml`, public to every player) as JSON,
    with the card texts the game writes from it under "texts" where it has some
    (`Game.extras["card_texts"]`, a function returning JSON-ready data)."""
    package = PACKAGES[game_id]
    try:
        text = importlib.resources.files(package).joinpath("cards.toml").read_text("utf-8")
    except (FileNotFoundError, ModuleNotFoundError):
        return {}
    data = tomllib.loads(text)
    texts = get(game_id).extras.get("card_texts")
    if texts is not None:
        data["texts"] = texts()
    return data


@router.get("/{game_id}/cards")
def cards(game_id: str) -> dict[str, Any]:
    """Card names, costs and stats, for clients that draw cards; {} if the game has none."""
    if game_id not in PACKAGES:
        raise NotFound(f"no game {game_id!r}")
    return card_data(game_id)


# The rules documents live in the source tree, not the package (docs/rules/<game>.md
# beside wildtable/): one copy, read by people and by the clause-coverage test alike. An
# install from a wheel has none, and the rules page says so.
RULES = Path(__file__).resolve().parents[3] / "docs" / "rules"


@cache
def glossary(game_id: str) -> list[dict[str, str]]:
    """The game's keywords explained (`glossary.toml` in its package), [] if it has none."""
    try:
        text = importlib.resources.files(PACKAGES[game_id]).joinpath("glossary.toml") \
            .read_text("utf-8")
    except (FileNotFoundError, ModuleNotFoundError):
        return []
    terms: list[dict[str, str]] = tomllib.loads(text).get("term", [])
    for t in terms:
        if not {"word", "text", "clause"} <= t.keys():
            raise ValueError(f"{game_id} glossary: a term needs word, text and clause: {t}")
    return terms


def rules_text(game_id: str) -> str | None:
    path = RULES / f"{game_id}.md"
    return path.read_text("utf-8") if path.is_file() else None


@router.get("/{game_id}/rules")
def rules(game_id: str) -> dict[str, Any]:
    """The rules document as Markdown (null without a source tree) and the glossary."""
    if game_id not in PACKAGES:
        raise NotFound(f"no game {game_id!r}")
    return {"markdown": rules_text(game_id), "glossary": glossary(game_id)}
