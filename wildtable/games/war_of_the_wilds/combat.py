"""Attacks, blocks and fights (WOTW-ATTACK-*, WOTW-BLOCK-*, WOTW-FIGHT-*, WOTW-STEAL-*)."""

from __future__ import annotations

from typing import Final

from . import cards as C
from .state import ACORNS_STOLEN, TALLY_WIDTH, WotwState
from .zones import kill, strength

FOX_STRENGTH: Final = 3
FOX_HEALTH: Final = 3


def flying_grounded(s: WotwState) -> bool:
    """Windy Day: Flying creatures can't attack or block (WOTW-DAYCARD-WINDY-1)."""
    return s.today("windy-day")


def attacks_allowed(s: WotwState) -> bool:
    """Heavy Rain: no attacks today (WOTW-DAYCARD-RAIN-1)."""
    return not s.today("heavy-rain")


def blocks_allowed(s: WotwState) -> bool:
    """Thick Fog: creatures can't block today (WOTW-DAYCARD-FOG-1)."""
    return not s.today("thick-fog")


def times_sent(s: WotwState, card: int) -> int:
    return sum(1 for targets in s.attacks if card in targets)


def can_attack(s: WotwState, card: int) -> bool:
    """Standing, not played this turn, and not grounded (WOTW-ATTACK-2, WOTW-TIRED-1)."""
    bit = 1 << card
    if s.tired & bit or s.fresh & bit:
        return False
    return not (C.FLYING[card] and flying_grounded(s))


def sendable(s: WotwState, card: int, defender: int) -> bool:
    """Whether `card` may still join the attack on `defender` (WOTW-ATTACK-4)."""
    return (
        can_attack(s, card)
        and card not in s.attacks[defender]
        and times_sent(s, card) < C.ATTACKS[card]
    )


def send(s: WotwState, card: int, defender: int) -> list[int]:
    """Send a creature; a Band member brings every one of its name that can go (WOTW-BAND-1)."""
    if C.BAND[card]:
        group = [c for c in s.army[s.acting] if C.KIND[c] == C.KIND[card]
                 and sendable(s, c, defender) and times_sent(s, c) == 0]
    else:
        group = [card]
    s.attacks[defender].extend(group)
    return group


def units(attackers: list[int]) -> list[list[int]]:
    """Attacking units: a Band's members fight as one attacker (WOTW-BAND-2)."""
    out: list[list[int]] = []
    bands: dict[int, list[int]] = {}
    for c in attackers:
        if C.BAND[c]:
            group = bands.get(C.KIND[c])
            if group is None:
                group = bands[C.KIND[c]] = []
                out.append(group)
            group.append(c)
        else:
            out.append([c])
    return out


def unit_flying(unit: list[int]) -> bool:
    return all(C.FLYING[c] for c in unit)


def can_block(s: WotwState, blocker: int, unit: list[int] | None) -> bool:
    """Standing, not grounded, and able to reach a Flying attacker (WOTW-BLOCK-1, WOTW-FLYING-1).

    `unit` None is The Fox, which does not fly.
    """
    if s.tired >> blocker & 1 or blocker in s.blocks[0::2]:
        return False
    if C.FLYING[blocker] and flying_grounded(s):
        return False
    if unit is not None and unit_flying(unit):
        return C.FLYING[blocker] or C.RANGED[blocker]
    return True


def block_options(s: WotwState, defender: int, unit_list: list[list[int]]) -> list[tuple[int, int]]:
    """(blocker, unit representative) pairs; one entry per Band name among blockers."""
    if not blocks_allowed(s):
        return []
    out: list[tuple[int, int]] = []
    seen_bands: set[int] = set()
    for b in s.army[defender]:
        if C.BAND[b] and C.KIND[b] in seen_bands:
            continue
        placed = False
        for u in unit_list:
            if can_block(s, b, u):
                out.append((b, u[0]))
                placed = True
        if placed and C.BAND[b]:
            seen_bands.add(C.KIND[b])
    return out


