"""What each seat has seen of the hidden zones, and determinizations that keep it
(WILD-KNOW-1).

Event cards go into hands only by unseen draws and leave them only by open plays, so no
card is ever known to be in another hand. The Event deck is another matter: when the
discard pile, open to all, is shuffled into a new deck, everyone knows what the deck
holds. `s.known[q]` is a bitmask over Event cards: the cards seat q knows are in the deck.
A card drawn unseen by another seat might be any of them, so such a draw forgets them for
everyone but the drawer.
"""

from __future__ import annotations

from typing import Final

from ...engine import Rng
from .state import WildState


def new(st: WildState) -> None:
    st.known = [0] * st.players


def drawn_unseen(st: WildState, seat: int) -> None:
    k = st.known
    for q in range(st.players):
        if q != seat:
            k[q] = 0


def reshuffled(st: WildState) -> None:
    m = 0
    for c in st.edeck:
        m |= 1 << c
    st.known = [m] * st.players


def resample(st: WildState, seat: int, rng: Rng) -> None:
    """Face-down tiles, the tile box, the decks' order and the other seats' hands."""
    down = [k for k in range(st.n) if not st.faceup[k]]
    # Sorting first makes the sample a function of the seat's view and the seed alone.
    pool = sorted([st.tiles[k] for k in down] + st.box)
    rng.shuffle(pool)
    for i, k in enumerate(down):
        st.tiles[k] = pool[i]
    st.box = pool[len(down):]
    known = st.known[seat]
    others = [s for s in range(st.players) if s != seat]
    keep = [c for c in st.edeck if known >> c & 1]
    cards = sorted([c for c in st.edeck if not known >> c & 1]
                   + [c for s in others for c in st.hands[s]])
    rng.shuffle(cards)
    i = len(st.edeck) - len(keep)
    deck = sorted(keep + cards[:i])
    rng.shuffle(deck)
    st.edeck = deck
    for s in others:
        k = len(st.hands[s])
        st.hands[s] = cards[i:i + k]
        i += k
    st.sdeck.sort()
    rng.shuffle(st.sdeck)
    st.wdeck.sort()
    rng.shuffle(st.wdeck)


ZONES: Final = ("hand:<seat>", "deck", "discard")


def holds(st: WildState, zone: str, card: int) -> bool:
    """The zones of the moves vocabulary (Event cards): hand:<seat>, deck, discard."""
    if zone.startswith("hand:") and zone[5:].isdigit():
        return card in st.hands[int(zone[5:])]
    if zone == "deck":
        return card in st.edeck
    if zone == "discard":
        return card in st.edisc
    raise ValueError(f"wilderness names no zone {zone!r}; zones: {', '.join(ZONES)}")
