"""Components, setup, turn structure, kingdom limits and Phase 2 (Play Cards)."""

from __future__ import annotations

from collections import Counter

import pytest

from wildtable.games.wild_realms import cards as C
from wildtable.games.wild_realms.state import ATTACK, PLAY, WRAP

from .helpers import GAME, ally, fresh, hand, legal, play, realm, tok


def test_realms_comp_1_every_deck_holds_the_same_62_cards() -> None:
    """REALMS-COMP-1: every deck holds the same 62 cards."""
    kinds = Counter(C.KIND[c] for c in range(C.INTO0))
    assert kinds == {C.ANIMAL: 50, C.REALM: 8, C.UNLEASH: 4}
    assert Counter(C.RTYPE[c] for c in range(C.REALM0, C.UNLEASH0)) == {0: 2, 1: 2, 2: 2, 3: 2}
    s = GAME.new(players=2, seed=4)
    for p in range(2):
        cards = sorted(t % C.PER_OWNER for t in s.deck[p] + s.hand[p]
                       + [r for r in s.realm[p * 4:p * 4 + 4] if r >= 0])
        assert cards == list(range(C.UNLEASH0 + 4))


def test_realms_comp_2_twelve_legendaries_each_with_two_effects() -> None:
    """REALMS-COMP-2: twelve legendaries each with two effects."""
    assert len(C.LEGEND_NAMES) == 12 and len(set(C.LEGEND_NAMES)) == 12
    assert all(len(set(e)) == 2 for e in C.LEGEND_EFFECT_IDS)
    assert sorted(GAME.new(players=3, seed=2).ldeck) == list(range(12))


def test_realms_comp_3_animals_have_class_leader_strike_and_icon() -> None:
    """REALMS-COMP-3: animals have class leader strike and icon."""
    assert sum(C.LEADER[:50]) == 10
    assert Counter(C.CLASS[:50]) == {k: 10 for k in range(5)}
    assert all(1 <= C.STRIKE[c] <= 12 for c in range(50))
    assert set(range(1, 13)) <= set(C.STRIKE[:50])
    assert all((d == 0) == (t == 0) for d, t in C.ROLLS[:50])
    assert any(d == 0 for d, _ in C.ROLLS[:50])  # some animals Do Not Roll


def test_realms_comp_3_bad_card_data_is_refused() -> None:
    """REALMS-COMP-3: bad card data is refused."""
    from wildtable.games.wild_realms.effects import ABILITIES, LEGEND_EFFECTS, WILD_EFFECTS

    data = {**C.DATA, "animals": C.DATA["animals"][:49]}
    with pytest.raises(C.CardDataError, match="50 animals"):
        C.validate(data, ABILITIES, LEGEND_EFFECTS, WILD_EFFECTS)
    bad = [dict(a) for a in C.DATA["animals"]]
    bad[0]["ability"] = "no_such_ability"
    with pytest.raises(C.CardDataError, match="unknown ability"):
        C.validate({**C.DATA, "animals": bad}, ABILITIES, LEGEND_EFFECTS, WILD_EFFECTS)


def test_realms_setup_1_legendary_deck_is_shuffled() -> None:
    """REALMS-SETUP-1: legendary deck is shuffled."""
    orders = {tuple(GAME.new(players=2, seed=k).ldeck) for k in range(5)}
    assert len(orders) > 1


@pytest.mark.parametrize(("players", "unleash"), [(2, 4), (3, 3), (4, 2)])
def test_realms_setup_2_unleash_cards_by_player_count(players: int, unleash: int) -> None:
    """REALMS-SETUP-2: unleash cards by player count."""
    s = GAME.new(players=players, seed=9)
    for p in range(players):
        zone = s.deck[p] + s.hand[p]
        assert sum(1 for t in zone if C.T_KIND[t] == C.UNLEASH) == unleash
        assert len(zone) == 57 + unleash


