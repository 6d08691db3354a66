"""Speed figures and bot win rates for Weavlings.

`python -m wildtable.games.weavlings.bench` prints decisions per second and clone time;
`python -m wildtable.games.weavlings.bench rates 300` prints the heuristic bot's win rate
per difficulty (the table in docs/rules/weavlings.md), using every core.
"""

from __future__ import annotations

import time
from typing import Any

from ...engine import Rng, info_set
from .bots import HeuristicAgent
from .rules import DIFFICULTIES, new_game

DEFAULTS: dict[str, Any] = {"difficulty": "normal", "clear_skies": False,
                            "trapper": "wayfinder", "first_game": False, "baubles": False,
                            "predators": False, "traps": ""}


def measure(games: int = 300, clones: int = 20_000, **options: Any) -> dict[str, float]:
    """Random playouts (legal_actions + apply, setup included) and clone timing."""
    opts = {**DEFAULTS, **options}
    decisions = 0
    start = time.perf_counter()
    for seed in range(games):
        s = new_game(1, seed, opts)
        r = Rng(seed)
        while s.to_move is not None:
            s.apply(r.choice(s.legal_actions()))
            decisions += 1
    elapsed = time.perf_counter() - start
    s = new_game(1, 1, opts)
    s.apply(s.legal_actions()[0])
    t = time.perf_counter()
    for _ in range(clones):
        s.clone()
    clone_us = (time.perf_counter() - t) / max(clones, 1) * 1e6
    return {"games": games, "decisions": decisions,
            "decisions_per_s": decisions / elapsed if elapsed else 0.0, "clone_us": clone_us}


def bot_game(args: tuple[int, dict[str, Any]]) -> tuple[bool, int, str]:
    """One heuristic game: (won, turns, how it ended)."""
    seed, options = args
    s = new_game(1, seed, {**DEFAULTS, **options})
    agent = HeuristicAgent(seed)
    while s.to_move is not None:
        s.apply(agent.act(info_set(s)))
    return s.won, s.turn, s.ending


def win_rates(games: int, difficulties: tuple[str, ...] = DIFFICULTIES,
              **options: Any) -> dict[str, tuple[int, int, float]]:
    """Difficulty -> (wins, games, mean turns) over seeds 0..games-1."""
    import multiprocessing

    out: dict[str, tuple[int, int, float]] = {}
    with multiprocessing.Pool() as pool:
        for diff in difficulties:
            res = pool.map(bot_game, [(seed, {**options, "difficulty": diff})
                                      for seed in range(games)])
            out[diff] = (sum(r[0] for r in res), games, sum(r[1] for r in res) / games)
    return out


if __name__ == "__main__":
    import sys

    if len(sys.argv) > 1 and sys.argv[1] == "rates":
        n = int(sys.argv[2]) if len(sys.argv) > 2 else 300
        extra: dict[str, Any] = {k: v == "true" for k, v in (a.split("=") for a in sys.argv[3:])}
        for diff, (wins, total, turns) in win_rates(n, **extra).items():
            print(f"| {diff} | {wins}/{total} | {100 * wins / total:.0f}% | {turns:.1f} |")
    else:
        for key, value in measure().items():
            print(f"{key}: {value:.1f}")
