"""Legal actions and how each one changes the state; the day and turn flow.

Every decision is small and atomic: compound choices (paying, swapping, trading,
attacking, blocking) are sequences of decisions, so legal lists stay short.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from ...engine import Action
from ...engine.moves import hand, move
from . import attacks, combat, economy, knowledge, trading
from . import cards as C
from .effects import ABILITIES, TRICKS, ability_possible
from .state import (
    ACTION,
    ANSWER,
    ASSIGN,
    BLOCK,
    CREATURES_PLAYED,
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
    PLAYED_KIND,
    SWAP,
    TRICKS_PLAYED,
    WotwState,
)
from .trading import trade_and_swap
from .turns import end_turn, finish_setup, pass_turn
from .words import plural
from .zones import bury, deal_row, draw_from_deck, take_wild

# Actions without arguments, and tables of the common one-argument ones, built once.
DRAW, FORAGE, END, ATTACK = (Action(v) for v in
                               ("draw", "forage", "end", "attack"))
REFRESH: Final = Action("refresh")
TAKE_DECK: Final = Action("take", ("deck",))
TAKE_ROW: Final = tuple(Action("take", (i,)) for i in range(3))
PLAY_CARD: Final = tuple(Action("play", (c,)) for c in range(C.DECK_SIZE))
DISCARD_CARD: Final = tuple(Action("discard", (c,)) for c in range(C.DECK_SIZE))
RETURN_CARD: Final = tuple(Action("return", (c,)) for c in range(C.DECK_SIZE))
RETURN_KIND: Final = tuple(Action("return", (k,)) for k in C.RESOURCES)
BURY: Final = tuple(Action("bury", (n,)) for n in range(4))
DISCOUNT_PART: Final = tuple(Action("discount", (k,)) for k in (*C.RESOURCES, "any"))
PAY_KIND: Final = tuple(Action("pay", (k,)) for k in C.RESOURCES)


# ----- legal actions ---------------------------------------------------------------------
def legal_actions(s: WotwState) -> list[Action]:
    return LEGAL[s.phase](s)


def keep_options(s: WotwState) -> list[Action]:
    p = s.acting
    return [RETURN_CARD[c] for c in s.hands[p]] + [
        RETURN_KIND[k] for k in range(4) if s.res[p][k]
    ]


def action_options(s: WotwState) -> list[Action]:
    """WOTW-ACTION-1: gather, draw, forage or bury."""
    p = s.acting
    a, b = C.HOME_KINDS[s.homes[p]]
    total = min(3, s.piles[a] + s.piles[b])
    out = [
        Action("gather", (C.RESOURCES[a], x, C.RESOURCES[b], total - x))
        for x in range(total, -1, -1)
        if x <= s.piles[a] and total - x <= s.piles[b]
    ]
    out += [DRAW, FORAGE]
    if not s.today("hard-frost"):
        out += [BURY[n] for n in range(1, min(3, s.store[p]) + 1)]
    return out + trade_and_swap(s)


def draw_options(s: WotwState) -> list[Action]:
    """WOTW-DRAW-1..3: each card from the row or the deck; refresh before the first."""
    out: list[Action] = []
    deck_left = bool(s.deck or s.discard)
    if s.drawn == 0 and not s.refreshed and deck_left:
        out.append(REFRESH)
    out += [TAKE_ROW[i] for i in range(len(s.row))]
    if deck_left:
        out.append(TAKE_DECK)
    return out


def trick_actions(s: WotwState, card: int) -> list[Action]:
    target = C.TARGET[card]
    p = s.acting
    if target == "none":
        # Scavenge from an empty wild would change nothing (ruling 11).
        return [] if C.EFFECT[card] == "take-wild" and not s.wild else [PLAY_CARD[card]]
    if target == "amount":  # Acorn Cache: bury up to N stored acorns
        if s.today("hard-frost"):
            return []
        return [Action("play", (card, n)) for n in range(1, min(C.AMOUNT[card], s.store[p]) + 1)]
    if target == "creature":
        return [Action("play", (card, c)) for q in range(s.players) for c in s.army[q]]
    return [Action("play", (card, q)) for q in range(s.players) if q != p and s.buried[q]]


def ability_actions(s: WotwState, card: int) -> list[Action]:
    """WOTW-ABILITY-1..3: own turn, standing, and not the turn it is played if it waits."""
    if s.tired >> card & 1 or (C.WAITS[card] and s.fresh >> card & 1):
        return []
    if not ability_possible(s, card):
        return []
    if C.ABILITY[card] == "tire-creature":
        return [Action("use", (card, c)) for q in range(s.players) if q != s.acting
                for c in s.army[q] if not s.tired >> c & 1]
    return [Action("use", (card,))]


def play_options(s: WotwState) -> list[Action]:
    """WOTW-PLAY-1: play what you can pay for, use abilities; then attack or end."""
    p = s.acting
    out: list[Action] = []
    seen: set[int] = set()
    for card in s.hands[p]:
        kind = C.KIND[card]
        if kind in seen or not economy.affordable(s, p, card):
            continue
        seen.add(kind)  # copies of one card are the same choice: offer the first only
        out += [PLAY_CARD[card]] if C.IS_CREATURE[card] else trick_actions(s, card)
    for card in s.army[p]:
        if C.ABILITY[card]:
            out += ability_actions(s, card)
    out += trade_and_swap(s)
    if combat.attacks_allowed(s) and any(combat.can_attack(s, c) for c in s.army[p]):
        out.append(ATTACK)
    out.append(END)
    return out


def discount_options(s: WotwState) -> list[Action]:
    return [DISCOUNT_PART[off] for off in economy.payable_discounts(s, s.acting, s.pay_card)]


def pay_options(s: WotwState) -> list[Action]:
    return [PAY_KIND[k] for k in economy.held_kinds(s, s.acting)]


def discard_options(s: WotwState) -> list[Action]:
    return [DISCARD_CARD[c] for c in s.hands[s.acting]]


LEGAL: Final[dict[str, Callable[[WotwState], list[Action]]]] = {
    KEEP: keep_options,
    FOX_BLOCK: attacks.fox_block_options,
    ACTION: action_options,
    DRAWING: draw_options,
    PLAY: play_options,
    DISCOUNT: discount_options,
    PAY: pay_options,
    SWAP: trading.swap_options,
    OFFER: trading.offer_options,
    ANSWER: trading.answer_options,
    LATE: attacks.late_options,
    ASSIGN: attacks.assign_options,
    BLOCK: attacks.block_actions,
    ORDER: attacks.order_options,
    DISCARD: discard_options,
    OVER: lambda s: [],
}


# ----- applying actions ------------------------------------------------------------------
def apply_action(s: WotwState, a: Action) -> None:
    HANDLERS[(s.phase, a.verb)](s, a)


def do_return(s: WotwState, a: Action) -> None:
    """WOTW-SETUP-4: keep any 5 of the 5 deck cards and 4 resource cards.

    The keep is simultaneous: players choose one after another here, but nobody learns
    another's choice until all have kept (the events are private, the views show the
    others as dealt, and the deck cards put back wait aside, to be shuffled in together).
    """
    p = s.acting
    item = a.args[0]
    if isinstance(item, int):
        s.hands[p].remove(item)
        s.returned.append(item)
        knowledge.put_back(s, p, item)
        s.emit("keep", f"You put back {C.NAME[item]}.", seats=(p,), card=item,
               moves=[move(hand(p), "deck", [item])])
    else:
        k = C.RESOURCE_INDEX[item]
        s.res[p][k] -= 1
        s.piles[k] += 1
        s.emit("keep", f"You put back a {item} card.", seats=(p,), resource=item)
    if len(s.hands[p]) + sum(s.res[p]) == 5:
        s.set_aside.extend(s.returned)
        s.returned = []
        s.emit("keep", f"P{p} has kept.", seat=p)
        if p + 1 < s.players:
            s.acting = s.to_move = p + 1
        else:
            reveal_keeps(s)
            finish_setup(s)


def reveal_keeps(s: WotwState) -> None:
    """All have kept: the cards nobody kept go back into the deck, and what each player
    kept becomes known (resource cards are open, ruling 2; deck cards only by number)."""
    s.deck.extend(s.set_aside)
    s.set_aside = []
    s.rng.shuffle(s.deck)
    for p in range(s.players):
        kinds = [C.RESOURCES[k] for k in range(4) if s.res[p][k]]
        s.emit("keep", f"P{p} kept {len(s.hands[p])} deck cards and "
               + (", ".join(kinds) + " resource cards." if kinds else "no resource cards."),
               seat=p, cards=len(s.hands[p]), resources=kinds)


def do_gather(s: WotwState, a: Action) -> None:
    """WOTW-ACTION-GATHER-1: 3 resource cards of your home's two kinds, in any mix."""
    p = s.acting
    _, x, _, y = a.args
    a_kind, b_kind = C.HOME_KINDS[s.homes[p]]
    for kind, n in ((a_kind, x), (b_kind, y)):
        s.piles[kind] -= int(n)
        s.res[p][kind] += int(n)
    got = " and ".join(plural(int(n), C.RESOURCES[k]) for k, n in ((a_kind, x), (b_kind, y))
                       if n)
    s.emit("gather", f"P{p} gathers {got}.",
           seat=p, resources={C.RESOURCES[a_kind]: x, C.RESOURCES[b_kind]: y})
    busy_day_acorn(s)
    s.phase = PLAY


