"""The day, the turn, the four actions, playing and paying, trading, the end of a turn."""

from __future__ import annotations

from wildtable.games.war_of_the_wilds import cards as C
from wildtable.games.war_of_the_wilds.state import ACTION, DISCARD, PAY, PLAY

from .helpers import (
    GAME,
    card,
    do,
    give_army,
    give_hand,
    give_res,
    legal,
    set_acorns,
    started,
)


def test_wotw_day_1_row_is_replaced_from_day_two() -> None:
    s = started(2)
    old_row = s.row[:]
    do(s, "forage", "end", "forage", "end")
    assert s.day == 2
    assert set(old_row) <= set(s.discard)
    assert len(s.row) == 3 and not set(old_row) & set(s.row)


def test_wotw_day_2_a_day_card_is_turned_each_morning() -> None:
    s = started(2)
    seen = [s.day_card]
    for _ in range(3):
        do(s, "forage", "end", "forage", "end")
        seen.append(s.day_card)
    assert len(set(seen)) == 4


def test_wotw_day_3_turns_go_from_the_first_player_left() -> None:
    s = started(3)
    order = []
    for _ in range(6):
        order.append(s.acting)
        do(s, "forage", "end")
    assert order == [0, 1, 2, 0, 1, 2]


def test_wotw_day_4_sixteen_days_and_four_cards_never_seen() -> None:
    s = started(2)
    while not s.is_over:
        do(s, "forage" if s.phase == ACTION else "end")
    assert s.day == 16 and len(s.day_deck) == 4


def test_wotw_turn_1_creatures_stand_up_at_the_start_of_your_turn() -> None:
    s = started(2)
    stoat = card("stoat")
    give_army(s, 0, stoat, tired=True)
    other = card("stoat", 1)
    give_army(s, 1, other, tired=True)
    do(s, "forage", "end")
    assert s.tired >> stoat & 1, "P0's creature stays tired during P1's turn"
    assert not s.tired >> other & 1, "P1's creature stood up"


def test_wotw_action_1_one_action_per_turn() -> None:
    s = started(2)
    do(s, "forage")
    assert s.phase == PLAY
    assert not {"forage", "draw"} & set(legal(s))
    assert not any(a.startswith(("gather", "bury")) for a in legal(s))


def test_wotw_action_gather_1_three_of_your_homes_kinds_in_any_mix() -> None:
    s = started(2)
    a, b = (C.RESOURCES[k] for k in C.HOME_KINDS[s.homes[0]])
    gathers = [x for x in legal(s) if x.startswith("gather")]
    assert gathers == [f"gather {a} {n} {b} {3 - n}" for n in (3, 2, 1, 0)]
    do(s, f"gather {a} 1 {b} 2")
    assert s.res[0][C.RESOURCE_INDEX[a]] == 1 and s.res[0][C.RESOURCE_INDEX[b]] == 2


def test_wotw_pay_2_piles_are_finite() -> None:
    s = started(2)
    a, b = C.HOME_KINDS[s.homes[0]]
    s.piles[a] = 1
    s.piles[b] = 0
    s._legal = None
    gathers = [x for x in legal(s) if x.startswith("gather")]
    assert gathers == [f"gather {C.RESOURCES[a]} 1 {C.RESOURCES[b]} 0"]


def test_wotw_draw_1_two_cards_from_the_row_or_the_deck() -> None:
    s = started(2)
    first = s.row[1]
    top = s.deck[-1]
    do(s, "draw", "take 1", "take deck")
    assert s.hands[0] == [first, top]
    assert s.phase == PLAY


def test_wotw_draw_2_refresh_the_row_only_before_the_first_card() -> None:
    s = started(2)
    old = s.row[:]
    do(s, "draw")
    assert "refresh" in legal(s)
    do(s, "refresh")
    assert set(old) <= set(s.discard) and len(s.row) == 3
    assert "refresh" not in legal(s)
    do(s, "take 0")
    assert "refresh" not in legal(s)


