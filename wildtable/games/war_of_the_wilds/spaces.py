"""War of the Wilds for learning agents: a fixed action space and a fixed-size observation.

The action space lists every notation `rules.py` can produce, once, built from the card
tables: card ids 0..107, seats 0..3, the four resource kinds. An action's id is its
index. The observation encodes `view(seat)` alone, every value in [0, 1]. Seats are
absolute, as in the actions ("send 12 1" attacks seat 1), and the observer's seat is
one-hot in the "seat" slice.

numpy is imported only when an observation is made, so playing the game needs no numpy.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from . import cards as C
from .economy import ITEMS
from .state import (
    ACTION,
    ANSWER,
    ASSIGN,
    BLOCK,
    DISCARD,
    DRAWING,
    FOX_BLOCK,
    KEEP,
    OFFER,
    OVER,
    PAY,
    PLAY,
    SWAP,
)

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

SEATS = 4  # INFO.max_players; a test checks they agree
CARDS = C.DECK_SIZE
CREATURES = tuple(c for c in range(CARDS) if C.IS_CREATURE[c])


def _notations() -> Iterator[str]:
    """Every notation, grouped by phase in the order of rules.LEGAL."""
    # KEEP: put back a deck card or a resource card (WOTW-SETUP-4).
    yield from (f"return {c}" for c in range(CARDS))
    yield from (f"return {k}" for k in C.RESOURCES)
    # ACTION: gather up to 3 of the home's two kinds, in every split.
    for a, b in C.HOME_KINDS:
        for total in range(3, -1, -1):
            for x in range(total, -1, -1):
                yield f"gather {C.RESOURCES[a]} {x} {C.RESOURCES[b]} {total - x}"
    yield from ("draw", "forage")
    yield from (f"bury {n}" for n in range(1, 4))
    # ACTION and PLAY: swaps and trade offers.
    yield from (f"swap {k}" for k in C.RESOURCES)
    yield from (f"trade {p}" for p in range(SEATS))
    # DRAWING.
    yield "refresh"
    yield from (f"take {i}" for i in range(3))
    yield "take deck"
    # PLAY: cards (a creature, or a trick with its target), abilities, attack, end.
    for card in range(CARDS):
        target = C.TARGET[card]
        if C.IS_CREATURE[card] or target == "none":
            yield f"play {card}"
        elif target == "amount":
            yield from (f"play {card} {n}" for n in range(1, C.AMOUNT[card] + 1))
        elif target == "creature":
            yield from (f"play {card} {c}" for c in CREATURES)
        else:  # a player
            yield from (f"play {card} {p}" for p in range(SEATS))
    for card in CREATURES:
        if C.ABILITY[card] == "tire-creature":
            yield from (f"use {card} {c}" for c in CREATURES if c != card)
        elif C.ABILITY[card]:
            yield f"use {card}"
    yield from ("attack", "end")
    # PAY, SWAP (give a kind), OFFER (give or get an item), ANSWER.
    yield from (f"pay {k}" for k in C.RESOURCES)
    yield from (f"give {i}" for i in ITEMS)
    yield from (f"get {i}" for i in ITEMS)
    yield from ("accept", "decline")
    # ASSIGN: send a creature against a seat; then fight.
    yield from (f"send {c} {d}" for c in CREATURES for d in range(SEATS))
    yield "fight"
    # FOX_BLOCK and BLOCK: a blocker alone (The Fox) or against an attacker.
    yield from (f"block {c}" for c in CREATURES)
    yield from (f"block {b} {a}" for b in CREATURES for a in CREATURES if a != b)
    yield "done"
    # DISCARD down to 7.
    yield from (f"discard {c}" for c in range(CARDS))


ACTIONS: tuple[str, ...] = tuple(_notations())

# ----- the observation layout: named slices of one flat vector ---------------------
PHASES = (KEEP, FOX_BLOCK, ACTION, DRAWING, PLAY, PAY, SWAP, OFFER, ANSWER, ASSIGN, BLOCK,
          DISCARD, OVER)
DAY_NAMES = tuple(dict.fromkeys(C.DAY_NAME))
HOME_INDEX = {name: i for i, name in enumerate(C.HOME_NAME)}
PHASE_INDEX = {p: i for i, p in enumerate(PHASES)}
DAY_INDEX = {d: i for i, d in enumerate(DAY_NAMES)}


def _layout() -> dict[str, tuple[int, int]]:
    sizes = [
        ("clock", 3),                 # day/days, days/20, day cards left/20
        ("day_card", len(DAY_NAMES)),
        ("phase", len(PHASES)),
        ("seat", SEATS), ("acting", SEATS), ("to_move", SEATS), ("over", 1),
        ("players", SEATS),
        ("supply", 7),                # wild, box, four piles, deck size
        ("offer_partner", SEATS), ("offer_give", len(ITEMS)), ("offer_get", len(ITEMS)),
        ("row", CARDS), ("discard", CARDS), ("hand", CARDS), ("returned", CARDS),
        ("seat_info", SEATS * 14),   # home one-hot, hand size, resources, store, buried, here
        ("army", SEATS * CARDS), ("tired", SEATS * CARDS), ("fresh", SEATS * CARDS),
        ("attacks", SEATS * CARDS),  # attackers sent against each seat
        ("blockers", CARDS), ("blocked", CARDS),
    ]
    out: dict[str, tuple[int, int]] = {}
    at = 0
    for name, n in sizes:
        out[name] = (at, n)
        at += n
    return out


LAYOUT = _layout()
OBSERVATION_SIZE = sum(n for _, n in LAYOUT.values())
AT = {name: at for name, (at, _) in LAYOUT.items()}


# The counts that are fractions of a maximum, in the order `observe` lists them, per
# player count: their positions and 1/maximum, built once (numpy divides them all at once).
def _count_slots(players: int) -> tuple[list[int], list[float]]:
    clock, supply = AT["clock"], AT["supply"]
    at = [clock + 1, clock + 2, *range(supply, supply + 7)]
    full = [20, 20, C.ACORNS, C.ACORNS, *([C.RESOURCE_CARDS] * 4), CARDS]
    for p in range(players):
        base = AT["seat_info"] + 14 * p
        at += range(base + 6, base + 13)
        full += [10, *([C.RESOURCE_CARDS] * 4), C.ACORNS, C.ACORNS]
    return at, [1.0 / f for f in full]


COUNT_SLOTS = {n: _count_slots(n) for n in range(1, SEATS + 1)}


def observe(view: dict[str, Any], seat: int) -> npt.NDArray[np.float32]:
    """Encode `view(seat)`, the observer's own view.

    Positions are gathered in plain lists and written with a few numpy assignments:
    one numpy call per feature would cost more than the game step itself.
    """
    import numpy as np

    players = view["players"]
    ones = [AT["seat"] + seat, AT["phase"] + PHASE_INDEX[view["phase"]],
            AT["acting"] + view["acting"], AT["players"] + len(players) - 1]
    counts = [view["days"], view["days_left_in_deck"], view["wild"], view["box"],
              *view["piles"].values(), view["deck_size"]]
    if view["day_card"] is not None:
        ones.append(AT["day_card"] + DAY_INDEX[view["day_card"]])
    if view["to_move"] is not None:
        ones.append(AT["to_move"] + view["to_move"])
    if view["over"]:
        ones.append(AT["over"])
    offer = view["offer"]
    if offer is not None:
        partner, give, get = offer
        if partner >= 0:
            ones.append(AT["offer_partner"] + partner)
        if give >= 0:
            ones.append(AT["offer_give"] + give)
        if get >= 0:
            ones.append(AT["offer_get"] + get)
    row, discard = AT["row"], AT["discard"]
    ones += [row + c for c in view["row"]]
    ones += [discard + c for c in view["discard"]]
    army, tired, fresh = AT["army"], AT["tired"], AT["fresh"]
    for p in players:
        r = p["seat"]
        if p["hand"] is not None:
            hand = AT["hand"]
            ones += [hand + c for c in p["hand"]]
        info = AT["seat_info"] + 14 * r
        ones += [info + HOME_INDEX[p["home"]], info + 13]
        counts += [p["hand_size"], *p["resources"].values(), p["store"], p["buried"]]
        base = CARDS * r
        for creature in p["army"]:
            c = base + creature["card"]
            ones.append(army + c)
            if creature["tired"]:
                ones.append(tired + c)
            if creature["fresh"]:
                ones.append(fresh + c)
    if view["returned"] is not None:
        returned = AT["returned"]
        ones += [returned + c for c in view["returned"]]
    attacks = AT["attacks"]
    for d, attackers in enumerate(view["attacks"]):
        ones += [attacks + CARDS * d + c for c in attackers]
    blocks = view["blocks"]
    ones += [AT["blockers"] + b for b in blocks[0::2]]
    ones += [AT["blocked"] + a for a in blocks[1::2] if a >= 0]  # -1: blocking The Fox
    at, inverse = COUNT_SLOTS[len(players)]
    values = [1.0] * len(ones)
    values += [v * f if v * f < 1.0 else 1.0 for v, f in zip(counts, inverse, strict=True)]
    values.append(min(1.0, view["day"] / max(1, view["days"])))
    ones += at
    ones.append(AT["clock"])
    x = np.zeros(OBSERVATION_SIZE, dtype=np.float32)
    x.put(ones, values)  # one numpy call: each call costs more than the Python around it
    return x


class WotwSpaces:
    """The spaces object War of the Wilds puts in `Game.extras["spaces"]`."""

    actions = ACTIONS
    observation_size = OBSERVATION_SIZE

    @staticmethod
    def observe(view: dict[str, Any], seat: int) -> npt.NDArray[np.float32]:
        return observe(view, seat)


SPACES = WotwSpaces()
