"""Legal actions and how each one changes the state, phase by phase.

Notation (every action is atomic; compound choices end on their own or with "done"):
  setup:    start S            the Trapper replaces the card on space S (0..11)
  trapper:  move S | collect S [S...] | take S | use SLUG X | opportunity | recover SLUG |
            restore W | done
  trap follow-ups: swap S (Ol' Switcheroo) | put S (arrange a column/row) | trade N
  lure:     lure S | pay V | pay fortune | done
  windows:  keep V | keep fortune | release (Unhappy); cancel S | allow (Events)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from ...engine import Action, IllegalAction
from .cards import (
    BEASTIE,
    CHAIN,
    COST,
    EFFECT,
    HAPPY,
    IS_BEASTIE,
    IS_WEAVLING,
    KIND,
    MEAT,
    NAME,
    NAME_OF,
    NAMES,
    ORTHO,
    POP,
    SLUG,
    SPIRIT,
    TRAP,
    TRAPPER_COSTS,
)
from .effects import (
    PEND_ARRANGE,
    PEND_SWAP,
    TRAP_EFFECTS,
    A,
    resolve_events,
    swappable,
    use_cost,
)
from .flow import begin_turn, end_turn, reveal_all
from .tally import CANCELLED, UNHAPPY, USED, at
from .wilds import (
    LURE,
    OVER,
    SETUP,
    TRAPPER,
    TRAPPER_PHASE,
    UP,
    check_end,
    collapse,
    find,
    meat_total,
    meat_value,
    rotation,
    spring,
    take_off,
    trapper_space,
)

if TYPE_CHECKING:
    from .state import WeavlingsState as S

DONE: Final = A("done")
ALLOW: Final = A("allow")
RELEASE: Final = A("release")
# Per-space actions built once (legal lists are asked for at every decision).
MOVE: Final = [A("move", i) for i in range(12)]
TAKE: Final = [A("take", i) for i in range(12)]
LURE_AT: Final = [A("lure", i) for i in range(12)]
START: Final = [A("start", i) for i in range(12)]


# ----- what may be done now ---------------------------------------------------------
def window(s: S) -> str:
    if s.phase == OVER:
        return ""
    if s.unhappy:
        return "unhappy"
    if s.evq:
        return "events"
    return ""


def meat_actions(s: S, verb: str) -> list[Action]:
    values = sorted({MEAT[c] for c in s.hand if KIND[c] == BEASTIE})
    out = [A(verb, v) for v in values]
    if any(EFFECT[c] == "bonus_meat" for c in s.hand):
        out.append(A(verb, "fortune"))
    return out


def lure_cost(s: S, w: int) -> int:
    """WEAV-LURE-1/2: the Meat Cost, one more when Unhappy is top-side up."""
    return COST[w] + (0 if HAPPY[w][rotation(s)] else 1)


def lure_options(s: S) -> list[Action]:
    avail = meat_total(s) + sum(meat_value(c) for c in s.paying)
    owed = sum(lure_cost(s, w) for w in s.chosen)
    cell, face = s.cell, s.face
    return [LURE_AT[i] for i in range(12)
            if cell[i] >= 0 and face[i] == UP and IS_WEAVLING[cell[i]]
            and cell[i] not in s.chosen and avail >= owed + lure_cost(s, cell[i])]


def legal(s: S) -> list[Action]:
    if s.unhappy:
        return [*meat_actions(s, "keep"), RELEASE]
    if s.evq:
        return [A("cancel", find(s, e)) for e in s.evq] + [ALLOW]
    if s.pend:
        return pend_actions(s)
    if s.phase == SETUP:
        return START[:]
    if s.phase == TRAPPER_PHASE:
        return trapper_actions(s)
    if s.phase == LURE:
        out = lure_options(s)
        if s.chosen:
            out += meat_actions(s, "pay")
        else:
            out.append(DONE)
        return out
    return []


def chains(s: S, path: list[int], out: list[Action]) -> None:
    """Every chained collection that starts with `path` (WEAV-TRAP-8): a continuous,
    unbranching line of revealed Traps from the Trapper, each Trap after the first showing
    a Chain icon. Any first part of a line is a collection of its own."""
    out.append(A("collect", *path))
    cell, face = s.cell, s.face
    for n in ORTHO[path[-1]]:
        c = cell[n]
        if c >= 0 and face[n] == UP and KIND[c] == TRAP and CHAIN[c] and n not in path:
            chains(s, [*path, n], out)


def trapper_actions(s: S) -> list[Action]:
    cell, face = s.cell, s.face
    _, move, collect, cost = TRAPPER_COSTS[s.options["trapper"]]
    t = trapper_space(s)
    out: list[Action] = []
    if s.acts >= move:
        out += [MOVE[n] for n in ORTHO[t]]  # WEAV-TRAPPER-2
    for n in ORTHO[t]:
        c = cell[n]
        if c < 0 or face[n] != UP:
            continue
        if KIND[c] == SPIRIT:
            out.append(TAKE[n])  # WEAV-SPIRIT-1: 0 Actions
        elif KIND[c] == TRAP and s.acts >= collect:
            chains(s, [n], out)  # WEAV-TRAPPER-3, WEAV-TRAP-8
    if not s.hand:
        out.append(DONE)
        return out
    slugs = sorted({SLUG[c] for c in s.hand if KIND[c] == TRAP})
    for slug in slugs:
        card = next(c for c in s.hand if SLUG[c] == slug)
        effect = EFFECT[card]
        if s.acts >= cost or effect == "swap_two":
            out += TRAP_EFFECTS[effect][0](s, slug)
    spirits = {EFFECT[c] for c in s.hand if KIND[c] == SPIRIT}
    if "bonus_action" in spirits:
        out.append(A("opportunity"))
    if "recover_trap" in spirits:
        out += [A("recover", slug) for slug in sorted({SLUG[c] for c in s.banished
                                                        if KIND[c] == TRAP})]
    if "wound_to_meat" in spirits:
        out += [A("restore", w) for w in sorted(s.wounds)]
    out.append(DONE)
    return out


def pend_actions(s: S) -> list[Action]:
    code = s.pend[0]
    if code == PEND_SWAP:
        first = s.pend[2]
        free_only = s.acts < use_cost(s)
        return [A("swap", i) for i in swappable(s, free_only) if i != first]
    if code == PEND_ARRANGE:
        k = s.pend[2]
        return [A("put", i) for i in s.pend[3 + k:]]
    # PEND_TRANSPOSE
    return [A("trade", n) for n in sorted({NAME_OF[c] for c in s.banished})]


# ----- carrying actions out ---------------------------------------------------------
def apply(s: S, a: Action) -> None:
    verb, args = a.verb, a.args
    handler = HANDLERS.get(verb)
    if handler is None:
        raise IllegalAction(f"{a} is not an action of this game")
    handler(s, args)
    spring(s)  # WEAV-TRAP-7: a Clamp catches a Beastie the action brought beneath it
    check_end(s)


def spend_spirit(s: S, effect: str) -> None:
    card = next(c for c in s.hand if KIND[c] == SPIRIT and EFFECT[c] == effect)
    s.hand.remove(card)
    s.banished.append(card)  # WEAV-SPIRIT-1: used Wilds Spirits are banished
    s.tally[at(USED, card)] += 1
    s.emit("spirit", f"{NAME[card]} is used.", card=card)


def meat_card(s: S, arg: int | str) -> int:
    if arg == "fortune":
        return next(c for c in s.hand if EFFECT[c] == "bonus_meat")
    return min(c for c in s.hand if KIND[c] == BEASTIE and MEAT[c] == arg)


def spend_meat(s: S, card: int) -> None:
    s.hand.remove(card)
    if KIND[card] == SPIRIT:
        s.banished.append(card)
        s.tally[at(USED, card)] += 1  # a Spirit of Fortune paid as Meat
    else:
        s.discard.append(card)


def h_start(s: S, args: tuple[Any, ...]) -> None:
    """WEAV-SETUP-3: the Trapper replaces a card, which is discarded face-up."""
    i = args[0]
    card = s.cell[i]
    s.discard.append(card)
    s.cell[i] = TRAPPER
    s.face[i] = UP
    s.emit("start", f"The Trapper enters the Tender Wilds; {NAME[card]} is discarded.",
           card=card, space=i)
    if reveal_all(s):
        begin_turn(s)


def h_move(s: S, args: tuple[Any, ...]) -> None:
    """WEAV-TRAPPER-2: swap places with an orthogonally adjacent space."""
    n = args[0]
    t = trapper_space(s)
    s.cell[t], s.cell[n] = s.cell[n], TRAPPER
    s.face[t], s.face[n] = s.face[n], UP
    s.acts -= TRAPPER_COSTS[s.options["trapper"]][1]
    s.emit("move", f"The Trapper moves to space {n}.", space=n)


def h_take(s: S, args: tuple[Any, ...]) -> None:
    card = take_off(s, args[0])
    s.hand.append(card)
    s.emit("collect", f"You collect {NAME[card]}.", card=card)
    collapse(s)


def h_collect(s: S, args: tuple[Any, ...]) -> None:
    """WEAV-TRAPPER-3, WEAV-TRAP-8: collect a Trap, or a chained line of them, for 1 Action."""
    for i in args:
        card = take_off(s, i)
        s.hand.append(card)
        s.emit("collect", f"You collect {NAME[card]}.", card=card)
    s.acts -= TRAPPER_COSTS[s.options["trapper"]][2]
    collapse(s)


def h_use(s: S, args: tuple[Any, ...]) -> None:
    """WEAV-TRAPPER-4, WEAV-TRAP-3: use a Trap anywhere; it is banished once resolved."""
    slug, arg = args[0], args[1]
    card = min(c for c in s.hand if SLUG[c] == slug)
    s.hand.remove(card)
    s.tally[at(USED, card)] += 1
    effect = EFFECT[card]
    if effect != "swap_two":
        s.acts -= use_cost(s)
    s.emit("use", f"You use {NAME[card]}.", card=card, target=arg)
    finished = TRAP_EFFECTS[effect][1](s, card, arg)
    if finished:
        s.banished.append(card)


def finish_pend(s: S) -> None:
    card = s.pend[1]
    s.pend = []
    s.banished.append(card)


def h_swap(s: S, args: tuple[Any, ...]) -> None:
    """The Ol' Switcheroo: free when neither card is a Beastie (printed text)."""
    a, b = s.pend[2], args[0]
    cell, face = s.cell, s.face
    free = not IS_BEASTIE[cell[a]] and not IS_BEASTIE[cell[b]]
    cell[a], cell[b] = cell[b], cell[a]
    face[a], face[b] = face[b], face[a]
    if not free:
        s.acts -= use_cost(s)
    s.emit("swap", f"{NAME[cell[b]]} and {NAME[cell[a]]} swap places"
           + (" (no Action spent)." if free else "."), spaces=[a, b])
    finish_pend(s)


