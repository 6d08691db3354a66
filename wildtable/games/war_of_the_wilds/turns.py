"""The day and the turn: mornings, day cards, The Fox, turns in order, the end of the game."""

from __future__ import annotations

from . import cards as C
from . import combat
from .effects import DAY_EFFECTS
from .state import ACTION, DISCARD, FOX_BLOCK, OVER, WotwState
from .zones import army_mask, deal_row


def finish_setup(s: WotwState) -> None:
    """WOTW-SETUP-5, WOTW-SETUP-6: the row, then the first day."""
    deal_row(s)
    begin_day(s)


def begin_day(s: WotwState) -> None:
    """WOTW-DAY-1..3: new row from day 2, turn the day card, then turns from the first player."""
    if s.day >= s.days:
        game_over(s)
        return
    s.day += 1
    if s.day > 1:
        s.discard.extend(s.row)
        s.row = []
        deal_row(s)
    s.day_card = s.day_deck.pop()
    s.reveal()
    day = C.DAY_ID[s.day_card]
    s.emit("day", f"Day {s.day}: {C.DAY_NAME[s.day_card]}. {C.DAY_TEXT[s.day_card]}",
           day=s.day, card=day, row=s.row[:])
    effect = DAY_EFFECTS.get(day)
    if effect is not None:
        effect(s)
    if day == "the-fox":
        most = max(s.store)
        s.fox_queue = [p for p in range(s.players) if s.store[p] == most] if most else []
        if not s.fox_queue:
            s.emit("fox", "The Fox finds no stored acorns and slinks away.")
    next_fox(s)


def next_fox(s: WotwState) -> None:
    """WOTW-DAYCARD-FOX-1: each target may block The Fox like any attacker."""
    while s.fox_queue:
        d = s.fox_queue[0]
        if combat.blocks_allowed(s) and any(combat.can_block(s, b, None) for b in s.army[d]):
            s.phase = FOX_BLOCK
            s.to_move = d
            return
        combat.resolve_fox(s, s.fox_queue.pop(0))
    start_turn(s, 0)


def start_turn(s: WotwState, p: int) -> None:
    """WOTW-TURN-1: at the start of your turn, stand up all your creatures."""
    s.acting = p
    s.to_move = p
    s.tired &= ~army_mask(s, p)
    s.fresh = 0
    s.offers = 0
    s.war_cry = 0
    s.phase = ACTION


def end_turn(s: WotwState) -> None:
    """WOTW-END-1: discard down to 7; resource cards don't count."""
    s.attacks = [[] for _ in range(s.players)]
    s.fresh = 0
    s.war_cry = 0
    if len(s.hands[s.acting]) > 7:
        s.phase = DISCARD
        s.to_move = s.acting
        return
    pass_turn(s)


def pass_turn(s: WotwState) -> None:
    if s.acting + 1 < s.players:
        start_turn(s, s.acting + 1)
    else:
        begin_day(s)


def game_over(s: WotwState) -> None:
    """WOTW-WIN-1: after the last day, the most buried acorns wins."""
    s.phase = OVER
    s.to_move = None
    r = s.result()
    s.emit("over", "The game ends. " + ", ".join(
        f"P{p}: {s.buried[p]} buried, {s.store[p]} stored" for p in range(s.players)
    ) + ". Winner" + ("s: " if len(r.winners) > 1 else ": ")
        + ", ".join(f"P{w}" for w in r.winners) + f" ({r.reason}).",
        winners=r.winners, buried=s.buried[:], stored=s.store[:])
