"""Events on reveal and the Wilds Spirits' boons."""

from __future__ import annotations

from wildtable.games.weavlings import cards as C
from wildtable.games.weavlings.effects import resolve_events
from wildtable.games.weavlings.flow import reveal_all
from wildtable.games.weavlings.setup import deck_cards
from wildtable.games.weavlings.wilds import DOWN, TRAPPER_PHASE, UP

from .helpers import GAME, T, blank, card, every_card, legal, play, position

SUN = card("Sunlight")
BLOOD = card("Blood Moon")
FULL = card("Full Moon")
VAR = card("Vargler")
CORAX = card("Coraxakol")
WEE = card("Wee Weavling")


def spirit(effect: str, k: int = 0) -> int:
    return [c for c in C.ids(C.SPIRIT) if C.EFFECT[c] == effect][k]


def test_weav_event_1_revealed_events_resolve_moons_before_sunlight() -> None:
    """WEAV-EVENT-1: revealed events resolve moons before sunlight."""
    s = position(blank((8, SUN), (0, BLOOD), trapper=11, avoid=(VAR,)),
                 deck=[VAR], down=(8, 0))
    assert reveal_all(s)
    # Blood Moon resolved first: the Vargler took its space, and Sunlight then moved it
    # down a row.
    assert SUN in s.banished and BLOOD in s.discard and s.cell[4] == VAR


def test_weav_event_2_sunlight_moves_everything_down_and_is_banished() -> None:
    """WEAV-EVENT-2: sunlight moves everything down and is banished."""
    filler = C.ids(C.SPIRIT)
    s = position(blank((5, SUN), (8, VAR), (1, filler[0]), trapper=11))
    resolve_events(s, [SUN])
    assert SUN in s.banished and VAR in s.wounds
    # Sunlight's own space empties too, so the card above falls all the way down.
    assert s.cell[9] == filler[0]


def test_weav_event_3_blood_moon_draws_until_a_vargler() -> None:
    """WEAV-EVENT-3: blood moon draws until a vargler."""
    s = position(blank((0, BLOOD), avoid=(VAR, WEE)), deck=[VAR, WEE, CORAX])
    resolve_events(s, [BLOOD])
    assert s.cell[0] == VAR and s.face[0] == UP
    assert s.discard[-3:] == [CORAX, WEE, BLOOD]
    s = position(blank((0, BLOOD)))
    s.banished, s.deck = [c for c in s.deck if c != WEE], [WEE]
    resolve_events(s, [BLOOD])
    # The deck ran out while drawing: Blood Moon is banished, the Wee Weavling was
    # discarded, and refilling the space reshuffled it into a new deck.
    assert BLOOD in s.banished and s.cell[0] == WEE and s.face[0] == DOWN
    assert s.reshuffles == 1


def test_weav_event_4_full_moon_draws_until_a_coraxakol() -> None:
    """WEAV-EVENT-4: full moon draws until a coraxakol."""
    s = position(blank((3, FULL), avoid=(CORAX, VAR)), deck=[CORAX, VAR])
    resolve_events(s, [FULL])
    assert s.cell[3] == CORAX and VAR in s.discard and FULL in s.discard
    s = position(blank((3, FULL)))
    s.discard, s.deck = s.deck, []
    resolve_events(s, [FULL])
    assert FULL in s.banished


def test_weav_event_5_clear_skies_removes_every_event() -> None:
    """WEAV-EVENT-5: clear skies removes every event."""
    cards = deck_cards({"difficulty": "normal", "clear_skies": True, "trapper": "wayfinder",
                        "first_game": False, "baubles": False, "predators": False})
    assert not [c for c in cards if C.KIND[c] == C.EVENT]
    s = GAME.new(players=1, seed=4, clear_skies=True)
    assert not [c for c in s.deck + s.cell if C.KIND[c] == C.EVENT]


def test_weav_spirit_1_spirits_cost_no_actions_and_are_banished_when_used() -> None:
    """WEAV-SPIRIT-1: spirits cost no actions and are banished when used."""
    opp = spirit("bonus_action")
    s = position(blank((5, opp)), acts=0)
    assert "take 5" in legal(s)
    play(s, "take 5")
    assert opp in s.hand and s.acts == 0
    play(s, "opportunity")
    assert s.acts == 1 and opp in s.banished


