"""Traps: ranks, playing on the Tender Wilds, fixed Traps, reveals, chains, one and done."""

from __future__ import annotations

import pytest

import wildtable
from wildtable.games.weavlings import cards as C
from wildtable.games.weavlings.setup import deck_cards
from wildtable.games.weavlings.wilds import DOWN, UP

from .helpers import GAME, T, blank, card, every_card, legal, play, position

VAR = card("Vargler", chomp=("down",))
VAR2 = card("Vargler", 1, chomp=("down",))
CORAX = card("Coraxakol")
WEE = card("Wee Weavling")
CLAMPS = C.ids(name="Clamp Trap")
SWITCH = C.ids(name="The Ol' Switcheroo")
AROMA = card("Weavling Aroma")
POPPET = card("Poisoned Poppet")
ALL = list(range(C.N_CARDS))


def test_weav_trap_1_collected_traps_go_to_the_hand_and_carry_rank_and_chain() -> None:
    """WEAV-TRAP-1: collected traps go to the hand and carry rank and chain."""
    s = position(blank((8, CLAMPS[0]), avoid=tuple(CLAMPS)))
    play(s, "collect 8")
    assert CLAMPS[0] in s.hand and s.view(0)["hand"] == [CLAMPS[0]]
    assert {C.RANK[c] for c in C.ids(C.TRAP)} == {"A", "B", "C"}
    assert all(C.CHAIN[c] for c in CLAMPS)


def test_weav_trap_2_rank_limits_hold_for_every_selection() -> None:
    """WEAV-TRAP-2: rank limits hold for every selection."""
    for baubles in (False, True):
        for first in (False, True):
            cards = deck_cards({"difficulty": "normal", "clear_skies": False,
                                "trapper": "wayfinder", "first_game": first,
                                "baubles": baubles, "predators": False})
            ranks = [C.RANK[c] for c in cards if C.KIND[c] == C.TRAP]
            assert ranks.count("A") <= 2 and ranks.count("B") <= 4 and ranks.count("C") <= 6
    # The traps option names a selection; it is held to the same limits.
    s = GAME.new(players=1, seed=1, baubles=True, traps="drakeshot,draught,idol,clamp")
    names = {C.NAME[c] for c in s.deck + s.cell if C.KIND[c] == C.TRAP}
    assert names == {"Drakeshot", "Diagonalis Draught", "Idol of Second Sight", "Clamp Trap"}
    for bad in ("drakeshot,logs,wrecker", "nothing", "idol,talisman,clamp"):
        with pytest.raises(wildtable.BadOption):
            GAME.new(players=1, seed=1, baubles=True, traps=bad)
    with pytest.raises(wildtable.BadOption):
        GAME.new(players=1, seed=1, traps="draught")
    with pytest.raises(wildtable.BadOption):
        GAME.new(players=1, seed=1, first_game=True, traps="drakeshot")


def test_weav_trap_3_a_used_trap_is_banished_once_resolved() -> None:
    """WEAV-TRAP-3: a used trap is banished once resolved."""
    s = position(blank((0, VAR)), hand=[POPPET])
    play(s, "use poppet 0")
    assert POPPET in s.banished and POPPET not in s.hand


def test_weav_trap_4_weavling_aroma_lies_fixed_on_an_empty_space_over_a_card() -> None:
    """WEAV-TRAP-4: weavling aroma lies fixed on an empty space over a card."""
    filler = C.ids(C.SPIRIT)
    s = position(blank((0, filler[0]), (4, VAR), (1, VAR2), avoid=(AROMA,)), hand=[AROMA])
    play(s, "use aroma 4")
    assert VAR in s.hand and s.over[4] == AROMA
    assert s.cell[4] == filler[0]  # the card above collapsed beneath the Trap
    assert "use aroma 4" not in legal(s)  # one played Trap per space
    # Fixed: Travel moves the card beneath, never the Aroma.
    s2 = position(blank((0, filler[2]), (4, filler[3]), avoid=(AROMA,)))
    s2.deck.remove(AROMA)
    s2.over[4] = AROMA
    play(s2, "done")
    assert s2.over[4] == AROMA and s2.cell[4] == filler[2] and s2.cell[8] == filler[3]


def test_weav_trap_5_a_beastie_reaching_the_aroma_is_caught_instead_of_feeding() -> None:
    """WEAV-TRAP-5: a beastie reaching the aroma is caught instead of feeding."""
    s = position(blank((0, VAR), (4, WEE), avoid=(AROMA,)))
    s.deck.remove(AROMA)
    s.over[4] = AROMA
    play(s, "done")
    assert VAR in s.hand and WEE not in s.lost and AROMA in s.banished
    assert sorted(every_card(s)) == ALL


def test_weav_trap_6_multi_space_traps_reveal_face_down_cards() -> None:
    """WEAV-TRAP-6: multi space traps reveal face down cards."""
    logs = card("Rolling Logs")
    s = position(blank((1, VAR), (5, CORAX), (9, WEE), trapper=10, avoid=(logs,)),
                 hand=[logs], down=(1, 9))
    play(s, "use logs 1")
    assert VAR in s.hand and CORAX in s.hand
    assert WEE in s.cell and s.face[s.cell.index(WEE)] == UP
    assert s.face[1] == DOWN  # the refill is a new face-down card


