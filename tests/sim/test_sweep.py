"""Sweeps over option values."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

import wildtable
from wildtable.engine import WildtableError
from wildtable.sim import sweep as sw
from wildtable.sim.store import ResultsStore, run_into

GAME = wildtable.game("war-of-the-wilds")


def test_axes_and_grid_are_checked_and_completed() -> None:
    axes = sw.parse_axes(["days=3,5", "acorns-per-player=10"])
    assert axes == {"days": ["3", "5"], "acorns_per_player": ["10"]}
    points = sw.grid(GAME, 2, axes)
    assert [(p["days"], p["acorns_per_player"], p["first_game"]) for p in points] == [
        (3, 10, False), (5, 10, False)]
    with pytest.raises(ValueError, match="name=v1"):
        sw.parse_axes(["days"])
    with pytest.raises(ValueError, match="twice"):
        sw.parse_axes(["days=1", "days=2"])
    with pytest.raises(WildtableError, match="days"):
        sw.grid(GAME, 2, {"days": ["99"]})
    with pytest.raises(WildtableError, match="60"):  # allowed alone, but not for 4 players
        sw.grid(GAME, 4, {"acorns_per_player": ["15", "16"]})


def test_every_point_plays_the_same_seeds() -> None:
    points = sw.grid(GAME, 2, {"days": ["3", "5"]})
    jobs = sw.sweep_jobs(GAME.id, points, 4, 2, ["heuristic"], seed=9)
    assert len(jobs) == 8
    assert [j.seed for j in jobs[:4]] == [j.seed for j in jobs[4:]]


def test_sweep_plots_each_metric_and_the_metrics_move(tmp_path: Path) -> None:
    axes = {"days": ["2", "6"]}
    points = sw.grid(GAME, 2, axes)
    jobs = sw.sweep_jobs(GAME.id, points, 6, 2, ["heuristic", "random"], seed=4)
    store = ResultsStore(tmp_path / "results.parquet")
    run_into(store, jobs, "local", 1, None)
    page = sw.build(store.rows_for(jobs), points, axes, tmp_path, "test sweep")
    assert "test sweep" in page.read_text()
    with (tmp_path / "sweep.csv").open() as f:
        rows = list(csv.DictReader(f))
    lengths = {r["days"]: float(r["value"]) for r in rows if r["metric"] == "mean length"}
    assert lengths == {"2": 2.0, "6": 6.0}
    metrics = {r["metric"] for r in rows}
    assert {"first-player advantage (seat 0 minus fair share)", "win rate of heuristic",
            "mean decisions", "mean stored per seat"} <= metrics
    pngs = {p.stem for p in tmp_path.glob("*.png")}
    assert len(pngs) == len(metrics) and "mean-length" in pngs
