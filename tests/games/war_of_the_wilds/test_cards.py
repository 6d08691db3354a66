"""Abilities and the designed cards (WOTW-ABILITY-*, WOTW-CARD-*, WOTW-TRICK-*)."""

from __future__ import annotations

from wildtable.games.war_of_the_wilds import cards as C
from wildtable.games.war_of_the_wilds.effects import ABILITIES, TRICKS

from .helpers import card, do, give_army, give_hand, give_res, legal, set_acorns, started


def test_wotw_ability_1_on_your_own_turn_only() -> None:
    s = started(2)
    squirrel = card("red-squirrel")
    give_army(s, 1, squirrel)
    do(s, "forage")
    assert not any(a.startswith("use") for a in legal(s))
    do(s, "end", "forage")
    assert f"use {squirrel}" in legal(s)


def test_wotw_ability_2_tiring_needs_a_standing_creature_and_stops_its_attack() -> None:
    s = started(2)
    squirrel = card("red-squirrel")
    give_army(s, 0, squirrel)
    set_acorns(s, 1, store=3)
    do(s, "forage", f"use {squirrel}")
    assert s.store[0] == 4 and s.tired >> squirrel & 1
    assert f"use {squirrel}" not in legal(s)
    assert "attack" not in legal(s)


def test_wotw_ability_3_a_new_creature_acts_at_once_but_the_owl_waits() -> None:
    s = started(2)
    squirrel, owl = card("red-squirrel"), card("owl-sentinel")
    give_hand(s, 0, squirrel, owl)
    give_res(s, 0, berry=1, feather=1, pebble=1, twig=1)
    give_army(s, 1, card("stoat"))
    do(s, "forage", f"play {squirrel}", "pay berry")
    assert f"use {squirrel}" in legal(s)
    do(s, f"play {owl}")
    assert not any(a.startswith(f"use {owl}") for a in legal(s))
    do(s, "end", "forage", "end", "forage")
    assert any(a.startswith(f"use {owl}") for a in legal(s))


def test_wotw_card_owl_1_tires_a_creature_of_another_player() -> None:
    s = started(2)
    owl, stoat, beaver = card("owl-sentinel"), card("stoat"), card("beaver")
    give_army(s, 0, owl, stoat)
    give_army(s, 1, beaver)
    set_acorns(s, 1, store=4)
    do(s, "forage", f"use {owl} {beaver}", "attack", f"send {stoat} 1", "fight")
    assert s.store[1] == 2, "the tired beaver could not block"


def test_wotw_card_hedgehog_1_plus_one_strength_when_defending() -> None:
    s = started(2)
    stoat, hedgehog = card("stoat"), card("hedgehog")  # 2/1 vs 1/3 (+1 defending)
    give_army(s, 0, stoat)
    give_army(s, 1, hedgehog)
    set_acorns(s, 1, store=1)
    do(s, "forage", "attack", f"send {stoat} 1", "fight", f"block {hedgehog} {stoat}")
    assert stoat not in s.army[0] and hedgehog in s.army[1]


def test_wotw_card_mole_1_reaches_buried_acorns_when_unblocked() -> None:
    s = started(2)
    mole = card("mole")
    give_army(s, 0, mole)
    set_acorns(s, 1, store=0, buried=4)
    do(s, "forage", "attack", f"send {mole} 1", "fight")
    assert s.buried[1] == 3 and s.store[0] == 4


def test_wotw_card_crow_1_steals_one_more_when_unblocked() -> None:
    s = started(2)
    crow = card("crow")
    give_army(s, 0, crow)
    set_acorns(s, 1, store=5)
    do(s, "forage", "attack", f"send {crow} 1", "fight")
    assert s.store[1] == 2


def test_wotw_card_squirrel_and_beaver_1_tire_to_forage_and_fetch() -> None:
    """WOTW-CARD-SQUIRREL-1 and WOTW-CARD-BEAVER-1."""
    s = started(2)
    squirrel, beaver = card("red-squirrel"), card("beaver")
    give_army(s, 0, squirrel, beaver)
    do(s, "forage", f"use {squirrel}", f"use {beaver}")
    assert s.store[0] == 4 and s.res[0][C.RESOURCE_INDEX["twig"]] == 1