def h_put(s: S, args: tuple[Any, ...]) -> None:
    """Column-Shaker / Scarecrow: choose, slot by slot, which card goes where."""
    k = s.pend[2]
    spaces = s.pend[3:]
    a, b = spaces[k], args[0]
    cell, face = s.cell, s.face
    cell[a], cell[b] = cell[b], cell[a]
    face[a], face[b] = face[b], face[a]
    s.pend[2] = k + 1
    if k + 1 >= len(spaces) - 1:
        s.emit("arrange", "The cards are rearranged.", spaces=list(spaces))
        finish_pend(s)


def h_trade(s: S, args: tuple[Any, ...]) -> None:
    """Transposition Talisman: a discarded card and a banished card trade piles."""
    want_d, want_b = s.pend[2], args[0]
    d = next(c for c in reversed(s.discard) if NAME_OF[c] == want_d)
    b = next(c for c in reversed(s.banished) if NAME_OF[c] == want_b)
    s.discard.remove(d)
    s.banished.remove(b)
    s.banished.append(d)
    s.discard.append(b)
    s.emit("trade", f"{NAMES[want_d]} is banished and {NAMES[want_b]} returns to the "
           "discard pile.", card=d, back=b)
    finish_pend(s)


def h_opportunity(s: S, args: tuple[Any, ...]) -> None:
    spend_spirit(s, "bonus_action")
    s.acts += 1


