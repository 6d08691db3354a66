"""The animals' Special Abilities: the second half of each animal's attack instructions.

Every animal has its own instructions (the rulebook: "every animal has its own unique
instructions for attacking"), so no two animals share an ability with the same number.
Roll modifiers (nudge, flip, sum, rerolls, extra dice, several strikes, second rolls)
are read by combat.py; the hooks below run when an attack strikes (ON_HIT), when it
misses (ON_MISS), or when the attacker leaves (AFTER). Each ability belongs to its
animal's class: Growth draws or resurrects, Adapt changes dice or placement, Lethal
does not roll, Swarm strikes more than once or spreads, Decay drains the opponent.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from ...engine.moves import hand as hand_zone
from ...engine.moves import move
from . import cards as C
from . import knowledge
from .state import WildState
from .zones import T_LOSE, draw, mill, push, remove_animal

_WORDS: Final = {1: "one", 2: "two", 3: "three"}

ABILITIES: Final[dict[str, str]] = {
    # Growth
    "draw": "After attacking, draw {n} card(s).",
    "draw_on_hit": "If this attack strikes, draw {n} card(s).",
    "resurrect": "If this attack strikes, take the top {n} animal(s) of your discard pile "
                        "into your hand.",
    "realm_back": "If this attack strikes, take the top realm of your discard pile into your "
                         "hand.",
    "draw_miss": "If this attack misses, draw {n} card(s).",
    "draw_leader": "If this attack strikes, draw 1 card, or {n} if it struck a Leader.",
    "forage": "After attacking, draw until you draw an animal ({n} cards at most).",
    # Adapt
    "return": "After attacking, return this animal to your hand instead of discarding it.",
    "nudge": "Any one die may count as up to {w} higher or lower.",
    "flip": "Any one die may count as its opposite face (13 minus its value).",
    "sum": "Two of its dice together may count as their sum.",
    "reroll": "If no die strikes, roll the whole attack again, up to {w} time(s).",
    "reroll_one": "If no die strikes, roll one die once more.",
    "settle": "After attacking, this animal joins one of your realms with room instead of "
                     "being discarded.",
    "settle_hit": "If this attack strikes, this animal joins one of your realms with room "
                         "instead of being discarded.",
    # Lethal (Do Not Roll)
    "slay_low": "Do not roll: discard the defender with the lowest strike value.",
    "slay_high": "Do not roll: discard the defender with the highest strike value.",
    "slay_max": "Do not roll: discard a defender of your choice with strike value {n} or less.",
    "slay_min": "Do not roll: discard a defender of your choice with strike value {n} or more.",
    "slay_class": "Do not roll: discard a {cls} defender of your choice.",
    "slay_last": "Do not roll: discard the defender that joined the realm last.",
    # Swarm
    "pack": "Roll one more die for every other animal of its group in your Alliance.",
    "pack_class": "Roll one more die for every other Swarm animal in your Alliance.",
    "bloom": "Roll one more die for every two defenders in the attacked realm.",
    "all_hits": "Every rolled value that matches strikes (each matching defender is discarded).",
    "two_hits": "Up to two defenders that the dice match are struck (you choose them).",
    "spread": "After this attack, roll it again against another unlocked realm of the same "
                     "kingdom.",
    "spread_miss": "If this attack misses, roll it again against another unlocked realm of the "
                          "same kingdom.",
    "again": "If this attack strikes, roll it once more against the same realm.",
    "twice": "Roll this attack twice against the realm; each roll may strike.",
    "spread_ally": "After this attack, roll it again against the same kingdom's Alliance.",
    # Decay
    "hand_drain": "If this attack strikes, the defender's owner discards {n} card(s) of their "
                         "choice from their hand.",
    "hand_random": "If this attack strikes, the defender's owner discards {n} card(s) at random "
                          "from their hand.",
    "drain_miss": "If this attack misses, the defender's owner still discards {n} card(s) of "
                         "their choice from their hand.",
    "mill": "If this attack strikes, the defender's owner discards the top {n} cards of their "
                   "deck.",
    "mill_always": "Whether or not it strikes, the defender's owner discards the top {n} cards "
                          "of their deck.",
    "wither": "If this attack strikes, an Alliance animal of the defender's owner with the same "
                     "strike value is discarded too.",
    "realm_drain": "If this attack strikes, the defender's owner discards a realm card at "
                          "random from their hand.",
    "leader_drain": "If this attack strikes a Leader, its owner also discards {n} cards of their "
                           "choice from their hand.",
    "talons": "If this attack strikes, the defender's owner discards 1 card of their choice "
                     "from their hand and the top card of their deck.",
}

# Abilities that roll a second time (or at a second target) after the first roll.
SECOND_ROLL: Final = frozenset({"spread", "spread_miss", "again", "twice", "spread_ally"})

Hook = Callable[[WildState, int, int, int, int], None]  # (state, gainer, victim, n, struck)

def ability_text(card: int) -> str:
    """An animal's Special Ability in words (card 0..49)."""
    ab, n = C.ABILITY[card], C.PARAM[card]
    return ABILITIES[ab].format(n=n, w=_WORDS.get(n, str(n)), cls=C.CLASSES[n % 5])


