"""A second, plain encoder of War of the Wilds views, written slice by slice from the
layout and the docs (docs/rl.md), with no speed tricks: the game's fast encoder must
give exactly what this one gives."""

from __future__ import annotations

from typing import Any

import numpy as np
import numpy.typing as npt

from wildtable.games.war_of_the_wilds import cards as C
from wildtable.games.war_of_the_wilds.economy import ITEMS
from wildtable.games.war_of_the_wilds.spaces import (
    DAY_NAMES,
    LAYOUT,
    OBSERVATION_SIZE,
    PHASES,
)
from wildtable.games.war_of_the_wilds.trading import MAX_SIDE

CARDS = C.DECK_SIZE


def reference_observe(view: dict[str, Any], seat: int) -> npt.NDArray[np.float32]:
    x = np.zeros(OBSERVATION_SIZE, np.float32)

    def put(name: str, offset: int, value: float) -> None:
        at, size = LAYOUT[name]
        assert 0 <= offset < size, (name, offset)
        x[at + offset] = value

    def fraction(count: int, full: int) -> float:
        return min(1.0, count / full)

    put("clock", 0, min(1.0, view["day"] / max(1, view["days"])))
    put("clock", 1, fraction(view["days"], 20))
    put("clock", 2, fraction(view["days_left_in_deck"], 20))
    if view["day_card"] is not None:
        put("day_card", DAY_NAMES.index(view["day_card"]), 1.0)
    put("phase", PHASES.index(view["phase"]), 1.0)
    put("seat", seat, 1.0)
    put("acting", view["acting"], 1.0)
    if view["to_move"] is not None:
        put("to_move", view["to_move"], 1.0)
    if view["over"]:
        put("over", 0, 1.0)
    put("players", len(view["players"]) - 1, 1.0)
    put("supply", 0, fraction(view["wild"], C.ACORNS))
    put("supply", 1, fraction(view["box"], C.ACORNS))
    for i, kind in enumerate(C.RESOURCES):
        put("supply", 2 + i, fraction(view["piles"][kind], C.RESOURCE_CARDS))
    put("supply", 6, fraction(view["deck_size"], CARDS))
    if view["offer"] is not None:
        offer = view["offer"]
        put("offer_partner", offer["partner"], 1.0)
        for i, item in enumerate(ITEMS):
            put("offer_give", i, fraction(offer["give"][item], MAX_SIDE))
            put("offer_get", i, fraction(offer["get"][item], MAX_SIDE))
    for c in view["row"]:
        put("row", c, 1.0)
    for c in view["discard"]:
        put("discard", c, 1.0)
    if view["returned"] is not None:
        for c in view["returned"]:
            put("returned", c, 1.0)
    for p in view["players"]:
        r = p["seat"]
        if p["hand"] is not None:
            for c in p["hand"]:
                put("hand", c, 1.0)
        info = 14 * r
        put("seat_info", info + C.HOME_NAME.index(p["home"]), 1.0)
        put("seat_info", info + 6, fraction(p["hand_size"], 10))
        for i, kind in enumerate(C.RESOURCES):
            put("seat_info", info + 7 + i, fraction(p["resources"][kind], C.RESOURCE_CARDS))
        put("seat_info", info + 11, fraction(p["store"], C.ACORNS))
        put("seat_info", info + 12, fraction(p["buried"], C.ACORNS))
        put("seat_info", info + 13, 1.0)
        for creature in p["army"]:
            put("army", CARDS * r + creature["card"], 1.0)
            if creature["tired"]:
                put("tired", CARDS * r + creature["card"], 1.0)
            if creature["fresh"]:
                put("fresh", CARDS * r + creature["card"], 1.0)
    for d, attackers in enumerate(view["attacks"]):
        for c in attackers:
            put("attacks", CARDS * d + c, 1.0)
    blocks = view["blocks"]
    for blocker, attacker in zip(blocks[0::2], blocks[1::2], strict=True):
        put("blockers", blocker, 1.0)
        if attacker >= 0:  # -1: blocking The Fox
            put("blocked", attacker, 1.0)
    assert len(ITEMS) == LAYOUT["offer_give"][1]
    return x
