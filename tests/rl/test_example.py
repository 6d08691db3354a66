"""The numpy REINFORCE example: its update is the true gradient of log pi, it trains on
Weavlings by default, and its comparison with the heuristic bot plays the same seeds."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import numpy as np

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "masked_reinforce.py"


def load() -> ModuleType:
    spec = importlib.util.spec_from_file_location("masked_reinforce", EXAMPLE)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["masked_reinforce"] = module
    spec.loader.exec_module(module)
    return module


def check_gradient(game_id: str, per_action: bool) -> None:
    ex = load()
    policy = ex.LinearPolicy.for_game(game_id, 0, per_action)
    rng = np.random.default_rng(1)
    policy.bias[:] = rng.normal(size=policy.bias.shape)
    policy.weights[:] = 0.1 * rng.normal(size=policy.weights.shape)
    x = rng.random(policy.weights.shape[1])
    legal = np.array([3, 40, 41, 500, policy.bias.size - 1])
    chosen = 2

    def log_pi() -> float:
        return float(np.log(policy.probabilities(x, legal)[chosen]))

    before_bias, before_weights = policy.bias.copy(), policy.weights.copy()
    eps = 1e-8  # |x|^2 is in the hundreds: the step must stay tiny for first order to hold
    policy.step(x, legal, chosen, policy.probabilities(x, legal), eps)
    moved = log_pi()
    policy.bias[:], policy.weights[:] = before_bias, before_weights
    base = log_pi()
    # A step of eps along the gradient raises log pi by eps * |gradient|^2 (to first order).
    g_bias = -policy.probabilities(x, legal)
    g_bias[chosen] += 1
    rows = policy.row_of[legal]
    g_sq = float(g_bias @ g_bias)
    for v in set(rows.tolist()):
        g_sq += float(g_bias[rows == v].sum() ** 2 * (x @ x))
    assert abs((moved - base) - eps * g_sq) < 1e-2 * eps * g_sq
    # An illegal id gets no probability, whatever its bias: the legal ones keep theirs.
    p = policy.probabilities(x, legal)
    policy.bias[1] = 1e6
    assert np.allclose(policy.probabilities(x, legal), p)


def test_the_update_follows_the_gradient_of_log_pi() -> None:
    check_gradient("war-of-the-wilds", per_action=False)


def test_the_per_action_update_follows_the_gradient_too() -> None:
    # Ids 40 and 41 are both "collect": per verb they share a row, per action they do not.
    ex = load()
    assert ex.LinearPolicy.for_game("weavlings", 0).row_of[40] == \
        ex.LinearPolicy.for_game("weavlings", 0).row_of[41]
    assert ex.LinearPolicy.for_game("weavlings", 0, per_action=True).row_of[41] == 41
    check_gradient("weavlings", per_action=True)


def test_weavlings_is_the_default_and_trains_and_evaluates() -> None:
    ex = load()
    table = ex.Table("weavlings", {"difficulty": "easy"})
    assert table.solo and ex.GAMES[0] == "weavlings"
    policy = ex.LinearPolicy.for_game("weavlings", 0)
    ex.train(policy, table, games=3, lr=0.01, seed=0, shaped=True)
    assert np.abs(policy.bias).sum() > 0
    assert 0.0 <= ex.win_rate(policy, table, games=2, seed=7) <= 1.0
    assert table.env().match.state.options["difficulty"] == "easy"


def test_the_heuristic_plays_the_learners_seeds() -> None:
    """The bot's rate comes from the very deals the learner is evaluated on."""
    import wildtable
    from wildtable.engine import info_set

    ex = load()
    table = ex.Table("weavlings", {"difficulty": "easy"})
    game = wildtable.game("weavlings")
    wins = []
    for seed in (7, 8, 9):
        env = table.env()
        env.reset(seed=seed)
        assert env.match.state.view(0) == game.new(1, seed, difficulty="easy").view(0)
        state = game.new(1, seed, difficulty="easy")
        agent = game.heuristic(seed)
        while not state.is_over:
            state.apply(agent.act(info_set(state)))
        wins.append(0 in state.result().winners)
    assert ex.heuristic_win_rate(table, games=3, seed=7) == sum(wins) / 3


def test_war_of_the_wilds_still_trains_against_an_opponent() -> None:
    ex = load()
    table = ex.Table("war-of-the-wilds", opponent="random")
    assert not table.solo
    policy = ex.LinearPolicy.for_game("war-of-the-wilds", 0)
    ex.train(policy, table, games=2, lr=0.01, seed=0)
    assert np.abs(policy.bias).sum() > 0
    assert 0.0 <= ex.win_rate(policy, table, games=2, seed=7, opponent="random") <= 1.0
