"""The engine never imports a game; a game never imports server, CLI, web, sim or rl."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2] / "wildtable"


def imports_of(path: Path) -> set[str]:
    tree = ast.parse(path.read_text())
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = "." * node.level + (node.module or "")
            names.add(base)
    return names


def test_engine_imports_no_game() -> None:
    for path in (ROOT / "engine").rglob("*.py"):
        for name in imports_of(path):
            assert "games" not in name, f"{path.name} imports {name}"


def test_games_import_only_the_engine_and_themselves() -> None:
    forbidden = ("server", "cli", "web", "sim", "rl", "agents")
    for path in (ROOT / "games").rglob("*.py"):
        for name in imports_of(path):
            parts = name.lstrip(".").split(".")
            assert not any(p in forbidden for p in parts), f"{path} imports {name}"
