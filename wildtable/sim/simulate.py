"""Many games between agents, seats rotated, on several processes; a summary of results."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..agents import make_agent
from ..engine import info_set
from ..games import get
from .stats import wilson


@dataclass(frozen=True, slots=True)
class GameJob:
    game: str
    index: int
    seed: int
    agents: tuple[str, ...]  # by seat
    options: tuple[tuple[str, Any], ...] = ()


@dataclass(slots=True)
class GameOutcome:
    index: int
    seed: int
    agents: list[str]
    winners: list[int]
    scores: list[float]
    decisions: int
    length: int
    reason: str
    details: dict[str, Any] = field(default_factory=dict)
    game: str = ""
    options: tuple[tuple[str, Any], ...] = ()


def game_seed(seed: int, index: int) -> int:
    """The seed of game `index` of a run: fixed by the run's seed alone, whatever the jobs."""
    return seed * 1_000_003 + index


def jobs_for(game: str, games: int, players: int, agents: Sequence[str], seed: int,
             options: dict[str, Any] | None = None) -> list[GameJob]:
    """Game i puts agent (i + seat) mod k in each seat, so every agent sits everywhere."""
    opts = tuple(sorted((options or {}).items()))
    return [
        GameJob(game, i, game_seed(seed, i),
                tuple(agents[(i + seat) % len(agents)] for seat in range(players)), opts)
        for i in range(games)
    ]


def run_job(job: GameJob) -> GameOutcome:
    """Play one game to the end."""
    g = get(job.game)
    players = len(job.agents)
    agents = [make_agent(name, g, job.seed * 16 + seat, players)
              for seat, name in enumerate(job.agents)]
    state = g.new(players=len(agents), seed=job.seed, **dict(job.options))
    decisions = 0
    limit = g.info.max_decisions
    while state.to_move is not None:
        state.apply(agents[state.to_move].act(info_set(state)))
        decisions += 1
        if decisions > limit:
            raise RuntimeError(f"{job.game} seed {job.seed} ran past {limit} decisions")
    r = state.result()
    return GameOutcome(job.index, job.seed, list(job.agents), list(r.winners), list(r.scores),
                       decisions, int(r.details.get("length", 0)), r.reason, dict(r.details),
                       job.game, job.options)


def run_jobs(jobs: list[GameJob], workers: int,
             on_done: Callable[[GameOutcome], None] | None = None,
             backend: str = "local", address: str | None = None) -> list[GameOutcome]:
    """Run the jobs on `workers` processes (or Ray tasks); results come back in job order."""
    from .backends import outcomes

    out = []
    for outcome in outcomes(jobs, backend, workers, address):
        out.append(outcome)
        if on_done is not None:
            on_done(outcome)
    out.sort(key=lambda o: o.index)
    return out


def _rate(wins: float, games: int) -> dict[str, Any]:
    lo, hi = wilson(wins, games)
    return {"games": games, "wins": round(wins, 6),
            "win_rate": round(wins / games, 6) if games else 0.0,
            "ci95": [round(lo, 6), round(hi, 6)]}


def summarise(outcomes: Sequence[GameOutcome], players: int) -> dict[str, Any]:
    """Win rates per agent and per seat (shared wins split), mean decisions and length."""
    agent_games: dict[str, int] = {}
    agent_wins: dict[str, float] = {}
    seat_wins = [0.0] * players
    for o in outcomes:
        for name in o.agents:
            agent_games[name] = agent_games.get(name, 0) + 1
            agent_wins.setdefault(name, 0.0)
        for w in o.winners:
            share = 1 / len(o.winners)
            agent_wins[o.agents[w]] += share
            seat_wins[w] += share
    n = len(outcomes)
    return {
        "games": n,
        "by_agent": {a: _rate(agent_wins[a], agent_games[a]) for a in sorted(agent_games)},
        "by_seat": {str(s): _rate(seat_wins[s], n) for s in range(players)},
        "no_winner": sum(1 for o in outcomes if not o.winners),
        "mean_decisions": round(sum(o.decisions for o in outcomes) / n, 3) if n else 0.0,
        "mean_length": round(sum(o.length for o in outcomes) / n, 3) if n else 0.0,
    }
