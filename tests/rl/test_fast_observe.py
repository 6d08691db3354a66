"""The fast observation paths give exactly the encoding of the seat's view.

`observe_state` (optional in the spaces protocol) reads the state instead of the view;
War of the Wilds' `observe` is written for speed. Both are checked against a second
path: the view encoder, and a plain slice-by-slice encoder (wotw_reference.py).
"""

from __future__ import annotations

import copy
from collections.abc import Iterator

import numpy as np
import pytest

import wildtable
from wildtable.engine import Rng, State
from wildtable.games.war_of_the_wilds import spaces as wotw
from wildtable.rl import spaces_of, supported_games
from wildtable.rl.spaces import check_spaces

from .wotw_reference import reference_observe

FAST = [g for g in supported_games() if spaces_of(g).observe_state is not None]


def states(game_id: str, players: int, games: int, every: int = 1) -> Iterator[State]:
    """Every `every`-th decision of random games, and each game's end."""
    game = wildtable.game(game_id)
    for seed in range(games):
        state, rng, step = game.new(players=players, seed=seed), Rng(seed), 0
        while not state.is_over:
            if step % every == 0:
                yield state
            state.apply(rng.choice(state.legal_actions()))
            step += 1
        yield state


def test_war_of_the_wilds_offers_the_fast_path() -> None:
    assert "war-of-the-wilds" in FAST


@pytest.mark.parametrize("game_id", FAST)
def test_observe_state_equals_the_encoding_of_the_view_for_every_seat(game_id: str) -> None:
    sp = spaces_of(game_id)
    out = np.full(sp.observation_size, 7.0, np.float32)  # dirty: all of it is overwritten
    checked = 0
    for players in sp.game.seats:
        for state in states(game_id, players, games=4):
            for seat in range(players):
                sp.observe_state(state, seat, out)  # type: ignore[misc]
                expected = sp.spaces.observe(state.view(seat), seat)
                assert np.array_equal(out, expected), (players, seat, state.record)
                checked += 1
    assert checked > (5_000 if sp.game.seats.stop > 2 else 50)  # solo games are short


@pytest.mark.parametrize("game_id", FAST)
def test_the_adapters_path_and_the_view_path_agree(game_id: str) -> None:
    sp = spaces_of(game_id)
    slow = sp.through_view()
    assert slow.observe_state is None and sp.observe_state is not None
    buffer = np.ones(sp.observation_size, np.float32)
    for state in states(game_id, sp.game.seats.stop - 1, games=2, every=7):
        for seat in range(state.players):
            fast = sp.observe(state, seat)
            assert fast.dtype == np.float32 and fast.shape == (sp.observation_size,)
            assert np.array_equal(fast, slow.observe(state, seat))
            slow.observe_into(state, seat, buffer)
            assert np.array_equal(buffer, fast)
            sp.observe_into(state, seat, buffer)
            assert np.array_equal(buffer, fast)


@pytest.mark.parametrize("game_id", FAST)
def test_observe_state_ignores_what_the_seat_cannot_see(game_id: str) -> None:
    sp = spaces_of(game_id)
    players = sp.game.seats.stop - 1
    changed_for_others = 0
    for i, state in enumerate(states(game_id, players, games=1, every=15)):
        for seat in range(players):
            other = state.determinize(seat, i)
            assert np.array_equal(sp.observe(other, seat), sp.observe(state, seat))
            peer = (seat + 1) % players
            changed_for_others += not np.array_equal(sp.observe(other, peer),
                                                     sp.observe(state, peer))
    # The check can fail: others' encodings do change (a solo game has no others).
    assert changed_for_others > 0 or players == 1


def test_wotw_observe_equals_the_plain_encoder() -> None:
    checked = 0
    for players in (2, 3, 4):
        for state in states("war-of-the-wilds", players, games=3, every=3):
            for seat in range(players):
                view = state.view(seat)
                assert np.array_equal(wotw.observe(view, seat), reference_observe(view, seat))
                checked += 1
    assert checked > 1_000


