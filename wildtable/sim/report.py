"""A balance report from a results table: one self-contained HTML page (plots inlined
as PNG), the same plots as PNG files, and the numbers as CSV."""

from __future__ import annotations

import csv
import html
import statistics
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from matplotlib.figure import Figure

from . import metrics as m
from . import plots
from .table import Row

CORRELATION_NOTE = (
    "Counter impact compares the win rate of seats whose counter was above zero (or above "
    "its median, for counters that are rarely zero) with the rest. It is correlation, not "
    "cause: a card that is played by players who are already winning looks strong here "
    "even if it does nothing. Confirm a suspect with a sweep or a game where the card is "
    "removed.")


class Page:
    """The report being built: HTML parts, PNG files and CSV tables."""

    def __init__(self, out: Path) -> None:
        self.out = out
        self.parts: list[str] = []
        self.tables: dict[str, list[dict[str, Any]]] = {}

    def text(self, tag: str, words: str) -> None:
        self.parts.append(f"<{tag}>{html.escape(words)}</{tag}>")

    def figure(self, name: str, fig: Figure, caption: str) -> None:
        image = plots.save(fig, self.out / f"{name}.png")
        self.parts.append(f'<figure><img alt="{html.escape(caption)}" '
                          f'src="{plots.data_uri(image)}"><figcaption>'
                          f"{html.escape(caption)}</figcaption></figure>")

    def table(self, name: str, rows: list[dict[str, Any]], show: bool = True) -> None:
        """Numbers kept for `name`.csv, and shown as an HTML table."""
        self.tables.setdefault(name, []).extend(rows)
        if show and rows:
            head = "".join(f"<th>{html.escape(k)}</th>" for k in rows[0])
            body = "".join("<tr>" + "".join(f"<td>{html.escape(_fmt(v))}</td>" for v in r.values())
                           + "</tr>" for r in rows)
            self.parts.append(f"<table><tr>{head}</tr>{body}</table>")

    def write(self, title: str) -> Path:
        for name, rows in self.tables.items():
            with (self.out / f"{name}.csv").open("w", newline="") as f:
                writer = csv.DictWriter(f, list(rows[0]))
                writer.writeheader()
                writer.writerows(rows)
        page = self.out / "index.html"
        page.write_text(
            "<!doctype html><html><head><meta charset='utf-8'>"
            f"<title>{html.escape(title)}</title><style>{STYLE}</style></head><body>"
            f"<h1>{html.escape(title)}</h1>" + "\n".join(self.parts) + "</body></html>\n")
        return page


STYLE = ("body{font:14px/1.45 system-ui,sans-serif;max-width:60em;margin:2em auto;"
         "padding:0 1em;color:#222}table{border-collapse:collapse;margin:.5em 0 1.5em}"
         "td,th{border:1px solid #ccc;padding:2px 8px;text-align:right}"
         "figure{margin:1em 0}img{max-width:100%}figcaption{color:#555;font-size:12px}"
         ".note{background:#fff7e0;border-left:4px solid #e0a800;padding:.5em 1em}")


def _fmt(v: Any) -> str:
    return f"{v:.4g}" if isinstance(v, float) else str(v)


def rate_row(group: m.Group, r: m.Rate, **extra: Any) -> dict[str, Any]:
    lo, hi = r.ci95
    return {"group": group.label, "who": r.label, **extra, "games": r.games,
            "wins": round(r.wins, 3), "win_rate": round(r.rate, 4), "ci95_low": round(lo, 4),
            "ci95_high": round(hi, 4)}


def spread(group: m.Group, what: str, values: Sequence[float]) -> dict[str, Any]:
    q = statistics.quantiles(values, n=20) if len(values) > 1 else [values[0]] * 19
    return {"group": group.label, "what": what, "games": len(values),
            "mean": round(statistics.fmean(values), 4), "p5": q[0], "median": q[9],
            "p95": q[18], "min": min(values), "max": max(values)}


