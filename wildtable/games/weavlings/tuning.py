"""The heuristic bot's win rate per difficulty, used to tune the designed cards.

`python -m wildtable.games.weavlings.tuning 300` prints the table kept in
docs/rules/weavlings.md, using every core. (Speed figures: `wildtable bench weavlings`.)
"""

from __future__ import annotations

from typing import Any, Final

from ...engine import info_set
from .bots import HeuristicAgent
from .setup import DIFFICULTIES, new_game

DEFAULTS: Final[dict[str, Any]] = {"difficulty": "normal", "clear_skies": False,
                                   "trapper": "wayfinder", "first_game": False, "baubles": False,
                                   "predators": False, "traps": "", "win_population": 10,
                                   "lose_population": 10, "wound_limit": 10}


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

    n = int(sys.argv[1]) if len(sys.argv) > 1 else 300
    extra: dict[str, Any] = {k: v == "true" for k, v in (a.split("=") for a in sys.argv[2:])}
    for diff, (wins, total, turns) in win_rates(n, **extra).items():
        print(f"| {diff} | {wins}/{total} | {100 * wins / total:.0f}% | {turns:.1f} |")