def test_wotw_counts_past_their_maximum_are_clamped_to_one() -> None:
    state = wildtable.game("war-of-the-wilds").new(players=3, seed=2)
    view = copy.deepcopy(state.view(1))
    view["players"][1]["hand_size"] = 25  # past the 10 a hand is scaled by
    view["players"][2]["store"] = 75  # past the 60 acorns
    x = wotw.observe(view, 1)
    assert np.array_equal(x, reference_observe(view, 1))
    info = wotw.AT["seat_info"]
    assert x[info + 14 + 6] == 1.0 and x[info + 28 + 11] == 1.0


def test_an_observe_state_that_is_not_callable_is_refused() -> None:
    class Broken:
        actions = ("draw",)
        observation_size = 3
        observe_state = 5

        def observe(self, view: dict[str, object], seat: int) -> np.ndarray:
            return np.zeros(3, np.float32)

    with pytest.raises(TypeError, match="observe_state"):
        check_spaces("x", Broken())


def test_spaces_without_the_fast_path_still_keep_the_protocol() -> None:
    from .toy import GuessSpaces

    check_spaces("toy", GuessSpaces())
    assert not hasattr(GuessSpaces(), "observe_state")


OBSERVED = [g for g in supported_games() if spaces_of(g).make_observer is not None]


def test_war_of_the_wilds_offers_an_observer() -> None:
    assert "war-of-the-wilds" in OBSERVED


@pytest.mark.parametrize("game_id", OBSERVED)
def test_the_observer_keeps_up_whatever_comes_next(game_id: str) -> None:
    """One observer per seat, as the adapters keep them, and one shared by all seats
    and by games of every size, asked at random: each vector is the view's encoding."""
    sp = spaces_of(game_id)
    shared = sp.observer()
    rng = Rng(5)
    checked = 0
    for players in [*sp.game.seats, sp.game.seats.start]:  # back to a smaller game
        own = [sp.observer() for _ in range(players)]
        for state in states(game_id, players, games=3):
            seat = rng.below(players)
            expected = sp.spaces.observe(state.view(seat), seat)
            assert np.array_equal(shared.observe(state, seat), expected), (players, seat)
            mover = state.to_move
            if mover is not None:
                got = own[mover].observe(state, mover)
                assert np.array_equal(got, sp.spaces.observe(state.view(mover), mover))
            checked += 1
    assert checked > (2_000 if sp.game.seats.stop > 2 else 100)  # solo games are short


@pytest.mark.parametrize("game_id", OBSERVED)
def test_the_observer_after_a_determinized_state_and_back(game_id: str) -> None:
    """What another seat cannot see is resampled, and the observer is asked for the
    sample and the true state in turn: both vectors must stay exact."""
    sp = spaces_of(game_id)
    players = sp.game.seats.stop - 1
    observer = sp.observer()
    for i, state in enumerate(states(game_id, players, games=1, every=9)):
        for seat in range(players):
            other = state.determinize((seat + 1) % players, i)
            for s in (other, state):
                assert np.array_equal(observer.observe(s, seat),
                                      sp.spaces.observe(s.view(seat), seat))


def test_the_observer_of_a_game_without_one_writes_the_whole_encoding() -> None:
    from wildtable.rl.spaces import GameSpaces, WholeObserver

    from .toy import TOY, GuessSpaces

    sp = GameSpaces(TOY, GuessSpaces(), {a: i for i, a in enumerate(GuessSpaces.actions)})
    observer = sp.observer()
    assert isinstance(observer, WholeObserver)
    state, rng = TOY.new(players=2, seed=4), Rng(4)
    while not state.is_over:
        for seat in range(2):
            assert np.array_equal(observer.observe(state, seat),
                                  GuessSpaces.observe(state.view(seat), seat))
        state.apply(rng.choice(state.legal_actions()))


def test_an_observer_that_is_not_callable_is_refused() -> None:
    class Broken:
        actions = ("draw",)
        observation_size = 3
        observer = 5

        def observe(self, view: dict[str, object], seat: int) -> np.ndarray:
            return np.zeros(3, np.float32)

    with pytest.raises(TypeError, match="observer"):
        check_spaces("x", Broken())


def test_through_view_turns_the_observer_off_too() -> None:
    from wildtable.rl.spaces import WholeObserver

    slow = spaces_of("war-of-the-wilds").through_view()
    assert slow.make_observer is None and isinstance(slow.observer(), WholeObserver)
