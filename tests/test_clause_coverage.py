"""Every rule clause in docs/rules/ is named by at least one test."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CLAUSE = re.compile(r"\*\*([A-Z]+(?:-[A-Z0-9]+)*-\d+)\*\*")


def clauses() -> dict[str, str]:
    """Clause id -> rules document, for every bold id like **WOTW-ATTACK-3**."""
    found: dict[str, str] = {}
    for doc in sorted((ROOT / "docs" / "rules").glob("*.md")):
        for cid in CLAUSE.findall(doc.read_text()):
            found[cid] = doc.name
    return found


def test_every_clause_has_a_test() -> None:
    tests_text = "\n".join(p.read_text() for p in (ROOT / "tests").rglob("*.py"))
    # Test names spell ids with underscores: test_wotw_attack_3.
    normalised = tests_text.replace("_", "-").upper()
    missing = [
        f"{cid} ({doc})"
        for cid, doc in clauses().items()
        if not re.search(rf"(?<![A-Z0-9]){cid}(?![0-9])", normalised)
    ]
    assert not missing, "clauses with no test: " + ", ".join(missing)
