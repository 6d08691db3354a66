"""The `serve` command: help text and a clear error for a database it cannot open."""

from __future__ import annotations

from typer.testing import CliRunner

from wildtable.cli import app

runner = CliRunner()


def test_serve_has_help_for_every_option() -> None:
    result = runner.invoke(app, ["serve", "--help"])
    assert result.exit_code == 0
    for option in ("--host", "--port", "--db", "--bot-delay"):
        assert option in result.output


def test_serve_refuses_a_database_it_cannot_open() -> None:
    result = runner.invoke(app, ["serve", "--db", "nosuchdb://nowhere"])
    assert result.exit_code == 2 and "cannot open the database" in result.output
