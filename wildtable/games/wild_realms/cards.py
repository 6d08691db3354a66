"""Card data loaded once from cards.toml into flat lookup tables, validated on load.

Cards in a game state are small ints ("tokens"): token = owner * PER_OWNER + card, so a
card always knows whose discard pile it returns to (decks have different backs).
"""

from __future__ import annotations

import tomllib
from collections.abc import Container
from importlib import resources
from typing import Any, Final

REALM_TYPES: Final = ("Land", "Water", "Air", "Fire")
CLASSES: Final = ("Growth", "Adapt", "Lethal", "Swarm", "Decay")
BOARD_COLOURS: Final = ("Green", "Blue", "Gold", "Red")

N_ANIMALS: Final = 50
REALM0: Final = 50  # 8 realm cards: 50..57, two of each type in REALM_TYPES order
UNLEASH0: Final = 58  # 4 "Unleash a Legendary" cards: 58..61
INTO0: Final = 62  # 10 "Into The Wild" cards (solo only): 62..71
PER_OWNER: Final = 72
MAX_TOKEN: Final = 4 * PER_OWNER

ANIMAL: Final = 0
REALM: Final = 1
UNLEASH: Final = 2
INTO: Final = 3


class CardDataError(ValueError):
    """cards.toml disagrees with the rulebook or names an unknown effect."""


def _load() -> dict[str, Any]:
    text = resources.files(__package__).joinpath("cards.toml").read_text(encoding="utf-8")
    return tomllib.loads(text)


def validate(
    data: dict[str, Any],
    abilities: Container[str],
    legend_effects: Container[str],
    wild_effects: Container[str],
) -> None:
    """Check counts against the rulebook and every effect id against the registries.

    Raises:
        CardDataError: a count is wrong or an effect id does not exist.
    """
    counts = data["counts"]
    animals = data["animals"]
    if len(animals) != counts["animals"] or counts["animals"] != 50:
        raise CardDataError(f"a deck holds 50 animals, cards.toml lists {len(animals)}")
    if len(data["realms_list"]) != 8 or counts["unleash"] != 4:
        raise CardDataError("a deck holds 8 realms and 4 Unleash cards")
    for rt in REALM_TYPES:
        if sum(1 for r in data["realms_list"] if r["type"] == rt) != 2:
            raise CardDataError(f"a deck holds two {rt} realms")
    if sum(1 for a in animals if a["leader"]) != 10:
        raise CardDataError("a deck holds 10 Leaders")
    if len({a["name"] for a in animals}) != 50:
        raise CardDataError("animal names must be distinct")
    for a in animals:
        if a["ability"] not in abilities:
            raise CardDataError(f"{a['name']}: unknown ability {a['ability']!r}")
        if not 1 <= a["strike"] <= 12:
            raise CardDataError(f"{a['name']}: strike values run 1 to 12")
        if a["class"] not in CLASSES or a["realm"] not in REALM_TYPES:
            raise CardDataError(f"{a['name']}: bad class or realm")
        if (a["dice"] == 0) != (a["times"] == 0):
            raise CardDataError(f"{a['name']}: Do Not Roll is 0 dice 0 times")
    instructions = {(a["dice"], a["times"], a["ability"], a["param"]) for a in animals}
    pairs = {(a["ability"], a["param"]) for a in animals}
    if len(instructions) != 50 or len(pairs) != 50:
        raise CardDataError("every animal has its own attack instructions: no two animals "
                            "may share an ability with the same number")
    for cls in CLASSES:
        if sum(1 for a in animals if a["class"] == cls) != 10:
            raise CardDataError(f"a deck holds ten {cls} animals")
    legends = data["legendaries"]
    if len(legends) != counts["legendaries"] or len(legends) != 12:
        raise CardDataError("the Legendary deck holds 12 cards")
    for leg in legends:
        if len(leg["effects"]) != 2:
            raise CardDataError(f"{leg['name']}: a Legendary has two effects")
        for e in leg["effects"]:
            if e not in legend_effects:
                raise CardDataError(f"{leg['name']}: unknown effect {e!r}")
    wild = data["the_wild"]
    if sum(w["count"] for w in wild) != counts["the_wild"] or counts["the_wild"] != 22:
        raise CardDataError("the solo game has 22 The Wild cards")
    for w in wild:
        if w["effect"] not in wild_effects:
            raise CardDataError(f"{w['name']}: unknown effect {w['effect']!r}")
    if counts["into_the_wild"] != 10:
        raise CardDataError("the solo game has 10 Into The Wild cards")


