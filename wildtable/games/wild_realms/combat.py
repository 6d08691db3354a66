"""Phase 3: attacks on unlocked realms, raids on Alliances, and Realm Battles.

Also the strike resolution the solo mode shares (a Wild animal attacking your kingdom).
"""

from __future__ import annotations

from typing import Final

from ...engine.moves import hand, move
from . import cards as C
from . import knowledge, tally
from .abilities import (
    ON_HIT,
    ON_MISS,
    SECOND_ROLL,
    after_attack,
    extra_dice,
    matches,
    slay_candidates,
)
from .effects import RP_SPREAD
from .state import WildState
from .zones import (
    ALLIANCE,
    T_FINISH,
    T_PLACE,
    T_ROLL,
    T_SPOILS,
    T_STRIKE,
    T_TREALM,
    check_win,
    discard,
    discard_realm,
    end_lasting,
    lasting,
    mill,
    push,
    remove_animal,
    roll,
    strikable,
    sweep,
)

PL_SETTLE: Final = 0
PL_JOIN: Final = 1


def has_leader(s: WildState, p: int) -> bool:
    lead = C.T_LEADER
    return any(lead[t] for t in s.alliance[p])


def attack_targets(s: WildState, p: int, attacker: int) -> list[tuple[int, int]]:
    """(victim, slot) pairs an Alliance animal may attack (REALMS-ATTACK-1)."""
    any_type = lasting(s, p, "guidance")
    native = C.T_RTYPE[attacker]
    out = []
    for v in range(s.players):
        if v == p or lasting(s, v, "firewall"):
            continue
        for t in range(4) if any_type else (native,):
            i = v * 4 + t
            if s.realm[i] >= 0 and not s.locked[i] and s.dfn[i]:
                out.append((v, t))
    return out


def start_attack(s: WildState, p: int, a: int, v: int, t: int) -> None:
    """An Alliance animal attacks an unlocked realm (REALMS-ATTACK-1..4)."""
    s.emit("attack", f"P{p}'s {C.name(a)} attacks P{v}'s {C.REALM_TYPES[t]} realm "
           f"{C.name(s.realm[v * 4 + t])}.", seat=p, attacker=a, victim=v, slot=t)
    if ward_stops(s, v):
        push(s, (T_FINISH, p, a))
        return
    push(s, (T_ROLL, p, a, v, t, 0), (T_FINISH, p, a))


def ward_stops(s: WildState, v: int) -> bool:
    """The Wendigo's ward: the next attack on seat v's realms or Alliance fails, and the
    ward is spent by it (REALMS-LEGEND-6), whichever of the attack modes it is."""
    if not lasting(s, v, "ward"):
        return False
    end_lasting(s, v, "ward")
    s.emit("ward", f"A ward turns the attack away from P{v}.", victim=v)
    return True


def roll_hits(s: WildState, a: int, targets: list[int], extra: int, who: str) -> list[int]:
    """Roll an attacker's icon (Do Not Roll: its Lethal slay) and return the struck cards;
    a = -1 is the Chimera's three heads (three dice, no ability)."""
    ab = C.T_ABILITY[a] if a >= 0 else "plain"
    par = C.T_PARAM[a] if a >= 0 else 0
    if a >= 0 and C.T_DICE[a] == 0:
        cands = slay_candidates(ab, par, targets)
        s.emit("slay", f"{who} does not roll: "
               + ("it can strike " + ", ".join(C.name(d) for d in cands) if cands
                  else "no defender fits its ability") + ".")
        return cands
    dice, times = C.ROLLS[C.T_CARD[a]] if a >= 0 else (3, 1)
    tries = 1 + (par if ab == "reroll" else 0)
    cands = []
    for attempt in range(tries):
        vals = roll(s, dice, times, who)
        if extra:
            vals += roll(s, extra, 1, f"{who} (extra dice)")
        cands = matches(ab, par, vals, targets)
        if cands:
            return cands
        if attempt + 1 < tries:
            s.emit("reroll", f"{who} misses and rolls again.")
    if ab == "reroll_one" and targets:
        s.emit("reroll", f"{who} misses and rolls one die again.")
        cands = matches(ab, par, roll(s, 1, 1, who), targets)
    return cands


def _live(s: WildState, v: int, t: int) -> list[int] | None:
    """The cards an attack on seat v's area t can strike, or None if it has gone."""
    if t == ALLIANCE:
        return s.alliance[v] if s.alliance[v] else None
    i = v * 4 + t
    if s.realm[i] < 0 or s.locked[i] or not s.dfn[i]:
        return None
    return s.dfn[i]


