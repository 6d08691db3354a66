"""Wilderness' `observe_state` gives exactly the encoding of the seat's view.

It reads the state instead of building `view(seat)`; it is compared with the view path
for every seat at every decision of whole games at 1, 2, 4 and 8 players, on every board
and with stretched and shortened health tracks (WILD-OPT-2), with random and heuristic
seats, and on states `determinize` resampled for the observing seat.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from tests.rl.resample import resampled_states_encode_alike
from wildtable.agents import RandomAgent
from wildtable.engine import Agent, info_set
from wildtable.games.wilderness import spaces as sp
from wildtable.games.wilderness.state import WildState
from wildtable.rl import spaces_of

from .helpers import GAME, SITUATIONS, note_situations

np = pytest.importorskip("numpy")

LONG = {"exhaustion_squares": 44, "thirst_hunger_squares": 22}
SHORT = {"exhaustion_squares": 8, "thirst_hunger_squares": 5}
# (players, options): every player count the task names, every board, both track extremes.
TABLES: list[tuple[int, dict[str, int]]] = [
    (1, {"tiles": 4}), (1, {"tiles": 8, **SHORT}),
    (2, {"tiles": 6}), (2, {"tiles": 8, **LONG}),
    (4, {"tiles": 4, **SHORT}), (4, {"tiles": 6}),
    (8, {"tiles": 8}), (8, {"tiles": 6, **LONG}),
]


def decisions(players: int, options: dict[str, int], seed: int, heuristic: bool
              ) -> Iterator[WildState]:
    """Every decision of one whole game, and its end; with `heuristic`, two seats in
    three play the heuristic bot and the rest play randomly."""
    agents: list[Agent] = [GAME.heuristic(seed + p) if heuristic and (p + seed) % 3
                           else RandomAgent(seed + p) for p in range(players)]
    state = GAME.new(players=players, seed=seed, **options)
    assert isinstance(state, WildState)
    while not state.is_over:
        yield state
        assert state.to_move is not None
        state.apply(agents[state.to_move].act(info_set(state)))
    yield state


def check(state: WildState, seat: int, out: Any) -> None:
    expected = sp.observe(state.view(seat), seat)
    out.fill(7.0)  # dirty: all of it must be overwritten
    sp.observe_state(state, seat, out)
    assert out.dtype == np.float32 and expected.dtype == np.float32
    assert np.array_equal(out, expected), (state.players, seat,
                                           np.flatnonzero(out != expected)[:10])


def test_wilderness_offers_observe_state() -> None:
    spaces = spaces_of("wilderness")
    assert spaces.observe_state is not None and spaces.through_view().observe_state is None


@pytest.mark.parametrize(("players", "options"), TABLES)
@pytest.mark.parametrize("heuristic", [False, True])
def test_observe_state_gives_the_views_encoding_for_every_seat(
        players: int, options: dict[str, int], heuristic: bool) -> None:
    out = np.empty(sp.OBSERVATION_SIZE, np.float32)
    checked = over = windows = 0
    seed = 0
    while over < 2 or checked < 300:  # short solo games: play on until enough is compared
        for state in decisions(players, options, seed, heuristic):
            for seat in range(players):
                check(state, seat, out)
                checked += 1
            over += state.is_over
            windows += bool(state.stack) and state.stack[-1][0] == "win"
        seed += 1
    assert windows > 0  # the pending reaction windows were compared too


def test_attacks_and_the_end_of_the_game_are_compared() -> None:
    """Across the tables, the parts that only some decisions fill are met: a pending
    animal attack, extra areas laid, lasting Sickness cards, winners."""
    out = np.empty(sp.OBSERVATION_SIZE, np.float32)
    met = dict.fromkeys(SITUATIONS, 0)
    for players, options in TABLES[2:4] + TABLES[6:]:
        for state in decisions(players, options, seed=5, heuristic=True):
            for seat in range(players):
                check(state, seat, out)
            note_situations(met, state)
    assert all(met.values()), met


@pytest.mark.parametrize(("players", "options"), TABLES)
def test_observe_state_ignores_what_determinize_resamples(
        players: int, options: dict[str, int]) -> None:
    """A state resampled for a seat encodes the same for it; for another seat it can
    differ (its own hand was redrawn), so the comparison can fail."""
    states = decisions(players, options, seed=3, heuristic=False)
    changed = resampled_states_encode_alike(states, players, sp.observe_state,
                                            sp.OBSERVATION_SIZE, check,
                                            every=4)
    assert players == 1 or changed > 0


def test_the_observer_sees_its_own_hand_and_only_the_sizes_of_others() -> None:
    state = GAME.new(players=3, seed=1)
    assert isinstance(state, WildState)
    out = np.empty(sp.OBSERVATION_SIZE, np.float32)
    at, n = sp.LAYOUT["hand"]
    for seat in range(3):
        check(state, seat, out)
        assert sorted(np.flatnonzero(out[at:at + n])) == sorted(set(state.hands[seat]))
    sizes = sp.AT["seat_info"] + sp.SEAT_FIELDS * 1 + sp.SEAT_FLAGS + 4  # the next seat
    sp.observe_state(state, 0, out)
    assert out[sizes] == pytest.approx(len(state.hands[1]) / sp.HAND_SCALE)


def test_a_board_met_again_reads_from_the_cache_and_stays_unwritten() -> None:
    state = GAME.new(players=2, seed=2, tiles=8)
    assert isinstance(state, WildState)
    out = np.empty(sp.OBSERVATION_SIZE, np.float32)
    sp.observe_state(state, 0, out)
    cached = sp._state_board(state)
    before = cached.copy()
    sp.observe_state(state, 1, out)
    assert sp._state_board(state) is cached and np.array_equal(cached, before)
    check(state, 1, out)


def test_states_of_different_boards_asked_in_turn_read_their_own_board() -> None:
    """The board met last is kept aside: asking about games on other boards in turn, and
    about a board that differs from it only by one area's terrain, a river or an extra
    area, must never reuse it."""
    games = [list(decisions(players, options, seed=7, heuristic=True))[::9]
             for players, options in (TABLES[2], TABLES[3], TABLES[5])]
    out = np.empty(sp.OBSERVATION_SIZE, np.float32)
    for states in zip(*games, strict=False):
        for state in states:
            check(state, 0, out)
    state = games[0][-1].clone()
    check(state, 0, out)
    cell = next(c for c, t in enumerate(state.terr) if t >= 0 and state.overlay[c] < 0
                and c != sp.VILLAGE_OF[state.n])
    state.terr[cell] = 1 if state.terr[cell] == 0 else 0  # one area's terrain alone
    check(state, 0, out)
    state.riv[cell] ^= 1  # a river alone: terrain and extra areas unchanged
    check(state, 0, out)
    state.overlay[cell] = 0  # an extra area's mark alone: terrain and rivers unchanged
    check(state, 0, out)
    assert out[sp.AT["extra_area"] + cell] == 1.0
