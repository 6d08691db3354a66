"""Actions: moving, terrain, rivers, food, water, rest, sleep; revealing; compass; lost."""

from __future__ import annotations

from wildtable.games.wilderness.board import LAYOUTS, SICKNESS, TILES
from wildtable.games.wilderness.core import random_move, reveal_tile
from wildtable.games.wilderness.state import WildState

from .helpers import ScriptedRng, begin_turn, do, flatten, legal, new, river, set_terrain

# Area 7 of the first tile, (1, 1): every side borders an area of the same tile.
C = 7
NE, E, SE, SW, W, NW = 2, 8, 12, 11, 6, 1  # its neighbours in directions 1..6


def day_state(players: int = 1) -> WildState:
    st = new(players=players)
    flatten(st)
    st.wline[-1] = 0  # Clear Skies: DDDDNN, the marker on a daylight square
    st.tmark = 0
    st.pos = [C] * players
    return st


def turns(st: WildState) -> int:
    return sum(1 for e in st.events(None) if e.kind == "turn")


def test_wild_act_1_energy_and_unspent_energy() -> None:
    """WILD-ACT-1."""
    st = day_state()
    begin_turn(st, 0)
    assert st.energy == 6
    set_terrain(st, E, "M")
    do(st, "move 2")
    assert st.energy == 2
    before = turns(st)
    do(st, "rest")  # 0 energy left: only "done" remains, so the turn ends by itself
    assert turns(st) == before + 1 and st.energy == 6


def test_wild_move_1_terrain_costs_and_lakes() -> None:
    """WILD-MOVE-1."""
    costs = {"G": 2, "R": 2, "D": 2, "F": 3, "S": 3, "T": 3, "M": 4}
    for letter, cost in costs.items():
        st = day_state()
        set_terrain(st, E, letter)
        begin_turn(st, 0)
        do(st, "move 2")
        assert st.pos[0] == E and st.energy == 6 - cost, letter
    st = day_state()
    set_terrain(st, E, "L")
    begin_turn(st, 0)
    assert "move 2" not in legal(st) and "move 1" in legal(st)
    # The village costs 3.
    st = day_state()
    lay = LAYOUTS[st.n]
    st.pos[0] = next(x for x in lay.neigh[lay.village] if x >= 0)
    begin_turn(st, 0)
    d = lay.neigh[st.pos[0]].index(lay.village)
    do(st, f"move {d + 1}")
    assert st.pos[0] == lay.village and st.energy == 3


def test_wild_move_2_river_costs_two_more() -> None:
    """WILD-MOVE-2."""
    st = day_state()
    set_terrain(st, E, "F")
    river(st, C, 1)
    begin_turn(st, 0)
    do(st, "move 2")  # "moving over a river and into a forest would cost 5 energy"
    assert st.energy == 1
    st = day_state()
    set_terrain(st, E, "M")
    river(st, C, 1)
    begin_turn(st, 0)
    assert "move 2" in legal(st)  # 4 + 2: exactly the 6 energy there is
    st.energy = 5
    st._legal = None
    assert "move 2" not in legal(st)


def test_wild_move_3_desert_thirst_by_day() -> None:
    """WILD-MOVE-3."""
    st = day_state()
    set_terrain(st, E, "D")
    set_terrain(st, C, "D")
    begin_turn(st, 0)
    t = st.thirst[0]
    do(st, "move 2")
    assert st.thirst[0] == t + 1
    do(st, "move 5")  # back into the desert we came from: entering again costs thirst
    assert st.thirst[0] == t + 2
    # Staying does not; and by night entering does not either.
    st = day_state()
    set_terrain(st, E, "D")
    st.tmark = 4  # a night square
    begin_turn(st, 0, rolls=[6])
    t = st.thirst[0]
    do(st, "move 2")
    assert st.pos[0] == E and st.thirst[0] == t


def test_wild_move_4_swamp_sickness() -> None:
    """WILD-MOVE-4."""
    st = day_state()
    set_terrain(st, E, "S")
    st.sdeck = [0, 0]  # You Feel Fine
    assert SICKNESS[0].effect == "none"
    begin_turn(st, 0)
    do(st, "move 2")
    assert len(st.sdeck) == 1 and st.sdisc[-1] == 0
    do(st, "rest")  # staying in the swamp draws nothing more
    assert len(st.sdeck) == 1


