"""Matplotlib figures for reports and sweeps. Figures are built without pyplot, so no
display or global state is involved, and saved as PNG."""

from __future__ import annotations

import base64
import io
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

from matplotlib.figure import Figure
from matplotlib.ticker import PercentFormatter

from .metrics import Impact, Rate

WIDE = (7.5, 3.6)


def png(fig: Figure) -> bytes:
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=90, bbox_inches="tight")
    return buf.getvalue()


def data_uri(image: bytes) -> str:
    return "data:image/png;base64," + base64.b64encode(image).decode("ascii")


def save(fig: Figure, path: Path) -> bytes:
    image = png(fig)
    path.write_bytes(image)
    return image


def _errors(rates: Sequence[Rate]) -> list[list[float]]:
    # max(0, …): at a rate of 0 or 1 the interval's end can miss it by a rounding error
    return [[max(0.0, r.rate - r.ci95[0]) for r in rates],
            [max(0.0, r.ci95[1] - r.rate) for r in rates]]


def rates(title: str, rows: Sequence[Rate], fair: float | None = None) -> Figure:
    """Win rates as bars with 95% interval whiskers; a dashed line at the fair share."""
    fig = Figure(figsize=(max(4.0, 0.9 * len(rows) + 2), 3.4))
    ax = fig.subplots()
    x = range(len(rows))
    ax.bar(x, [r.rate for r in rows], yerr=_errors(rows), capsize=4, color="#5b8c5a")
    ax.set_xticks(list(x), [r.label for r in rows], rotation=20 if len(rows) > 5 else 0)
    if fair is not None:
        ax.axhline(fair, ls="--", color="#444", lw=1, label=f"fair share {fair:.0%}")
        ax.legend(loc="upper right", fontsize=8)
    for i, r in enumerate(rows):
        ax.annotate(f"{r.rate:.1%}", (i, r.ci95[1]), ha="center", va="bottom", fontsize=8)
    ax.set_ylim(0, min(1.0, max(r.ci95[1] for r in rows) * 1.2 + 0.02) if rows else 1)
    ax.yaxis.set_major_formatter(PercentFormatter(1.0))
    ax.set_ylabel("win rate (95% interval)")
    ax.set_title(title, fontsize=10)
    return fig


def advantage(title: str, rows: Sequence[tuple[str, Rate, float]]) -> Figure:
    """Seat 0's win rate minus its fair share, per group, with 95% intervals."""
    fig = Figure(figsize=(7.0, 0.5 * len(rows) + 1.6))
    ax = fig.subplots()
    y = range(len(rows))
    points = [r.rate - fair for _, r, fair in rows]
    lows, highs = _errors([r for _, r, _ in rows])
    ax.errorbar(points, list(y), xerr=[lows, highs], fmt="o", capsize=4, color="#a0522d")
    ax.axvline(0, color="#444", lw=1)
    ax.set_yticks(list(y), [label for label, _, _ in rows], fontsize=8)
    for yi, p in zip(y, points, strict=True):
        ax.annotate(f"{p:+.1%}", (p, yi), textcoords="offset points", xytext=(0, 6),
                    ha="center", fontsize=8)
    ax.xaxis.set_major_formatter(PercentFormatter(1.0))
    ax.set_xlabel("seat 0 win rate minus fair share (percentage points; 95% interval)")
    ax.set_title(title, fontsize=10)
    return fig


def histogram(title: str, values: Sequence[float], xlabel: str) -> Figure:
    fig = Figure(figsize=WIDE)
    ax = fig.subplots()
    if values:
        lo, hi = min(values), max(values)
        integral = all(float(v).is_integer() for v in values)
        bins: int | list[float] = (
            [b - 0.5 for b in range(int(lo), int(hi) + 2)] if integral and hi - lo <= 60
            else 40)
        ax.hist(values, bins=bins, color="#4f7cac")
    ax.set_xlabel(xlabel)
    ax.set_ylabel("games")
    ax.set_title(title, fontsize=10)
    return fig


