"""Zadarra's Baubles and Brews and Star-Touched Predators."""

from __future__ import annotations

from wildtable.games.weavlings import cards as C
from wildtable.games.weavlings.effects import resolve_events
from wildtable.games.weavlings.setup import deck_cards
from wildtable.games.weavlings.wilds import DOWN, UP

from .helpers import T, blank, card, every_card, legal, play, position

ALL = list(range(C.N_CARDS))
WEE = C.ids(name="Wee Weavling")
VAR = card("Vargler")
SPIRITS = C.ids(C.SPIRIT)
BAUBLES = {"baubles": True}
PRED = {"predators": True}


def opts(**kw: object) -> dict[str, object]:
    base: dict[str, object] = {"difficulty": "normal", "clear_skies": False,
                               "trapper": "wayfinder", "first_game": False,
                               "baubles": False, "predators": False}
    base.update(kw)
    return base


def test_weav_baub_1_the_twelve_expansion_traps_fill_the_rank_limits() -> None:
    """WEAV-BAUB-1: the twelve expansion traps fill the rank limits."""
    cards = deck_cards(opts(baubles=True))
    traps = [c for c in cards if C.KIND[c] == C.TRAP]
    assert sorted(traps) == sorted(C.ids(C.TRAP, "baubles")) and len(traps) == 12


def test_weav_baub_2_diagonalis_draught_clears_the_diagonals() -> None:
    """WEAV-BAUB-2: diagonalis draught clears the diagonals."""
    d = card("Diagonalis Draught")
    s = position(blank((0, VAR), (10, WEE[0]), (6, WEE[1]), (2, WEE[2]), trapper=9,
                       avoid=(d,)), hand=[d], **BAUBLES)
    play(s, "use draught 5")
    assert VAR in s.hand and WEE[0] in s.discard and WEE[2] in s.discard
    assert WEE[1] not in s.discard  # orthogonal to the target, untouched
    assert sorted(every_card(s)) == ALL


def test_weav_baub_3_orthogonate_elixir_clears_the_row_and_column() -> None:
    """WEAV-BAUB-3: orthogonate elixir clears the row and column."""
    e = card("Orthogonate Elixir")
    s = position(blank((4, VAR), (1, WEE[0]), (0, WEE[1]), trapper=9, avoid=(e,)),
                 hand=[e], **BAUBLES)
    play(s, "use elixir 5")
    assert VAR in s.hand and WEE[0] in s.discard and WEE[1] not in s.discard
    assert s.cell[9] == T


def test_weav_baub_4_column_shaker_rearranges_a_column_trapper_included() -> None:
    """WEAV-BAUB-4: column shaker rearranges a column trapper included."""
    sh = card("Column-Shaker Potion")
    s = position(blank((1, WEE[0]), (5, VAR), trapper=9, avoid=(sh,)), hand=[sh], **BAUBLES)
    play(s, "use shaker 1")
    assert legal(s) == ["put 1", "put 5", "put 9"]
    play(s, "put 9", "put 5")
    assert s.cell[1] == T and s.cell[5] == VAR and s.cell[9] == WEE[0]
    assert sh in s.banished and s.pend == []


def test_weav_baub_5_scarecrow_rearranges_a_row() -> None:
    """WEAV-BAUB-5: scarecrow rearranges a row."""
    sc = card("O'Kibe Scarecrow")
    s = position(blank((8, WEE[0]), (11, VAR), trapper=9, avoid=(sc,)), hand=[sc], **BAUBLES)
    play(s, "use scarecrow 2", "put 11", "put 11", "put 10")
    assert s.cell[8] == VAR and s.cell[9] == WEE[0] and s.cell[11] == T


def test_weav_baub_6_transposition_talisman_swaps_discard_and_banished() -> None:
    """WEAV-BAUB-6: transposition talisman swaps discard and banished."""
    t = card("Transposition Talisman")
    logs = card("Rolling Logs")
    s = position(blank(avoid=(t, VAR)), hand=[t], **BAUBLES)
    s.deck.remove(VAR)
    s.discard = [VAR]
    s.banished = [logs]
    s.out.remove(logs)
    play(s, f"use talisman {C.NAME_OF[VAR]}", f"trade {C.NAME_OF[logs]}")
    assert s.discard == [logs] and s.banished == [VAR, t]


