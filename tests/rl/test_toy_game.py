"""The adapters on a game they were not written for, including a solo one."""

from __future__ import annotations

from functools import partial

import numpy as np
import pyspiel
from gymnasium.utils.env_checker import check_env
from pettingzoo.test import api_test, seed_test

from wildtable.rl import gymnasium_env, pettingzoo_env, pettingzoo_parallel_env
from wildtable.rl.openspiel_adapter import register_openspiel

from .toy import TOY


def test_a_solo_game_is_a_plain_gymnasium_environment() -> None:
    env = gymnasium_env(TOY, 1)
    check_env(env, skip_render_check=True)
    wins = 0
    for seed in range(30):
        obs, _ = env.reset(seed=seed)
        done, reward = False, 0.0
        low, high = 0, 5
        while not done:  # a binary search always finds it in 3 guesses
            guess = (low + high) // 2
            assert obs["action_mask"][guess] == 1
            obs, r, done, _, _ = env.step(np.int64(guess))
            reward = float(r)
            answer = env.match.state.view(0)["guesses"][-1][2]
            low, high = (guess + 1, high) if answer > 0 else (low, guess - 1)
        wins += reward == 1.0
    assert wins == 30


def test_the_toy_passes_the_pettingzoo_tests() -> None:
    api_test(pettingzoo_env(TOY, 2), num_cycles=100)
    seed_test(partial(pettingzoo_env, TOY, 2), num_cycles=50)
    # No max_cycles_test: a lucky first guess ends the toy before the 4 cycles that test
    # insists on; every real game with spaces runs it in test_pettingzoo.py.
    env = pettingzoo_parallel_env(TOY, 2, max_cycles=1)
    env.reset(seed=0)
    _, _, terms, truncs, _ = env.step({"player_0": 0})
    assert all(terms[a] or truncs[a] for a in env.possible_agents) and env.agents == []


def test_the_toy_through_openspiel() -> None:
    game = pyspiel.load_game(register_openspiel(TOY), {"players": 2, "seed": 3})
    state = game.new_initial_state()
    while not state.is_terminal():
        state.apply_action(state.legal_actions()[0])
    assert len(state.returns()) == 2
