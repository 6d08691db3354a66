"""Pending choices: what each queued decision offers, who decides, and how it resolves.

Automatic steps (dice rolls, an attacker leaving, The Wild acting) run here too, from
`decider`, so that `rules.advance` only has to loop until a seat must answer.
"""

from __future__ import annotations

from typing import Any

from ...engine import Action
from ...engine.moves import hand, move
from . import cards as C
from . import combat, knowledge, solo
from .effects import (
    CP_AVALANCHE,
    CP_BLIGHT,
    CP_DEEP,
    CP_EVICT,
    CP_HERD,
    CP_SKY,
    CP_STONE,
    CP_UNLOCK,
    RP_QUAKE,
    RP_SPREAD,
    RP_STONE,
    RP_THREE,
    apply_legend,
    deep_call_choices,
    herd_choices,
    stone_targets,
    three_heads_targets,
)
from .state import WildState
from .zones import (
    ALLIANCE,
    T_FINISH,
    T_LEGEND,
    T_LOSE,
    T_PLACE,
    T_ROLL,
    T_SOLO_F,
    T_SPOILS,
    T_STRIKE,
    T_TCARD,
    T_TREALM,
    T_WILD,
    A,
    discard,
    limit_alliance,
    push,
    remove_animal,
)


def task_actions(s: WildState, task: tuple[int, ...]) -> list[Action]:
    kind = task[0]
    if kind == T_LOSE:
        return [A("lose", t) for t in sorted(s.hand[task[1]])]
    if kind == T_STRIKE:
        return [A("strike", d) for d in task[6:]]
    if kind == T_LEGEND:
        return [A("effect", 1), A("effect", 2)]
    if kind == T_TREALM:
        return [A("target", v, t) for v, t in realm_choices(s, task)]
    if kind == T_TCARD:
        return [A("pick", t) for t in card_choices(s, task)]
    if kind == T_SPOILS:
        return [A("steal"), A("raze")]
    if kind == T_PLACE:
        return [A("place", d) for d in place_choices(s, task)]
    raise AssertionError(f"automatic task {task} reached a decision")


def realm_choices(s: WildState, task: tuple[int, ...]) -> list[tuple[int, int]]:
    _, p, purpose, _a, b, c = task
    if purpose == RP_SPREAD:
        if p < 0 or s.players == 1:  # solo: a neighbouring defended realm (REALMS-SOLO-6)
            return [(0, u) for u in (c - 1, c + 1) if 0 <= u < 4 and s.realm[u] >= 0
                    and not s.locked[u] and s.dfn[u]]
        return [(b, u) for u in range(4) if u != c and s.realm[b * 4 + u] >= 0
                and not s.locked[b * 4 + u] and s.dfn[b * 4 + u]]
    if purpose == RP_STONE:
        return stone_targets(s, p)
    if purpose == RP_THREE:
        return three_heads_targets(s, p)
    if purpose == RP_QUAKE:
        return [(v, t) for v in range(s.players) if v != p for t in range(4)
                if s.locked[v * 4 + t]]
    return []


def card_choices(s: WildState, task: tuple[int, ...]) -> list[int]:
    _, p, purpose, a, b, _n = task
    if purpose in (CP_STONE, CP_UNLOCK):
        return sorted(s.dfn[a * 4 + b])
    if purpose == CP_SKY:
        return sorted(t for v in range(s.players) if v != p for t in s.alliance[v])
    if purpose == CP_HERD:
        return herd_choices(s, p)
    if purpose == CP_DEEP:
        return deep_call_choices(s, p)
    if purpose in (CP_AVALANCHE, CP_BLIGHT):
        out = [t for u in range(4) if not s.locked[p * 4 + u] for t in s.dfn[p * 4 + u]]
        if purpose == CP_BLIGHT:
            out += s.alliance[p]
        return sorted(out)
    if purpose == CP_EVICT:
        return sorted(s.alliance[p] if a == ALLIANCE else s.dfn[p * 4 + a])
    return []


