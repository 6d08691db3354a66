"""The same seed gives the same games whatever the backend and the number of workers."""

from __future__ import annotations

import time

import pytest

from wildtable.engine import WildtableError
from wildtable.sim.backends import chunks, outcomes
from wildtable.sim.simulate import jobs_for, run_jobs
from wildtable.sim.table import to_row

JOBS = jobs_for("war-of-the-wilds", 10, 3, ["heuristic", "random"], seed=11,
                options={"days": 6})


def rows(backend: str, workers: int) -> list[dict[str, object]]:
    return [to_row(o) for o in run_jobs(JOBS, workers, backend=backend)]


def test_rows_are_identical_on_one_and_two_local_processes() -> None:
    one = rows("local", 1)
    assert one == rows("local", 2)
    assert [r["index"] for r in one] == list(range(10))
    assert len({r["seed"] for r in one}) == 10  # distinct games, not one game ten times


def test_rows_are_identical_on_a_local_ray_instance() -> None:
    pytest.importorskip("ray")
    start = time.monotonic()
    assert rows("ray", 1) == rows("local", 1)
    assert time.monotonic() - start < 120  # Ray's start-up is bounded, not a hang


def test_batches_cover_every_job_once_in_order() -> None:
    for workers in (1, 2, 7):
        batches = chunks(JOBS, workers)
        assert [j for b in batches for j in b] == JOBS
    assert len(chunks(JOBS * 200, 2)) > 20  # long runs are cut small enough for progress


def test_an_unknown_backend_or_a_stray_address_is_refused() -> None:
    with pytest.raises(WildtableError, match="no backend 'spark'"):
        list(outcomes(JOBS, "spark"))
    with pytest.raises(WildtableError, match="ray backend"):
        list(outcomes(JOBS, "local", 1, "127.0.0.1:6379"))
