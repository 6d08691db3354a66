"""The compiled and the plain build play identical games (see fingerprint.py).

The golden digests come from the plain source. This file runs in whichever build is
active; `make test` runs it a second time with WILDTABLE_PLAIN=1, so both builds are held
to the same digests, and one case also compares the two builds directly in one run.
"""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import wildtable
from wildtable import _build

from . import fingerprint

GOLDEN: dict[str, str] = json.loads(fingerprint.GOLDEN.read_text())
CASES = fingerprint.cases()
ROOT = Path(__file__).resolve().parents[2]


def test_every_case_has_a_golden_digest() -> None:
    assert sorted(GOLDEN) == sorted(cid for cid, *_ in CASES)


@pytest.mark.parametrize(("case", "game_id", "players", "options"), CASES,
                         ids=[c[0] for c in CASES])
def test_game_matches_its_golden_digest(
    case: str, game_id: str, players: int, options: dict[str, object]
) -> None:
    digest = fingerprint.play(wildtable.game(game_id), players, options)
    assert digest == GOLDEN[case], (
        f"{case}: the {wildtable.build_kind()} build played a different game from the "
        "plain source's golden one"
    )


def test_a_changed_action_changes_the_digest() -> None:
    """The fingerprint can fail: another seed, or one step's other choice, differs."""
    g = wildtable.game("war-of-the-wilds")
    assert fingerprint.play(g, 2, {}, seed=fingerprint.SEED + 1) != GOLDEN["war-of-the-wilds/2"]
    assert fingerprint.play(g, 2, {"days": 15}) != GOLDEN["war-of-the-wilds/2"]


def _subprocess_env(plain: bool) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != _build.PLAIN_ENV}
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), env.get("PYTHONPATH", "")])
    if plain:
        env[_build.PLAIN_ENV] = "1"
    return env


def test_the_switch_loads_every_module_from_source() -> None:
    code = ("import sys, wildtable, wildtable.agents.ismcts\n"
            "from wildtable import _build\n"
            "mods = [m for n, m in sys.modules.items() if n.startswith('wildtable.')]\n"
            "print(wildtable.build_kind(), _build.running_compiled(),"
            " all((m.__file__ or '.py').endswith('.py') for m in mods))\n")
    out = subprocess.run([sys.executable, "-c", code], env=_subprocess_env(plain=True),
                         capture_output=True, text=True, check=True).stdout.split()
    assert out == ["plain", "False", "True"]


@pytest.mark.skipif(wildtable.build_kind() != "compiled", reason="no compiled build here")
def test_compiled_and_plain_agree_in_one_run() -> None:
    """Both builds play the same cases side by side (a few, to keep the run short)."""
    assert _build.running_compiled()
    picked = [c for c in CASES if c[0] in ("war-of-the-wilds/3", "wilderness/4", "weavlings/1",
                                           "wild-realms/4")]
    mine = {cid: fingerprint.play(wildtable.game(g), p, o) for cid, g, p, o in picked}
    code = ("import json, wildtable\nfrom tests.engine import fingerprint\n"
            f"picked = {[c[0] for c in picked]!r}\n"
            "cases = [c for c in fingerprint.cases() if c[0] in picked]\n"
            "print(json.dumps([wildtable.build_kind(), {cid: fingerprint.play("
            "wildtable.game(g), p, o) for cid, g, p, o in cases}]))\n")
    out = subprocess.run([sys.executable, "-c", code], env=_subprocess_env(plain=True),
                         cwd=ROOT, capture_output=True, text=True, check=True).stdout
    kind, plain = json.loads(out)
    assert kind == "plain"
    assert mine == plain


def test_a_changed_source_makes_the_build_stale(tmp_path: Path) -> None:
    """A compiled module whose source changed since would run old rules: the hashes in the
    manifest catch it, and then the plain source runs."""
    src = tmp_path / "rules.py"
    src.write_text("x = 1\n")
    recorded = {"rules.py": hashlib.sha256(b"x = 1\n").hexdigest()}
    assert _build._stale_source(tmp_path, recorded) is None
    src.write_text("x = 2\n")
    assert _build._stale_source(tmp_path, recorded) == "rules.py"
    assert _build._stale_source(tmp_path, {"gone.py": "0"}) == "gone.py"
