"""The card-effect vocabulary: Events, Traps and Wilds Spirits, one small function each.

Each registry maps an effect id (as written in cards.toml) to its function. Trap effects
come in pairs: `targets` lists the legal `use` actions, `run` carries one out and says
whether the Trap is finished (True) or waits on a further choice (False, see `pend`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Final

from ...engine import Action, move
from . import knowledge
from .cards import (
    BEASTIE,
    EFFECT,
    EVENT,
    IS_BEASTIE,
    KIND,
    KIND_NAMES,
    NAME,
    NAME_OF,
    NEIGH,
    SPIRIT,
    SUMMONS,
    TRAPPER_COSTS,
    WEAVLING,
)
from .tally import RESOLVED, at
from .wilds import (
    TRAPPER,
    TRAPPER_PHASE,
    UP,
    capture,
    check_end,
    collapse,
    draw,
    find,
    shift_down,
    take_off,
)

if TYPE_CHECKING:
    from .state import WeavlingsState as S

_ACTIONS: Final[dict[tuple[str, tuple[int | str, ...]], Action]] = {}


def A(verb: str, *args: int | str) -> Action:
    """A shared Action object (legal lists reuse them instead of allocating)."""
    key = (verb, args)
    a = _ACTIONS.get(key)
    if a is None:
        a = _ACTIONS[key] = Action(verb, args)
    return a


# ----- Events (WEAV-EVENT-*) -------------------------------------------------------
def resolve_events(s: S, events: list[int]) -> None:
    """WEAV-EVENT-1: revealed Events resolve; Moons/Constellations before Sunlight/Eclipse."""
    order = [e for e in events if EFFECT[e] == "summon"]
    order += [e for e in events if EFFECT[e] != "summon"]
    for e in order:
        pos = find(s, e)
        if pos < 0 or s.face[pos] != UP:
            continue
        s.tally[at(RESOLVED, e)] += 1
        EVENT_EFFECTS[EFFECT[e]](s, e, pos)
        if check_end(s):
            return


def ev_summon(s: S, event: int, pos: int) -> None:
    """WEAV-EVENT-3/4 (and Constellations): draw until the named Beastie appears."""
    target = SUMMONS[event]
    drawn = 0
    while s.deck:
        c = s.deck.pop()
        s.reveal()
        if NAME[c] == target:
            s.cell[pos] = c
            s.face[pos] = UP
            s.discard.append(event)
            s.emit("event", f"{NAME[event]}: {drawn} cards drawn and discarded; {target} "
                   f"takes its place.", card=event, drawn=drawn, found=c)
            return
        s.discard.append(c)
        drawn += 1
    take_off(s, pos)
    s.banished.append(event)
    s.emit("event", f"{NAME[event]}: the Wilds Deck ran out after {drawn} cards before a "
           f"{target} appeared; {NAME[event]} is banished.", card=event, drawn=drawn)
    collapse(s)


def ev_sunlight(s: S, event: int, pos: int) -> None:
    """WEAV-EVENT-2: all cards move down a row (as in Travel); Sunlight is banished."""
    take_off(s, pos)
    s.banished.append(event)
    s.emit("event", "Sunlight: the Tender Wilds move down a row; Sunlight is banished.",
           card=event)
    shift_down(s)
    collapse(s)


def ev_eclipse(s: S, event: int, pos: int) -> None:
    """WEAV-PRED-7: discard every revealed non-Beastie; the refill stays face-down."""
    gone = []
    for i in range(12):
        c = s.cell[i]
        if c >= 0 and s.face[i] == UP and not IS_BEASTIE[c]:
            s.discard.append(take_off(s, i))
            gone.append(c)
    s.emit("event", f"Solar Eclipse: {len(gone)} non-Beastie cards are discarded; the new "
           "cards stay face-down until the end of the next Travel Phase.", card=event)
    collapse(s, held=True)


EVENT_EFFECTS: Final[dict[str, Callable[[S, int, int], None]]] = {
    "summon": ev_summon,
    "sunlight": ev_sunlight,
    "eclipse": ev_eclipse,
}


# ----- Traps (WEAV-TRAP-*) ----------------------------------------------------------
PEND_SWAP: Final = 1
PEND_ARRANGE: Final = 2
PEND_TRANSPOSE: Final = 3
TargetFn = Callable[["S", str], list[Action]]
RunFn = Callable[["S", int, int | str], bool]

ROW_SPACES: Final = tuple(tuple(r * 4 + c for c in range(4)) for r in range(3))
COL_SPACES: Final = tuple(tuple(r * 4 + c for r in range(3)) for c in range(4))
BLOCK_SPACES: Final = tuple((r * 4 + c, r * 4 + c + 1, r * 4 + c + 4, r * 4 + c + 5)
                            for r in range(2) for c in range(3))

def _line(space: int, d: int) -> list[int]:
    out = []
    n = NEIGH[space][d]
    while n >= 0:
        out.append(n)
        n = NEIGH[n][d]
    return out


DIAGONAL_SPACES: Final = tuple(tuple(sorted(t for d in (4, 5, 6, 7) for t in _line(s, d)))
                               for s in range(12))
ORTHOGONAL_SPACES: Final = tuple(tuple(sorted(t for d in (0, 1, 2, 3) for t in _line(s, d)))
                                 for s in range(12))
# WEAV-BAUB-7: the types the Idol's list gives an effect for, and their card kinds. A
# Wilds Spirit is collected whatever was named and a Trap has no listed effect, so
# naming either would change nothing: they are not offered.
PREDICT: Final = ("event", "weavling", "beastie")
PREDICT_KIND: Final = {"event": EVENT, "weavling": WEAVLING, "beastie": BEASTIE}


def revealed_beasties(s: S) -> list[int]:
    return [i for i in range(12) if s.cell[i] >= 0 and s.face[i] == UP and IS_BEASTIE[s.cell[i]]]


def capture_pattern(s: S, spaces: tuple[int, ...]) -> None:
    """WEAV-TRAP-6: face-down cards in the pattern are revealed; every Beastie is captured.

    Events revealed this way resolve once the Trap has finished.
    """
    events = []
    for i in spaces:
        c = s.cell[i]
        if c < 0:
            continue
        if s.face[i] != UP:
            s.face[i] = UP
            s.reveal()
            s.emit("reveal", f"{NAME[c]} is revealed.", card=c, space=i)
            if KIND[c] == EVENT:
                events.append(c)
        if IS_BEASTIE[c]:
            capture(s, i)
    collapse(s)
    if events:
        # Ruling 9: in the Trapper Phase, where Spirits are used, a held Spirit of
        # Intervention may cancel an Event the player's own Trap turned over: the
        # Events wait for that choice (rules.h_cancel, rules.h_allow).
        if s.phase == TRAPPER_PHASE and any(EFFECT[c] == "cancel_event" for c in s.hand):
            s.evq = events
            return
        resolve_events(s, events)


def discard_pattern(s: S, spaces: tuple[int, ...]) -> None:
    """Baubles A: reveal the pattern, capture Beasties, discard every other card there."""
    for i in spaces:
        c = s.cell[i]
        if c < 0:
            continue
        if s.face[i] != UP:
            s.face[i] = UP
            s.reveal()
            s.emit("reveal", f"{NAME[c]} is revealed.", card=c, space=i)
        if IS_BEASTIE[c]:
            capture(s, i)
        else:
            s.discard.append(take_off(s, i))
            s.emit("discard", f"{NAME[c]} is discarded.", card=c, space=i)
    collapse(s)


def t_row(s: S, slug: str) -> list[Action]:
    return [A("use", slug, r) for r in range(3)]


def t_col(s: S, slug: str) -> list[Action]:
    return [A("use", slug, c) for c in range(4)]


def t_block(s: S, slug: str) -> list[Action]:
    return [A("use", slug, b) for b in range(6)]


def t_beastie(s: S, slug: str) -> list[Action]:
    return [A("use", slug, i) for i in revealed_beasties(s)]


def t_bait(s: S, slug: str) -> list[Action]:
    return [A("use", slug, i) for i in revealed_beasties(s) if s.over[i] < 0]


def t_snare(s: S, slug: str) -> list[Action]:
    """The Clamp Trap is set on any space without a played Trap, but not the Trapper's
    (Traps do not affect it) nor a revealed Beastie's (catching one at once is the
    Poisoned Poppet's work): it waits for a Beastie to come down to it."""
    cell, face, over = s.cell, s.face, s.over
    return [A("use", slug, i) for i in range(12)
            if over[i] < 0 and cell[i] != TRAPPER
            and not (cell[i] >= 0 and face[i] == UP and IS_BEASTIE[cell[i]])]


