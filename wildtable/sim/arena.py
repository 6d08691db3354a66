"""The arena: every agent in every seat equally often, pairwise results and Elo."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import permutations
from typing import Any

from .elo import pairwise, ratings
from .simulate import GameJob, GameOutcome, _rate, game_seed, summarise


def seatings(agents: Sequence[str], players: int) -> list[tuple[str, ...]]:
    """One cycle of seatings in which every agent sits in every seat equally often.

    With at least as many agents as seats: every ordered choice of distinct agents.
    With fewer: the rotations of the agent list stretched over the seats.
    """
    if len(agents) >= players:
        return list(permutations(agents, players))
    return [tuple(agents[(i + s) % len(agents)] for s in range(players))
            for i in range(len(agents))]


def arena_jobs(game: str, agents: Sequence[str], games: int, players: int, seed: int,
               options: dict[str, Any] | None = None) -> list[GameJob]:
    cycle = seatings(agents, players)
    opts = tuple(sorted((options or {}).items()))
    return [GameJob(game, i, game_seed(seed, i), cycle[i % len(cycle)], opts)
            for i in range(games)]


def arena_summary(outcomes: Sequence[GameOutcome], players: int, agents: Sequence[str],
                  seed: int) -> dict[str, Any]:
    """The simulate summary plus pairwise results and Elo ratings with intervals."""
    summary = summarise(outcomes, players)
    names = sorted(set(agents))
    per_game = [pairwise(o.agents, o.winners) for o in outcomes]
    table: dict[str, dict[str, list[float]]] = {a: {b: [0.0, 0.0] for b in names if b != a}
                                                for a in names}
    for pairs in per_game:
        for a, b, score in pairs:
            table[a][b][0] += score
            table[a][b][1] += 1
            table[b][a][0] += 1 - score
            table[b][a][1] += 1
    summary["pairwise"] = {
        a: {b: _rate(w, int(n)) for b, (w, n) in row.items() if n} for a, row in table.items()
    }
    summary["elo"] = ratings(per_game, names, seed)
    summary["seatings_per_cycle"] = len(seatings(agents, players))
    return summary
