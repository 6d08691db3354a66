"""Weavlings' `observe_state` gives exactly the encoding of the player's view.

The fast path reads the state itself, so it is compared with `observe(state.view(0), 0)`
at every decision of whole games, random and heuristic, over difficulties and option
sets (both Trappers, Clear Skies, the expansions, a first game), and on determinized
states: what `determinize` resamples (the Wilds Deck, face-down cards, the Wilds
Spirits Hard+N removes unseen) is hidden by the view, so it must not change the vector.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import numpy as np
import pytest

from wildtable.agents import RandomAgent
from wildtable.engine import info_set
from wildtable.games.weavlings import cards as C
from wildtable.games.weavlings import spaces as S
from wildtable.games.weavlings.state import WeavlingsState
from wildtable.games.weavlings.wilds import UP
from wildtable.rl import spaces_of

from .helpers import GAME

OPTION_SETS: list[dict[str, Any]] = [
    {"difficulty": "easy"},
    {"difficulty": "normal", "trapper": "warden"},
    {"difficulty": "hard", "clear_skies": True},
    {"difficulty": "hard+2", "baubles": True},
    {"difficulty": "hard+5", "predators": True, "trapper": "warden"},
    {"difficulty": "nightmare", "baubles": True, "predators": True},
    {"difficulty": "normal", "first_game": True, "clear_skies": True, "trapper": "warden"},
]


def game_states(options: dict[str, Any], seed: int, heuristic: bool
                ) -> Iterator[WeavlingsState]:
    """Every decision of one game, and its end."""
    state = GAME.new(players=1, seed=seed, **options)
    assert isinstance(state, WeavlingsState)
    agent = GAME.heuristic(seed) if heuristic else RandomAgent(seed)
    while not state.is_over:
        yield state
        state.apply(agent.act(info_set(state)))
    yield state


def check(state: WeavlingsState, out: np.ndarray) -> np.ndarray:
    expected = S.observe(state.view(0), 0)
    assert expected.dtype == np.float32 and expected.shape == (S.OBSERVATION_SIZE,)
    out.fill(7.0)  # dirty: all of it must be overwritten
    S.observe_state(state, 0, out)
    assert np.array_equal(out, expected), (state.options, np.flatnonzero(out != expected)[:10])
    return expected


def test_weavlings_offers_observe_state() -> None:
    sp = spaces_of("weavlings")
    assert sp.observe_state is not None and sp.through_view().observe_state is None
    state = GAME.new(players=1, seed=0)
    assert np.array_equal(sp.observe(state, 0), sp.through_view().observe(state, 0))


@pytest.mark.parametrize("options", OPTION_SETS, ids=lambda o: "-".join(map(str, o.values())))
@pytest.mark.parametrize("heuristic", [False, True])
def test_observe_state_is_the_views_encoding_at_every_decision(options: dict[str, Any],
                                                               heuristic: bool) -> None:
    out = np.empty(S.OBSERVATION_SIZE, np.float32)
    checked = over = 0
    for seed in range(6):  # games are short: Nightmare often ends in a dozen decisions
        for state in game_states(options, seed, heuristic):
            check(state, out)
            checked += 1
            over += state.is_over
    assert over == 6 and checked > 40


def test_the_games_reach_the_rarer_parts_of_the_encoding() -> None:
    """The games above pass through open Trap decisions, the Unhappy and Event windows,
    rotations and face-down cards, so those parts of the encoding are compared too."""
    seen: set[str] = set()
    for options in OPTION_SETS:
        for seed, heuristic in ((0, False), (1, False), (4, False), (0, True), (1, True)):
            for state in game_states(options, seed, heuristic):
                view = state.view(0)
                if view["pending"]:
                    seen.add(f"pending {view['pending'][0]}")
                if view["window"]:
                    seen.add(view["window"])
                if view["rotation"]:
                    seen.add("rotated")
                if "down" in view["grid"]:
                    seen.add("down")
                if view["spirits_removed"]:
                    seen.add("removed")
                if any(o is not None for o in view["overlays"]):
                    seen.add("overlay")
    assert {"unhappy", "rotated", "down", "removed", "overlay"} <= seen, seen
    assert {"pending 1", "pending 2", "pending 3"} <= seen, seen


def test_the_event_window_reads_the_same() -> None:
    """Events wait for an Intervention only when a Spirit allows one (rare in play), so
    the window is opened by hand on positions from a game."""
    out = np.empty(S.OBSERVATION_SIZE, np.float32)
    events = [c for c in range(C.N_CARDS) if C.KIND[c] == C.EVENT][:2]
    opened = 0
    for state in game_states({"difficulty": "normal"}, seed=2, heuristic=True):
        if state.is_over or state.unhappy or state.pend:
            continue
        other = state.clone()
        other.evq = events[:]
        expected = check(other, out)
        assert other.view(0)["window"] == "events"
        assert expected[S.AT["window"] + S.WINDOW_INDEX["events"]] == 1.0
        assert all(expected[S.AT["events_waiting"] + e] == 1.0 for e in events)
        opened += 1
    assert opened > 5


@pytest.mark.parametrize("options", OPTION_SETS, ids=lambda o: "-".join(map(str, o.values())))
def test_observe_state_ignores_what_determinize_resamples(options: dict[str, Any]) -> None:
    """A resample keeps the vector; it does change hidden cards (so a fast path reading
    them would fail here), and it encodes as its own view does."""
    out = np.empty(S.OBSERVATION_SIZE, np.float32)
    resampled = 0
    states = [s.clone() for heuristic in (False, True)
              for s in game_states(options, seed=3, heuristic=heuristic)]
    spirits_swapped = 0
    for i, state in enumerate(states):
        mine = check(state, out)
        other = state.determinize(0, i)
        assert isinstance(other, WeavlingsState)
        S.observe_state(other, 0, out)
        assert np.array_equal(out, mine)
        check(other, out)
        hidden = [c for k, c in enumerate(state.cell) if c >= 0 and state.face[k] != UP]
        moved = [c for k, c in enumerate(other.cell) if c >= 0 and other.face[k] != UP]
        resampled += other.deck != state.deck or moved != hidden
        spirits_swapped += sorted(other.removed) != sorted(state.removed)
    assert resampled > len(states) // 2
    # Hard+N removes Wilds Spirits unseen: the resample trades them with hidden Spirits.
    assert (spirits_swapped > 0) == options["difficulty"].startswith("hard+")


def test_a_face_down_card_is_never_read() -> None:
    """Swapping a face-down card with the top of the Wilds Deck changes nothing seen."""
    out = np.empty(S.OBSERVATION_SIZE, np.float32)
    swapped = 0
    for state in game_states({"difficulty": "hard+3"}, seed=5, heuristic=True):
        down = [k for k, c in enumerate(state.cell) if c >= 0 and state.face[k] != UP]
        if not down or not state.deck:
            continue
        before = check(state, out)
        other = state.clone()
        k = down[0]
        other.cell[k], other.deck[-1] = other.deck[-1], other.cell[k]
        S.observe_state(other, 0, out)
        assert np.array_equal(out, before)
        swapped += 1
    assert swapped > 0
