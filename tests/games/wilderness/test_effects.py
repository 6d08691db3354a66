"""Every effect id in the Event vocabulary does what the card data says (WILD-EVENT-2)."""

from __future__ import annotations

from wildtable.games.wilderness.board import EVENTS, SICKNESS
from wildtable.games.wilderness.effects import CHECKS, EFFECTS, can
from wildtable.games.wilderness.state import WildState

from .helpers import ScriptedRng, begin_turn, flatten, new, set_terrain

C, E = 7, 8


def two() -> WildState:
    st = new(players=2)
    flatten(st)
    st.wline[-1] = 0
    st.tmark = 0
    st.pos = [C, C]
    begin_turn(st, 0)
    return st


def test_every_card_effect_is_registered() -> None:
    used = {side.effect for c in EVENTS for side in (c.good, c.bad)}
    assert used == set(EFFECTS)
    assert set(CHECKS) <= set(EFFECTS)


def test_stat_effects() -> None:
    st = two()
    st.thirst, st.hunger, st.exh = [5, 5], [6, 6], [8, 8]
    EFFECTS["thirst"](st, 0, 1, 2)
    EFFECTS["hunger"](st, 0, 1, -4)
    EFFECTS["exhaust"](st, 0, 0, -3)
    EFFECTS["both"](st, 1, 0, -2)
    EFFECTS["restore_thirst"](st, 1, 1, 0)
    assert st.thirst == [3, 0] and st.hunger == [4, 2] and st.exh == [5, 8]
    st.thirst[0] = 0
    assert not can("restore_thirst", st, 0, 0, 0) and not can("thirst", st, 0, 0, -1)


def test_turn_effects() -> None:
    st = two()
    EFFECTS["energy"](st, 0, 0, 2)
    EFFECTS["move_mod"](st, 0, 0, -1)
    EFFECTS["sure_feet"](st, 0, 0, 0)
    EFFECTS["raft"](st, 0, 0, 0)
    assert st.energy == 8 and st.move_mod == -1 and st.sure and st.raft
    EFFECTS["energy"](st, 1, 0, -20)
    assert st.energy == 0 and not can("energy", st, 1, 0, -1)
    assert not can("raft", st, 0, 0, 0) and not can("sure_feet", st, 0, 0, 0)


def test_movement_effects() -> None:
    st = two()
    st.rng = ScriptedRng([2])
    EFFECTS["swept"](st, 0, 1, 0)
    assert st.pos == [C, E]
    st.rng = ScriptedRng([2])
    EFFECTS["lost"](st, 1, 0, 0)
    assert st.pos == [E, E] and st.tover  # the active player lost the rest of the turn


def test_hunt_shelter_cold_sickness_cure_draw() -> None:
    st = two()
    st.hunger = [8, 8]
    st.rng = ScriptedRng([5])
    EFFECTS["hunt"](st, 0, 0, 0)
    assert st.hunger[0] == 3
    EFFECTS["shelter"](st, 0, 0, 0)
    EFFECTS["cold"](st, 0, 1, 2)
    assert st.shelter == [1, 0] and st.cold == [0, 2]
    ankle = next(i for i, c in enumerate(SICKNESS) if c.name == "Twisted Ankle")
    st.sdeck.append(ankle)
    EFFECTS["sickness"](st, 1, 0, 0)
    assert st.sick[0] == [ankle] and can("cure", st, 0, 0, 0)
    EFFECTS["cure"](st, 0, 0, 0)
    assert st.sick[0] == [] and st.sdisc[-1] == ankle
    n = len(st.hands[1])
    EFFECTS["draw"](st, 1, 1, 2)
    assert len(st.hands[1]) == n + 2


def test_tribe_and_attack_effects() -> None:
    st = two()
    EFFECTS["anger"](st, 0, 1, 0)
    assert st.hostile == [False, True] and not can("anger", st, 0, 1, 0)
    EFFECTS["peace"](st, 1, 1, 0)
    assert st.hostile == [False, False]
    assert not can("attack_mod", st, 0, 0, 2)  # no attack is under way
    EFFECTS["ambush"](st, 1, 0, 0)
    assert st.stack[-2][:3] == ("atk", 0, 5)
    EFFECTS["attack_mod"](st, 0, 0, 2)
    EFFECTS["animal_mod"](st, 1, 0, 3)
    EFFECTS["cancel_attack"](st, 0, 0, 0)
    assert st.stack[-2] == ("atk", 0, 5, 2, 3, 1)


def test_terrain_needs_room() -> None:
    st = two()
    st.pos[1] = E
    st.rng = ScriptedRng([2])
    EFFECTS["terrain"](st, 0, 0, 3)  # a Bog where a figure stands: no room
    assert st.overlay[E] == -1 and st.extra_left[3] == 2
    set_terrain(st, 2, "L")
    st.rng = ScriptedRng([1])
    EFFECTS["terrain"](st, 0, 0, 3)  # not on a lake either
    assert st.overlay[2] == -1
    st.extra_left[3] = 0
    assert not can("terrain", st, 0, 0, 3)