def test_wotw_draw_3_row_is_refilled_only_when_drawing_is_done() -> None:
    s = started(2)
    do(s, "draw", "take 0")
    assert len(s.row) == 2
    do(s, "take 0")
    assert len(s.row) == 3


def test_wotw_action_forage_1_three_acorns_from_the_wild() -> None:
    s = started(2)
    do(s, "forage")
    assert s.store[0] == 3 and s.wild == 27


def test_wotw_acorn_2_an_empty_wild_gives_nothing() -> None:
    s = started(2)
    s.box += s.wild
    s.wild = 0
    do(s, "forage")
    assert s.store[0] == 0


def test_wotw_action_bury_1_up_to_three_stored_acorns() -> None:
    s = started(2)
    set_acorns(s, 0, store=5)
    assert [x for x in legal(s) if x.startswith("bury")] == ["bury 1", "bury 2", "bury 3"]
    do(s, "bury 3")
    assert s.store[0] == 2 and s.buried[0] == 3


def test_wotw_play_1_play_what_you_can_pay_for() -> None:
    s = started(2)
    stoat, boar = card("stoat"), card("boar")
    give_hand(s, 0, stoat, boar)
    give_res(s, 0, berry=1, twig=1)
    do(s, "forage")
    assert f"play {stoat}" in legal(s) and f"play {boar}" not in legal(s)
    do(s, f"play {stoat}")
    assert stoat in s.army[0] and s.res[0] == [0, 0, 0, 0]
    assert s.piles[C.RESOURCE_INDEX["berry"]] == 15


def test_wotw_pay_1_a_circled_number_is_any_kind() -> None:
    s = started(2)
    badger = card("badger")  # 2 pebbles and (1)
    give_hand(s, 0, badger)
    give_res(s, 0, pebble=2, berry=1, feather=1)
    do(s, "forage", f"play {badger}")
    assert s.phase == PAY and legal(s) == ["pay berry", "pay feather"]
    do(s, "pay feather")
    assert s.res[0] == [1, 0, 0, 0] and badger in s.army[0]


def test_wotw_play_2_a_new_creature_cannot_attack_this_turn() -> None:
    s = started(2)
    stoat = card("stoat")
    give_hand(s, 0, stoat)
    give_res(s, 0, berry=1, twig=1)
    do(s, "forage", f"play {stoat}")
    assert "attack" not in legal(s)


def test_wotw_play_3_tricks_happen_then_go_to_the_discard_pile() -> None:
    s = started(2)
    scavenge = card("scavenge")
    give_hand(s, 0, scavenge)
    give_res(s, 0, berry=1)
    do(s, "forage", f"play {scavenge}")
    assert s.store[0] == 6 and scavenge in s.discard and scavenge not in s.hands[0]


def test_wotw_swap_1_two_resource_cards_for_one_of_any_kind() -> None:
    s = started(2)
    give_res(s, 0, berry=2)
    do(s, "swap feather", "give berry", "give berry")
    assert s.res[0] == [0, 0, 0, 1] and s.phase == ACTION
    assert s.piles == [15, 15, 15, 14]


def test_wotw_trade_1_and_2_an_offer_the_other_player_answers() -> None:
    """WOTW-TRADE-1 and WOTW-TRADE-2."""
    s = started(2)
    give_res(s, 0, berry=1)
    set_acorns(s, 1, store=2)
    do(s, "trade 1", "give berry", "get acorn", "propose")
    assert s.to_move == 1 and legal(s) == ["accept", "decline"]
    assert s.events()[-1].text == "P0 offers P1 a berry for an acorn."
    do(s, "accept")
    assert s.to_move == 0 and s.store == [1, 1] and s.res[1][0] == 1
    do(s, "trade 1", "give acorn", "get berry", "propose", "decline")
    assert s.store == [1, 1] and s.res[1][0] == 1


