"""Is a Legendary strong, or only unleashed in good games? A paired what-if for wild-realms.md.

    .venv/bin/python docs/balance/wild_realms_legend_check.py wr2.parquet great_stag [N] [--silence]

Takes the games of a `wildtable simulate wild-realms` table in which some seat unleashed
the named Legendary (the first N), replays each one with the same seed and agents —
with `--silence`, with both of the Legendary's effects doing nothing; without it, with
the cards as the code now has them (to measure a tuning made after the table was
written) — and compares the unleashing seat's win share in the table and in the replay.
Up to the unleash the two games are the same game, so the difference is what the change
is worth to the seat that drew the Legendary.
"""

from __future__ import annotations

import statistics
import sys
from pathlib import Path

import wildtable
from wildtable.agents import make_agent
from wildtable.engine import info_set
from wildtable.games.wild_realms import cards as C
from wildtable.games.wild_realms import effects as E
from wildtable.sim.table import read_rows


def silence(legend: str) -> None:
    """Make both effects of the named Legendary do nothing (this process only)."""
    lid = [n.lower().replace(" ", "_") for n in C.LEGEND_NAMES].index(legend)
    for eid in C.LEGEND_EFFECT_IDS[lid]:
        text, _ = E.LEGEND_EFFECTS[eid]
        E.LEGEND_EFFECTS[eid] = (text + " (silenced)", lambda s, p: None)


def replay_share(row: dict[str, object], seats: list[int]) -> float:
    g = wildtable.game("wild-realms")
    players = int(str(row["players"]))
    seed = int(str(row["seed"]))
    names = str(row["agents"]).split(",")
    agents = [make_agent(names[s], g, seed * 16 + s, players) for s in range(players)]
    state = g.new(players=players, seed=seed)
    while state.to_move is not None:
        state.apply(agents[state.to_move].act(info_set(state)))
    won = state.result().winners
    return sum(1 / len(won) for s in seats if s in won) if won else 0.0


def main(argv: list[str]) -> None:
    quiet = "--silence" in argv
    argv = [a for a in argv if a != "--silence"]
    path, legend = Path(argv[0]), argv[1]
    limit = int(argv[2]) if len(argv) > 2 else 10**9
    rows = [r for r in read_rows(path)
            if any(float(r.get(f"counter.unleashed.{legend}@{s}") or 0) > 0
                   for s in range(int(str(r["players"]))))][:limit]
    if quiet:
        silence(legend)
    before, after = [], []
    for r in rows:
        seats = [s for s in range(int(str(r["players"])))
                 if float(r.get(f"counter.unleashed.{legend}@{s}") or 0) > 0]
        before.append(sum(float(r.get(f"win@{s}") or 0) for s in seats) / len(seats))
        after.append(replay_share(r, seats) / len(seats))
    n = len(rows)
    diffs = [a - b for a, b in zip(after, before, strict=True)]
    se = statistics.stdev(diffs) / n**0.5 if n > 1 else float("nan")
    change = "silenced" if quiet else "replayed with the current cards"
    print(f"{legend}: {n} games; unleashing seat's win share {100 * statistics.mean(before):.1f}% "
          f"in the table, {100 * statistics.mean(after):.1f}% {change}: "
          f"{100 * statistics.mean(diffs):+.1f} ± {196 * se:.1f} points (95%)")


if __name__ == "__main__":
    main(sys.argv[1:])
