"""What a seat has seen stays true in its determinizations (WOTW-KNOW-1)."""

from __future__ import annotations

from wildtable.games.war_of_the_wilds.state import WotwState

from .helpers import card, do, give_hand, new, started

SAMPLES = 100


def samples(s: WotwState, seat: int) -> list[WotwState]:
    out = []
    for seed in range(SAMPLES):
        d = s.determinize(seat, seed)
        assert isinstance(d, WotwState)
        out.append(d)
    return out


def test_wotw_know_1_a_card_taken_from_the_row_stays_in_that_hand() -> None:
    s = started(players=3)
    squirrel = card("red-squirrel")
    give_hand(s, 1, card("badger"), card("badger", 1))  # hidden cards to resample around
    s.row[0] = squirrel
    s.deck.remove(squirrel) if squirrel in s.deck else None
    do(s, "draw", "take 0", "take deck")
    assert squirrel in s.hands[0]
    for seat in (1, 2):
        kept = sum(squirrel in d.hands[0] for d in samples(s, seat))
        assert kept == SAMPLES, f"seat {seat}: in P0's hand in {kept} of {SAMPLES}"
    # The card drawn from the deck is not known: it is resampled.
    unseen = next(c for c in s.hands[0] if c != squirrel)
    assert sum(unseen in d.hands[0] for d in samples(s, 1)) < SAMPLES


def test_wotw_know_1_a_played_card_is_forgotten_from_the_hand() -> None:
    s = started(players=2)
    sparrow = card("sparrow")
    s.row[0] = sparrow
    do(s, "draw", "take 0", "take deck")
    assert s.known[0] >> sparrow & 1
    s.res[0] = [3, 3, 3, 3]
    s._legal = None
    do(s, f"play {sparrow}")
    assert sparrow in s.army[0]
    assert all(sparrow in d.army[0] and sparrow not in d.hands[0] for d in samples(s, 1))


def test_wotw_know_1_cards_put_back_at_setup_stay_in_the_deck() -> None:
    s = new(3, seed=4)
    back = s.hands[0][:2]
    do(s, *(f"return {c}" for c in back), "return berry", "return twig")
    assert s.acting == 1
    for d in samples(s, 0):
        # Set aside until everyone has kept (the keep is simultaneous), then shuffled in.
        assert all(d.holds("deck", c) for c in back), "a card P0 put back was dealt to a hand"
    # The other seats never saw them: for them they may be anywhere hidden.
    assert any(any(c in d.hands[2] for c in back) for d in samples(s, 1))


def test_wotw_know_1_an_unseen_draw_by_another_seat_forgets_the_deck() -> None:
    s = new(2, seed=4)
    back = s.hands[0][:4]
    do(s, *(f"return {c}" for c in back))
    do(s, *(f"return {c}" for c in ["berry", "twig", "pebble", "feather"]))
    assert s.known[2] == sum(1 << c for c in back)
    # P0 draws first: its own draw keeps what it knows; then P1 draws unseen.
    s.hands[0] = s.hands[0][:1]
    do(s, "draw", "take deck", "take deck", "end")
    assert all(all(c in d.deck or c in d.hands[0] for c in back) for d in samples(s, 0))
    while s.acting != 1:
        do(s, "end")
    do(s, "draw", "take deck", "take deck")
    assert s.known[2] == 0
    left = [c for c in back if c in s.deck]
    assert any(any(c in d.hands[1] for c in left) for d in samples(s, 0))


def test_wotw_know_1_the_first_game_cards_are_open() -> None:
    s = new(2, seed=2, first_game=True)
    militia, sparrow = card("mouse-militia", 1), card("sparrow", 1)
    assert {militia, sparrow} <= set(s.hands[1])
    assert all({militia, sparrow} <= set(d.hands[1]) for d in samples(s, 0))


def test_wotw_know_1_the_deck_is_known_right_after_a_reshuffle() -> None:
    s = started(players=2)
    s.discard.extend(s.deck[:-1])
    s.deck = s.deck[-1:]
    give_hand(s, 1, card("badger"), card("badger", 1))
    do(s, "draw", "take deck", "take deck")  # the second draw reshuffles the discard pile
    new_deck = set(s.deck)
    # P0 saw which card it drew from the new deck: the rest of it is still the deck, and
    # P1's hidden cards cannot have gone into it.
    for d in samples(s, 0):
        assert set(d.deck) == new_deck
        assert set(d.hands[1]) == set(s.hands[1])
    # P1 did not see that draw: for it, any card of the new deck may be the one P0 took.
    assert any(set(d.deck) != new_deck for d in samples(s, 1))