def test_realms_setup_3_starting_realm_matches_the_board() -> None:
    """REALMS-SETUP-3: starting realm matches the board."""
    s = GAME.new(players=4, seed=3)
    for p in range(4):
        r = s.realm[p * 4 + p]
        assert C.T_OWNER[r] == p and C.T_RTYPE[r] == p and s.dfn[p * 4 + p] == []
    assert C.NAME[s.realm[3 * 4 + 3] % C.PER_OWNER] == "Volcano"


def test_realms_setup_4_each_player_draws_five() -> None:
    """REALMS-SETUP-4: each player draws five."""
    s = GAME.new(players=3, seed=5)
    assert [len(h) for h in s.hand] == [5, 5, 5]


def test_realms_setup_5_lowest_roll_goes_first_and_rolls_are_logged() -> None:
    """REALMS-SETUP-5: lowest roll goes first and rolls are logged."""
    for seed in range(8):
        s = GAME.new(players=4, seed=seed)
        rolls = [e for e in s.events() if e.kind == "roll"]
        assert rolls and all(len(e.data["dice"]) >= 2 for e in rolls)
        last = rolls[-1].data
        low = min(last["dice"])
        assert last["dice"].count(low) == 1
        assert s.to_move == last["seats_rolling"][last["dice"].index(low)]


def test_realms_turn_1_phases_in_order_and_wrap_up_required() -> None:
    """REALMS-TURN-1: phases in order and wrap up required."""
    s = fresh()
    realm(s, 0, "Savanna", ["Wolf"])
    hand(s, 0, ["Lynx", "Unleash a Legendary"])
    assert "unleash" in legal(s) and "defend 1 0" in legal(s)
    play(s, "defend 1 0")
    assert s.phase == PLAY and "unleash" not in legal(s)
    play(s, "wrap")
    assert s.phase == WRAP and "defend" not in " ".join(legal(s)) and "end" in legal(s)
    play(s, "end")
    assert s.active == 1


def test_realms_turn_2_play_goes_clockwise_and_rounds_count() -> None:
    """REALMS-TURN-2: play goes clockwise and rounds count."""
    s = fresh(players=3, round_=3)
    for expect in (1, 2, 0):
        play(s, "wrap", "end")
        assert s.active == expect
    assert s.round == 4


def test_realms_turn_3_discard_any_time_without_drawing() -> None:
    """REALMS-TURN-3: discard any time without drawing."""
    s = fresh()
    r = realm(s, 0, "Savanna", ["Wolf", "Lynx"])
    hand(s, 0, ["Gorilla"])
    play(s, "discarding", f"discard {tok('Gorilla')}", f"discard {tok('Lynx')}", "done")
    assert s.hand[0] == [] and s.dfn[r] == [tok("Wolf")]
    assert sorted(s.disc[0]) == sorted([tok("Gorilla"), tok("Lynx")])
    assert "discarding" not in legal(s)  # not again before another action: no endless loop
    play(s, "wrap", "discarding", f"discard {tok('Savanna')}", "done")
    assert s.realm[0] == -1 and tok("Wolf") in s.disc[0]  # the realm takes its defenders


def test_realms_turn_4_no_attacks_in_round_one() -> None:
    """REALMS-TURN-4: no attacks in round one."""
    s = fresh(round_=1)
    ally(s, 0, ["Wolf", "Lynx"])
    realm(s, 1, "Redwood Forest", ["Gorilla"], )
    assert not any(a.startswith(("attack", "raid")) for a in legal(s))
    s.round = 2
    s._legal = None
    assert any(a.startswith("attack") for a in legal(s))


def test_realms_kingdom_1_one_realm_of_each_type() -> None:
    """REALMS-KINGDOM-1: one realm of each type."""
    s = fresh()
    realm(s, 0, "Savanna", ["Wolf"])
    hand(s, 0, ["Redwood Forest", "Lynx", "Coral Reef"])
    acts = legal(s)
    assert not any(a.startswith(f"realm {tok('Redwood Forest')}") for a in acts)
    assert f"realm {tok('Coral Reef')} {tok('Lynx')}" in acts


