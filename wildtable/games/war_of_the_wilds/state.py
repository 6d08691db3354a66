"""The War of the Wilds state: flat lists of card ids and counts, one object per game."""

from __future__ import annotations

import functools
from types import ModuleType
from typing import Any, Final

from ...engine import Action, Result, Rng, State
from . import cards as C

# Phases of a decision. Each names who decides and what the legal actions are.
KEEP: Final = "keep"            # setup: return cards until 5 are left (WOTW-SETUP-4)
FOX_BLOCK: Final = "fox-block"  # a defender blocks The Fox
ACTION: Final = "action"        # take the turn's one action (trading and swapping allowed)
DRAWING: Final = "drawing"      # taking the 2 cards of a Draw action
PLAY: Final = "play"            # play cards, use abilities, trade, swap; then attack or end
DISCOUNT: Final = "discount"    # Call to Arms: choose the card of the cost you don't pay
PAY: Final = "pay"              # choose the kinds that pay a circled cost
SWAP: Final = "swap"            # choose what to give in a 2-for-1 swap
OFFER: Final = "offer"          # build a trade offer: give, then get
ANSWER: Final = "answer"        # the trade partner accepts or declines
ASSIGN: Final = "assign"        # send creatures against players
ORDER: Final = "order"          # the attacker chooses which attack is fought next
BLOCK: Final = "block"          # the defender chooses blockers
LATE: Final = "late"            # after the attacks: trade or swap, then end the turn
DISCARD: Final = "discard"      # end of turn: discard down to 7
OVER: Final = "over"

ACORN: Final = 4  # trade item index after the four resource kinds
DEALT: Final = 5  # deck cards dealt to each player at setup (WOTW-SETUP-3)
DEALT_RES: Final = [1, 1, 1, 1]  # and one resource card of each kind

# The tally: one flat list of counters, TALLY_WIDTH per seat, so that counting is one int
# increment and a clone copies one list. Seat p's counter k is tally[p * TALLY_WIDTH + k].
CREATURES_PLAYED: Final = 0
TRICKS_PLAYED: Final = 1
ACORNS_STOLEN: Final = 2
CREATURES_LOST: Final = 3
# acorns the catch-up cards took, and lost to them
CAUGHT_UP: Final = 4
CAUGHT_UP_FROM: Final = 5
PLAYED_KIND: Final = 6  # then one counter per kind of deck card: copies played (C.KIND_ID order)
TALLY_WIDTH: Final = PLAYED_KIND + len(C.KIND_ID)


