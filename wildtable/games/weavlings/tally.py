"""Counters for balance reports: which cards were used, what hurt, what ended the game.

The state keeps one flat list of ints (`tally`), bumped by a single increment where a
card is used, an Event resolves, a Beastie wounds or a Weavling is lost, so clone copies
one short list. `details` turns it into the named counters of `Result.details`
(docs/balance/README.md, "Counters"); the game is solo, so each counter is a list of one
number (the player's).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, Final

from .cards import BEASTIE, EVENT, KIND, N_CARDS, NAME, NAME_OF, NAMES, SLUG, SPIRIT, TRAP

if TYPE_CHECKING:
    from .state import WeavlingsState as S

# Blocks of one int per card name (NAMES), then the causes of Lost Population.
USED: Final = 0
RESOLVED: Final = 1
CANCELLED: Final = 2
WOUNDED: Final = 3
CAPTURED: Final = 4
_BLOCK: Final = len(NAMES)
LOST_CAUSES: Final = ("hard_setup", "fed", "pushed_out", "unhappy")
LOST_AT: Final = 5 * _BLOCK
SIZE: Final = LOST_AT + len(LOST_CAUSES)
HARD_SETUP, FED, PUSHED_OUT, UNHAPPY = (LOST_AT + k for k in range(len(LOST_CAUSES)))


def at(block: int, card: int) -> int:
    """The tally index of `card`'s name in a block."""
    return block * _BLOCK + NAME_OF[card]


def key(card: int) -> str:
    """A card's counter name: a Trap's slug, else its name in lower snake case."""
    return SLUG[card] or re.sub(r"[^a-z0-9]+", "_", NAME[card].lower()).strip("_")


# One representative card id per name, and its kind (for choosing the counters shown).
_FIRST: Final[dict[int, int]] = {}
for _c in range(N_CARDS):
    _FIRST.setdefault(NAME_OF[_c], _c)


def details(s: S) -> dict[str, Any]:
    """The per-card and per-cause counters of a finished (or running) game.

    Only cards in this game's deck get a counter, so columns of cards that cannot appear
    (another set, a Trap left out) do not clutter the report.
    """
    t = s.tally
    in_game = set(range(N_CARDS)).difference(s.out)
    names = sorted({NAME_OF[c] for c in in_game})
    block: dict[int, dict[str, list[int]]] = {b: {} for b in range(5)}
    for n in names:
        c = _FIRST[n]
        k = KIND[c]
        if k in (TRAP, SPIRIT):
            block[USED][key(c)] = [t[USED * _BLOCK + n]]
        elif k == EVENT:
            block[RESOLVED][key(c)] = [t[RESOLVED * _BLOCK + n]]
            block[CANCELLED][key(c)] = [t[CANCELLED * _BLOCK + n]]
        elif k == BEASTIE:
            block[WOUNDED][key(c)] = [t[WOUNDED * _BLOCK + n]]
            block[CAPTURED][key(c)] = [t[CAPTURED * _BLOCK + n]]
    return {
        "used": block[USED],
        "events": block[RESOLVED],
        "cancelled": block[CANCELLED],
        "wounds_by": block[WOUNDED],
        "captured": block[CAPTURED],
        "lost_by": {c: [t[LOST_AT + k]] for k, c in enumerate(LOST_CAUSES)},
    }
