"""Setup, the round, and the health boards (both worked examples of the rulebook)."""

from __future__ import annotations

from wildtable.games.wilderness.board import (
    EVENTS,
    EXHAUSTION_TRACK,
    HUNGER_TRACK,
    LAYOUTS,
    SKULL,
    START,
    START_CELL,
    THIRST_TRACK,
    TILES,
    WEATHER,
    hex_distance,
)
from wildtable.games.wilderness.core import change_exhaustion, change_hunger, change_thirst
from wildtable.games.wilderness.nature import nature_health
from wildtable.games.wilderness.rules import advance

from .helpers import GAME, begin_turn, do, flatten, legal, new


def test_wild_setup_1_tiles_in_a_row_rest_in_the_box() -> None:
    """WILD-SETUP-1."""
    for n in (4, 6, 8):
        st = new(players=2, tiles=n, seed=n)
        assert len(st.tiles) == n and len(st.box) == 8 - n
        assert sorted(st.tiles + st.box) == list(range(len(TILES)))
        assert st.faceup == [True] + [False] * (n - 1)
        v = st.view(0)
        assert v["board"][1:] == [None] * (n - 1)
        # Tiles in the box are never seen.
        assert all(TILES[t].name not in str(v) for t in st.box)
    assert GAME.new(players=1, seed=1).n == 6  # the default


def test_wild_setup_2_village_beyond_the_last_tile() -> None:
    """WILD-SETUP-2."""
    for n in (4, 6, 8):
        lay = LAYOUTS[n]
        land = [x for x in lay.neigh[lay.village] if x >= 0]
        assert land == [(n - 1) * 21]  # only the last tile's corner borders it
        st = new(tiles=n)
        st.thirst[0] = 5
        st.pos[0] = lay.village
        from wildtable.games.wilderness.core import has_water

        assert has_water(st, lay.village)


def test_wild_setup_3_start_area_and_markers() -> None:
    """WILD-SETUP-3."""
    for n in (4, 6, 8):
        lay = LAYOUTS[n]
        st = new(players=3, tiles=n)
        start = START_CELL[n]
        assert st.pos == [start] * 3 and start < 21
        v = lay.coords[lay.village]
        far = max(hex_distance(lay.coords[i], v) for i in range(21))
        assert hex_distance(lay.coords[start], v) == far
        assert [i for i in range(21) if hex_distance(lay.coords[i], v) == far] == [start]
        assert st.thirst == st.hunger == st.exh == [START] * 3 and START == 2
        first = TILES[st.tiles[0]]
        assert (first.lair in st.apos) == (first.lair >= 0)  # tile 0's areas are 0..20
    placed = [new(seed=s) for s in range(40)]
    assert any(TILES[st.tiles[0]].lair >= 0 for st in placed)


def test_wild_setup_4_random_first_player() -> None:
    """WILD-SETUP-4."""
    firsts = {new(players=4, seed=s).first for s in range(30)}
    assert firsts == {0, 1, 2, 3}
    st = new(players=4, seed=3)
    starts = [e.data["seat"] for e in st.events(None) if e.kind == "turn"]
    assert starts[0] == st.first


def test_wild_setup_5_decks_and_first_day() -> None:
    """WILD-SETUP-5."""
    st = GAME.new(players=3, seed=9)
    w = WEATHER[st.wline[0]]
    assert st.tmark == 0 and len(st.wline) == 1 and len(st.wdeck) == 26
    played = len(st.edisc)
    assert sum(len(h) for h in st.hands) + played == 3 * (3 + w.draw)
    assert len(st.edeck) + sum(len(h) for h in st.hands) + played == len(EVENTS) == 54
    assert len(st.sdeck) == 27
    other = GAME.new(players=3, seed=10)
    assert st.edeck != other.edeck or st.sdeck != other.sdeck


def test_wild_round_1_turns_then_nature() -> None:
    """WILD-ROUND-1."""
    st = new(players=3, seed=4)
    flatten(st)
    st.first = 1
    st.stack = [("round",)]
    advance(st)
    order = []
    for _ in range(3):
        order.append(st.to_move)
        do(st, "done")
    kinds = [e.kind for e in st.events(None)]
    assert order == [1, 2, 0]
    assert "nature" in kinds[-12:]
    assert st.rounds >= 1


