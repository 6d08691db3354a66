"""Setup, the turn's phases and the Trapper's actions."""

from __future__ import annotations

from wildtable.games.weavlings import cards as C
from wildtable.games.weavlings.setup import deck_cards
from wildtable.games.weavlings.wilds import DOWN, LURE, SETUP, TRAPPER_PHASE, UP

from .helpers import GAME, T, blank, card, every_card, legal, play, position

OPTS = {"difficulty": "normal", "clear_skies": False, "trapper": "wayfinder",
        "first_game": False, "baubles": False, "predators": False}


def test_weav_setup_1_deck_holds_the_base_cards_without_trappers() -> None:
    """WEAV-SETUP-1: deck holds the base cards without trappers."""
    cards = deck_cards(OPTS)
    names = [C.NAME[c] for c in cards]
    assert len(cards) == 53  # 54 Wilds cards less one rank-A Trap (WEAV-TRAP-2)
    assert "Drakeshot" in names and "Wilds Wrecker" not in names
    first = deck_cards({**OPTS, "first_game": True})
    assert "Drakeshot" not in [C.NAME[c] for c in first]
    assert len(C.TRAPPERS) == 2


def test_weav_setup_2_twelve_cards_face_down_in_a_4x3_grid() -> None:
    """WEAV-SETUP-2: twelve cards face down in a 4x3 grid."""
    s = GAME.new(players=1, seed=5)
    assert s.phase == SETUP and len(s.cell) == 12
    assert all(c >= 0 for c in s.cell) and all(f == DOWN for f in s.face)
    assert s.view(0)["grid"] == ["down"] * 12
    assert legal(s) == [f"start {i}" for i in range(12)]


def test_weav_setup_3_trapper_replaces_a_card_which_is_discarded_face_up() -> None:
    """WEAV-SETUP-3: trapper replaces a card which is discarded face up."""
    s = GAME.new(players=1, seed=5, clear_skies=True)
    replaced = s.cell[6]
    play(s, "start 6")
    assert s.cell[6] == T
    assert s.discard[0] == replaced
    assert replaced in s.view(0)["discard"]


def test_weav_setup_4_every_card_is_revealed_then_the_first_turn_begins() -> None:
    """WEAV-SETUP-4: every card is revealed then the first turn begins."""
    s = GAME.new(players=1, seed=5, clear_skies=True)
    play(s, "start 0")
    assert all(f == UP for f in s.face)
    assert s.phase == TRAPPER_PHASE and s.turn == 1 and s.acts == 3


def test_weav_turn_1_phases_run_trapper_lure_feed_travel() -> None:
    """WEAV-TURN-1: phases run trapper lure feed travel."""
    wee = card("Wee Weavling")
    var = card("Vargler", chomp=("down",))
    grid = blank((0, var), (4, wee), (5, wee + 1), (2, card("Clamp Trap")))
    s = position(grid, hand=[card("Coraxakol")])
    play(s, "done")
    assert s.phase == LURE  # a Weavling can be lured with the Meat in hand
    play(s, "lure 5", "pay 1")
    assert wee + 1 in s.lured
    turn = s.turn
    play(s, "done")
    # Feed: the Vargler ate the Wee Weavling below it and was discarded; then Travel.
    assert wee in s.lost and var in s.discard
    assert s.turn == turn + 1 and s.phase == TRAPPER_PHASE


def test_weav_trapper_1_each_trapper_card_gives_its_actions() -> None:
    """WEAV-TRAPPER-1: each trapper card gives its actions."""
    s = GAME.new(players=1, seed=2, clear_skies=True)
    play(s, "start 9")
    assert s.acts == 3
    w = GAME.new(players=1, seed=2, clear_skies=True, trapper="warden")
    play(w, "start 9")
    assert w.acts == 4


def test_weav_trapper_2_move_swaps_with_an_orthogonal_neighbour_for_1_action() -> None:
    """WEAV-TRAPPER-2: move swaps with an orthogonal neighbour for 1 action."""
    clamp = card("Clamp Trap")
    s = position(blank((5, clamp), (10, card("Wee Weavling"))))
    assert sorted(a for a in legal(s) if a.startswith("move")) == ["move 10", "move 5",
                                                                    "move 8"]
    play(s, "move 5")
    assert s.cell[5] == T and s.cell[9] == clamp and s.acts == 2
    s = position(blank((5, clamp)), acts=0)
    assert not [a for a in legal(s) if a.startswith("move")]


def test_weav_trapper_3_collect_an_adjacent_revealed_trap_for_1_action() -> None:
    """WEAV-TRAPPER-3: collect an adjacent revealed trap for 1 action."""
    clamp, far = card("Clamp Trap"), card("Rolling Logs")
    s = position(blank((5, clamp), (2, far)), down=())
    assert "collect 5" in legal(s) and "collect 2" not in legal(s)
    play(s, "collect 5")
    assert clamp in s.hand and s.acts == 2
    hidden = position(blank((5, clamp)), down=(5,))
    assert "collect 5" not in legal(hidden)


def test_weav_trapper_4_a_trap_is_used_anywhere_for_1_action() -> None:
    """WEAV-TRAPPER-4: a trap is used anywhere for 1 action."""
    poppet, var = card("Poisoned Poppet"), card("Vargler")
    s = position(blank((0, var)), hand=[poppet])
    assert "use poppet 0" in legal(s)
    play(s, "use poppet 0")
    assert var in s.hand and poppet in s.banished and s.acts == 2
    assert sorted(every_card(s)) == list(range(C.N_CARDS))


def test_weav_opt_1_options_are_checked() -> None:
    """WEAV-OPT-1: options are checked."""
    import pytest

    import wildtable
    with pytest.raises(wildtable.BadOption):
        GAME.new(players=1, seed=1, difficulty="hard+6")
    with pytest.raises(wildtable.BadOption):
        GAME.new(players=1, seed=1, trapper="nobody")
