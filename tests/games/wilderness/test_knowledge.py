"""What a seat has seen stays true in its determinizations (WILD-KNOW-1)."""

from __future__ import annotations

from wildtable.games.wilderness.core import draw_events
from wildtable.games.wilderness.state import WildState

from .helpers import new

SAMPLES = 100


def samples(st: WildState, seat: int) -> list[WildState]:
    out = []
    for seed in range(SAMPLES):
        d = st.determinize(seat, seed)
        assert isinstance(d, WildState)
        out.append(d)
    return out


def reshuffled() -> WildState:
    """Seat 1 holds three unseen cards; seat 0's draw empties the deck and reshuffles."""
    st = new(players=3, seed=2)
    draw_events(st, 1, 3)
    st.edisc += st.edeck[1:]
    st.edeck = st.edeck[:1]
    draw_events(st, 0, 2)  # the last card, then one from the reshuffled discard pile
    assert st.known[0] and not st.known[1] and not st.known[2]
    return st


def test_wild_know_1_the_drawer_knows_the_deck_after_a_reshuffle() -> None:
    st = reshuffled()
    deck, hand = set(st.edeck), set(st.hands[1])
    for d in samples(st, 0):
        assert set(d.edeck) == deck, "an unseen card went into the reshuffled deck"
        assert set(d.hands[1]) == hand
    # The others did not see which card seat 0 drew from the new deck.
    assert any(set(d.edeck) != deck for d in samples(st, 2))


def test_wild_know_1_an_unseen_draw_by_another_seat_forgets_it() -> None:
    st = reshuffled()
    draw_events(st, 1, 1)
    assert st.known == [0, 0, 0]
    assert any(set(d.hands[1]) != set(st.hands[1]) for d in samples(st, 0))
