"""Every day card (WOTW-DAYCARD-*): each morning's card is turned and does what it says."""

from __future__ import annotations

from wildtable.games.war_of_the_wilds import cards as C
from wildtable.games.war_of_the_wilds.state import ACTION, FOX_BLOCK, WotwState
from wildtable.games.war_of_the_wilds.turns import begin_day

from .helpers import GAME, card, do, give_army, give_hand, give_res, legal, set_acorns, started


def morning(s: WotwState, day: str) -> None:
    """Turn `day` as the next day card, as if the last turn of the day just ended."""
    wanted = next(i for i, d in enumerate(C.DAY_ID) if d == day and i in s.day_deck)
    s.day_deck.remove(wanted)
    s.day_deck.append(wanted)
    begin_day(s)
    s._legal = None


def test_wotw_daycard_quiet_1_nothing_happens() -> None:
    s = started(2)
    set_acorns(s, 0, store=3, buried=2)
    before = (s.store[:], s.buried[:], s.wild, [a[:] for a in s.army])
    morning(s, "quiet-day")
    assert (s.store, s.buried, s.wild, s.army) == before and s.phase == ACTION


def test_wotw_daycard_buttons_1_eats_from_the_biggest_army_each_if_tied() -> None:
    s = started(3)
    give_army(s, 0, card("stoat"), card("stoat", 1))
    give_army(s, 1, card("hare"), card("hare", 1))
    give_army(s, 2, card("bear"))
    morning(s, "mr-buttons")
    assert [len(a) for a in s.army] == [1, 1, 1]


def test_wotw_daycard_fox_1_attacks_the_richest_store_and_returns_loot_to_the_wild() -> None:
    s = started(3)
    set_acorns(s, 0, store=5)
    set_acorns(s, 1, store=5)
    set_acorns(s, 2, store=1)
    wild = s.wild
    morning(s, "the-fox")
    assert s.store == [2, 2, 1] and s.wild == wild + 6


def test_wotw_daycard_fox_1_can_be_blocked_like_any_attacker() -> None:
    s = started(2)
    badger, stoat = card("badger"), card("stoat")
    give_army(s, 0, badger, stoat)
    set_acorns(s, 0, store=5)
    morning(s, "the-fox")
    assert s.phase == FOX_BLOCK and s.to_move == 0
    do(s, f"block {badger}", f"block {stoat}", "done")
    assert s.store[0] == 5
    # 3 damage: the 1-health stoat dies first, 2 left cannot kill the 3-health badger.
    assert stoat not in s.army[0] and badger in s.army[0]
    assert s.phase == ACTION


def test_wotw_daycard_jay_1_digs_up_two_from_the_most_buried() -> None:
    s = started(3)
    set_acorns(s, 0, buried=4)
    set_acorns(s, 1, buried=4)
    set_acorns(s, 2, buried=1)
    morning(s, "the-jay")
    assert s.buried == [2, 2, 1] and s.store == [2, 2, 0]


def test_wotw_daycard_hoard_1_fewest_buried_takes_three_from_the_wild() -> None:
    s = started(3)
    set_acorns(s, 0, buried=4)
    morning(s, "lost-hoard")
    assert s.store == [0, 3, 3]


def test_wotw_daycard_rain_1_no_attacks_today() -> None:
    s = started(2)
    give_army(s, 0, card("boar"))
    morning(s, "heavy-rain")
    do(s, "forage")
    assert "attack" not in legal(s)


def test_wotw_daycard_frost_1_nobody_can_bury() -> None:
    s = started(2)
    set_acorns(s, 0, store=4)
    cache = card("acorn-cache")
    give_hand(s, 0, cache)
    give_res(s, 0, berry=1)
    morning(s, "hard-frost")
    assert not any(a.startswith("bury") for a in legal(s))
    do(s, "forage")
    assert not any(a.startswith(f"play {cache}") for a in legal(s))


def test_wotw_daycard_frost_1_no_pilfer_puts_an_acorn_in_a_buried_pile() -> None:
    s = started(2)
    squirrel = card("red-squirrel")
    give_army(s, 0, squirrel)
    set_acorns(s, 1, buried=6)
    s.box, s.wild = s.box + s.wild, 0
    morning(s, "hard-frost")
    do(s, "forage")
    if f"use {squirrel}" in legal(s):
        do(s, f"use {squirrel}")
    assert s.buried[0] == 0, "nobody buries on Hard Frost"


