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

`observe_state` gives the same vector read from the state itself, and `observer` one
kept up to date part by part, for the learning adapters: building the view dict costs
half a decision of the game, and most of the table is unchanged from one decision to the
next. The view encoder and both fast paths go through one encoder (`_positions`), fed
from the view or from the state (`Table`).

numpy is imported only when an observation is made, so playing the game needs no numpy.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from itertools import chain
from operator import itemgetter
from typing import TYPE_CHECKING, Any, Protocol

from ...engine.spaces import SpacesSpec
from . import cards as C
from .combat import PL_JOIN, PL_SETTLE
from .effects import CP_EVICT, CP_STONE, CP_UNLOCK, RP_SPREAD, RP_THREE
from .rules import HAND_LIMIT, ROUND_CAP
from .state import PHASE_NAMES, WildState
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


# Positions used at every call, looked up once (a dict lookup per feature adds up).
PLAYERS_AT, PHASE_AT, DISCARDING_AT = AT["players"], AT["phase"], AT["discarding"]
FLAGS_AT, ROUND_AT = AT["flags"], AT["round"]
ACTIVE_AT, FIRST_AT, TO_MOVE_AT, WINNERS_AT = AT["active"], AT["first"], AT["to_move"], \
    AT["winners"]
HAND_AT, MOVED_AT = AT["hand"], AT["moved"]
LDECK_AT, LDISC_AT = AT["legendary_deck"], AT["legendary_discard"]
QUEUE_AT = AT["queue"]
WILD_AT, WDECK_AT, WDISC_AT, WBONUS_AT = AT["wild"], AT["wild_deck"], AT["wild_discard"], \
    AT["wild_bonus"]
SEATS_AT = AT["seats"]
TASK_KIND_AT, TASK_SEAT_AT, TASK_PURPOSE_AT, TASK_LEGENDARY_AT = (
    AT[k] for k in ("task_kind", "task_seat", "task_purpose", "task_legendary"))
TASK_CARD_AT, TASK_VICTIM_AT, TASK_AREA_AT, TASK_COUNT_AT = (
    AT[k] for k in ("task_card", "task_victim", "task_area", "task_count"))
HERE, BOARD, SIZES, DISCARD = (SEAT_AT[k] for k in ("here", "board", "sizes", "discard"))
ALLIANCE_AT, REALMS_AT, LASTING_AT = SEAT_AT["alliance"], SEAT_AT["realms"], SEAT_AT["lasting"]
REALM_CARD_AT = 3 - C.REALM0  # + a realm's card number: which realm card it is
DEFENDERS_AT = 3 + REALM_CARDS  # + an animal's card number
N_EFFECTS = len(EFFECTS)
N_LEGENDS = len(C.LEGEND_NAMES)
N_WILD_CARDS = len(C.WILD_CARD_NAMES)
WILD_COUNTS = [WILD_COUNT[name] for name in WILD_NAMES]


def _by_token(at: int) -> list[int]:
    """token -> the position of its card number in the slice at `at`: piles are then
    mapped in C (`map(table.__getitem__, pile)`), with no Python step per card."""
    return [at + CARD[t] for t in range(C.MAX_TOKEN)]


HAND_POS = _by_token(HAND_AT)
MOVED_POS = _by_token(MOVED_AT)
# Per seat relative to the observer: its discard pile, its Alliance, each slot's defenders.
DISCARD_POS = [_by_token(SEATS_AT + SEAT_BLOCK * r + DISCARD) for r in range(SEATS)]
ALLIANCE_POS = [_by_token(SEATS_AT + SEAT_BLOCK * r + ALLIANCE_AT) for r in range(SEATS)]
DEFENDERS_POS = [[_by_token(SEATS_AT + SEAT_BLOCK * r + REALMS_AT + REALM_BLOCK * k
                            + DEFENDERS_AT) for k in SLOTS] for r in range(SEATS)]


