"""War of the Wilds for learning agents: a fixed action space and a fixed-size observation.

The action space lists every notation `rules.py` can produce, once, built from the card
tables: card ids 0..107, seats 0..3, the four resource kinds. An action's id is its
index. The observation encodes `view(seat)` alone, every value in [0, 1]. Seats are
absolute, as in the actions ("send 12 1" attacks seat 1), and the observer's seat is
one-hot in the "seat" slice.

`observe_state` gives the same vector read from the state itself, for the learning
adapters: building the view dict costs more than a decision of the game.

numpy is imported only when an observation is made, so playing the game needs no numpy.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from ...engine.spaces import SpacesSpec, move_cards
from . import cards as C
from .economy import ITEMS
from .state import (
    ACTION,
    ANSWER,
    ASSIGN,
    BLOCK,
    DISCARD,
    DISCOUNT,
    DRAWING,
    FOX_BLOCK,
    KEEP,
    LATE,
    OFFER,
    ORDER,
    OVER,
    PAY,
    PLAY,
    SWAP,
    WotwState,
)
from .trading import MAX_SIDE

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
    # DISCOUNT (Call to Arms: the card not paid), PAY, SWAP (give a kind), OFFER, ANSWER.
    yield from (f"discount {k}" for k in (*C.RESOURCES, "any"))
    yield from (f"pay {k}" for k in C.RESOURCES)
    yield from (f"give {i}" for i in ITEMS)
    yield from (f"get {i}" for i in ITEMS)
    yield from ("propose", "withdraw", "accept", "decline")
    # ASSIGN: send a creature against a seat; then fight.
    yield from (f"send {c} {d}" for c in CREATURES for d in range(SEATS))
    yield "fight"
    # ORDER: which attack is fought next.
    yield from (f"fight {d}" for d in range(SEATS))
    # FOX_BLOCK and BLOCK: a blocker alone (The Fox) or against an attacker.
    yield from (f"block {c}" for c in CREATURES)
    yield from (f"block {b} {a}" for b in CREATURES for a in CREATURES if a != b)
    yield "done"
    # DISCARD down to 7.
    yield from (f"discard {c}" for c in range(CARDS))


ACTIONS: tuple[str, ...] = tuple(_notations())

# ----- the observation layout: named slices of one flat vector ---------------------
PHASES = (KEEP, FOX_BLOCK, ACTION, DRAWING, PLAY, DISCOUNT, PAY, SWAP, OFFER, ANSWER,
          ASSIGN, ORDER, BLOCK, LATE, DISCARD, OVER)
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


# Absolute positions, built once, so that the encoder adds no offsets and looks up no
# slice names: at 2 500 values per decision, every dict lookup saved is worth it.
SEAT_AT, ACTING_AT, TO_MOVE_AT, OVER_AT = AT["seat"], AT["acting"], AT["to_move"], AT["over"]
PLAYERS_AT = AT["players"] - 1  # + the player count
PHASE_AT = {p: AT["phase"] + i for i, p in enumerate(PHASES)}
DAY_AT = {d: AT["day_card"] + i for i, d in enumerate(DAY_NAMES)}
DAY_CARD_AT = tuple(DAY_AT[name] for name in C.DAY_NAME)  # by day card index
PARTNER_AT, GIVE_AT, GET_AT = AT["offer_partner"], AT["offer_give"], AT["offer_get"]
ROW_AT, DISCARD_AT, HAND_AT, RETURNED_AT = AT["row"], AT["discard"], AT["hand"], AT["returned"]
ARMY_AT = tuple(AT["army"] + CARDS * r for r in range(SEATS))
TIRED_AT = tuple(AT["tired"] + CARDS * r for r in range(SEATS))
FRESH_AT = tuple(AT["fresh"] + CARDS * r for r in range(SEATS))
ATTACKS_AT = tuple(AT["attacks"] + CARDS * r for r in range(SEATS))
BLOCKERS_AT, BLOCKED_AT = AT["blockers"], AT["blocked"]
# seat_info of seat r: home one-hot (6), hand size, 4 resources, store, buried, present.
HOME_AT = tuple({name: AT["seat_info"] + 14 * r + i for i, name in enumerate(C.HOME_NAME)}
                for r in range(SEATS))
HOME_OF_AT = tuple(tuple(AT["seat_info"] + 14 * r + i for i in range(len(C.HOME_NAME)))
                   for r in range(SEATS))  # by home index, for the state's `homes`
PRESENT_AT = tuple(AT["seat_info"] + 14 * r + 13 for r in range(SEATS))
CARD_BLOCK_AT = (ROW_AT, DISCARD_AT, RETURNED_AT, HAND_AT)  # in WotwObserver's order


# The counts that are fractions of a maximum, in the order `observe` lists them: the
# table's nine (days, day cards left, wild, box, the four piles, the deck), then seven
# per seat (hand size, four resources, store, buried). For each, its position and a
# table of count -> min(1, count/maximum) up to the maximum (a lookup is cheaper than a
# product and a comparison, and gives the same floats). The clock, day/days, is apart.
CLOCK_AT = AT["clock"]
TABLE_COUNT_AT = (CLOCK_AT + 1, CLOCK_AT + 2, *range(AT["supply"], AT["supply"] + 7))
SEAT_COUNT_AT = tuple(tuple(range(AT["seat_info"] + 14 * r + 6, AT["seat_info"] + 14 * r + 13))
                      for r in range(SEATS))
COUNT_AT = TABLE_COUNT_AT + sum(SEAT_COUNT_AT, ())


def _fractions(full: int) -> tuple[float, ...]:
    inverse = 1.0 / full
    return tuple(v * inverse for v in range(full)) + (1.0,)


TABLE_FRACTIONS = tuple(_fractions(f) for f in (20, 20, C.ACORNS, C.ACORNS,
                                                *([C.RESOURCE_CARDS] * 4), CARDS))
SEAT_FRACTIONS = tuple(_fractions(f) for f in (10, *([C.RESOURCE_CARDS] * 4), C.ACORNS,
                                               C.ACORNS))
COUNT_FRACTIONS = TABLE_FRACTIONS + SEAT_FRACTIONS * SEATS
# An offer's counts, give side then get side, as fractions of the most a side may hold.
OFFER_COUNT_AT = tuple(range(GIVE_AT, GIVE_AT + len(ITEMS))) + tuple(
    range(GET_AT, GET_AT + len(ITEMS)))
OFFER_FRACTIONS = (_fractions(MAX_SIDE),) * (2 * len(ITEMS))


def observe(view: dict[str, Any], seat: int) -> npt.NDArray[np.float32]:
    """Encode `view(seat)`, the observer's own view, into a new vector."""
    import numpy as np

    out = np.zeros(OBSERVATION_SIZE, dtype=np.float32)
    _write(view, seat, out)
    return out


