"""The card-effect vocabulary: one small function per creature ability, trick and day card.

cards.toml names these by id; `check()` at import makes sure every id it uses exists.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from ...engine.moves import hand, move
from . import cards as C
from .state import CAUGHT_UP, CAUGHT_UP_FROM, WotwState
from .zones import bury, dig_up, draw_from_deck, kill, owner, take_wild

# ----- creature abilities (WOTW-ABILITY-*) ------------------------------------------
# An ability gets the state, the creature and its target (-1 when it takes none).
Ability = Callable[[WotwState, int, int], None]


def pilfer_target(s: WotwState, seat: int) -> int:
    """Whose cache a Red Squirrel raids once the wild is empty (WOTW-CARD-SQUIRREL-2).

    Only a seat with the fewest buried acorns (or tied for it) pilfers, and only from a
    player with more: the player with the most, the first of them after `seat` in turn
    order if tied. -1 when there is nobody to take from.
    """
    mine = s.buried[seat]
    if mine != min(s.buried):
        return -1
    order = [(seat + i) % s.players for i in range(1, s.players)]
    target = max(order, key=lambda q: s.buried[q])  # max keeps the first of tied seats
    return target if s.buried[target] > mine else -1


def forage_or_pilfer(s: WotwState, card: int, target: int) -> None:
    """Red Squirrel: 1 acorn from the wild; once it is empty, 1 from the leader's cache.

    One of the designed catch-ups for the race for the last acorns in the wild, which the
    first player wins (docs/balance/war-of-the-wilds.md). The acorn goes into the
    pilferer's store, the way the Mole's does: it can be stolen back or lost to The Fox
    until it is buried, and nothing goes into a buried pile (so Hard Frost allows it).
    """
    if s.wild:
        got = take_wild(s, s.acting, 1)
        s.emit("ability", f"P{s.acting}'s {C.NAME[card]} forages {got} acorn from the wild.",
               seat=s.acting, card=card, acorns=got)
        return
    victim = pilfer_target(s, s.acting)
    s.buried[victim] -= 1
    s.store[s.acting] += 1
    s.count(s.acting, CAUGHT_UP)
    s.count(victim, CAUGHT_UP_FROM)
    s.emit("ability", f"P{s.acting}'s {C.NAME[card]} digs up 1 of P{victim}'s buried acorns "
           f"into P{s.acting}'s store.", seat=s.acting, card=card, victim=victim, acorns=1)


def gather_twig(s: WotwState, card: int, target: int) -> None:
    twig = C.RESOURCE_INDEX["twig"]
    if s.piles[twig]:
        s.piles[twig] -= 1
        s.res[s.acting][twig] += 1
    s.emit("ability", f"P{s.acting}'s {C.NAME[card]} fetches a twig.", seat=s.acting, card=card)


def tire_creature(s: WotwState, card: int, target: int) -> None:
    s.tired |= 1 << target
    s.emit("ability", f"P{s.acting}'s {C.NAME[card]} keeps watch: P{owner(s, target)}'s "
           f"{C.NAME[target]} is tired.", seat=s.acting, card=card, target=target)


ABILITIES: Final[dict[str, Ability]] = {
    "forage-or-pilfer": forage_or_pilfer,
    "gather-twig": gather_twig,
    "tire-creature": tire_creature,
}


def ability_possible(s: WotwState, card: int) -> bool:
    """Whether the ability would do anything now (no pointless decisions are offered)."""
    ability = C.ABILITY[card]
    if ability == "forage-or-pilfer":
        return s.wild > 0 or pilfer_target(s, s.acting) >= 0
    if ability == "gather-twig":
        return s.piles[C.RESOURCE_INDEX["twig"]] > 0
    return ability == "tire-creature"


# ----- tricks (WOTW-TRICK-*) ---------------------------------------------------------
# A trick gets the state, the card and its target: an amount, a creature or a seat.
Trick = Callable[[WotwState, int, int], None]


def played(s: WotwState, card: int) -> list[dict[str, Any]]:
    """The moves of a trick played from hand to the discard pile, for the story."""
    return [move(hand(s.acting), "discard", [card])]


def bury_stored(s: WotwState, card: int, amount: int) -> None:
    n = bury(s, s.acting, amount)
    s.emit("trick", f"P{s.acting} plays {C.NAME[card]} and buries {n} acorns.",
           seat=s.acting, card=card, acorns=n, moves=played(s, card))


def draw_cards(s: WotwState, card: int, target: int) -> None:
    n = 0
    for _ in range(C.AMOUNT[card]):
        drawn = draw_from_deck(s, s.acting)
        if drawn < 0:
            break
        s.emit("draw", f"You draw {C.NAME[drawn]}.", seats=(s.acting,), card=drawn,
               moves=[move("deck", hand(s.acting), [drawn])])
        n += 1
    unseen = [move("deck", hand(s.acting), count=n, seen_by=s.acting)] if n else []
    s.emit("trick", f"P{s.acting} plays {C.NAME[card]} and draws {n} cards.",
           seat=s.acting, card=card, moves=played(s, card) + unseen)


def take_from_wild(s: WotwState, card: int, target: int) -> None:
    """Scavenge: its amount, and more for a player with the fewest buried acorns (or tied
    for fewest): the other designed catch-up, for the race while the wild lasts."""
    extra = C.BEHIND_EXTRA[card] if s.buried[s.acting] == min(s.buried) else 0
    n = take_wild(s, s.acting, C.AMOUNT[card] + extra)
    for _ in range(max(0, n - C.AMOUNT[card])):
        s.count(s.acting, CAUGHT_UP)
    s.emit("trick", f"P{s.acting} plays {C.NAME[card]} and takes {n} acorns from the wild.",
           seat=s.acting, card=card, acorns=n, moves=played(s, card))


def war_cry(s: WotwState, card: int, target: int) -> None:
    s.war_cry += C.AMOUNT[card]
    s.emit("trick", f"P{s.acting} plays {C.NAME[card]}: their creatures are stronger this turn.",
           seat=s.acting, card=card, moves=played(s, card))


def damage_creature(s: WotwState, card: int, target: int) -> None:
    victim_owner = owner(s, target)
    dies = C.AMOUNT[card] >= C.HEALTH[target]
    s.emit("trick", f"P{s.acting} plays {C.NAME[card]} on P{victim_owner}'s {C.NAME[target]}"
           + (", which dies." if dies else ", which survives and heals."),
           seat=s.acting, card=card, target=target, died=dies, moves=played(s, card))
    if dies:
        kill(s, target)


def dig_up_other(s: WotwState, card: int, target: int) -> None:
    n = dig_up(s, target, C.AMOUNT[card])
    s.emit("trick", f"P{s.acting} plays {C.NAME[card]}: {n} of P{target}'s buried acorns are "
           "dug up into their store.", seat=s.acting, card=card, target=target, acorns=n,
           moves=played(s, card))


TRICKS: Final[dict[str, Trick]] = {
    "bury-stored": bury_stored,
    "draw-cards": draw_cards,
    "take-wild": take_from_wild,
    "war-cry": war_cry,
    "damage-creature": damage_creature,
    "dig-up": dig_up_other,
}


# ----- day cards turned over in the morning (WOTW-DAYCARD-*) -------------------------
# Lasting day cards (Heavy Rain, Hard Frost, ...) are read by the rules through
# `s.day_id()`; these are the ones that do something at once. The Fox is fought by
# the rules module because the defender decides how to block it.
DayEffect = Callable[[WotwState], None]


def tied_best(values: list[int], highest: bool) -> list[int]:
    best = max(values) if highest else min(values)
    return [p for p, v in enumerate(values) if v == best]


def mr_buttons(s: WotwState) -> None:
    sizes = [len(a) for a in s.army]
    if max(sizes) == 0:
        s.emit("day", "Mr. Buttons finds no creature to eat.")
        return
    for p in tied_best(sizes, highest=True):
        victim = s.army[p][s.rng.below(len(s.army[p]))]
        s.emit("day", f"Mr. Buttons eats P{p}'s {C.NAME[victim]}.", seat=p, card=victim)
        kill(s, victim)


def the_jay(s: WotwState) -> None:
    if max(s.buried) == 0:
        s.emit("day", "The Jay finds nothing buried.")
        return
    for p in tied_best(s.buried, highest=True):
        n = dig_up(s, p, 2)
        s.emit("day", f"The Jay digs up {n} of P{p}'s buried acorns into their store.",
               seat=p, acorns=n)


def lost_hoard(s: WotwState) -> None:
    for p in tied_best(s.buried, highest=False):
        n = take_wild(s, p, 3)
        s.emit("day", f"P{p} finds a lost hoard: {n} acorns from the wild.", seat=p, acorns=n)


def good_harvest(s: WotwState) -> None:
    for p in range(s.players):
        n = take_wild(s, p, 2)
        s.emit("day", f"Good harvest: P{p} takes {n} acorns from the wild.", seat=p, acorns=n)


def travelling_pedlar(s: WotwState) -> None:
    for p in range(s.players):
        card = draw_from_deck(s, p)
        if card < 0:
            s.emit("day", "The pedlar has nothing left to sell.")
            return
        s.emit("draw", f"The pedlar gives you {C.NAME[card]}.", seats=(p,), card=card,
               moves=[move("deck", hand(p), [card])])
        s.emit("day", f"The pedlar gives P{p} a card.", seat=p,
               moves=[move("deck", hand(p), seen_by=p)])


def spring_thaw(s: WotwState) -> None:
    for p in range(s.players):
        n = bury(s, p, 1)
        s.emit("day", f"Spring thaw: P{p} buries {n} stored acorn.", seat=p, acorns=n)


def spring_flood(s: WotwState) -> None:
    for p in range(s.players):
        n = dig_up(s, p, 2)
        s.emit("day", f"Spring flood: P{p} digs up {n} buried acorns.", seat=p, acorns=n)


DAY_EFFECTS: Final[dict[str, DayEffect]] = {
    "mr-buttons": mr_buttons,
    "the-jay": the_jay,
    "lost-hoard": lost_hoard,
    "good-harvest": good_harvest,
    "travelling-pedlar": travelling_pedlar,
    "spring-thaw": spring_thaw,
    "spring-flood": spring_flood,
}

# Lasting day cards: their effect is a condition the rules read all day.
LASTING_DAYS: Final = frozenset({
    "quiet-day", "heavy-rain", "hard-frost", "windy-day", "full-moon", "call-to-arms",
    "thick-fog", "market-day", "bumper-crop", "busy-day", "the-fox",
})


def check() -> None:
    """Every effect id in cards.toml has its function here."""
    for card in range(C.DECK_SIZE):
        if C.ABILITY[card] and C.ABILITY[card] not in ABILITIES:
            raise C.CardDataError(f"{C.NAME[card]}: no ability {C.ABILITY[card]!r}")
        if not C.IS_CREATURE[card] and C.EFFECT[card] not in TRICKS:
            raise C.CardDataError(f"{C.NAME[card]}: no trick effect {C.EFFECT[card]!r}")
    for day in set(C.DAY_ID):
        if day not in DAY_EFFECTS and day not in LASTING_DAYS:
            raise C.CardDataError(f"day card {day!r} has no effect")


check()