def busy_day_acorn(s: WotwState) -> None:
    """WOTW-DAYCARD-BUSY-1: Gather and Draw also take 1 acorn from the wild."""
    if s.today("busy-day"):
        n = take_wild(s, s.acting, 1)
        s.emit("day", f"Busy day: P{s.acting} also takes {n} acorn from the wild.",
               seat=s.acting, acorns=n)


def do_draw(s: WotwState, a: Action) -> None:
    s.emit("draw", f"P{s.acting} draws.", seat=s.acting)
    busy_day_acorn(s)
    s.phase = DRAWING
    s.drawn = 0
    s.refreshed = False
    if not draw_options(s):
        finish_draw(s)


def do_refresh(s: WotwState, a: Action) -> None:
    """WOTW-DRAW-2: before the first card, the row may be discarded and turned anew."""
    s.discard.extend(s.row)
    s.row = []
    deal_row(s, tell=False)
    s.refreshed = True
    s.emit("row", f"P{s.acting} turns a new row: {', '.join(C.NAME[c] for c in s.row)}.",
           seat=s.acting, row=s.row[:], moves=[move("deck", "row", s.row[:])])


def do_take(s: WotwState, a: Action) -> None:
    p = s.acting
    where = a.args[0]
    if where == "deck":
        card = draw_from_deck(s, p)
        s.emit("draw", f"You draw {C.NAME[card]} from the deck.", seats=(p,), card=card,
               moves=[move("deck", hand(p), [card])])
        s.emit("draw", f"P{p} takes a card from the deck.", seat=p,
               moves=[move("deck", hand(p), seen_by=p)])
    else:
        card = s.row.pop(int(where))
        s.hands[p].append(card)
        knowledge.seen_into_hand(s, p, card)
        s.emit("draw", f"P{p} takes {C.NAME[card]} from the row.", seat=p, card=card,
               moves=[move("row", hand(p), [card])])
    s.drawn += 1
    if s.drawn == 2 or not draw_options(s):
        finish_draw(s)