class WotwState(State):
    """A game of War of the Wilds. Creatures' tired and just-played marks are bitmasks
    over deck card ids, so a clone copies two ints instead of a list per creature."""

    __slots__ = (
        "acting",
        "army",
        "attacks",
        "blocks",
        "box",
        "buried",
        "day",
        "day_card",
        "day_deck",
        "days",
        "deck",
        "discard",
        "drawn",
        "fighting",
        "fox_queue",
        "fresh",
        "hands",
        "homes",
        "known",
        "offer",
        "offers",
        "pay_card",
        "pay_left",
        "pay_target",
        "phase",
        "piles",
        "refreshed",
        "res",
        "resume",
        "returned",
        "row",
        "set_aside",
        "store",
        "swap_get",
        "swap_left",
        "tally",
        "tired",
        "war_cry",
        "wild",
    )

    acting: int
    army: list[list[int]]
    attacks: list[list[int]]
    blocks: list[int]
    box: int
    buried: list[int]
    day: int
    day_card: int
    day_deck: list[int]
    days: int
    deck: list[int]
    discard: list[int]
    drawn: int
    fighting: list[int]
    fox_queue: list[int]
    fresh: int
    hands: list[list[int]]
    homes: list[int]
    known: list[int]  # what each seat has seen of the hidden zones (knowledge.py)
    offer: list[int]
    offers: int
    pay_card: int
    pay_left: int
    pay_target: int
    refreshed: bool
    phase: str
    piles: list[int]
    res: list[list[int]]
    resume: str
    returned: list[int]
    row: list[int]
    set_aside: list[int]
    store: list[int]
    swap_get: int
    swap_left: int
    tally: list[int]
    tired: int
    war_cry: int
    wild: int

    def clone(self) -> WotwState:
        c = WotwState.__new__(WotwState)
        self._clone_base(c)
        c.acting = self.acting
        c.army = [a[:] for a in self.army]
        c.attacks = [a[:] for a in self.attacks]
        c.blocks = self.blocks[:]
        c.box = self.box
        c.buried = self.buried[:]
        c.day = self.day
        c.day_card = self.day_card
        c.day_deck = self.day_deck[:]
        c.days = self.days
        c.deck = self.deck[:]
        c.discard = self.discard[:]
        c.drawn = self.drawn
        c.fighting = self.fighting[:]
        c.fox_queue = self.fox_queue[:]
        c.fresh = self.fresh
        c.hands = [h[:] for h in self.hands]
        c.homes = self.homes
        c.known = self.known[:]
        c.offer = self.offer[:]
        c.offers = self.offers
        c.pay_card = self.pay_card
        c.pay_left = self.pay_left
        c.pay_target = self.pay_target
        c.refreshed = self.refreshed
        c.phase = self.phase
        c.piles = self.piles[:]
        c.res = [r[:] for r in self.res]
        c.resume = self.resume
        c.returned = self.returned[:]
        c.row = self.row[:]
        c.set_aside = self.set_aside[:]
        c.store = self.store[:]
        c.swap_get = self.swap_get
        c.swap_left = self.swap_left
        c.tally = self.tally[:]
        c.tired = self.tired
        c.war_cry = self.war_cry
        c.wild = self.wild
        return c

    # ----- the contract pieces that live with the data ------------------------------
    def _legal_actions(self) -> list[Action]:
        legal: list[Action] = _rules().legal_actions(self)
        return legal

    def _apply(self, action: Action) -> None:
        _rules().apply_action(self, action)

    def day_id(self) -> str:
        return C.DAY_ID[self.day_card] if self.day_card >= 0 else ""

    def today(self, day_id: str) -> bool:
        """Whether today's day card is `day_id` (lasting day cards are read this way)."""
        return self.day_card >= 0 and C.DAY_ID[self.day_card] == day_id

    def count(self, seat: int, counter: int) -> None:
        """Add one to a seat's tally counter (a single int increment: safe on the hot path)."""
        self.tally[seat * TALLY_WIDTH + counter] += 1

    def tallied(self, counter: int) -> list[int]:
        """One tally counter for every seat."""
        return self.tally[counter::TALLY_WIDTH][: self.players]

    def winning_seats(self) -> list[int]:
        """WOTW-WIN-1..3: most buried, then most stored, then a shared win."""
        best = max(zip(self.buried, self.store, strict=True))
        return [p for p in range(self.players) if (self.buried[p], self.store[p]) == best]

    def result(self) -> Result:
        """WOTW-WIN-1..3: most buried, then most stored, then a shared win.

        The details carry the numbers the balance workbench reads (docs/balance/README.md):
        per seat, stored acorns (the tie-break), acorns stolen, creatures played and lost,
        and per kind of card the copies each seat played and has in its army at the end.
        """
        winners = self.winning_seats()
        reason = f"most buried acorns after day {self.days}"
        most = max(self.buried)
        if sum(1 for b in self.buried if b == most) > 1:
            reason += "; tie broken by stored acorns" if len(winners) == 1 else "; shared win"
        army: dict[str, list[int]] = {C.KIND_ID[k]: [0] * self.players
                                      for k in range(len(C.KIND_ID)) if C.KIND_IS_CREATURE[k]}
        for p in range(self.players):
            for c in self.army[p]:
                army[C.CARD_ID[c]][p] += 1
        details = {
            "stored": list(self.store),
            "length": self.day,
            "stolen": self.tallied(ACORNS_STOLEN),
            "creatures_played": self.tallied(CREATURES_PLAYED),
            "tricks_played": self.tallied(TRICKS_PLAYED),
            "creatures_lost": self.tallied(CREATURES_LOST),
            "caught_up": self.tallied(CAUGHT_UP),
            "caught_up_from": self.tallied(CAUGHT_UP_FROM),
            "played": {C.KIND_ID[k]: self.tallied(PLAYED_KIND + k)
                       for k in range(len(C.KIND_ID))},
            "army": army,
        }
        return Result(winners, [float(b) for b in self.buried], reason, details)

    def why_not(self, card: int) -> str:
        """Why a creature in play can't attack now, in words; "" when it can. The view
        carries it so that a table can mark tired and fresh creatures (WOTW-ATTACK-2,
        WOTW-TIRED-1, WOTW-DAYCARD-WINDY-1)."""
        if self.tired >> card & 1:
            return "tired: it attacked or used an ability; it stands at its owner's next turn"
        if self.fresh >> card & 1:
            return "fresh: played this turn, it can't attack yet"
        if C.FLYING[card] and self.today("windy-day"):
            return "grounded: on a Windy Day Flying creatures can't attack or block"
        return ""

    def shown_counts(self, seat: int | None) -> tuple[list[int], list[tuple[int, list[int]]]]:
        """The piles and each seat's (hand size, resources) as `seat` may know them.

        The keep is simultaneous (WOTW-SETUP-4): until everyone has kept, a seat sees the
        others as dealt (5 deck cards, one resource of each kind) and the piles as they
        were plus only what it put back itself.
        """
        if self.phase != KEEP:
            return self.piles, [(len(h), r) for h, r in zip(self.hands, self.res, strict=True)]
        piles = [C.RESOURCE_CARDS - self.players] * 4
        if seat is not None:
            piles = [n + 1 - mine for n, mine in zip(piles, self.res[seat], strict=True)]
        return piles, [(len(self.hands[p]), self.res[p]) if p == seat else (DEALT, DEALT_RES)
                       for p in range(self.players)]

    def _view(self, seat: int | None) -> dict[str, Any]:
        players = []
        piles, counts = self.shown_counts(seat)
        for p in range(self.players):
            mine = seat == p
            hand_size, res = counts[p]
            players.append({
                "seat": p,
                "home": C.HOME_NAME[self.homes[p]],
                "gathers": [C.RESOURCES[k] for k in C.HOME_KINDS[self.homes[p]]],
                "hand": self.hands[p][:] if mine else None,
                "hand_size": hand_size,
                "resources": dict(zip(C.RESOURCES, res, strict=True)),
                "army": [
                    {"card": c, "name": C.NAME[c], "tired": bool(self.tired >> c & 1),
                     "fresh": bool(self.fresh >> c & 1), "why_not": self.why_not(c)}
                    for c in self.army[p]
                ],
                "store": self.store[p],
                "buried": self.buried[p],
            })
        v: dict[str, Any] = {
            "day": self.day,
            "days": self.days,
            "day_card": C.DAY_NAME[self.day_card] if self.day_card >= 0 else None,
            "day_text": C.DAY_TEXT[self.day_card] if self.day_card >= 0 else None,
            "days_left_in_deck": len(self.day_deck),
            "phase": self.phase,
            "acting": self.acting,
            "wild": self.wild,
            "box": self.box,
            "piles": dict(zip(C.RESOURCES, piles, strict=True)),
            "row": self.row[:],
            "deck_size": len(self.deck),
            "discard": self.discard[:],
            "players": players,
            "attacks": [a[:] for a in self.attacks],
            "blocks": self.blocks[:],
            "offer": _trading().offer_view(self),
        }
        v["returned"] = self.returned[:] if seat == self.acting and self.phase == KEEP else None
        return v

    def _resample(self, seat: int, rng: Rng) -> None:
        """Other hands, the deck order and the day deck are hidden; what the seat saw go
        into them stays (WOTW-KNOW-1)."""
        from .knowledge import resample

        resample(self, seat, rng)

    def holds(self, zone: str, card: int) -> bool:
        from .knowledge import holds

        return holds(self, zone, card)


@functools.cache
def _trading() -> ModuleType:
    """The trading module, imported at first use (it imports this module)."""
    from . import trading

    return trading


@functools.cache
def _rules() -> ModuleType:
    """The rules module, imported at first use: it imports this module. Once, not in
    `_legal_actions` and `_apply`, where an import statement costs a twentieth of a
    decision."""
    from . import rules

    return rules
