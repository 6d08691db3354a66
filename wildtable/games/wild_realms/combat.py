"""Phase 3: attacks on unlocked realms, raids on Alliances, and Realm Battles.

Also the strike resolution the solo mode shares (a Wild animal attacking your kingdom).
"""

from __future__ import annotations

from ...engine.moves import hand, move
from . import cards as C
from . import knowledge, tally
from .effects import ON_HIT, RP_SPREAD, slay_candidates
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
    hawk_falls,
    lasting,
    push,
    remove_animal,
    roll,
    strikable,
    sweep,
)

PL_SETTLE, PL_JOIN = 0, 1


def has_leader(s: WildState, p: int) -> bool:
    lead = C.T_LEADER
    return any(lead[t] for t in s.alliance[p])


def pack_bonus(friends: list[int], a: int) -> int:
    """One more die for every other animal of the attacker's group among `friends`."""
    g = C.GROUP[C.T_CARD[a]]
    return sum(1 for x in friends if x != a and x >= 0 and C.GROUP[C.T_CARD[x]] == g)


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
    s.emit("attack", f"Seat {p}'s {C.name(a)} attacks seat {v}'s {C.REALM_TYPES[t]} realm "
           f"{C.name(s.realm[v * 4 + t])}.", seat=p, attacker=a, victim=v, slot=t)
    if lasting(s, v, "ward"):
        end_lasting(s, v, "ward")
        s.emit("ward", f"A ward turns the attack away from seat {v}.", victim=v)
        push(s, (T_FINISH, p, a))
        return
    push(s, (T_ROLL, p, a, v, t, 0), (T_FINISH, p, a))


def roll_hits(s: WildState, a: int, targets: list[int], extra: int, who: str) -> list[int]:
    """Roll an attacker's icon (Do Not Roll: its Lethal slay) and return the struck cards."""
    ab = C.T_ABILITY[a] if a >= 0 else "plain"
    if a >= 0 and C.T_DICE[a] == 0:
        cands = slay_candidates(ab, C.T_PARAM[a], targets)
        s.emit("slay", f"{who} does not roll: "
               + ("it can strike " + ", ".join(C.name(d) for d in cands) if cands
                  else "no defender fits its ability") + ".")
        return cands
    dice, times = C.ROLLS[C.T_CARD[a]] if a >= 0 else (3, 1)
    st = C.T_STRIKE
    for attempt in range(2):
        vals = roll(s, dice, times, who)
        if extra:
            vals += roll(s, extra, 1, f"{who} (extra dice)")
        if ab == "nudge":
            near = set(vals) | {x + 1 for x in vals} | {x - 1 for x in vals}
            cands = [d for d in targets if st[d] in near]
        else:
            cands = [d for d in targets if st[d] in vals]
        if cands or ab != "reroll" or attempt == 1:
            return cands
        s.emit("reroll", f"{who} misses and rolls again.")
    return []


def run_roll(s: WildState, task: tuple[int, ...]) -> None:
    """T_ROLL: an attack's dice (or slay) against one realm, then the strikes it earns."""
    _, p, a, v, t, spread_done = task
    i = v * 4 + t
    if s.realm[i] < 0 or s.locked[i] or not s.dfn[i]:
        s.emit("miss", "The realm has no defenders left to strike.")
        if spread_done == 2:
            from .solo import spread_done as wild_spread_done

            wild_spread_done(s, a, False)
        return
    ab = C.T_ABILITY[a] if a >= 0 else "plain"
    extra = 0
    if a >= 0 and C.T_DICE[a]:
        if p < 0:
            extra += s.wild_bonus  # solo: a Wild animal's second realm (spread)
        elif lasting(s, p, "tailwind"):
            extra += 1
        if ab == "pack" and p >= 0:
            extra += pack_bonus(s.alliance[p], a)
    who = C.name(a) if a >= 0 else "Chimera"
    targets = list(s.dfn[i])
    if a < 0 or C.T_DICE[a]:
        # Dice never strike a guarded Leader, so a reroll ("if no die strikes") sees that.
        # A Lethal slay still names its defender first ("the lowest strike value"): when
        # that one is a guarded Leader the slay fails.
        targets = strikable(s, v, targets)
    cands = strikable(s, v, roll_hits(s, a, targets, extra, who))
    if ab == "spread" and not spread_done:
        others = [u for u in range(4) if u != t and s.realm[v * 4 + u] >= 0
                  and not s.locked[v * 4 + u] and s.dfn[v * 4 + u]]
        if others:
            push(s, (T_TREALM, p, RP_SPREAD, a, v, t))
    if spread_done == 2:  # solo: a Wild animal's spread decides whether it joins you
        from .solo import spread_done as wild_spread_done

        wild_spread_done(s, a, bool(cands))
    if not cands:
        s.emit("miss", f"{who} misses.")
        return
    if ab == "all_hits":
        for d in cands:
            strike(s, p, a, v, t, d)
    elif len(cands) == 1:
        strike(s, p, a, v, t, cands[0])
    else:
        push(s, (T_STRIKE, p if p >= 0 else v, p, a, v, t, *cands))  # solo: you choose


