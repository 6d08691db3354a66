"""Phase 4 (Wrap-Up: travel, lock, unlock, draw) and the end of the game."""

from __future__ import annotations

from wildtable.games.wild_realms.rules import ROUND_CAP
from wildtable.games.wild_realms.state import DRAW
from wildtable.games.wild_realms.zones import ZOBRIST, arrangement

from .helpers import LOCKABLE, Dice, ally, fresh, hand, legal, play, realm, tok, tokens

WATER5 = ["Octopus", "Great White Shark", "Sea Otter", "Piranha", "Electric Eel"]
AIR5 = ["Screech Owl", "Bald Eagle", "Hummingbird", "Swallow", "Vulture"]
FIRE5 = ["Komodo Dragon", "Scorpion", "Fire Salamander", "Fire Ant", "Horned Lizard"]


def test_realms_wrap_1_travel_freely_limits_only_at_the_end() -> None:
    """REALMS-WRAP-1: travel freely limits only at the end."""
    s = fresh()
    realm(s, 0, "Savanna", ["Wolf", "Lynx", "Gorilla", "Meerkat", "Bison"])
    ally(s, 0, ["Orca", "Octopus", "Raven", "Condor", "Vulture"])
    play(s, "wrap", f"move {tok('Orca')} 0")
    assert len(s.dfn[0]) == 6 and "end" not in legal(s)  # over the limit for now
    assert f"move {tok('Orca')} 4" not in legal(s)  # straight back: nothing would change
    play(s, f"move {tok('Wolf')} 4")
    assert "end" in legal(s)
    play(s, "end")
    assert s.dfn[0][-1] == tok("Orca") and tok("Wolf") in s.alliance[0]


def test_realms_wrap_1_an_animal_may_travel_many_times() -> None:
    """REALMS-WRAP-1: "There is no limit to how many animals you move (or how many
    times)": the same animal travels again and again; only a move back into an
    arrangement already reached this Wrap-Up is not offered (so every Wrap-Up ends)."""
    s = fresh()
    realm(s, 0, "Savanna", ["Wolf", "Lynx"])
    realm(s, 0, "Coral Reef", ["Gorilla"])
    realm(s, 0, "Cloud Peaks", ["Bison"])
    ally(s, 0, ["Orca"])
    orca = tok("Orca")
    play(s, "wrap", f"move {orca} 0", f"move {orca} 1", f"move {orca} 2")
    assert orca in s.dfn[2]  # three journeys for the Orca
    acts = legal(s)
    assert f"move {orca} 4" not in acts  # back to the Alliance: the start, but once ...
    play(s, f"move {tok('Wolf')} 1")  # ... another animal moves, so this is new
    assert f"move {orca} 0" in legal(s) and f"move {tok('Wolf')} 0" not in legal(s)
    play(s, f"move {orca} 4", "end")
    assert s.alliance[0] == [orca] and s.dfn[1] == [tok("Gorilla"), tok("Wolf")]


def test_realms_wrap_1_no_move_back_into_an_arrangement_already_reached() -> None:
    """Ruling 11: a Wrap-Up never offers a move back into an arrangement of the kingdom it
    has already reached, so an endless back-and-forth is impossible."""
    s = fresh()
    realm(s, 0, "Savanna", ["Wolf"])
    realm(s, 0, "Coral Reef", ["Gorilla"])
    play(s, "wrap", f"move {tok('Wolf')} 1")
    assert f"move {tok('Wolf')} 0" not in legal(s)  # back to the start
    play(s, f"move {tok('Wolf')} 4")
    assert f"move {tok('Wolf')} 1" not in legal(s) and f"move {tok('Wolf')} 0" not in legal(s)
    n = 0
    while any(a.startswith("move") for a in legal(s)):
        play(s, next(a for a in legal(s) if a.startswith("move")))
        n += 1
    assert n < 20 and "end" in legal(s)  # the two animals run out of new arrangements