def group_section(page: Page, g: m.Group, tag: str) -> None:
    page.text("h2", g.label + f" — {len(g.rows)} games")
    seats = m.seat_rates(g)
    fair = m.first_player(g)[1]
    page.figure(f"{tag}win-rate-by-seat", plots.rates("Win rate by seat", seats, fair),
                f"Win rate by seat with 95% intervals; dashed: the fair share ({fair:.1%}).")
    page.table("seats", [rate_row(g, r) for r in seats])
    agents = m.agent_rates(g)
    page.figure(f"{tag}win-rate-by-agent", plots.rates("Win rate by agent", agents,
                                                       fair if len(agents) > 1 else None),
                "Win rate per seat played, by agent, with 95% intervals.")
    page.table("agents", [rate_row(g, r) for r in agents])

    unit, lengths = m.lengths(g)
    page.figure(f"{tag}length", plots.histogram("Game length", lengths, unit),
                f"Distribution of game length ({unit}; 'length' is the game's own unit, "
                "e.g. days or rounds, when its result reports one).")
    decisions = [float(r["decisions"]) for r in g.rows]
    scores = m.scores(g)
    stats = [spread(g, unit, lengths)] if unit != "decisions" else []
    stats.append(spread(g, "decisions", decisions))
    stats += [spread(g, f"score seat {s}", v) for s, v in enumerate(scores) if v]
    page.figure(f"{tag}scores", plots.scores("Final scores by seat", scores),
                "Final score distribution of each seat (box: quartiles; triangle: mean).")
    margins = m.margins(g)
    if margins:
        stats.append(spread(g, "winning margin", margins))
        page.figure(f"{tag}margin", plots.histogram("Winning margin", margins,
                                                    "best score minus second best"),
                    "How close games are: the best final score minus the second best.")
    page.table("endings", [{"group": g.label, **e} for e in m.endings(g)[:20]])
    per_game, _ = m.counter_names(g)
    for name in per_game:
        values = m.game_counter(g, name)
        if values:
            stats.append(spread(g, f"counter {name}", values))
            page.figure(f"{tag}counter-{name}", plots.histogram(name, values, name),
                        f"Distribution of the per-game counter {name}.")
    page.table("distributions", stats)

    found = m.impacts(g)
    if found:
        page.parts.append(f'<p class="note">{html.escape(CORRELATION_NOTE)}</p>')
        page.figure(f"{tag}counter-impact", plots.impacts("Counter impact", found[:30]),
                    "Win rate of seats with and without each counter (largest gaps first).")
        page.table("counter_impact", [
            {"group": g.label, "counter": i.counter, "split": i.split,
             "with_games": i.with_it.games, "with_win_rate": round(i.with_it.rate, 4),
             "with_ci95_low": round(i.with_it.ci95[0], 4),
             "with_ci95_high": round(i.with_it.ci95[1], 4),
             "without_games": i.without.games, "without_win_rate": round(i.without.rate, 4),
             "without_ci95_low": round(i.without.ci95[0], 4),
             "without_ci95_high": round(i.without.ci95[1], 4),
             "difference": round(i.difference, 4)} for i in found])
    dead = m.deaths(g)
    if dead:
        page.figure(f"{tag}deaths", plots.deaths("Deaths by day and cause", dead),
                    "Deaths by the day they happened, stacked by cause.")
        page.table("deaths", [{"group": g.label, "day": d, "cause": c, "deaths": n}
                              for (d, c), n in sorted(dead.items())])


def build(rows: Sequence[Row], out: Path, title: str = "Balance report") -> Path:
    """Write the report for these rows into `out`; return the HTML page's path.

    Raises:
        ValueError: there are no rows.
    """
    if not rows:
        raise ValueError("the results table has no games")
    out.mkdir(parents=True, exist_ok=True)
    page = Page(out)
    found = m.groups(rows)
    page.text("p", f"{len(rows)} games in {len(found)} group(s) of the same game, player "
                   "count and options. Intervals are 95% Wilson score intervals; a shared "
                   "win counts as a fraction. The numbers are in the CSV files beside this "
                   "page.")
    firsts = [(g.label, *m.first_player(g)) for g in found]
    page.text("h2", "First-player advantage")
    page.figure("first-player-advantage",
                plots.advantage("First-player advantage", firsts),
                "Seat 0's win rate minus its fair share, with 95% intervals; "
                "zero means no advantage.")
    page.table("first_player", [
        rate_row(g, r, fair_share=round(fair, 4), advantage=round(r.rate - fair, 4))
        for g, (_, r, fair) in zip(found, firsts, strict=True)])
    for i, g in enumerate(found):
        group_section(page, g, f"g{i}-" if len(found) > 1 else "")
    return page.write(title)
