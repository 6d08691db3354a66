"""Fit the constants of Wild Realms' `evaluate` (bots.py) to heuristic self-play.

    .venv/bin/python docs/balance/wild_realms_evaluate_fit.py [GAMES]

Plays GAMES (default 1 500) heuristic games at 2, 3 and 4 players and solo. Two
players: one row per seat at the start of each turn (the seat's `value` minus its
opponent's) and whether that seat won; fits the softmax temperature. Three and four
players: one row per turn (every seat's `value`) in games with one winner; finds the
temperature of the softmax over all seats that fits best, beside the code's. Solo: one
row each time the deck shrinks (`value`, cards left to draw) and whether the deal was
won; fits a logistic curve. Prints the fitted constants, the log loss of the fit and of
the old constants, and how often a lead of one, two and three locked realms went on to
win.
"""

from __future__ import annotations

import sys

import numpy as np
from rich.progress import track

import wildtable
from wildtable.engine import info_set
from wildtable.games.wild_realms.bots import TEMPERATURE, value
from wildtable.games.wild_realms.state import WildState


def play(players: int, seed: int) -> tuple[list[list[float]], list[int]]:
    """One heuristic game: a row at the start of each turn (solo: each time the deck
    shrinks), and its winners. With two or more players a row is every seat's `value`,
    then every seat's locked realms; solo, the seat's `value` and the cards left to draw."""
    g = wildtable.game("wild-realms")
    s = g.new(players=players, seed=seed)
    assert isinstance(s, WildState)
    bots = [g.heuristic(seed * 16 + p) for p in range(players)]
    rows: list[list[float]] = []
    mark: int | None = None
    while s.to_move is not None:
        now = s.active if players > 1 else len(s.deck[0])
        if now != mark and not s.queue:
            mark = now
            if players == 1:
                rows.append([value(s, 0), len(s.deck[0])])
            else:
                rows.append([value(s, p) for p in range(players)]
                            + [sum(s.locked[p * 4:p * 4 + 4]) for p in range(players)])
        s.apply(bots[s.to_move].act(info_set(s)))
    return rows, s.result().winners


def softmax_loss(x: np.ndarray, winner: np.ndarray, temperature: float) -> float:
    """Mean log loss of the winner under a softmax over the seats' values."""
    z = (x - x.max(axis=1, keepdims=True)) / temperature
    log_p = z - np.log(np.exp(z).sum(axis=1, keepdims=True))
    return float(-log_p[np.arange(len(winner)), winner].mean())


def logistic(x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """Weights of P(y) = 1 / (1 + exp(-x·w)) by Newton's method."""
    w = np.zeros(x.shape[1])
    for _ in range(50):
        p = 1 / (1 + np.exp(-x @ w))
        hess = (x * (p * (1 - p))[:, None]).T @ x + 1e-9 * np.eye(x.shape[1])
        w += np.linalg.solve(hess, x.T @ (y - p))
    return w


def log_loss(p: np.ndarray, y: np.ndarray) -> float:
    p = np.clip(p, 1e-9, 1 - 1e-9)
    return float(-np.mean(y * np.log(p) + (1 - y) * np.log(1 - p)))


def main(games: int) -> None:
    feats: list[list[float]] = []
    won: list[float] = []
    for seed in track(range(games), description="2 players"):
        rows, winners = play(2, seed)
        for v0, v1, l0, l1 in rows:  # both seats' points of view
            for sign, seat in ((1, 0), (-1, 1)):
                feats.append([sign * (v0 - v1), sign * (l0 - l1)])
                won.append(1.0 / len(winners) if seat in winners else 0.0)
    x, y = np.array(feats), np.array(won)
    fitted = 1 / logistic(x[:, :1], y)[0]

    def loss(temperature: float) -> float:
        return log_loss(1 / (1 + np.exp(-x[:, 0] / temperature)), y)

    print(f"2 players: {len(y)} rows; temperature {fitted:.0f} value points, log loss "
          f"{loss(fitted):.4f} (the code's {TEMPERATURE:.0f}: {loss(TEMPERATURE):.4f}; "
          f"the first guess, 35: {loss(35):.4f})")
    for lead in (1, 2, 3):
        ahead = x[:, 1] == lead
        print(f"  {lead} locked realm(s) ahead at the start of a turn: "
              f"won {y[ahead].mean():.1%} of {ahead.sum()}")

    for players in (3, 4):
        values: list[list[float]] = []
        winner: list[int] = []
        for seed in track(range(games), description=f"{players} players"):
            rows, winners = play(players, seed)
            if len(winners) == 1:
                values += [row[:players] for row in rows]
                winner += [winners[0]] * len(rows)
        x, who = np.array(values), np.array(winner)
        best = min(range(50, 805, 5), key=lambda t: softmax_loss(x, who, t))
        print(f"{players} players: {len(who)} rows; temperature {best} value points, log loss "
              f"{softmax_loss(x, who, best):.4f} (the code's {TEMPERATURE:.0f}: "
              f"{softmax_loss(x, who, TEMPERATURE):.4f}; no information: "
              f"{np.log(players):.4f})")

    feats, won = [], []
    for seed in track(range(games), description="solo"):
        rows, winners = play(1, seed)
        feats += rows
        won += [1.0 if winners else 0.0] * len(rows)
    x, y = np.array(feats), np.array(won)
    w = logistic(np.c_[np.ones(len(y)), x], y)
    per_card = w[2] / w[1]
    print(f"solo: {len(y)} rows; x = (value + {per_card:.1f} × cards left - "
          f"{-w[0] / w[1]:.0f}) / {1 / w[1]:.0f}, log loss "
          f"{log_loss(1 / (1 + np.exp(-(np.c_[np.ones(len(y)), x] @ w))), y):.4f} "
          f"(value alone, (value - 330) / 40: "
          f"{log_loss(1 / (1 + np.exp(-(x[:, 0] - 330) / 40)), y):.4f})")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 1500)
