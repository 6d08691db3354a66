"""Speed figures for Weavlings: random-play decisions per second and clone time.

Run with `python -m wildtable.games.weavlings.bench`; `wildtable bench` can call `measure`.
"""

from __future__ import annotations

import time
from typing import Any

from ...engine import Rng
from .rules import new_game

DEFAULTS: dict[str, Any] = {"difficulty": "normal", "clear_skies": False,
                            "trapper": "wayfinder", "first_game": False, "baubles": False,
                            "predators": False}


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


if __name__ == "__main__":
    for key, value in measure().items():
        print(f"{key}: {value:.1f}")
