"""Run every benchmark and print a table: `python benchmarks/run.py [GAME]`.

The same measurements are behind `wildtable bench`; figures seen are kept in
benchmarks/RESULTS.md.
"""

from __future__ import annotations

import sys

from wildtable.cli import app

if __name__ == "__main__":
    app(["bench", *sys.argv[1:]])
