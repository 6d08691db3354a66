"""Results files: counters from details, Parquet and CSV round trips, resume after Ctrl-C."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from wildtable.engine import WildtableError
from wildtable.sim.simulate import GameOutcome, jobs_for
from wildtable.sim.store import ResultsStore, run_into
from wildtable.sim.table import counters, read_rows, split_seat, to_outcome, to_row, write_rows

JOBS = jobs_for("war-of-the-wilds", 8, 2, ["heuristic"], seed=3, options={"days": 5})


def test_counters_take_numbers_per_game_per_seat_and_nested() -> None:
    details = {"length": 9, "rounds": 4, "stored": [1, 0, 2], "name": "x", "odd": [1, 2],
               "played": {"Fox": [1, 0, 0], "total": 3}, "won": True}
    assert counters(details, 3) == {
        "counter.rounds": 4.0, "counter.stored@0": 1.0, "counter.stored@1": 0.0,
        "counter.stored@2": 2.0, "counter.played.Fox@0": 1.0, "counter.played.Fox@1": 0.0,
        "counter.played.Fox@2": 0.0, "counter.played.total": 3.0, "counter.won": 1.0}
    assert split_seat("counter.played.Fox@2") == ("counter.played.Fox", 2)
    assert split_seat("counter.rounds") == ("counter.rounds", None)


def test_a_row_splits_shared_wins_and_reads_back_as_its_outcome() -> None:
    o = GameOutcome(4, 77, ["a", "b", "c"], [0, 2], [3.0, 1.0, 3.0], 50, 7, "tie",
                    {"length": 7, "stored": [1, 2, 3]}, "g", (("days", 7),))
    row = to_row(o)
    assert [row["win@0"], row["win@1"], row["win@2"]] == [0.5, 0.0, 0.5]
    assert row["winners"] == "0 2" and row["options"] == '{"days": 7}'
    back = to_outcome(row)
    assert (back.index, back.seed, back.agents, back.winners, back.scores, back.length,
            back.options) == (4, 77, ["a", "b", "c"], [0, 2], [3.0, 1.0, 3.0], 7, o.options)


@pytest.mark.parametrize("suffix", [".parquet", ".csv"])
def test_parquet_and_csv_round_trip(tmp_path: Path, suffix: str) -> None:
    outcomes = run_into(None, JOBS[:3], "local", 1, None)
    rows = [to_row(o) for o in outcomes]
    path = tmp_path / f"r{suffix}"
    write_rows(rows, path)
    assert read_rows(path) == rows


def test_a_results_file_must_be_parquet_or_csv(tmp_path: Path) -> None:
    with pytest.raises(WildtableError, match=r"\.parquet or \.csv"):
        ResultsStore(tmp_path / "r.xlsx")
    bad = tmp_path / "bad.parquet"
    bad.write_text("not parquet")
    with pytest.raises(WildtableError, match="not a results table"):
        read_rows(bad)


@pytest.mark.parametrize("workers", [1, 2])
def test_an_interrupted_run_resumes_without_replaying_finished_games(tmp_path: Path,
                                                                      workers: int) -> None:
    path = tmp_path / "r.parquet"
    whole = run_into(ResultsStore(tmp_path / "whole.parquet"), JOBS, "local", 1, None)

    played: list[int] = []

    def interrupt_after_three(o: GameOutcome) -> None:
        played.append(o.index)
        if len(played) == 3:
            raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        run_into(ResultsStore(path), JOBS, "local", workers, None, interrupt_after_three)
    assert not path.exists() and len(ResultsStore(path).rows) == 3  # kept in the journal

    again: list[int] = []
    resumed = run_into(ResultsStore(path), JOBS, "local", 2, None,
                       lambda o: again.append(o.index))
    assert sorted(again) == [j.index for j in JOBS if j.index not in played]
    assert [to_row(o) for o in resumed] == [to_row(o) for o in whole]
    assert read_rows(path) == read_rows(tmp_path / "whole.parquet")
    assert not path.with_name("r.parquet.partial").exists()


def stop_after(n: int) -> Callable[[GameOutcome], None]:
    seen: list[int] = []

    def on_done(o: GameOutcome) -> None:
        seen.append(o.index)
        if len(seen) == n:
            raise KeyboardInterrupt

    return on_done


def test_a_torn_last_journal_line_is_played_again(tmp_path: Path) -> None:
    path = tmp_path / "r.csv"
    store = ResultsStore(path)
    run_into(store, JOBS[:2], "local", 1, None)
    journal = path.with_name("r.csv.partial")
    journal.write_text('{"game": "war-of-the-wilds", "opt')
    store = ResultsStore(path)
    assert len(store.rows) == 2  # the finished file, less the torn line
    with pytest.raises(KeyboardInterrupt):
        run_into(store, JOBS[:4], "local", 1, None, stop_after(1))
    assert len(ResultsStore(path).rows) == 3  # a game journalled after the tear is kept


def test_a_file_of_another_game_is_not_mixed_in(tmp_path: Path) -> None:
    path = tmp_path / "r.parquet"
    o = GameOutcome(0, 1, ["a"], [0], [1.0], 3, 0, "won", {}, "other-game", ())
    write_rows([to_row(o)], path)
    with pytest.raises(WildtableError, match="--fresh"):
        ResultsStore(path).pending(JOBS)
    assert len(ResultsStore(path, fresh=True).pending(JOBS)) == len(JOBS)