def place_choices(s: WildState, task: tuple[int, ...]) -> list[int]:
    _, p, _token, purpose = task
    if purpose == combat.PL_SETTLE:
        return combat.settle_slots(s, p)
    return [t for t in range(4) if s.realm[t] >= 0 and not s.locked[t]] + [ALLIANCE]


def decider(s: WildState, task: tuple[int, ...]) -> int:
    """Run an automatic task (return -1) or name the seat that must decide it."""
    kind = task[0]
    if kind == T_ROLL:
        s.queue.pop(0)
        combat.run_roll(s, task)
        return -1
    if kind == T_FINISH:
        s.queue.pop(0)
        combat.run_finish(s, task)
        return -1
    if kind == T_WILD:
        s.queue.pop(0)
        solo.run_wild(s, task[1])
        return -1
    if kind == T_SOLO_F:
        s.queue.pop(0)
        solo.begin_travel(s)
        return -1
    if kind == T_LOSE:
        hand = s.hand[task[1]]
        if len(hand) <= task[2]:
            s.queue.pop(0)
            for t in hand:
                discard(s, t)
            if hand:
                s.emit("lose", f"P{task[1]} discards the rest of their hand.",
                       seat=task[1], cards=hand[:],
                       moves=[move(f"hand:{task[1]}", f"discard:{task[1]}", hand[:])])
            hand.clear()
            return -1
        return task[1]
    if kind == T_STRIKE:
        cands = [d for d in task[6:] if d in zone_of(s, task[4], task[5])]
        if len(cands) <= 1:
            s.queue.pop(0)
            if cands:
                combat.strike(s, task[2], task[3], task[4], task[5], cands[0])
            return -1
        if len(cands) < len(task) - 6:
            s.queue[0] = (*task[:6], *cands)
        return task[1]
    if kind == T_TREALM:
        ch = realm_choices(s, task)
        if len(ch) <= 1:
            s.queue.pop(0)
            if ch:
                resolve_target(s, task, ch[0][0], ch[0][1])
            return -1
        return task[1]
    if kind == T_TCARD:
        if not card_choices(s, task):
            s.queue.pop(0)
            return -1
        return task[1]
    if kind == T_PLACE:
        spots = place_choices(s, task)
        if len(spots) == 1:
            s.queue.pop(0)
            resolve_place(s, task, spots[0])
            return -1
        return task[1]
    return task[1]


def zone_of(s: WildState, v: int, area: int) -> list[int]:
    return s.alliance[v] if area == ALLIANCE else s.dfn[v * 4 + area]



def _i(args: tuple[Any, ...], k: int) -> int:
    v = args[k]
    assert isinstance(v, int)
    return v


def resolve_task(s: WildState, verb: str, args: tuple[Any, ...]) -> None:
    task = s.queue[0]
    kind = task[0]
    if kind == T_LOSE:
        v, t = task[1], _i(args, 0)
        s.hand[v].remove(t)
        discard(s, t)
        s.emit("lose", f"P{v} discards {C.name(t)} from hand.", seat=v, card=t,
               moves=[move(hand(v), f"discard:{v}", [t])])
        if task[2] > 1:
            s.queue[0] = (T_LOSE, v, task[2] - 1)
        else:
            s.queue.pop(0)
    elif kind == T_STRIKE:
        s.queue.pop(0)
        combat.strike(s, task[2], task[3], task[4], task[5], _i(args, 0))
    elif kind == T_LEGEND:
        s.queue.pop(0)
        apply_legend(s, task[1], task[2], _i(args, 0) - 1)
    elif kind == T_TREALM:
        s.queue.pop(0)
        resolve_target(s, task, _i(args, 0), _i(args, 1))
    elif kind == T_TCARD:
        resolve_pick(s, task, _i(args, 0))
    elif kind == T_SPOILS:
        s.queue.pop(0)
        combat.spoils(s, task[1], task[2], task[3], steal=verb == "steal")
    elif kind == T_PLACE:
        s.queue.pop(0)
        resolve_place(s, task, _i(args, 0))