def test_wild_move_5_rulebook_example() -> None:
    """WILD-MOVE-5."""
    # Black: grassland (2) then forest (3); 1 energy left buys nothing; the turn ends.
    st = day_state()
    set_terrain(st, E, "G")
    set_terrain(st, 9, "F")
    begin_turn(st, 0)
    before = turns(st)
    do(st, "move 2", "move 2")
    assert st.pos[0] == 9
    assert turns(st) == before + 1  # the 1 left was lost: a new turn has begun
    # Purple: mountain (4) then grassland (2).
    st = day_state()
    set_terrain(st, E, "M")
    set_terrain(st, 9, "G")
    begin_turn(st, 0)
    before = turns(st)
    do(st, "move 2")
    assert st.energy == 2
    do(st, "move 2")
    assert st.pos[0] == 9 and turns(st) == before + 1


def test_wild_food_1_search() -> None:
    """WILD-FOOD-1."""
    for letter in "GFST":
        st = day_state()
        set_terrain(st, C, letter)
        st.hunger[0] = 9
        begin_turn(st, 0, rolls=[4, 2])
        do(st, "search")
        assert st.hunger[0] == 3 and st.energy == 2
    for letter in "RDM":
        st = day_state()
        set_terrain(st, C, letter)
        begin_turn(st, 0)
        assert "search" not in legal(st)
    # A 1 on either die: lost, no food.
    st = day_state()
    st.hunger[0] = 9
    begin_turn(st, 0, rolls=[6, 1, 2])  # the dice, then the compass (east)
    do(st, "search")
    assert st.hunger[0] >= 9 and st.pos[0] == E
    assert any(e.kind == "lost" for e in st.events(None))
    # Only with 4 energy.
    st = day_state()
    begin_turn(st, 0)
    st.energy = 3
    st._legal = None
    assert "search" not in legal(st)


def test_wild_drink_1_water_and_when() -> None:
    """WILD-DRINK-1."""
    st = day_state()
    st.thirst[0] = 6
    begin_turn(st, 0)
    assert "drink" not in legal(st)
    st = day_state()
    st.thirst[0] = 6
    set_terrain(st, NE, "L")  # a lake beside
    begin_turn(st, 0)
    do(st, "drink")
    assert st.thirst[0] == 0 and st.energy == 6  # free
    st = day_state()
    st.thirst[0] = 6
    river(st, C, 3)
    begin_turn(st, 0)
    do(st, "sleep")
    assert st.to_move == 0 and "drink" in legal(st)  # drinking while sleeping
    do(st, "drink")
    kinds = [e.kind for e in st.events(None)]
    assert kinds.index("drink") > kinds.index("sleep")
    assert st.thirst[0] == 1  # restored, then Nature's turn
    # Not once lost.
    st = day_state()
    st.thirst[0] = 6
    river(st, C, 3)
    begin_turn(st, 0, rolls=[1, 1, 6])  # lost on the search; the compass points north-west
    do(st, "search")
    assert st.pos[0] == NW and st.thirst[0] == 7  # not drunk; Nature added 1


def test_wild_rest_1_two_energy_one_step() -> None:
    """WILD-REST-1."""
    st = day_state()
    st.exh[0] = 5
    begin_turn(st, 0)
    do(st, "rest")
    assert st.exh[0] == 4 and st.energy == 4


def test_wild_sleep_1_whole_turn() -> None:
    """WILD-SLEEP-1."""
    st = day_state()
    st.exh[0] = 8
    begin_turn(st, 0)
    do(st, "sleep")
    assert any(e.kind == "sleep" for e in st.events(None))
    assert st.exh[0] in (4, 5)  # -4, then Nature's turn adds 1
    st = day_state()
    begin_turn(st, 0)
    do(st, "move 2")
    assert "sleep" not in legal(st)  # energy was spent: no sleeping this turn


def test_wild_reveal_1_tiles_turn_up_beside_a_figure() -> None:
    """WILD-REVEAL-1."""
    st = new(players=1, seed=2)
    lay = LAYOUTS[6]
    assert st.faceup == [True, False, False, False, False, False]
    # Tile 0's area 5 is (5, 0); its east side borders tile 1.
    border = [c for c in range(21) if 1 in lay.adj_tiles[c]]
    assert border
    for c in range(21):
        st.terr[c] = 0
        st.riv[c] = 0
    st.apos = [-1] * 4
    target = border[0]
    st.pos[0] = next(x for x in lay.neigh[target] if 0 <= x < 21)
    st.wline[-1] = 0
    st.tmark = 0
    begin_turn(st, 0)
    d = lay.neigh[st.pos[0]].index(target)
    do(st, f"move {d + 1}")
    assert st.faceup[1]
    assert all(st.terr[c] >= 0 for c in range(21, 42))
    assert st.to_move == 0 and st.energy == 4  # may continue