def swappable(s: S, free_only: bool) -> list[int]:
    """Revealed cards the Ol' Switcheroo may swap (never the Trapper)."""
    return [i for i in range(12) if s.cell[i] >= 0 and s.face[i] == UP
            and not (free_only and IS_BEASTIE[s.cell[i]])]


def t_swap(s: S, slug: str) -> list[Action]:
    free_only = s.acts < use_cost(s)
    spaces = swappable(s, free_only)
    return [A("use", slug, i) for i in spaces] if len(spaces) >= 2 else []


def t_any(s: S, slug: str) -> list[Action]:
    return [A("use", slug, i) for i in range(12)]


def t_transpose(s: S, slug: str) -> list[Action]:
    if not s.banished:
        return []
    return [A("use", slug, n) for n in sorted({NAME_OF[c] for c in s.discard})]


def t_predict(s: S, slug: str) -> list[Action]:
    if not s.deck and not s.discard:
        return []
    return [A("use", slug, k) for k in PREDICT]


def use_cost(s: S) -> int:
    return TRAPPER_COSTS[s.options["trapper"]][3]


def pattern(resolve: Callable[[S, tuple[int, ...]], None],
            table: tuple[tuple[int, ...], ...]) -> RunFn:
    """A Trap that resolves on the pattern of spaces its target picks from `table`."""
    def run(s: S, card: int, arg: int | str) -> bool:
        resolve(s, table[int(arg)])
        return True
    return run