def test_weav_baub_7_idol_of_second_sight_rewards_a_right_guess() -> None:
    """WEAV-BAUB-7: idol of second sight rewards a right guess."""
    idol = card("Idol of Second Sight")
    s = position(blank(avoid=(idol, VAR)), hand=[idol], deck=[VAR], **BAUBLES)
    play(s, "use idol beastie")
    assert VAR in s.hand
    s = position(blank(avoid=(idol, WEE[0])), hand=[idol], deck=[WEE[0]], **BAUBLES)
    play(s, "use idol beastie")
    assert s.deck[-1] == WEE[0] and WEE[0] not in s.lured  # wrong: returned, on top
    s = position(blank(avoid=(idol, WEE[0])), hand=[idol], deck=[WEE[0]], **BAUBLES)
    play(s, "use idol weavling")
    assert WEE[0] in s.lured
    sp = SPIRITS[0]
    s = position(blank(avoid=(idol, sp)), hand=[idol], deck=[sp], **BAUBLES)
    play(s, "use idol event")
    assert sp in s.hand  # a drawn Wilds Spirit is always collected
    assert sorted(every_card(s)) == ALL


def test_weav_baub_7_idol_returns_a_wrong_guess_on_top_and_names_only_listed_types() -> None:
    """WEAV-BAUB-7: "If incorrect, return the card": the card goes back on top of the
    deck, where it came from, and the deck is not shuffled. Only the types the card's
    list rewards (Event, Weavling, Beastie) may be named: a Spirit is collected anyway
    and a Trap has no listed effect."""
    idol = card("Idol of Second Sight")
    s = position(blank(avoid=(idol, VAR, WEE[0])), hand=[idol], deck=[WEE[0], VAR],
                 **BAUBLES)
    below = s.deck[:-1]
    assert sorted(a for a in legal(s) if a.startswith("use idol")) == [
        "use idol beastie", "use idol event", "use idol weavling"]
    play(s, "use idol event")
    assert s.deck[:-1] == below and s.deck[-1] == VAR
    assert sorted(every_card(s)) == ALL


STRIX = card("Strixlious", chomp=("down-left", "down-right"))
STRIX_DEV = card("Strixlious", devour=("down",))
AIW = card("Aiwokic", chomp=("down",), devour=())
AIW_DEV = card("Aiwokic", devour=("left",))


def test_weav_pred_1_predators_replace_base_beasties_and_events_with_printed_stats() -> None:
    """WEAV-PRED-1: predators replace base beasties and events with printed stats."""
    cards = deck_cards(opts(predators=True))
    names = {C.NAME[c] for c in cards}
    assert {"Strixlious", "Aiwokic", "Solar Eclipse"} <= names
    assert not names & {"Vargler", "Coraxakol", "Blood Moon", "Full Moon", "Sunlight"}
    assert (C.SPEED[STRIX], C.MEAT[STRIX], C.WHEEL[STRIX]) == (0, 1, (0, 1, 2, 3))
    assert (C.SPEED[AIW], C.MEAT[AIW], C.WHEEL[AIW]) == (1, 1, (1, 2, 3, 4))


def test_weav_pred_2_devour_banishes_revealed_cards_and_the_beastie_stays() -> None:
    """WEAV-PRED-2: devour banishes revealed cards and the beastie stays."""
    s = position(blank((1, STRIX_DEV), (5, SPIRITS[0]), trapper=9, avoid=(STRIX_DEV,)),
                 **PRED)
    play(s, "done")
    assert SPIRITS[0] in s.banished and STRIX_DEV not in s.discard
    # A devoured Weavling is banished like any devoured card (the card's words), not
    # Lost Population; having fed, the Beastie leaves.
    s = position(blank((1, STRIX_DEV), (5, WEE[0]), trapper=9), **PRED)
    play(s, "done")
    assert WEE[0] in s.banished and WEE[0] not in s.lost and STRIX_DEV in s.discard
    assert sorted(every_card(s)) == ALL


