"""Train a small masked policy with numpy alone: REINFORCE on a linear softmax.

    python examples/masked_reinforce.py                              # Weavlings, normal
    python examples/masked_reinforce.py --difficulty easy --games 5000
    python examples/masked_reinforce.py --game war-of-the-wilds --games 300

The learner plays Weavlings in the Wilds (solo) through the Gymnasium environment, or
seat 0 of 2-player War of the Wilds against a fixed opponent. Its policy scores each
legal action id `a` as

    logit(a) = bias[a] + weights[row(a)] · observation

softmaxed over the legal ids only: illegal ids get no probability at all. `row(a)` is
the action's verb ("lure", "collect", "play"...), so actions of a verb share one weight
vector, or with `--per-action` the action itself (one weight vector per action id:
"lure 5" can learn to look at space 5). After each game every decision is pushed
towards (+) or away from (-) what it chose, in proportion to the game's return minus a
running baseline.

The return is the win (+1) or loss (-1). Weavlings is rarely won by chance, so by
default its return also counts the Population lured home (`--shaped`, score / 10
added): a lost game that lured 6 is better than one that lured 2. Win rates are always
the plain rate of games won.

It prints win rates before and after training on evaluation seeds never used in
training: for Weavlings beside the heuristic bot's win rate on the same seeds and
difficulty; for War of the Wilds against random and heuristic opponents.
docs/rl.md keeps the figures seen.
"""

from __future__ import annotations

import argparse
import time
from dataclasses import dataclass, field
from typing import Any

import numpy as np
import numpy.typing as npt

import wildtable
from wildtable.engine import info_set
from wildtable.rl import gymnasium_env, spaces_of
from wildtable.rl.gymnasium_adapter import WildtableEnv

Floats = npt.NDArray[np.float64]
Ids = npt.NDArray[np.intp]
Trace = list[tuple[Floats, Ids, int, Floats]]
GAMES = ("weavlings", "war-of-the-wilds")
EVALUATION_SEED = 1_000_000  # evaluation games start here; training seeds stay below


@dataclass
class LinearPolicy:
    """bias per action id, a weight vector per row; `row_of[a]` is the row of id a."""

    row_of: Ids
    bias: Floats
    weights: Floats
    rng: np.random.Generator = field(repr=False)

    @staticmethod
    def for_game(game_id: str, seed: int, per_action: bool = False) -> LinearPolicy:
        actions = spaces_of(game_id).spaces.actions
        if per_action:
            row_of = np.arange(len(actions), dtype=np.intp)
        else:
            verbs = sorted({a.split()[0] for a in actions})
            row_of = np.array([verbs.index(a.split()[0]) for a in actions], dtype=np.intp)
        size = spaces_of(game_id).observation_size
        return LinearPolicy(row_of, np.zeros(len(actions)),
                            np.zeros((int(row_of.max()) + 1, size)),
                            np.random.default_rng(seed))

    def probabilities(self, x: Floats, legal: Ids) -> Floats:
        logits = self.bias[legal] + self.weights[self.row_of[legal]] @ x
        logits -= logits.max()
        p = np.exp(logits)
        return p / p.sum()  # type: ignore[no-any-return]

    def choose(self, x: Floats, legal: Ids, greedy: bool = False) -> tuple[int, Floats]:
        p = self.probabilities(x, legal)
        i = int(np.argmax(p)) if greedy else int(self.rng.choice(len(legal), p=p))
        return i, p

    def step(self, x: Floats, legal: Ids, chosen: int, p: Floats, scale: float) -> None:
        """Add scale × d log pi(legal[chosen]) / d(bias, weights), touching legal rows only.

        For a softmax over the legal ids, that gradient is (one-hot(chosen) - p) times
        each legal action's features.
        """
        coef = -scale * p
        coef[chosen] += scale
        self.bias[legal] += coef
        np.add.at(self.weights, self.row_of[legal], coef[:, None] * x[None, :])


@dataclass
class Table:
    """What the learner plays: a game, its options and, for War of the Wilds, an opponent."""

    game: str
    options: dict[str, Any] = field(default_factory=dict)
    opponent: str = "heuristic"  # ignored in a solo game
    envs: dict[str, WildtableEnv] = field(default_factory=dict, repr=False)

    @property
    def solo(self) -> bool:
        return wildtable.game(self.game).seats.start == 1

    def env(self, opponent: str | None = None) -> WildtableEnv:
        """One environment per opponent, reused (the engine deals afresh on reset)."""
        key = "solo" if self.solo else (opponent or self.opponent)
        env = self.envs.get(key)
        if env is None:
            if self.solo:
                env = gymnasium_env(self.game, 1, **self.options)
            else:
                env = gymnasium_env(self.game, 2, opponents=key, **self.options)
            self.envs[key] = env
        return env


