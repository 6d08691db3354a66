"""Luring Weavlings, Beasties feeding, Travel, collapsing, reshuffling and rotation."""

from __future__ import annotations

from itertools import pairwise

import pytest

from wildtable.games.weavlings import cards as C
from wildtable.games.weavlings.wilds import (
    DOWN,
    LURE,
    TRAPPER_PHASE,
    UP,
    collapse,
    draw,
    rotation,
    wound_total,
)

from .helpers import E, T, blank, card, every_card, legal, play, position

WEE = card("Wee Weavling")
FLUFF = card("Fluffed Weavling")
ELDER = card("Elder Weavling")
VAR_DOWN = card("Vargler", chomp=("down",))
VAR_LR = card("Vargler", chomp=("left", "right"))
CORAX = card("Coraxakol", chomp=("down-left", "down-right"))
SPIRITS = C.ids(C.SPIRIT)


def test_weav_lure_1_meat_pays_for_weavlings_and_excess_is_lost() -> None:
    """WEAV-LURE-1: meat pays for weavlings and excess is lost."""
    big = card("Vargler", meat=2)
    s = position(blank((0, WEE), (1, WEE + 1)), hand=[big])
    play(s, "done")
    assert s.phase == LURE
    # One 2-Meat payment covers two Wee Weavlings (cost 1 each).
    play(s, "lure 0", "lure 1")
    assert "pay 2" in legal(s) and "done" not in legal(s)
    play(s, "pay 2")
    assert {WEE, WEE + 1} <= set(s.lured) and big in s.discard and s.hand == []
    s = position(blank((0, WEE)), hand=[big])
    play(s, "done", "lure 0", "pay 2")
    assert s.lured == [WEE] and big in s.discard  # 1 Meat spent above the cost is lost
    s = position(blank((0, ELDER)), hand=[CORAX])
    play(s, "done")
    assert s.phase != LURE or "lure 0" not in legal(s)  # 1 Meat cannot lure an Elder


def test_weav_lure_2_unhappy_side_up_costs_one_more_meat() -> None:
    """WEAV-LURE-2: unhappy side up costs one more meat."""
    s = position(blank((0, WEE)), hand=[CORAX])
    s.reshuffles = 2  # the Wee Weavling's wheel shows Unhappy after two turns
    assert not C.HAPPY[WEE][rotation(s)]
    play(s, "done")
    assert s.phase != LURE
    s = position(blank((0, WEE)), hand=[CORAX, CORAX + 1])
    s.reshuffles = 2
    play(s, "done", "lure 0", "pay 1")
    assert s.lured == [] and s.chosen == [WEE]
    play(s, "pay 1")
    assert s.lured == [WEE]


def test_weav_lure_3_rotation_to_unhappy_asks_for_meat_or_loses_the_weavling() -> None:
    """WEAV-LURE-3: rotation to unhappy asks for meat or loses the weavling."""
    s = position(blank(), hand=[CORAX])
    s.lured = [WEE, WEE + 1]
    s.reshuffles = 1
    s.discard = [c for c in s.deck[:5]]
    s.deck = s.deck[5:]
    s.deck, s.discard = [], s.deck + s.discard
    draw(s)  # the deck is empty: reshuffle, second rotation: Unhappy comes up
    assert s.unhappy == [WEE, WEE + 1]
    assert legal(s) == ["keep 1", "release"]
    play(s, "keep 1")
    assert CORAX in s.discard and legal(s) == ["release"]
    play(s, "release")
    assert s.lured == [WEE] and WEE + 1 in s.lost


def test_weav_lure_3_two_rotations_in_one_sequence_charge_twice() -> None:
    """WEAV-LURE-3: "Pay this each time rotation occurs with Unhappy top-side up": two
    reshuffles before the player can answer (one in Feed, one in Travel) are two
    charges, not one."""
    s = position(blank(), hand=[CORAX, CORAX + 1])
    s.lured = [ELDER]  # H H U U: Unhappy after the second and the third rotation
    s.reshuffles = 1
    s.deck, s.discard = [], s.deck[:3]
    draw(s)  # second rotation
    s.deck, s.discard = [], s.deck + s.discard
    draw(s)  # third rotation, before any answer
    assert not C.HAPPY[ELDER][2] and not C.HAPPY[ELDER][3]
    assert s.unhappy == [ELDER, ELDER]
    play(s, "keep 1")
    assert s.unhappy == [ELDER] and legal(s) == ["keep 1", "release"]
    play(s, "keep 1")
    assert s.unhappy == [] and s.lured == [ELDER] and s.hand == []
    # Released at the first charge, it owes nothing for the second.
    s = position(blank(), hand=[CORAX])
    s.lured = [ELDER]
    s.reshuffles = 1
    s.deck, s.discard = [], s.deck[:3]
    draw(s)
    s.deck, s.discard = [], s.deck + s.discard
    draw(s)
    play(s, "release")
    assert s.unhappy == [] and ELDER in s.lost and s.hand == [CORAX]


