"""The Weavlings difficulty ladder: win rate per level with 95% intervals, and why games
are lost. The numbers and the plot behind weavlings.md.

    .venv/bin/python docs/balance/weavlings_ladder.py weav-*.parquet [--plot ladder.png]

Reads `wildtable simulate weavlings --option difficulty=LEVEL --out ...` tables (one or
more per level; rows are grouped by the difficulty option) and prints one Markdown row
per level: games, win rate [95% Wilson], mean turns, the share of games lost to Lost
Population / Wounds / the turn limit (WEAV-COUNT-1 `loss`), and the mean Lost Population
per game by cause (`lost_by`: Hard's setup, fed on, pushed out, Unhappy).
"""

from __future__ import annotations

import json
import statistics
import sys
from collections import defaultdict
from pathlib import Path

from wildtable.sim.stats import wilson
from wildtable.sim.table import Row, read_rows

LEVELS = ("easy", "normal", "hard", "hard+1", "hard+2", "hard+3", "hard+4", "hard+5",
          "nightmare")
LOSS = ("population", "wounds", "turn_limit")
LOST_BY = ("hard_setup", "fed", "pushed_out", "unhappy")


def mean(rows: list[Row], column: str) -> float:
    return statistics.mean(float(r.get(column) or 0) for r in rows)


def main(argv: list[str]) -> None:
    plot = None
    if "--plot" in argv:
        k = argv.index("--plot")
        plot = Path(argv[k + 1])
        argv = argv[:k] + argv[k + 2:]
    by: dict[str, list[Row]] = defaultdict(list)
    for a in argv:
        for r in read_rows(Path(a)):
            by[json.loads(str(r["options"]))["difficulty"]].append(r)
    print("| difficulty | games | win rate [95%] | mean turns | lost by population / "
          "wounds / turn limit | Lost Population per game: setup / fed / pushed out / "
          "Unhappy |")
    print("|---|---|---|---|---|---|")
    points = []
    for level in (x for x in LEVELS if x in by):
        rows = by[level]
        n = len(rows)
        wins = sum(float(r["win@0"]) for r in rows)
        lo, hi = wilson(wins, n)
        points.append((level, wins / n, lo, hi))
        loss = " / ".join(f"{100 * mean(rows, f'counter.loss.{c}@0'):.0f}%" for c in LOSS)
        lost = " / ".join(f"{mean(rows, f'counter.lost_by.{c}@0'):.2f}" for c in LOST_BY)
        print(f"| {level} | {n} | {100 * wins / n:.1f}% [{100 * lo:.1f}, {100 * hi:.1f}] | "
              f"{mean(rows, 'length'):.2f} | {loss} | {lost} |")
    if plot is not None:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt

        fig, ax = plt.subplots(figsize=(7, 3.5))
        xs = range(len(points))
        ys = [100 * p[1] for p in points]
        err = [[100 * (p[1] - p[2]) for p in points], [100 * (p[3] - p[1]) for p in points]]
        ax.errorbar(xs, ys, yerr=err, fmt="o-", capsize=4)
        ax.set_xticks(list(xs), [p[0] for p in points])
        ax.set_ylabel("heuristic win rate (%)")
        ax.set_title("Weavlings: win rate by difficulty (95% intervals)")
        ax.grid(axis="y", alpha=0.3)
        fig.tight_layout()
        fig.savefig(plot, dpi=100)


if __name__ == "__main__":
    main(sys.argv[1:])