def test_wotw_trade_1_any_bundle_for_any_bundle() -> None:
    """"On any terms you both agree to": two for one, several kinds, acorns and cards."""
    s = started(2)
    give_res(s, 0, berry=2)
    set_acorns(s, 0, store=3)
    give_res(s, 1, pebble=1, twig=1)
    do(s, "trade 1", "give berry", "give berry", "give acorn", "get pebble", "get twig")
    assert "get berry" not in legal(s), "an item is never on both sides"
    do(s, "propose")
    assert s.events()[-1].text == "P0 offers P1 2 berries and an acorn for a twig and a pebble."
    do(s, "accept")
    assert s.res[0] == [0, 1, 1, 0] and s.res[1] == [2, 0, 0, 0] and s.store == [2, 1]


def test_wotw_trade_1_gifts_are_offers_too() -> None:
    s = started(2)
    set_acorns(s, 0, store=3)
    do(s, "trade 1", "give acorn", "give acorn", "propose", "accept")
    assert s.store == [1, 2] and s.to_move == 0 and s.phase == ACTION


def test_wotw_trade_1_acorns_stolen_in_the_attack_can_be_traded() -> None:
    s = started(2)
    stoat = card("stoat")
    give_army(s, 0, stoat)
    set_acorns(s, 1, store=2)
    do(s, "draw", "take deck", "take deck", "attack", f"send {stoat} 1", "fight")
    # The turn is not over: trading lasts all of it.
    assert s.acting == 0 and s.to_move == 0 and "trade 1" in legal(s) and "end" in legal(s)
    do(s, "trade 1", "give acorn", "give acorn", "propose", "accept", "end")
    assert s.store == [0, 2] and s.acting == 1


def test_wotw_trade_offers_are_bounded_per_turn() -> None:
    s = started(2)
    give_res(s, 0, berry=3)
    give_res(s, 1, twig=3)
    for _ in range(3):
        do(s, "trade 1", "give berry", "get twig", "propose", "decline")
    assert "trade 1" not in legal(s)


def test_wotw_trade_offers_are_bounded_per_side() -> None:
    s = started(2)
    set_acorns(s, 0, store=10)
    do(s, "trade 1", *["give acorn"] * 6)
    assert legal(s) == ["propose", "withdraw"]
    do(s, "withdraw")
    assert s.store[0] == 10 and s.phase == ACTION


def test_wotw_end_1_discard_to_seven_resources_do_not_count() -> None:
    s = started(2)
    hand = [card("stoat", i) for i in range(8)] + [card("hare", 0)]
    give_hand(s, 0, *hand)
    give_res(s, 0, berry=5)
    do(s, "forage", "end")
    assert s.phase == DISCARD and s.to_move == 0
    do(s, f"discard {hand[0]}")
    assert s.phase == DISCARD
    do(s, f"discard {hand[1]}")
    assert len(s.hands[0]) == 7 and s.acting == 1 and s.res[0][0] == 5


def test_wotw_deck_1_the_discard_pile_is_reshuffled_when_the_deck_runs_out() -> None:
    s = started(2)
    s.discard.extend(s.deck)
    s.deck = []
    size = len(s.discard)
    do(s, "draw", "take deck")
    assert len(s.deck) == size - 1 and s.discard == []
    assert any(e.kind == "reshuffle" for e in s.events())


def test_wotw_acorn_1_buried_acorns_cannot_be_traded_or_stolen() -> None:
    s = started(2)
    set_acorns(s, 0, store=0, buried=5)
    assert "trade 1" not in legal(s), "buried acorns can't be spent"
    give_res(s, 1, berry=1)
    do(s, "trade 1")
    assert "give acorn" not in legal(s) and "get berry" in legal(s)


def test_wotw_trade_1_offer_actions_read_as_words() -> None:
    s = started(2)
    set_acorns(s, 0, store=2)
    give_res(s, 1, berry=1)
    assert GAME.describe(s, GAME.parse(s, "trade 1")) == "make P1 an offer"
    do(s, "trade 1")
    labels = {GAME.describe(s, a) for a in s.legal_actions()}
    assert labels == {"offer an acorn", "ask for a berry", "withdraw the offer"}
