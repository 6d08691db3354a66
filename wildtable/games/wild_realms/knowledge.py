"""What each seat has seen of the hidden zones, and determinizations that keep it
(REALMS-KNOW-1).

`s.known[p]` is a bitmask over card tokens: the cards everyone saw go into seat p's hand
(an animal returning after its attack, one taken back from the discard pile, one found by
searching the deck). It is read together with the hand itself: every way a card leaves
a hand is open, and nothing ever goes back into a deck, so a card of the mask that is in
the hand now has been there since it was seen going in.
"""

from __future__ import annotations

from typing import Final

from ...engine import Rng
from . import cards as C
from .state import WildState


def new(s: WildState) -> None:
    s.known = [0] * s.players


def seen_into_hand(s: WildState, p: int, token: int) -> None:
    s.known[p] |= 1 << token


def resample(s: WildState, seat: int, rng: Rng) -> None:
    """Deal the other seats' unseen hand cards afresh from their hands and decks.

    Every deck's order, the other seats' hands, the Legendary and Wild decks are hidden;
    pools are sorted before shuffling so the sample depends only on what the seat sees
    (and the seed), never on the true hidden order.
    """
    for p in range(s.players):
        if p == seat:
            s.deck[p].sort()
            rng.shuffle(s.deck[p])
            continue
        seen = s.known[p]
        kept = [t for t in s.hand[p] if seen >> t & 1]
        pool = sorted([t for t in s.hand[p] if not seen >> t & 1] + s.deck[p])
        rng.shuffle(pool)
        k = len(s.hand[p]) - len(kept)
        s.hand[p] = kept + pool[:k]
        s.deck[p] = pool[k:]
    s.ldeck.sort()
    rng.shuffle(s.ldeck)
    s.wdeck.sort()
    rng.shuffle(s.wdeck)


ZONES: Final = ("hand", "deck", "discard", "alliance", "realm")


def holds(s: WildState, zone: str, token: int) -> bool:
    """The zones of the moves vocabulary: hand:<p>, deck:<p>, discard:<p>, alliance:<p>,
    realm:<p> (realm cards and their defenders)."""
    name, _, seat = zone.partition(":")
    if name not in ZONES or not seat.isdigit():
        raise ValueError(f"wild-realms names no zone {zone!r}; zones: "
                         + ", ".join(f"{z}:<seat>" for z in ZONES))
    p = int(seat)
    if name == "hand":
        return token in s.hand[p]
    if name == "deck":
        return token in s.deck[p]
    if name == "discard":
        return token in s.disc[C.T_OWNER[token]] and C.T_OWNER[token] == p
    if name == "alliance":
        return token in s.alliance[p]
    slots = range(p * 4, p * 4 + 4)
    return any(s.realm[i] == token or token in s.dfn[i] for i in slots)