def strike(s: WildState, p: int, a: int, v: int, area: int, d: int) -> None:
    """A struck card is discarded, then the attacker's on-hit ability and the Hawk's
    fall apply (REALMS-ATTACK-3, REALMS-ANIMAL-7)."""
    zone = s.alliance[v] if area == ALLIANCE else s.dfn[v * 4 + area]
    if d not in zone:
        return
    zone.remove(d)
    discard(s, d)
    if p >= 0:
        tally.bump(s, p, tally.STRUCK)
    s.emit("struck", f"{C.name(d)} is struck and discarded.", victim=v, card=d)
    hawk_falls(s, v, d)
    if a >= 0:
        hook = ON_HIT.get(C.T_ABILITY[a])
        if hook is not None:
            gainer = p if p >= 0 else v
            hook(s, gainer, v, C.T_PARAM[a], d)
    if area != ALLIANCE:
        sweep(s, v, area)


def run_finish(s: WildState, task: tuple[int, ...]) -> None:
    """T_FINISH: the attacker is discarded, unless its ability says otherwise (REALMS-ATTACK-4)."""
    _, p, a = task
    if a not in s.alliance[p]:
        return
    ab = C.T_ABILITY[a]
    if ab == "return":
        s.alliance[p].remove(a)
        s.hand[p].append(a)
        knowledge.seen_into_hand(s, p, a)
        s.emit("return", f"{C.name(a)} returns to seat {p}'s hand.", seat=p, card=a,
               moves=[move(f"alliance:{p}", hand(p), [a])])
        return
    if ab == "settle" and settle_slots(s, p):
        push(s, (T_PLACE, p, a, PL_SETTLE))
        return
    s.alliance[p].remove(a)
    discard(s, a)
    s.emit("spent", f"{C.name(a)} is discarded after attacking.", seat=p, card=a)
    if ab == "draw":
        from .zones import draw

        draw(s, p, C.T_PARAM[a])


def settle_slots(s: WildState, p: int) -> list[int]:
    return [t for t in range(4) if s.realm[p * 4 + t] >= 0 and not s.locked[p * 4 + t]
            and len(s.dfn[p * 4 + t]) < 5]


def raid(s: WildState, p: int, leader: int, v: int) -> None:
    """A Leader attacks an Alliance: three dice, every match discarded (REALMS-ATTACK-5)."""
    s.emit("raid", f"Seat {p}'s Leader {C.name(leader)} attacks seat {v}'s Alliance.",
           seat=p, attacker=leader, victim=v)
    if lasting(s, v, "ward"):
        end_lasting(s, v, "ward")
        s.emit("ward", f"A ward turns the attack away from seat {v}.", victim=v)
    else:
        vals = roll(s, 3, 1, C.name(leader))
        hit = strikable(s, v, [t for t in s.alliance[v] if C.T_STRIKE[t] in vals])
        for t in hit:
            s.emit("struck", f"{C.name(t)} is struck and discarded.", victim=v, card=t)
            remove_animal(s, v, t)
            hawk_falls(s, v, t)
        if not hit:
            s.emit("miss", f"{C.name(leader)} misses.")
    s.alliance[p].remove(leader)
    discard(s, leader)
    s.emit("spent", f"{C.name(leader)} is discarded after attacking.", seat=p, card=leader)


def battle(s: WildState, p: int, ms: int, v: int, vs: int) -> None:
    """A Realm Battle between two locked realms: face-offs until one side has no
    defenders left; the winner steals or razes the loser's realm (REALMS-BATTLE-1..4)."""
    s.battled = True
    s.emit("battle", f"Seat {p} takes {C.name(s.realm[p * 4 + ms])} into a Realm Battle "
           f"against seat {v}'s {C.name(s.realm[v * 4 + vs])}.", seat=p, victim=v)
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
    s.emit("battle_won", f"Seat {winner} wins the Realm Battle.", winner=winner, loser=loser)
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
    s.emit("steal", f"Seat {w} steals the locked {C.name(s.realm[wi])} from seat {loser}.",
           seat=w, victim=loser, slot=t)
    check_win(s, w)
