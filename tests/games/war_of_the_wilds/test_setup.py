"""Setup and the box (WOTW-SETUP-*, WOTW-BOX-1)."""

from __future__ import annotations

import pytest

import wildtable
from wildtable.games.war_of_the_wilds import cards as C
from wildtable.games.war_of_the_wilds.state import ACTION, KEEP

from .helpers import all_cards, do, new, total_acorns


def test_wotw_box_1_components_match_the_rulebook() -> None:
    assert C.DECK_SIZE == 108
    assert sum(C.IS_CREATURE) == 88 and C.DECK_SIZE - sum(C.IS_CREATURE) == 20
    assert C.RESOURCE_CARDS * len(C.RESOURCES) == 60
    assert len(C.HOME_NAME) == 6 and len(C.DAY_ID) == 20 and C.ACORNS == 60
    assert C.DAY_ID.count("quiet-day") == 3
    assert {d for d in C.DAY_ID if C.DAY_ID.count(d) == 1} == set(C.DAY_ID) - {"quiet-day"}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_wotw_setup_1_fifteen_acorns_per_player_in_the_wild(players: int) -> None:
    s = new(players)
    assert s.wild == 15 * players
    assert s.box == 60 - 15 * players
    assert s.store == [0] * players and s.buried == [0] * players
    assert total_acorns(s) == 60


def test_wotw_setup_2_each_player_gets_a_different_home() -> None:
    s = new(4)
    assert len(set(s.homes)) == 4
    homes = {tuple(new(2, seed).homes) for seed in range(30)}
    assert len(homes) > 5, "home cards are shuffled"


def test_wotw_setup_3_five_cards_each_plus_one_resource_of_each_kind() -> None:
    s = new(3)
    assert s.phase == KEEP and s.to_move == 0
    assert all(len(h) == 5 for h in s.hands)
    assert all(r == [1, 1, 1, 1] for r in s.res)
    assert s.piles == [12, 12, 12, 12]


def test_wotw_setup_4_keep_any_five_and_shuffle_the_rest_back() -> None:
    s = new(2)
    hand = s.hands[0][:]
    # P0 keeps all 5 deck cards: puts back the 4 resources.
    do(s, "return berry", "return twig", "return pebble")
    assert s.to_move == 0
    do(s, "return feather")
    assert s.hands[0] == hand and s.res[0] == [0, 0, 0, 0]
    assert s.to_move == 1
    # P1 keeps the 4 resources and one card: 4 deck cards go back into the deck.
    back = s.hands[1][1:]
    do(s, *(f"return {c}" for c in back))
    assert len(s.hands[1]) == 1 and s.res[1] == [1, 1, 1, 1]
    assert set(back) <= set(s.deck) | set(s.row)
    assert s.phase == ACTION and s.day == 1
    assert all_cards(s) == list(range(108))


def test_wotw_setup_4_returns_are_private() -> None:
    s = new(2)
    card = s.hands[0][0]
    do(s, f"return {card}")
    assert s.view(0)["returned"] == [card]
    assert s.view(1)["returned"] is None
    assert all(card != e.data.get("card") for e in s.events(1))


def test_wotw_setup_5_and_6_row_of_three_then_day_one() -> None:
    """WOTW-SETUP-5 and WOTW-SETUP-6."""
    s = new(2, first_game=True)
    assert len(s.row) == 3
    assert s.day == 1 and s.day_card >= 0 and len(s.day_deck) == 19
    assert s.to_move == 0 and s.acting == 0, "the first player goes first"


def test_wotw_setup_7_first_game_mouse_militia_sparrow_and_resources() -> None:
    s = new(4, first_game=True)
    for p in range(4):
        assert [C.CARD_ID[c] for c in s.hands[p][:2]] == ["mouse-militia", "sparrow"]
        assert s.res[p] == [1, 1, 1, 1]
    assert all_cards(s) == list(range(108))


def test_options_are_checked() -> None:
    g = wildtable.game("war-of-the-wilds")
    assert g.options == {"first_game": False, "acorns_per_player": 15, "days": 16}
    with pytest.raises(wildtable.BadOption, match="at most 15"):
        g.new(players=4, seed=1, acorns_per_player=20)
    with pytest.raises(wildtable.BadOption, match="1 to 20"):
        g.new(players=2, seed=1, days=21)
    s = g.new(players=2, seed=1, acorns_per_player=10, days=4, first_game=True)
    assert s.wild == 20  # type: ignore[attr-defined]


def test_wotw_setup_4_the_keep_is_hidden_until_everyone_has_kept() -> None:
    """The keep is simultaneous: a later seat must not see what an earlier one kept."""
    s = new(3)
    first = s.view(1)
    deck_card = s.hands[0][0]
    do(s, "return berry", "return twig", "return pebble", f"return {deck_card}")
    assert s.to_move == 1
    for seat in (1, 2, None):
        v = s.view(seat)
        p0 = v["players"][0]
        assert p0["hand_size"] == 5 and p0["resources"] == first["players"][0]["resources"]
        assert v["piles"] == first["piles"] and v["deck_size"] == first["deck_size"]
        texts = [e.text for e in s.events(seat)]
        assert not any("berry" in x or C.NAME[deck_card] in x for x in texts[-5:])
        assert "P0 has kept." in texts
    # P0 still sees its own choice.
    assert s.view(0)["players"][0]["resources"] == {"berry": 0, "twig": 0, "pebble": 0,
                                                    "feather": 1}
    # Once all have kept, the resources are open again (ruling 2).
    do(s, *(f"return {c}" for c in s.hands[1][:4]))
    do(s, *(f"return {c}" for c in s.hands[2][:4]))
    assert s.phase != KEEP
    assert s.view(1)["players"][0]["resources"]["feather"] == 1
    assert s.view(1)["players"][0]["resources"]["berry"] == 0