def scores(title: str, by_seat: Sequence[Sequence[float]]) -> Figure:
    """Each seat's final score distribution as a box plot."""
    fig = Figure(figsize=WIDE)
    ax = fig.subplots()
    ax.boxplot([list(s) for s in by_seat], showmeans=True)
    ax.set_xticks(range(1, len(by_seat) + 1), [f"seat {i}" for i in range(len(by_seat))])
    ax.set_ylabel("final score (triangle: mean)")
    ax.set_title(title, fontsize=10)
    return fig


def impacts(title: str, rows: Sequence[Impact]) -> Figure:
    """For each counter: the win rate of seats with it and without it, with intervals."""
    fig = Figure(figsize=(7.5, 0.42 * len(rows) + 1.8))
    ax = fig.subplots()
    y = list(range(len(rows)))
    for offset, side, colour, label in ((0.15, "with_it", "#2e7d32", "with (split shown)"),
                                        (-0.15, "without", "#9e9e9e", "without")):
        rs = [getattr(i, side) for i in rows]
        ax.errorbar([r.rate for r in rs], [v + offset for v in y], xerr=_errors(rs), fmt="o",
                    capsize=3, color=colour, label=label)
    ax.set_yticks(y, [f"{i.counter} {i.split}" for i in rows], fontsize=8)
    ax.set_ylim(len(rows) - 0.5, -0.5)  # the largest gap on top
    ax.xaxis.set_major_formatter(PercentFormatter(1.0))
    ax.set_xlabel("win rate of a seat (95% interval) — correlation, not cause")
    ax.legend(fontsize=8, loc="lower right")
    ax.set_title(title, fontsize=10)
    return fig


def deaths(title: str, counts: Counter[tuple[int, str]]) -> Figure:
    """Deaths stacked by cause on each day (day 0: the day was not reported)."""
    fig = Figure(figsize=WIDE)
    ax = fig.subplots()
    days = sorted({d for d, _ in counts})
    causes = sorted({c for _, c in counts})
    bottom = [0] * len(days)
    for cause in causes:
        heights = [counts.get((d, cause), 0) for d in days]
        ax.bar([str(d) for d in days], heights, bottom=bottom, label=cause)
        bottom = [b + h for b, h in zip(bottom, heights, strict=True)]
    ax.set_xlabel("day of death")
    ax.set_ylabel("deaths")
    ax.legend(fontsize=8)
    ax.set_title(title, fontsize=10)
    return fig


def metric(title: str, xlabel: str, xs: Sequence[str],
           series: dict[str, list[tuple[float, float, float] | None]],
           percent: bool = False) -> Figure:
    """One sweep metric: a line per series over the grid's x values, with intervals when
    the series has them (low == high means none); a line at zero when it is in range."""
    fig = Figure(figsize=(6.5, 3.6))
    ax = fig.subplots()
    every = [p for line in series.values() for p in line if p is not None]
    if every and min(p[1] for p in every) < 0 < max(p[2] for p in every):
        ax.axhline(0, color="#444", lw=1)
    if percent:
        ax.yaxis.set_major_formatter(PercentFormatter(1.0))
    for name, points in series.items():
        xi = [i for i, p in enumerate(points) if p is not None]
        ys = [p for p in points if p is not None]
        err = [[max(0.0, y - lo) for y, lo, _ in ys], [max(0.0, hi - y) for y, _, hi in ys]]
        has_err = any(a or b for a, b in zip(*err, strict=True))
        ax.errorbar(xi, [y for y, _, _ in ys], yerr=err if has_err else None, marker="o",
                    capsize=3, label=name)
    ax.set_xticks(range(len(xs)), list(xs))
    ax.set_xlabel(xlabel)
    ax.set_title(title, fontsize=10)
    if len(series) > 1:
        ax.legend(fontsize=8)
    return fig