def resolve_target(s: WildState, task: tuple[int, ...], v: int, t: int) -> None:
    _, p, purpose, a, b, _c = task
    if purpose == RP_SPREAD:
        s.emit("spread", f"{C.name(a)} spreads its attack to P{v}'s "
               f"{C.REALM_TYPES[t]} realm.", victim=v, slot=t)
        if s.players == 1:  # The Wild attacks (seat -1); b = 1: the animal is still there
            push(s, (T_ROLL, -1, a, v, t, 1 + b))
        else:
            push(s, (T_ROLL, p, a, v, t, 1))
    elif purpose == RP_STONE:
        push(s, (T_TCARD, p, CP_STONE, v, t, 1))
    elif purpose == RP_THREE:
        s.emit("three_heads", f"Chimera attacks P{v}'s {C.REALM_TYPES[t]} realm.",
               victim=v, slot=t)
        if not combat.ward_stops(s, v):
            push(s, (T_ROLL, p, -1, v, t, 1))
    elif purpose == RP_QUAKE:
        s.locked[v * 4 + t] = False
        s.emit("unlock", f"A quake unlocks P{v}'s {C.name(s.realm[v * 4 + t])}.",
               seat=v, slot=t)
        push(s, (T_TCARD, v, CP_UNLOCK, v, t, 2))


def resolve_pick(s: WildState, task: tuple[int, ...], t: int) -> None:
    _, p, purpose, a, b, n = task
    if n > 1:
        s.queue[0] = (T_TCARD, p, purpose, a, b, n - 1)
    else:
        s.queue.pop(0)
    if purpose == CP_STONE:
        s.emit("stone_gaze", f"{C.name(t)} is turned to stone and discarded.", card=t)
        remove_animal(s, a, t)
    elif purpose == CP_SKY:
        owner = next(v for v in range(s.players) if t in s.alliance[v])
        s.emit("sky_hunt", f"{C.name(t)} is carried off from P{owner}'s Alliance.", card=t)
        remove_animal(s, owner, t)
    elif purpose == CP_UNLOCK:
        s.dfn[a * 4 + b].remove(t)
        discard(s, t)
        s.emit("unlock_discard", f"P{a} discards {C.name(t)} from the unlocked realm.",
               seat=a, card=t)
    elif purpose in (CP_HERD, CP_DEEP):
        s.deck[p].remove(t)
        s.reveal()  # the searcher has seen the deck
        s.hand[p].append(t)
        knowledge.seen_into_hand(s, p, t)
        s.rng.shuffle(s.deck[p])
        s.emit("search", f"P{p} searches their deck, takes {C.name(t)} and shuffles.",
               seat=p, card=t, moves=[move(f"deck:{p}", hand(p), [t])])
    elif purpose in (CP_AVALANCHE, CP_BLIGHT):
        s.emit("lose", f"P{p} discards {C.name(t)} from their kingdom.", seat=p, card=t)
        remove_animal(s, p, t)
    elif purpose == CP_EVICT:
        s.emit("evict", f"{C.name(t)} is discarded to make room.", card=t)
        zone_of(s, p, a).remove(t)
        discard(s, t)
        solo.join(s, b, a)


def resolve_place(s: WildState, task: tuple[int, ...], d: int) -> None:
    _, p, token, purpose = task
    if purpose == combat.PL_SETTLE:
        s.alliance[p].remove(token)
        s.dfn[p * 4 + d].append(token)
        s.emit("settle", f"{C.name(token)} settles in {C.name(s.realm[p * 4 + d])}.",
               seat=p, card=token, slot=d)
        return
    cap = limit_alliance(s) if d == ALLIANCE else 5
    if len(zone_of(s, 0, d)) >= cap:
        push(s, (T_TCARD, 0, CP_EVICT, d, token, 1))
    else:
        solo.join(s, token, d)