def finish_draw(s: WotwState) -> None:
    """WOTW-DRAW-3: the row is refilled only once drawing is finished."""
    deal_row(s)
    s.phase = PLAY


def do_forage(s: WotwState, a: Action) -> None:
    """WOTW-ACTION-FORAGE-1 (+2 on Bumper Crop, WOTW-DAYCARD-BUMPER-1)."""
    n = take_wild(s, s.acting, 5 if s.today("bumper-crop") else 3)
    s.emit("forage", f"P{s.acting} forages {n} acorns.", seat=s.acting, acorns=n)
    s.phase = PLAY


def do_bury(s: WotwState, a: Action) -> None:
    """WOTW-ACTION-BURY-1: move up to 3 stored acorns to your buried acorns."""
    n = bury(s, s.acting, int(a.args[0]))
    s.emit("bury", f"P{s.acting} buries {n} acorns.", seat=s.acting, acorns=n)
    s.phase = PLAY


def do_play(s: WotwState, a: Action) -> None:
    """WOTW-PLAY-1..3: pay the cost; creatures join the army, tricks happen."""
    p = s.acting
    card = int(a.args[0])
    s.hands[p].remove(card)
    s.pay_card = card
    s.pay_target = int(a.args[1]) if len(a.args) > 1 else -1
    offs = economy.payable_discounts(s, p, card)
    if len(offs) > 1:  # WOTW-DAYCARD-ARMS-1: the player chooses the card they don't pay
        s.phase = DISCOUNT
        return
    s.pay_left = economy.pay_specific(s, p, card, offs[0] if offs else -1)
    settle_payment(s)


