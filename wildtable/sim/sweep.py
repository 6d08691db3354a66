"""Sweeps: the same games played under a grid of option values, and how each metric moves.

Every grid point plays the same seeds (common random numbers), so the differences
between points come from the options, not from luck of the draw.
"""

from __future__ import annotations

import itertools
import json
import math
import statistics
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from ..engine import Game
from . import metrics as m
from . import plots
from .report import Page
from .simulate import GameJob, jobs_for
from .table import Row, options_text

Point = tuple[float, float, float]  # value, 95% low, 95% high
RATE_PREFIXES = ("first-player advantage", "largest gap", "win rate", "games with no winner")


def parse_axes(pairs: Sequence[str]) -> dict[str, list[str]]:
    """`name=v1,v2,v3` pairs as {name: [values]}, in the order given.

    Raises:
        ValueError: a pair without `=`, an empty value, or a name given twice.
    """
    axes: dict[str, list[str]] = {}
    for pair in pairs:
        name, eq, values = pair.partition("=")
        name = name.strip().replace("-", "_")
        items = [v.strip() for v in values.split(",")]
        if not eq or not name or not all(items):
            raise ValueError(f"--option takes name=v1,v2,…, not {pair!r}")
        if name in axes:
            raise ValueError(f"option {name} is given twice")
        axes[name] = items
    return axes


def grid(game: Game, players: int, axes: dict[str, list[str]]) -> list[dict[str, Any]]:
    """Every combination of the axes' values, checked and completed with defaults.

    Raises:
        WildtableError: an unknown option, a value it does not allow, or a combination
            the game refuses at setup.
    """
    names = list(axes)
    points = [game.check_options(players, dict(zip(names, combo, strict=True)))
              for combo in itertools.product(*(axes[n] for n in names))]
    for options in points:
        # Some limits only show when a game is set up (e.g. acorns in the box for
        # 4 players): find them now, not after hours of other points.
        game.new(players, 0, **options)
    return points


def sweep_jobs(game: str, points: Sequence[dict[str, Any]], games: int, players: int,
               agents: Sequence[str], seed: int) -> list[GameJob]:
    return [job for options in points
            for job in jobs_for(game, games, players, agents, seed, options)]


def _mean(values: Sequence[float]) -> Point:
    mean = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0
    return (mean, mean - half, mean + half)


def _rate(r: m.Rate, minus: float = 0.0) -> Point:
    lo, hi = r.ci95
    return (r.rate - minus, lo - minus, hi - minus)


def point_metrics(group: m.Group) -> dict[str, Point]:
    """The metrics of one grid point, each with a 95% interval where one is meaningful."""
    first, fair = m.first_player(group)
    seats = [r.rate for r in m.seat_rates(group)]
    out: dict[str, Point] = {"first-player advantage (seat 0 minus fair share)":
                             _rate(first, fair)}
    gap = max(seats) - min(seats)
    out["largest gap between seats' win rates"] = (gap, gap, gap)
    agents = m.agent_rates(group)
    if len(agents) > 1:
        for r in agents:
            out[f"win rate of {r.label}"] = _rate(r)
    unit, lengths = m.lengths(group)
    out[f"mean {unit}"] = _mean([float(v) for v in lengths])
    if unit != "decisions":
        out["mean decisions"] = _mean([float(r["decisions"]) for r in group.rows])
    scores = [s for seat in m.scores(group) for s in seat]
    if scores:
        out["mean final score"] = _mean(scores)
    no_winner = sum(1 for r in group.rows if not str(r.get("winners") or "").strip())
    out["games with no winner"] = _rate(m.Rate("none", no_winner, len(group.rows)))
    per_game, per_seat = m.counter_names(group)
    for name in per_game:
        if values := m.game_counter(group, name):
            out[f"mean {name}"] = _mean(values)
    for name in per_seat:
        if pairs := m.seat_values(group, name):
            out[f"mean {name} per seat"] = _mean([v for v, _ in pairs])
    return out


def _slug(text: str) -> str:
    words = "".join(c if c.isalnum() else " " for c in text.lower()).split()
    return "-".join(words)[:60]


def build(rows: Sequence[Row], points: Sequence[dict[str, Any]], axes: dict[str, list[str]],
          out: Path, title: str) -> Path:
    """Plots (one per metric), a CSV of every metric at every point, and an HTML page.

    The first axis is the x axis; each combination of the other axes is one line.
    """
    out.mkdir(parents=True, exist_ok=True)
    by_options = {g.options: g for g in m.groups(rows)}
    names = list(axes)
    x_name, others = names[0], names[1:]
    xs: list[str] = []
    series: dict[str, dict[str, list[Point | None]]] = {}
    table: list[dict[str, Any]] = []
    rates: set[str] = set()  # metrics that are shares of games, drawn as percentages
    for options in points:
        group = by_options.get(options_text(options.items()))
        if group is None:
            continue
        x = str(options[x_name])
        if x not in xs:
            xs.append(x)
        line = ", ".join(f"{n}={options[n]}" for n in others) or "all"
        found = point_metrics(group)
        rates.update(k for k in found if k.startswith(RATE_PREFIXES))
        for metric, point in found.items():
            by_line = series.setdefault(metric, {})
            values = by_line.setdefault(line, [])
            values.extend([None] * (xs.index(x) + 1 - len(values)))
            values[xs.index(x)] = point
            table.append({**{n: options[n] for n in names}, "games": len(group.rows),
                          "metric": metric, "value": round(point[0], 5),
                          "ci95_low": round(point[1], 5), "ci95_high": round(point[2], 5)})
    page = Page(out)
    page.text("p", f"{len(rows)} games: {json.dumps(axes)}; every point plays the same "
                   "seeds. Whiskers are 95% intervals (Wilson for rates, normal for means).")
    for metric, lines in series.items():
        padded = {k: v + [None] * (len(xs) - len(v)) for k, v in lines.items()}
        figure = plots.metric(metric, x_name, xs, padded, percent=metric in rates)
        page.figure(_slug(metric), figure, metric)
    page.table("sweep", table, show=False)
    return page.write(title)
