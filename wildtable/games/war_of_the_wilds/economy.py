"""Resources: costs, paying, 2-for-1 swaps and trades (WOTW-PAY-*, WOTW-SWAP-*, WOTW-TRADE-*)."""

from __future__ import annotations

from typing import Final

from . import cards as C
from .state import ACORN, WotwState

ITEMS: Final = (*C.RESOURCES, "acorn")
ITEM_INDEX: Final = {name: i for i, name in enumerate(ITEMS)}


ANY_PART: Final = 4  # a discount taken off the circled number, after the four kinds


def discounts(s: WotwState, card: int) -> list[int]:
    """Where today's one-card discount may come off: a printed kind, or ANY_PART for the
    circled number (WOTW-DAYCARD-ARMS-1). Empty when there is no discount today.

    The card says "creatures cost 1 less": the player pays one card fewer and chooses
    which one (ruling 10). One fewer off the circled number is never a choice of its own
    when a kind is printed: it allows exactly what one fewer of that kind allows, with the
    kind paid inside the circle. So the circle is offered only when no kind is printed.
    """
    if not (C.IS_CREATURE[card] and s.today("call-to-arms")):
        return []
    out = [k for k in range(4) if C.COST[card][k]]
    return out or ([ANY_PART] if C.ANY[card] else [])


def cost_of(s: WotwState, card: int, off: int = -1) -> tuple[list[int], int]:
    """Specific pips and the circled number, with the discount taken off `off` (-1: none)."""
    specific = list(C.COST[card])
    any_ = C.ANY[card]
    if off == ANY_PART:
        any_ -= 1
    elif off >= 0:
        specific[off] -= 1
    return specific, any_


def payable(s: WotwState, seat: int, card: int, off: int = -1) -> bool:
    specific, any_ = cost_of(s, card, off)
    res = s.res[seat]
    spare = 0
    for k in range(4):
        if res[k] < specific[k]:
            return False
        spare += res[k] - specific[k]
    return spare >= any_


def payable_discounts(s: WotwState, seat: int, card: int) -> list[int]:
    """The discounts the seat can pay the rest of."""
    return [off for off in discounts(s, card) if payable(s, seat, card, off)]


def affordable(s: WotwState, seat: int, card: int) -> bool:
    if C.IS_CREATURE[card] and s.today("call-to-arms"):
        return bool(payable_discounts(s, seat, card))
    return payable(s, seat, card)


def pay_specific(s: WotwState, seat: int, card: int, off: int = -1) -> int:
    """Pay the printed kinds back to the piles; returns the circled number still owed."""
    specific, any_ = cost_of(s, card, off)
    for k in range(4):
        s.res[seat][k] -= specific[k]
        s.piles[k] += specific[k]
    return any_


def pay_one(s: WotwState, seat: int, kind: int) -> None:
    s.res[seat][kind] -= 1
    s.piles[kind] += 1


def held_kinds(s: WotwState, seat: int) -> list[int]:
    return [k for k in range(4) if s.res[seat][k]]


def swap_size(s: WotwState) -> int:
    """2 for 1, or 1 for 1 on Market Day (WOTW-SWAP-1, WOTW-DAYCARD-MARKET-1)."""
    return 1 if s.today("market-day") else 2


def can_swap_for(s: WotwState, seat: int, get: int) -> bool:
    others = sum(s.res[seat][k] for k in range(4) if k != get)
    return s.piles[get] > 0 and others >= swap_size(s)


def has_item(s: WotwState, seat: int, item: int) -> bool:
    return s.store[seat] > 0 if item == ACORN else s.res[seat][item] > 0


def move_item(s: WotwState, giver: int, taker: int, item: int) -> None:
    if item == ACORN:
        s.store[giver] -= 1
        s.store[taker] += 1
    else:
        s.res[giver][item] -= 1
        s.res[taker][item] += 1
