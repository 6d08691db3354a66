"""Compile wildtable's hot modules with mypyc, in place: `python tools/compile.py [--force]`.

mypyc turns the typed source (`mypy --strict` clean) into C extension modules written
beside the .py files; Python's import system prefers an extension module over the source
of the same name. The rules, the engine and the search agent run compiled; the CLI, the
server, the simulators and the learning adapters stay plain Python.

The script never fails the install: without mypyc or a C compiler it says so in one line
and the plain source runs (unless WILDTABLE_REQUIRE_COMPILED is set, as CI does). It
records a hash of every compiled source in `wildtable/_compiled.json`; `wildtable` reads
it at import and runs the plain source whenever a compiled module's source has changed
since (see `wildtable/_build.py`). It rebuilds only when a source changed, so `make play`
and `make test` call it every time.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "wildtable"
MANIFEST = PACKAGE / "_compiled.json"
BUILD = ROOT / "build" / "mypyc"
# The shared library of the group lives inside the package, not at the top level, so that
# an installed wildtable finds it wherever it is imported from.
GROUP = "wildtable.native"

# What runs compiled: the engine, every game's rules and state, the agents' search. Kept
# plain: wildtable/__init__.py and _build.py (they hold the switch), modules that only
# draw, teach or encode for learners (text, tutorial, words, spaces, observer), and
# everything outside these folders (CLI, server, simulation, learning adapters).
COMPILED_DIRS = ["engine", "agents", "games"]
PLAIN_NAMES = {"text.py", "tutorial.py", "words.py", "spaces.py", "observer.py"}


def sources() -> list[Path]:
    """The source files to compile, in a stable order."""
    out: list[Path] = []
    for d in COMPILED_DIRS:
        for path in sorted((PACKAGE / d).rglob("*.py")):
            # Package __init__ files only gather names; compiled, with the group's library
            # inside the package, they would get a wrong __path__ and miss plain siblings.
            if "_template" in path.parts or path.name in PLAIN_NAMES or path.name == "__init__.py":
                continue
            out.append(path)
    return out


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def manifest_for(paths: list[Path]) -> dict[str, object]:
    return {
        "python": sys.implementation.cache_tag,
        "sources": {p.relative_to(ROOT).as_posix(): digest(p) for p in paths},
    }


def outputs() -> list[Path]:
    """Every extension module a build left inside the package."""
    return sorted(PACKAGE.rglob("*.so")) + sorted(PACKAGE.rglob("*.pyd"))


def clean() -> None:
    for path in outputs():
        path.unlink()
    MANIFEST.unlink(missing_ok=True)


def up_to_date(paths: list[Path]) -> bool:
    try:
        recorded = json.loads(MANIFEST.read_text())
    except (OSError, ValueError):
        return False
    return bool(recorded == manifest_for(paths) and outputs())


def skip(reason: str, failed: bool = True) -> int:
    clean()
    print(f"wildtable: compiled build skipped ({reason}); the plain Python source runs")
    # CI sets this, so a build that stops compiling fails there instead of passing on
    # the plain source unnoticed; asking for the plain source is no failure.
    return 1 if failed and os.environ.get("WILDTABLE_REQUIRE_COMPILED") else 0


def main(argv: list[str]) -> int:
    if os.environ.get("WILDTABLE_PLAIN"):
        return skip("WILDTABLE_PLAIN is set", failed=False)
    paths = sources()
    if "--force" not in argv and up_to_date(paths):
        return 0
    try:
        import mypyc  # noqa: F401
    except ImportError:
        return skip("mypyc is not installed; it comes with the test extra's mypy")
    if shutil.which(os.environ.get("CC", "cc")) is None and shutil.which("gcc") is None:
        return skip("no C compiler found")
    clean()
    print(f"wildtable: compiling {len(paths)} modules with mypyc (takes a few minutes) ...",
          flush=True)
    start = time.perf_counter()
    jobs = str(max(1, min(4, os.cpu_count() or 1)))
    script = (
        "import sys\n"
        "from setuptools import setup\n"
        "from mypyc.build import mypycify\n"
        "paths = sys.argv[1:]\n"
        "sys.argv = [sys.argv[0], 'build_ext', '--inplace', '-j', " + repr(jobs) + "]\n"
        "exts = mypycify(paths, opt_level='3', multi_file=True, group_name=" + repr(GROUP)
        + ", target_dir=" + repr(str(BUILD)) + ")\n"
        # A dotted group name puts the group's header in a subfolder the per-module C
        # files do not look in.
        "for ext in exts:\n"
        "    ext.include_dirs.append(" + repr(str(BUILD / "wildtable")) + ")\n"
        # The random stream computes on `i64` words that must wrap modulo 2**64 on
        # overflow (wildtable/engine/rng.py); C leaves signed overflow undefined unless told.
        "    if sys.platform != 'win32':\n"
        "        ext.extra_compile_args.append('-fwrapv')\n"
        "setup(name='wildtable-native', ext_modules=exts)\n"
    )
    log = BUILD.parent / "mypyc.log"
    BUILD.mkdir(parents=True, exist_ok=True)
    with log.open("w") as out:
        done = subprocess.run(
            [sys.executable, "-c", script, *(p.relative_to(ROOT).as_posix() for p in paths)],
            cwd=ROOT, stdout=out, stderr=subprocess.STDOUT, check=False,
        )
    if done.returncode != 0:
        tail = log.read_text().strip().splitlines()[-1:] or ["no output"]
        return skip(f"mypyc failed: {tail[0][:200]}; see {log.relative_to(ROOT)}")
    MANIFEST.write_text(json.dumps(manifest_for(paths), indent=1, sort_keys=True) + "\n")
    print(f"wildtable: compiled {len(paths)} modules in {time.perf_counter() - start:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
