"""Weavlings in the Wilds for learning agents: a fixed action space and a fixed-size
observation.

The action space lists every notation `rules.py` can produce under any options, once,
built from the tables: the 12 spaces, the Trap slugs and what each Trap effect targets,
card names and ids, Meat values. An action's id is its index. The observation encodes
`view(0)` alone (the game is solo), every value in [0, 1]. `observe_state` gives the same
vector read from the state itself, for the learning adapters (building the view and
encoding it cost more than a decision); `WeavlingsObserver` keeps that vector and
rewrites only what changed since its last call (about half the cost again).

numpy is imported only when an observation is made, so playing the game needs no numpy.
"""

from __future__ import annotations

from array import array
from collections.abc import Callable, Iterable, Iterator
from itertools import compress
from operator import ne
from typing import TYPE_CHECKING, Any

from ...engine.spaces import SpacesSpec, move_cards
from . import cards as C
from . import effects as E
from .rules import window
from .setup import DIFFICULTIES
from .wilds import (
    EMPTY,
    FORTUNE_MEAT,
    LOSE_POPULATION,
    MAX_POP,
    MAX_WOUND,
    OVER,
    PHASES,
    TRAPPER,
    TURN_LIMIT,
    UP,
    WIN_POPULATION,
    is_meat,
    meat_value,
)

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    from .state import WeavlingsState

GRID = C.SPACES  # the 12 spaces of the Tender Wilds, in reading order
BEASTIES = tuple(i for i in range(C.N_CARDS) if C.IS_BEASTIE[i])
# What a "pay"/"keep" names: a Beastie's Meat value, or a Spirit of Fortune.
MEAT_ARGS: tuple[int | str, ...] = (*sorted({C.MEAT[b] for b in BEASTIES}), "fortune")


def _simple_paths() -> Iterator[tuple[int, ...]]:
    """Every chained collection (WEAV-TRAP-8): an unbranching line of orthogonal steps
    that starts next to the Trapper and never enters its space.

    The grid bounds the line (11 spaces at most); option sets that allow 10 chained Traps
    beside a first one reach that bound, so no length limit from the Traps is applied.
    """
    def extend(path: tuple[int, ...]) -> Iterator[tuple[int, ...]]:
        yield path
        for n in C.ORTHO[path[-1]]:
            if n not in path:
                yield from extend((*path, n))

    for start in range(GRID):
        for path in extend((start,)):
            # The Trapper stands on a neighbour of the first space, off the line.
            if any(t not in path for t in C.ORTHO[start]):
                yield path


# What `use SLUG X` can name, per target function of a Trap effect (effects.TRAP_EFFECTS).
# Keyed by the function, so a new effect that reuses a targeting rule is covered at once;
# a new targeting rule is a KeyError when this module loads.
TARGETS: dict[Callable[..., Any], tuple[int | str, ...]] = {
    E.t_row: tuple(range(len(E.ROW_SPACES))),
    E.t_col: tuple(range(len(E.COL_SPACES))),
    E.t_block: tuple(range(len(E.BLOCK_SPACES))),
    E.t_beastie: tuple(range(GRID)),
    E.t_bait: tuple(range(GRID)),
    E.t_snare: tuple(range(GRID)),
    E.t_swap: tuple(range(GRID)),
    E.t_any: tuple(range(GRID)),
    E.t_transpose: tuple(range(len(C.NAMES))),  # the name of a discarded card
    E.t_predict: E.PREDICT,
}


def _slug_effect(slug: str) -> str:
    return C.EFFECT[C.SLUG_IDS[slug][0]]


def _verb(verb: str, args: Iterable[int | str]) -> Iterator[str]:
    return (f"{verb} {a}" for a in args)