def test_realms_wrap_2_lock_needs_five_classes_and_a_leader() -> None:
    """REALMS-WRAP-2: lock needs five classes and a leader."""
    s = fresh()
    realm(s, 0, "Savanna", LOCKABLE)
    realm(s, 0, "Coral Reef", ["Gorilla", "Octopus", "Sea Otter",
                               "Piranha", "Electric Eel"])  # two Adapt: no lock
    realm(s, 0, "Volcano", ["Scorpion", "Fire Salamander", "Camel Spider", "Horned Lizard",
                            "Gila Monster"])  # five classes but no Leader
    play(s, "wrap")
    locks = [a for a in legal(s) if a.startswith("lock")]
    assert locks == ["lock 0"]
    play(s, "lock 0")
    assert s.locked[0] and s.realm[0] == tok("Savanna")
    assert not any(a.startswith(f"move {tok('Wolf')}") for a in legal(s))  # a locked stack


def test_realms_wrap_3_unlock_discards_two_animals_of_the_owners_choice() -> None:
    """REALMS-WRAP-3: unlock discards two animals of the owners choice."""
    s = fresh()
    realm(s, 0, "Savanna", LOCKABLE, locked=True)
    play(s, "wrap", "unlock 0")
    assert not s.locked[0] and s.to_move == 0
    play(s, f"pick {tok('Lynx')}", f"pick {tok('Honey Badger')}")
    assert s.dfn[0] == tokens(["Wolf", "Bali Tiger", "Somali Giraffe"])


def test_realms_wrap_4_draw_up_to_five_or_discard_down_to_five() -> None:
    """REALMS-WRAP-4: draw up to five or discard down to five."""
    s = fresh()
    hand(s, 0, ["Wolf", "Lynx"])
    play(s, "wrap", "end")
    assert len(s.hand[0]) == 5 and s.active == 1
    s = fresh()
    hand(s, 0, ["Wolf", "Lynx", "Gorilla", "Bison", "Meerkat", "Orca", "Octopus"])
    play(s, "wrap", "end")
    assert s.to_move == 0 and s.phase == DRAW and legal(s)[0].startswith("lose")
    play(s, f"lose {tok('Orca')}", f"lose {tok('Octopus')}")
    assert len(s.hand[0]) == 5 and s.active == 1


def test_realms_wrap_5_redraw_a_realm_already_locked() -> None:
    """REALMS-WRAP-5: redraw a realm already locked."""
    s = fresh()
    realm(s, 0, "Savanna", LOCKABLE, locked=True)
    hand(s, 0, ["Redwood Forest", "Orca", "Octopus", "Gorilla", "Bison"])
    play(s, "wrap", "end")
    assert legal(s) == [f"redraw {tok('Redwood Forest')}", "done"]
    play(s, f"redraw {tok('Redwood Forest')}")
    assert tok("Redwood Forest") in s.disc[0] and len(s.hand[0]) == 5
    assert s.active == 1  # no Land realm is left to draw: the turn ends


def test_realms_end_1_fourth_lock_wins_at_once() -> None:
    """REALMS-END-1: fourth lock wins at once."""
    s = fresh()
    realm(s, 0, "Savanna", LOCKABLE, locked=True)
    realm(s, 0, "Coral Reef", WATER5, locked=True)
    realm(s, 0, "Cloud Peaks", AIR5, locked=True)
    realm(s, 0, "Volcano", FIRE5)
    play(s, "wrap", "lock 3")
    assert s.is_over and s.result().winners == [0] and s.result().scores == [4.0, 0.0]


def test_realms_end_1_a_stolen_fourth_realm_wins_on_another_players_turn() -> None:
    """REALMS-END-1: a stolen fourth realm wins on another players turn."""
    s = fresh()
    realm(s, 1, "Redwood Forest", LOCKABLE, locked=True)
    realm(s, 1, "Coral Reef", WATER5, locked=True)
    realm(s, 1, "Cloud Peaks", AIR5, locked=True)
    realm(s, 0, "Volcano", FIRE5, locked=True)
    s.rng = Dice(*([1, 12] * 5))
    play(s, "battle 3 1 0")  # seat 0 attacks and loses: seat 1 steals the Volcano
    play(s, "steal")
    assert s.is_over and s.result().winners == [1] and s.active == 0


def test_realms_end_2_deck_out_ends_the_round_and_scores() -> None:
    """REALMS-END-2: deck out ends the round and scores."""
    s = fresh(players=3)
    realm(s, 2, "Cloud Peaks", AIR5, locked=True)
    realm(s, 1, "Coral Reef", ["Orca", "Octopus"])
    s.deck[0] = s.deck[0][:2]
    play(s, "wrap", "end")
    assert s.deckout and not s.is_over and s.active == 1
    play(s, "wrap", "end", "wrap", "end")
    r = s.result()
    assert s.is_over and r.winners == [2] and "deck" in r.reason


