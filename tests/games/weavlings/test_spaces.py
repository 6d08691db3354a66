"""Weavlings' learning spaces: every legal action under every option set is listed, and
the observation is a fixed-size encoding of the player's view alone."""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from wildtable.agents import RandomAgent
from wildtable.engine import info_set
from wildtable.games.weavlings import cards as C
from wildtable.games.weavlings import effects as E
from wildtable.games.weavlings import spaces as S
from wildtable.games.weavlings.setup import DIFFICULTIES
from wildtable.games.weavlings.state import WeavlingsState

from .helpers import GAME, T, blank, card, legal, play, position
from .test_properties import COMBOS

INDEX = {a: i for i, a in enumerate(S.ACTIONS)}
# Trap selections (with the Baubles) that the fixed combinations do not reach: every
# expansion Trap beside base ones, and the most chained Traps the rank limits allow.
TRAP_SETS = ("logs,drakeshot,poppet,shaker,clamp,switcheroo",
             "elixir,draught,scarecrow,aroma,talisman,idol",
             "wrecker,shaker,scarecrow,idol,talisman")


def options_of(combo: tuple[str, bool, str, bool, bool, bool]) -> dict[str, object]:
    diff, clear, trapper, first, baubles, predators = combo
    return {"difficulty": diff, "clear_skies": clear, "trapper": trapper,
            "first_game": first, "baubles": baubles, "predators": predators}


def play_checking(seed: int, options: dict[str, object], heuristic: bool,
                  seen: set[int]) -> WeavlingsState:
    """One whole game; every legal list must map into the action space."""
    agent = GAME.heuristic(seed) if heuristic else RandomAgent(seed)
    s = GAME.new(players=1, seed=seed, **options)
    assert isinstance(s, WeavlingsState)
    while not s.is_over:
        for a in legal(s):
            assert a in INDEX, f"{a!r} is legal but not in the action space ({options})"
            seen.add(INDEX[a])
        s.apply(agent.act(info_set(s)))
    return s


def test_every_legal_action_under_every_option_set_is_in_the_space() -> None:
    seen: set[int] = set()
    for k, combo in enumerate(COMBOS):
        for seed in (k, k + 1000):
            play_checking(seed, options_of(combo), heuristic=False, seen=seen)
        if k % 6 == 0:
            play_checking(k, options_of(combo), heuristic=True, seen=seen)
    for k, traps in enumerate(TRAP_SETS):
        for seed in range(k * 40, k * 40 + 40):
            play_checking(seed, {"baubles": True, "traps": traps}, heuristic=seed % 4 == 0,
                          seen=seen)
    # Every verb the space lists comes up in play: none is misspelt or invented.
    verbs = {a.split()[0] for a in S.ACTIONS}
    assert verbs == {S.ACTIONS[i].split()[0] for i in seen}
    # Every Trap is used under its own slug.
    used = {S.ACTIONS[i].split()[1] for i in seen if S.ACTIONS[i].startswith("use ")}
    assert used == set(C.TRAP_SLUGS)


def test_weav_trap_8_the_longest_chained_collection_is_in_the_space() -> None:
    """Rank limits allow 2 A, 4 B and 6 C Traps: a first Trap and 10 chained ones can
    fill every space but the Trapper's, the longest line the grid allows."""
    options = {"baubles": True, "traps": TRAP_SETS[0]}
    first = card("Rolling Logs")
    chained = [c for name in ("Poisoned Poppet", "Column-Shaker Potion", "Clamp Trap",
                              "The Ol' Switcheroo") for c in C.ids(name=name)]
    line = (1, 2, 3, 7, 6, 5, 4, 8, 9, 10, 11)
    grid = [T] * 12
    for space, c in zip(line, [first, *chained], strict=True):
        grid[space] = c
    s = position(grid, **options)
    longest = "collect " + " ".join(map(str, line))
    assert longest in legal(s)
    assert all(a in INDEX for a in legal(s))
    assert max(len(a.split()) - 1 for a in S.ACTIONS if a.startswith("collect ")) == 11


def test_every_trap_targeting_rule_has_its_targets() -> None:
    assert {targets for targets, _ in E.TRAP_EFFECTS.values()} <= set(S.TARGETS)
    for slug in C.TRAP_SLUGS:
        assert any(a.startswith(f"use {slug} ") for a in S.ACTIONS)


def test_the_layout_tiles_the_vector() -> None:
    at = 0
    for name, (start, size) in S.LAYOUT.items():
        assert start == at and size > 0, name
        at += size
    assert at == S.OBSERVATION_SIZE == S.SPACES.observation_size
    assert S.SPACES.actions is S.ACTIONS


def test_the_encoding_has_a_fixed_size_and_range_under_every_option_set() -> None:
    for k, combo in enumerate(COMBOS[::4]):
        s = GAME.new(players=1, seed=k, **options_of(combo))
        agent = RandomAgent(k)
        while True:
            x = S.observe(s.view(0), 0)
            assert x.dtype == np.float32 and x.shape == (S.OBSERVATION_SIZE,)
            assert x.min() >= 0.0 and x.max() <= 1.0
            if s.is_over:
                break
            s.apply(agent.act(info_set(s)))


