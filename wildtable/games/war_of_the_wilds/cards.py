"""Card data from cards.toml, checked on load and turned into lookup tables by card id.

A deck card's id is its position in the 108-card deck list (0..107); the state only
holds these ids. Tables are tuples indexed by id, built once at import, so the rules
read a creature's strength as ``STRENGTH[card]`` with no object in between.
"""

from __future__ import annotations

import tomllib
from importlib import resources as _res
from typing import Any, Final

RESOURCES: tuple[str, ...]
ACORNS: int
RESOURCE_CARDS: int


class CardDataError(ValueError):
    """cards.toml breaks a count the rulebook prints or names an unknown field."""


def _load() -> dict[str, Any]:
    text = _res.files(__package__).joinpath("cards.toml").read_text(encoding="utf-8")
    return tomllib.loads(text)


_DATA: Final = _load()
RESOURCES = tuple(_DATA["resources"])
RESOURCE_INDEX: Final = {r: i for i, r in enumerate(RESOURCES)}
ACORNS = int(_DATA["acorns"])
RESOURCE_CARDS = int(_DATA["resource_cards_per_kind"])

_KINDS: Final[list[dict[str, Any]]] = [
    {**c, "type": "creature"} for c in _DATA["creature"]
] + [{**t, "type": "trick"} for t in _DATA["trick"]]


def _cost(entry: dict[str, Any]) -> tuple[int, ...]:
    unknown = set(entry["cost"]) - set(RESOURCES)
    if unknown:
        raise CardDataError(f"{entry['name']}: unknown resource {sorted(unknown)}")
    return tuple(int(entry["cost"].get(r, 0)) for r in RESOURCES)


# Per kind of card.
KIND_ID: Final = tuple(k["id"] for k in _KINDS)
KIND_NAME: Final = tuple(k["name"] for k in _KINDS)
KIND_COUNT: Final = tuple(int(k["count"]) for k in _KINDS)
KIND_IS_CREATURE: Final = tuple(k["type"] == "creature" for k in _KINDS)

# Per deck card id: the deck is each kind repeated `count` times, in file order.
KIND: Final[tuple[int, ...]] = tuple(
    i for i, k in enumerate(_KINDS) for _ in range(int(k["count"])))
DECK_SIZE: Final = len(KIND)
NAME: Final = tuple(KIND_NAME[k] for k in KIND)
CARD_ID: Final = tuple(KIND_ID[k] for k in KIND)
IS_CREATURE: Final = tuple(_KINDS[k]["type"] == "creature" for k in KIND)
COST: Final = tuple(_cost(_KINDS[k]) for k in KIND)
ANY: Final = tuple(int(_KINDS[k].get("any", 0)) for k in KIND)
STRENGTH: Final = tuple(int(_KINDS[k].get("strength", 0)) for k in KIND)
HEALTH: Final = tuple(int(_KINDS[k].get("health", 0)) for k in KIND)
FLYING: Final = tuple("flying" in _KINDS[k].get("words", ()) for k in KIND)
RANGED: Final = tuple("ranged" in _KINDS[k].get("words", ()) for k in KIND)
BAND: Final = tuple("band" in _KINDS[k].get("words", ()) for k in KIND)
DEFENDING: Final = tuple(int(_KINDS[k].get("defending", 0)) for k in KIND)
ATTACKS: Final = tuple(int(_KINDS[k].get("attacks", 1)) for k in KIND)
ABILITY: Final = tuple(str(_KINDS[k].get("ability", "")) for k in KIND)
WAITS: Final = tuple(bool(_KINDS[k].get("waits", False)) for k in KIND)
UNBLOCKED_EXTRA: Final = tuple(int(_KINDS[k].get("unblocked_extra", 0)) for k in KIND)
UNBLOCKED_BURIED: Final = tuple(int(_KINDS[k].get("unblocked_buried", 0)) for k in KIND)
EFFECT: Final = tuple(str(_KINDS[k].get("effect", "")) for k in KIND)
AMOUNT: Final = tuple(int(_KINDS[k].get("amount", 0)) for k in KIND)
BEHIND_EXTRA: Final = tuple(int(_KINDS[k].get("behind_extra", 0)) for k in KIND)  # to the trailing
TARGET: Final = tuple(str(_KINDS[k].get("target", "none")) for k in KIND)
TEXT: Final = tuple(str(_KINDS[k].get("text", "")) for k in KIND)

HOME_NAME: Final = tuple(h["name"] for h in _DATA["home"])
HOME_KINDS: Final = tuple(tuple(RESOURCE_INDEX[r] for r in h["kinds"]) for h in _DATA["home"])

DAY_ID: Final = tuple(d["id"] for d in _DATA["day"] for _ in range(int(d.get("count", 1))))
DAY_NAME: Final = tuple(d["name"] for d in _DATA["day"] for _ in range(int(d.get("count", 1))))
DAY_TEXT: Final = tuple(d["text"] for d in _DATA["day"] for _ in range(int(d.get("count", 1))))

FIRST_GAME_CARDS: Final = ("mouse-militia", "sparrow")


def first_copy(card_id: str) -> int:
    """The lowest deck id of a kind of card."""
    return CARD_ID.index(card_id)


def _check() -> None:
    """The counts the rulebook prints (What's in the box)."""
    creatures = sum(1 for c in IS_CREATURE if c)
    if DECK_SIZE != 108 or creatures != 88:
        raise CardDataError(f"the deck is 108 cards, 88 creatures: not {DECK_SIZE}/{creatures}")
    if len(RESOURCES) != 4 or RESOURCE_CARDS * 4 != 60:
        raise CardDataError("there are 60 resource cards, 15 of each of 4 kinds")
    if len(HOME_NAME) != 6 or len({frozenset(k) for k in HOME_KINDS}) != 6:
        raise CardDataError("there are 6 home cards, each with a different pair of kinds")
    if len(DAY_ID) != 20 or DAY_ID.count("quiet-day") != 3 or len(set(DAY_ID)) != 18:
        raise CardDataError("there are 20 day cards: Quiet Day x3 and 17 others x1")
    if ACORNS != 60:
        raise CardDataError("there are 60 acorns")
    for name in FIRST_GAME_CARDS:
        if CARD_ID.count(name) < 4:
            raise CardDataError(f"a first game for 4 needs 4 copies of {name}")
    for k in _KINDS:
        targets = ("none", "amount", "creature", "player")
        if k["type"] == "trick" and k.get("target", "none") not in targets:
            raise CardDataError(f"{k['name']}: unknown target {k['target']!r}")


_check()