DATA: Final = _load()  # effects.py validates it against the effect registries on import

# ---- per card (0..71) -------------------------------------------------------------------
NAME: Final[list[str]] = []
KIND: Final[list[int]] = []
RTYPE: Final[list[int]] = []  # native realm of an animal; type of a realm card; -1 otherwise
CLASS: Final[list[int]] = []
LEADER: Final[list[bool]] = []
STRIKE: Final[list[int]] = []
DICE: Final[list[int]] = []  # total dice an attack rolls (dice x times); 0 = Do Not Roll
ROLLS: Final[list[tuple[int, int]]] = []
ABILITY: Final[list[str]] = []
PARAM: Final[list[int]] = []
GROUP: Final[list[str]] = []

for _a in DATA["animals"]:
    NAME.append(_a["name"])
    KIND.append(ANIMAL)
    RTYPE.append(REALM_TYPES.index(_a["realm"]))
    CLASS.append(CLASSES.index(_a["class"]))
    LEADER.append(bool(_a["leader"]))
    STRIKE.append(int(_a["strike"]))
    DICE.append(int(_a["dice"]) * int(_a["times"]))
    ROLLS.append((int(_a["dice"]), int(_a["times"])))
    ABILITY.append(_a["ability"])
    PARAM.append(int(_a["param"]))
    GROUP.append(_a["group"])
for _r in DATA["realms_list"]:
    NAME.append(_r["name"])
    KIND.append(REALM)
    RTYPE.append(REALM_TYPES.index(_r["type"]))
for _i in range(4):
    NAME.append("Unleash a Legendary")
    KIND.append(UNLEASH)
    RTYPE.append(-1)
for _i in range(10):
    NAME.append("Into The Wild")
    KIND.append(INTO)
    RTYPE.append(-1)
for _lst, _fill in ((CLASS, -1), (LEADER, False), (STRIKE, 0), (DICE, 0), (ABILITY, ""),
                    (PARAM, 0), (GROUP, "")):
    while len(_lst) < PER_OWNER:
        _lst.append(_fill)  # type: ignore[arg-type]
while len(ROLLS) < PER_OWNER:
    ROLLS.append((0, 0))

# The first realm of each type is the starting realm of the board of that type.
START_REALM: Final = [REALM0 + 2 * t for t in range(4)]

# ---- per token (0..287): the same facts, indexed directly by token for the hot path ------
T_CARD: Final = [t % PER_OWNER for t in range(MAX_TOKEN)]
T_OWNER: Final = [t // PER_OWNER for t in range(MAX_TOKEN)]
T_KIND: Final = [KIND[c] for c in T_CARD]
T_RTYPE: Final = [RTYPE[c] for c in T_CARD]
T_CLASS: Final = [CLASS[c] for c in T_CARD]
T_LEADER: Final = [LEADER[c] for c in T_CARD]
T_STRIKE: Final = [STRIKE[c] for c in T_CARD]
T_ABILITY: Final = [ABILITY[c] for c in T_CARD]
T_PARAM: Final = [PARAM[c] for c in T_CARD]
T_DICE: Final = [DICE[c] for c in T_CARD]

LEGEND_NAMES: Final[list[str]] = [leg["name"] for leg in DATA["legendaries"]]
LEGEND_EFFECT_IDS: Final[list[tuple[str, str]]] = [
    (leg["effects"][0], leg["effects"][1]) for leg in DATA["legendaries"]
]
WILD_CARD_NAMES: Final[list[str]] = []
WILD_CARD_EFFECT: Final[list[str]] = []
for _w in DATA["the_wild"]:
    for _i in range(int(_w["count"])):
        WILD_CARD_NAMES.append(_w["name"])
        WILD_CARD_EFFECT.append(_w["effect"])


def name(token: int) -> str:
    """The printed name of a token's card."""
    return NAME[token % PER_OWNER]
