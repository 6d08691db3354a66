"""The ladder and the Elo tables, from `wildtable arena` and `wildtable simulate` result files.

    python benchmarks/ai/ladder.py benchmarks/ai/results/*.parquet > docs/ladder.md

Files are grouped by game and player count. With two or more players, every pair of
neighbouring levels (random < heuristic < easy < normal < hard < strongest) is scored from
the games they met in, seat-swapped by the arena: a winner beats each non-winner, two
winners or two losers draw. The bar of each step is a score of at least 60% with the 95%
Wilson interval's lower bound above 50%. Levels that met across a gap (the lobby's
default, `normal`, against the heuristic) are scored the same way, in rows after the
steps. Elo ratings are fitted over every game of the
group together; agents that no game links are fitted apart, each set on its own scale.
Solo files (one player) give each level's win rate over the same deals, and for
neighbouring levels the deals one won and the other lost, with the exact sign
test's two-sided p of that split; a solo step is shown when the upper level wins more
of those deals with p below 0.05.

Before the tables, one line per game and player count the game has says where each
step stands: met or shown, not met or not shown (with its score), or not run.
"""

from __future__ import annotations

import sys
from collections import defaultdict
from itertools import pairwise
from pathlib import Path

from wildtable.games import get
from wildtable.sim.arena import arena_summary
from wildtable.sim.simulate import GameOutcome
from wildtable.sim.stats import sign_test, wilson
from wildtable.sim.table import read_rows, to_outcome

ORDER = ["random", "heuristic", "ismcts:easy", "ismcts:normal", "ismcts:hard",
         "ismcts:strongest"]


def pct(x: float) -> str:
    return f"{100 * x:.1f}"


def bar(won: float, games: int) -> str:
    """The bar of a step with rivals: a score of 60% or more, its 95% lower bound above 50%."""
    return "met" if won / games >= 0.6 and wilson(won, games)[0] > 0.5 else "not met"


def step(won: float, games: int) -> str:
    lo, hi = wilson(won, games)
    return f"{pct(won / games)}% [{pct(lo)}–{pct(hi)}] | {bar(won, games)}"


def rank(name: str) -> tuple[int, str]:
    """Where a level stands in ORDER; agents outside it come last, by name."""
    return (ORDER.index(name) if name in ORDER else len(ORDER), name)


def ranked(names: set[str]) -> list[str]:
    return sorted(names, key=rank)


# A step's cell in the glance table, keyed by (level below, level above).
Glance = dict[tuple[str, str], str]


def multiplayer(outcomes: list[GameOutcome], players: int) -> tuple[list[str], Glance]:
    names = ranked({a for o in outcomes for a in o.agents})
    summary = arena_summary(outcomes, players, names, seed=1)
    lines = ["| step | pairings | the stronger scores | bar |", "|---|---|---|---|"]
    glance: Glance = {}
    neighbours = list(pairwise(names))
    gaps = [(low, high) for i, low in enumerate(names) for high in names[i + 2:]]
    for low, high in neighbours + gaps:
        rate = summary["pairwise"][high].get(low)
        if rate:
            won, games = rate["wins"], rate["games"]
            lines.append(f"| {high} over {low} | {games} | {step(won, games)} |")
            glance[(low, high)] = f"{bar(won, games)}: {pct(won / games)}% of {games}"
    groups = met_groups(outcomes)
    for group in groups:
        if len(groups) > 1:
            # Ratings of agents that never met are not on one scale: fit each group alone.
            lines += ["", f"Elo of {', '.join(group)} alone: no game of this count links "
                          "them to the other agents here."]
            summary = arena_summary([o for o in outcomes if o.agents[0] in group],
                                    players, group, seed=1)
        lines += ["", "| agent | Elo | 95% |", "|---|---|---|"]
        for name in group:
            elo = summary["elo"][name]
            low, high = elo["ci95"]
            lines.append(f"| {name} | {elo['rating']:.0f} | {low:.0f}–{high:.0f} |")
    return lines, glance