def _task(task: Sequence[int], rel: list[int], ones: list[int],
          at: list[int], values: list[float]) -> None:
    """The pending choice at the head of the queue: who decides what, about what."""
    kind = task[0]
    ones.append(TASK_KIND_AT + kind)
    if kind not in DECISIONS:  # automatic steps run before anyone is asked
        return
    ones.append(TASK_SEAT_AT + rel[task[1]])
    card = victim = area = count = -1
    if kind == T_LOSE:
        count = task[2]
    elif kind == T_STRIKE:
        card, victim, area = task[3], task[4], task[5]
    elif kind == T_LEGEND:
        ones.append(TASK_LEGENDARY_AT + task[2])
    elif kind == T_TREALM:
        ones.append(TASK_PURPOSE_AT + PURPOSE_AT[kind] + task[2])
        if task[2] == RP_SPREAD:  # solo: the Wild animal spreads into your kingdom
            card, victim, area = task[3], task[4] if len(rel) > 1 else 0, task[5]
    elif kind == T_TCARD:
        ones.append(TASK_PURPOSE_AT + PURPOSE_AT[kind] + task[2])
        count = task[5]
        if task[2] in (CP_STONE, CP_UNLOCK):
            victim, area = task[3], task[4]
        elif task[2] == CP_EVICT:
            area, card = task[3], task[4]
    elif kind == T_SPOILS:
        victim, area = task[2], task[3]
    elif kind == T_PLACE:
        card = task[2]
        ones.append(TASK_PURPOSE_AT + PURPOSE_AT[kind] + task[3])
    if card >= 0:
        ones.append(TASK_CARD_AT + CARD[card])
    if victim >= 0:
        ones.append(TASK_VICTIM_AT + rel[victim])
    if area >= 0:
        ones.append(TASK_AREA_AT + area)
    if count >= 0:
        at.append(TASK_COUNT_AT)
        values.append(min(1.0, count / MAX_TASK_COUNT))


class Shared(Protocol):
    """What `_shared_positions` reads by name: a `Table` made from the view has it, and
    so has the state itself, which the fast paths hand over as it is (copying it out
    would cost a fifth of the encoding). The names and meanings are the state's."""

    @property
    def players(self) -> int: ...
    @property
    def to_move(self) -> int | None: ...
    @property
    def winners(self) -> Sequence[int] | None: ...
    @property
    def round(self) -> int: ...
    @property
    def active(self) -> int: ...
    @property
    def first(self) -> int: ...
    @property
    def phase(self) -> int: ...
    @property
    def discarding(self) -> int: ...
    @property
    def battled(self) -> bool: ...
    @property
    def deckout(self) -> bool: ...
    @property
    def moved(self) -> Sequence[int]: ...
    @property
    def ldisc(self) -> Sequence[int]: ...
    @property
    def lasting(self) -> Sequence[Sequence[int]]: ...
    @property
    def queue(self) -> Sequence[Sequence[int]]: ...
    @property
    def wild(self) -> Sequence[int]: ...
    @property
    def wdisc(self) -> Sequence[int]: ...
    @property
    def wild_bonus(self) -> int: ...


class Table:
    """What an observation reads from the view, as plain values and lists under the
    state's names (`Shared`), so that one encoder (`_positions`) serves the view and,
    fed from the state directly, the fast paths: the two can differ only in what they
    hand it. Where the view shows only a size, the field is the size (`ldeck`, `wdeck`,
    `hand_counts`, `deck_counts`); `hand` is the observer's own.

    Realm slots are flat, slot i = seat * 4 + type, as in the state.
    """

    __slots__ = (
        "active",
        "alliance",
        "battled",
        "boards",
        "deck_counts",
        "deckout",
        "dfn",
        "disc",
        "discarding",
        "first",
        "hand",
        "hand_counts",
        "lasting",
        "ldeck",
        "ldisc",
        "locked",
        "moved",
        "phase",
        "players",
        "queue",
        "realm",
        "round",
        "to_move",
        "wdeck",
        "wdisc",
        "wild",
        "wild_bonus",
        "winners",
    )

    players: int
    to_move: int | None
    winners: list[int] | None  # None until the game is over
    round: int
    active: int
    first: int
    phase: int  # index into PHASE_NAMES
    discarding: int
    battled: bool
    deckout: bool
    moved: list[int]
    ldeck: int  # the Legendary deck's size
    ldisc: list[int]
    lasting: list[Any]  # (legendary, effect, owner) triples
    queue: list[Any]  # pending tasks, head first
    wild: list[int]
    wdeck: int  # The Wild deck's size
    wdisc: list[int]
    wild_bonus: int
    boards: Any  # per seat, its board's type index
    hand: list[int]  # the observer's own hand
    hand_counts: list[int]
    deck_counts: list[int]
    disc: list[list[int]]  # per seat
    alliance: list[list[int]]
    realm: list[int]
    locked: list[bool]
    dfn: list[list[int]]


