"""OpenSpiel: the games registered with pyspiel; its IS-MCTS bot plays War of the Wilds."""

from __future__ import annotations

import numpy as np
import pyspiel
import pytest
from open_spiel.python.algorithms import ismcts

import wildtable
from wildtable.engine import Rng
from wildtable.rl import register_openspiel, supported_games
from wildtable.rl.openspiel_adapter import ValueEvaluator, resampler


@pytest.mark.parametrize("game_id", supported_games())
def test_a_random_game_through_pyspiel_is_the_engines_game(game_id: str) -> None:
    """A second path: ids played through pyspiel give the record the engine gives."""
    game = pyspiel.load_game(register_openspiel(game_id), {"seed": 4})
    wt = wildtable.game(game_id)
    assert game.num_players() == wt.seats.start
    state = game.new_initial_state()
    direct = wt.new(players=wt.seats.start, seed=4)
    rng = Rng(4)
    step = 0
    while not state.is_terminal():
        legal = state.legal_actions()
        assert legal == sorted(legal)
        action = rng.choice(legal)
        direct.apply(wt.parse(direct, state.action_to_string(state.current_player(), action)))
        state.apply_action(action)
        step += 1
        if step % 25 == 0:
            assert state.observation_tensor(0) == pytest.approx(
                wt.extras["spaces"].observe(direct.view(0), 0))
    assert direct.is_over and direct.record == state.inner.record
    assert sum(r == 1.0 for r in state.returns()) <= 1


def test_parameters_reach_the_game() -> None:
    name = register_openspiel("war-of-the-wilds")
    assert register_openspiel("war-of-the-wilds") == name == "wildtable_war_of_the_wilds"
    game = pyspiel.load_game(name, {"players": 4, "seed": 3, "days": 2, "first_game": True})
    state = game.new_initial_state()
    assert game.num_players() == 4
    assert state.inner.options["days"] == 2 and state.inner.options["first_game"] is True
    assert game.num_distinct_actions() == len(game.spaces.spaces.actions)
    assert game.observation_tensor_shape() == [game.spaces.observation_size]
    with pytest.raises(pyspiel.SpielError):
        state.apply_action(0 if 0 not in state.legal_actions() else game.num_distinct_actions())


def test_clones_are_independent() -> None:
    state = pyspiel.load_game(register_openspiel("war-of-the-wilds")).new_initial_state()
    copy = state.clone()
    copy.apply_action(copy.legal_actions()[0])
    assert len(state.inner.moves) == 0 and len(copy.inner.moves) == 1


def test_is_mcts_plays_a_whole_game_of_war_of_the_wilds() -> None:
    """OpenSpiel's IS-MCTS bot (seat 0) against a random player, default rules, 16 days.

    It searches determinizations drawn by the engine, so it never sees the hidden cards.
    """
    game = pyspiel.load_game(register_openspiel("war-of-the-wilds"), {"players": 2, "seed": 1})
    bot = ismcts.ISMCTSBot(game, ValueEvaluator(1), uct_c=2.0, max_simulations=12,
                           random_state=np.random.RandomState(1),
                           allow_inconsistent_action_sets=True)
    bot.set_resampler(resampler(1))
    rng = np.random.RandomState(2)
    state = game.new_initial_state()
    searched = 0
    while not state.is_terminal():
        if state.current_player() == 0:
            action = bot.step(state)
            searched += 1
        else:
            action = rng.choice(state.legal_actions())
        assert action in state.legal_actions()
        state.apply_action(action)
    inner = state.inner
    assert inner.is_over and inner.day == inner.days == 16
    assert searched > 50
    assert sorted(state.returns()) in ([-1.0, 1.0], [0.0, 0.0])


@pytest.mark.parametrize("game_id", supported_games())
def test_the_observer_tensor_follows_every_seat_and_is_read_only(game_id: str) -> None:
    from open_spiel.python.observation import make_observation

    wt = wildtable.game(game_id)
    players = wt.seats.stop - 1
    game = pyspiel.load_game(register_openspiel(game_id), {"players": players, "seed": 6})
    observation = make_observation(game)
    state, rng = game.new_initial_state(), Rng(6)
    for step in range(120):
        if state.is_terminal():
            break
        seat = (step * 7) % players  # the mover or not, in no fixed order
        observation.set_from(state, seat)
        expected = wt.extras["spaces"].observe(state.inner.view(seat), seat)
        assert np.array_equal(observation.tensor, expected)
        state.apply_action(rng.choice(state.legal_actions()))
    with pytest.raises(ValueError, match="read-only"):
        observation.tensor[0] = 1.0


@pytest.mark.parametrize("game_id", supported_games())
def test_legal_actions_answered_in_python_agree_with_pyspiels(game_id: str) -> None:
    wt = wildtable.game(game_id)
    players = wt.seats.stop - 1
    game = pyspiel.load_game(register_openspiel(game_id), {"players": players, "seed": 8})
    state, rng = game.new_initial_state(), Rng(8)
    while True:
        assert state.legal_actions() == pyspiel.State.legal_actions(state)  # the C++ path
        for p in range(players):
            assert state.legal_actions(p) == pyspiel.State.legal_actions(state, p)
        if state.is_terminal():
            break
        assert state.legal_actions(state.current_player())
        state.apply_action(rng.choice(state.legal_actions()))
    assert state.legal_actions() == []
