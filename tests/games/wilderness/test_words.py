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


def test_wild_act_1_view_says_why_a_turn_choice_is_missing() -> None:
    """WILD-ACT-1: the view gives, for the active seat, why each missing choice is not
    offered (too little energy, no water, a lake without a raft)."""
    from wildtable.games.wilderness import GAME

    st = GAME.new(players=2, seed=3)
    while not st.view(None)["why_not"]:  # pass the reaction windows until a turn
        st.apply(next(a for a in st.legal_actions() if a.verb == "pass"))
    seat = st.to_move
    assert seat is not None
    why = st.view(None)["why_not"]
    offered = {str(a) for a in st.legal_actions()}
    assert st.view(seat)["why_not"] == why  # public facts: every seat reads the same
    moves = {str(a) for a in offered if a.startswith("move")}
    assert len(moves) == sum(1 for m in why["moves"] if m["why_not"] == "")
    names = {"search", "rest", "drink", "sleep"}
    for name in names:
        assert (why[name] == "") == (name in offered), (name, why[name], offered)
    st.energy = 1  # type: ignore[attr-defined]
    st._legal = None
    why = st.view(None)["why_not"]
    assert why["rest"] == "needs 2 energy; 1 left"
    assert why["search"] != ""