def met_groups(outcomes: list[GameOutcome]) -> list[list[str]]:
    """The agents split into groups linked by games they played together, weakest first."""
    group_of: dict[str, set[str]] = {}
    for o in outcomes:
        merged = set(o.agents).union(*(group_of.get(a, set()) for a in o.agents))
        for a in merged:
            group_of[a] = merged
    groups = {id(g): g for g in group_of.values()}.values()
    return sorted((ranked(g) for g in groups), key=lambda g: rank(g[0]))


def solo(outcomes: list[GameOutcome]) -> tuple[list[str], Glance]:
    by_agent: dict[str, dict[int, bool]] = defaultdict(dict)
    for o in outcomes:
        by_agent[o.agents[0]][o.seed] = bool(o.winners)
    names = ranked(set(by_agent))
    lines = ["| agent | deals | wins | 95% | against the level below, on the deals both played |",
             "|---|---|---|---|---|"]
    glance: Glance = {}
    for i, name in enumerate(names):
        won = by_agent[name]
        lo, hi = wilson(sum(won.values()), len(won))
        versus = "—"
        if i:
            below = by_agent[names[i - 1]]
            common = won.keys() & below.keys()
            only_this = sum(won[s] and not below[s] for s in common)
            only_below = sum(below[s] and not won[s] for s in common)
            p = sign_test(only_this, only_below)
            versus = (f"{len(common)} deals: wins {only_this} it loses, loses {only_below} "
                      f"it wins (sign test p = {p:.2g})")
            shown = only_this > only_below and p < 0.05
            glance[(names[i - 1], name)] = (f"{'shown' if shown else 'not shown'}: "
                                            f"{only_this} to {only_below} of {len(common)}")
        lines.append(f"| {name} | {len(won)} | {pct(sum(won.values()) / len(won))}% "
                     f"| {pct(lo)}–{pct(hi)} | {versus} |")
    return lines, glance


def short(name: str) -> str:
    return name.removeprefix("ismcts:")


def glance_table(glances: dict[tuple[str, int], Glance]) -> list[str]:
    """One row per game and player count the game has; a cell per step of the ladder."""
    steps = list(pairwise(ORDER))
    lines = ["| game | players | " + " | ".join(f"{short(hi)} over {short(lo)}"
                                                for lo, hi in steps) + " |",
             "|---|---|" + "---|" * len(steps)]
    for game in sorted({g for g, _ in glances}):
        info = get(game).info
        for players in range(info.min_players, info.max_players + 1):
            glance = glances.get((game, players), {})
            cells = [glance.get(s, "not run") for s in steps]
            lines.append(f"| {info.title} | {'solo' if players == 1 else players} | "
                         + " | ".join(cells) + " |")
    return lines


def main(paths: list[str]) -> None:
    groups: dict[tuple[str, int], list[GameOutcome]] = defaultdict(list)
    for path in paths:
        for row in read_rows(Path(path)):
            o = to_outcome(row)
            groups[(o.game, len(o.agents))].append(o)
    sections: list[str] = []
    glances: dict[tuple[str, int], Glance] = {}
    for (game, players), outcomes in sorted(groups.items()):
        title = get(game).info.title
        lines, glances[(game, players)] = (solo(outcomes) if players == 1
                                           else multiplayer(outcomes, players))
        sections.append(f"### {title}, {'solo' if players == 1 else f'{players} players'}\n\n"
                        + "\n".join(lines) + "\n")
    print("### At a glance\n")
    print("\n".join(glance_table(glances)) + "\n")
    print("With rivals a cell is the upper level's score and the pairings it rests on; solo,\n"
          "the deals the upper level won and the lower lost, to the other way round, of the\n"
          "deals both played. The tables below give the intervals and the Elo ratings.\n")
    print("\n".join(sections))


if __name__ == "__main__":
    main(sys.argv[1:])
