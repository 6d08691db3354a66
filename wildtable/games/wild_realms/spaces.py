"""Wild Realms for learning agents: a fixed action space and a fixed-size observation.

The action space lists every notation the rules can produce for 1-4 players, once, built
from the card tables: tokens (owner * PER_OWNER + card) for the four decks, the four realm
slots and the Alliance, seats 0..3. An action's id is its index. Seats in actions are
absolute, as the rules write them ("attack 0 1 0": the Wolf of seat 0's deck attacks
seat 1's Land realm).

The observation encodes `view(seat)` alone, every value in [0, 1]. Seats are relative to
the observer: block 0 is the observer, block 1 the next seat clockwise, and so on; blocks
past the player count stay zero. Cards are encoded by their number in a deck (0..71),
not by whose deck they came from.

numpy is imported only when an observation is made, so playing the game needs no numpy.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING, Any

from . import cards as C
from .combat import PL_JOIN, PL_SETTLE
from .effects import CP_EVICT, CP_STONE, CP_UNLOCK, RP_SPREAD, RP_THREE
from .rules import HAND_LIMIT, ROUND_CAP
from .state import PHASE_NAMES
from .zones import (
    ALLIANCE,
    T_LEGEND,
    T_LOSE,
    T_PLACE,
    T_SOLO_F,
    T_SPOILS,
    T_STRIKE,
    T_TCARD,
    T_TREALM,
)

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

SEATS = 4  # the game's max_players; a test checks they agree
SOLO_SEATS = 1  # Into The Wild cards are dealt only into the solo deck (REALMS-SOLO-1)
PER = C.PER_OWNER
SLOTS = tuple(range(len(C.REALM_TYPES)))  # realm slot t holds the realm of type t
AREAS = (*SLOTS, ALLIANCE)  # where an animal of a kingdom can be
WILD_SLOTS = SLOTS  # solo: one The Wild card above each realm slot (REALMS-SOLO-3)
EFFECTS = range(1, len(C.LEGEND_EFFECT_IDS[0]) + 1)  # "effect 1" / "effect 2" (REALMS-LEGEND-3)


def _tokens(kinds: Iterable[int], owners: Iterable[int] = range(SEATS)) -> tuple[int, ...]:
    wanted = set(kinds)
    return tuple(o * PER + c for o in owners for c in range(PER) if C.KIND[c] in wanted)


# A token can end up in another seat's kingdom or hand (a stolen realm's defenders travel,
# a returning attacker goes to hand), so card arguments range over every deck.
ANIMALS = _tokens([C.ANIMAL])
REALMS = _tokens([C.REALM])
LEADERS = tuple(t for t in ANIMALS if C.T_LEADER[t])
EVERY_CARD = tuple(sorted(_tokens([C.ANIMAL, C.REALM, C.UNLEASH])
                          + _tokens([C.INTO], range(SOLO_SEATS))))
SOLO_ANIMALS = _tokens([C.ANIMAL], range(SOLO_SEATS))


def _notations() -> Iterator[str]:
    """Every notation, in the order rules.legal_actions and choices.task_actions make them."""
    # Turn phases 1-3 (REALMS-LEGEND-1, REALMS-PLAY-1..3, REALMS-ATTACK-1, -5, REALMS-BATTLE-1).
    yield "unleash"
    yield from (f"realm {r} {a}" for r in REALMS for a in ANIMALS)
    yield from (f"defend {a} {t}" for a in ANIMALS for t in SLOTS)
    yield from (f"ally {a}" for a in ANIMALS)
    yield from (f"attack {a} {v} {t}" for a in ANIMALS for v in range(SEATS) for t in SLOTS)
    yield from (f"raid {a} {v}" for a in LEADERS for v in range(SEATS))
    yield from (f"battle {t} {v} {u}" for t in SLOTS for v in range(SEATS) for u in SLOTS)
    yield from ("wrap", "discarding")
    # Solo steps C-E (REALMS-SOLO-3, -7): reveal The Wild, first strikes, let it attack.
    yield from ("wild", "go")
    yield from (f"hunt {a} {j}" for a in SOLO_ANIMALS for j in WILD_SLOTS)
    # Wrap-Up / solo step F (REALMS-WRAP-1..5), discarding (REALMS-TURN-3), Draw.
    yield from (f"move {a} {d}" for a in ANIMALS for d in AREAS)
    yield from (f"lock {t}" for t in SLOTS)
    yield from (f"unlock {t}" for t in SLOTS)
    yield "end"
    yield from (f"discard {t}" for t in EVERY_CARD)
    yield from (f"redraw {r}" for r in REALMS)
    yield "done"
    # Pending choices (choices.task_actions).
    yield from (f"lose {t}" for t in EVERY_CARD)
    yield from (f"strike {d}" for d in ANIMALS)
    yield from (f"effect {k}" for k in EFFECTS)
    yield from (f"target {v} {t}" for v in range(SEATS) for t in SLOTS)
    yield from (f"pick {t}" for t in sorted(ANIMALS + REALMS))  # realms: Leviathan's search
    yield from ("steal", "raze")
    yield from (f"place {d}" for d in AREAS)


ACTIONS: tuple[str, ...] = tuple(_notations())

# ----- the observation layout: named slices of one flat vector ---------------------------
# A card by its number in a deck (0..71), whoever's deck: the Unleash and Into The Wild
# cards are copies, so the bits set among them count them.
CARDS = PER
CARD = C.T_CARD  # token -> card number
ANIMAL_KINDS = C.N_ANIMALS
REALM_CARDS = C.UNLEASH0 - C.REALM0
LEGEND_EFFECTS = len(C.LEGEND_EFFECT_IDS) * len(EFFECTS)
WILD_NAMES = tuple(dict.fromkeys(C.WILD_CARD_NAMES))
WILD_COUNT = {n: C.WILD_CARD_NAMES.count(n) for n in WILD_NAMES}
WILD_KIND = tuple(WILD_NAMES.index(n) for n in C.WILD_CARD_NAMES)
TASK_KINDS = T_SOLO_F + 1
DECISIONS = frozenset({T_LOSE, T_STRIKE, T_LEGEND, T_TREALM, T_TCARD, T_SPOILS, T_PLACE})
# A pending choice's purpose, numbered across the three kinds of task that have one.
PURPOSE_AT = {T_TREALM: 0, T_TCARD: RP_THREE + 1, T_PLACE: RP_THREE + 1 + CP_EVICT + 1}
PURPOSES = PURPOSE_AT[T_PLACE] + max(PL_SETTLE, PL_JOIN) + 1
PHASE_INDEX = {name: i for i, name in enumerate(PHASE_NAMES)}
BOARD_INDEX = {name: i for i, name in enumerate(C.REALM_TYPES)}
DISCARD_MODES = 3  # shut, open, just closed (REALMS-TURN-3)
MAX_DEFENDERS = 5  # a realm holds five (REALMS-KINGDOM-2); more only while travelling
MAX_ALLIANCE = 5  # REALMS-KINGDOM-3
MAX_HAND = 2 * HAND_LIMIT
MAX_QUEUE = 8
MAX_TASK_COUNT = 5  # cards a pending choice still asks for (hand limit, Hawk, Quake)
MAX_WILD_BONUS = 4
REALM_BLOCK = 3 + REALM_CARDS + ANIMAL_KINDS


def _offsets(sizes: list[tuple[str, int]]) -> dict[str, tuple[int, int]]:
    """Named slices laid end to end: name -> (start, size)."""
    out: dict[str, tuple[int, int]] = {}
    at = 0
    for name, n in sizes:
        out[name] = (at, n)
        at += n
    return out


# One seat's block, repeated for each seat relative to the observer.
SEAT_LAYOUT = _offsets([
    ("here", 1),                          # the seat is at the table
    ("board", len(C.REALM_TYPES)),        # its board's type (solo: Land)
    ("sizes", 4),                         # hand, deck, discard pile, Alliance
    ("discard", CARDS),                   # its discard pile
    ("alliance", ANIMAL_KINDS),
    # per slot: present, locked, defenders / 5, which realm card, its defenders
    ("realms", len(SLOTS) * REALM_BLOCK),
    ("lasting", LEGEND_EFFECTS),          # its lasting Legendary effects
])
SEAT_BLOCK = sum(n for _, n in SEAT_LAYOUT.values())
SEAT_AT = {name: at for name, (at, _) in SEAT_LAYOUT.items()}


LAYOUT = _offsets([
    ("players", SEATS),                   # player count, one-hot
    ("phase", len(PHASE_NAMES)),
    ("discarding", DISCARD_MODES),
    ("flags", 3),                         # battled this turn, a deck ran out, over
    ("round", 1),                         # round / 40
    ("active", SEATS), ("first", SEATS), ("to_move", SEATS), ("winners", SEATS),
    ("hand", CARDS),                      # the observer's own hand
    ("moved", ANIMAL_KINDS),              # animals that travelled this Wrap-Up
    ("legendary_deck", 1), ("legendary_discard", len(C.LEGEND_NAMES)),
    ("task_kind", TASK_KINDS), ("task_seat", SEATS), ("task_purpose", PURPOSES),
    ("task_legendary", len(C.LEGEND_NAMES)), ("task_card", CARDS),
    ("task_victim", SEATS), ("task_area", len(AREAS)), ("task_count", 1),
    ("queue", 1 + TASK_KINDS),            # queue length / 8, kinds waiting behind it
    ("wild", len(WILD_SLOTS) * CARDS),    # solo: The Wild row
    ("wild_deck", 1), ("wild_discard", len(WILD_NAMES)), ("wild_bonus", 1),
    ("seats", SEATS * SEAT_BLOCK),        # per relative seat, observer first
])
OBSERVATION_SIZE = sum(n for _, n in LAYOUT.values())
AT = {name: at for name, (at, _) in LAYOUT.items()}


def _task(task: list[int], rel: list[int], ones: list[int], at: list[int],
          values: list[float]) -> None:
    """The pending choice at the head of the queue: who decides what, about what."""
    kind = task[0]
    ones.append(AT["task_kind"] + kind)
    if kind not in DECISIONS:  # automatic steps run before anyone is asked
        return
    ones.append(AT["task_seat"] + rel[task[1]])
    card = victim = area = count = -1
    if kind == T_LOSE:
        count = task[2]
    elif kind == T_STRIKE:
        card, victim, area = task[3], task[4], task[5]
    elif kind == T_LEGEND:
        ones.append(AT["task_legendary"] + task[2])
    elif kind == T_TREALM:
        ones.append(AT["task_purpose"] + PURPOSE_AT[kind] + task[2])
        if task[2] == RP_SPREAD:  # solo: the Wild animal spreads into your kingdom
            card, victim, area = task[3], task[4] if len(rel) > 1 else 0, task[5]
    elif kind == T_TCARD:
        ones.append(AT["task_purpose"] + PURPOSE_AT[kind] + task[2])
        count = task[5]
        if task[2] in (CP_STONE, CP_UNLOCK):
            victim, area = task[3], task[4]
        elif task[2] == CP_EVICT:
            area, card = task[3], task[4]
    elif kind == T_SPOILS:
        victim, area = task[2], task[3]
    elif kind == T_PLACE:
        card = task[2]
        ones.append(AT["task_purpose"] + PURPOSE_AT[kind] + task[3])
    if card >= 0:
        ones.append(AT["task_card"] + CARD[card])
    if victim >= 0:
        ones.append(AT["task_victim"] + rel[victim])
    if area >= 0:
        ones.append(AT["task_area"] + area)
    if count >= 0:
        at.append(AT["task_count"])
        values.append(min(1.0, count / MAX_TASK_COUNT))


def observe(view: dict[str, Any], seat: int) -> npt.NDArray[np.float32]:
    """Encode `view(seat)`, the observer's own view.

    Positions are gathered in plain lists (`ones` set to 1, `at` set to `values`) and
    written at the end: one numpy call per feature would cost more than a game step.
    """
    import numpy as np

    n = view["players"]
    rel = [(p - seat) % n for p in range(n)]
    ones = [AT["players"] + n - 1, AT["phase"] + PHASE_INDEX[view["phase"]],
            AT["discarding"] + view["discarding"], AT["active"] + rel[view["active"]],
            AT["first"] + rel[view["first"]]]
    at = [AT["round"], AT["legendary_deck"], AT["wild_deck"], AT["wild_bonus"]]
    values = [min(1.0, view["round"] / ROUND_CAP),
              view["legendary_deck_count"] / len(C.LEGEND_NAMES),
              view["wild_deck_count"] / len(C.WILD_CARD_NAMES),
              min(1.0, view["wild_bonus"] / MAX_WILD_BONUS)]
    flags = AT["flags"]
    if view["battled"]:
        ones.append(flags)
    if view["deck_out"]:
        ones.append(flags + 1)
    if view["over"]:
        ones.append(flags + 2)
        ones += [AT["winners"] + rel[p] for p in view["result"]["winners"]]
    if view["to_move"] is not None:
        ones.append(AT["to_move"] + rel[view["to_move"]])
    moved = AT["moved"]
    ones += [moved + CARD[t] for t in view["moved"]]
    ones += [AT["legendary_discard"] + lid for lid in view["legendary_discard"]]
    pending = view["pending"]
    if pending:
        _task(pending[0], rel, ones, at, values)
        queue = AT["queue"] + 1
        ones += [queue + task[0] for task in pending[1:]]
    at.append(AT["queue"])
    values.append(min(1.0, len(pending) / MAX_QUEUE))
    for j, t in enumerate(view["wild"]):
        if t >= 0:
            ones.append(AT["wild"] + CARDS * j + CARD[t])
    counts = [0] * len(WILD_NAMES)
    for w in view["wild_discard"]:
        counts[WILD_KIND[w]] += 1
    for k, name in enumerate(WILD_NAMES):
        if counts[k]:
            at.append(AT["wild_discard"] + k)
            values.append(counts[k] / WILD_COUNT[name])
    seats = AT["seats"]
    for p, info in enumerate(view["seats"]):
        base = seats + SEAT_BLOCK * rel[p]
        ones += [base + SEAT_AT["here"], base + SEAT_AT["board"] + BOARD_INDEX[info["board"]]]
        sizes = base + SEAT_AT["sizes"]
        at += [sizes, sizes + 1, sizes + 2, sizes + 3]
        values += [min(1.0, info["hand_count"] / MAX_HAND), info["deck_count"] / PER,
                   min(1.0, len(info["discard"]) / PER),
                   min(1.0, len(info["alliance"]) / MAX_ALLIANCE)]
        if info["hand"] is not None:
            hand = AT["hand"]
            ones += [hand + CARD[t] for t in info["hand"]]
        discard = base + SEAT_AT["discard"]
        ones += [discard + CARD[t] for t in info["discard"]]
        alliance = base + SEAT_AT["alliance"]
        ones += [alliance + CARD[t] for t in info["alliance"]]
        realms = base + SEAT_AT["realms"]
        for t, realm in enumerate(info["realms"]):
            if realm["realm"] < 0:
                continue
            r = realms + REALM_BLOCK * t
            ones += [r, r + 3 - C.REALM0 + CARD[realm["realm"]]]
            if realm["locked"]:
                ones.append(r + 1)
            defenders = realm["defenders"]
            at.append(r + 2)
            values.append(min(1.0, len(defenders) / MAX_DEFENDERS))
            d = r + 3 + REALM_CARDS
            ones += [d + CARD[x] for x in defenders]
    for lid, k, owner in view["lasting"]:
        ones.append(seats + SEAT_BLOCK * rel[owner] + SEAT_AT["lasting"] + lid * len(EFFECTS) + k)
    x = np.zeros(OBSERVATION_SIZE, dtype=np.float32)
    # Two numpy calls in all: each costs more than the Python around it, and a scalar 1.0
    # spares building a list of ones as long as the positions.
    x.put(ones, 1.0)
    x.put(at, values)
    return x


class WildRealmsSpaces:
    """The spaces object Wild Realms puts in `Game.extras["spaces"]`."""

    actions = ACTIONS
    observation_size = OBSERVATION_SIZE

    @staticmethod
    def observe(view: dict[str, Any], seat: int) -> npt.NDArray[np.float32]:
        return observe(view, seat)


SPACES = WildRealmsSpaces()
