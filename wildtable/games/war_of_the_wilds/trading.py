"""Trades and swaps (WOTW-TRADE-*, WOTW-SWAP-*): offers of any bundle for any bundle.

"During your turn you may trade resource cards and acorns with other players, on any
terms you both agree to." An offer is built one item at a time: the player whose turn
it is picks a partner, puts items on the give side and the get side (either side may
stay empty: a gift, or a request), then proposes it; the partner accepts or declines
as a pending decision. Offers are bounded (MAX_OFFERS a turn, MAX_SIDE items a side)
so that every turn ends (ruling 5).
"""

from __future__ import annotations

from typing import Final

from ...engine import Action
from . import cards as C
from . import economy
from .economy import ITEMS
from .state import ACORN, ANSWER, OFFER, SWAP, WotwState

MAX_OFFERS: Final = 3  # offers a player may make in one turn
MAX_SIDE: Final = 6    # items on one side of an offer
N_ITEMS: Final = len(ITEMS)
NO_OFFER: Final = [-1] + [0] * (2 * N_ITEMS)  # partner, then the give counts, then the get counts

SWAP_FOR: Final = tuple(Action("swap", (k,)) for k in C.RESOURCES)
GIVE: Final = tuple(Action("give", (i,)) for i in ITEMS)
GET: Final = tuple(Action("get", (i,)) for i in ITEMS)
TRADE_WITH: Final = tuple(Action("trade", (p,)) for p in range(4))
PROPOSE: Final = Action("propose")
WITHDRAW: Final = Action("withdraw")
ACCEPT: Final = Action("accept")
DECLINE: Final = Action("decline")


def holding(s: WotwState, seat: int, item: int) -> int:
    """How many of an item a seat could trade: a resource kind, or stored acorns (buried
    ones can't be spent, WOTW-ACORN-1)."""
    return s.store[seat] if item == ACORN else s.res[seat][item]


def gives(s: WotwState) -> list[int]:
    return s.offer[1:1 + N_ITEMS]


def gets(s: WotwState) -> list[int]:
    return s.offer[1 + N_ITEMS:]


def can_trade_with(s: WotwState, seat: int, partner: int) -> bool:
    """Something could change hands: either player holds an item to trade."""
    return any(holding(s, seat, i) or holding(s, partner, i) for i in range(N_ITEMS))


def trade_and_swap(s: WotwState) -> list[Action]:
    """WOTW-TRADE-1, WOTW-SWAP-1: at any point of your turn between other decisions."""
    p = s.acting
    out = [SWAP_FOR[k] for k in range(4) if economy.can_swap_for(s, p, k)]
    if s.offers < MAX_OFFERS:
        out += [TRADE_WITH[q] for q in range(s.players)
                if q != p and can_trade_with(s, p, q)]
    return out


def swap_options(s: WotwState) -> list[Action]:
    return [GIVE[k] for k in range(4) if k != s.swap_get and s.res[s.acting][k]]


def offer_options(s: WotwState) -> list[Action]:
    """Add an item to a side (an item is never on both: that would change nothing),
    propose once something is on the table, or withdraw."""
    p, partner = s.acting, s.offer[0]
    give, get = gives(s), gets(s)
    out: list[Action] = []
    if sum(give) < MAX_SIDE:
        out += [GIVE[i] for i in range(N_ITEMS) if not get[i] and holding(s, p, i) > give[i]]
    if sum(get) < MAX_SIDE:
        out += [GET[i] for i in range(N_ITEMS)
                if not give[i] and holding(s, partner, i) > get[i]]
    if any(give) or any(get):
        out.append(PROPOSE)
    return out + [WITHDRAW]


def answer_options(s: WotwState) -> list[Action]:
    return [ACCEPT, DECLINE]


def do_swap(s: WotwState, a: Action) -> None:
    s.resume = s.phase
    s.swap_get = C.RESOURCE_INDEX[str(a.args[0])]
    s.swap_left = economy.swap_size(s)
    s.phase = SWAP


def do_swap_give(s: WotwState, a: Action) -> None:
    """WOTW-SWAP-1: 2 resource cards back to the piles for 1 of any kind."""
    economy.pay_one(s, s.acting, C.RESOURCE_INDEX[str(a.args[0])])
    s.swap_left -= 1
    if s.swap_left == 0:
        s.piles[s.swap_get] -= 1
        s.res[s.acting][s.swap_get] += 1
        s.emit("swap", f"P{s.acting} swaps for a {C.RESOURCES[s.swap_get]}.", seat=s.acting,
               resource=C.RESOURCES[s.swap_get])
        s.phase = s.resume


def do_trade(s: WotwState, a: Action) -> None:
    """WOTW-TRADE-1: start an offer to another player."""
    s.resume = s.phase
    s.offers += 1
    s.offer = NO_OFFER[:]
    s.offer[0] = int(a.args[0])
    s.phase = OFFER


def do_give(s: WotwState, a: Action) -> None:
    s.offer[1 + economy.ITEM_INDEX[str(a.args[0])]] += 1


def do_get(s: WotwState, a: Action) -> None:
    s.offer[1 + N_ITEMS + economy.ITEM_INDEX[str(a.args[0])]] += 1


def bundle(counts: list[int]) -> str:
    """Items in words: "2 berries and an acorn", "nothing"."""
    words = []
    for i, n in enumerate(counts):
        if n:
            name = ITEMS[i]
            plural = "berries" if name == "berry" else name + "s"
            words.append(f"{n} {plural}" if n > 1 else ("an " if name[0] in "aeiou" else "a ")
                         + name)
    if not words:
        return "nothing"
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def do_propose(s: WotwState, a: Action) -> None:
    """WOTW-TRADE-2: the partner answers, as a pending decision."""
    partner = s.offer[0]
    s.emit("offer", f"P{s.acting} offers P{partner} {bundle(gives(s))} for "
           f"{bundle(gets(s))}.", seat=s.acting, partner=partner,
           give=dict(zip(ITEMS, gives(s), strict=True)),
           get=dict(zip(ITEMS, gets(s), strict=True)))
    s.phase = ANSWER
    s.to_move = partner


def do_withdraw(s: WotwState, a: Action) -> None:
    s.offer = NO_OFFER[:]
    s.phase = s.resume


def do_answer(s: WotwState, a: Action) -> None:
    """WOTW-TRADE-2: the other player accepts or declines; on accept both sides move."""
    partner = s.offer[0]
    if a.verb == "accept":
        for i, n in enumerate(gives(s)):
            for _ in range(n):
                economy.move_item(s, s.acting, partner, i)
        for i, n in enumerate(gets(s)):
            for _ in range(n):
                economy.move_item(s, partner, s.acting, i)
    s.emit("trade", f"P{partner} {a.verb}s.", seat=partner, accepted=a.verb == "accept")
    s.offer = NO_OFFER[:]
    s.phase = s.resume
    s.to_move = s.acting


def offer_view(s: WotwState) -> dict[str, object] | None:
    """The offer being built or answered, for every seat (trades happen in the open)."""
    if s.phase not in (OFFER, ANSWER):
        return None
    return {"partner": s.offer[0], "give": dict(zip(ITEMS, gives(s), strict=True)),
            "get": dict(zip(ITEMS, gets(s), strict=True))}
