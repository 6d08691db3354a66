"""Elo ratings from game results: a Bradley–Terry fit with bootstrap intervals.

Each multiplayer game is read as pairwise results between its seats: a winner beats
every non-winner; two winners, or two non-winners, draw.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from ..engine import Rng

Pair = tuple[str, str, float]  # (a, b, score of a: 1 win, 0.5 draw, 0 loss)


def pairwise(agents: Sequence[str], winners: Sequence[int]) -> list[Pair]:
    out: list[Pair] = []
    for i in range(len(agents)):
        for j in range(i + 1, len(agents)):
            if agents[i] == agents[j]:
                continue
            wi, wj = i in winners, j in winners
            out.append((agents[i], agents[j], 0.5 if wi == wj else 1.0 if wi else 0.0))
    return out


def fit(pairs: Sequence[Pair], names: Sequence[str], iterations: int = 200) -> dict[str, float]:
    """Maximum-likelihood Bradley–Terry strengths as Elo points, mean 1500.

    A prior of one draw against a virtual average player keeps unbeaten or winless
    agents finite.
    """
    wins = {n: 0.5 for n in names}
    games: dict[tuple[str, str], float] = {}
    for a, b, score in pairs:
        wins[a] += score
        wins[b] += 1.0 - score
        key = (a, b) if a < b else (b, a)
        games[key] = games.get(key, 0.0) + 1.0
    strength = {n: 1.0 for n in names}
    for _ in range(iterations):
        new = {}
        for n in names:
            denom = 1.0 / (strength[n] + 1.0)  # the prior's virtual game
            for (a, b), count in games.items():
                if n in (a, b):
                    other = b if n == a else a
                    denom += count / (strength[n] + strength[other])
            new[n] = wins[n] / denom
        scale = math.exp(sum(math.log(v) for v in new.values()) / len(new))
        strength = {n: v / scale for n, v in new.items()}
    return {n: 1500.0 + 400.0 * math.log10(strength[n]) for n in names}


def ratings(games: Sequence[list[Pair]], names: Sequence[str], seed: int = 0,
            resamples: int = 200) -> dict[str, dict[str, object]]:
    """Ratings with 95% intervals from a parametric bootstrap.

    Each replicate redraws every pairwise result from the fitted ratings and fits again.
    Resampling whole games instead collapses to a point when every game went the same
    way (12 wins of 12 resample to 12 of 12), which would claim certainty nobody has;
    the fitted model, kept finite by the prior, always leaves the loser some chance.
    Pairs of one multiplayer game are redrawn independently: a simplification.
    """
    point = fit([p for g in games for p in g], names)
    rng = Rng(seed)
    pairs = [(a, b) for g in games for a, b, _ in g]
    win_chance = {
        (a, b): 1.0 / (1.0 + 10 ** ((point[b] - point[a]) / 400.0)) for a, b in set(pairs)
    }
    samples: dict[str, list[float]] = {n: [] for n in names}
    for _ in range(resamples if pairs else 0):
        drawn = [(a, b, 1.0 if rng.below(1 << 30) < win_chance[a, b] * (1 << 30) else 0.0)
                 for a, b in pairs]
        for n, r in fit(drawn, names, iterations=60).items():
            samples[n].append(r)
    out: dict[str, dict[str, object]] = {}
    for n in names:
        s = sorted(samples[n])
        lo = s[int(0.025 * (len(s) - 1))] if s else point[n]
        hi = s[int(0.975 * (len(s) - 1))] if s else point[n]
        out[n] = {"rating": round(point[n], 1), "ci95": [round(lo, 1), round(hi, 1)]}
    return out