def h_recover(s: S, args: tuple[Any, ...]) -> None:
    spend_spirit(s, "recover_trap")
    card = next(c for c in reversed(s.banished) if SLUG[c] == args[0])
    s.banished.remove(card)
    s.hand.append(card)
    s.emit("recover", f"{NAME[card]} comes back from the Banished Pile.", card=card)


def h_restore(s: S, args: tuple[Any, ...]) -> None:
    spend_spirit(s, "wound_to_meat")
    w = args[0]
    s.wounds.remove(w)
    s.hand.append(w)
    s.emit("restore", f"The {NAME[w]} Wound becomes Meat.", card=w)


def h_done(s: S, args: tuple[Any, ...]) -> None:
    if s.phase == TRAPPER_PHASE:
        s.phase = LURE  # WEAV-TURN-1: the Lure Weavlings Phase
        if lure_options(s):
            s.emit("phase", "The Lure Weavlings Phase begins.")
            return
    end_turn(s)


def h_lure(s: S, args: tuple[Any, ...]) -> None:
    s.chosen.append(s.cell[args[0]])


def h_pay(s: S, args: tuple[Any, ...]) -> None:
    """WEAV-LURE-1: Meat pays for every chosen Weavling at once; the excess is lost."""
    card = meat_card(s, args[0])
    s.hand.remove(card)
    s.paying.append(card)
    paid = sum(meat_value(c) for c in s.paying)
    owed = sum(lure_cost(s, w) for w in s.chosen)
    if paid < owed:
        return
    for w in s.chosen:
        take_off(s, find(s, w))
        s.lured.append(w)
    for c in s.paying:
        if KIND[c] == SPIRIT:
            s.banished.append(c)
            s.tally[at(USED, c)] += 1  # a Spirit of Fortune paid as Meat
        else:
            s.discard.append(c)
    s.emit("lure", "Lured: " + ", ".join(NAME[w] for w in s.chosen)
           + f" for {paid} Meat" + (f" ({paid - owed} lost)." if paid > owed else "."),
           cards=s.chosen[:], paid=paid, owed=owed)
    s.chosen, s.paying = [], []
    collapse(s)


