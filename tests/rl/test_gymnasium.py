"""Gymnasium: registered ids for every game with spaces, passing check_env."""

from __future__ import annotations

import gymnasium as gym
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env

import wildtable
from wildtable.rl import gymnasium_env, register_envs, supported_games
from wildtable.rl.gymnasium_adapter import env_id

IDS = register_envs()


def test_ids_are_named_after_the_games() -> None:
    assert env_id("war-of-the-wilds") == "wildtable/WarOfTheWilds-v0"
    assert env_id("weavlings") == "wildtable/Weavlings-v0"
    assert [env_id(g) for g in supported_games()] == IDS


@pytest.mark.parametrize("name", IDS)
def test_check_env(name: str) -> None:
    check_env(gym.make(name).unwrapped, skip_render_check=True)


@pytest.mark.parametrize("game_id", supported_games())
def test_check_env_at_every_player_count(game_id: str) -> None:
    for players in wildtable.game(game_id).seats:
        check_env(gymnasium_env(game_id, players, opponents="random", seat=players - 1),
                  skip_render_check=True)


def test_make_imports_and_registers_by_module_name() -> None:
    env = gym.make("wildtable.rl:wildtable/WarOfTheWilds-v0", players=3, opponents="random")
    obs, info = env.reset(seed=2)
    assert obs["observation"].shape == env.observation_space["observation"].shape
    assert np.array_equal(info["action_mask"], obs["action_mask"])
    assert sorted(info["legal_ids"]) == list(np.flatnonzero(obs["action_mask"]))


def play(env: gym.Env[dict[str, np.ndarray], np.int64], seed: int) -> tuple[float, int]:
    rng = np.random.default_rng(seed)
    obs, _ = env.reset(seed=seed)
    steps, reward, done = 0, 0.0, False
    while not done:
        obs, r, term, trunc, _ = env.step(np.int64(rng.choice(np.flatnonzero(obs["action_mask"]))))
        reward, done, steps = float(r), term or trunc, steps + 1
    return reward, steps


def test_a_whole_game_against_heuristic_opponents() -> None:
    env = gymnasium_env("war-of-the-wilds", 3, seat=1)
    reward, steps = play(env, 5)
    state = env.match.state
    assert state.is_over
    # Only the learner's decisions are steps; the heuristic seats moved in between.
    assert steps == movers(state).count(1)
    winners = state.result().winners
    assert reward == ((1.0 if len(winners) == 1 else 0.0) if 1 in winners else -1.0)


def movers(state: wildtable.State) -> list[int | None]:
    """Who made each decision, found by replaying the record."""
    replay = state.game.new(state.players, state.seed, **state.options)
    out: list[int | None] = []
    for action in state.moves:
        out.append(replay.to_move)
        replay.apply(action)
    return out


def test_the_seed_fixes_the_game_and_the_opponents() -> None:
    a = gymnasium_env("war-of-the-wilds", 2)
    b = gymnasium_env("war-of-the-wilds", 2)
    assert play(a, 9) == play(b, 9)
    assert a.match.state.record == b.match.state.record


def test_bad_settings_are_refused() -> None:
    with pytest.raises(ValueError, match="need 2 opponents"):
        gymnasium_env("war-of-the-wilds", 3, opponents=["random"])
    with pytest.raises(ValueError, match="seat=4"):
        gymnasium_env("war-of-the-wilds", 4, seat=4)
    with pytest.raises(ValueError, match="no agent"):
        gymnasium_env("war-of-the-wilds", 2, opponents="genius")
