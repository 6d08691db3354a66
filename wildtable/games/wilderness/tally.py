"""Counters for balance reports: Event cards played, getting lost, attacks, and when and
of what each player died.

The state keeps one flat list of ints (`tally`), `WIDTH` ints per seat, bumped by a
single increment where a card is played or a player gets lost, is attacked or dies, so
clone copies one short list. `details` turns it into the per-seat counters of
`Result.details` (docs/balance/README.md, "Counters"); `death_day` and `death_cause`
feed the report's deaths-by-day-and-cause section.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, Final

from .board import EVENTS

if TYPE_CHECKING:
    from .state import WildState

# Why a player died (WILD-COUNT-1): what moved the exhaustion marker onto the skull.
CAUSES: Final = ("exhaustion", "thirst", "hunger", "thirst_and_hunger", "wolf", "snake", "bear",
                 "natives", "ambush", "event", "sickness")
(EXHAUSTION, THIRST, HUNGER, THIRST_AND_HUNGER, WOLF, SNAKE, BEAR, NATIVES, AMBUSH, EVENT,
 SICKNESS) = range(len(CAUSES))
# Attack sources as core.SOURCE_NAMES numbers them: two wolves, snake, bear, Tribe, ambush.
ATTACK_CAUSE: Final = (WOLF, WOLF, SNAKE, BEAR, NATIVES, AMBUSH)

KIND_NAMES: Final[tuple[str, ...]] = tuple(dict.fromkeys(e.name for e in EVENTS))
KIND_OF: Final[tuple[int, ...]] = tuple(KIND_NAMES.index(e.name) for e in EVENTS)
_K: Final = len(KIND_NAMES)
# Per seat: good sides played, bad sides played (by Event kind), then the counts below.
GOOD: Final = 0
BAD: Final = _K
EXTRAS: Final = ("got_lost", "attacked", "attacks_won")
GOT_LOST, ATTACKED, ATTACKS_WON = (2 * _K + k for k in range(len(EXTRAS)))
DEATH_DAY: Final = 2 * _K + len(EXTRAS)
DEATH_CAUSE: Final = DEATH_DAY + 1  # the cause's index + 1; 0 while alive
WIDTH: Final = DEATH_CAUSE + 1


def new(players: int) -> list[int]:
    return [0] * (WIDTH * players)


def bump(st: WildState, seat: int, what: int) -> None:
    st.tally[seat * WIDTH + what] += 1


def played(st: WildState, seat: int, card: int, good: bool) -> None:
    st.tally[seat * WIDTH + (GOOD if good else BAD) + KIND_OF[card]] += 1


def died(st: WildState, seat: int, cause: int) -> None:
    """Note the day (1 = the first Weather card) and the cause of a death."""
    st.tally[seat * WIDTH + DEATH_DAY] = len(st.wline)
    st.tally[seat * WIDTH + DEATH_CAUSE] = cause + 1


def nature_cause(thirst_extra: int, hunger_extra: int) -> int:
    """A death at Nature's turn is put down to whichever track added more exhaustion."""
    if thirst_extra > hunger_extra:
        return THIRST
    if hunger_extra > thirst_extra:
        return HUNGER
    return THIRST_AND_HUNGER if thirst_extra else EXHAUSTION


def _key(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_")


KIND_KEYS: Final = tuple(_key(n) for n in KIND_NAMES)


def details(st: WildState) -> dict[str, Any]:
    """Per-seat counters: `death_day` (0 = survived), `death_cause.<cause>` (1 if the
    seat died of it), `played.<event>` and `played_against.<event>` (good and bad sides),
    `got_lost`, `attacked`, `attacks_won`."""
    n, t = st.players, st.tally

    def col(k: int) -> list[int]:
        return [t[p * WIDTH + k] for p in range(n)]

    causes = col(DEATH_CAUSE)
    return {
        # A random player starts (WILD-SETUP-4), so seat 0 is not always first.
        "went_first": [int(p == st.first) for p in range(n)],
        "death_day": col(DEATH_DAY),
        "death_cause": {c: [int(x == k + 1) for x in causes] for k, c in enumerate(CAUSES)},
        "played": {KIND_KEYS[k]: col(GOOD + k) for k in range(_K)},
        "played_against": {KIND_KEYS[k]: col(BAD + k) for k in range(_K)},
        **{name: col(GOT_LOST + k) for k, name in enumerate(EXTRAS)},
    }
