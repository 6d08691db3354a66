"""What reaction windows show the table, and which plays are offered at all (issue 18)."""

from __future__ import annotations

import pytest

from wildtable.games.wilderness.board import THIRST_TRACK, WEATHER
from wildtable.games.wilderness.nature import nature_health
from wildtable.games.wilderness.state import WildState

from .helpers import GAME, begin_turn, do, legal
from .test_cards_end import board, card
from .test_nature import run

C = 7
NIGHT = next(i for i, w in enumerate(WEATHER) if w.squares == "DDDDNN")
MOON = next(i for i, w in enumerate(WEATHER) if w.special == "moon")


def test_wild_event_3_a_seat_with_nothing_playable_is_asked_all_the_same() -> None:
    """WILD-EVENT-3: every seat holding a card is asked, so who is asked tells nothing."""
    st = board(players=3)
    spear = card("Spear")  # an attack card: nothing to play at the start of a turn
    herbs = card("Healing Herbs")
    st.exh = [2, 2, 2]
    st.hands = [[], [spear], [herbs]]
    begin_turn(st, 0)
    assert st.to_move == 1 and legal(st) == ["pass"]
    # Every seat's view names the same seat, whatever it holds.
    assert {st.view(s)["to_move"] for s in (0, 1, 2, None)} == {1}
    do(st, "pass")
    assert st.to_move == 2
    do(st, "pass")
    assert st.to_move == 0
    do(st, "rest")
    assert st.to_move == 1 and legal(st) == ["pass"]  # after an action too
    # A seat with no card at all is still skipped: hand sizes are public.
    st.hands[1] = []
    do(st, "pass", "pass")
    do(st, "rest")
    assert st.to_move == 2


def _own_turn_plays(st: WildState) -> list[str]:
    return [a for a in legal(st) if a.startswith("play")]


@pytest.mark.parametrize("name", ["Fog", "Moonlight"])
def test_wild_event_3_no_night_dice_cards_only_when_a_move_needs_a_die(name: str) -> None:
    """WILD-EVENT-3, WILD-NIGHT-2: "no night dice" is not offered by day nor on a night
    without dice (it would change nothing); on a night with dice it is."""
    c = card(name)
    for weather, square, offered in ((0, 0, False), (MOON, 4, False), (NIGHT, 4, True)):
        st = board(players=1)
        st.wline[-1], st.tmark = weather, square
        st.hands[0] = [c]
        begin_turn(st, 0)
        assert (f"play {c} g" in _own_turn_plays(st)) is offered, (weather, square)


@pytest.mark.parametrize("name", ["Ambush", "Hunting Luck"])
def test_wild_event_3_no_hunt_at_hunger_zero(name: str) -> None:
    """WILD-EVENT-3: a hunt only lowers hunger, so at hunger 0 it is not offered."""
    c = card(name)
    for hunger, offered in ((0, False), (3, True)):
        st = board(players=1)
        st.hunger[0] = hunger
        st.hands[0] = [c]
        begin_turn(st, 0)
        assert (f"play {c} g" in _own_turn_plays(st)) is offered


def test_wild_attack_2_nothing_changes_a_cancelled_attack() -> None:
    """WILD-ATTACK-2, WILD-EVENT-3: once the victim escapes, Spear, Thorns and Climb a
    Tree's bad sides (and a second escape) change nothing and are not offered."""
    st = board(players=2)
    st.pos[1] = 0
    st.apos[0] = C
    tree, spear, thorns, cry = (card(n) for n in ("Climb a Tree", "Spear", "Thorns",
                                                  "Warning Cry"))
    st.hands[0] = [tree, cry]
    st.hands[1] = [spear, thorns, tree + 1]
    run(st, ("animal", 0))
    assert st.to_move == 0
    do(st, f"play {tree} g")
    assert st.to_move == 1
    assert [a for a in legal(st) if a.endswith(" b 0")] == []
    # Before the escape the same cards are offered against the victim.
    st = board(players=2)
    st.pos[1] = 0
    st.apos[0] = C
    st.hands[0] = [tree]
    st.hands[1] = [spear, thorns, tree + 1]
    run(st, ("animal", 0))
    do(st, "pass")
    assert {f"play {spear} b 0", f"play {thorns} b 0", f"play {tree + 1} b 0"} <= set(legal(st))


@pytest.mark.parametrize("squares", range(5, 23))
def test_wild_health_1_any_track_length_first_nature_costs_one(squares: int) -> None:
    """WILD-HEALTH-1, WILD-OPT-2: whatever the length of the thirst and hunger tracks,
    a fresh survivor's first Nature's turn costs 1 exhaustion step, and the last square
    reads the designed +3."""
    st = GAME.new(players=2, seed=3, thirst_hunger_squares=squares)
    assert isinstance(st, WildState)
    before = st.exh[:]
    nature_health(st)
    assert [e - b for e, b in zip(st.exh, before, strict=True)] == [1, 1]
    assert st.ttrack[-1] == st.htrack[-1] == THIRST_TRACK[-1] == 3
    assert list(st.ttrack) == sorted(st.ttrack)