def test_weav_spirit_2_intervention_cancels_one_revealed_event() -> None:
    """WEAV-SPIRIT-2: intervention cancels one revealed event."""
    inter = spirit("cancel_event")
    s = position(blank((0, BLOOD), (1, SUN), trapper=9, avoid=(inter,)), hand=[inter],
                 down=(0, 1))
    s.phase = 2
    assert not reveal_all(s)
    assert sorted(legal(s)) == ["allow", "cancel 0", "cancel 1"]
    play(s, "cancel 1")
    assert SUN in s.discard and inter in s.banished and BLOOD in s.discard
    assert s.phase == TRAPPER_PHASE


def test_weav_spirit_3_fortune_pays_as_meat() -> None:
    """WEAV-SPIRIT-3: fortune pays as meat."""
    fortune = spirit("bonus_meat")
    s = position(blank((0, WEE), (1, WEE + 1)), hand=[fortune])
    play(s, "done", "lure 0", "lure 1")
    assert legal(s) == ["pay fortune"]
    play(s, "pay fortune")
    assert {WEE, WEE + 1} <= set(s.lured) and fortune in s.banished


def test_weav_spirit_4_opportunity_gives_a_bonus_action() -> None:
    """WEAV-SPIRIT-4: opportunity gives a bonus action."""
    opp = spirit("bonus_action", 1)
    s = position(blank(avoid=(opp,)), hand=[opp], acts=3)
    play(s, "opportunity")
    assert s.acts == 4


def test_weav_spirit_5_serendipity_takes_a_trap_from_the_banished_pile() -> None:
    """WEAV-SPIRIT-5: serendipity takes a trap from the banished pile."""
    ser = spirit("recover_trap")
    logs = card("Rolling Logs")
    s = position(blank(avoid=(ser, logs)), hand=[ser])
    s.deck.remove(logs)
    s.banished = [logs]
    play(s, "recover logs")
    assert logs in s.hand and ser in s.banished


def test_weav_spirit_6_restoration_turns_a_wound_into_meat() -> None:
    """WEAV-SPIRIT-6: restoration turns a wound into meat."""
    res = spirit("wound_to_meat")
    s = position(blank(avoid=(res, VAR)), hand=[res])
    s.deck.remove(VAR)
    s.wounds = [VAR]
    play(s, f"restore {VAR}")
    assert VAR in s.hand and s.wounds == [] and s.view(0)["meat"] == C.MEAT[VAR]
    assert sorted(every_card(s)) == list(range(C.N_CARDS))


def test_setup_events_resolve_and_leave_every_card_revealed() -> None:
    """WEAV-SETUP-4: after setup's Events resolve, every card is face-up (base game)."""
    for seed in range(25):
        s = GAME.new(players=1, seed=seed)
        play(s, "start 9")
        if s.is_over:
            continue
        assert s.cell[9] == T or T in s.cell
        assert all(f == UP for c, f in zip(s.cell, s.face, strict=True) if c >= 0)
        assert s.phase == TRAPPER_PHASE and s.turn == 1


def test_weav_spirit_2_intervention_in_the_trapper_phase() -> None:
    """WEAV-SPIRIT-2, ruling 9: an Event the player's own Trap turns over in the Trapper
    Phase may be cancelled with a held Spirit of Intervention; the phase goes on."""
    inter = spirit("cancel_event")
    shot = card("Drakeshot")
    s = position(blank((4, BLOOD), trapper=9, avoid=(inter, shot)), hand=[inter, shot],
                 down=(4,))
    play(s, "use drakeshot 1")  # row 1 turns the Blood Moon over
    assert sorted(legal(s)) == ["allow", "cancel 4"]
    play(s, "cancel 4")
    assert BLOOD in s.discard and inter in s.banished and s.evq == []
    assert s.phase == TRAPPER_PHASE and s.acts == 2 and "done" in legal(s)
    # Allowed, the Event resolves and the Trapper Phase goes on too.
    s = position(blank((4, BLOOD), trapper=9, avoid=(inter, shot, VAR)), hand=[inter, shot],
                 down=(4,), deck=[VAR])
    play(s, "use drakeshot 1", "allow")
    assert BLOOD in s.discard and s.cell[4] == VAR and inter in s.hand
    assert s.phase == TRAPPER_PHASE and "done" in legal(s)