def _head(t: Shared, rel: list[int]) -> list[int]:
    """The one-hots that move at most decisions: the phase, who is active, first and to
    move, the turn's flags, and at the end the winners."""
    ones = [PHASE_AT + t.phase, DISCARDING_AT + t.discarding, ACTIVE_AT + rel[t.active],
            FIRST_AT + rel[t.first]]
    if t.battled:
        ones.append(FLAGS_AT)
    if t.deckout:
        ones.append(FLAGS_AT + 1)
    if t.to_move is None:
        ones.append(FLAGS_AT + 2)
        ones += [WINNERS_AT + rel[p] for p in t.winners or ()]
    else:
        ones.append(TO_MOVE_AT + rel[t.to_move])
    return ones


def _counters(t: Shared, ldeck: int, wdeck: int) -> tuple[float, float, float, float]:
    """The values at ROUND_AT, LDECK_AT, WDECK_AT and WBONUS_AT."""
    return (min(1.0, t.round / ROUND_CAP), ldeck / N_LEGENDS, wdeck / N_WILD_CARDS,
            min(1.0, t.wild_bonus / MAX_WILD_BONUS))


COUNTERS_AT = (ROUND_AT, LDECK_AT, WDECK_AT, WBONUS_AT)


def _rare(t: Shared, rel: list[int]) -> tuple[list[int], list[int], list[float]]:
    """What changes at few decisions: the player count, animals moved this Wrap-Up, the
    Legendary discards, the pending choices, The Wild and the lasting effects."""
    ones = [PLAYERS_AT + t.players - 1]
    queue = t.queue
    at, values = [QUEUE_AT], [min(1.0, len(queue) / MAX_QUEUE)]
    if t.moved:
        ones += map(MOVED_POS.__getitem__, t.moved)
    if t.ldisc:
        ones += [LDISC_AT + lid for lid in t.ldisc]
    if queue:
        _task(queue[0], rel, ones, at, values)
        ones += [QUEUE_AT + 1 + task[0] for task in queue[1:]]
    card = CARD
    for j, x in enumerate(t.wild):
        if x >= 0:
            ones.append(WILD_AT + CARDS * j + card[x])
    if t.wdisc:
        counts = [0] * len(WILD_NAMES)
        for w in t.wdisc:
            counts[WILD_KIND[w]] += 1
        for k, c in enumerate(counts):
            if c:
                at.append(WDISC_AT + k)
                values.append(c / WILD_COUNTS[k])  # divided as the view encoder did
    for lid, k, owner in t.lasting:
        ones.append(SEATS_AT + SEAT_BLOCK * rel[owner] + LASTING_AT + lid * N_EFFECTS + k)
    return ones, at, values


def _shared_positions(t: Shared, rel: list[int], hand: list[int], ldeck: int,
                      wdeck: int) -> tuple[list[int], list[int], list[float]]:
    """Every position outside the seat blocks' fixed parts (the lasting effects are in
    the blocks, but belong to no one seat's piles): `_positions` less `_seat_positions`.
    `t` is a `Table` or the state itself; `hand` is the observer's own, `ldeck` and
    `wdeck` the sizes of the Legendary and The Wild decks. Made of three parts the
    observer keeps apart (`_head`, `_rare`, `_counters`) and the hand."""
    ones, at, values = _rare(t, rel)
    ones += _head(t, rel)
    ones += map(HAND_POS.__getitem__, hand)
    at += COUNTERS_AT
    values += _counters(t, ldeck, wdeck)
    return ones, at, values


