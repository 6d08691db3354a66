"""Fit the weights of Wilderness' `evaluate` (bots.py) to heuristic self-play.

    .venv/bin/python docs/balance/wilderness_evaluate_fit.py [GAMES]

Plays GAMES (default 4 000) heuristic games at two players and as many solo. Each tenth
decision gives one row: every seat's `standing` (areas to the village, exhaustion used,
energy a turn, thirst and hunger past the free squares, Event cards, Sickness cards) and
who won. Two players: P(seat 0 wins) = 1 / (1 + exp(-w·(s0 - s1))), the conditional
logit of two seats, over rows where both live and one won. Solo: a logistic curve with an
intercept. Each fit is by Newton's method on the games of seeds not divisible by five and
scored (log loss) on the rest, beside the same score of the weights in bots.py.
"""

from __future__ import annotations

import sys

import numpy as np
from rich.progress import track

import wildtable
from wildtable.engine import info_set
from wildtable.games.wilderness.bots import RIVALS, SOLO, SOLO_BASE, standing
from wildtable.games.wilderness.state import WildState

TERMS = ("areas to the village", "exhaustion used", "energy a turn", "thirst past free",
         "hunger past free", "Event cards", "Sickness cards")


def play(players: int, seed: int) -> tuple[list[list[tuple[float, ...]]], list[int]]:
    """One heuristic game: the standings every tenth decision while all live, and the
    winners."""
    g = wildtable.game("wilderness")
    s = g.new(players=players, seed=seed)
    assert isinstance(s, WildState)
    bots = [g.heuristic(seed * 8 + p) for p in range(players)]
    rows: list[list[tuple[float, ...]]] = []
    step = 0
    while s.to_move is not None:
        if step % 10 == 0 and all(s.alive):
            rows.append([standing(s, p) for p in range(players)])
        s.apply(bots[s.to_move].act(info_set(s)))
        step += 1
    return rows, s.result().winners


def logistic(x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """Weights of P(y) = 1 / (1 + exp(-x·w)) by Newton's method."""
    w = np.zeros(x.shape[1])
    for _ in range(30):
        p = 1 / (1 + np.exp(-x @ w))
        hess = (x * (p * (1 - p))[:, None]).T @ x + 1e-9 * np.eye(x.shape[1])
        w += np.linalg.solve(hess, x.T @ (y - p))
    return w


def log_loss(z: np.ndarray, y: np.ndarray) -> float:
    p = np.clip(1 / (1 + np.exp(-z)), 1e-9, 1 - 1e-9)
    return float(-np.mean(y * np.log(p) + (1 - y) * np.log(1 - p)))


def report(name: str, w: np.ndarray, ours: np.ndarray, x: np.ndarray, y: np.ndarray,
           test: np.ndarray) -> None:
    print(f"{name}: {len(y)} rows, {test.sum()} held out; log loss held out: fitted "
          f"{log_loss(x[test] @ w, y[test]):.4f}, bots.py {log_loss(x[test] @ ours, y[test]):.4f}")
    for term, fitted, used in zip(("intercept", *TERMS) if len(w) > len(TERMS) else TERMS,
                                  w, ours, strict=True):
        print(f"  {term:22s} fitted {fitted:+.4f}   bots.py {used:+.4f}")


def main(games: int) -> None:
    diffs: list[tuple[float, ...]] = []
    won: list[float] = []
    seeds: list[int] = []
    for seed in track(range(games), description="2 players"):
        rows, winners = play(2, seed)
        if len(winners) != 1:
            continue
        for a, b in rows:
            diffs.append(tuple(p - q for p, q in zip(a, b, strict=True)))
            won.append(1.0 if winners == [0] else 0.0)
            seeds.append(seed)
    x, y, test = np.array(diffs), np.array(won), np.array(seeds) % 5 == 0
    report("2 players", logistic(x[~test], y[~test]), np.array(RIVALS), x, y, test)

    feats: list[tuple[float, ...]] = []
    won, seeds = [], []
    for seed in track(range(games), description="solo"):
        rows, winners = play(1, seed)
        feats += [(1.0, *r[0]) for r in rows]
        won += [1.0 if winners else 0.0] * len(rows)
        seeds += [seed] * len(rows)
    x, y, test = np.array(feats), np.array(won), np.array(seeds) % 5 == 0
    report("solo", logistic(x[~test], y[~test]), np.array((SOLO_BASE, *SOLO)), x, y, test)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 4000)