def test_wotw_daycard_windy_1_flying_cannot_attack_or_block() -> None:
    s = started(2)
    crow, sparrow, stoat = card("crow"), card("sparrow"), card("stoat")
    give_army(s, 0, crow, stoat)
    give_army(s, 1, sparrow)
    set_acorns(s, 1, store=5)
    morning(s, "windy-day")
    do(s, "forage", "attack")
    assert not any(a.startswith(f"send {crow}") for a in legal(s))
    do(s, f"send {stoat} 1", "fight")
    assert s.store[1] == 3, "the sparrow could not block"


def test_wotw_daycard_moon_1_every_creature_has_plus_one_strength() -> None:
    s = started(2)
    stoat = card("stoat")
    give_army(s, 0, stoat)
    set_acorns(s, 1, store=5)
    morning(s, "full-moon")
    do(s, "forage", "attack", f"send {stoat} 1", "fight")
    assert s.store[1] == 2


def test_wotw_daycard_arms_1_creatures_cost_one_less() -> None:
    s = started(2)
    badger = card("badger")  # 2 pebbles + (1)
    give_hand(s, 0, badger)
    give_res(s, 0, pebble=2)
    morning(s, "call-to-arms")
    do(s, "forage", f"play {badger}")
    assert badger in s.army[0] and s.res[0] == [0, 0, 0, 0]


def test_wotw_daycard_harvest_1_everyone_takes_two_in_turn_order() -> None:
    s = started(3)
    s.box += s.wild - 3
    s.wild = 3
    morning(s, "good-harvest")
    assert s.store == [2, 1, 0] and s.wild == 0


def test_wotw_daycard_pedlar_1_everyone_draws_one() -> None:
    s = started(3)
    morning(s, "travelling-pedlar")
    assert [len(h) for h in s.hands] == [1, 1, 1]


def test_wotw_daycard_fog_1_no_blocking() -> None:
    s = started(2)
    stoat, beaver = card("stoat"), card("beaver")
    give_army(s, 0, stoat)
    give_army(s, 1, beaver)
    set_acorns(s, 1, store=5)
    morning(s, "thick-fog")
    do(s, "forage", "attack", f"send {stoat} 1", "fight")
    assert s.store[1] == 3 and s.to_move == 0


def test_wotw_daycard_market_1_swaps_are_one_for_one() -> None:
    s = started(2)
    give_res(s, 0, berry=1)
    morning(s, "market-day")
    do(s, "swap twig", "give berry")
    assert s.res[0] == [0, 1, 0, 0]


def test_wotw_daycard_thaw_1_everyone_buries_one() -> None:
    s = started(2)
    set_acorns(s, 0, store=2)
    morning(s, "spring-thaw")
    assert s.store == [1, 0] and s.buried == [1, 0]


def test_wotw_daycard_bumper_1_forage_takes_two_more() -> None:
    s = started(2)
    morning(s, "bumper-crop")
    do(s, "forage")
    assert s.store[0] == 5


def test_wotw_daycard_flood_1_everyone_digs_up_two() -> None:
    s = started(2)
    set_acorns(s, 0, buried=3)
    set_acorns(s, 1, buried=1)
    morning(s, "spring-flood")
    assert s.buried == [1, 0] and s.store == [2, 1]


def test_wotw_daycard_busy_1_gather_and_draw_also_take_an_acorn() -> None:
    s = started(2)
    morning(s, "busy-day")
    a, b = (C.RESOURCES[k] for k in C.HOME_KINDS[s.homes[0]])
    do(s, f"gather {a} 3 {b} 0", "end")
    do(s, "draw", "take deck", "take deck")
    assert s.store == [1, 1]


def test_wotw_daycard_arms_1_the_player_chooses_the_card_not_paid() -> None:
    s = started(2)
    boar = card("boar")  # 2 berries, a pebble and (1)
    give_hand(s, 0, boar)
    give_res(s, 0, berry=3, pebble=1)
    morning(s, "call-to-arms")
    do(s, "forage", f"play {boar}")
    # Either printed kind may be the card not paid; the circle is paid from the rest.
    assert sorted(legal(s)) == ["discount berry", "discount pebble"]
    do(s, "discount pebble", "pay berry")
    assert boar in s.army[0] and s.res[0] == [0, 0, 1, 0]


def test_wotw_daycard_arms_1_play_labels_show_the_discount() -> None:
    s = started(2)
    stoat = card("stoat")
    give_hand(s, 0, stoat)
    give_res(s, 0, berry=1)
    morning(s, "call-to-arms")
    do(s, "forage")
    # One berry pays for a Stoat (berry and twig) today: the label says so.
    label = GAME.describe(s, GAME.parse(s, f"play {stoat}"))
    assert "fewer today" in label
    do(s, f"play {stoat}")
    assert stoat in s.army[0] and s.res[0] == [0, 0, 0, 0]
