"""The heuristic agent is a real opponent: a random player rarely beats it."""

from __future__ import annotations

import pytest

from wildtable.sim.simulate import jobs_for, run_jobs, summarise


@pytest.mark.parametrize("players", [2, 3, 4])
def test_heuristic_rarely_loses_to_random(players: int) -> None:
    outcomes = run_jobs(jobs_for("war-of-the-wilds", 40, players, ["heuristic", "random"], 7), 1)
    summary = summarise(outcomes, players)
    # Heuristic seats win nearly every game; the random seats almost none.
    assert summary["by_agent"]["random"]["win_rate"] <= 0.05
    assert summary["by_agent"]["heuristic"]["ci95"][0] > 1 / players
