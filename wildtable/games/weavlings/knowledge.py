"""What the player has seen of the hidden zones, and determinizations that keep it
(WEAV-KNOW-1).

Hidden: the Wilds Deck, face-down cards in the Tender Wilds and the Wilds Spirits removed
on Hard+N. A card once seen face up stays face up, so no face-down card is ever known.
The deck can be: just after the face-up discard pile is shuffled into it, it holds
exactly those cards, and a card the Idol of Second Sight showed and put back is in it.
`s.known[0]` is a bitmask over card ids of the cards known to be in the deck. A card
dealt face-down from the deck might be any of them, so dealing one forgets them all, and
the story says so ("2 cards are dealt face-down"), the one face-down deal it tells.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from ...engine import Rng
from .cards import KIND, SPIRIT

if TYPE_CHECKING:
    from .state import WeavlingsState as S


def new(s: S) -> None:
    s.known = [0]


def reshuffled(s: S) -> None:
    m = 0
    for c in s.deck:
        m |= 1 << c
    s.known[0] = m


def put_back(s: S, card: int) -> None:
    s.known[0] |= 1 << card


def dealt_unseen(s: S) -> None:
    s.known[0] = 0


def resample(s: S, seat: int, rng: Rng) -> None:
    """Deal the unknown deck cards, face-down cards and removed Spirits afresh."""
    from .wilds import UP  # wilds imports this module

    known = s.known[0]
    keep = [c for c in s.deck if known >> c & 1]
    down = [i for i in range(12) if s.cell[i] >= 0 and s.face[i] != UP]
    # Sorting first makes the sample a function of the view and the seed alone.
    hidden = sorted([c for c in s.deck if not known >> c & 1] + [s.cell[i] for i in down])
    rng.shuffle(hidden)
    if s.removed:
        # Removed cards are known to be Wilds Spirits: only spirits trade places with them.
        slots = [k for k, c in enumerate(hidden) if KIND[c] == SPIRIT]
        pool = sorted([hidden[k] for k in slots] + s.removed)
        rng.shuffle(pool)
        for k, p in zip(slots, pool, strict=False):
            hidden[k] = p
        s.removed = pool[len(slots):]
    n = len(s.deck) - len(keep)
    deck = sorted(keep + hidden[:n])
    rng.shuffle(deck)
    s.deck = deck
    for i, c in zip(down, hidden[n:], strict=True):
        s.cell[i] = c


ZONES: Final = ("deck", "discard", "hand", "grid")


def holds(s: S, zone: str, card: int) -> bool:
    """The zones of the moves vocabulary: deck, discard, hand, grid (the Tender Wilds)."""
    if zone == "deck":
        return card in s.deck
    if zone == "discard":
        return card in s.discard
    if zone == "hand":
        return card in s.hand
    if zone == "grid":
        return card in s.cell
    raise ValueError(f"weavlings names no zone {zone!r}; zones: {', '.join(ZONES)}")
