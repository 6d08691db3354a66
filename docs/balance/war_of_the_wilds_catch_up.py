"""How often War of the Wilds' catch-up cards decide the winner: the numbers in
war-of-the-wilds.md ("Spreading the catch-up").

    .venv/bin/python docs/balance/war_of_the_wilds_catch_up.py results.parquet [...]

Reads results tables written by `wildtable simulate --out`. Each game's counters say how
many acorns each seat took with a catch-up effect (`caught_up`) and lost to one
(`caught_up_from`). Undoing them on the final scores (taking back what each seat took,
giving back what it lost, ties still broken by stored acorns) and comparing winners is a
first-order estimate of how often the catch-up decided the game: it keeps every decision
the agents made, and it counts an acorn as kept to the end, which a stolen or Fox-taken
one was not.
"""

from __future__ import annotations

import sys
from pathlib import Path

from wildtable.sim.metrics import groups
from wildtable.sim.table import Row, read_rows


def winners(row: Row, undo: bool) -> set[int]:
    players = int(row["players"])
    keys = []
    for s in range(players):
        score = float(row[f"score@{s}"])
        if undo:
            score -= float(row.get(f"counter.caught_up@{s}") or 0)
            score += float(row.get(f"counter.caught_up_from@{s}") or 0)
        keys.append((score, float(row.get(f"counter.stored@{s}") or 0)))
    best = max(keys)
    return {s for s in range(players) if keys[s] == best}


def main(paths: list[str]) -> None:
    rows = [r for p in paths for r in read_rows(Path(p))]
    for g in groups(rows):
        rs = g.rows
        used = sum(1 for r in rs if any(float(r.get(f"counter.caught_up@{s}") or 0)
                                        for s in range(g.players)))
        changed = sum(1 for r in rs if winners(r, undo=False) != winners(r, undo=True))
        print(f"{g.label}: {len(rs)} games; catch-up used in {used / len(rs):.1%}; "
              f"undoing it changes the winner in {changed / len(rs):.1%}")


if __name__ == "__main__":
    main(sys.argv[1:])
