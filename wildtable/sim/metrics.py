"""Balance numbers from a results table: win rates by seat and agent, first-player
advantage, lengths, scores, counter impact and deaths. Plain data, for plots and CSV.

Rows are grouped by (game, players, options) first: seat win rates only mean something
among games with the same number of seats and the same rules.
"""

from __future__ import annotations

import json
import statistics
from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass

from .stats import wilson
from .table import Row, seat_column, split_seat


@dataclass(frozen=True, slots=True)
class Rate:
    """A win rate with its 95% Wilson interval; wins are fractional for shared wins."""

    label: str
    wins: float
    games: int

    @property
    def rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def ci95(self) -> tuple[float, float]:
        return wilson(self.wins, self.games)


@dataclass(frozen=True, slots=True)
class Impact:
    """Win rate of seats whose counter is in `split` ('> 0' or '> median') against the rest."""

    counter: str
    split: str
    with_it: Rate
    without: Rate

    @property
    def difference(self) -> float:
        return self.with_it.rate - self.without.rate


@dataclass(frozen=True, slots=True)
class Group:
    """Games with the same game, player count and options."""

    game: str
    players: int
    options: str  # JSON
    rows: list[Row]

    @property
    def label(self) -> str:
        opts = ", ".join(f"{k}={v}" for k, v in json.loads(self.options or "{}").items())
        return f"{self.game}, {self.players} players" + (f" ({opts})" if opts else "")


def groups(rows: Sequence[Row]) -> list[Group]:
    by: dict[tuple[str, int, str], list[Row]] = defaultdict(list)
    for r in rows:
        by[(str(r["game"]), int(r["players"]), str(r.get("options") or "{}"))].append(r)
    return [Group(g, p, o, rs) for (g, p, o), rs in sorted(by.items())]


def _share(row: Row, seat: int) -> float:
    return float(row.get(seat_column("win", seat)) or 0.0)


def seat_rates(group: Group) -> list[Rate]:
    n = len(group.rows)
    return [Rate(f"seat {s}", sum(_share(r, s) for r in group.rows), n)
            for s in range(group.players)]


def agent_rates(group: Group) -> list[Rate]:
    wins: dict[str, float] = defaultdict(float)
    games: Counter[str] = Counter()
    for r in group.rows:
        for s in range(group.players):
            name = str(r[seat_column("agent", s)])
            games[name] += 1
            wins[name] += _share(r, s)
    return [Rate(a, wins[a], games[a]) for a in sorted(games)]


def first_player(group: Group) -> tuple[Rate, float]:
    """Seat 0's win rate and its fair share (1 / players; less when games can have no
    winner, which the fair share scales by)."""
    rows = group.rows
    decided = sum(1 for r in rows if str(r.get("winners") or "").strip())
    fair = (decided / len(rows)) / group.players if rows else 0.0
    return Rate("seat 0", sum(_share(r, 0) for r in rows), len(rows)), fair


def lengths(group: Group) -> tuple[str, list[int]]:
    """Game lengths in the game's own unit when it reports one, else in decisions."""
    if all(r.get("length") is not None for r in group.rows):
        return "length", [int(r["length"]) for r in group.rows]
    return "decisions", [int(r["decisions"]) for r in group.rows]


def scores(group: Group) -> list[list[float]]:
    """Each seat's final scores."""
    return [[float(v) for r in group.rows if (v := r.get(seat_column("score", s))) is not None]
            for s in range(group.players)]


def margins(group: Group) -> list[float]:
    """Best final score minus the second best, per game (games of two or more seats)."""
    out = []
    for s in scores_by_game(group):
        if len(s) >= 2:
            top = sorted(s, reverse=True)
            out.append(top[0] - top[1])
    return out


def scores_by_game(group: Group) -> list[list[float]]:
    return [[float(v) for s in range(group.players)
             if (v := r.get(seat_column("score", s))) is not None] for r in group.rows]


def endings(group: Group) -> list[dict[str, object]]:
    """How games ended (the result's reason) and which seats won them."""
    counts: Counter[tuple[str, str]] = Counter()
    for r in group.rows:
        counts[(str(r.get("reason") or ""), str(r.get("winners") or "") or "none")] += 1
    return [{"reason": reason, "winners": who, "games": n}
            for (reason, who), n in sorted(counts.items(), key=lambda kv: -kv[1])]


def counter_names(group: Group) -> tuple[list[str], list[str]]:
    """(counters per game, counters per seat), without the `counter.` prefix."""
    per_game: dict[str, None] = {}
    per_seat: dict[str, None] = {}
    for r in group.rows[:50]:
        for col, v in r.items():
            if not col.startswith("counter.") or v is None:
                continue
            name, seat = split_seat(col[len("counter."):])
            (per_game if seat is None else per_seat).setdefault(name, None)
    return sorted(per_game), sorted(per_seat)


def game_counter(group: Group, name: str) -> list[float]:
    return [float(v) for r in group.rows if (v := r.get(f"counter.{name}")) is not None]


def seat_values(group: Group, name: str) -> list[tuple[float, float]]:
    """(counter value, win share) for every seat of every game."""
    out = []
    for r in group.rows:
        for s in range(group.players):
            v = r.get(seat_column(f"counter.{name}", s))
            if v is not None:
                out.append((float(v), _share(r, s)))
    return out


def impact(group: Group, name: str) -> Impact | None:
    """Seats that had the counter above zero (played/held a card) against those that did
    not; for counters rarely zero, above the median against at or below it. None when one
    side is empty. This is correlation: good players may simply play the card more."""
    pairs = seat_values(group, name)
    if not pairs:
        return None
    zeros = sum(1 for v, _ in pairs if v == 0)
    if zeros >= 0.2 * len(pairs):
        cut, split = 0.0, "> 0"
    else:
        cut = statistics.median(v for v, _ in pairs)
        split = f"> {cut:g} (median)"
    hi = [w for v, w in pairs if v > cut]
    lo = [w for v, w in pairs if v <= cut]
    if not hi or not lo:
        return None
    return Impact(name, split, Rate(f"{name} {split}", sum(hi), len(hi)),
                  Rate(f"{name} not {split}", sum(lo), len(lo)))


def impacts(group: Group) -> list[Impact]:
    """Every per-seat counter's impact, the largest difference first."""
    found = [i for n in counter_names(group)[1] if (i := impact(group, n)) is not None]
    return sorted(found, key=lambda i: -abs(i.difference))


DEATH_DAY = "death_day"
DEATH_CAUSE = "death_cause."


def deaths(group: Group) -> Counter[tuple[int, str]]:
    """Deaths by (day, cause) from the `death_day@s` and `death_cause.<cause>@s` counters
    (a day of 0 or none means the seat did not die; day 0 is used when only causes exist)."""
    per_seat = counter_names(group)[1]
    causes = [n[len(DEATH_CAUSE):] for n in per_seat if n.startswith(DEATH_CAUSE)]
    has_day = DEATH_DAY in per_seat
    out: Counter[tuple[int, str]] = Counter()
    for r in group.rows:
        for s in range(group.players):
            day_v = r.get(seat_column(f"counter.{DEATH_DAY}", s)) if has_day else None
            cause = next((c for c in causes
                          if (r.get(seat_column(f"counter.{DEATH_CAUSE}{c}", s)) or 0) > 0), None)
            day = int(day_v or 0)
            if day > 0 or cause is not None:
                out[(day, cause or "unknown")] += 1
    return out