def h_keep(s: S, args: tuple[Any, ...]) -> None:
    """WEAV-LURE-3: pay one more Meat to keep an Unhappy Weavling."""
    w = s.unhappy.pop(0)
    card = meat_card(s, args[0])
    spend_meat(s, card)
    s.emit("keep", f"You pay {NAME[card]} to keep the Unhappy {NAME[w]}.", card=w)


def h_release(s: S, args: tuple[Any, ...]) -> None:
    w = s.unhappy.pop(0)
    # A Weavling that wanders off owes nothing for a later rotation still to be answered.
    s.unhappy = [x for x in s.unhappy if x != w]
    s.lured.remove(w)
    s.lost.append(w)
    s.tally[UNHAPPY] += POP[w]
    s.emit("release", f"The Unhappy {NAME[w]} wanders off and is lost.", card=w)


def h_cancel(s: S, args: tuple[Any, ...]) -> None:
    """WEAV-SPIRIT-2: the Spirit of Intervention cancels one revealed Event."""
    spend_spirit(s, "cancel_event")
    e = s.cell[args[0]]
    s.tally[at(CANCELLED, e)] += 1
    s.discard.append(take_off(s, args[0]))
    s.evq.remove(e)
    s.emit("cancel", f"{NAME[e]} is cancelled and discarded.", card=e)
    collapse(s)
    h_allow(s, ())


def h_allow(s: S, args: tuple[Any, ...]) -> None:
    events, s.evq = s.evq, []
    resolve_events(s, events)
    # Events a Trap turned over in the Trapper Phase: the phase goes on. Otherwise the
    # window came while revealing (setup, end of Travel), which goes on to the next turn.
    if s.phase == TRAPPER_PHASE:
        return
    if s.phase != OVER and reveal_all(s):
        begin_turn(s)


HANDLERS: Final = {
    "start": h_start, "move": h_move, "take": h_take, "collect": h_collect, "use": h_use,
    "swap": h_swap, "put": h_put, "trade": h_trade, "opportunity": h_opportunity,
    "recover": h_recover, "restore": h_restore, "done": h_done, "lure": h_lure,
    "pay": h_pay, "keep": h_keep, "release": h_release, "cancel": h_cancel, "allow": h_allow,
}