def test_wotw_card_squirrel_2_pilfers_the_leaders_cache_once_the_wild_is_empty() -> None:
    s = started(3)
    squirrel, squirrel2 = card("red-squirrel"), card("red-squirrel", 1)
    give_army(s, 0, squirrel, squirrel2)
    set_acorns(s, 1, buried=5)
    set_acorns(s, 2, buried=5)
    set_acorns(s, 0, buried=4)
    s.wild, s.box = 0, s.box + s.wild
    do(s, "forage", f"use {squirrel}")
    # The first of the tied leaders after P0 in turn order loses one, into P0's store.
    assert s.buried == [4, 4, 5] and s.store[0] == 1
    # Tied for the fewest with P1 now: the second squirrel takes from P2.
    do(s, f"use {squirrel2}")
    assert s.buried == [4, 4, 4] and s.store[0] == 2


def test_wotw_card_squirrel_2_never_pilfers_while_acorns_are_in_the_wild() -> None:
    s = started(2)
    squirrel = card("red-squirrel")
    give_army(s, 0, squirrel)
    set_acorns(s, 1, buried=6)
    s.box += s.wild - 1
    s.wild = 1
    do(s, "draw", "take deck", "take deck", f"use {squirrel}")
    assert s.buried == [0, 6] and s.store[0] == 1 and s.wild == 0


def test_wotw_trick_cache_1_buries_up_to_two() -> None:
    s = started(2)
    cache = card("acorn-cache")
    give_hand(s, 0, cache)
    give_res(s, 0, berry=1)
    do(s, "forage")
    assert f"play {cache} 1" in legal(s) and f"play {cache} 2" in legal(s)
    do(s, f"play {cache} 2")
    assert s.buried[0] == 2 and s.store[0] == 1


def test_wotw_trick_windfall_1_draws_two() -> None:
    s = started(2)
    windfall = card("windfall")
    give_hand(s, 0, windfall)
    give_res(s, 0, berry=1)
    do(s, "forage", f"play {windfall}")
    assert len(s.hands[0]) == 2


def test_wotw_trick_warcry_1_plus_one_strength_this_turn() -> None:
    s = started(2)
    cry, stoat = card("war-cry"), card("stoat")
    give_hand(s, 0, cry)
    give_army(s, 0, stoat)
    give_res(s, 0, pebble=1)
    set_acorns(s, 1, store=5)
    do(s, "forage", f"play {cry}", "attack", f"send {stoat} 1", "fight")
    assert s.store[1] == 2


def test_wotw_trick_rockfall_1_two_damage_to_any_creature() -> None:
    s = started(2)
    rock, heron, beaver = card("rockfall"), card("heron"), card("beaver")
    give_hand(s, 0, rock)
    give_army(s, 1, heron, beaver)
    give_res(s, 0, pebble=2)
    do(s, "forage", f"play {rock} {beaver}")
    assert beaver in s.army[1]
    rock2 = card("rockfall", 1)
    give_hand(s, 0, rock2)
    give_res(s, 0, pebble=2)
    do(s, f"play {rock2} {heron}")
    assert heron not in s.army[1] and heron in s.discard


def test_wotw_trick_tunnel_1_digs_up_another_players_buried_acorns() -> None:
    s = started(2)
    raid = card("tunnel-raid")
    give_hand(s, 0, raid)
    give_res(s, 0, twig=1, pebble=1)
    set_acorns(s, 1, buried=3)
    do(s, "forage", f"play {raid} 1")
    assert s.buried[1] == 1 and s.store[1] == 2


def test_wotw_trick_scavenge_1_takes_two_from_the_wild_three_when_behind() -> None:
    s = started(2)
    scavenge, scavenge2 = card("scavenge"), card("scavenge", 1)
    give_hand(s, 0, scavenge, scavenge2)
    give_res(s, 0, berry=1, twig=1)
    set_acorns(s, 0, buried=2)
    set_acorns(s, 1, buried=1)
    do(s, "forage", f"play {scavenge}", "pay berry")
    assert s.store[0] == 3 + 2, "ahead: 2"
    set_acorns(s, 1, buried=2)
    do(s, f"play {scavenge2}")
    assert s.store[0] == 5 + 3, "tied for the fewest buried: 3"


def test_wotw_trick_scavenge_1_is_not_offered_on_an_empty_wild() -> None:
    s = started(2)
    scavenge = card("scavenge")
    give_hand(s, 0, scavenge)
    give_res(s, 0, berry=1)
    s.box, s.wild = s.box + s.wild, 0
    do(s, "forage")
    assert f"play {scavenge}" not in legal(s)


def test_every_effect_id_in_the_cards_has_a_function() -> None:
    for c in range(C.DECK_SIZE):
        if C.ABILITY[c]:
            assert C.ABILITY[c] in ABILITIES
        if not C.IS_CREATURE[c]:
            assert C.EFFECT[c] in TRICKS