def block(s: WotwState, defender: int, blocker: int, unit: list[int] | None, rep: int) -> list[int]:
    """Assign a blocker; a Band member brings every standing one of its name (WOTW-BAND-4)."""
    if C.BAND[blocker]:
        group = [b for b in s.army[defender] if C.KIND[b] == C.KIND[blocker]
                 and can_block(s, b, unit)]
    else:
        group = [blocker]
    for b in group:
        s.blocks.extend((b, rep))
    return group


def deal_damage(damage: int, victims: list[int]) -> list[int]:
    """Damage goes to the least-healthy first; what cannot kill the next one is lost
    (WOTW-FIGHT-2). Returns those that die."""
    dead: list[int] = []
    for v in sorted(victims, key=lambda c: C.HEALTH[c]):
        if damage < C.HEALTH[v]:
            break
        damage -= C.HEALTH[v]
        dead.append(v)
    return dead


def resolve_attack(s: WotwState, defender: int) -> None:
    """Fight one attack: blocked units trade damage at once, unblocked ones steal."""
    attacker = s.acting
    alive = set(s.army[attacker])
    unit_list = units([c for c in s.attacks[defender] if c in alive])
    blocked_by: dict[int, list[int]] = {}
    for i in range(0, len(s.blocks), 2):
        blocked_by.setdefault(s.blocks[i + 1], []).append(s.blocks[i])
    dead: list[int] = []
    steal = 0
    from_buried = 0
    for u in unit_list:
        blockers = [b for b in blocked_by.get(u[0], []) if b in s.army[defender]]
        if blockers:
            # WOTW-FIGHT-1: simultaneous damage, then deaths.
            to_unit = sum(strength(s, b, defending=True) for b in blockers)
            to_blockers = sum(strength(s, c) for c in u)
            dying = deal_damage(to_blockers, blockers) + deal_damage(to_unit, u)
            dead.extend(dying)
            s.emit("fight", f"{names(u)} of P{attacker} fight {names(blockers)} of P{defender}"
                   + (f"; {names(dying)} die." if dying else "; all survive and heal."),
                   attacker=attacker, defender=defender, attackers=u, blockers=blockers,
                   dead=dying)
        else:
            steal += sum(strength(s, c) + C.UNBLOCKED_EXTRA[c] for c in u)
            from_buried += sum(C.UNBLOCKED_BURIED[c] for c in u)
    for c in dead:
        kill(s, c)
    if steal or from_buried:
        taken = min(steal, s.store[defender])
        s.store[defender] -= taken
        dug = min(from_buried, s.buried[defender])
        s.buried[defender] -= dug
        s.store[attacker] += taken + dug
        s.tally[attacker * TALLY_WIDTH + ACORNS_STOLEN] += taken + dug
        s.emit("steal", f"P{attacker}'s unblocked creatures steal {taken} stored acorns from "
               f"P{defender}" + (f" and dig up {dug} buried ones." if dug else "."),
               attacker=attacker, defender=defender, stored=taken, buried=dug)
    s.attacks[defender] = []
    s.blocks = []


def resolve_fox(s: WotwState, defender: int) -> None:
    """The Fox (3/3) fights like an attacker; what it steals goes back to the wild."""
    blockers = s.blocks[0::2]
    s.blocks = []
    if blockers:
        to_fox = sum(strength(s, b, defending=True) for b in blockers)
        dying = deal_damage(FOX_STRENGTH, blockers)
        for c in dying:
            kill(s, c)
        fate = "drives it off" if to_fox >= FOX_HEALTH else "holds it back"
        s.emit("fox", f"P{defender} blocks The Fox with {names(blockers)} and {fate}"
               + (f"; {names(dying)} die." if dying else "."),
               defender=defender, blockers=blockers, dead=dying)
        return
    taken = min(FOX_STRENGTH, s.store[defender])
    s.store[defender] -= taken
    s.wild += taken
    s.emit("fox", f"The Fox steals {taken} of P{defender}'s stored acorns back to the wild.",
           defender=defender, stored=taken)


def names(cards_: list[int]) -> str:
    return ", ".join(C.NAME[c] for c in cards_)