def _write(view: dict[str, Any], seat: int, out: npt.NDArray[np.float32]) -> None:
    """Set the encoding's non-zero values in an all-zero `out`.

    Positions are gathered in one plain list, then written one by one through a
    memoryview (at about 70 values, cheaper than turning the list into an array);
    small lists are walked with plain loops guarded by `if`, since in Python 3.11 each
    comprehension is a function call.
    """
    players = view["players"]
    n = len(players)
    ones = [SEAT_AT + seat, PHASE_AT[view["phase"]], ACTING_AT + view["acting"],
            PLAYERS_AT + n]
    add = ones.append
    piles = view["piles"]
    counts = [view["days"], view["days_left_in_deck"], view["wild"], view["box"],
              *piles.values(), view["deck_size"]]
    day_card = view["day_card"]
    if day_card is not None:
        add(DAY_AT[day_card])
    to_move = view["to_move"]
    if to_move is not None:
        add(TO_MOVE_AT + to_move)
    if view["over"]:
        add(OVER_AT)
    offer = view["offer"]
    offered: list[int] = []
    if offer is not None:
        add(PARTNER_AT + offer["partner"])
        offered = [*offer["give"].values(), *offer["get"].values()]
    for c in view["row"]:
        add(ROW_AT + c)
    discard = view["discard"]
    if discard:
        ones += [DISCARD_AT + c for c in discard]
    returned = view["returned"]
    if returned:
        for c in returned:
            add(RETURNED_AT + c)
    for p in players:
        r = p["seat"]
        hand = p["hand"]
        if hand:
            for c in hand:
                add(HAND_AT + c)
        add(HOME_AT[r][p["home"]])
        add(PRESENT_AT[r])
        counts.append(p["hand_size"])
        counts += p["resources"].values()
        counts.append(p["store"])
        counts.append(p["buried"])
        army = p["army"]
        if army:
            at, tired, fresh = ARMY_AT[r], TIRED_AT[r], FRESH_AT[r]
            for creature in army:
                c = creature["card"]
                add(at + c)
                if creature["tired"]:
                    add(tired + c)
                if creature["fresh"]:
                    add(fresh + c)
    for d, attackers in enumerate(view["attacks"]):
        if attackers:
            at = ATTACKS_AT[d]
            for c in attackers:
                add(at + c)
    ones += _block_positions(view["blocks"])
    mv = out.data.cast("B").cast("f")  # float32, one value at a time
    for i in ones:
        mv[i] = 1.0
    _write_counts(mv, COUNT_AT, COUNT_FRACTIONS, counts)
    if offered:
        _write_counts(mv, OFFER_COUNT_AT, OFFER_FRACTIONS, offered)
    mv[CLOCK_AT] = _clock(view["day"], view["days"])


