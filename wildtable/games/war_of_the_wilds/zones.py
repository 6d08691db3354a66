"""Moving cards and acorns between zones; every move keeps the totals (WOTW-BOX-1)."""

from __future__ import annotations

from ...engine import move
from . import cards as C
from . import knowledge
from .state import CREATURES_LOST, WotwState


def top_of_deck(s: WotwState) -> int:
    """The top card of the deck, reshuffling the discard pile in when the deck is empty
    (WOTW-DECK-1). Returns -1 when both are empty."""
    if not s.deck:
        if not s.discard:
            return -1
        s.deck = s.discard
        s.discard = []
        s.rng.shuffle(s.deck)
        knowledge.reshuffled(s)
        s.emit("reshuffle", f"The discard pile is shuffled into a new deck of {len(s.deck)}.",
               size=len(s.deck), moves=[move("discard", "deck", s.deck[:])])
    s.reveal()
    return s.deck.pop()


def draw_from_deck(s: WotwState, seat: int) -> int:
    """A card from the deck into `seat`'s hand, seen by that seat alone (WOTW-KNOW-1)."""
    card = top_of_deck(s)
    if card >= 0:
        s.hands[seat].append(card)
        knowledge.drawn_unseen(s, seat)
    return card


def deal_row(s: WotwState, tell: bool = True) -> None:
    """Fill the row up to 3 face-up cards (WOTW-DAY-1)."""
    dealt = []
    while len(s.row) < 3:
        card = top_of_deck(s)
        if card < 0:
            break
        s.row.append(card)
        dealt.append(card)
    if dealt and tell:
        s.emit("row", f"Dealt to the row: {', '.join(C.NAME[c] for c in dealt)}.",
               cards=dealt, moves=[move("deck", "row", dealt)])


def take_wild(s: WotwState, seat: int, n: int) -> int:
    """Up to n acorns from the wild into a store; returns how many there were."""
    n = min(n, s.wild)
    s.wild -= n
    s.store[seat] += n
    return n


def bury(s: WotwState, seat: int, n: int) -> int:
    n = min(n, s.store[seat])
    s.store[seat] -= n
    s.buried[seat] += n
    return n


def dig_up(s: WotwState, seat: int, n: int) -> int:
    """Up to n buried acorns back into the same player's store."""
    n = min(n, s.buried[seat])
    s.buried[seat] -= n
    s.store[seat] += n
    return n


def owner(s: WotwState, card: int) -> int:
    for p in range(s.players):
        if card in s.army[p]:
            return p
    return -1


def kill(s: WotwState, card: int) -> None:
    """A creature that dies goes to the discard pile (WOTW-FIGHT-3)."""
    p = owner(s, card)
    s.army[p].remove(card)
    s.discard.append(card)
    s.tired &= ~(1 << card)
    s.fresh &= ~(1 << card)
    s.count(p, CREATURES_LOST)


def army_mask(s: WotwState, seat: int) -> int:
    m = 0
    for c in s.army[seat]:
        m |= 1 << c
    return m


def hand_limit_excess(s: WotwState, seat: int) -> int:
    """Cards over 7 in hand; resource cards are kept apart and never count (WOTW-END-1)."""
    return max(0, len(s.hands[seat]) - 7)


def strength(s: WotwState, card: int, defending: bool = False) -> int:
    """A creature's strength today: Full Moon, War Cry and 'when defending' add to it."""
    value = C.STRENGTH[card]
    if s.today("full-moon"):
        value += 1
    if defending:
        value += C.DEFENDING[card]
    elif s.war_cry and card in s.army[s.acting]:
        value += s.war_cry
    return value
