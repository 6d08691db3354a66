"""The arena's seating, pairwise results and Elo fit."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

from typer.testing import CliRunner

from wildtable.cli import app
from wildtable.sim.arena import arena_jobs, arena_summary, seatings
from wildtable.sim.elo import fit, pairwise, ratings
from wildtable.sim.simulate import run_jobs
from wildtable.sim.table import read_rows

runner = CliRunner()


def test_every_agent_sits_in_every_seat_equally_often() -> None:
    for agents, players in ((["a", "b", "c"], 2), (["a", "b"], 4), (["a", "b", "c"], 3)):
        cycle = seatings(agents, players)
        for seat in range(players):
            counts = Counter(s[seat] for s in cycle)
            assert set(counts) == set(agents) and len(set(counts.values())) == 1


def test_pairwise_reads_a_game_as_wins_losses_and_draws() -> None:
    assert pairwise(["a", "b", "c"], [0]) == [("a", "b", 1.0), ("a", "c", 1.0), ("b", "c", 0.5)]
    assert pairwise(["a", "b"], [0, 1]) == [("a", "b", 0.5)]
    assert pairwise(["a", "a"], [0]) == []


def test_elo_orders_agents_by_strength_and_centres_on_1500() -> None:
    games = [[("strong", "weak", 1.0)]] * 30 + [[("strong", "weak", 0.0)]] * 10
    r = fit([p for g in games for p in g], ["strong", "weak"])
    assert r["strong"] > r["weak"]
    assert abs((r["strong"] + r["weak"]) / 2 - 1500) < 1e-6
    # 75% expected score is about 191 Elo points; the prior pulls it in a little.
    assert 150 < r["strong"] - r["weak"] < 200
    rated = ratings(games, ["strong", "weak"], seed=1)
    lo, hi = rated["strong"]["ci95"]  # type: ignore[misc]
    assert lo <= rated["strong"]["rating"] <= hi  # type: ignore[operator]


def test_arena_summary_has_the_simulate_keys_plus_elo() -> None:
    agents = ["heuristic", "random"]
    outcomes = run_jobs(arena_jobs("war-of-the-wilds", agents, 8, 2, seed=3), 1)
    summary = arena_summary(outcomes, 2, agents, seed=3)
    assert {"games", "by_agent", "by_seat", "mean_decisions", "pairwise", "elo"} <= set(summary)
    assert summary["elo"]["heuristic"]["rating"] > summary["elo"]["random"]["rating"]
    assert summary["pairwise"]["heuristic"]["random"]["games"] == 8


def test_elo_interval_has_width_when_every_game_went_one_way() -> None:
    # 12 wins of 12 do not prove an infinite gap: the interval must stay open.
    games = [[("strong", "weak", 1.0)] for _ in range(12)]
    rated = ratings(games, ["strong", "weak"], seed=2)
    lo, hi = rated["strong"]["ci95"]  # type: ignore[misc]
    assert hi - lo > 50
    assert lo <= rated["strong"]["rating"] <= hi  # type: ignore[operator]


def test_arena_out_writes_rows_and_resumes(tmp_path: Path) -> None:
    out = tmp_path / "arena.csv"
    args = ["arena", "war-of-the-wilds", "--agents", "heuristic,random", "--players", "2",
            "--jobs", "1", "--out", str(out), "--json"]
    first = runner.invoke(app, [*args, "--games", "2"])
    assert first.exit_code == 0, first.output
    assert len(read_rows(out)) == 2
    more = runner.invoke(app, [*args, "--games", "4"])
    assert more.exit_code == 0, more.output
    assert "2 of 4 games already in" in more.output
    assert json.loads(more.stdout)["pairwise"]["heuristic"]["random"]["games"] == 4
    assert len(read_rows(out)) == 4
