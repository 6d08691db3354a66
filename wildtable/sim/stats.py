"""Small statistics for win rates: shares of wins, Wilson score intervals, sign tests."""

from __future__ import annotations

import math


def wilson(wins: float, games: int, z: float = 1.959964) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate; shared wins count fractionally."""
    if games == 0:
        return (0.0, 1.0)
    p = wins / games
    denom = 1 + z * z / games
    centre = (p + z * z / (2 * games)) / denom
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def sign_test(wins: int, losses: int) -> float:
    """Two-sided exact sign test of paired games (two levels on the same deals): the
    chance that a split at least this uneven arises when each deal's winner, among the
    deals only one of them won, is a coin toss."""
    n = wins + losses
    tail = sum(math.comb(n, k) for k in range(min(wins, losses) + 1)) / (1 << n)
    return min(1.0, 2 * tail)