def _positions(t: Table, seat: int) -> tuple[list[int], list[int], list[float]]:
    """Where the encoding holds 1 (`ones`), and the other values (`at`, `values`); every
    other position is 0."""
    n = t.players
    rel = [(p - seat) % n for p in range(n)]
    ones, at, values = _shared_positions(t, rel, t.hand, t.ldeck, t.wdeck)
    _seat_positions(rel, t.boards, t.hand_counts, t.deck_counts, t.disc, t.alliance,
                    t.realm, t.locked, t.dfn, ones, at, values)
    return ones, at, values


def _seat_positions(rel: list[int], boards: Sequence[int], hand_counts: list[int],
                    deck_counts: list[int], discs: list[list[int]],
                    alliances: list[list[int]], realm: list[int], locked: list[bool],
                    dfn: list[list[int]], ones: list[int], at: list[int],
                    values: list[float]) -> None:
    """Add each seat's block (less its lasting effects) to the positions."""
    add = ones.append
    card = CARD
    for p in range(len(rel)):
        q = rel[p]
        base = SEATS_AT + SEAT_BLOCK * q
        add(base + HERE)
        add(base + BOARD + boards[p])
        disc, alliance = discs[p], alliances[p]
        sizes = base + SIZES
        at += [sizes, sizes + 1, sizes + 2, sizes + 3]
        values += [min(1.0, hand_counts[p] / MAX_HAND), deck_counts[p] / PER,
                   min(1.0, len(disc) / PER), min(1.0, len(alliance) / MAX_ALLIANCE)]
        if disc:
            ones += map(DISCARD_POS[q].__getitem__, disc)
        if alliance:
            ones += map(ALLIANCE_POS[q].__getitem__, alliance)
        r = base + REALMS_AT
        defenders_pos = DEFENDERS_POS[q]
        for i in range(4 * p, 4 * p + 4):
            ri = realm[i]
            if ri >= 0:
                add(r)
                add(r + REALM_CARD_AT + card[ri])
                if locked[i]:
                    add(r + 1)
                defenders = dfn[i]
                at.append(r + 2)
                values.append(min(1.0, len(defenders) / MAX_DEFENDERS))
                if defenders:
                    ones += map(defenders_pos[i & 3].__getitem__, defenders)
            r += REALM_BLOCK


def _write(out: npt.NDArray[np.float32], ones: list[int], at: list[int],
           values: list[float]) -> None:
    """Zero `out`, then set the positions: two numpy calls, each cheaper than a Python
    loop over the hundred or so positions."""
    out.fill(0.0)
    out.put(ones, 1.0)
    out.put(at, values)


_BOARD, _HAND_COUNT, _DECK_COUNT, _DISCARD, _ALLIANCE, _REALMS = (
    itemgetter(k) for k in ("board", "hand_count", "deck_count", "discard", "alliance", "realms"))
_REALM, _LOCKED, _DEFENDERS = (itemgetter(k) for k in ("realm", "locked", "defenders"))