def test_weav_beast_1_beasties_feed_slowest_first() -> None:
    """WEAV-BEAST-1: beasties feed slowest first."""
    # The Coraxakol (speed 1) eats the Wee Weavling first; the Vargler (speed 2) below
    # it then finds nothing and stays.
    grid = blank((0, CORAX), (5, WEE), (1, card("Clamp Trap")), (4, VAR_LR))
    s = position(grid, deck=[card("Clamp Trap", 1)] * 0)
    play(s, "done")
    assert WEE in s.lost and CORAX in s.discard
    assert VAR_LR not in s.discard


def test_weav_beast_2_chomp_reaches_each_direction_on_the_card() -> None:
    """WEAV-BEAST-2: chomp reaches each direction on the card."""
    grid = blank((5, VAR_LR), (4, WEE), (6, WEE + 1), (1, WEE + 2))
    s = position(grid)
    play(s, "done")
    assert {WEE, WEE + 1} <= set(s.lost) and WEE + 2 not in s.lost


def test_weav_beast_3_fed_beasties_are_discarded_unfed_ones_stay() -> None:
    """WEAV-BEAST-3: fed beasties are discarded unfed ones stay."""
    grid = blank((1, VAR_DOWN), (5, WEE), (2, VAR_DOWN + 1), (7, card("Clamp Trap")))
    s = position(grid)
    play(s, "done")
    assert VAR_DOWN in s.discard and WEE in s.lost
    assert VAR_DOWN + 1 not in s.discard  # it had nobody to eat; it travelled on
    assert VAR_DOWN + 1 in s.cell


def test_weav_beast_4_wound_value_is_the_top_of_the_wheel() -> None:
    """WEAV-BEAST-4: wound value is the top of the wheel."""
    s = position(blank())
    s.wounds = [VAR_DOWN, CORAX]
    assert wound_total(s) == C.WHEEL[VAR_DOWN][0] + C.WHEEL[CORAX][0]
    s.reshuffles = 2
    assert wound_total(s) == C.WHEEL[VAR_DOWN][2] + C.WHEEL[CORAX][2]


def test_weav_beast_5_captured_beasties_are_meat_in_hand() -> None:
    """WEAV-BEAST-5: captured beasties are meat in hand."""
    s = position(blank((0, VAR_DOWN)), hand=[card("Poisoned Poppet")])
    play(s, "use poppet 0")
    assert VAR_DOWN in s.hand and s.view(0)["meat"] == C.MEAT[VAR_DOWN]


def test_weav_travel_1_the_grid_shifts_down_one_row() -> None:
    """WEAV-TRAVEL-1: the grid shifts down one row."""
    spirit = SPIRITS[0]
    s = position(blank((0, spirit), (4, SPIRITS[1]), (8, SPIRITS[2]), (1, SPIRITS[3]),
                       trapper=11))
    play(s, "done")
    assert s.cell[4] == spirit and s.cell[8] == SPIRITS[1] and s.cell[5] == SPIRITS[3]
    assert SPIRITS[2] in s.discard


def test_weav_travel_2_pushed_out_cards_go_by_type() -> None:
    """WEAV-TRAVEL-2: pushed out cards go by type."""
    trap = card("Clamp Trap")
    s = position(blank((8, VAR_LR), (10, WEE), (11, trap), trapper=1))
    s.cell[9] = SPIRITS[0]
    play(s, "done")
    assert VAR_LR in s.wounds and WEE in s.lost and trap in s.banished
    assert SPIRITS[0] in s.discard


def test_weav_travel_3_face_down_cards_and_the_trapper_block_their_column() -> None:
    """WEAV-TRAVEL-3: face down cards and the trapper block their column."""
    s = position(blank((8, VAR_LR), (4, SPIRITS[0]), (5, SPIRITS[1]), trapper=9),
                 down=(8,))
    play(s, "done")
    assert s.cell[8] == VAR_LR and s.cell[4] == SPIRITS[0]  # blocked by the face-down card
    assert s.cell[9] == T and s.cell[5] == SPIRITS[1]  # blocked by the Trapper


