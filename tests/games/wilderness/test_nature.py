"""Nature's turn: health, animals, the Tribe, time and weather; night rounds."""

from __future__ import annotations

from wildtable.engine import Rng
from wildtable.games.wilderness.board import EVENTS, HUNGER_TRACK, SKULL, THIRST_TRACK, WEATHER
from wildtable.games.wilderness.rules import advance
from wildtable.games.wilderness.state import WildState

from .helpers import ScriptedRng, begin_turn, do, flatten, legal, new, set_terrain

C, E, SE = 7, 8, 12


def board(players: int = 1) -> WildState:
    st = new(players=players)
    flatten(st)
    st.wline[-1] = 0  # Clear Skies
    st.tmark = 0
    st.pos = [C] * players
    return st


def run(st: WildState, *tasks: tuple[object, ...], rolls: list[int] | None = None) -> None:
    """Work off the given tasks (first listed, first done); seat 0's turn waits below."""
    if rolls is not None:
        st.rng = ScriptedRng(rolls)
    st.energy = 6
    st.active = 0
    st.stack = [("turn", 0), *reversed(tasks)]
    st._legal = None
    advance(st)


def card(name: str) -> int:
    return next(i for i, c in enumerate(EVENTS) if c.name == name)


def test_wild_animal_1_attacks_in_its_area() -> None:
    """WILD-ANIMAL-1."""
    victims = set()
    for seed in range(12):
        st = board(players=3)
        st.pos[2] = 0
        st.apos[0] = C
        st.rng = Rng(seed)
        run(st, ("animal", 0))
        attacked = [e.data["seat"] for e in st.events(None) if e.kind == "attack"]
        assert len(attacked) == 1 and attacked[0] in (0, 1)
        victims.add(attacked[0])
        assert st.apos[0] in (C, -2)  # it stayed (or lost the fight)
    assert victims == {0, 1}


def test_wild_animal_2_moves_to_a_neighbour_and_attacks() -> None:
    """WILD-ANIMAL-2."""
    st = board(players=2)
    st.pos = [E, 40]
    st.apos[3] = C
    run(st, ("animal", 3), rolls=[5, 5, 1])
    assert st.apos[3] == E
    assert st.exh[0] == 2 + 9
    # Rule 2 has no limit: the bear goes into the Tribe to attack the player there.
    st = board(players=1)
    set_terrain(st, E, "T")
    st.pos = [E]
    st.apos[3] = C
    run(st, ("animal", 3), rolls=[6, 1, 1])
    assert st.apos[3] == E and st.exh[0] == 2 + 6


def test_wild_compass_5_animals_wander_but_not_into_the_tribe() -> None:
    """WILD-COMPASS-5: only a random move keeps an animal out of the Tribe."""
    st = board(players=1)
    set_terrain(st, E, "T")
    st.pos = [40]  # far away: the bear wanders
    st.apos[3] = C
    run(st, ("animal", 3), rolls=[2])  # the compass points east, into the Tribe
    assert st.apos[3] == C


def test_wild_animal_3_wanders_by_compass() -> None:
    """WILD-ANIMAL-3."""
    st = board(players=1)
    st.pos = [0]
    st.apos[2] = 13
    run(st, ("animal", 2), rolls=[2])
    assert st.apos[2] == 14
    assert any(e.kind == "compass" for e in st.events(None))


def test_wild_attack_1_dice_outcomes() -> None:
    """WILD-ATTACK-1."""
    st = board()
    st.apos[0] = C
    st.hunger[0] = 8
    run(st, ("animal", 0), rolls=[1, 1, 6])  # 2 against 6: the player wins
    assert st.apos[0] == -2 and st.hunger[0] == 0 and st.exh[0] == 2
    st = board()
    st.apos[0] = C
    run(st, ("animal", 0), rolls=[2, 2, 4])  # a tie
    assert st.apos[0] == C and st.exh[0] == 2
    st = board()
    st.apos[0] = C
    run(st, ("animal", 0), rolls=[6, 5, 3])  # 11 against 3
    assert st.apos[0] == C and st.exh[0] == 2 + 8


def test_wild_attack_2_window_before_the_dice() -> None:
    """WILD-ATTACK-2."""
    st = board(players=2)
    st.pos[1] = 0
    st.apos[0] = C
    spear = card("Spear")
    st.hands[0] = [spear]
    st.hands[1] = [spear + 1]
    run(st, ("animal", 0), rolls=[3, 3, 5])
    assert st.to_move == 0 and legal(st) == [f"play {spear} g", "pass"]
    do(st, f"play {spear} g")  # 5 + 2 = 7 against 6
    assert st.to_move == 1 and legal(st) == [f"play {spear + 1} b 0", "pass"]
    do(st, f"play {spear + 1} b 0")  # the animal: 6 + 2 = 8
    dice = [e for e in st.events(None) if e.kind == "attack-dice"][-1]
    assert dice.data["animal"] == 8 and dice.data["player"] == 7
    assert st.exh[0] == 3
    # The Tribe's attacks count as animal attacks too.
    st = board(players=1)
    set_terrain(st, C, "T")
    st.hostile[0] = True
    tree = card("Climb a Tree")
    st.hands[0] = [tree]
    run(st, ("tribe", 0))
    assert legal(st) == [f"play {tree} g", "pass"]
    do(st, f"play {tree} g")
    assert st.exh[0] == 2 and any(e.kind == "attack-off" for e in st.events(None))