def _block_positions(blocks: list[int]) -> list[int]:
    """Positions of the blockers and the blocked, from (blocker, attacker) pairs."""
    out = []
    for i in range(0, len(blocks), 2):
        out.append(BLOCKERS_AT + blocks[i])
        if blocks[i + 1] >= 0:  # -1: blocking The Fox
            out.append(BLOCKED_AT + blocks[i + 1])
    return out


def _write_counts(mv: memoryview[float], at: tuple[int, ...],
                  fractions: tuple[tuple[float, ...], ...], counts: list[int]) -> None:
    """Write `counts` at positions `at` as fractions of their maxima (1 past them)."""
    try:
        for i, table, v in zip(at, fractions, counts):  # noqa: B905 (at and fractions are longer)
            mv[i] = table[v]
    except IndexError:  # a count past its table: clamp it by hand
        for i, table, v in zip(at, fractions, counts):  # noqa: B905
            mv[i] = table[v] if v < len(table) else 1.0


def _clock(day: int, days: int) -> float:
    clock = day / max(1, days)
    return clock if clock < 1.0 else 1.0


def observe_state(state: WotwState, seat: int, out: npt.NDArray[np.float32]) -> None:
    """Write into `out` exactly what `observe(state.view(seat), seat)` returns, read from
    the state without building the view (the view costs more than a decision).

    It reads what `WotwState._view(seat)` shows and nothing more: the observer's own
    hand only, the cards it returned only during its own setup, the trade offer only
    while one is built or answered. tests/rl/test_fast_observe.py checks that the two agree
    for every seat at every decision of many games, and that it ignores what
    `determinize` resamples. It writes the whole vector; `WotwObserver` rewrites only
    what changed since its last call, for callers that observe game after game.
    """
    out.fill(0.0)
    n = state.players
    phase, acting, to_move = state.phase, state.acting, state.to_move
    ones = [SEAT_AT + seat, PHASE_AT[phase], ACTING_AT + acting, PLAYERS_AT + n]
    add = ones.append
    if state.day_card >= 0:
        add(DAY_CARD_AT[state.day_card])
    add(OVER_AT if to_move is None else TO_MOVE_AT + to_move)
    if phase in (OFFER, ANSWER):
        add(PARTNER_AT + state.offer[0])
    for c in state.row:
        add(ROW_AT + c)
    discard = state.discard
    if discard:
        ones += [DISCARD_AT + c for c in discard]
    if seat == acting and phase == KEEP:
        for c in state.returned:
            add(RETURNED_AT + c)
    for c in state.hands[seat]:
        add(HAND_AT + c)
    piles, shown = state.shown_counts(seat)  # the keep is hidden until all have kept
    counts = [state.days, len(state.day_deck), state.wild, state.box, *piles,
              len(state.deck)]
    army, homes = state.army, state.homes
    store, buried, tired, fresh = state.store, state.buried, state.tired, state.fresh
    for p in range(n):
        add(HOME_OF_AT[p][homes[p]])
        add(PRESENT_AT[p])
        counts.append(shown[p][0])
        counts += shown[p][1]
        counts.append(store[p])
        counts.append(buried[p])
        creatures = army[p]
        if creatures:
            at, tired_at, fresh_at = ARMY_AT[p], TIRED_AT[p], FRESH_AT[p]
            for c in creatures:
                add(at + c)
                if tired >> c & 1:
                    add(tired_at + c)
                if fresh >> c & 1:
                    add(fresh_at + c)
    for d, attackers in enumerate(state.attacks):
        if attackers:
            at = ATTACKS_AT[d]
            for c in attackers:
                add(at + c)
    ones += _block_positions(state.blocks)
    mv = out.data.cast("B").cast("f")
    for i in ones:
        mv[i] = 1.0
    _write_counts(mv, COUNT_AT, COUNT_FRACTIONS, counts)
    if phase in (OFFER, ANSWER):
        _write_counts(mv, OFFER_COUNT_AT, OFFER_FRACTIONS, state.offer[1:])
    mv[CLOCK_AT] = _clock(state.day, state.days)