def test_wild_health_1_first_nature_costs_one() -> None:
    """WILD-HEALTH-1."""
    st = new(players=2)
    nature_health(st)
    # "At the start of the game you have 0 thirst and 0 hunger, and therefore you will
    # only increase exhaustion 1 step during Nature's turn."
    assert st.thirst == [START + 1] * 2 and st.hunger == [START + 1] * 2
    assert st.exh == [START + 1] * 2
    assert THIRST_TRACK[:4] == [0, 0, 0, 0] == HUNGER_TRACK[:4]


def test_wild_health_2_example_one() -> None:
    """WILD-HEALTH-2: Purple: thirst 1, hunger 2, exhaustion moves 4 steps (1 + 1 + 2)."""
    st = new(players=1)
    st.thirst[0] = THIRST_TRACK.index(1) - 1  # one step short of the first 1
    st.hunger[0] = HUNGER_TRACK.index(2) - 1  # one step short of the first 2
    st.exh[0] = 5
    nature_health(st)
    assert THIRST_TRACK[st.thirst[0]] == 1
    assert HUNGER_TRACK[st.hunger[0]] == 2
    assert st.exh[0] == 5 + 4


def test_wild_health_3_example_two() -> None:
    """WILD-HEALTH-3: Yellow sleeps (-4); thirst and hunger reach 1 and 1; exhaustion +3."""
    st = new(players=1)
    flatten(st)
    st.thirst[0] = THIRST_TRACK.index(1) - 1
    st.hunger[0] = HUNGER_TRACK.index(1) - 1
    st.exh[0] = 9
    begin_turn(st, 0)
    do(st, "sleep")  # nothing is left to do: the turn ends and Nature's turn follows
    steps = [e.data["steps"] for e in st.events(None) if e.kind == "nature-health"]
    assert steps == [3]
    assert THIRST_TRACK[st.thirst[0]] == 1 and HUNGER_TRACK[st.hunger[0]] == 1
    assert st.exh[0] == 8  # "In the end he only got 1 step of exhaustion back."


def test_wild_health_4_increase_reduce_restore() -> None:
    """WILD-HEALTH-4."""
    st = new(players=1)
    change_thirst(st, 0, 3)
    assert st.thirst[0] == START + 3
    change_thirst(st, 0, -1)
    assert st.thirst[0] == START + 2
    change_thirst(st, 0, 50)
    assert st.thirst[0] == len(THIRST_TRACK) - 1
    change_hunger(st, 0, -50)
    assert st.hunger[0] == 0
    st.thirst[0] = 7
    flatten(st)
    from .helpers import river

    river(st, st.pos[0], 1)
    begin_turn(st, 0)
    do(st, "drink")  # restore: back to the first square
    assert st.thirst[0] == 0


def test_wild_health_5_energy_and_the_skull() -> None:
    """WILD-HEALTH-5."""
    energies = sorted(set(EXHAUSTION_TRACK), reverse=True)
    assert energies == [6, 5, 4, 3] and EXHAUSTION_TRACK[START] == 6
    st = new(players=2)
    flatten(st)
    for ex, energy in ((0, 6), (EXHAUSTION_TRACK.index(5), 5), (SKULL - 1, 3)):
        st.exh[0] = ex
        begin_turn(st, 0)
        assert st.energy == energy
    st.exh[1] = SKULL - 2
    change_exhaustion(st, 1, 2)
    assert not st.alive[1]
    assert st.is_over and st.result().winners == [0]


def test_wild_health_5_dead_take_no_turns() -> None:
    st = new(players=3)
    flatten(st)
    st.alive[1] = False
    st.first = 0
    st.stack = [("round",)]
    advance(st)
    seen = []
    for _ in range(2):
        seen.append(st.to_move)
        do(st, "done")
    assert seen == [0, 2]
    assert "done" in legal(st)
