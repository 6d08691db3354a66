"""Weavlings' incremental observer keeps exactly the encoding `observe_state` writes.

It rewrites only the parts whose inputs changed since its last call, so a part it
forgot to compare, or compared too little of, leaves a stale value somewhere: every
vector it returns is compared whole (`np.array_equal`) with `observe_state`'s and with
the view's encoding, at every decision of whole games over the option sets of
test_fast_observe.py, one observer serving them all: game after game, option sets
switching, two games in turn, determinized states and back, windows opened by hand.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import numpy as np
import pytest

from wildtable.games.weavlings import cards as C
from wildtable.games.weavlings import spaces as S
from wildtable.games.weavlings.state import WeavlingsState
from wildtable.rl import spaces_of

from .test_fast_observe import OPTION_SETS, game_states


class Checked:
    """One observer, and a count of the vectors of it that were checked."""

    def __init__(self, out: np.ndarray | None = None) -> None:
        self.observer = S.WeavlingsObserver(out)
        self.expected = np.empty(S.OBSERVATION_SIZE, np.float32)
        self.checked = 0

    def check(self, state: WeavlingsState, through_view: bool = False) -> np.ndarray:
        got = self.observer.observe(state, 0)
        assert got is self.observer.out
        S.observe_state(state, 0, self.expected)
        assert np.array_equal(got, self.expected), (
            state.options, state.record, np.flatnonzero(got != self.expected)[:10])
        if through_view:
            assert np.array_equal(got, S.observe(state.view(0), 0))
        self.checked += 1
        return got


def games(options: dict[str, Any], seeds: range, heuristic: bool
          ) -> Iterator[WeavlingsState]:
    for seed in seeds:
        yield from game_states(options, seed, heuristic)


def test_weavlings_declares_its_observer() -> None:
    sp = spaces_of("weavlings")
    assert sp.make_observer is S.WeavlingsObserver
    assert isinstance(sp.observer(), S.WeavlingsObserver)
    assert sp.through_view().make_observer is None


def test_one_observer_along_games_of_every_option_set() -> None:
    """Games follow each other with the same options (every part changes at a new
    game, with no rewrite of the whole), then option sets switch at every game."""
    dirty = np.full(S.OBSERVATION_SIZE, 7.0, np.float32)  # the first call overwrites it all
    c = Checked(dirty)
    for heuristic in (False, True):
        for options in OPTION_SETS:
            for state in games(options, range(4), heuristic):
                c.check(state, through_view=c.checked % 5 == 0)
    for seed in range(4, 7):
        for options in OPTION_SETS:
            for state in game_states(options, seed, heuristic=seed % 2 == 0):
                c.check(state)
    assert c.checked > 2_000 and c.observer.out is dirty


@pytest.mark.parametrize("options", OPTION_SETS, ids=lambda o: "-".join(map(str, o.values())))
def test_the_observer_serves_two_games_in_turn(options: dict[str, Any]) -> None:
    """Two games of the same options, asked in turn: every call sees another table."""
    c = Checked()
    for seed in range(3):
        one = game_states(options, seed, heuristic=True)
        two = game_states(options, seed + 10, heuristic=False)
        for a, b in zip(one, two, strict=False):
            c.check(a)
            c.check(b)
    assert c.checked > 40


@pytest.mark.parametrize("options", OPTION_SETS, ids=lambda o: "-".join(map(str, o.values())))
def test_the_observer_after_a_determinized_state_and_back(options: dict[str, Any]) -> None:
    """A resample moves hidden cards (face-down ones, the deck, removed Spirits): the
    observer reads them as unchanged, and stays exact for the sample and the state."""
    c = Checked()
    resampled = 0
    for heuristic in (False, True):
        for i, state in enumerate(games(options, range(2), heuristic)):
            mine = c.check(state).copy()
            other = state.determinize(0, i)
            assert isinstance(other, WeavlingsState)
            assert np.array_equal(c.check(other), mine)
            resampled += other.cell != state.cell or other.deck != state.deck
            c.check(state)
    assert resampled > c.checked // 6


def test_the_observer_through_opened_windows() -> None:
    """The Event window (rare in play) opened by hand, then closed again, and an open
    Trap decision and the payment piles changed by hand, along a game."""
    events = [c for c in range(C.N_CARDS) if C.KIND[c] == C.EVENT][:3]
    c = Checked()
    opened = 0
    for state in game_states({"difficulty": "normal"}, seed=2, heuristic=True):
        c.check(state)
        if state.is_over or state.unhappy or state.pend:
            continue
        other = state.clone()
        other.evq = events[:2]
        got = c.check(other, through_view=True)
        assert got[S.AT["window"] + S.WINDOW_INDEX["events"]] == 1.0
        other.evq = events[1:]
        other.unhappy = events[:1]
        c.check(other, through_view=True)
        opened += 1
    assert opened > 5


def test_a_rotation_rewrites_the_stats_and_wounds() -> None:
    """A reshuffle that turns the wheel changes every revealed card's stats and the
    Wound total with no card moving: the observer must rewrite them."""
    c = Checked()
    turned = 0
    for state in game_states({"difficulty": "hard"}, seed=1, heuristic=True):
        c.check(state)
        if state.is_over or state.reshuffles >= 3:
            continue
        other = state.clone()
        other.reshuffles += 1
        before = c.check(state).copy()
        after = c.check(other)
        turned += not np.array_equal(before, after)
        c.check(state)
    assert turned > 5


def test_the_count_of_removed_spirits_is_followed() -> None:
    """Hard+N fixes how many Wilds Spirits are removed, so play never changes the count;
    a state that differs only there (one put back into the deck) must still read true."""
    c = Checked()
    changed = 0
    for state in game_states({"difficulty": "hard+3"}, seed=4, heuristic=True):
        c.check(state)
        if not state.removed:
            continue
        other = state.clone()
        other.deck.insert(0, other.removed.pop())
        c.check(other, through_view=True)
        c.check(state)
        changed += 1
    assert changed > 5
