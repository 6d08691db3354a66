"""The results table: one row per game, written to Parquet or CSV and read back.

Columns, for a game with P seats (seats are 0-based):

- `game`, `options` (JSON, sorted keys), `players`, `index`, `seed`, `agents` (by seat,
  comma-separated), `winners` (winning seats, space-separated; empty when nobody won),
  `decisions`, `length` (the game's `details["length"]`, else empty), `reason`;
- `agent@s`, `score@s`, `win@s` for each seat s: `win@s` is the seat's share of the win
  (1, 1/k in a k-way shared win, 0);
- counters from the game's `Result.details`: a number under key `k` becomes `counter.k`;
  a list of P numbers becomes `counter.k@0` … `counter.k@{P-1}` (one per seat); a dict
  is read recursively with dotted keys (`{"played": {"Fox": [1, 0]}}` gives
  `counter.played.Fox@0` and `counter.played.Fox@1`). Anything else is left out.
"""

from __future__ import annotations

import csv
import json
import math
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

from ..engine import WildtableError
from .simulate import GameOutcome

Row = dict[str, Any]

TEXT_COLUMNS = frozenset({"game", "options", "agents", "winners", "reason"})
FORMATS = (".parquet", ".csv")


def seat_column(name: str, seat: int) -> str:
    return f"{name}@{seat}"


def split_seat(column: str) -> tuple[str, int | None]:
    """`counter.stored@2` -> (`counter.stored`, 2); a column without a seat -> (name, None)."""
    name, at, seat = column.rpartition("@")
    if at and seat.isdigit():
        return name, int(seat)
    return column, None


def counters(details: Mapping[str, Any], players: int, prefix: str = "") -> dict[str, float]:
    """The numeric entries of a result's details, flattened into counter columns."""
    out: dict[str, float] = {}
    for key, value in details.items():
        name = f"{prefix}{key}"
        if name == "length":
            continue  # its own column
        if isinstance(value, bool | int | float):
            out[f"counter.{name}"] = float(value)
        elif isinstance(value, list | tuple) and len(value) == players and all(
                isinstance(v, bool | int | float) for v in value):
            for seat, v in enumerate(value):
                out[seat_column(f"counter.{name}", seat)] = float(v)
        elif isinstance(value, Mapping):
            out.update(counters(value, players, f"{name}."))
    return out


def options_text(options: Iterable[tuple[str, Any]]) -> str:
    return json.dumps(dict(options), sort_keys=True)


def to_row(o: GameOutcome) -> Row:
    players = len(o.agents)
    row: Row = {
        "game": o.game, "options": options_text(o.options), "players": players,
        "index": o.index, "seed": o.seed, "agents": ",".join(o.agents),
        "winners": " ".join(map(str, o.winners)), "decisions": o.decisions,
        "length": o.details["length"] if isinstance(o.details.get("length"), int) else None,
        "reason": o.reason,
    }
    share = 1 / len(o.winners) if o.winners else 0.0
    for seat in range(players):
        row[seat_column("agent", seat)] = o.agents[seat]
        row[seat_column("score", seat)] = float(o.scores[seat]) if seat < len(o.scores) else None
        row[seat_column("win", seat)] = share if seat in o.winners else 0.0
    row.update(counters(o.details, players))
    return row


def to_outcome(row: Row) -> GameOutcome:
    """The outcome a row was made from, less the details that are not counters."""
    players = int(row["players"])
    winners = [int(w) for w in str(row["winners"] or "").split()]
    scores = [float(row.get(seat_column("score", s)) or 0.0) for s in range(players)]
    length = row.get("length")
    details: dict[str, Any] = {}
    if length is not None:
        details["length"] = int(length)
    return GameOutcome(int(row["index"]), int(row["seed"]), str(row["agents"]).split(","),
                       winners, scores, int(row["decisions"]), int(length or 0),
                       str(row["reason"]), details, str(row["game"]),
                       tuple(sorted(json.loads(row["options"]).items())))


def row_key(row: Row) -> tuple[str, str, int, str, int]:
    """What makes a game the same game: finished games with this key are not played again."""
    return (str(row["game"]), str(row["options"]), int(row["players"]), str(row["agents"]),
            int(row["seed"]))


def columns(rows: Sequence[Row]) -> list[str]:
    """Every column of the rows, in first-seen order (seat columns by seat)."""
    seen: dict[str, None] = {}
    for row in rows:
        for key in row:
            seen.setdefault(key, None)
    return list(seen)


def check_format(path: Path) -> None:
    """Raises WildtableError unless the path ends in .parquet or .csv."""
    if path.suffix.lower() not in FORMATS:
        raise WildtableError(f"{path}: results go to a .parquet or .csv file")


def write_rows(rows: Sequence[Row], path: Path) -> None:
    """Write rows to Parquet or CSV (by suffix), atomically: a reader never sees half."""
    check_format(path)
    names = columns(rows)
    tmp = path.with_name(path.name + ".tmp")
    path.parent.mkdir(parents=True, exist_ok=True)
    if path.suffix.lower() == ".parquet":
        import pyarrow as pa
        import pyarrow.parquet as pq

        data = {name: [row.get(name) for row in rows] for name in names}
        pq.write_table(pa.table(data), tmp)
    else:
        with tmp.open("w", newline="") as f:
            writer = csv.DictWriter(f, names)
            writer.writeheader()
            writer.writerows(rows)
    tmp.replace(path)


def _cell(name: str, text: str) -> Any:
    if name in TEXT_COLUMNS or split_seat(name)[0] == "agent":
        return text
    if text == "":
        return None
    number = float(text)
    return int(number) if number.is_integer() and "." not in text else number


def read_rows(path: Path) -> list[Row]:
    """Rows from a results file written by `write_rows`.

    Raises:
        WildtableError: the file is missing, unreadable, or not a results table.
    """
    check_format(path)
    try:
        if path.suffix.lower() == ".parquet":
            import pyarrow.parquet as pq

            rows: list[Row] = pq.read_table(path).to_pylist()
        else:
            with path.open(newline="") as f:
                rows = [{k: _cell(k, v) for k, v in r.items()} for r in csv.DictReader(f)]
    except OSError as e:
        raise WildtableError(f"cannot read {path}: {e}") from None
    except Exception as e:  # pyarrow and csv raise many kinds for a damaged file
        raise WildtableError(f"{path} is not a results table: {e}") from None
    missing = {"game", "players", "seed", "agents", "winners"} - set(columns(rows[:1]))
    if rows and missing:
        raise WildtableError(f"{path} is not a results table: no column {sorted(missing)[0]}")
    for row in rows:  # Parquet fills seats a game lacks with null; NaN comes from CSV
        for k, v in row.items():
            if isinstance(v, float) and math.isnan(v):
                row[k] = None
    return rows
