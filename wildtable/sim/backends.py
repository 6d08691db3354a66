"""Where games are played: this process, local worker processes, or a Ray cluster.

Every backend runs the same `run_job` on the same jobs, and a job carries its own seed,
so a game's result never depends on the backend or on how many workers share the work.
Backends yield outcomes as they finish (any order); callers sort by job index.
"""

from __future__ import annotations

import multiprocessing
import os
import signal
from collections.abc import Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from typing import Any

from ..engine import WildtableError
from .simulate import GameJob, GameOutcome, run_job

BACKENDS = ("local", "ray")


def cores() -> int:
    """The cores this process may use (the affinity mask, not the machine's count)."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not on Linux
        return max(1, os.cpu_count() or 1)


def chunks(jobs: Sequence[GameJob], workers: int, most: int = 64) -> list[list[GameJob]]:
    """Jobs cut into batches: big enough to hide per-task overhead, small enough that
    the progress bar moves and the workers finish together (about 20 batches each)."""
    size = max(1, min(most, len(jobs) // (workers * 20)))
    return [list(jobs[i:i + size]) for i in range(0, len(jobs), size)]


def run_batch(batch: Sequence[GameJob]) -> list[GameOutcome]:
    return [run_job(job) for job in batch]


def _ignore_interrupt() -> None:
    # Ctrl-C goes to the whole process group; the parent alone decides what to keep.
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def local_outcomes(jobs: Sequence[GameJob], workers: int) -> Iterator[GameOutcome]:
    """Outcomes from `workers` spawned processes (in this process when workers is 1).

    On an interruption the batches not started are cancelled and the workers stopped;
    every game already reported has been handed to the caller.
    """
    if workers <= 1 or len(jobs) <= 1:
        yield from map(run_job, jobs)
        return
    ctx = multiprocessing.get_context("spawn")
    pool = ProcessPoolExecutor(min(workers, len(jobs)), mp_context=ctx,
                               initializer=_ignore_interrupt)
    finished = False
    try:
        pending = {pool.submit(run_batch, batch) for batch in chunks(jobs, workers)}
        while pending:
            done, pending = wait(pending, return_when=FIRST_COMPLETED)
            for future in done:
                yield from future.result()
        finished = True
    finally:
        if not finished:
            # Interrupted: stop the running batches now rather than wait for them. There
            # is no public way to do this before Python 3.14's terminate_workers().
            for process in list(getattr(pool, "_processes", {}).values()):
                process.terminate()
        pool.shutdown(wait=finished, cancel_futures=True)


def ray_outcomes(jobs: Sequence[GameJob], workers: int | None,
                 address: str | None) -> Iterator[GameOutcome]:
    """Outcomes from Ray tasks: a local Ray instance with `workers` CPUs when `address`
    is None, else the cluster at `address` (which must have wildtable installed).

    Raises:
        WildtableError: Ray is not installed or the cluster cannot be reached.
    """
    try:
        import ray
    except ImportError:
        raise WildtableError("the ray backend needs Ray: pip install 'wildtable[ray]'") from None
    started = not ray.is_initialized()
    if started:
        init: dict[str, Any] = {"include_dashboard": False, "log_to_driver": False,
                                "configure_logging": False}
        if address is None:
            init["num_cpus"] = workers or cores()
        else:
            init["address"] = address
        try:
            ray.init(**init)
        except (ConnectionError, RuntimeError, ValueError) as e:
            raise WildtableError(f"cannot start Ray at {address or 'this machine'}: {e}") from None
    try:
        n = workers or int(ray.cluster_resources().get("CPU", 1))  # type: ignore[no-untyped-call]
        task = ray.remote(num_cpus=1)(run_batch)
        pending = [task.remote(batch) for batch in chunks(jobs, n)]
        while pending:
            done, pending = ray.wait(pending, num_returns=1)
            yield from ray.get(done[0])
    finally:
        if started:
            ray.shutdown()


def outcomes(jobs: Sequence[GameJob], backend: str = "local", workers: int | None = None,
             address: str | None = None) -> Iterator[GameOutcome]:
    """Play the jobs on a backend; outcomes come as games finish, in any order.

    Raises:
        WildtableError: an unknown backend, or Ray cannot start.
    """
    if backend == "local":
        if address is not None:
            raise WildtableError("--address is for the ray backend")
        return local_outcomes(jobs, workers or cores())
    if backend == "ray":
        return ray_outcomes(jobs, workers, address)
    raise WildtableError(f"no backend {backend!r}; backends: {', '.join(BACKENDS)}")
