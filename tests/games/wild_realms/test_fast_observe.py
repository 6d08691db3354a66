"""Wild Realms' fast observation paths give exactly the encoding of the seat's view.

Three paths must agree: the encoder as first written (spaces_reference.py), the view
encoder rewritten for speed, and `observe_state`, which reads the state itself. They
are compared for every seat at every decision of whole games at 1-4 players and every
solo difficulty, with random and heuristic seats (the heuristic reaches Realm Battles,
stolen realms and Legendaries more often), and on determinized states.
"""

from __future__ import annotations

from collections.abc import Iterator

import numpy as np
import pytest

from tests.rl.resample import resampled_states_encode_alike
from wildtable.agents import RandomAgent
from wildtable.engine import Rng, info_set
from wildtable.games.wild_realms import spaces as S
from wildtable.games.wild_realms.state import WildState
from wildtable.games.wild_realms.zones import T_LOSE
from wildtable.rl import spaces_of

from .helpers import GAME, fresh, hand
from .spaces_reference import reference_observe

TABLES = [(1, 0), (1, 1), (1, 2), (2, 0), (3, 0), (4, 0)]  # (players, solo_extra_wild)


def game_states(players: int, extra: int, seed: int, heuristic: bool) -> Iterator[WildState]:
    """Every decision of one game, and its end."""
    state = GAME.new(players=players, seed=seed, solo_extra_wild=extra)
    assert isinstance(state, WildState)
    agents = [GAME.heuristic(seed + p) if heuristic else RandomAgent(seed + p)
              for p in range(players)]
    while not state.is_over:
        yield state
        assert state.to_move is not None
        state.apply(agents[state.to_move].act(info_set(state)))
    yield state


def check(state: WildState, seat: int, out: np.ndarray) -> None:
    view = state.view(seat)
    expected = reference_observe(view, seat)
    assert np.array_equal(S.observe(view, seat), expected), (state.players, seat)
    out.fill(7.0)  # dirty: all of it must be overwritten
    S.observe_state(state, seat, out)
    assert np.array_equal(out, expected), (state.players, seat,
                                           np.flatnonzero(out != expected)[:10])


def test_wild_realms_offers_observe_state() -> None:
    sp = spaces_of("wild-realms")
    assert sp.observe_state is not None and sp.through_view().observe_state is None


@pytest.mark.parametrize(("players", "extra"), TABLES)
@pytest.mark.parametrize("heuristic", [False, True])
def test_every_path_gives_the_views_encoding_for_every_seat(players: int, extra: int,
                                                             heuristic: bool) -> None:
    out = np.empty(S.OBSERVATION_SIZE, np.float32)
    checked = 0
    over = 0
    for seed in range(3):
        for state in game_states(players, extra, seed, heuristic):
            for seat in range(players):
                check(state, seat, out)
                checked += 1
            over += state.is_over
    assert over == 3 and checked > 150


@pytest.mark.parametrize(("players", "extra"), TABLES)
def test_observe_state_ignores_what_determinize_resamples(players: int, extra: int) -> None:
    """A state resampled for a seat encodes the same for it; for another seat it can
    differ (its own hand was redrawn), so the comparison can fail."""
    states = game_states(players, extra, seed=3, heuristic=False)
    changed = resampled_states_encode_alike(states, players, S.observe_state,
                                            S.OBSERVATION_SIZE, check,
                                            every=5)
    assert players == 1 or changed > 0


