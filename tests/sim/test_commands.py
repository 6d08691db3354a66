"""`wildtable simulate --out`, `report` and `sweep`, driven as a designer would."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from wildtable.cli import app
from wildtable.sim.table import read_rows

runner = CliRunner()
SMALL = ["war-of-the-wilds", "--players", "2", "--days", "4", "--seed", "2"]


def test_the_new_commands_have_help() -> None:
    for command in ("report", "sweep"):
        result = runner.invoke(app, [command, "--help"])
        assert result.exit_code == 0 and "Usage" in result.output
    result = runner.invoke(app, ["simulate", "--help"])
    assert "--backend" in result.output and "--out" in result.output


def test_simulate_writes_rows_resumes_and_reports(tmp_path: Path) -> None:
    out = tmp_path / "r.csv"
    first = runner.invoke(app, ["simulate", *SMALL, "--games", "6", "--out", str(out),
                                "--jobs", "1", "--json"])
    assert first.exit_code == 0, first.output
    rows = read_rows(out)
    assert [r["index"] for r in rows] == list(range(6))
    assert {"game", "options", "seed", "agent@0", "score@1", "win@0", "winners", "decisions",
            "length", "counter.stored@1"} <= set(rows[0])
    more = runner.invoke(app, ["simulate", *SMALL, "--games", "9", "--out", str(out),
                               "--jobs", "1", "--json"])
    assert more.exit_code == 0 and "6 of 9 games already" in more.stderr
    assert json.loads(more.stdout)["games"] == 9 and len(read_rows(out)) == 9
    fresh = runner.invoke(app, ["simulate", *SMALL, "--games", "9", "--out", str(out),
                                "--jobs", "1", "--json"])
    assert fresh.stdout == more.stdout  # all 9 from the file: the same summary
    report = runner.invoke(app, ["report", str(out), "--out", str(tmp_path / "rep")])
    assert report.exit_code == 0, report.output
    assert (tmp_path / "rep" / "index.html").exists()


def test_simulate_and_report_refuse_bad_input(tmp_path: Path) -> None:
    result = runner.invoke(app, ["simulate", *SMALL, "--backend", "spark"])
    assert result.exit_code == 2 and "no backend 'spark'" in result.output
    result = runner.invoke(app, ["simulate", *SMALL, "--address", "127.0.0.1:1"])
    assert result.exit_code == 2 and "--backend ray" in result.output
    result = runner.invoke(app, ["simulate", *SMALL, "--out", str(tmp_path / "r.txt")])
    assert result.exit_code == 2 and ".parquet or .csv" in result.output
    result = runner.invoke(app, ["report", str(tmp_path / "missing.parquet")])
    assert result.exit_code == 2 and "cannot read" in result.output


def test_sweep_runs_a_grid(tmp_path: Path) -> None:
    out = tmp_path / "sweep"
    result = runner.invoke(app, ["sweep", "war-of-the-wilds", "--option", "days=2,3",
                                 "--option", "acorns_per_player=5", "--games", "3",
                                 "--jobs", "1", "--out", str(out)])
    assert result.exit_code == 0, result.output
    rows = read_rows(out / "results.parquet")
    assert sorted({json.loads(r["options"])["days"] for r in rows}) == [2, 3]
    assert (out / "sweep.csv").exists() and (out / "mean-length.png").exists()
    table = str(out / "results.parquet")
    report = runner.invoke(app, ["report", table, table, "--out", str(tmp_path / "rep")])
    assert report.exit_code == 0, report.output
    firsts = (tmp_path / "rep" / "first_player.csv").read_text().splitlines()[1:]
    assert len(firsts) == 2 and all(",6," in line for line in firsts)  # 2 points, 2 × 3 games
    bad = runner.invoke(app, ["sweep", "war-of-the-wilds", "--option", "colour=red"])
    assert bad.exit_code == 2 and "no option colour" in bad.output