def run_roll(s: WildState, task: tuple[int, ...]) -> None:
    """T_ROLL: an attack's dice (or slay) against one realm (or, for a Swallow's second
    roll, an Alliance), then the strikes it earns. `second` is 0 for an attack's first
    roll, 1 for a second roll its ability grants, 2 or 3 for a solo Wild spread."""
    _, p, a, v, t, second = task
    zone = _live(s, v, t)
    if zone is None:
        s.emit("miss", "There are no defenders left to strike.")
        if second >= 2:
            from .solo import spread_done as wild_spread_done

            wild_spread_done(s, a, False)
        return
    ab = C.T_ABILITY[a] if a >= 0 else "plain"
    targets = list(zone)
    extra = 0
    if a >= 0 and C.T_DICE[a]:
        if p < 0:
            extra += s.wild_bonus  # solo: a Wild animal's second realm (spread)
        elif lasting(s, p, "tailwind"):
            extra += 1
        extra += extra_dice(s, s.alliance[p] if p >= 0 else s.wild, a, targets)
    who = C.name(a) if a >= 0 else "Chimera"
    if a < 0 or C.T_DICE[a]:
        # Dice never strike a guarded Leader, so a reroll ("if no die strikes") sees that.
        # A Lethal slay still names its defender first ("the lowest strike value"): when
        # that one is a guarded Leader the slay fails.
        targets = strikable(s, v, targets)
    cands = strikable(s, v, roll_hits(s, a, targets, extra, who))
    if second == 0 and a >= 0:
        _second_rolls(s, p, a, v, t, ab, bool(cands))
        if ab == "mill_always":
            mill(s, v, C.T_PARAM[a])
    if second >= 2:  # solo: a Wild animal's spread decides whether it joins you
        from .solo import spread_done as wild_spread_done

        wild_spread_done(s, a, bool(cands))
    if not cands:
        s.emit("miss", f"{who} misses.")
        hook = ON_MISS.get(ab) if second == 0 and a >= 0 else None
        if hook is not None:
            hook(s, p if p >= 0 else v, v, C.T_PARAM[a], -1)
        return
    strike_some(s, p if p >= 0 else v, p, a, v, t, cands)


def strike_some(s: WildState, chooser: int, p: int, a: int, v: int, t: int,
                cands: list[int]) -> None:
    """The dice matched `cands`: one is struck (the chooser picks), or with Swarm's
    all-hits every one, or up to two (REALMS-ATTACK-3)."""
    ab = C.T_ABILITY[a] if a >= 0 else "plain"
    if ab == "all_hits" or (ab == "two_hits" and len(cands) <= 2):
        for d in cands:
            strike(s, p, a, v, t, d)
    elif len(cands) == 1:
        strike(s, p, a, v, t, cands[0])
    else:
        task = (T_STRIKE, chooser, p, a, v, t, *cands)
        push(s, *((task, task) if ab == "two_hits" else (task,)))


def _second_rolls(s: WildState, p: int, a: int, v: int, t: int, ab: str, hit: bool) -> None:
    """Swarm abilities that attack again after the first roll (queued behind its strike)."""
    if p < 0 or ab not in SECOND_ROLL:
        return
    if ab == "spread" or (ab == "spread_miss" and not hit):
        others = [u for u in range(4) if u != t and _live(s, v, u) is not None]
        if others:
            push(s, (T_TREALM, p, RP_SPREAD, a, v, t))
    elif ab == "twice" or (ab == "again" and hit):
        push(s, (T_ROLL, p, a, v, t, 1))
    elif ab == "spread_ally" and s.alliance[v] and not lasting(s, v, "frost"):
        push(s, (T_ROLL, p, a, v, ALLIANCE, 1))


def strike(s: WildState, p: int, a: int, v: int, area: int, d: int) -> None:
    """A struck card is discarded, then the attacker's on-hit ability applies
    (REALMS-ATTACK-3)."""
    zone = s.alliance[v] if area == ALLIANCE else s.dfn[v * 4 + area]
    if d not in zone:
        return
    zone.remove(d)
    discard(s, d)
    if p >= 0:
        tally.bump(s, p, tally.STRUCK)
    s.emit("struck", f"{C.name(d)} is struck and discarded.", victim=v, card=d)
    if a >= 0:
        ab = C.T_ABILITY[a]
        hook = ON_HIT.get(ab)
        if hook is not None:
            hook(s, p if p >= 0 else v, v, C.T_PARAM[a], d)
        if ab == "settle_hit" and p >= 0:  # remembered for when the attacker leaves
            for k, task in enumerate(s.queue):
                if task[0] == T_FINISH and task[2] == a:
                    s.queue[k] = (T_FINISH, p, a, 1)
    if area != ALLIANCE:
        sweep(s, v, area)


