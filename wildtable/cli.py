"""The `wildtable` command."""

from __future__ import annotations

import typer

app = typer.Typer(help="wildtable: four wilderness tabletop games on one table.")


@app.command()
def games() -> None:
    """List the games."""
    import wildtable

    for gid in wildtable.games():
        typer.echo(gid)


def main() -> None:
    app()