def test_weav_pred_3_prowl_reveals_before_feeding() -> None:
    """WEAV-PRED-3: prowl reveals before feeding."""
    s = position(blank((1, STRIX), (4, WEE[0]), trapper=9), down=(4,), **PRED)
    play(s, "done")
    assert WEE[0] in s.lost and STRIX in s.discard


def test_weav_pred_4_strixlious_prowl_in_speed_order() -> None:
    """WEAV-PRED-4: strixlious prowl in speed order."""
    # Both Strixlious have Speed 0: reading order breaks the tie, so the first one
    # prowls and feeds before the second is considered.
    s = position(blank((0, STRIX), (2, STRIX + 1), (5, WEE[0]), trapper=9), down=(5,),
                 **PRED)
    play(s, "done")
    assert STRIX in s.discard and STRIX + 1 not in s.discard
    assert sorted(every_card(s)) == ALL


def test_weav_pred_5_sanguinarius_pulls_a_beastie_from_the_discard_pile() -> None:
    """WEAV-PRED-5: sanguinarius pulls a beastie from the discard pile."""
    pop = card("Poisoned Poppet")
    s = position(blank((3, AIW), avoid=(pop,)), hand=[pop], **PRED)
    s.deck.remove(STRIX)
    s.discard = [STRIX, WEE[0]]
    s.deck.remove(WEE[0])
    play(s, "use poppet 3")
    assert AIW in s.hand and s.cell[3] == STRIX and s.face[3] == UP
    s = position(blank((3, AIW), avoid=(pop,)), hand=[pop], **PRED)
    play(s, "use poppet 3")
    assert s.cell[3] != AIW and s.face[3] == DOWN  # nothing to pull: normal collapse


def test_weav_pred_6_constellations_summon_aiwokic_and_strixlious() -> None:
    """WEAV-PRED-6: constellations summon aiwokic and strixlious."""
    mad, chaos = card("Madness Constellation"), card("Chaos Constellation")
    s = position(blank((0, mad), (1, chaos), avoid=(AIW, STRIX)), deck=[STRIX, AIW], **PRED)
    resolve_events(s, [mad, chaos])
    assert s.cell[0] == AIW and s.cell[1] == STRIX


def test_weav_pred_7_solar_eclipse_discards_non_beasties_and_refills_face_down() -> None:
    """WEAV-PRED-7: solar eclipse discards non beasties and refills face down."""
    ecl = card("Solar Eclipse")
    s = position(blank((0, ecl), (4, AIW), (5, WEE[0]), trapper=9), **PRED)
    resolve_events(s, [ecl])
    assert WEE[0] in s.discard and ecl in s.discard and AIW in s.cell
    assert all(s.face[i] != UP for i in range(12) if s.cell[i] >= 0
               and not C.IS_BEASTIE[s.cell[i]])


def test_weav_pred_7_an_eclipse_in_the_trapper_phase_reveals_at_this_turns_travel() -> None:
    """WEAV-PRED-7: "Do not reveal until the end of Travel Phase": an Eclipse revealed by a
    Trap in the Trapper Phase keeps its refills face-down only until this turn's Travel."""
    ecl, shot = card("Solar Eclipse"), card("Drakeshot")
    inert = (C.ids(name="Weavling Aroma") + C.ids(name="Poisoned Poppet")
             + C.ids(name="Clamp Trap") + [card("Rolling Logs")] + WEE[:3])
    s = position(blank((0, ecl), trapper=9, avoid=(shot, *inert)), down=(0,), hand=[shot],
                 deck=inert, **PRED)
    play(s, "use drakeshot 0")
    held = [i for i in range(12) if s.cell[i] >= 0 and s.face[i] != UP]
    assert len(held) == 11 and ecl in s.discard  # every refill face-down, the Trapper stays
    play(s, "done")
    assert s.turn == 2 and all(s.face[i] == UP for i in held)
