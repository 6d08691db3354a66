"""The numpy REINFORCE example: its update is the true gradient of log pi, and it runs."""

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


def test_the_update_follows_the_gradient_of_log_pi() -> None:
    ex = load()
    policy = ex.LinearPolicy.for_game("war-of-the-wilds", 0)
    rng = np.random.default_rng(1)
    policy.bias[:] = rng.normal(size=policy.bias.shape)
    policy.weights[:] = 0.1 * rng.normal(size=policy.weights.shape)
    x = rng.random(policy.weights.shape[1])
    legal = np.array([3, 40, 41, 500, 9000])
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
    verbs = policy.verb_of[legal]
    g_sq = float(g_bias @ g_bias)
    for v in set(verbs.tolist()):
        g_sq += float(g_bias[verbs == v].sum() ** 2 * (x @ x))
    assert abs((moved - base) - eps * g_sq) < 1e-2 * eps * g_sq
    # An illegal id gets no probability, whatever its bias: the legal ones keep theirs.
    p = policy.probabilities(x, legal)
    policy.bias[1] = 1e6
    assert np.allclose(policy.probabilities(x, legal), p)


def test_training_runs_and_evaluates() -> None:
    ex = load()
    policy = ex.LinearPolicy.for_game("war-of-the-wilds", 0)
    ex.train(policy, "random", games=2, lr=0.01, seed=0)
    assert np.abs(policy.bias).sum() > 0
    assert 0.0 <= ex.win_rate(policy, "random", games=2, seed=7) <= 1.0