def _from_view(view: dict[str, Any], seat: int) -> Table:
    t = Table()
    t.players = view["players"]
    t.to_move = view["to_move"]
    t.winners = view["result"]["winners"] if view["over"] else None
    t.round, t.active, t.first = view["round"], view["active"], view["first"]
    t.phase = PHASE_INDEX[view["phase"]]
    t.discarding, t.battled, t.deckout = view["discarding"], view["battled"], view["deck_out"]
    t.moved, t.ldisc, t.lasting = view["moved"], view["legendary_discard"], view["lasting"]
    t.ldeck, t.queue = view["legendary_deck_count"], view["pending"]
    t.wild, t.wdeck, t.wdisc = view["wild"], view["wild_deck_count"], view["wild_discard"]
    t.wild_bonus = view["wild_bonus"]
    seats = view["seats"]
    # itemgetter and map run in C: no Python step per seat or realm.
    t.boards = [BOARD_INDEX[b] for b in map(_BOARD, seats)]
    t.hand = seats[seat]["hand"] or []
    t.hand_counts = list(map(_HAND_COUNT, seats))
    t.deck_counts = list(map(_DECK_COUNT, seats))
    t.disc = list(map(_DISCARD, seats))
    t.alliance = list(map(_ALLIANCE, seats))
    realms = list(chain.from_iterable(map(_REALMS, seats)))
    t.realm = list(map(_REALM, realms))
    t.locked = list(map(_LOCKED, realms))
    t.dfn = list(map(_DEFENDERS, realms))
    return t


SOLO_BOARD = (BOARD_INDEX["Land"],)


def observe(view: dict[str, Any], seat: int) -> npt.NDArray[np.float32]:
    """Encode `view(seat)`, the observer's own view."""
    import numpy as np

    x = np.empty(OBSERVATION_SIZE, dtype=np.float32)
    _write(x, *_positions(_from_view(view, seat), seat))
    return x


def observe_state(state: WildState, seat: int, out: npt.NDArray[np.float32]) -> None:
    """Write into `out` exactly what `observe(state.view(seat), seat)` returns, read from
    the state without building the view (the view costs half a decision).

    It reads only what `WildState._view(seat)` shows: the observer's own hand, and only
    the sizes of the hidden piles (other hands, every deck, the Legendary and The Wild
    decks); solo plays on the Land board.
    tests/games/wild_realms/test_fast_observe.py checks the two agree for every seat at
    every decision of whole games at 1-4 players and every solo difficulty, and that it
    ignores what `determinize` resamples.
    """
    n = state.players
    rel = [(p - seat) % n for p in range(n)]
    ones, at, values = _shared_positions(state, rel, state.hand[seat], len(state.ldeck),
                                         len(state.wdeck))
    _seat_positions(rel, range(n) if n > 1 else SOLO_BOARD, list(map(len, state.hand)),
                    list(map(len, state.deck)), state.disc, state.alliance, state.realm,
                    state.locked, state.dfn, ones, at, values)
    _write(out, ones, at, values)


