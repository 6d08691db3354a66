"""Wilderness in words: Event card sides as the cards say them."""

from __future__ import annotations

from wildtable.games.wilderness.board import EVENTS
from wildtable.games.wilderness.words import event_text, side_words


def test_wild_event_2_each_side_reads_in_the_cards_words() -> None:
    """WILD-EVENT-2: a card is played for its good side or its bad side; the label says
    what that side does, never an effect id ("exhaustion −1", not "exhaust")."""
    herbs = next(e for e in EVENTS if e.name == "Healing Herbs")
    assert side_words(herbs.good) == "exhaustion −2"
    assert side_words(herbs.bad) == "exhaustion +1"
    for e in EVENTS:
        for side in (e.good, e.bad):
            words = side_words(side)
            assert "_" not in words and words != side.effect
            assert "exhaust " not in words + " "
        assert e.name in event_text(EVENTS.index(e))