def test_weav_trap_7_capture_traps_take_beasties_in_their_pattern() -> None:
    """WEAV-TRAP-7: capture traps take beasties in their pattern."""
    drake, wreck = card("Drakeshot"), card("Wilds Wrecker")
    s = position(blank((4, VAR), (7, CORAX), (0, VAR2), avoid=(drake,)), hand=[drake])
    play(s, "use drakeshot 1")
    assert {VAR, CORAX} <= set(s.hand) and VAR2 not in s.hand
    s = position(blank((0, VAR), (5, CORAX), (2, VAR2), avoid=(wreck,)), hand=[wreck])
    play(s, "use wrecker 0")
    assert {VAR, CORAX} <= set(s.hand) and VAR2 not in s.hand


def test_weav_trap_7_the_clamp_is_set_and_catches_what_travel_brings_down() -> None:
    """WEAV-TRAP-7 (designed): the Clamp Trap is set, fixed, over a space that holds no
    revealed Beastie; the first Beastie that comes to lie beneath it is caught as Meat,
    so a Beastie travelling down the column becomes Meat instead of a Wound."""
    clamp = CLAMPS[0]
    s = position(blank((4, VAR), (0, VAR2), avoid=(clamp,)), hand=[clamp])
    targets = {a for a in legal(s) if a.startswith("use clamp")}
    # Not on a revealed Beastie (the Poppet's work) nor on the Trapper (space 9).
    assert "use clamp 4" not in targets and "use clamp 0" not in targets
    assert "use clamp 9" not in targets and "use clamp 8" in targets
    play(s, "use clamp 8")
    assert s.over[8] == clamp and s.acts == 2 and VAR not in s.hand
    play(s, "done")  # Feed (nothing to eat), then Travel: the Vargler comes down to 8
    assert VAR in s.hand and VAR not in s.wounds and clamp in s.banished
    assert s.over[8] == -1 and VAR2 not in s.hand  # one Beastie per Clamp
    assert sorted(every_card(s)) == ALL


def test_weav_trap_7_a_clamp_is_no_bait() -> None:
    """WEAV-TRAP-5, WEAV-TRAP-7: only the Aroma draws a feeding Beastie; a Beastie whose
    Chomp reaches a Clamp's space feeds on the Weavling there as usual."""
    clamp = CLAMPS[0]
    var_down = card("Vargler", chomp=("down",))
    s = position(blank((1, var_down), (5, WEE), avoid=(clamp,)), hand=[clamp])
    play(s, "use clamp 5", "done")
    assert WEE in s.lost and var_down in s.discard


def test_weav_trap_8_chained_collection_follows_a_continuous_line() -> None:
    """WEAV-TRAP-8: chained collection follows a continuous line from the Trapper."""
    s = position(blank((5, CLAMPS[0]), (1, CLAMPS[1]), avoid=tuple(CLAMPS)))
    assert "collect 5" in legal(s) and "collect 5 1" in legal(s)
    play(s, "collect 5 1")
    assert {CLAMPS[0], CLAMPS[1]} <= set(s.hand) and s.acts == 2
    # The line may turn; the first Trap needs no Chain icon, the later ones do.
    logs = card("Rolling Logs")
    s = position(blank((5, logs), (6, CLAMPS[0]), (2, CLAMPS[1]), avoid=tuple(CLAMPS)))
    assert {"collect 5", "collect 5 6", "collect 5 6 2"} <= set(legal(s))
    play(s, "collect 5 6 2")
    assert {logs, CLAMPS[0], CLAMPS[1]} <= set(s.hand) and s.acts == 2
    s = position(blank((5, CLAMPS[0]), (1, logs), avoid=tuple(CLAMPS)))
    assert "collect 5" in legal(s) and "collect 5 1" not in legal(s)
    # The chain cannot split to take both branches.
    s = position(blank((5, CLAMPS[0]), (4, CLAMPS[1]), (6, CLAMPS[2]), avoid=tuple(CLAMPS)))
    collects = [a for a in legal(s) if a.startswith("collect")]
    assert "collect 5 4" in collects and "collect 5 6" in collects
    assert not [a for a in collects if "4" in a.split() and "6" in a.split()]


def test_weav_trap_9_switcheroo_swaps_two_cards_free_for_non_beasties() -> None:
    """WEAV-TRAP-9: switcheroo swaps two cards free for non beasties."""
    sw = SWITCH[0]
    spirit = C.ids(C.SPIRIT)[0]
    s = position(blank((0, WEE), (3, spirit), (5, VAR), avoid=(sw,)), hand=[sw])
    play(s, "use switcheroo 0", "swap 3")
    assert s.cell[0] == spirit and s.cell[3] == WEE and s.acts == 3 and sw in s.banished
    s = position(blank((0, WEE), (5, VAR), avoid=(sw,)), hand=[sw])
    play(s, "use switcheroo 0", "swap 5")
    assert s.cell[0] == VAR and s.cell[5] == WEE and s.acts == 2
    s = position(blank((0, WEE), (5, VAR), avoid=(sw,)), hand=[sw], acts=0)
    assert "use switcheroo 5" not in legal(s)
    assert T not in [c for c in s.cell if c >= 0]


def test_weav_trap_10_traps_do_not_affect_the_trapper() -> None:
    """WEAV-TRAP-10: traps do not affect the trapper."""
    drake = card("Drakeshot")
    s = position(blank((8, VAR), trapper=9, avoid=(drake,)), hand=[drake])
    play(s, "use drakeshot 2")
    assert s.cell[9] == T and VAR in s.hand
    assert sorted(every_card(s)) == ALL