def test_the_observers_hand_is_its_own_and_other_hands_only_count() -> None:
    state = fresh(players=3)
    state.hand = [[], [], []]
    mine = hand(state, 0, ["Wolf"])
    theirs = hand(state, 1, ["Wolf", "Grizzly Bear"])
    out = np.empty(S.OBSERVATION_SIZE, np.float32)
    for seat in range(3):
        check(state, seat, out)
    S.observe_state(state, 0, out)
    hand_slice = out[S.HAND_AT:S.HAND_AT + S.CARDS]
    assert list(np.flatnonzero(hand_slice)) == [S.CARD[t] for t in mine]
    sizes = S.SEATS_AT + S.SEAT_BLOCK * 1 + S.SIZES  # seat 1, next clockwise
    assert out[sizes] == pytest.approx(2 / S.MAX_HAND)
    S.observe_state(state, 1, out)
    assert sorted(np.flatnonzero(out[S.HAND_AT:S.HAND_AT + S.CARDS])) == sorted(
        S.CARD[t] for t in theirs)


def test_a_pending_choice_reads_the_same_from_the_state() -> None:
    state = fresh(players=2)
    state.queue.insert(0, (T_LOSE, 1, 3))
    out = np.empty(S.OBSERVATION_SIZE, np.float32)
    for seat in range(2):
        check(state, seat, out)
    S.observe_state(state, 0, out)
    assert out[S.AT["task_seat"] + 1] == 1.0 and out[S.AT["task_count"]] == pytest.approx(0.6)


def test_the_observer_keeps_up_along_whole_games_of_every_size() -> None:
    """One observer per seat, as the adapters keep them, and one shared by every seat and
    every game size (solo difficulties included), asked in turn: each vector must be the
    view's encoding, so a part left stale by any change fails."""
    shared = S.SPACES.observer(np.full(S.OBSERVATION_SIZE, 7.0, np.float32))
    rng = Rng(11)
    checked = 0
    for players, extra in [*TABLES, (2, 0), (1, 2)]:  # back to smaller games
        for seed in range(2):
            own = [S.SPACES.observer() for _ in range(players)]
            for state in game_states(players, extra, seed, heuristic=seed == 1):
                seat = rng.below(players)
                expected = reference_observe(state.view(seat), seat)
                assert np.array_equal(shared.observe(state, seat), expected), (players, seat)
                mover = state.to_move
                if mover is not None:
                    got = own[mover].observe(state, mover)
                    assert np.array_equal(got, reference_observe(state.view(mover), mover))
                checked += 1
    assert checked > 1_000


@pytest.mark.parametrize(("players", "extra"), TABLES)
def test_the_observer_after_a_determinized_state_and_back(players: int, extra: int) -> None:
    """A resample for another seat and the true state in turn (the observer's seat sees
    different hands and decks in them): both vectors must stay exact."""
    observer = S.SPACES.observer()
    for i, state in enumerate(game_states(players, extra, seed=4, heuristic=False)):
        if i % 3:
            continue
        for seat in range(players):
            other = state.determinize((seat + 1) % players, i)
            assert isinstance(other, WildState)
            for s in (other, state, other):
                assert np.array_equal(observer.observe(s, seat),
                                      reference_observe(s.view(seat), seat))


@pytest.mark.parametrize("change", ["lasting", "moved", "ldisc", "wild_bonus", "round"])
def test_the_observer_sees_each_rare_input_change_alone(change: str) -> None:
    """In play these change along with others; the observer must not lean on that: a
    state that differs from the last one observed in this alone is still encoded
    exactly."""
    state = next(s for i, s in enumerate(game_states(2, 0, seed=3, heuristic=True)) if i == 40)
    observer = S.SPACES.observer()
    observer.observe(state, 0)
    other = state.clone()
    assert isinstance(other, WildState)
    if change == "lasting":
        other.lasting.append((0, 1, 1))
    elif change == "moved":
        other.moved.append(other.hand[1][0])
    elif change == "ldisc":
        other.ldisc.append(2)
    elif change == "wild_bonus":
        other.wild_bonus += 1
    else:
        other.round += 1
    expected = np.empty(S.OBSERVATION_SIZE, np.float32)
    S.observe_state(other, 0, expected)
    assert not np.array_equal(observer.out, expected)  # the change shows
    assert np.array_equal(observer.observe(other, 0), expected)
