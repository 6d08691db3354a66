"""The Wild Realms state: every zone as flat lists of card tokens, plus the turn flow.

Zones per seat p: deck[p] (top is the end), hand[p], disc[p] (the owner's discard pile),
alliance[p]; per realm slot i = p * 4 + type: realm[i] (the realm card or -1),
dfn[i] (its defenders, bottom first) and locked[i]. Pending decisions and automatic steps
wait in `queue` (tuples of ints, head first); `to_move` is whoever must answer the head.
"""

from __future__ import annotations

import functools
from types import ModuleType
from typing import Any, Final

from ...engine import Action, Result, Rng, State
from . import cards as C

Task = tuple[int, ...]

# Phases of a multiplayer turn (REALMS-TURN-1), and the solo steps that reuse them.
UNLEASH: Final = 0
PLAY: Final = 1
ATTACK: Final = 2
WRAP: Final = 3
DRAW: Final = 4
SOLO_PLAY: Final = 5
SOLO_STRIKE: Final = 6
SOLO_WILD: Final = 7
# Discard mode (REALMS-TURN-3).
SHUT: Final = 0
OPEN: Final = 1
JUST_CLOSED: Final = 2
PHASE_NAMES: Final = ("Unleash", "Play Cards", "Attack", "Wrap-Up", "Draw", "Play Cards (C)",
                      "First strike", "The Wild attacks (E)")


class WildState(State):
    """One game of Wild Realms (players=1 is the solo mode)."""

    __slots__ = (
        "active",
        "alliance",
        "battled",
        "deck",
        "deckout",
        "dfn",
        "disc",
        "discarding",
        "first",
        "hand",
        "known",
        "lasting",
        "ldeck",
        "ldisc",
        "locked",
        "moved",
        "phase",
        "queue",
        "realm",
        "reason",
        "round",
        "seen",
        "tally",
        "wdeck",
        "wdisc",
        "wild",
        "wild_bonus",
        "winners",
    )

    deck: list[list[int]]
    hand: list[list[int]]
    disc: list[list[int]]
    alliance: list[list[int]]
    known: list[int]  # what each seat has seen go into the hands (knowledge.py)
    realm: list[int]
    dfn: list[list[int]]
    locked: list[bool]
    ldeck: list[int]
    ldisc: list[int]
    lasting: list[tuple[int, int, int]]  # (legendary, effect 0/1, seat that unleashed it)
    active: int
    first: int
    round: int
    phase: int
    battled: bool
    discarding: int  # SHUT, OPEN, or JUST_CLOSED (cannot reopen before another action)
    moved: list[int]  # animals that have travelled this Wrap-Up
    seen: list[int]  # the kingdom's arrangements already reached this Wrap-Up (hashes)
    queue: list[Task]
    deckout: bool
    winners: list[int] | None
    reason: str
    wild: list[int]  # solo: the four cards of The Wild row (-1 empty)
    wdeck: list[int]  # solo: The Wild deck (indices into C.WILD_CARD_EFFECT)
    wdisc: list[int]
    wild_bonus: int  # solo: extra dice for Wild animals this round (Stampede)
    tally: list[int]  # balance counters, one int each (see tally.py)

    # ----- the engine contract ------------------------------------------------------------
    def _legal_actions(self) -> list[Action]:
        legal: list[Action] = _rules().legal_actions(self)
        return legal

    def _apply(self, action: Action) -> None:
        _rules().apply_action(self, action)

    def clone(self) -> WildState:
        c = WildState.__new__(WildState)
        self._clone_base(c)
        c.deck = [x[:] for x in self.deck]
        c.hand = [x[:] for x in self.hand]
        c.disc = [x[:] for x in self.disc]
        c.alliance = [x[:] for x in self.alliance]
        c.known = self.known[:]
        c.realm = self.realm[:]
        c.dfn = [x[:] for x in self.dfn]
        c.locked = self.locked[:]
        c.ldeck = self.ldeck[:]
        c.ldisc = self.ldisc[:]
        c.lasting = self.lasting[:]
        c.active = self.active
        c.first = self.first
        c.round = self.round
        c.phase = self.phase
        c.battled = self.battled
        c.discarding = self.discarding
        c.moved = self.moved[:]
        c.seen = self.seen[:]
        c.queue = self.queue[:]  # tasks are tuples: sharing them is safe
        c.deckout = self.deckout
        c.winners = None if self.winners is None else self.winners[:]
        c.reason = self.reason
        c.wild = self.wild[:]
        c.wdeck = self.wdeck[:]
        c.wdisc = self.wdisc[:]
        c.wild_bonus = self.wild_bonus
        c.tally = self.tally[:]
        return c

    def _view(self, seat: int | None) -> dict[str, Any]:
        seats = []
        for p in range(self.players):
            realms = []
            for t in range(4):
                i = p * 4 + t
                realms.append({
                    "type": C.REALM_TYPES[t],
                    "realm": self.realm[i],
                    "locked": self.locked[i],
                    "defenders": self.dfn[i][:],
                })
            seats.append({
                "board": C.REALM_TYPES[p] if self.players > 1 else "Land",
                "hand": self.hand[p][:] if seat == p else None,
                "hand_count": len(self.hand[p]),
                "deck_count": len(self.deck[p]),
                "discard": self.disc[p][:],
                "realms": realms,
                "alliance": self.alliance[p][:],
            })
        return {
            "round": self.round,
            "active": self.active,
            "first": self.first,
            "phase": PHASE_NAMES[self.phase],
            "discarding": self.discarding,
            "battled": self.battled,
            "moved": self.moved[:],
            "seats": seats,
            "legendary_deck_count": len(self.ldeck),
            "legendary_discard": self.ldisc[:],
            "lasting": [[a, b, c] for a, b, c in self.lasting],
            "pending": [list(t) for t in self.queue],
            "wild": self.wild[:],
            "wild_deck_count": len(self.wdeck),
            "wild_discard": self.wdisc[:],
            "wild_bonus": self.wild_bonus,
            "deck_out": self.deckout,
        }

    def _resample(self, seat: int, rng: Rng) -> None:
        """Hidden: every deck's order, the other seats' hands, the Legendary and Wild
        decks; cards the seat saw go into a hand stay there (REALMS-KNOW-1)."""
        from .knowledge import resample

        resample(self, seat, rng)

    def holds(self, zone: str, card: int) -> bool:
        from .knowledge import holds

        return holds(self, zone, card)

    def winning_seats(self) -> list[int]:
        return list(self.winners or [])

    def result(self) -> Result:
        from .tally import details

        locked = [sum(self.locked[p * 4 : p * 4 + 4]) for p in range(self.players)]
        return Result(
            winners=self.winning_seats(),
            scores=[float(x) for x in locked],
            reason=self.reason,
            details={"locked": locked, "round": self.round, "length": self.round,
                     **details(self)},
        )


@functools.cache
def _rules() -> ModuleType:
    """The rules module, imported at first use: it imports this module. Once, not in
    `_legal_actions` and `_apply`, where an import statement costs a twentieth of a
    decision."""
    from . import rules

    return rules