def take_back(s: WildState, p: int, kind: int, n: int, why: str) -> None:
    """The top n cards of a kind from seat p's discard pile go back to its hand."""
    pile = s.disc[p]
    for j in range(len(pile) - 1, -1, -1):
        if n <= 0:
            return
        if C.T_KIND[pile[j]] == kind:
            t = pile.pop(j)
            s.hand[p].append(t)
            knowledge.seen_into_hand(s, p, t)
            n -= 1
            s.emit(why, f"P{p} takes {C.name(t)} back from the discard pile.",
                   seat=p, card=t, moves=[move(f"discard:{p}", hand_zone(p), [t])])


def _draw(s: WildState, gainer: int, victim: int, n: int, struck: int) -> None:
    draw(s, gainer, n)


def _resurrect(s: WildState, gainer: int, victim: int, n: int, struck: int) -> None:
    take_back(s, gainer, C.ANIMAL, n, "resurrect")


def _realm_back(s: WildState, gainer: int, victim: int, n: int, struck: int) -> None:
    take_back(s, gainer, C.REALM, 1, "resurrect")


def _draw_leader(s: WildState, gainer: int, victim: int, n: int, struck: int) -> None:
    draw(s, gainer, n if C.T_LEADER[struck] else 1)


def _hand_drain(s: WildState, gainer: int, victim: int, n: int, struck: int) -> None:
    push(s, (T_LOSE, victim, n))


def _hand_random(s: WildState, gainer: int, victim: int, n: int, struck: int) -> None:
    hand = s.hand[victim]
    for _ in range(min(n, len(hand))):
        t = hand.pop(s.rng.below(len(hand)))
        s.disc[C.T_OWNER[t]].append(t)
        s.emit("lose", f"P{victim} discards {C.name(t)} at random.", seat=victim, card=t,
               moves=[move(hand_zone(victim), f"discard:{C.T_OWNER[t]}", [t])])


def _mill(s: WildState, gainer: int, victim: int, n: int, struck: int) -> None:
    mill(s, victim, n)


def _wither(s: WildState, gainer: int, victim: int, n: int, struck: int) -> None:
    v = C.T_STRIKE[struck]
    for t in s.alliance[victim]:
        if C.T_STRIKE[t] == v:
            s.emit("wither", f"{C.name(t)} withers from P{victim}'s Alliance.", card=t)
            remove_animal(s, victim, t)
            return


def _realm_drain(s: WildState, gainer: int, victim: int, n: int, struck: int) -> None:
    realms = [t for t in s.hand[victim] if C.T_KIND[t] == C.REALM]
    if realms:
        t = realms[s.rng.below(len(realms))]
        s.hand[victim].remove(t)
        s.disc[C.T_OWNER[t]].append(t)
        s.emit("lose", f"P{victim} discards {C.name(t)} at random.", seat=victim, card=t,
               moves=[move(hand_zone(victim), f"discard:{C.T_OWNER[t]}", [t])])


