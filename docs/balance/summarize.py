"""The key figures of results tables as text: the numbers behind the per-game pages.

    .venv/bin/python docs/balance/summarize.py results.parquet [...] [--top 8] [--prefix P]

Reads tables written by `wildtable simulate --out` or `wildtable sweep --out DIR`
(DIR/results.parquet), or a run's `.partial` journal while it is still going, and
prints per group (game, players, options): the games, each seat's win rate with its 95%
Wilson interval, seat 0's edge over a fair share, the mean length, how games ended, the
win rate of whoever moved first (games that roll for it), the per-seat counters with
the largest and smallest win-rate difference (correlation, not
cause), and deaths by cause and by day when the game reports them. `--prefix played.`
keeps only the counters whose names start so (e.g. one card family).
"""

from __future__ import annotations

import json
import statistics
import sys
from collections import Counter
from pathlib import Path

import wildtable
from wildtable.sim.metrics import (
    Group,
    deaths,
    endings,
    first_player,
    groups,
    impacts,
    lengths,
    seat_rates,
)
from wildtable.sim.stats import wilson
from wildtable.sim.table import Row, read_rows


def load(path: Path) -> list[Row]:
    if path.is_dir():
        path = path / "results.parquet"
    if path.suffix == ".partial":
        return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    return read_rows(path)


def pct(x: float) -> str:
    return f"{100 * x:.1f}%"


def first_seat(g: Group, row: Row) -> int | None:
    """The seat that moved first: the game's `went_first` counter, or (for tables written
    before it existed) the same counter of the game set up again from the row's seed."""
    for s in range(g.players):
        v = row.get(f"counter.went_first@{s}")
        if v is not None and float(v) > 0:
            return s
    if row.get("counter.went_first@0") is not None:
        return None
    state = wildtable.game(g.game).new(players=g.players, seed=int(row["seed"]),
                                       **json.loads(g.options or "{}"))
    first = state.result().details.get("went_first")
    return first.index(1) if isinstance(first, list) and 1 in first else None


def first_mover(g: Group) -> None:
    """The first mover's win rate against a fair share, when the game says who it was."""
    firsts = [first_seat(g, r) for r in g.rows]
    if any(f is None for f in firsts):
        return
    n = len(g.rows)
    wins = sum(float(r.get(f"win@{f}") or 0) for r, f in zip(g.rows, firsts, strict=True))
    decided = sum(1 for r in g.rows if str(r.get("winners") or "").strip())
    fair = decided / n / g.players
    lo, hi = wilson(wins, n)
    print(f"  first mover: {pct(wins / n)} [{pct(lo)}, {pct(hi)}]; minus fair share "
          f"{pct(fair)}: {100 * (wins / n - fair):+.1f} [{100 * (lo - fair):+.1f}, "
          f"{100 * (hi - fair):+.1f}] points")


def show(g: Group, top: int, prefix: str = "") -> None:
    print(f"\n## {g.label}: {len(g.rows)} games")
    for r in seat_rates(g):
        lo, hi = r.ci95
        print(f"  {r.label}: {pct(r.rate)} [{pct(lo)}, {pct(hi)}]")
    if g.players > 1:
        seat0, fair = first_player(g)
        lo, hi = seat0.ci95
        print(f"  seat 0 minus fair share {pct(fair)}: {100 * (seat0.rate - fair):+.1f} "
              f"[{100 * (lo - fair):+.1f}, {100 * (hi - fair):+.1f}] points")
        first_mover(g)
    unit, lens = lengths(g)
    print(f"  mean {unit}: {statistics.mean(lens):.2f} (median {statistics.median(lens)})")
    for e in endings(g)[:6]:
        print(f"  ended: {e['reason']!s:60} winners {e['winners']!s:6} {e['games']}")
    found = [i for i in impacts(g) if min(i.with_it.games, i.without.games) >= 30
             and i.counter.startswith(prefix)]
    if found and top > 0:
        print(f"  counters, largest win-rate difference first (of {len(found)} with 30+ "
              "seats on each side):")
        ranked = found[:top] + (["..."] if len(found) > 2 * top else []) + found[-top:]
        seen: set[str] = set()
        for i in ranked:
            if isinstance(i, str):
                print("    ...")
                continue
            if i.counter in seen:
                continue
            seen.add(i.counter)
            a, b = i.with_it, i.without
            print(f"    {i.counter} {i.split}: {pct(a.rate)} of {a.games} "
                  f"[{pct(a.ci95[0])}, {pct(a.ci95[1])}] vs {pct(b.rate)} of {b.games}: "
                  f"{100 * i.difference:+.1f}")
    dead = deaths(g)
    if dead:
        seats = len(g.rows) * g.players
        total = sum(dead.values())
        print(f"  deaths: {total} of {seats} seats ({pct(total / seats)})")
        by_cause: Counter[str] = Counter()
        by_day: Counter[int] = Counter()
        for (day, cause), n in dead.items():
            by_cause[cause] += n
            by_day[day] += n
        print("    by cause: " + ", ".join(f"{c} {n} ({pct(n / total)})"
                                         for c, n in by_cause.most_common()))
        print("    by day: " + ", ".join(f"{d}: {by_day[d]}" for d in sorted(by_day)))


def main(argv: list[str]) -> None:
    flags = {"--top": "8", "--prefix": ""}
    for flag in flags:
        if flag in argv:
            k = argv.index(flag)
            flags[flag] = argv[k + 1]
            argv = argv[:k] + argv[k + 2:]
    rows = [r for a in argv for r in load(Path(a))]
    for g in groups(rows):
        show(g, int(flags["--top"]), flags["--prefix"])


if __name__ == "__main__":
    main(sys.argv[1:])