def run_finish(s: WildState, task: tuple[int, ...]) -> None:
    """T_FINISH: the attacker is discarded, unless its ability says otherwise (REALMS-ATTACK-4)."""
    p, a = task[1], task[2]
    if a not in s.alliance[p]:
        return
    ab = C.T_ABILITY[a]
    if ab == "return":
        s.alliance[p].remove(a)
        s.hand[p].append(a)
        knowledge.seen_into_hand(s, p, a)
        s.emit("return", f"{C.name(a)} returns to P{p}'s hand.", seat=p, card=a,
               moves=[move(f"alliance:{p}", hand(p), [a])])
        return
    struck = len(task) > 3
    if (ab == "settle" or (ab == "settle_hit" and struck)) and settle_slots(s, p):
        push(s, (T_PLACE, p, a, PL_SETTLE))
        return
    s.alliance[p].remove(a)
    discard(s, a)
    s.emit("spent", f"{C.name(a)} is discarded after attacking.", seat=p, card=a)
    after_attack(s, p, a)


def settle_slots(s: WildState, p: int) -> list[int]:
    return [t for t in range(4) if s.realm[p * 4 + t] >= 0 and not s.locked[p * 4 + t]
            and len(s.dfn[p * 4 + t]) < 5]


def raid(s: WildState, p: int, leader: int, v: int) -> None:
    """A Leader attacks an Alliance: three dice, every match discarded (REALMS-ATTACK-5)."""
    s.emit("raid", f"P{p}'s Leader {C.name(leader)} attacks P{v}'s Alliance.",
           seat=p, attacker=leader, victim=v)
    if not ward_stops(s, v):
        vals = roll(s, 3, 1, C.name(leader))
        hit = strikable(s, v, [t for t in s.alliance[v] if C.T_STRIKE[t] in vals])
        for t in hit:
            s.emit("struck", f"{C.name(t)} is struck and discarded.", victim=v, card=t)
            remove_animal(s, v, t)
        if not hit:
            s.emit("miss", f"{C.name(leader)} misses.")
    s.alliance[p].remove(leader)
    discard(s, leader)
    s.emit("spent", f"{C.name(leader)} is discarded after attacking.", seat=p, card=leader)


def battle(s: WildState, p: int, ms: int, v: int, vs: int) -> None:
    """A Realm Battle between two locked realms: face-offs until one side has no
    defenders left; the winner steals or razes the loser's realm (REALMS-BATTLE-1..4)."""
    s.battled = True
    s.emit("battle", f"P{p} takes {C.name(s.realm[p * 4 + ms])} into a Realm Battle "
           f"against P{v}'s {C.name(s.realm[v * 4 + vs])}.", seat=p, victim=v)
    if ward_stops(s, v):  # a Realm Battle is an attack on the realms (attack mode 3)
        return
    left = [len(s.dfn[p * 4 + ms]), len(s.dfn[v * 4 + vs])]
    mine, theirs = s.dfn[p * 4 + ms], s.dfn[v * 4 + vs]
    while left[0] and left[1]:
        a, b = s.rng.die(12), s.rng.die(12)
        fa, fb = mine[len(mine) - left[0]], theirs[len(theirs) - left[1]]
        s.emit("roll", f"Face-off {C.name(fa)} vs {C.name(fb)}: {a} against {b}"
               + (" — a tie, roll again." if a == b else "."), dice=[a, b])
        if a < b:
            left[0] -= 1
        elif b < a:
            left[1] -= 1
    winner, loser, lslot = (p, v, vs) if left[0] else (v, p, ms)
    tally.bump(s, winner, tally.BATTLES_WON)
    tally.bump(s, loser, tally.BATTLES_LOST)
    s.emit("battle_won", f"P{winner} wins the Realm Battle.", winner=winner, loser=loser)
    if s.locked[winner * 4 + lslot]:
        spoils(s, winner, loser, lslot, steal=False)
    else:
        push(s, (T_SPOILS, winner, loser, lslot))


def spoils(s: WildState, w: int, loser: int, t: int, steal: bool) -> None:
    """Steal the defeated locked realm (discarding your unlocked one of that type) or raze it."""
    li, wi = loser * 4 + t, w * 4 + t
    if not steal:
        tally.bump(s, w, tally.RAZED)
        discard_realm(s, li, "razed after a Realm Battle")
        return
    tally.bump(s, w, tally.STOLEN)
    tally.bump(s, loser, tally.REALMS_LOST)
    if s.realm[wi] >= 0:
        discard_realm(s, wi, "to make room for a stolen realm")
    s.realm[wi], s.dfn[wi], s.locked[wi] = s.realm[li], s.dfn[li], True
    s.realm[li], s.dfn[li], s.locked[li] = -1, [], False
    s.emit("steal", f"P{w} steals the locked {C.name(s.realm[wi])} from P{loser}.",
           seat=w, victim=loser, slot=t)
    check_win(s, w)
