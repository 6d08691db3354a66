"""The per-seat and per-card numbers a finished game reports for the balance workbench."""

from __future__ import annotations

import wildtable
from wildtable.games.war_of_the_wilds import cards as C
from wildtable.games.war_of_the_wilds.state import TALLY_WIDTH, WotwState
from wildtable.sim.runner import play_game
from wildtable.sim.table import counters

from .helpers import GAME, card, do, give_army, give_hand, give_res, set_acorns, started


def test_playing_fighting_and_stealing_are_counted_by_seat_and_card() -> None:
    s = started(2)
    stoat, mouse, hedgehog = card("stoat"), card("mouse-militia"), card("hedgehog")
    give_army(s, 0, stoat)
    give_hand(s, 0, mouse)
    give_res(s, 0, berry=1)
    give_army(s, 1, hedgehog)
    set_acorns(s, 1, store=2)
    do(s, "forage", f"play {mouse}", "attack", f"send {stoat} 1", "fight", "done")
    d = s.result().details
    assert d["played"]["mouse-militia"] == [1, 0] and d["played"]["stoat"] == [0, 0]
    assert d["creatures_played"] == [1, 0] and d["tricks_played"] == [0, 0]
    assert d["stolen"] == [2, 0]
    assert d["army"]["stoat"] == [1, 0] and d["army"]["hedgehog"] == [0, 1]
    s2 = started(2)
    give_army(s2, 0, stoat)
    give_army(s2, 1, hedgehog)
    set_acorns(s2, 1, store=2)
    do(s2, "forage", "attack", f"send {stoat} 1", "fight", f"block {hedgehog} {stoat}")
    d2 = s2.result().details
    assert d2["creatures_lost"] == [1, 0] and d2["stolen"] == [0, 0]
    assert d2["army"]["stoat"] == [0, 0]


def test_tricks_are_counted_under_their_own_name() -> None:
    s = started(2)
    windfall = card("windfall")
    give_hand(s, 0, windfall)
    give_res(s, 0, berry=1)
    do(s, "forage", f"play {windfall}")
    d = s.result().details
    assert d["played"]["windfall"] == [1, 0] and d["tricks_played"] == [1, 0]
    assert "windfall" not in d["army"]


def test_counters_agree_with_each_other_and_become_table_columns() -> None:
    g = wildtable.game("war-of-the-wilds")
    for seed in range(3):
        s = play_game(g, [g.heuristic(seed), g.heuristic(seed + 9), g.heuristic(seed + 5)], seed)
        assert isinstance(s, WotwState)
        d = s.result().details
        for p in range(3):
            creatures = sum(d["played"][k][p] for k in C.KIND_ID if k in d["army"])
            assert creatures == d["creatures_played"][p]
            assert sum(d["played"][k][p] for k in C.KIND_ID) == (
                d["creatures_played"][p] + d["tricks_played"][p])
            assert sum(d["army"][k][p] for k in d["army"]) == len(s.army[p])
        columns = counters(d, 3)
        assert columns["counter.played.red-squirrel@2"] == d["played"]["red-squirrel"][2]
        assert "counter.army.bear@0" in columns


def test_the_tally_is_one_flat_list_a_clone_copies_apart() -> None:
    s = GAME.new(players=4, seed=3)
    assert isinstance(s, WotwState) and len(s.tally) == 4 * TALLY_WIDTH
    c = s.clone()
    c.count(0, 0)
    assert s.tally[0] == 0 and c.tally[0] == 1
