"""A results file that survives interruption: finished games go to a journal beside it
as they finish, and a later run with the same settings skips them.

The journal (`results.parquet.partial`, one JSON row a line, flushed after each game)
is folded into the results file when a run completes, then removed.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TextIO

from ..engine import WildtableError
from .simulate import GameJob, GameOutcome
from .table import (
    Row,
    check_format,
    options_text,
    read_rows,
    row_key,
    to_outcome,
    to_row,
    write_rows,
)


def job_key(job: GameJob) -> tuple[str, str, int, str, int]:
    return (job.game, options_text(job.options), len(job.agents), ",".join(job.agents), job.seed)


class ResultsStore:
    """The rows of a results file plus its journal; new rows are journalled at once."""

    def __init__(self, path: Path, fresh: bool = False) -> None:
        check_format(path)
        self.path = path
        self.journal = path.with_name(path.name + ".partial")
        if fresh:
            self.path.unlink(missing_ok=True)
            self.journal.unlink(missing_ok=True)
        path.parent.mkdir(parents=True, exist_ok=True)
        self._log: TextIO | None = None
        self.rows: list[Row] = read_rows(path) if path.exists() else []
        self.rows += self._journal_rows()
        self.done = {row_key(r) for r in self.rows}

    def _journal_rows(self) -> list[Row]:
        if not self.journal.exists():
            return []
        rows = []
        lines = self.journal.read_text().splitlines()
        for line in lines:
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError:
                break  # the last line of a run killed mid-write; that game is played again
        if len(rows) < len(lines):  # drop the torn line, or new rows would extend it
            self.journal.write_text("".join(json.dumps(r) + "\n" for r in rows))
        return rows

    def pending(self, jobs: Sequence[GameJob]) -> list[GameJob]:
        """The jobs whose games are not in the file yet."""
        games = {r["game"] for r in self.rows}
        wanted = {j.game for j in jobs}
        if games and wanted and games != wanted:
            raise WildtableError(f"{self.path} holds games of {', '.join(sorted(games))}; "
                                 "write elsewhere with --out or start afresh with --fresh")
        return [j for j in jobs if job_key(j) not in self.done]

    def add(self, outcome: GameOutcome) -> Row:
        row = to_row(outcome)
        if self._log is None:
            self._log = self.journal.open("a")
        self._log.write(json.dumps(row) + "\n")
        self._log.flush()  # a game is kept as soon as it is finished
        self.rows.append(row)
        self.done.add(row_key(row))
        return row

    def rows_for(self, jobs: Sequence[GameJob]) -> list[Row]:
        """The rows of these jobs' games, in job order."""
        by_key = {row_key(r): r for r in self.rows}
        return [by_key[job_key(j)] for j in jobs if job_key(j) in by_key]

    def close(self) -> None:
        if self._log is not None:
            self._log.close()
            self._log = None

    def finish(self) -> None:
        """Write every row (sorted, one per game) to the results file; drop the journal."""
        unique = {row_key(r): r for r in self.rows}
        self.rows = sorted(unique.values(),
                           key=lambda r: (r["options"], r["players"], r["index"], r["agents"]))
        self.close()
        write_rows(self.rows, self.path)
        self.journal.unlink(missing_ok=True)


def run_into(store: ResultsStore | None, jobs: Sequence[GameJob], backend: str,
             workers: int | None, address: str | None,
             on_done: Callable[[GameOutcome], None] | None = None) -> list[GameOutcome]:
    """Play the jobs not yet in the store and return every job's outcome, in job order.

    An interruption (Ctrl-C) leaves the finished games in the journal and propagates.
    """
    from .backends import outcomes

    todo = store.pending(jobs) if store is not None else list(jobs)
    played: list[GameOutcome] = []
    try:
        for outcome in outcomes(todo, backend, workers, address) if todo else ():
            if store is not None:
                store.add(outcome)
            played.append(outcome)
            if on_done is not None:
                on_done(outcome)
    finally:
        if store is not None:
            store.close()
    if store is None:
        return sorted(played, key=lambda o: o.index)
    store.finish()
    return [to_outcome(r) for r in store.rows_for(jobs)]