def _leader_drain(s: WildState, gainer: int, victim: int, n: int, struck: int) -> None:
    if C.T_LEADER[struck]:
        push(s, (T_LOSE, victim, n))


def _talons(s: WildState, gainer: int, victim: int, n: int, struck: int) -> None:
    mill(s, victim, 1)
    push(s, (T_LOSE, victim, 1))


ON_HIT: Final[dict[str, Hook]] = {
    "draw_on_hit": _draw,
    "resurrect": _resurrect,
    "realm_back": _realm_back,
    "draw_leader": _draw_leader,
    "hand_drain": _hand_drain,
    "hand_random": _hand_random,
    "mill": _mill,
    "wither": _wither,
    "realm_drain": _realm_drain,
    "leader_drain": _leader_drain,
    "talons": _talons,
}

ON_MISS: Final[dict[str, Hook]] = {
    "draw_miss": _draw,
    "drain_miss": _hand_drain,
}


def forage(s: WildState, p: int, n: int) -> None:
    """Draw one card at a time until an animal comes, n cards at most."""
    for _ in range(n):
        if not draw(s, p, 1) or C.T_KIND[s.hand[p][-1]] == C.ANIMAL:
            return


def after_attack(s: WildState, p: int, a: int) -> None:
    """AFTER hooks: what an attacker's ability does once it has attacked (seat p gains)."""
    ab = C.T_ABILITY[a]
    if ab == "draw":
        draw(s, p, C.T_PARAM[a])
    elif ab == "forage":
        forage(s, p, C.T_PARAM[a])


# Growth abilities help whoever owns the attacker; in the solo mode a Wild animal's
# Growth helps your kingdom (REALMS-SOLO-6).
GROWTH_HOOKS: Final = frozenset({"draw_on_hit", "resurrect", "realm_back", "draw_leader",
                                 "draw_miss", "draw", "forage"})


def slay_candidates(ability: str, param: int, defenders: list[int]) -> list[int]:
    """The defenders a Do Not Roll (Lethal) attacker may remove (REALMS-ANIMAL-5);
    `defenders` is in the order they joined the realm."""
    st = C.T_STRIKE
    if not defenders:
        return []
    if ability == "slay_low":
        low = min(st[t] for t in defenders)
        return [t for t in defenders if st[t] == low]
    if ability == "slay_high":
        high = max(st[t] for t in defenders)
        return [t for t in defenders if st[t] == high]
    if ability == "slay_max":
        return [t for t in defenders if st[t] <= param]
    if ability == "slay_min":
        return [t for t in defenders if st[t] >= param]
    if ability == "slay_class":
        return [t for t in defenders if C.T_CLASS[t] == param]
    if ability == "slay_last":
        return [defenders[-1]]
    return []


def matches(ability: str, param: int, vals: list[int], targets: list[int]) -> list[int]:
    """The targets the rolled values strike, with the Adapt die modifiers applied."""
    st = C.T_STRIKE
    if ability == "nudge":
        near = {x + k for x in vals for k in range(-param, param + 1)}
        return [d for d in targets if st[d] in near]
    if ability == "flip":
        faces = set(vals) | {13 - x for x in vals}
        return [d for d in targets if st[d] in faces]
    if ability == "sum":
        faces = set(vals) | {vals[i] + vals[j] for i in range(len(vals))
                             for j in range(i + 1, len(vals))}
        return [d for d in targets if st[d] in faces]
    got = set(vals)
    return [d for d in targets if st[d] in got]


def extra_dice(s: WildState, friends: list[int], a: int, targets: list[int]) -> int:
    """Dice an attacker's own ability adds (pack, pack_class, bloom)."""
    ab = C.T_ABILITY[a]
    if ab == "pack":
        g = C.GROUP[C.T_CARD[a]]
        return sum(1 for x in friends if x != a and x >= 0 and C.GROUP[C.T_CARD[x]] == g)
    if ab == "pack_class":
        sw = C.CLASSES.index("Swarm")
        return sum(1 for x in friends if x != a and x >= 0 and C.T_CLASS[x] == sw)
    if ab == "bloom":
        return len(targets) // 2
    return 0
