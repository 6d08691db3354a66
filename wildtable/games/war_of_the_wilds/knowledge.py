"""What each seat has seen of the hidden zones, and determinizations that keep it (WOTW-KNOW-1).

`s.known` is one flat list of card bitmasks, so a clone copies one short list:
- known[p], p < players: cards everyone saw go into seat p's hand (taken from the face-up
  row, dealt face up in the first game). Read together with the hand itself: a card that
  left the hand was seen leaving (plays and discards are open), and the only way back in
  unseen is through the deck, refilled only by a reshuffle, which prunes these masks.
- known[players + q]: cards seat q knows are in the deck (the ones it put back at setup,
  the whole deck just after a reshuffle). A card drawn unseen by another seat might be
  any of them, so such a draw forgets them for everyone but the drawer.
"""

from __future__ import annotations

from typing import Final

from ...engine import Rng
from .state import KEEP, WotwState


def mask(cards: list[int]) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def new(s: WotwState) -> None:
    s.known = [0] * (2 * s.players)


def seen_into_hand(s: WotwState, p: int, card: int) -> None:
    s.known[p] |= 1 << card


def put_back(s: WotwState, p: int, card: int) -> None:
    s.known[s.players + p] |= 1 << card


def drawn_unseen(s: WotwState, p: int) -> None:
    """Seat p drew a card from the deck that nobody else saw."""
    k, n = s.known, s.players
    for q in range(n):
        if q != p:
            k[n + q] = 0


def reshuffled(s: WotwState) -> None:
    """The discard pile, seen by everyone, became the deck."""
    k, n = s.known, s.players
    for p in range(n):
        k[p] &= mask(s.hands[p])
    deck = mask(s.deck)
    for q in range(n):
        k[n + q] = deck


def resample(s: WotwState, seat: int, rng: Rng) -> None:
    """Deal every card `seat` cannot place afresh among the places it cannot see.

    Hidden: the other hands, the deck, the cards set aside at setup, and (during another
    seat's setup) the cards that seat is putting back. Cards the seat saw go into a hand
    stay in it; cards it knows are in the deck stay there.
    """
    n = s.players
    known_deck = s.known[n + seat]
    keep_deck = [c for c in s.deck if known_deck >> c & 1]
    pool = [c for c in s.deck if not known_deck >> c & 1]
    kept: list[list[int]] = []
    for p in range(n):
        if p == seat:
            kept.append([])
            continue
        seen = s.known[p]
        kept.append([c for c in s.hands[p] if seen >> c & 1])
        pool.extend(c for c in s.hands[p] if not seen >> c & 1)
    # Cards put back during setup are shuffled in and unseen by everyone else; those of
    # the seats that have kept wait aside until all have (the keep is simultaneous).
    other_keep = s.phase == KEEP and s.acting != seat
    if other_keep:
        pool.extend(s.returned)
    keep_aside = [c for c in s.set_aside if known_deck >> c & 1]
    pool.extend(c for c in s.set_aside if not known_deck >> c & 1)
    # Sorting first makes the sample a function of the seat's view and the seed alone.
    pool.sort()
    rng.shuffle(pool)
    i = 0
    for p in range(n):
        if p != seat:
            k = len(s.hands[p]) - len(kept[p])
            s.hands[p] = kept[p] + pool[i:i + k]
            i += k
    if other_keep:
        k = len(s.returned)
        s.returned = pool[i:i + k]
        i += k
    k = len(s.set_aside) - len(keep_aside)
    s.set_aside = keep_aside + pool[i:i + k]
    i += k
    deck = keep_deck + pool[i:]
    deck.sort()
    rng.shuffle(deck)
    s.deck = deck
    s.day_deck.sort()
    rng.shuffle(s.day_deck)


ZONES: Final = ("hand", "deck", "row", "discard", "army")


def holds(s: WotwState, zone: str, card: int) -> bool:
    """The zones of the moves vocabulary: hand:<p>, army:<p>, deck, row, discard."""
    name, _, seat = zone.partition(":")
    if name == "hand":
        # A card whose cost is being paid is still the hand's until it is played.
        p = int(seat)
        return card in s.hands[p] or (card == s.pay_card and s.acting == p)
    if name == "army":
        return card in s.army[int(seat)]
    if name == "deck":
        # Cards being put back at setup are already the deck's: they go in unseen.
        return (card in s.deck or card in s.set_aside
                or (s.phase == KEEP and card in s.returned))
    if name == "row":
        return card in s.row
    if name == "discard":
        return card in s.discard
    raise ValueError(f"war-of-the-wilds names no zone {zone!r}; zones: {', '.join(ZONES)}")