def _notations() -> Iterator[str]:
    """Every notation, grouped as rules.legal produces them."""
    spaces = range(GRID)
    yield from _verb("start", spaces)                 # setup: WEAV-SETUP-3
    # Trapper Phase: move, take a Wilds Spirit, collect a Trap or a chained line.
    yield from _verb("move", spaces)
    yield from _verb("take", spaces)
    yield from ("collect " + " ".join(map(str, p)) for p in _simple_paths())
    for slug in C.TRAP_SLUGS:
        yield from _verb(f"use {slug}", TARGETS[E.TRAP_EFFECTS[_slug_effect(slug)][0]])
    yield "opportunity"                               # Spirit boons
    yield from _verb("recover", C.TRAP_SLUGS)
    yield from _verb("restore", BEASTIES)             # Wounds are Beasties pushed out
    yield "done"
    # Trap follow-ups: The Ol' Switcheroo, Column-Shaker / Scarecrow, Talisman.
    yield from _verb("swap", spaces)
    yield from _verb("put", spaces)
    yield from _verb("trade", range(len(C.NAMES)))
    # Lure Weavlings Phase, then the Unhappy and Event windows.
    yield from _verb("lure", spaces)
    yield from _verb("pay", MEAT_ARGS)
    yield from _verb("keep", MEAT_ARGS)
    yield "release"
    yield from _verb("cancel", spaces)
    yield "allow"


ACTIONS: tuple[str, ...] = tuple(_notations())

# ----- the observation layout: named slices of one flat vector ---------------------
WINDOWS = ("", "unhappy", "events")
# The Traps played onto the Tender Wilds, by effect: the Weavling Aroma's bait and the
# Clamp Trap's snare (WEAV-TRAP-5, WEAV-TRAP-7); per card id, the kind it shows as.
OVERLAYS = ("bait", "snare")
OVERLAY_KIND = {c: OVERLAYS.index(C.EFFECT[c]) for c in range(C.N_CARDS)
                if C.KIND[c] == C.TRAP and C.EFFECT[c] in OVERLAYS}
SPACE_STATES = ("empty", "trapper", "down", "up")
PILES = ("hand", "discard", "banished", "wounds", "lured", "lost", "chosen", "paying",
         "unhappy", "events_waiting")
PENDING = (E.PEND_SWAP, E.PEND_ARRANGE, E.PEND_TRANSPOSE)
SPACE_STATS = 5  # Population, Lure cost now, Speed, Meat, Wound now; of a revealed card
# Normalisers for counts that have no printed maximum; values above are clipped to 1.
MAX_ACTIONS = max(a for a, *_ in C.TRAPPER_COSTS.values()) + sum(
    1 for e in C.EFFECT if e == "bonus_action")
MAX_MEAT = 12
MAX_PILE = 30
MAX_COST = max(C.COST) + 1  # an Unhappy Weavling costs one more (WEAV-LURE-2)
MAX_SPEED = max(C.SPEED)
MAX_CARD_MEAT = max(max(C.MEAT), FORTUNE_MEAT)
COUNTS = ("turn", "actions", "deck", "meat", "wound_total", "lured_population",
          "lost_population", "spirits_removed", "reshuffles", "hand_size", "discard_size",
          "banished_size")