class WildRealmsObserver:
    """Keeps one encoding up to date: what `observe_state(state, seat)` writes, rewriting
    only the parts whose inputs changed since the last call (from one decision to the
    next most of the table stays as it was).

    The parts, each compared with what was read last time (list comparisons run in C):
    the head (`_head`: phase, seats and the turn's flags), the observer's hand, the
    rarely changing rest of the shared part (`_rare`), the four counters, and per seat
    its hand and deck sizes, discard pile, Alliance (each with its size) and each realm
    slot; the head and `_rare` are recomputed only when what they read differs. It
    remembers values, never the state, so any state may come next: another observer
    seat moves the seat blocks (`_turn`), another player count is written whole. Values
    are written one at a time through a memoryview: a few dozen per call cost less that
    way than building index arrays.
    """

    def __init__(self, out: npt.NDArray[np.float32] | None = None) -> None:
        import numpy as np

        self.out = np.zeros(OBSERVATION_SIZE, np.float32) if out is None else out
        self.mv = self.out.data.cast("B").cast("f")
        self.key: tuple[int, int] | None = None  # (players, seat) last written
        self.rel: list[int] = []  # seat -> its block, relative to the observer
        self.sizes_at: list[int] = []  # seat -> where its block's sizes start
        self.head: list[int] = []
        self.head_key: tuple[Any, ...] = ()  # what `_head` read
        self.hand: list[int] = []
        self.inputs: tuple[Any, ...] = ()  # what `_rare` read, copied
        self.ones: list[int] = []  # `_rare`'s positions last written
        self.at: list[int] = []
        self.values: list[float] = []
        self.counters: tuple[int, int, int, int] = (0, 0, 0, 0)
        self.counts: list[int] = []  # per seat: hand sizes, then deck sizes
        self.discs: list[list[int]] = []
        self.alliances: list[list[int]] = []
        self.realm: list[int] = []
        self.locked: list[bool] = []
        self.dfn: list[list[int]] = []

    def observe(self, state: WildState, seat: int) -> npt.NDArray[np.float32]:
        n = state.players
        key = self.key
        if key != (n, seat):
            if key is None or key[0] != n:
                self._whole(state, seat)
                return self.out
            self._turn(seat)
        mv, rel = self.mv, self.rel
        head_key = _head_key(state)
        if head_key != self.head_key:
            head = _head(state, rel)
            for i in self.head:
                mv[i] = 0.0
            for i in head:
                mv[i] = 1.0
            self.head, self.head_key = head, head_key
        hand = state.hand[seat]
        if hand != self.hand:
            for x in self.hand:
                mv[HAND_POS[x]] = 0.0
            for x in hand:
                mv[HAND_POS[x]] = 1.0
            self.hand = hand[:]
        if (state.moved, state.ldisc, state.queue, state.wild, state.wdisc,
                state.lasting) != self.inputs:  # what `_rare_inputs` reads, inline
            self._rare(state)
        counters = (state.round, len(state.ldeck), len(state.wdeck), state.wild_bonus)
        if counters != self.counters:
            for i, v in zip(COUNTERS_AT, _counters(state, counters[1], counters[2]),
                            strict=True):
                mv[i] = v
            self.counters = counters
        counts = [*map(len, state.hand), *map(len, state.deck)]
        if counts != self.counts:
            for p, b in enumerate(self.sizes_at):
                mv[b] = min(1.0, counts[p] / MAX_HAND)
                mv[b + 1] = counts[n + p] / PER
            self.counts = counts
        discs, alliances = state.disc, state.alliance
        if discs != self.discs:
            self._piles(discs, self.discs, DISCARD_POS, 2, PER)
        if alliances != self.alliances:
            self._piles(alliances, self.alliances, ALLIANCE_POS, 3, MAX_ALLIANCE)
        if state.realm != self.realm or state.locked != self.locked or state.dfn != self.dfn:
            self._realms(state)
        return self.out

    def _rare(self, state: WildState) -> None:
        mv = self.mv
        ones, at, values = _rare(state, self.rel)
        if ones != self.ones:
            for i in self.ones:
                mv[i] = 0.0
            for i in ones:
                mv[i] = 1.0
            self.ones = ones
        if at != self.at or values != self.values:
            for i in self.at:
                mv[i] = 0.0
            for i, v in zip(at, values, strict=True):
                mv[i] = v
            self.at, self.values = at, values
        self.inputs = _rare_inputs(state, copy=True)

    def _piles(self, piles: list[list[int]], old: list[list[int]], tables: list[list[int]],
               size_at: int, most: int) -> None:
        """Rewrite the piles that differ from `old`, and their sizes; `old` takes copies
        of them."""
        mv, rel = self.mv, self.rel
        for p, pile in enumerate(piles):
            was = old[p]
            if pile == was:
                continue
            old[p] = pile[:]
            q = rel[p]
            mv[self.sizes_at[p] + size_at] = min(1.0, len(pile) / most)
            pos = tables[q]
            k = len(was)
            if pile[:k] == was:  # only added to (a discard pile mostly grows)
                for x in pile[k:]:
                    mv[pos[x]] = 1.0
                continue
            for x in was:
                mv[pos[x]] = 0.0
            for x in pile:
                mv[pos[x]] = 1.0

    def _realms(self, state: WildState) -> None:
        mv, card, rel = self.mv, CARD, self.rel
        realm, locked, dfn = state.realm, state.locked, state.dfn
        old_realm, old_locked, old_dfn = self.realm, self.locked, self.dfn
        for i, ri in enumerate(realm):
            if ri == old_realm[i] and locked[i] == old_locked[i] and dfn[i] == old_dfn[i]:
                continue
            old_realm[i], old_locked[i], old_dfn[i] = ri, locked[i], dfn[i][:]
            q = rel[i >> 2]
            r = SEATS_AT + SEAT_BLOCK * q + REALMS_AT + REALM_BLOCK * (i & 3)
            self.out[r:r + REALM_BLOCK] = 0.0
            if ri >= 0:
                mv[r] = 1.0
                mv[r + REALM_CARD_AT + card[ri]] = 1.0
                if locked[i]:
                    mv[r + 1] = 1.0
                defenders = dfn[i]
                mv[r + 2] = min(1.0, len(defenders) / MAX_DEFENDERS)
                pos = DEFENDERS_POS[q][i & 3]
                for x in defenders:
                    mv[pos[x]] = 1.0

    def _turn(self, seat: int) -> None:
        """Another observer seat at the same table: move each seat's block to its place
        relative to `seat` (what is remembered per seat stays true), and have the parts
        that name seats relative to the observer (the head, the hand, `_rare`) rewritten
        by the call that follows."""
        assert self.key is not None
        n, was = self.key
        shift = was - seat  # the block at q moves to (q + shift) % n
        end = SEATS_AT + n * SEAT_BLOCK
        blocks = self.out[SEATS_AT:end].reshape(n, SEAT_BLOCK)
        blocks[:] = blocks[[(q - shift) % n for q in range(n)]]

        def moved(i: int) -> int:
            if not SEATS_AT <= i < end:
                return i
            q, offset = divmod(i - SEATS_AT, SEAT_BLOCK)
            return SEATS_AT + (q + shift) % n * SEAT_BLOCK + offset

        self.ones = [moved(i) for i in self.ones]  # lasting effects lie in the blocks
        self.at = [moved(i) for i in self.at]
        self.head_key = self.inputs = ()  # differ from anything: recomputed
        self.key = (n, seat)
        self.rel = [(p - seat) % n for p in range(n)]
        self.sizes_at = [SEATS_AT + SEAT_BLOCK * q + SIZES for q in self.rel]

    def _whole(self, state: WildState, seat: int) -> None:
        """Write everything, and remember what it was written from."""
        n = state.players
        observe_state(state, seat, self.out)
        self.key = (n, seat)
        rel = self.rel = [(p - seat) % n for p in range(n)]
        self.sizes_at = [SEATS_AT + SEAT_BLOCK * q + SIZES for q in rel]
        self.head = _head(state, rel)
        self.head_key = _head_key(state)
        self.hand = state.hand[seat][:]
        self.ones, self.at, self.values = _rare(state, rel)
        self.inputs = _rare_inputs(state, copy=True)
        self.counters = (state.round, len(state.ldeck), len(state.wdeck), state.wild_bonus)
        self.counts = [*map(len, state.hand), *map(len, state.deck)]
        self.discs = [pile[:] for pile in state.disc]
        self.alliances = [pile[:] for pile in state.alliance]
        self.realm, self.locked = state.realm[:], state.locked[:]
        self.dfn = [d[:] for d in state.dfn]


def _head_key(state: WildState) -> tuple[Any, ...]:
    """Everything `_head` reads, as values to keep."""
    w = state.winners
    return (state.phase, state.discarding, state.active, state.first, state.battled,
            state.deckout, state.to_move, w if w is None else tuple(w))


def _rare_inputs(state: WildState, copy: bool = False) -> tuple[Any, ...]:
    """Everything `_rare` reads but the player count and the seats' order (the observer
    keys on those); with `copy`, as copies to keep (the lists change in place; their
    items are ints and tuples)."""
    lists = (state.moved, state.ldisc, state.queue, state.wild, state.wdisc, state.lasting)
    return tuple(x[:] for x in lists) if copy else lists


SPACES = SpacesSpec(ACTIONS, OBSERVATION_SIZE, observe, observe_state=observe_state,
                    observer=WildRealmsObserver)
