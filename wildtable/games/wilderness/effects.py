"""The Event card vocabulary: one small function per effect id, plus when it may be played.

Every effect is `fn(state, player, target, amount)`: `player` plays the card, `target`
is who it affects (the player for a good side). A `can_*` check says whether the card
would do anything now; a card that would change nothing is not offered (a ruling).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from .board import EVENTS, EXTRAS, LAYOUTS, SICKNESS, TERRAIN_NAMES, CardDataError, L, T
from .core import (
    AMBUSH_SOURCE,
    change_exhaustion,
    change_hunger,
    change_thirst,
    compass,
    current_attack,
    draw_events,
    draw_sickness,
    enter,
    get_lost,
    name,
    night_dice,
    random_move,
    schedule_attack,
)
from .state import WildState

Effect = Callable[[WildState, int, int, int], None]
Check = Callable[[WildState, int, int, int], bool]

EFFECTS: Final[dict[str, Effect]] = {}
CHECKS: Final[dict[str, Check]] = {}


def effect(eid: str, check: Check | None = None) -> Callable[[Effect], Effect]:
    def register(fn: Effect) -> Effect:
        EFFECTS[eid] = fn
        if check is not None:
            CHECKS[eid] = check
        return fn

    return register


def _stat_check(which: str) -> Check:
    def check(st: WildState, p: int, t: int, amount: int) -> bool:
        value: int = getattr(st, which)[t]
        top = {"thirst": len(st.ttrack) - 1, "hunger": len(st.htrack) - 1}.get(which, 10**6)
        return value > 0 if amount < 0 else value < top

    return check


@effect("thirst", _stat_check("thirst"))
def _thirst(st: WildState, p: int, t: int, amount: int) -> None:
    change_thirst(st, t, amount)
    st.emit("effect", f"{name(t)}: thirst {amount:+d}.", seat=t)


@effect("hunger", _stat_check("hunger"))
def _hunger(st: WildState, p: int, t: int, amount: int) -> None:
    change_hunger(st, t, amount)
    st.emit("effect", f"{name(t)}: hunger {amount:+d}.", seat=t)


@effect("exhaust", _stat_check("exh"))
def _exhaust(st: WildState, p: int, t: int, amount: int) -> None:
    st.emit("effect", f"{name(t)}: exhaustion {amount:+d}.", seat=t)
    change_exhaustion(st, t, amount)


@effect("both", lambda st, p, t, a: st.thirst[t] + st.hunger[t] > 0 if a < 0 else True)
def _both(st: WildState, p: int, t: int, amount: int) -> None:
    change_thirst(st, t, amount)
    change_hunger(st, t, amount)
    st.emit("effect", f"{name(t)}: thirst and hunger {amount:+d}.", seat=t)


@effect("restore_thirst", lambda st, p, t, a: st.thirst[t] > 0)
def _restore_thirst(st: WildState, p: int, t: int, amount: int) -> None:
    st.thirst[t] = 0
    st.emit("effect", f"{name(t)}'s thirst is restored.", seat=t)


@effect("energy", lambda st, p, t, a: a > 0 or st.energy > 0)
def _energy(st: WildState, p: int, t: int, amount: int) -> None:
    st.energy = max(0, st.energy + amount)
    st.emit("effect", f"{name(t)}: {amount:+d} energy this turn.", seat=t)


@effect("move_mod")
def _move_mod(st: WildState, p: int, t: int, amount: int) -> None:
    st.move_mod += amount
    st.emit("effect", f"{name(t)}'s moves cost {amount:+d} energy this turn.", seat=t)


# No night dice: pointless in a round without them (by day, or a night without dice).
@effect("sure_feet", lambda st, p, t, a: not st.sure and night_dice(st))
def _sure_feet(st: WildState, p: int, t: int, amount: int) -> None:
    st.sure = True
    st.emit("effect", f"{name(t)} needs no night dice this turn.", seat=t)


@effect("lost")
def _lost(st: WildState, p: int, t: int, amount: int) -> None:
    get_lost(st, t)


@effect("raft", lambda st, p, t, a: not st.raft)
def _raft(st: WildState, p: int, t: int, amount: int) -> None:
    st.raft = True
    st.emit("effect", f"{name(t)} builds a raft: lakes may be entered and rivers cost "
            "nothing extra this turn.", seat=t)


@effect("swept")
def _swept(st: WildState, p: int, t: int, amount: int) -> None:
    st.emit("effect", f"{name(t)} is swept away.", seat=t)
    random_move(st, t)


def _companions(st: WildState, p: int) -> list[int]:
    return [s for s in range(st.players) if s != p and st.alive[s] and st.pos[s] == st.pos[p]]


@effect("companion")
def _companion(st: WildState, p: int, t: int, amount: int) -> None:
    st.energy += amount
    st.comp = _companions(st, p)
    who = ", ".join(name(s) for s in st.comp) or "nobody"
    st.emit("effect", f"{name(p)} has a companion: +{amount} energy; travelling along: {who}.",
            seat=p, companions=st.comp[:])


def _attack_open(st: WildState, p: int, t: int, a: int) -> bool:
    """An attack waits for its dice and has not been called off: once it is cancelled,
    changing its dice changes nothing."""
    i = current_attack(st)
    if i < 0:
        return False
    task = st.stack[i]
    return not task[5] and st.alive[int(task[1])]


def _modify_attack(st: WildState, field: int, value: int) -> None:
    i = current_attack(st)
    task = list(st.stack[i])
    task[field] = int(task[field]) + value if field < 5 else value
    st.stack[i] = tuple(task)


@effect("attack_mod", _attack_open)
def _attack_mod(st: WildState, p: int, t: int, amount: int) -> None:
    _modify_attack(st, 3, amount)
    st.emit("effect", f"{name(t)}'s die counts {amount:+d} in this attack.", seat=t)


@effect("animal_mod", _attack_open)
def _animal_mod(st: WildState, p: int, t: int, amount: int) -> None:
    _modify_attack(st, 4, amount)
    st.emit("effect", f"The attacker's dice count {amount:+d} against {name(t)}.", seat=t)


@effect("cancel_attack", _attack_open)
def _cancel_attack(st: WildState, p: int, t: int, amount: int) -> None:
    _modify_attack(st, 5, 1)
    st.emit("effect", f"{name(t)} escapes the attack.", seat=t)


@effect("hunt", lambda st, p, t, a: st.hunger[t] > 0)
def _hunt(st: WildState, p: int, t: int, amount: int) -> None:
    d = st.rng.die()
    change_hunger(st, t, -d)
    st.emit("hunt", f"{name(t)} hunts and rolls {d}: hunger -{d}.", seat=t, die=d)


@effect("ambush")
def _ambush(st: WildState, p: int, t: int, amount: int) -> None:
    schedule_attack(st, t, AMBUSH_SOURCE)


@effect("shelter", lambda st, p, t, a: not st.shelter[t])
def _shelter(st: WildState, p: int, t: int, amount: int) -> None:
    st.shelter[t] = 1
    st.emit("effect", f"{name(t)} finds shelter: no exhaustion this Nature's turn.", seat=t)


@effect("cold")
def _cold(st: WildState, p: int, t: int, amount: int) -> None:
    st.cold[t] += amount
    st.emit("effect", f"{name(t)} will freeze: exhaustion +{amount} this Nature's turn.", seat=t)


@effect("cure", lambda st, p, t, a: any(SICKNESS[c].effect == "lasting" for c in st.sick[t]))
def _cure(st: WildState, p: int, t: int, amount: int) -> None:
    c = st.sick[t].pop(0)
    st.sdisc.append(c)
    st.emit("cured", f"{name(t)} is cured of {SICKNESS[c].name}.", seat=t, card=c)


@effect("sickness")
def _sickness(st: WildState, p: int, t: int, amount: int) -> None:
    draw_sickness(st, t)


@effect("draw", lambda st, p, t, a: bool(st.edeck or st.edisc))
def _draw(st: WildState, p: int, t: int, amount: int) -> None:
    draw_events(st, t, amount)


@effect("turn_away", lambda st, p, t, a: st.came_from >= 0 and t == st.active)
def _turn_away(st: WildState, p: int, t: int, amount: int) -> None:
    st.emit("effect", f"{name(t)} is turned away from the village.", seat=t)
    enter(st, t, st.came_from)
    st.came_from = -1


@effect("terrain", lambda st, p, t, a: st.extra_left[a] > 0)
def _terrain(st: WildState, p: int, t: int, amount: int) -> None:
    """Lay an extra terrain area where the compass points from the target's area."""
    lay = LAYOUTS[st.n]
    d = compass(st)
    nb = lay.neigh[st.pos[t]][d]
    if (nb < 0 or nb == lay.village or st.terr[nb] in (L, T, -1) or st.overlay[nb] >= 0
            or nb in st.pos or nb in st.apos):
        st.emit("effect", "The extra area finds no room there; nothing happens.")
        return
    ename, terrain, _ = EXTRAS[amount]
    st.overlay[nb] = amount
    st.terr[nb] = terrain
    st.extra_left[amount] -= 1
    st.emit("terrain", f"{ename} ({TERRAIN_NAMES[terrain]}) is laid beside {name(t)}.",
            area=nb, extra=amount)


@effect("peace", lambda st, p, t, a: st.hostile[t])
def _peace(st: WildState, p: int, t: int, amount: int) -> None:
    st.hostile[t] = False
    st.emit("effect", f"The Tribe makes peace with {name(t)}.", seat=t)


@effect("anger", lambda st, p, t, a: not st.hostile[t])
def _anger(st: WildState, p: int, t: int, amount: int) -> None:
    st.hostile[t] = True
    st.emit("effect", f"The Tribe turns against {name(t)}.", seat=t)


def can(eid: str, st: WildState, p: int, t: int, amount: int) -> bool:
    check = CHECKS.get(eid)
    return check is None or check(st, p, t, amount)


def _validate() -> None:
    """Every effect id in cards.toml exists here (checked when the package loads)."""
    for card in EVENTS:
        for side in (card.good, card.bad):
            if side.effect not in EFFECTS:
                raise CardDataError(f"event {card.name}: unknown effect id {side.effect!r}")
            if side.effect == "terrain" and not 0 <= side.amount < len(EXTRAS):
                raise CardDataError(f"event {card.name}: no extra area {side.amount}")


_validate()
