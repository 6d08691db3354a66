"""The adapters know no game: they import no game package and name no game."""

from __future__ import annotations

import ast
from pathlib import Path

import wildtable

RL = Path(__file__).resolve().parents[2] / "wildtable" / "rl"


def test_rl_imports_no_game_package() -> None:
    for path in RL.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ImportFrom):
                name = "." * node.level + (node.module or "")
            elif isinstance(node, ast.Import):
                name = ",".join(a.name for a in node.names)
            else:
                continue
            assert "games" not in name, f"{path.name} imports {name}"


def test_rl_names_no_game() -> None:
    for path in RL.rglob("*.py"):
        text = path.read_text()
        for game_id in wildtable.games():
            # Docstrings may show an example call; code may not depend on a game.
            code = "\n".join(line for line in text.splitlines()
                             if not line.lstrip().startswith((">>>", '"""', "#"))
                             and "wildtable/WarOfTheWilds" not in line)
            assert f'"{game_id}"' not in code, f"{path.name} names {game_id}"