def test_wild_reveal_2_lair_places_animal() -> None:
    """WILD-REVEAL-2."""
    st = new(players=1, seed=2)
    snake = next(i for i, t in enumerate(TILES) if t.animal == "snake")
    order = st.tiles + st.box
    i = order.index(snake)
    order[1], order[i] = order[i], order[1]
    st.tiles, st.box = order[: st.n], order[st.n:]
    st.apos = [-1] * 4
    reveal_tile(st, 1)
    assert st.apos[2] == 21 + TILES[snake].lair
    assert [e.kind for e in st.events(None)][-1] == "lair"


def test_wild_compass_1_six_directions() -> None:
    """WILD-COMPASS-1."""
    st = day_state()
    for d, dest in enumerate([NE, E, SE, SW, W, NW]):
        st.pos[0] = C
        st.rng = ScriptedRng([d + 1])
        random_move(st, 0)
        assert st.pos[0] == dest
    spins = [e.data["direction"] for e in st.events(None) if e.kind == "compass"]
    assert spins == [1, 2, 3, 4, 5, 6]


def test_wild_compass_2_and_3_blocked_means_stay() -> None:
    """WILD-COMPASS-2, WILD-COMPASS-3, WILD-COMPASS-4."""
    st = day_state()
    st.pos[0] = 0  # the corner: north-east, south-west, west and north-west are off the board
    st.rng = ScriptedRng([1])
    random_move(st, 0)
    assert st.pos[0] == 0
    set_terrain(st, E, "L")
    st.pos[0] = C
    st.rng = ScriptedRng([2])
    random_move(st, 0)
    assert st.pos[0] == C  # no lake, and no second spin
    assert st.rng.rolls == []  # type: ignore[attr-defined]
    # A lost player whose compass is blocked still loses the turn.
    begin_turn(st, 0, rolls=[1, 1, 2])
    before = turns(st)
    do(st, "search")
    assert st.pos[0] == C and st.to_move == 0 and st.energy == 6 and turns(st) == before + 1


def test_wild_compass_5_animals_limits() -> None:
    """WILD-COMPASS-5."""
    from wildtable.games.wilderness.nature import move_animal

    for letter in ("T", "L"):
        st = day_state()
        st.pos[0] = 0
        st.apos[0] = C
        set_terrain(st, E, letter)
        st.rng = ScriptedRng([2])
        move_animal(st, 0)
        assert st.apos[0] == C
    st = new(players=1, seed=2)
    lay = LAYOUTS[6]
    edge = next(c for c in range(21) if 1 in lay.adj_tiles[c])
    d = next(d for d, x in enumerate(lay.neigh[edge]) if x >= 21)
    st.apos = [edge, -1, -1, -1]
    st.pos[0] = 20 if edge != 20 else 0
    st.rng = ScriptedRng([d + 1])
    move_animal(st, 0)
    assert st.apos[0] == edge  # a face-down tile
    st = day_state()
    st.pos[0] = 0
    v = st.n * 21
    corner = next(x for x in LAYOUTS[6].neigh[v] if x >= 0)
    st.apos[0] = corner
    st.rng = ScriptedRng([LAYOUTS[6].neigh[corner].index(v) + 1])
    move_animal(st, 0)
    assert st.apos[0] == corner  # the village


def test_wild_compass_6_and_7_entry_effects_no_energy() -> None:
    """WILD-COMPASS-6, WILD-COMPASS-7."""
    st = day_state()
    set_terrain(st, E, "D")
    st.pos[0] = C
    st.energy = 3
    t = st.thirst[0]
    st.rng = ScriptedRng([2])
    random_move(st, 0)
    assert st.thirst[0] == t + 1 and st.energy == 3
    set_terrain(st, 9, "S")
    st.sdeck = [0]
    st.rng = ScriptedRng([2])
    random_move(st, 0)
    assert st.pos[0] == 9 and st.sdeck == []


def test_wild_lost_1_turn_over_and_compass_move() -> None:
    """WILD-LOST-1."""
    st = day_state()
    set_terrain(st, SE, "M")
    river(st, C, 2)
    st.thirst[0] = 5
    river(st, SE, 1)
    begin_turn(st, 0, rolls=[1, 3, 3])  # lost; the compass points south-east
    before = turns(st)
    do(st, "search")
    # Moved over a river into a mountain with no energy to pay for it; the turn is over.
    assert st.pos[0] == SE and turns(st) == before + 1
    assert st.thirst[0] >= 5  # no drinking after getting lost (it would have been 0)