def test_states_with_the_same_view_give_the_same_observation() -> None:
    """Worlds resampled behind the view (deck order, face-down cards, removed Spirits)
    encode alike; the check can fail, as the worlds do differ."""
    differ = 0
    for seed, diff in enumerate(DIFFICULTIES):
        s = GAME.new(players=1, seed=seed, difficulty=diff)
        agent = GAME.heuristic(seed)
        for step in itertools.count():
            if s.is_over:
                break
            if step % 5 == 0:
                x = S.observe(s.view(0), 0)
                for k in range(3):
                    other = s.determinize(0, 100 * step + k)
                    assert isinstance(other, WeavlingsState)
                    assert other.view(0) == s.view(0)
                    assert np.array_equal(S.observe(other.view(0), 0), x)
                    differ += other.deck != s.deck or other.cell != s.cell
            s.apply(agent.act(info_set(s)))
    assert differ > 0


def slice_of(x: np.ndarray, name: str) -> np.ndarray:
    start, size = S.LAYOUT[name]
    return x[start:start + size]


def test_the_slices_show_the_grid_the_hand_and_the_counts() -> None:
    wee = card("Wee Weavling")
    vargler = card("Vargler", speed=3)
    s = position(blank((5, wee), (4, vargler), trapper=9), down=(0,), hand=[card("Clamp Trap")])
    s.acts = 2
    x = S.observe(s.view(0), 0)
    state = slice_of(x, "space_state").reshape(12, 4)
    assert list(state[9]) == [0, 1, 0, 0] and list(state[0]) == [0, 0, 1, 0]
    assert list(state[5]) == [0, 0, 0, 1]
    assert slice_of(x, "space_card").reshape(12, C.N_CARDS)[5, wee] == 1
    assert slice_of(x, "space_card").reshape(12, C.N_CARDS)[0].sum() == 0  # face-down
    assert slice_of(x, "space_kind").reshape(12, 5)[4, C.BEASTIE] == 1
    pop, cost, speed, meat, wound = slice_of(x, "space_stats").reshape(12, 5)[4]
    # A Speed-3 Vargler: 2 Meat, a Wound of 1 at rotation 0 (of 4 at most).
    assert (pop, cost, speed, meat, wound) == (0, 0, 1, 1, 0.25)
    assert slice_of(x, "space_stats").reshape(12, 5)[5][0] == pytest.approx(1 / 3)
    assert slice_of(x, "hand")[card("Clamp Trap")] == 1 and slice_of(x, "hand").sum() == 1
    counts = dict(zip(S.COUNTS, slice_of(x, "counts"), strict=True))
    assert counts["actions"] == pytest.approx(2 / S.MAX_ACTIONS)
    assert counts["turn"] == pytest.approx(1 / 120)
    assert slice_of(x, "phase")[1] == 1 and slice_of(x, "difficulty")[1] == 1  # trapper, normal


def test_an_open_trap_decision_is_encoded() -> None:
    """The Ol' Switcheroo waits for its second card: the slot shows which Trap and where."""
    switch = card("The Ol' Switcheroo")
    wee = card("Wee Weavling")
    s = position(blank((5, wee), trapper=9, avoid=(switch,)), hand=[switch])
    play(s, "use switcheroo 5")
    x = S.observe(s.view(0), 0)
    assert slice_of(x, "pending")[0] == 1
    assert slice_of(x, "pending_trap")[S.SLUG_INDEX["switcheroo"]] == 1
    assert list(np.flatnonzero(slice_of(x, "pending_space"))) == [5]
    assert all(a in INDEX for a in legal(s))


@pytest.mark.parametrize("difficulty", DIFFICULTIES)
def test_gymnasium_make_passes_check_env_at_every_difficulty(difficulty: str) -> None:
    gym = pytest.importorskip("gymnasium")
    from gymnasium.utils.env_checker import check_env

    import wildtable.rl  # noqa: F401  (registers the ids)

    env = gym.make("wildtable/Weavlings-v0", difficulty=difficulty)
    check_env(env.unwrapped, skip_render_check=True)
    obs, _ = env.reset(seed=3)
    assert slice_of(obs["observation"], "difficulty")[DIFFICULTIES.index(difficulty)] == 1
    assert env.unwrapped.match.state.options["difficulty"] == difficulty


def test_an_arrangement_shows_its_slot_and_the_spaces_put_may_name() -> None:
    shaker = card("Column-Shaker Potion")
    s = position(blank(trapper=9, avoid=(shaker,)), hand=[shaker], baubles=True)
    play(s, "use shaker 0")  # column 0: spaces 0, 4, 8, filled slot by slot
    for slot, puts in ((0, [0, 4, 8]), (4, [4, 8])):
        x = S.observe(s.view(0), 0)
        assert slice_of(x, "pending")[1] == 1
        assert list(np.flatnonzero(slice_of(x, "pending_space"))) == [slot]
        targets = list(np.flatnonzero(slice_of(x, "pending_targets")))
        assert targets == puts == sorted(int(a.split()[1]) for a in legal(s))
        play(s, f"put {slot}")
    assert not s.pend and not slice_of(S.observe(s.view(0), 0), "pending").any()
