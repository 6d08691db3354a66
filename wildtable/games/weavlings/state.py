"""The state of one game of Weavlings in the Wilds: a 4×3 grid of card ids and the piles.

Spaces are numbered 0..11 in reading order: row 0 is the top row, row 2 the bottom row
(the Tender Wilds shift down). Card ids index the tables in `cards`.
"""

from __future__ import annotations

from typing import Any

from ...engine import Action, Result, Rng, State
from . import knowledge, rules, tally
from .cards import NAME
from .wilds import (
    EMPTY,
    OVER,
    PHASES,
    TRAPPER,
    UP,
    lose_population,
    lost_population,
    lured_population,
    meat_total,
    rotation,
    win_population,
    wound_limit,
    wound_total,
)


class WeavlingsState(State):
    """One game in progress (see the module docstring for the grid layout)."""

    __slots__ = (
        "acts", "banished", "cell", "chosen", "deck", "discard", "ending", "evq", "face",
        "hand", "known", "lost", "lured", "out", "over", "paying", "pend", "phase", "removed",
        "reshuffles", "tally", "turn", "unhappy", "won", "wounds",
    )

    cell: list[int]       # card id, EMPTY or TRAPPER per space
    face: list[int]       # DOWN, UP or HELD per space
    over: list[int]       # a fixed Trap played on the space, or -1
    deck: list[int]       # the Wilds Deck; the top card is the last
    discard: list[int]    # face-up; the top card is the last
    banished: list[int]
    hand: list[int]       # Meat (Beasties), Wilds Spirits and Traps
    known: list[int]      # the cards known to be in the deck, a bitmask (knowledge.py)
    wounds: list[int]
    lured: list[int]
    lost: list[int]
    out: list[int]        # not in this game (other sets, rank limits, first game)
    removed: list[int]    # Wilds Spirits removed face-down on Hard+N (hidden)
    chosen: list[int]     # Weavlings chosen for the Meat payment being made
    paying: list[int]     # Meat put toward that payment
    unhappy: list[int]    # lured Weavlings turned Unhappy, awaiting their extra Meat
    evq: list[int]        # revealed Events awaiting an Intervention decision
    pend: list[int]       # an open Trap decision: [] or [code, trap card, data...]
    phase: int
    acts: int             # Trapper Actions left this turn
    turn: int
    reshuffles: int
    tally: list[int]      # balance counters, one int each (see tally.py)
    ending: str
    won: bool

    # ----- the contract ---------------------------------------------------------------
    def _legal_actions(self) -> list[Action]:
        return rules.legal(self)

    def _apply(self, action: Action) -> None:
        rules.apply(self, action)

    def winning_seats(self) -> list[int]:
        return [0] if self.won else []

    def result(self) -> Result:
        score = float(lured_population(self))
        details: dict[str, Any] = {
            "lured": lured_population(self), "lost": lost_population(self),
            "wounds": wound_total(self), "turns": self.turn, "length": self.turn,
            "loss": self.loss_cause(),
        }
        details.update(tally.details(self))
        return Result(self.winning_seats(), [score], self.ending or "in progress", details)

    def loss_cause(self) -> dict[str, list[int]]:
        """What ended a lost game (WEAV-END-2..4): 1 under the cause, per seat (solo)."""
        lost = not self.won and self.phase == OVER
        by_pop = lost and lost_population(self) >= lose_population(self)
        by_wounds = lost and not by_pop and wound_total(self) >= wound_limit(self)
        by_time = lost and not by_pop and not by_wounds
        return {"population": [int(by_pop)], "wounds": [int(by_wounds)],
                "turn_limit": [int(by_time)]}

    def clone(self) -> WeavlingsState:
        c = WeavlingsState.__new__(WeavlingsState)
        self._clone_base(c)
        c.cell = self.cell[:]
        c.face = self.face[:]
        c.over = self.over[:]
        c.deck = self.deck[:]
        c.discard = self.discard[:]
        c.banished = self.banished[:]
        c.hand = self.hand[:]
        c.known = self.known[:]
        c.wounds = self.wounds[:]
        c.lured = self.lured[:]
        c.lost = self.lost[:]
        c.out = self.out  # never changes after setup
        c.removed = self.removed[:]
        c.chosen = self.chosen[:]
        c.paying = self.paying[:]
        c.unhappy = self.unhappy[:]
        c.evq = self.evq[:]
        c.pend = self.pend[:]
        c.phase = self.phase
        c.acts = self.acts
        c.turn = self.turn
        c.reshuffles = self.reshuffles
        c.tally = self.tally[:]
        c.ending = self.ending
        c.won = self.won
        return c

    def _view(self, seat: int | None) -> dict[str, Any]:
        grid: list[Any] = []
        for i in range(12):
            c = self.cell[i]
            if c == EMPTY:
                grid.append(None)
            elif c == TRAPPER:
                grid.append("trapper")
            elif self.face[i] == UP:
                grid.append(c)
            else:
                grid.append("down")
        return {
            "phase": PHASES[self.phase],
            "window": rules.window(self),
            "turn": self.turn,
            "actions": self.acts,
            "trapper": self.options["trapper"],
            "difficulty": self.options["difficulty"],
            "grid": grid,
            "overlays": [o if o >= 0 else None for o in self.over],
            "hand": sorted(self.hand),
            "meat": meat_total(self),
            "deck": len(self.deck),
            "discard": self.discard[:],
            "banished": self.banished[:],
            "wounds": self.wounds[:],
            "wound_total": wound_total(self),
            # What wins and loses this game (WEAV-END-1..3, moved by options and Easy).
            "win_population": win_population(self),
            "lose_population": lose_population(self),
            "wound_limit": wound_limit(self),
            "lured": self.lured[:],
            "lured_population": lured_population(self),
            "lost": self.lost[:],
            "lost_population": lost_population(self),
            "spirits_removed": len(self.removed),
            "reshuffles": self.reshuffles,
            "rotation": rotation(self),
            "chosen": self.chosen[:],
            "paying": self.paying[:],
            "unhappy": self.unhappy[:],
            "events_waiting": self.evq[:],
            "pending": self.pend[:],
            "names": {str(i): NAME[i] for i in self._seen()},
            # Why a Move, a Collect or a Trap in hand is not offered, in words.
            "why_not": _why_not(self),
        }

    def _seen(self) -> list[int]:
        """Every card id the player can see, for naming them in the view."""
        seen = [c for i, c in enumerate(self.cell) if c >= 0 and self.face[i] == UP]
        seen += [o for o in self.over if o >= 0]
        for pile in (self.discard, self.banished, self.hand, self.wounds, self.lured,
                     self.lost, self.paying):
            seen += pile
        return sorted(set(seen))

    def _resample(self, seat: int, rng: Rng) -> None:
        """The deck, face-down cards and removed Spirits; what is known of the deck stays
        (WEAV-KNOW-1)."""
        knowledge.resample(self, seat, rng)

    def holds(self, zone: str, card: int) -> bool:
        return knowledge.holds(self, zone, card)


def _why_not(s: WeavlingsState) -> dict[str, Any]:
    from .words import why_not  # imported at use: words imports this module

    return why_not(s)
