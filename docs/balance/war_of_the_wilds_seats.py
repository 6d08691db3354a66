"""How War of the Wilds games are won, by seat: the numbers behind war-of-the-wilds.md.

    .venv/bin/python docs/balance/war_of_the_wilds_seats.py results.parquet [...]

Reads results tables written by `wildtable simulate --out` and prints, per player count:
how each seat's wins were decided, the winning margin, and what-if compensations read
off the final scores (later seats given extra buried acorns; ties still broken by
stored acorns). A half acorn stands for "wins ties on buried acorns against earlier
seats". The what-ifs keep every decision the agents made, so they estimate the
first-order effect of a rule; a sweep of a real option is the stronger test.
"""

from __future__ import annotations

import itertools
import sys
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

from wildtable.sim.metrics import Rate, groups
from wildtable.sim.table import Row, read_rows


def winners(row: Row, bonus: Sequence[float], later_wins_ties: bool = False) -> list[int]:
    players = int(row["players"])
    keys = [(float(row[f"score@{s}"]) + bonus[s], float(row.get(f"counter.stored@{s}") or 0))
            for s in range(players)]
    best = max(keys)
    won = [s for s in range(players) if keys[s] == best]
    return won[-1:] if later_wins_ties else won


def seat_rates(rows: list[Row], bonus: Sequence[float],
               later_wins_ties: bool = False) -> list[float]:
    wins = [0.0] * len(bonus)
    for row in rows:
        won = winners(row, bonus, later_wins_ties)
        for s in won:
            wins[s] += 1 / len(won)
    return [w / len(rows) for w in wins]


def main(paths: list[str]) -> None:
    rows = [r for p in paths for r in read_rows(Path(p))]
    for g in groups(rows):
        n, rs = g.players, g.rows
        print(f"\n## {g.label}: {len(rs)} games")
        how: Counter[tuple[int, str]] = Counter()
        margins: Counter[int] = Counter()
        for r in rs:
            won = [int(w) for w in str(r["winners"]).split()]
            reason = str(r["reason"])
            kind = ("shared win" if "shared" in reason else
                    "tie on buried, broken by stored" if "tie broken" in reason else
                    "most buried outright")
            for w in won:
                how[(w, kind)] += 1
            scores = sorted((float(r[f"score@{s}"]) for s in range(n)), reverse=True)
            margins[min(int(scores[0] - scores[1]), 5)] += 1
        print("seat | most buried outright | tie broken by stored | shared win")
        for s in range(n):
            print(f"{s} | {how[(s, 'most buried outright')]} | "
                  f"{how[(s, 'tie on buried, broken by stored')]} | {how[(s, 'shared win')]}")
        print("margin (winner minus runner-up, buried; 5 = 5 or more): "
              + ", ".join(f"{m}: {c / len(rs):.1%}" for m, c in sorted(margins.items())))
        fair = 1 / n
        print("what-if | seat win rates | seat 0 minus fair share")
        cases = {"as played": [0.0] * n}
        for k in (1, 2, 3):
            cases[f"seats after the first +{k} buried"] = [0.0] + [float(k)] * (n - 1)
        cases["seat s +s buried (1, 2, 3…)"] = [float(s) for s in range(n)]
        best = min(
            (b for b in itertools.product((0, 0.5, 1, 1.5, 2), repeat=n - 1)
             if list(b) == sorted(b)),
            key=lambda b: max(abs(x - fair) for x in seat_rates(rs, [0, *b])))
        cases[f"best bonus by seat, 0-2 in halves: {[0, *best]}"] = [0.0, *map(float, best)]
        for label, bonus in cases.items():
            rates = seat_rates(rs, bonus)
            first = Rate("seat 0", rates[0] * len(rs), len(rs))
            lo, hi = first.ci95
            print(f"{label} | " + " / ".join(f"{x:.1%}" for x in rates)
                  + f" | {rates[0] - fair:+.1%} [{lo - fair:+.1%}, {hi - fair:+.1%}]")
        rates = seat_rates(rs, [0.0] * n, later_wins_ties=True)
        print("full ties go to the latest tied seat | " + " / ".join(f"{x:.1%}" for x in rates)
              + f" | {rates[0] - fair:+.1%}")


if __name__ == "__main__":
    main(sys.argv[1:])