def test_weav_travel_4_empty_spaces_refill_and_everything_is_revealed() -> None:
    """WEAV-TRAVEL-4: empty spaces refill and everything is revealed."""
    s = position(blank((8, SPIRITS[0]), trapper=11), clear_skies=True)
    play(s, "done")
    assert all(c != E for c in s.cell) and all(f == UP for f in s.face)
    assert s.phase == TRAPPER_PHASE


def test_weav_collapse_1_cards_fall_into_an_emptied_space() -> None:
    """WEAV-COLLAPSE-1: cards fall into an emptied space."""
    grid = blank((0, SPIRITS[0]), (4, VAR_DOWN), (8, SPIRITS[1]))
    s = position(grid, hand=[card("Poisoned Poppet")])
    play(s, "use poppet 4")
    assert s.cell[4] == SPIRITS[0] and s.cell[8] == SPIRITS[1]


def test_weav_collapse_2_remaining_spaces_refill_face_down_from_the_deck() -> None:
    """WEAV-COLLAPSE-2: remaining spaces refill face down from the deck."""
    top = SPIRITS[2]
    s = position(blank((0, SPIRITS[0]), (4, VAR_DOWN)), deck=[top],
                 hand=[card("Poisoned Poppet")])
    s.cell = [c if c != E else SPIRITS[3] for c in s.cell]
    s.cell[1:4] = [card("Clamp Trap", 0), card("Clamp Trap", 1), card("Clamp Trap", 2)]
    s.cell[5:8] = SPIRITS[4:7]
    s.cell[8], s.cell[10], s.cell[11] = C.ids(C.TRAP, name="The Ol' Switcheroo")
    s.deck = [c for c in s.deck if c not in s.cell]
    play(s, "use poppet 4")
    assert s.cell[0] == top and s.face[0] == DOWN


def test_weav_deck_1_an_exhausted_deck_is_rebuilt_from_the_discard_pile() -> None:
    """WEAV-DECK-1: an exhausted deck is rebuilt from the discard pile."""
    s = position(blank())
    s.discard = s.deck
    s.deck = []
    n = len(s.discard)
    c = draw(s)
    assert c >= 0 and len(s.deck) == n - 1 and s.discard == [] and s.reshuffles == 1


def test_weav_rot_1_each_reshuffle_turns_wounds_and_lured_population() -> None:
    """WEAV-ROT-1: each reshuffle turns wounds and lured population."""
    s = position(blank())
    s.wounds = [VAR_DOWN]
    before = wound_total(s)
    s.discard, s.deck = s.deck, []
    draw(s)
    assert rotation(s) == 1 and wound_total(s) == C.WHEEL[VAR_DOWN][1] >= before
    assert any(e.kind == "rotate" for e in s.events(0))


def test_weav_rot_2_rotation_stops_after_three_reshuffles() -> None:
    """WEAV-ROT-2: rotation stops after three reshuffles."""
    s = position(blank())
    for _ in range(5):
        s.discard, s.deck = s.deck + s.discard, []
        draw(s)
    assert s.reshuffles == 5 and rotation(s) == 3
    assert sum(e.kind == "rotate" for e in s.events(0)) == 3


def test_weav_rot_3_every_turn_of_a_wound_raises_its_value(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """WEAV-ROT-3: "This increases the Wound Value": every Beastie's wheel rises at each of
    its turns, and card data with a flat step is refused."""
    from wildtable.games.weavlings import effects

    for c in C.ids(C.BEASTIE):
        wheel = C.WHEEL[c]
        assert all(a < b for a, b in pairwise(wheel)), (C.NAME[c], wheel)
    flat = list(C.WHEEL)
    flat[VAR_DOWN] = (0, 1, 1, 2)
    monkeypatch.setattr(C, "WHEEL", flat)
    with pytest.raises(C.CardDataError, match="must rise"):
        C.validate(set(effects.EVENT_EFFECTS), set(effects.TRAP_EFFECTS),
                   set(effects.SPIRIT_EFFECTS))


def test_collapse_keeps_every_card() -> None:
    s = position(blank((4, VAR_DOWN)), hand=[card("Poisoned Poppet")])
    collapse(s)
    assert sorted(every_card(s)) == list(range(C.N_CARDS))