def test_realms_end_2_ties_share_the_win() -> None:
    """REALMS-END-2: ties share the win."""
    s = fresh()
    realm(s, 0, "Savanna", ["Wolf"])
    realm(s, 1, "Coral Reef", ["Orca"])
    s.deck[0] = []
    play(s, "wrap", "end", "wrap", "end")
    assert s.is_over and s.result().winners == [0, 1]


def test_realms_end_3_the_game_stops_after_the_round_cap() -> None:
    """REALMS-END-3: the game stops after the round cap."""
    s = fresh(round_=ROUND_CAP)
    realm(s, 1, "Coral Reef", ["Orca"])
    play(s, "wrap", "end", "wrap", "end")
    assert s.is_over and s.result().winners == [1] and str(ROUND_CAP) in s.result().reason


def test_realms_wrap_1_a_crowd_nobody_can_move_must_be_thinned() -> None:
    """REALMS-WRAP-1 with REALMS-KINGDOM-2: six defenders, and every move would only go
    back to an arrangement reached before."""
    s = fresh()
    realm(s, 0, "Savanna", ["Wolf", "Lynx", "Gorilla", "Meerkat", "Bison", "Orca"])
    play(s, "wrap")
    # Every arrangement one move away has been reached already this Wrap-Up.
    h = arrangement(s, 0)
    s.seen = [h ^ ZOBRIST[a][0] ^ ZOBRIST[a][4] for a in s.dfn[0]]
    s._legal = None
    acts = legal(s)
    assert "end" not in acts and {f"discard {t}" for t in s.dfn[0]} <= set(acts)
    play(s, f"discard {tok('Orca')}", "end")
    assert s.active == 1 and len(s.dfn[0]) == 5


def test_rulebook_example_turns_play_out() -> None:
    """The rulebook's example turns (REALMS-TURN-1, REALMS-ATTACK-3, REALMS-WRAP-1,
    REALMS-WRAP-4): Wolf, Lynx and a Fire realm in round 1; in round 2 an Alliance of three,
    the Crested Lizard's 2, 6, 12 against the Fire realm, the Hawk chosen (the Lizard's
    ability then costs its owner two cards), the spare Land
    realm discarded, the Screech Owl travelling home, four cards drawn."""
    s = fresh(round_=1)
    realm(s, 0, "Savanna", [])
    realm(s, 1, "Volcano", ["Redtail Hawk", "Fennec Fox"])
    hand(s, 0, ["Wolf", "Lynx", "Ash Desert", "Redwood Forest", "Unleash a Legendary"])
    hand(s, 1, ["Orca", "Bison", "Gorilla"])
    play(s, f"defend {tok('Wolf')} 0", f"realm {tok('Ash Desert')} {tok('Lynx')}", "wrap", "end")
    assert s.hand[0][:2] == [tok("Redwood Forest"), tok("Unleash a Legendary")]
    assert len(s.hand[0]) == 5  # drew three
    s.active, s.round = 0, 2  # seat 1's turn passes quietly; round 2, seat 0 again
    s.hand[0] = [tok("Redwood Forest"), tok("Unleash a Legendary")]
    s._legal = None
    hand(s, 0, ["Screech Owl", "Crested Lizard", "Octopus"])
    play(s, *(f"ally {tok(n)}" for n in ("Screech Owl", "Crested Lizard", "Octopus")))
    s.rng = Dice(2, 6, 12)
    play(s, f"attack {tok('Crested Lizard')} 1 3", f"strike {tok('Redtail Hawk', 1)}")
    assert s.to_move == 1
    play(s, f"lose {tok('Orca', 1)}", f"lose {tok('Bison', 1)}")
    play(s, "wrap", "discarding", f"discard {tok('Redwood Forest')}", "done",
         f"move {tok('Screech Owl')} 0", "end")
    assert s.dfn[0] == [tok("Wolf"), tok("Screech Owl")] and s.dfn[3] == [tok("Lynx")]
    assert len(s.hand[0]) == 5 and s.active == 1