def do_discount(s: WotwState, a: Action) -> None:
    """WOTW-DAYCARD-ARMS-1: one card fewer, of the kind (or the circled number) chosen."""
    part = str(a.args[0])
    off = economy.ANY_PART if part == "any" else C.RESOURCE_INDEX[part]
    s.pay_left = economy.pay_specific(s, s.acting, s.pay_card, off)
    settle_payment(s)


def settle_payment(s: WotwState) -> None:
    """Pay the circled number; a choice is asked only when more than one kind is held."""
    p = s.acting
    while s.pay_left:
        kinds = economy.held_kinds(s, p)
        if len(kinds) > 1:
            s.phase = PAY
            return
        economy.pay_one(s, p, kinds[0])
        s.pay_left -= 1
    finish_play(s)


def do_pay(s: WotwState, a: Action) -> None:
    """WOTW-PAY-1: a number in a circle is paid with any kinds."""
    economy.pay_one(s, s.acting, C.RESOURCE_INDEX[str(a.args[0])])
    s.pay_left -= 1
    settle_payment(s)


def finish_play(s: WotwState) -> None:
    p, card = s.acting, s.pay_card
    s.phase = PLAY
    s.pay_card = -1
    s.count(p, PLAYED_KIND + C.KIND[card])
    if C.IS_CREATURE[card]:
        s.army[p].append(card)
        s.fresh |= 1 << card
        s.count(p, CREATURES_PLAYED)
        s.emit("play", f"P{p} plays {C.NAME[card]}.", seat=p, card=card,
               moves=[move(hand(p), f"army:{p}", [card])])
    else:
        s.count(p, TRICKS_PLAYED)
        TRICKS[C.EFFECT[card]](s, card, s.pay_target)
        s.discard.append(card)


def do_use(s: WotwState, a: Action) -> None:
    """WOTW-ABILITY-2: an ability that tires turns the creature sideways."""
    card = int(a.args[0])
    s.tired |= 1 << card
    ABILITIES[C.ABILITY[card]](s, card, int(a.args[1]) if len(a.args) > 1 else -1)


def do_end(s: WotwState, a: Action) -> None:
    end_turn(s)


def do_discard(s: WotwState, a: Action) -> None:
    card = int(a.args[0])
    s.hands[s.acting].remove(card)
    s.discard.append(card)
    s.emit("discard", f"P{s.acting} discards {C.NAME[card]}.", seat=s.acting, card=card,
           moves=[move(hand(s.acting), "discard", [card])])
    if len(s.hands[s.acting]) <= 7:
        pass_turn(s)


HANDLERS: Final[dict[tuple[str, str], Callable[[WotwState, Action], None]]] = {
    (KEEP, "return"): do_return,
    (ACTION, "gather"): do_gather,
    (ACTION, "draw"): do_draw,
    (ACTION, "forage"): do_forage,
    (ACTION, "bury"): do_bury,
    (DRAWING, "refresh"): do_refresh,
    (DRAWING, "take"): do_take,
    (PLAY, "play"): do_play,
    (PLAY, "use"): do_use,
    (PLAY, "attack"): attacks.do_attack,
    (PLAY, "end"): do_end,
    (LATE, "end"): do_end,
    (DISCOUNT, "discount"): do_discount,
    (PAY, "pay"): do_pay,
    (SWAP, "give"): trading.do_swap_give,
    (OFFER, "give"): trading.do_give,
    (OFFER, "get"): trading.do_get,
    (OFFER, "propose"): trading.do_propose,
    (OFFER, "withdraw"): trading.do_withdraw,
    (ANSWER, "accept"): trading.do_answer,
    (ANSWER, "decline"): trading.do_answer,
    (ASSIGN, "send"): attacks.do_send,
    (ASSIGN, "fight"): attacks.do_fight,
    (ORDER, "fight"): attacks.do_fight_next,
    (BLOCK, "block"): attacks.do_block,
    (BLOCK, "done"): attacks.do_blocks_done,
    (FOX_BLOCK, "block"): attacks.do_fox_block,
    (FOX_BLOCK, "done"): attacks.do_fox_done,
    (DISCARD, "discard"): do_discard,
}
for _phase in (ACTION, PLAY, LATE):
    HANDLERS[(_phase, "swap")] = trading.do_swap
    HANDLERS[(_phase, "trade")] = trading.do_trade


__all__ = ["apply_action", "legal_actions"]
