"""Counters for balance reports: which animals and Legendaries each seat used, and how
its realms fared.

The state keeps one flat list of ints (`tally`), `seat_width(players)` ints per seat,
bumped by a single increment where a card is played or a realm changes hands, so clone
copies one short list. `details` turns it into the per-seat counters of
`Result.details` (docs/balance/README.md, "Counters").
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, Final

from . import cards as C

if TYPE_CHECKING:
    from .state import WildState

# Per seat: animals played from hand, Legendaries unleashed, the realm events below,
# then (solo only) animals recruited from The Wild.
PLAYED: Final = 0
LEGEND: Final = C.N_ANIMALS
EXTRA: Final = LEGEND + len(C.LEGEND_NAMES)
EXTRAS: Final = ("realms_discovered", "locks", "battles_won", "battles_lost", "realms_stolen",
                 "realms_razed", "realms_lost", "struck")
DISCOVERED, LOCKS, BATTLES_WON, BATTLES_LOST, STOLEN, RAZED, REALMS_LOST, STRUCK = (
    EXTRA + k for k in range(len(EXTRAS)))
RECRUITED: Final = EXTRA + len(EXTRAS)
_MULTI_WIDTH: Final = RECRUITED
_SOLO_WIDTH: Final = RECRUITED + C.N_ANIMALS


def seat_width(players: int) -> int:
    """Ints per seat: the solo game also counts recruits (2-4 players never recruit)."""
    return _SOLO_WIDTH if players == 1 else _MULTI_WIDTH


def new(players: int) -> list[int]:
    return [0] * (seat_width(players) * players)


def bump(s: WildState, seat: int, what: int) -> None:
    """One more of `what` (an index above) for `seat`."""
    s.tally[seat * seat_width(s.players) + what] += 1


def bump_card(s: WildState, seat: int, block: int, token: int) -> None:
    """One more play of this animal (by its card, whoever's deck it came from)."""
    s.tally[seat * seat_width(s.players) + block + C.T_CARD[token]] += 1


def _key(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_")


ANIMAL_KEYS: Final = tuple(_key(C.NAME[c]) for c in range(C.N_ANIMALS))
LEGEND_KEYS: Final = tuple(_key(n) for n in C.LEGEND_NAMES)


def details(s: WildState) -> dict[str, Any]:
    """Per-seat counters: `played.<animal>`, `unleashed.<legendary>` (2-4 players),
    `recruited.<animal>` (solo), and one list per realm event in EXTRAS."""
    n, w, t = s.players, seat_width(s.players), s.tally

    def col(k: int) -> list[int]:
        return [t[p * w + k] for p in range(n)]

    out: dict[str, Any] = {
        # The first player is rolled for (REALMS-SETUP-5), so seat 0 is not always first.
        "went_first": [int(p == s.first) for p in range(n)],
        "played": {ANIMAL_KEYS[c]: col(PLAYED + c) for c in range(C.N_ANIMALS)},
    }
    if n == 1:
        out["recruited"] = {ANIMAL_KEYS[c]: col(RECRUITED + c) for c in range(C.N_ANIMALS)}
    else:
        out["unleashed"] = {LEGEND_KEYS[k]: col(LEGEND + k) for k in range(len(LEGEND_KEYS))}
    for k, name in enumerate(EXTRAS):
        out[name] = col(EXTRA + k)
    return out