def _layout() -> dict[str, tuple[int, int]]:
    sizes = [
        ("phase", len(PHASES)), ("window", len(WINDOWS)),
        ("difficulty", len(DIFFICULTIES)), ("trapper", len(C.TRAPPERS)),
        ("counts", len(COUNTS)), ("rotation", 4),
        ("space_state", GRID * len(SPACE_STATES)),  # per space: empty, Trapper, down, up
        ("space_kind", GRID * len(C.KIND_NAMES)),    # per space: the revealed card's kind
        ("space_card", GRID * C.N_CARDS),            # per space: the revealed card's id
        ("space_stats", GRID * SPACE_STATS),
        ("overlay", GRID * len(OVERLAYS)),          # a played Trap lies here, by kind
        *((pile, C.N_CARDS) for pile in PILES),        # which cards are in each pile
        ("pending", len(PENDING)),                     # an open Trap decision, by kind
        ("pending_trap", len(C.TRAP_SLUGS)),
        ("pending_space", GRID),     # Switcheroo: the first card; arrange: the slot to fill
        ("pending_targets", GRID),   # arrange: the spaces `put` may name now
        ("pending_name", len(C.NAMES)),  # Talisman: the discarded card's name
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
PHASE_INDEX = {p: i for i, p in enumerate(PHASES)}
WINDOW_INDEX = {w: i for i, w in enumerate(WINDOWS)}
DIFFICULTY_INDEX = {d: i for i, d in enumerate(DIFFICULTIES)}
TRAPPER_INDEX = {t: i for i, t in enumerate(C.TRAPPERS)}
SLUG_INDEX = {s: i for i, s in enumerate(C.TRAP_SLUGS)}
PENDING_INDEX = {p: i for i, p in enumerate(PENDING)}
# 1 / maximum for each entry of COUNTS (the wound total comes already divided by its
# limit, which depends on the difficulty).
INVERSE = (1 / TURN_LIMIT, 1 / MAX_ACTIONS, 1 / C.N_CARDS, 1 / MAX_MEAT, 1.0,
           1 / WIN_POPULATION, 1 / LOSE_POPULATION,
           1 / sum(1 for k in C.KIND if k == C.SPIRIT), 1 / 4, 1 / MAX_PILE, 1 / MAX_PILE,
           1 / MAX_PILE)
# A revealed card's fixed stats as fractions, per card id and rotation (0..3): Population,
# Lure cost (one more while Unhappy), Speed, Meat, Wound value. Built once.
STATS = tuple(
    tuple((C.POP[c] / MAX_POP,
           (C.COST[c] + (0 if C.HAPPY[c][r] else 1)) / MAX_COST if C.IS_WEAVLING[c] else 0.0,
           C.SPEED[c] / MAX_SPEED, C.MEAT[c] / MAX_CARD_MEAT, C.WHEEL[c][r] / MAX_WOUND)
          for r in range(4))
    for c in range(C.N_CARDS))


def observe(view: dict[str, Any], seat: int) -> npt.NDArray[np.float32]:
    """Encode `view(seat)` (seat is always 0: the game is solo).

    Positions and values are gathered in plain lists and written with two numpy calls:
    a numpy call per feature would cost more than the game step itself.
    """
    import numpy as np

    rot = view["rotation"]
    ones = [AT["phase"] + PHASE_INDEX[view["phase"]],
            AT["window"] + WINDOW_INDEX[view["window"]],
            AT["difficulty"] + DIFFICULTY_INDEX[view["difficulty"]],
            AT["trapper"] + TRAPPER_INDEX[view["trapper"]],
            AT["rotation"] + rot]
    at: list[int] = []
    values: list[float] = []
    state_at, kind_at, card_at, stats_at = (AT["space_state"], AT["space_kind"],
                                            AT["space_card"], AT["space_stats"])
    for i, c in enumerate(view["grid"]):
        if c is None:
            ones.append(state_at + 4 * i)
        elif c == "trapper":
            ones.append(state_at + 4 * i + 1)
        elif c == "down":
            ones.append(state_at + 4 * i + 2)
        else:
            ones += [state_at + 4 * i + 3, kind_at + 5 * i + C.KIND[c],
                     card_at + C.N_CARDS * i + c]
            at += range(stats_at + SPACE_STATS * i, stats_at + SPACE_STATS * (i + 1))
            values += STATS[c][rot]
    ones += [AT["overlay"] + len(OVERLAYS) * i + OVERLAY_KIND[o]
             for i, o in enumerate(view["overlays"]) if o is not None]
    for pile in PILES:
        base = AT[pile]
        ones += [base + c for c in view[pile]]
    pending = view["pending"]
    if pending:
        code = pending[0]
        ones += [AT["pending"] + PENDING_INDEX[code],
                 AT["pending_trap"] + SLUG_INDEX[C.SLUG[pending[1]]]]
        if code == E.PEND_SWAP:
            ones.append(AT["pending_space"] + pending[2])
        elif code == E.PEND_ARRANGE:
            k = pending[2]
            ones.append(AT["pending_space"] + pending[3 + k])
            ones += [AT["pending_targets"] + t for t in pending[3 + k:]]
        else:
            ones.append(AT["pending_name"] + pending[2])
    limit = 15 if view["difficulty"] == "easy" else 10  # WEAV-DIFF-1 (wilds.wound_limit)
    counts = (view["turn"], view["actions"], view["deck"], view["meat"],
              view["wound_total"] / limit, view["lured_population"],
              view["lost_population"], view["spirits_removed"], view["reshuffles"],
              len(view["hand"]), len(view["discard"]), len(view["banished"]))
    base = AT["counts"]
    for k, (v, f) in enumerate(zip(counts, INVERSE, strict=True)):
        x = v * f
        at.append(base + k)
        values.append(x if x < 1.0 else 1.0)
    out = np.zeros(OBSERVATION_SIZE, dtype=np.float32)
    out.put(ones, 1.0)
    out.put(at, values)
    return out


# Positions the fast path reads from the layout once.
_PHASE_AT, _WINDOW_AT, _DIFFICULTY_AT, _TRAPPER_AT, _ROTATION_AT = (
    AT["phase"], AT["window"], AT["difficulty"], AT["trapper"], AT["rotation"])
_OVERLAY_AT, _COUNTS_AT = AT["overlay"], AT["counts"]
(_HAND_AT, _DISCARD_AT, _BANISHED_AT, _WOUNDS_AT, _LURED_AT, _LOST_AT, _CHOSEN_AT,
 _PAYING_AT, _UNHAPPY_AT, _EVENTS_WAITING_AT) = (AT[pile] for pile in PILES)
# Per space and card: the three positions a revealed card sets (state up, kind, card id).
_UP_AT = tuple(tuple((AT["space_state"] + 4 * i + 3, AT["space_kind"] + 5 * i + C.KIND[c],
                      AT["space_card"] + C.N_CARDS * i + c) for c in range(C.N_CARDS))
               for i in range(GRID))
_EMPTY_AT, _TRAPPER_HERE_AT, _DOWN_AT = (
    tuple(AT["space_state"] + 4 * i + k for i in range(GRID)) for k in range(3))
_STATS_AT = tuple(AT["space_stats"] + SPACE_STATS * i for i in range(GRID))
_STATS_FLOAT32: list[tuple[memoryview[float], ...]] = []


def _stats_float32() -> list[tuple[memoryview[float], ...]]:
    """STATS as float32 buffers, per rotation then card (made at the first call: numpy
    is imported lazily), so a revealed card's five values are written by one slice
    assignment; the same float32 values numpy gives `observe`'s Python floats."""
    if not _STATS_FLOAT32:
        import numpy as np

        _STATS_FLOAT32.extend(
            tuple(np.array(STATS[c][r], dtype=np.float32).data.cast("B").cast("f")
                  for c in range(C.N_CARDS))
            for r in range(4))
    return _STATS_FLOAT32


# Per card: the Meat it counts for in hand (0 if none; wilds.meat_total); per rotation,
# each card's Wound value (wilds.wound_total).
_MEAT_IN_HAND = tuple(meat_value(c) if is_meat(c) else 0 for c in range(C.N_CARDS))
_WOUND_AT_ROTATION = tuple(tuple(C.WHEEL[c][r] for c in range(C.N_CARDS)) for r in range(4))
_PENDING_AT, _PENDING_TRAP_AT, _PENDING_SPACE_AT, _PENDING_TARGETS_AT, _PENDING_NAME_AT = (
    AT["pending"], AT["pending_trap"], AT["pending_space"], AT["pending_targets"],
    AT["pending_name"])


def observe_state(state: WeavlingsState, seat: int, out: npt.NDArray[np.float32]) -> None:
    """Write into `out` exactly what `observe(state.view(seat), seat)` returns, read from
    the state without building the view.

    It reads only what `WeavlingsState._view` shows: the Wilds Deck and the Wilds Spirits
    removed on Hard+N by their counts, a face-down card as "down" (never its id), the
    piles the view lists. tests/games/weavlings/test_fast_observe.py checks the two
    agree at every decision of many games and options, and on determinized states.
    Values are computed by the same Python arithmetic as in `observe`, so they round to
    the same float32.
    """
    out.fill(0.0)
    options = state.options
    difficulty = options["difficulty"]
    reshuffles = state.reshuffles
    rot = 3 if reshuffles > 3 else reshuffles  # wilds.rotation (WEAV-ROT-2)
    ones = [_PHASE_AT + state.phase,  # PHASE_INDEX is the phase's number
            _WINDOW_AT + WINDOW_INDEX[window(state)],
            _DIFFICULTY_AT + DIFFICULTY_INDEX[difficulty],
            _TRAPPER_AT + TRAPPER_INDEX[options["trapper"]],
            _ROTATION_AT + rot]
    add = ones.append
    mv = out.data.cast("B").cast("f")
    stats = _stats_float32()[rot]
    cell, face = state.cell, state.face
    for i, c in enumerate(cell):  # a card id, EMPTY or TRAPPER; cards are the most
        if c >= 0:
            if face[i] == UP:
                ones += _UP_AT[i][c]
                at = _STATS_AT[i]
                mv[at:at + SPACE_STATS] = stats[c]
            else:  # face-down or held: the view shows "down", never the card
                add(_DOWN_AT[i])
        elif c == EMPTY:
            add(_EMPTY_AT[i])
        else:  # TRAPPER
            add(_TRAPPER_HERE_AT[i])
    over = state.over
    if max(over) >= 0:  # a fixed Trap lies somewhere (rare)
        for i, o in enumerate(over):
            if o >= 0:
                add(_OVERLAY_AT + len(OVERLAYS) * i + OVERLAY_KIND[o])
    hand, discard, banished = state.hand, state.discard, state.banished
    wounds, lured, lost = state.wounds, state.lured, state.lost
    # One line per pile of PILES, in its order (a loop over them costs twice as much).
    if hand:
        ones += map(_HAND_AT.__add__, hand)
    if discard:
        ones += map(_DISCARD_AT.__add__, discard)
    if banished:
        ones += map(_BANISHED_AT.__add__, banished)
    if wounds:
        ones += map(_WOUNDS_AT.__add__, wounds)
    if lured:
        ones += map(_LURED_AT.__add__, lured)
    if lost:
        ones += map(_LOST_AT.__add__, lost)
    if state.chosen:
        ones += map(_CHOSEN_AT.__add__, state.chosen)
    if state.paying:
        ones += map(_PAYING_AT.__add__, state.paying)
    if state.unhappy:
        ones += map(_UNHAPPY_AT.__add__, state.unhappy)
    if state.evq:
        ones += map(_EVENTS_WAITING_AT.__add__, state.evq)
    pending = state.pend
    if pending:
        ones += _pending_positions(pending)
    for i in ones:
        mv[i] = 1.0
    limit = 15 if difficulty == "easy" else 10  # as `observe` (WEAV-DIFF-1)
    # The sums of wilds.meat_total, wound_total, lured_ and lost_population, by table.
    pop = C.POP.__getitem__
    counts = (state.turn, state.acts, len(state.deck),
              sum(map(_MEAT_IN_HAND.__getitem__, hand)),
              sum(map(_WOUND_AT_ROTATION[rot].__getitem__, wounds)) / limit,
              sum(map(pop, lured)), sum(map(pop, lost)),
              len(state.removed), reshuffles, len(hand), len(discard), len(banished))
    k = _COUNTS_AT
    for v, f in zip(counts, INVERSE, strict=True):
        x = v * f
        mv[k] = x if x < 1.0 else 1.0
        k += 1


# What the view shows on a space, as one int: a revealed card's id, or one of EMPTY,
# TRAPPER and _SHOWN_DOWN (a face-down card, whatever its id). `_SHOWN_AT[space][shown]`
# is what it sets to 1 there: a revealed card's state, kind and id positions, else its
# one state position three times, so that every entry unpacks the same way (the three
# negatives index from the end).
_SHOWN_DOWN = -3


def _shown_at(i: int) -> tuple[tuple[int, int, int], ...]:
    row = [*_UP_AT[i], (0, 0, 0), (0, 0, 0), (0, 0, 0)]
    for shown, at in ((EMPTY, _EMPTY_AT[i]), (TRAPPER, _TRAPPER_HERE_AT[i]),
                      (_SHOWN_DOWN, _DOWN_AT[i])):
        row[shown] = (at, at, at)
    return tuple(row)


_SHOWN_AT = tuple(_shown_at(i) for i in range(GRID))
_STATS_SLICE = tuple(slice(at, at + SPACE_STATS) for at in _STATS_AT)
_NO_STATS = memoryview(array("f", bytes(4 * SPACE_STATS)))  # a space with no revealed card
_SPACES = range(GRID)
# Each count's position, and 1 / its maximum (COUNTS, INVERSE).
(_TURN_AT, _ACTIONS_AT, _DECK_AT, _MEAT_AT, _WOUNDS_COUNT_AT, _LURED_COUNT_AT,
 _LOST_COUNT_AT, _REMOVED_AT, _RESHUFFLES_AT, _HAND_COUNT_AT, _DISCARD_COUNT_AT,
 _BANISHED_COUNT_AT) = range(_COUNTS_AT, _COUNTS_AT + len(COUNTS))
_PER = dict(zip(COUNTS, INVERSE, strict=True))
_PER_TURN, _PER_ACTION, _PER_DECK, _PER_MEAT, _PER_LURED, _PER_LOST, _PER_REMOVED, \
    _PER_RESHUFFLE, _PER_PILE = (
        _PER[k] for k in ("turn", "actions", "deck", "meat", "lured_population",
                          "lost_population", "spirits_removed", "reshuffles", "hand_size"))


def _shown(cell: int, face: int) -> int:
    """What the view shows on a space (see `_SHOWN_AT`)."""
    return cell if cell < 0 or face == UP else _SHOWN_DOWN


class WeavlingsObserver:
    """One observation vector, brought up to date in place by each `observe`.

    From one decision to the next most of the table stays as it was, so each call
    compares what the encoding reads from the state with what it read the last time,
    part by part (comparing two lists runs in C), and rewrites only the parts that
    changed: their old positions are set to 0, then the new ones to 1. The parts: the
    phase, window and rotation; each space, by what it shows (a Trapper's move rewrites
    two spaces, Travel all twelve; a face-down card that changed is not seen, as in the
    view; a new rotation rewrites every revealed card's stats and the Wound total); the
    fixed Traps; each pile, with the counts it gives; the open Trap decision; the other
    counts one by one. Only the values read last time are remembered, so any state may
    come next; new options (difficulty, Trapper) are written whole. The vector is always
    what `observe_state(state, seat)` writes (tests/games/weavlings/test_observer.py
    checks it at every decision of whole games, option sets switching, and on
    determinized states). Values are written one by one through a memoryview: a few
    per call cost less that way than one numpy call.
    """

    __slots__ = ("_acts", "_banished", "_cell", "_chosen", "_deck", "_discard", "_evq",
                 "_face", "_hand", "_key", "_limit", "_lost", "_lured", "_mv", "_options",
                 "_over", "_paying", "_pend", "_pend_at", "_phase", "_rare", "_removed",
                 "_reshuffles", "_rot", "_shown", "_stats", "_turn", "_unhappy", "_window",
                 "_wounds", "out")

    def __init__(self, out: npt.NDArray[np.float32] | None = None) -> None:
        """`out`: the vector to keep up to date (all overwritten at the first call);
        by default a new one."""
        import numpy as np

        self.out = np.zeros(OBSERVATION_SIZE, np.float32) if out is None else out
        self._mv = self.out.data.cast("B").cast("f")  # float32, written one value at a time
        self._stats = _stats_float32()
        self._options: dict[str, Any] | None = None  # the options last read
        self._key: tuple[str, str] = ("", "")  # their difficulty and Trapper

    def _whole(self, state: WeavlingsState, seat: int) -> None:
        """Write everything, and remember what it was written from."""
        observe_state(state, seat, self.out)
        difficulty = state.options["difficulty"]
        self._key = (difficulty, state.options["trapper"])
        self._limit = 15 if difficulty == "easy" else 10  # as `observe` (WEAV-DIFF-1)
        self._phase, self._window = state.phase, WINDOW_INDEX[window(state)]
        r = self._reshuffles = state.reshuffles
        self._rot = 3 if r > 3 else r
        self._cell, self._face = state.cell[:], state.face[:]
        self._shown = list(map(_shown, state.cell, state.face))
        self._over = state.over[:]
        self._hand, self._discard = state.hand[:], state.discard[:]
        self._banished, self._wounds = state.banished[:], state.wounds[:]
        self._lured, self._lost = state.lured[:], state.lost[:]
        self._chosen, self._paying = state.chosen[:], state.paying[:]
        self._unhappy, self._evq = state.unhappy[:], state.evq[:]
        self._pend, self._pend_at = state.pend[:], _pending_positions(state.pend)
        self._rare = bool(state.unhappy or state.evq or state.chosen or state.paying
                          or state.pend)
        self._turn, self._acts = state.turn, state.acts
        self._deck, self._removed = len(state.deck), len(state.removed)

    def observe(self, state: WeavlingsState, seat: int) -> npt.NDArray[np.float32]:
        """The encoding of what `seat` sees of `state`: `self.out`, which the next call
        overwrites."""
        options = state.options
        if options is not self._options:  # options are never mutated: the same dict,
            self._options = options       # the same difficulty and Trapper
            if self._key != (options["difficulty"], options["trapper"]):
                self._whole(state, seat)
                return self.out
        mv = self._mv
        # The head: phase, window (rules.window) and rotation (wilds.rotation), inline.
        phase, unhappy, evq = state.phase, state.unhappy, state.evq
        if phase != self._phase:
            mv[_PHASE_AT + self._phase] = 0.0
            mv[_PHASE_AT + phase] = 1.0
            self._phase = phase
        w = 0 if phase == OVER else 1 if unhappy else 2 if evq else 0
        if w != self._window:
            mv[_WINDOW_AT + self._window] = 0.0
            mv[_WINDOW_AT + w] = 1.0
            self._window = w
        turned = False  # a new rotation: new stats and Wound values
        r = state.reshuffles
        if r != self._reshuffles:
            x = r * _PER_RESHUFFLE
            mv[_RESHUFFLES_AT] = x if x < 1.0 else 1.0
            self._reshuffles = r
            r = 3 if r > 3 else r
            if r != self._rot:
                mv[_ROTATION_AT + self._rot] = 0.0
                mv[_ROTATION_AT + r] = 1.0
                self._rot = r
                turned = True
        rot = self._rot
        # The spaces whose shown card changed; after a turn, every revealed card's
        # stats too. The copies of `cell` and `face` are kept up to date in place. The
        # spaces are found in C: first those whose card changed (a card's face mostly
        # changes with it: the Trapper moves, a card is taken), then any whose face
        # still differs (a card turned over where it lies).
        cell, face = state.cell, state.face
        old_cell, old_face = self._cell, self._face
        if turned or cell != old_cell or face != old_face:
            shown, stats = self._shown, self._stats[rot]
            spaces: Iterable[int] = (_SPACES if turned else
                                     compress(_SPACES, map(ne, cell, old_cell)))
            while True:
                for i in spaces:
                    c, f = cell[i], face[i]
                    old_cell[i], old_face[i] = c, f
                    s = c if c < 0 or f == UP else _SHOWN_DOWN
                    was = shown[i]
                    if s != was:
                        shown[i] = s
                        at = _SHOWN_AT[i]
                        a, b, d = at[was]
                        mv[a] = mv[b] = mv[d] = 0.0
                        a, b, d = at[s]
                        mv[a] = mv[b] = mv[d] = 1.0
                    elif not turned:  # a face-down card changed, unseen
                        continue
                    if s >= 0:
                        mv[_STATS_SLICE[i]] = stats[s]
                    elif was >= 0:
                        mv[_STATS_SLICE[i]] = _NO_STATS
                if face == old_face:
                    break
                spaces = compress(_SPACES, map(ne, face, old_face))
        pile = state.over
        if pile != self._over:
            for i, o in enumerate(pile):
                base = _OVERLAY_AT + len(OVERLAYS) * i
                for k in range(len(OVERLAYS)):
                    mv[base + k] = 1.0 if o >= 0 and OVERLAY_KIND[o] == k else 0.0
            self._over = pile[:]
        # The piles, each in its block; a changed one also rewrites the counts it gives.
        pile = state.hand
        if pile != self._hand:  # inline move_cards: the hand changes most often
            old = self._hand
            for c in old:
                mv[_HAND_AT + c] = 0.0
            for c in pile:
                mv[_HAND_AT + c] = 1.0
            old[:] = pile
            x = sum(map(_MEAT_IN_HAND.__getitem__, pile)) * _PER_MEAT
            mv[_MEAT_AT] = x if x < 1.0 else 1.0
            x = len(pile) * _PER_PILE
            mv[_HAND_COUNT_AT] = x if x < 1.0 else 1.0
        pile = state.wounds
        if turned or pile != self._wounds:
            move_cards(mv, _WOUNDS_AT, self._wounds, pile)
            x = sum(map(_WOUND_AT_ROTATION[rot].__getitem__, pile)) / self._limit
            mv[_WOUNDS_COUNT_AT] = x if x < 1.0 else 1.0  # INVERSE: 1.0
        pile = state.discard
        if pile != self._discard:
            move_cards(mv, _DISCARD_AT, self._discard, pile)
            x = len(pile) * _PER_PILE
            mv[_DISCARD_COUNT_AT] = x if x < 1.0 else 1.0
        pile = state.banished
        if pile != self._banished:
            move_cards(mv, _BANISHED_AT, self._banished, pile)
            x = len(pile) * _PER_PILE
            mv[_BANISHED_COUNT_AT] = x if x < 1.0 else 1.0
        pile = state.lured
        if pile != self._lured:
            move_cards(mv, _LURED_AT, self._lured, pile)
            x = sum(map(C.POP.__getitem__, pile)) * _PER_LURED
            mv[_LURED_COUNT_AT] = x if x < 1.0 else 1.0
        pile = state.lost
        if pile != self._lost:
            move_cards(mv, _LOST_AT, self._lost, pile)
            x = sum(map(C.POP.__getitem__, pile)) * _PER_LOST
            mv[_LOST_COUNT_AT] = x if x < 1.0 else 1.0
        # The piles of a payment or a window in progress, mostly all empty.
        chosen, paying, pend = state.chosen, state.paying, state.pend
        if unhappy or evq or chosen or paying or pend or self._rare:
            self._rare_piles(unhappy, evq, chosen, paying, pend)
        # The counts read straight from the state.
        n = state.acts
        if n != self._acts:
            x = n * _PER_ACTION
            mv[_ACTIONS_AT] = x if x < 1.0 else 1.0
            self._acts = n
        n = len(state.deck)
        if n != self._deck:
            x = n * _PER_DECK
            mv[_DECK_AT] = x if x < 1.0 else 1.0
            self._deck = n
        n = state.turn
        if n != self._turn:
            x = n * _PER_TURN
            mv[_TURN_AT] = x if x < 1.0 else 1.0
            self._turn = n
        n = len(state.removed)
        if n != self._removed:
            x = n * _PER_REMOVED
            mv[_REMOVED_AT] = x if x < 1.0 else 1.0
            self._removed = n
        return self.out

    def _rare_piles(self, unhappy: list[int], evq: list[int], chosen: list[int],
                    paying: list[int], pend: list[int]) -> None:
        """Rewrite those of these piles that changed."""
        mv = self._mv
        if unhappy != self._unhappy:
            move_cards(mv, _UNHAPPY_AT, self._unhappy, unhappy)
        if evq != self._evq:
            move_cards(mv, _EVENTS_WAITING_AT, self._evq, evq)
        if chosen != self._chosen:
            move_cards(mv, _CHOSEN_AT, self._chosen, chosen)
        if paying != self._paying:
            move_cards(mv, _PAYING_AT, self._paying, paying)
        if pend != self._pend:
            for i in self._pend_at:
                mv[i] = 0.0
            self._pend_at = _pending_positions(pend)
            for i in self._pend_at:
                mv[i] = 1.0
            self._pend = pend[:]
        self._rare = bool(unhappy or evq or chosen or paying or pend)


def _pending_positions(pending: list[int]) -> list[int]:
    """The positions an open Trap decision sets (as in `observe_state`)."""
    if not pending:
        return []
    code = pending[0]
    ones = [_PENDING_AT + PENDING_INDEX[code], _PENDING_TRAP_AT + SLUG_INDEX[C.SLUG[pending[1]]]]
    if code == E.PEND_SWAP:
        ones.append(_PENDING_SPACE_AT + pending[2])
    elif code == E.PEND_ARRANGE:
        k = pending[2]
        ones.append(_PENDING_SPACE_AT + pending[3 + k])
        ones += [_PENDING_TARGETS_AT + t for t in pending[3 + k:]]
    else:
        ones.append(_PENDING_NAME_AT + pending[2])
    return ones


SPACES = SpacesSpec(ACTIONS, OBSERVATION_SIZE, observe, observe_state=observe_state,
                    observer=WeavlingsObserver)