def play(policy: LinearPolicy, env: WildtableEnv, seed: int, learn: bool,
         greedy: bool = False) -> tuple[float, float, Trace]:
    """One game; returns the learner's reward (+1 win, -1 loss), its score and its trace."""
    obs, _ = env.reset(seed=seed)
    trace: Trace = []
    reward, done = 0.0, False
    while not done:
        x = obs["observation"].astype(np.float64)
        legal = np.flatnonzero(obs["action_mask"])
        i, p = policy.choose(x, legal, greedy)
        if learn:
            trace.append((x, legal, i, p))
        obs, r, term, trunc, _ = env.step(np.int64(legal[i]))
        reward, done = float(r), term or trunc
    score = env.match.state.result().scores[env.seat]
    return reward, score, trace


def win_rate(policy: LinearPolicy, table: Table, games: int, seed: int = EVALUATION_SEED,
             opponent: str | None = None) -> float:
    env = table.env(opponent)
    wins = sum(play(policy, env, seed + g, learn=False)[0] > 0 for g in range(games))
    return wins / games


def heuristic_win_rate(table: Table, games: int, seed: int = EVALUATION_SEED) -> float:
    """The game's heuristic bot alone on the same seeds (solo games only)."""
    game = wildtable.game(table.game)
    wins = 0
    for g in range(games):
        state = game.new(1, seed + g, **table.options)
        agent = game.heuristic(seed + g)
        while not state.is_over:
            state.apply(agent.act(info_set(state)))
        wins += 0 in state.result().winners
    return wins / games


def train(policy: LinearPolicy, table: Table, games: int, lr: float, seed: int = 0,
          shaped: bool = False, report: int = 10) -> None:
    """REINFORCE: after each game, every decision moves by lr × (return - baseline)."""
    env = table.env()
    baseline = 0.0
    start = time.process_time()
    wins = 0
    for g in range(games):
        reward, score, trace = play(policy, env, seed + g, learn=True)
        ret = reward + (score / 10 if shaped else 0.0)
        advantage = ret - baseline
        baseline += 0.05 * (ret - baseline)
        wins += reward > 0
        for x, legal, i, p in trace:
            policy.step(x, legal, i, p, lr * advantage)
        if (g + 1) % max(1, games // report) == 0:
            rate = (g + 1) / max(1e-9, time.process_time() - start)
            print(f"  trained {g + 1}/{games} games ({rate:.1f} games per CPU second), "
                  f"baseline {baseline:+.2f}, won {wins} so far", flush=True)


def evaluate(policy: LinearPolicy, table: Table, games: int, when: str) -> None:
    if table.solo:
        rate = win_rate(policy, table, games)
        print(f"{when}: learner wins {rate:.1%} of {games}", flush=True)
        return
    for opponent in ("random", "heuristic"):
        rate = win_rate(policy, table, games, opponent=opponent)
        print(f"{when}: wins {rate:.1%} of {games} against {opponent}", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    parser.add_argument("--game", default="weavlings", choices=GAMES)
    parser.add_argument("--difficulty", default="normal", help="Weavlings difficulty")
    parser.add_argument("--games", type=int, default=5000, help="training games")
    parser.add_argument("--opponent", default="heuristic",
                        help="War of the Wilds opponent while training: random, heuristic, ...")
    parser.add_argument("--eval-games", type=int, default=200, help="games per evaluation")
    parser.add_argument("--lr", type=float, default=0.003, help="learning rate")
    parser.add_argument("--per-action", action="store_true",
                        help="one weight vector per action id instead of per verb")
    parser.add_argument("--shaped", choices=("yes", "no"), default=None,
                        help="add score / 10 to the return (default: yes for Weavlings)")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    options = {"difficulty": args.difficulty} if args.game == "weavlings" else {}
    table = Table(args.game, options, args.opponent)
    shaped = (args.shaped or ("yes" if table.solo else "no")) == "yes"
    policy = LinearPolicy.for_game(args.game, args.seed, args.per_action)
    ret = "win ± 1 + score / 10" if shaped else "win ± 1"
    print(f"{args.game} {options or ''}; policy: {policy.bias.size} biases, "
          f"{policy.weights.size} weights; return {ret}")
    if table.solo:
        rate = heuristic_win_rate(table, args.eval_games)
        print(f"heuristic bot on the same seeds: wins {rate:.1%} of {args.eval_games}")
    evaluate(policy, table, args.eval_games, "before training")
    start = time.process_time()
    train(policy, table, args.games, args.lr, args.seed, shaped)
    print(f"training took {time.process_time() - start:.0f} CPU seconds")
    against = "" if table.solo else f" against {args.opponent}"
    evaluate(policy, table, args.eval_games, f"after {args.games} games{against}")


if __name__ == "__main__":
    main()
