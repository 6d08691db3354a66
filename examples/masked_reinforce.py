"""Train a small masked policy with numpy alone: REINFORCE on a linear softmax.

    python examples/masked_reinforce.py --games 300 --opponent heuristic

The learner plays seat 0 of War of the Wilds (2 players) through the Gymnasium
environment. Its policy scores each legal action id `a` as

    logit(a) = bias[a] + weights[verb(a)] · observation

(one bias per action id, one weight vector per verb such as "play" or "send"),
softmaxed over the legal ids only: illegal ids get no probability at all. After
each game every decision is pushed towards (+) or away from (-) what it chose, in
proportion to the final reward minus a running baseline.

It prints win rates before and after training against random and heuristic
opponents; docs/rl.md keeps the figures seen.
"""

from __future__ import annotations

import argparse
import time
from dataclasses import dataclass, field

import numpy as np
import numpy.typing as npt

from wildtable.rl import gymnasium_env, spaces_of
from wildtable.rl.gymnasium_adapter import WildtableEnv

Floats = npt.NDArray[np.float64]
GAME = "war-of-the-wilds"


@dataclass
class LinearPolicy:
    """bias per action id, weights per verb; `verb_of[a]` is the verb index of id a."""

    verb_of: npt.NDArray[np.intp]
    bias: Floats
    weights: Floats
    rng: np.random.Generator = field(repr=False)

    @staticmethod
    def for_game(game_id: str, seed: int) -> LinearPolicy:
        actions = spaces_of(game_id).spaces.actions
        verbs = sorted({a.split()[0] for a in actions})
        verb_of = np.array([verbs.index(a.split()[0]) for a in actions], dtype=np.intp)
        size = spaces_of(game_id).observation_size
        return LinearPolicy(verb_of, np.zeros(len(actions)), np.zeros((len(verbs), size)),
                            np.random.default_rng(seed))

    def probabilities(self, x: Floats, legal: npt.NDArray[np.intp]) -> Floats:
        logits = self.bias[legal] + self.weights[self.verb_of[legal]] @ x
        logits -= logits.max()
        p = np.exp(logits)
        return p / p.sum()  # type: ignore[no-any-return]

    def choose(self, x: Floats, legal: npt.NDArray[np.intp], greedy: bool = False
               ) -> tuple[int, Floats]:
        p = self.probabilities(x, legal)
        i = int(np.argmax(p)) if greedy else int(self.rng.choice(len(legal), p=p))
        return i, p

    def step(self, x: Floats, legal: npt.NDArray[np.intp], chosen: int, p: Floats,
             scale: float) -> None:
        """Add scale × d log pi(legal[chosen]) / d(bias, weights), touching legal rows only.

        For a softmax over the legal ids, that gradient is (one-hot(chosen) - p) times
        each legal action's features.
        """
        coef = -scale * p
        coef[chosen] += scale
        self.bias[legal] += coef
        np.add.at(self.weights, self.verb_of[legal], coef[:, None] * x[None, :])


def play(policy: LinearPolicy, opponent: str, seed: int, learn: bool,
         greedy: bool = False) -> tuple[float, list[tuple[Floats, npt.NDArray[np.intp], int,
                                                       Floats]]]:
    """One game; returns the learner's final reward and its decisions."""
    env = ENVS.get(opponent)
    if env is None:
        env = ENVS[opponent] = gymnasium_env(GAME, 2, opponents=opponent)
    obs, _ = env.reset(seed=seed)
    trace = []
    reward, done = 0.0, False
    while not done:
        x = obs["observation"].astype(np.float64)
        legal = np.flatnonzero(obs["action_mask"])
        i, p = policy.choose(x, legal, greedy)
        if learn:
            trace.append((x, legal, i, p))
        obs, r, term, trunc, _ = env.step(np.int64(legal[i]))
        reward, done = float(r), term or trunc
    return reward, trace


ENVS: dict[str, WildtableEnv] = {}  # one environment per opponent, reused


def win_rate(policy: LinearPolicy, opponent: str, games: int, seed: int) -> float:
    wins = sum(play(policy, opponent, seed + g, learn=False)[0] > 0 for g in range(games))
    return wins / games


def train(policy: LinearPolicy, opponent: str, games: int, lr: float, seed: int) -> None:
    baseline = 0.0
    start = time.perf_counter()
    for g in range(games):
        reward, trace = play(policy, opponent, seed + g, learn=True)
        advantage = reward - baseline
        baseline += 0.05 * (reward - baseline)
        for x, legal, i, p in trace:
            policy.step(x, legal, i, p, lr * advantage)
        if (g + 1) % max(1, games // 10) == 0:
            rate = (g + 1) / (time.perf_counter() - start)
            print(f"  trained {g + 1}/{games} games ({rate:.1f} games/s), baseline {baseline:+.2f}",
                  flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=300, help="training games")
    parser.add_argument("--opponent", default="heuristic",
                        help="opponent while training: random, heuristic, ismcts:easy, ...")
    parser.add_argument("--eval-games", type=int, default=200, help="games per evaluation")
    parser.add_argument("--lr", type=float, default=0.003, help="learning rate")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    policy = LinearPolicy.for_game(GAME, args.seed)
    evaluation_seed = 1_000_000  # games never seen in training
    print(f"{GAME}, 2 players; policy: {policy.bias.size} biases, "
          f"{policy.weights.size} weights")
    for opponent in ("random", "heuristic"):
        rate = win_rate(policy, opponent, args.eval_games, evaluation_seed)
        print(f"before training: wins {rate:.1%} of {args.eval_games} against {opponent}")
    train(policy, args.opponent, args.games, args.lr, args.seed)
    for opponent in ("random", "heuristic"):
        rate = win_rate(policy, opponent, args.eval_games, evaluation_seed)
        print(f"after {args.games} games against {args.opponent}: "
              f"wins {rate:.1%} of {args.eval_games} against {opponent}")


if __name__ == "__main__":
    main()
