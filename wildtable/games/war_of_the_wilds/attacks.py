"""Attacking (WOTW-ATTACK-*, WOTW-BLOCK-*): sending creatures, the attacker's order of the
fights, blocking, The Fox's block, and the trading step after the attacks."""

from __future__ import annotations

from typing import Final

from ...engine import Action
from . import cards as C
from . import combat
from .state import ASSIGN, BLOCK, LATE, ORDER, WotwState
from .trading import trade_and_swap
from .turns import end_turn, next_fox

END: Final = Action("end")
FIGHT: Final = Action("fight")
DONE: Final = Action("done")
FIGHT_NEXT: Final = tuple(Action("fight", (d,)) for d in range(4))
BLOCK_FOX: Final = tuple(Action("block", (c,)) for c in range(C.DECK_SIZE))


def assign_options(s: WotwState) -> list[Action]:
    """WOTW-ATTACK-1: choose which creatures go against which players, all at once."""
    p = s.acting
    out: list[Action] = []
    seen_bands: set[tuple[int, int]] = set()
    for c in s.army[p]:
        for d in range(s.players):
            if d == p or not combat.sendable(s, c, d):
                continue
            if C.BAND[c]:
                if (C.KIND[c], d) in seen_bands or combat.times_sent(s, c):
                    continue
                seen_bands.add((C.KIND[c], d))
            out.append(Action("send", (c, d)))
    if any(s.attacks):
        out.append(FIGHT)
    return out


def block_actions(s: WotwState) -> list[Action]:
    d = s.fighting[0]
    unit_list = combat.units([c for c in s.attacks[d] if c in s.army[s.acting]])
    return [Action("block", pair) for pair in combat.block_options(s, d, unit_list)] + [DONE]


def fox_block_options(s: WotwState) -> list[Action]:
    d = s.fox_queue[0]
    out: list[Action] = []
    bands: set[int] = set()
    for b in s.army[d]:
        if combat.can_block(s, b, None) and not (C.BAND[b] and C.KIND[b] in bands):
            out.append(BLOCK_FOX[b])
            if C.BAND[b]:
                bands.add(C.KIND[b])
    return out + [DONE]


def late_options(s: WotwState) -> list[Action]:
    """After the attacks: trade or swap, then end the turn."""
    return trade_and_swap(s) + [END]


def order_options(s: WotwState) -> list[Action]:
    return [FIGHT_NEXT[d] for d in s.fighting]


def do_attack(s: WotwState, a: Action) -> None:
    s.phase = ASSIGN


def do_send(s: WotwState, a: Action) -> None:
    card, d = int(a.args[0]), int(a.args[1])
    group = combat.send(s, card, d)
    s.emit("send", f"P{s.acting} sends {combat.names(group)} against P{d}.",
           seat=s.acting, defender=d, cards=group)


def do_fight(s: WotwState, a: Action) -> None:
    """WOTW-ATTACK-1: attackers tire; then the attacks are fought one at a time."""
    for targets in s.attacks:
        for c in targets:
            s.tired |= 1 << c
    s.fighting = [d for d in range(s.players) if s.attacks[d]]
    choose_next_fight(s)


def living_attackers(s: WotwState, d: int) -> list[int]:
    """WOTW-ATTACK-3: a creature that died in one fight doesn't fight in a later one."""
    return [c for c in s.attacks[d] if c in s.army[s.acting]]


def choose_next_fight(s: WotwState) -> None:
    """The attacker chooses which attack is fought next (the rulebook only says "one at a
    time", ruling 7); attacks whose creatures all died already are dropped unfought."""
    for d in [d for d in s.fighting if not living_attackers(s, d)]:
        s.fighting.remove(d)
        s.attacks[d] = []
    if len(s.fighting) > 1:
        s.phase = ORDER
        s.to_move = s.acting
        return
    start_fight(s)


def do_fight_next(s: WotwState, a: Action) -> None:
    d = int(a.args[0])
    s.fighting.remove(d)
    s.fighting.insert(0, d)
    start_fight(s)


def start_fight(s: WotwState) -> None:
    """Fight the attack at the head of `fighting`: the defender blocks, if they can."""
    if not s.fighting:
        s.to_move = s.acting
        after_attacks(s)
        return
    d = s.fighting[0]
    if combat.block_options(s, d, combat.units(living_attackers(s, d))):
        s.phase = BLOCK
        s.to_move = d
        return
    combat.resolve_attack(s, d)
    s.fighting.pop(0)
    choose_next_fight(s)


def after_attacks(s: WotwState) -> None:
    """Trading lasts all turn (WOTW-TRADE-1): acorns just stolen can be traded before the
    turn ends; the step is skipped when there is nothing to trade or swap."""
    if trade_and_swap(s):
        s.phase = LATE
        return
    end_turn(s)


def do_block(s: WotwState, a: Action) -> None:
    """WOTW-BLOCK-1..3: each blocker blocks one attacker; several may block one."""
    d = s.fighting[0]
    blocker, rep = int(a.args[0]), int(a.args[1])
    unit = next(u for u in combat.units([c for c in s.attacks[d] if c in s.army[s.acting]])
                if u[0] == rep)
    group = combat.block(s, d, blocker, unit, rep)
    s.emit("block", f"P{d} blocks {C.NAME[rep]} with {combat.names(group)}.",
           seat=d, blockers=group, attacker=rep)
    if not combat.block_options(s, d, combat.units(
            [c for c in s.attacks[d] if c in s.army[s.acting]])):
        do_blocks_done(s, a)


def do_blocks_done(s: WotwState, a: Action) -> None:
    combat.resolve_attack(s, s.fighting.pop(0))
    s.to_move = s.acting
    choose_next_fight(s)


def do_fox_block(s: WotwState, a: Action) -> None:
    d = s.fox_queue[0]
    group = combat.block(s, d, int(a.args[0]), None, -1)
    s.emit("block", f"P{d} blocks The Fox with {combat.names(group)}.", seat=d, blockers=group)


def do_fox_done(s: WotwState, a: Action) -> None:
    combat.resolve_fox(s, s.fox_queue.pop(0))
    next_fox(s)
