"""Fingerprints of whole games: one digest per game, player count and option set.

Each case plays a fixed seed with a fixed choice rule (a linear congruential sequence on
the step number picks the action's index, so no agent and no random stream of the test's
own is involved) and hashes, step by step, the seat to move, every legal notation, the
chosen action's words, every seat's view and the spectator's; at the end the result, each
seat's and the spectator's event log, the record and the saved state. Two builds that
agree on every digest played the same games.

The golden digests in fingerprint.json are written by the plain source:
`WILDTABLE_PLAIN=1 python -m tests.engine.fingerprint --write`.
"""

from __future__ import annotations

import hashlib
import json
import sys
import time
from pathlib import Path
from typing import Any

import wildtable
from wildtable.engine import BadOption, Game, Option

GOLDEN = Path(__file__).with_name("fingerprint.json")
SEED = 20


def variants(spec: Option) -> list[Any]:
    """Values other than the default worth a game each: the other bool, each choice, the
    bounds of a number; free text (a list of names) keeps its default."""
    if isinstance(spec.default, bool):
        return [not spec.default]
    if spec.choices is not None:
        return [c for c in spec.choices if c != spec.default]
    if isinstance(spec.default, int):
        return [v for v in (spec.low, spec.high) if v is not None and v != spec.default]
    return []


def cases() -> list[tuple[str, str, int, dict[str, Any]]]:
    """(case id, game id, players, options): every player count with the defaults, then
    each option's other values at the smallest and the largest table."""
    out: list[tuple[str, str, int, dict[str, Any]]] = []
    for gid in wildtable.games():
        g = wildtable.game(gid)
        for p in g.seats:
            out.append((f"{gid}/{p}", gid, p, {}))
        for spec in g.option_specs:
            for value in variants(spec):
                for p in sorted({g.seats.start, g.seats.stop - 1}):
                    try:  # some values fit only some tables (acorns enough for 4 seats)
                        g.new(players=p, seed=SEED, **{spec.name: value})
                    except BadOption:
                        continue
                    out.append((f"{gid}/{p}/{spec.name}={value}", gid, p, {spec.name: value}))
    return out


def _dump(value: Any) -> bytes:
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False).encode()


def play(game: Game, players: int, options: dict[str, Any], seed: int = SEED) -> str:
    """The digest of one fixed game."""
    h = hashlib.sha256()
    s = game.new(players=players, seed=seed, **options)
    step = 0
    x = seed
    seats: list[int | None] = [None, *range(players)]
    while not s.is_over and step < game.info.max_decisions:
        legal = s.legal_actions()
        x = (x * 1103515245 + 12345) % 2**31
        action = legal[(x >> 8) % len(legal)]
        h.update(_dump([step, s.to_move, [str(a) for a in legal], game.label(s, action)]))
        for seat in seats:
            h.update(_dump(s.view(seat)))
        s.apply(action)
        step += 1
    h.update(_dump([step, s.is_over, s.result().to_dict() if s.is_over else None]))
    for seat in seats:
        h.update(_dump([[e.kind, e.text, e.data, e.seats] for e in s.events(seat)]))
    h.update(s.record.to_json().encode())
    h.update(s.to_json().encode())
    return h.hexdigest()


def digests() -> dict[str, str]:
    out = {}
    for cid, gid, p, opts in cases():
        start = time.perf_counter()
        out[cid] = play(wildtable.game(gid), p, opts)
        print(f"{cid}: {time.perf_counter() - start:.2f} s", file=sys.stderr)
    return out


def main(argv: list[str]) -> int:
    if "--write" in argv:
        if wildtable.build_kind() != "plain":
            print("the golden digests come from the plain source: set WILDTABLE_PLAIN=1")
            return 1
        GOLDEN.write_text(json.dumps(digests(), indent=1, sort_keys=True) + "\n")
        print(f"wrote {GOLDEN.name}")
        return 0
    print(json.dumps({"build": wildtable.build_kind(), "digests": digests()}, sort_keys=True))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