_NONE: list[int] = []  # the returned cards of a seat that may not see them
_NO_OFFER = [0] * (2 * len(ITEMS))  # no offer on the table: every count 0


class WotwObserver:
    """One observation vector, brought up to date in place by each `observe`.

    From one decision to the next most of the table stays as it was, so each call
    compares what the encoding reads from the state with what it read the last time,
    part by part (comparing two lists runs in C), and rewrites only the parts that
    changed: their old positions are set to 0, then the new ones to 1. Only the values
    read last time are remembered, so any state and any seat may come next: the vector
    is always what `observe_state(state, seat)` writes (tests/rl/test_fast_observe.py
    checks it along whole games, with seats and games switching). Values are written
    one by one through a memoryview: a few dozen per call cost less that way than
    one numpy call.
    """

    __slots__ = ("_armies", "_attacks", "_bits", "_blocks", "_clock", "_counts",
                 "_discard", "_hand", "_head", "_homes", "_mv", "_offer", "_players", "_returned",
                 "_row", "_table", "out")

    def __init__(self, out: npt.NDArray[np.float32] | None = None) -> None:
        """`out`: the vector to keep up to date (all overwritten at the first call);
        by default a new one."""
        import numpy as np

        self.out = np.zeros(OBSERVATION_SIZE, np.float32) if out is None else out
        self._mv = self.out.data.cast("B").cast("f")  # float32, written one value at a time
        self._players = 0  # 0: nothing written yet

    def _start(self, players: int) -> None:
        """Clear the vector and forget what was read: this call writes every part.

        What is remembered is what the all-zero vector shows (no cards, no counts)."""
        self.out.fill(0.0)
        self._mv[PLAYERS_AT + players] = 1.0
        self._players = players
        self._head: list[int] = []
        self._homes: list[int] = []
        self._row: list[int] = []
        self._discard: list[int] = []
        self._returned: list[int] = []
        self._offer = _NO_OFFER
        self._hand: list[int] = []
        self._armies: list[list[int]] = [[] for _ in range(players)]
        self._bits = (0, 0)  # the tired and fresh masks
        self._attacks: list[list[int]] = []
        self._blocks: list[int] = []
        self._table: list[int] = []  # the table's counts
        self._counts: list[list[int]] = [[] for _ in range(players)]  # each seat's, as written
        self._clock = (0, 0)  # day, days

    def observe(self, state: WotwState, seat: int) -> npt.NDArray[np.float32]:
        """The encoding of what `seat` sees of `state`: `self.out`, which the next call
        overwrites."""
        n = state.players
        if n != self._players:
            self._start(n)
        mv = self._mv
        phase, acting, to_move = state.phase, state.acting, state.to_move
        head = [SEAT_AT + seat, PHASE_AT[phase], ACTING_AT + acting,
                OVER_AT if to_move is None else TO_MOVE_AT + to_move]
        if state.day_card >= 0:
            head.append(DAY_CARD_AT[state.day_card])
        in_offer = phase in (OFFER, ANSWER)
        if in_offer:
            head.append(PARTNER_AT + state.offer[0])
        offered = state.offer[1:] if in_offer else _NO_OFFER
        if offered != self._offer:
            _write_counts(mv, OFFER_COUNT_AT, OFFER_FRACTIONS, offered)
            self._offer = offered[:]
        if head != self._head:
            for i in self._head:
                mv[i] = 0.0
            for i in head:
                mv[i] = 1.0
            self._head = head
        homes = state.homes
        if homes != self._homes:
            for p, h in enumerate(self._homes):
                mv[HOME_OF_AT[p][h]] = 0.0
            for p, h in enumerate(homes):
                mv[HOME_OF_AT[p][h]] = 1.0
                mv[PRESENT_AT[p]] = 1.0
            self._homes = homes[:]
        # The card lists, each in its block.
        cards = state.row
        if cards != self._row:
            move_cards(mv, ROW_AT, self._row, cards)
        cards = state.discard
        if cards != self._discard:
            move_cards(mv, DISCARD_AT, self._discard, cards)
        cards = state.returned if seat == acting and phase == KEEP else _NONE
        if cards != self._returned:
            move_cards(mv, RETURNED_AT, self._returned, cards)
        cards = state.hands[seat]
        if cards != self._hand:
            move_cards(mv, HAND_AT, self._hand, cards)
        # Armies with their tired and fresh marks (bitmasks over card ids).
        bits = (state.tired, state.fresh)
        marks_changed = bits != self._bits
        self._bits = bits
        tired, fresh = bits
        armies = self._armies
        for p, creatures in enumerate(state.army):
            if marks_changed or creatures != armies[p]:
                at, tired_at, fresh_at = ARMY_AT[p], TIRED_AT[p], FRESH_AT[p]
                for c in armies[p]:
                    mv[at + c] = mv[tired_at + c] = mv[fresh_at + c] = 0.0
                for c in creatures:
                    mv[at + c] = 1.0
                    if tired >> c & 1:
                        mv[tired_at + c] = 1.0
                    if fresh >> c & 1:
                        mv[fresh_at + c] = 1.0
                armies[p] = creatures[:]
        attacks = state.attacks
        if attacks != self._attacks:
            for d, attackers in enumerate(self._attacks):
                for c in attackers:
                    mv[ATTACKS_AT[d] + c] = 0.0
            for d, attackers in enumerate(attacks):
                for c in attackers:
                    mv[ATTACKS_AT[d] + c] = 1.0
            self._attacks = [a[:] for a in attacks]
        blocks = state.blocks
        if blocks != self._blocks:
            for i in _block_positions(self._blocks):
                mv[i] = 0.0
            for i in _block_positions(blocks):
                mv[i] = 1.0
            self._blocks = blocks[:]
        # The counts: the table's, then each seat's, each group rewritten if it changed.
        piles, shown = state.shown_counts(seat)  # the keep is hidden until all have kept
        table = [state.days, len(state.day_deck), state.wild, state.box, *piles,
                 len(state.deck)]
        if table != self._table:
            _write_counts(mv, TABLE_COUNT_AT, TABLE_FRACTIONS, table)
            self._table = table
        clock = (state.day, state.days)
        if clock != self._clock:
            mv[CLOCK_AT] = _clock(*clock)
            self._clock = clock
        store, buried = state.store, state.buried
        written = self._counts
        for p in range(n):
            mine = [shown[p][0], *shown[p][1], store[p], buried[p]]
            if mine != written[p]:
                _write_counts(mv, SEAT_COUNT_AT[p], SEAT_FRACTIONS, mine)
                written[p] = mine
        return self.out


SPACES = SpacesSpec(ACTIONS, OBSERVATION_SIZE, observe, observe_state=observe_state,
                    observer=WotwObserver)