def arrange(table: tuple[tuple[int, ...], ...]) -> RunFn:
    """A Trap that rearranges a line of spaces, one `put` choice per slot."""
    def run(s: S, card: int, arg: int | str) -> bool:
        s.pend = [PEND_ARRANGE, card, 0, *table[int(arg)]]
        return False
    return run


def r_bait(s: S, card: int, arg: int | str) -> bool:
    """Weavling Aroma: capture the Beastie, then lie fixed on its space (WEAV-TRAP-4)."""
    i = int(arg)
    capture(s, i)
    s.over[i] = card
    s.emit("play", f"{NAME[card]} is played, fixed, on the Tender Wilds.", card=card, space=i)
    collapse(s)
    return False  # the Trap stays on the Tender Wilds instead of being banished


def r_snare(s: S, card: int, arg: int | str) -> bool:
    """Clamp Trap: set, fixed, over a space; the card there stays beneath it (a space
    holds a played Trap and a card). It springs in `wilds.spring`."""
    i = int(arg)
    s.over[i] = card
    s.emit("play", f"{NAME[card]} is set, fixed, on the Tender Wilds.", card=card, space=i)
    return False  # the Trap stays on the Tender Wilds until it catches a Beastie


def r_capture(s: S, card: int, arg: int | str) -> bool:
    capture(s, int(arg))
    collapse(s)
    return True


def r_swap(s: S, card: int, arg: int | str) -> bool:
    s.pend = [PEND_SWAP, card, int(arg)]
    return False


def r_transpose(s: S, card: int, arg: int | str) -> bool:
    s.pend = [PEND_TRANSPOSE, card, int(arg)]
    return False


def r_predict(s: S, card: int, arg: int | str) -> bool:
    """Idol of Second Sight: name a card type, draw; a right guess pays off (WEAV-BAUB-7)."""
    c = draw(s)
    if c < 0:
        return True
    s.reveal()
    kind = KIND_NAMES[KIND[c]]
    right = KIND[c] == PREDICT_KIND[str(arg)]
    s.emit("draw", f"Idol of Second Sight: you predicted {arg} and drew {NAME[c]} ({kind}).",
           card=c, right=right, moves=[move("deck", "shown", [c])])
    if KIND[c] == SPIRIT:
        s.hand.append(c)
    elif right and KIND[c] == EVENT:
        s.banished.append(c)
    elif right and KIND[c] == WEAVLING:
        s.lured.append(c)
        check_end(s)
    elif right and KIND[c] == BEASTIE:
        s.hand.append(c)
    else:
        # "If incorrect, return the card": back where it came from, on top of the deck.
        s.deck.append(c)
        knowledge.put_back(s, c)
        s.emit("return", f"{NAME[c]} goes back on top of the Wilds Deck.", card=c,
               moves=[move("shown", "deck", [c])])
    return True


TRAP_EFFECTS: Final[dict[str, tuple[TargetFn, RunFn]]] = {
    "capture_row": (t_row, pattern(capture_pattern, ROW_SPACES)),
    "capture_column": (t_col, pattern(capture_pattern, COL_SPACES)),
    "capture_block": (t_block, pattern(capture_pattern, BLOCK_SPACES)),
    "bait": (t_bait, r_bait),
    "capture_any": (t_beastie, r_capture),
    "snare": (t_snare, r_snare),
    "swap_two": (t_swap, r_swap),
    "discard_diagonals": (t_any, pattern(discard_pattern, DIAGONAL_SPACES)),
    "discard_orthogonals": (t_any, pattern(discard_pattern, ORTHOGONAL_SPACES)),
    "arrange_column": (t_col, arrange(COL_SPACES)),
    "arrange_row": (t_row, arrange(ROW_SPACES)),
    "transpose": (t_transpose, r_transpose),
    "second_sight": (t_predict, r_predict),
}

# Wilds Spirits: the boons are carried out in rules.py (they are choices of the player);
# this registry names what each effect id does, for validation and for the text view.
SPIRIT_EFFECTS: Final[dict[str, str]] = {
    "bonus_meat": "pays as Meat",
    "cancel_event": "cancels a revealed Event",
    "bonus_action": "gives the Trapper a bonus Action",
    "recover_trap": "takes a Trap back from the Banished Pile",
    "wound_to_meat": "turns a Wound into Meat",
}