def test_wild_tribe_1_help() -> None:
    """WILD-TRIBE-1."""
    st = board()
    set_terrain(st, C, "T")
    st.thirst[0], st.hunger[0] = 6, 5
    run(st, ("tribe", 0), rolls=[2])
    assert (st.thirst[0], st.hunger[0]) == (4, 3) and not st.hostile[0]


def test_wild_tribe_2_hostile_for_good() -> None:
    """WILD-TRIBE-2."""
    st = board()
    set_terrain(st, C, "T")
    st.hunger[0] = 7
    run(st, ("tribe", 0), rolls=[1, 1, 1, 6])  # a 1: hostile; then 2 against 6
    assert st.hostile[0] and st.hunger[0] == 7  # not defeated, no food
    run(st, ("tribe", 0), rolls=[4, 4, 2])  # no roll for help any more: an attack
    assert st.exh[0] == 2 + 6 and st.hostile[0]


def test_wild_nature_1_and_2_health() -> None:
    """WILD-NATURE-1, WILD-NATURE-2."""
    st = board(players=2)
    st.thirst = [5, 0]
    st.hunger = [7, 0]
    st.exh = [3, 3]
    run(st, ("nat_health",))
    assert st.thirst == [6, 1] and st.hunger == [8, 1]
    assert st.exh == [3 + 1 + THIRST_TRACK[6] + HUNGER_TRACK[8], 4]
    assert st.exh[0] == 3 + 1 + 1 + 2


def test_wild_nature_3_animals_after_health() -> None:
    """WILD-NATURE-3."""
    st = board(players=2)
    st.pos = [C, 0]
    st.exh[0] = SKULL - 1
    st.apos[0] = C
    st.stack = [("nature",)]
    st.rng = ScriptedRng([4, 4, 1])
    st._legal = None
    advance(st)
    kinds = [e.kind for e in st.events(None)]
    # Seat 0 died of exhaustion first, so the wolf in its area had nobody to attack.
    assert "death" in kinds and "attack" not in kinds
    assert st.is_over and st.result().winners == [1]


def test_wild_nature_4_time_and_new_weather() -> None:
    """WILD-NATURE-4."""
    st = board(players=2)
    st.tmark = 2
    run(st, ("nat_time",))
    assert st.tmark == 3 and len(st.wline) == 1
    st = board(players=2)
    st.tmark = 5
    fair = next(i for i, w in enumerate(WEATHER) if w.name == "Fair Weather")
    st.wdeck = [fair]
    st.alive[1] = False
    hands = [len(h) for h in st.hands]
    run(st, ("nat_time",))
    assert st.tmark == 0 and st.wline[-1] == fair
    assert [len(h) for h in st.hands] == [hands[0] + 2, hands[1]]


def test_wild_weather_1_days() -> None:
    """WILD-WEATHER-1."""
    assert len(WEATHER) == 27
    normal = [w for w in WEATHER if w.special == "none"]
    assert normal and all(w.squares == "DDDDNN" for w in normal)
    for w in WEATHER:
        assert len(w.squares) == 6 and w.squares.count("N") + w.squares.count("*") >= 2


def test_wild_weather_2_special_rounds() -> None:
    """WILD-WEATHER-2."""
    def on(st: WildState, special: str) -> None:
        st.wline[-1] = next(i for i, w in enumerate(WEATHER) if w.special == special)
        st.tmark = WEATHER[st.wline[-1]].squares.index("*")

    st = board()
    on(st, "storm")
    begin_turn(st, 0)
    do(st, "move 2")
    assert st.energy == 3  # grassland 2 + 1
    st = board()
    on(st, "rain")
    run(st, ("nat_health",))
    assert st.thirst[0] == 2 and st.hunger[0] == 3
    st = board()
    on(st, "cold")
    run(st, ("nat_health",))
    assert st.exh[0] == 2 + 2
    st = board()
    on(st, "heat")
    begin_turn(st, 0)
    do(st, "move 2")
    assert st.thirst[0] == 3
    st = board()
    on(st, "plenty")
    st.hunger[0] = 9
    begin_turn(st, 0, rolls=[2, 2])
    do(st, "search")
    assert st.hunger[0] == 3
    st = board()
    on(st, "moon")
    begin_turn(st, 0)
    assert "search" not in legal(st)
    do(st, "move 2")  # no die for a moonlit move
    assert st.pos[0] == E and not any(e.kind == "night-die" for e in st.events(None))
    st = board()
    on(st, "fog")
    begin_turn(st, 0, rolls=[2, 4])
    do(st, "move 2")
    assert any(e.kind == "night-die" for e in st.events(None))


def test_wild_night_1_no_food_search() -> None:
    """WILD-NIGHT-1."""
    st = board()
    st.tmark = 4
    begin_turn(st, 0)
    assert "search" not in legal(st) and "rest" in legal(st)
    st.tmark = 3
    st._legal = None
    assert "search" in legal(st)


def test_wild_night_2_dice_before_moves() -> None:
    """WILD-NIGHT-2."""
    st = board()
    st.tmark = 5
    begin_turn(st, 0, rolls=[4, 3, 4])  # 4: moves; 3: lost, the compass points south-west
    do(st, "move 2")
    assert st.pos[0] == E and st.energy == 4
    before = sum(1 for e in st.events(None) if e.kind == "turn")
    do(st, "move 2")
    assert any(e.kind == "lost" for e in st.events(None))
    assert st.pos[0] == 12 and sum(1 for e in st.events(None) if e.kind == "turn") == before + 1