def test_realms_kingdom_2_at_most_five_defenders() -> None:
    """REALMS-KINGDOM-2: at most five defenders."""
    s = fresh()
    realm(s, 0, "Savanna", ["Wolf", "Lynx", "Gorilla", "Meerkat", "Bison"])
    hand(s, 0, ["Porcupine"])
    assert f"defend {tok('Porcupine')} 0" not in legal(s)


def test_realms_kingdom_3_at_most_five_in_the_alliance() -> None:
    """REALMS-KINGDOM-3: at most five in the alliance."""
    s = fresh()
    ally(s, 0, ["Wolf", "Lynx", "Gorilla", "Meerkat", "Bison"])
    hand(s, 0, ["Porcupine"])
    assert f"ally {tok('Porcupine')}" not in legal(s)


def test_realms_kingdom_4_undefended_realms_are_discarded_after_round_one() -> None:
    """REALMS-KINGDOM-4: undefended realms are discarded after round one."""
    s = fresh(round_=1)
    realm(s, 0, "Savanna", [])
    realm(s, 1, "Coral Reef", ["Octopus"])
    play(s, "wrap", "end")  # seat 0 ends its round-1 turn: its empty realm stands
    assert s.realm[0] >= 0
    play(s, "wrap", "end")  # round 2 begins: undefended realms go
    assert s.round == 2 and s.realm[0] == -1 and tok("Savanna") in s.disc[0]
    assert s.realm[5] >= 0


def test_realms_kingdom_4_not_while_travelling_in_wrap_up() -> None:
    """REALMS-KINGDOM-4: not while travelling in wrap up."""
    s = fresh()
    realm(s, 0, "Savanna", ["Wolf"])
    play(s, "wrap", f"move {tok('Wolf')} 4")
    assert s.realm[0] >= 0 and s.dfn[0] == []
    play(s, "end")
    assert s.realm[0] == -1


def test_realms_kingdom_5_any_animal_defends_any_realm() -> None:
    """REALMS-KINGDOM-5: any animal defends any realm."""
    s = fresh()
    realm(s, 0, "Savanna", ["Octopus"])
    realm(s, 0, "Volcano", ["Screech Owl"])
    hand(s, 0, ["Crested Lizard"])
    assert {f"defend {tok('Crested Lizard')} {t}" for t in (0, 3)} <= set(legal(s))


def test_realms_play_1_realm_needs_a_defender_from_hand() -> None:
    """REALMS-PLAY-1: realm needs a defender from hand."""
    s = fresh()
    hand(s, 0, ["Coral Reef"])
    assert not any(a.startswith("realm") for a in legal(s))
    hand(s, 0, ["Octopus"])
    play(s, f"realm {tok('Coral Reef')} {tok('Octopus')}")
    assert s.realm[1] == tok("Coral Reef") and s.dfn[1] == [tok("Octopus")] and s.hand[0] == []


def test_realms_play_2_animals_join_unlocked_realms() -> None:
    """REALMS-PLAY-2: animals join unlocked realms."""
    s = fresh()
    realm(s, 0, "Savanna", ["Wolf"])
    realm(s, 0, "Coral Reef", LOCK5 := ["Lynx", "Bali Tiger", "Somali Giraffe", "Honey Badger",
                                          "Orca"], locked=True)
    hand(s, 0, ["Gorilla"])
    acts = legal(s)
    assert f"defend {tok('Gorilla')} 0" in acts and f"defend {tok('Gorilla')} 1" not in acts
    play(s, f"defend {tok('Gorilla')} 0")
    assert s.dfn[0] == [tok("Wolf"), tok("Gorilla")] and len(LOCK5) == 5


def test_realms_play_3_animals_join_the_alliance() -> None:
    """REALMS-PLAY-3: animals join the alliance."""
    s = fresh()
    hand(s, 0, ["Screech Owl"])
    play(s, f"ally {tok('Screech Owl')}")
    assert s.alliance[0] == [tok("Screech Owl")] and s.phase == PLAY
    assert ATTACK > PLAY
