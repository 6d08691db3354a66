"""Which build runs: the mypyc-compiled modules or the plain Python source.

`tools/compile.py` (run by `make`) writes C extension modules beside the sources and a
manifest, `_compiled.json`, with a hash of each compiled source. At import, before any
other wildtable module loads, `choose()` decides:

- `WILDTABLE_PLAIN=1` in the environment: plain, on request (to compare the two);
- no manifest, or a manifest for another Python: plain, nothing was compiled here;
- a compiled module's source differs from the hash recorded: plain, the build is stale
  (it would run old rules), with one warning line until `make compiled` rebuilds it.

Plain means a finder placed first on `sys.meta_path` loads every `wildtable.*` module
from its .py even where an extension module lies beside it. The compiled modules form one
group that calls across modules natively, so it is all or nothing: never a mix.

This module is never compiled: it decides what is.
"""

from __future__ import annotations

import hashlib
import importlib.machinery
import json
import os
import sys
import warnings
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType

PLAIN_ENV = "WILDTABLE_PLAIN"
_PACKAGE = Path(__file__).resolve().parent
_MANIFEST = _PACKAGE / "_compiled.json"

_kind = "plain"
_reason = "not chosen yet"


class _SourceOnly:
    """A meta-path finder that loads `wildtable.*` modules from source files only."""

    @staticmethod
    def find_spec(
        fullname: str, path: Sequence[str] | None = None, target: ModuleType | None = None
    ) -> importlib.machinery.ModuleSpec | None:
        if not fullname.startswith("wildtable.") or path is None:
            return None
        loaders = [(importlib.machinery.SourceFileLoader, importlib.machinery.SOURCE_SUFFIXES)]
        for entry in path:
            spec = importlib.machinery.FileFinder(entry, *loaders).find_spec(fullname)
            if spec is not None:
                return spec
        return None


def _stale_source(root: Path, sources: dict[str, str]) -> str | None:
    """The first compiled source whose text is not the one compiled, if any."""
    for rel, recorded in sources.items():
        path = root / rel
        try:
            if hashlib.sha256(path.read_bytes()).hexdigest() != recorded:
                return rel
        except OSError:
            return rel
    return None


def choose() -> None:
    """Decide the build once, before the first compiled module could be imported."""
    global _kind, _reason
    if os.environ.get(PLAIN_ENV, "") not in ("", "0"):
        _kind, _reason = "plain", f"{PLAIN_ENV} is set"
    else:
        try:
            manifest = json.loads(_MANIFEST.read_text())
        except (OSError, ValueError):
            manifest = None
        if not isinstance(manifest, dict):
            _kind, _reason = "plain", "no compiled build (make compiled builds one)"
        elif manifest.get("python") != sys.implementation.cache_tag:
            _kind, _reason = "plain", f"the compiled build is for {manifest.get('python')}"
        else:
            stale = _stale_source(_PACKAGE.parent, manifest.get("sources", {}))
            if stale is None:
                _kind, _reason = "compiled", "mypyc"
                return
            _kind, _reason = "plain", f"the compiled build is stale: {stale} changed"
            warnings.warn(
                f"wildtable: {_reason} since it was compiled; running the plain source "
                "(make compiled rebuilds it)", RuntimeWarning, stacklevel=3,
            )
    if not any(isinstance(f, _SourceOnly) for f in sys.meta_path):
        sys.meta_path.insert(0, _SourceOnly())


def build_kind() -> str:
    """"compiled" when the mypyc-built modules run, "plain" when the Python source does."""
    return _kind


def build_reason() -> str:
    """Why this build runs, in words: "mypyc", "WILDTABLE_PLAIN is set", "… stale …"."""
    return _reason


def running_compiled() -> bool:
    """Whether the engine actually loaded from an extension module (the truth, not the plan)."""
    module = sys.modules.get("wildtable.engine.state")
    return module is not None and not (module.__file__ or "").endswith(".py")
