"""The balance report and its numbers, on small results files."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from wildtable.sim import metrics as m
from wildtable.sim import report
from wildtable.sim.simulate import GameOutcome
from wildtable.sim.table import Row, to_row

DAYS = [3, 5, 0, 7]


def outcome(i: int, winner: int | None, details: dict[str, object]) -> GameOutcome:
    return GameOutcome(i, 100 + i, ["a", "b"], [] if winner is None else [winner],
                       [2.0, 1.0] if winner == 0 else [1.0, 2.0], 30 + i, 4 + i % 3,
                       "end", {"length": 4 + i % 3, **details}, "toy", (("days", 4),))


def toy_rows() -> list[Row]:
    """Seat 0 wins 3 games in 4; the seat holding card X wins; seat 1 dies in some games."""
    rows = []
    for i in range(40):
        winner = 0 if i % 4 else 1
        held = [1, 0] if winner == 0 else [0, 1]
        day = DAYS[i % 4]
        rows.append(to_row(outcome(i, winner, {
            "held": {"X": held}, "rounds": 10 + i % 2,
            "death_day": [0, day], "death_cause": {"wolf": [0, int(day > 4)],
                                                    "cold": [0, int(0 < day <= 4)]}})))
    return rows


def read_csv(path: Path) -> list[dict[str, str]]:
    with path.open() as f:
        return list(csv.DictReader(f))


def test_the_numbers_behind_the_plots() -> None:
    [g] = m.groups(toy_rows())
    seats = m.seat_rates(g)
    assert [r.rate for r in seats] == [0.75, 0.25]
    lo, hi = seats[0].ci95
    assert lo < 0.75 < hi and hi - lo < 0.3
    rate, fair = m.first_player(g)
    assert rate.rate == 0.75 and fair == 0.5
    [held] = [i for i in m.impacts(g) if i.counter == "held.X"]
    assert held.split == "> 0" and held.with_it.rate == 1.0 and held.without.rate == 0.0
    assert m.lengths(g)[0] == "length"
    deaths = m.deaths(g)
    assert deaths[(3, "cold")] == 10 and deaths[(5, "wolf")] == 10 and deaths[(7, "wolf")] == 10
    assert sum(deaths.values()) == 30  # day 0 means the seat lived


def test_report_writes_a_self_contained_page_plots_and_csv(tmp_path: Path) -> None:
    page = report.build(toy_rows(), tmp_path)
    text = page.read_text()
    assert text.count("<img") >= 7 and "data:image/png;base64," in text
    assert "src=\"http" not in text and "<script" not in text  # nothing fetched from outside
    assert "correlation, not cause" in text
    for png in ("first-player-advantage", "win-rate-by-seat", "win-rate-by-agent", "length",
                "scores", "margin", "counter-impact", "deaths", "counter-rounds"):
        assert (tmp_path / f"{png}.png").read_bytes()[:4] == b"\x89PNG"
    [first] = read_csv(tmp_path / "first_player.csv")
    assert float(first["win_rate"]) == 0.75 and float(first["advantage"]) == 0.25
    deaths = read_csv(tmp_path / "deaths.csv")
    assert {(d["day"], d["cause"], d["deaths"]) for d in deaths} == {
        ("3", "cold", "10"), ("5", "wolf", "10"), ("7", "wolf", "10")}
    endings = read_csv(tmp_path / "endings.csv")
    assert {(e["winners"], e["games"]) for e in endings} == {("0", "30"), ("1", "10")}
    seats = read_csv(tmp_path / "seats.csv")
    assert [s["who"] for s in seats] == ["seat 0", "seat 1"]


def test_no_deaths_section_without_death_counters(tmp_path: Path) -> None:
    rows = [to_row(outcome(i, i % 2, {})) for i in range(6)]
    report.build(rows, tmp_path)
    assert not (tmp_path / "deaths.png").exists() and not (tmp_path / "deaths.csv").exists()


def test_an_empty_table_is_refused(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="no games"):
        report.build([], tmp_path)
