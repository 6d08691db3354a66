"""The card-effect vocabulary: animal abilities, Legendary effects and The Wild events.

Each effect is a small named function in a registry; cards.toml refers to them by id
and is checked against these registries when this module is imported.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from ...engine.moves import hand, move
from . import cards as C
from . import knowledge
from .abilities import ABILITIES, ON_HIT, ability_text, slay_candidates, take_back
from .state import WildState
from .zones import (
    ALLIANCE,
    T_LOSE,
    T_STRIKE,
    T_TCARD,
    T_TREALM,
    discard,
    draw,
    lasting,
    mill,
    push,
    remove_animal,
    roll,
    strikable,
    sweep,
)

# ---- animal abilities live in abilities.py (re-exported here for the card check) -------


# ---- Legendary effects (REALMS-LEGEND-3) -------------------------------------------------
# Purposes for the choices a Legendary asks for.
RP_SPREAD: Final = 0
RP_STONE: Final = 1
RP_QUAKE: Final = 2
RP_THREE: Final = 3
CP_STONE: Final = 0
CP_SKY: Final = 1
CP_UNLOCK: Final = 2
CP_HERD: Final = 3
CP_DEEP: Final = 4
CP_AVALANCHE: Final = 5
CP_BLIGHT: Final = 6
CP_EVICT: Final = 7

LegendFn = Callable[[WildState, int], None]
LASTING: Final = {"firewall", "tailwind", "royal_guard", "petrify", "frost", "blessing", "guidance",
                  "ward"}


def _opponents(s: WildState, p: int) -> list[int]:
    return [q for q in range(s.players) if q != p]


def _rebirth(s: WildState, p: int) -> None:
    take_back(s, p, C.ANIMAL, 2, "resurrect")


def _maelstrom(s: WildState, p: int) -> None:
    for v in _opponents(s, p):
        vals = roll(s, 3, 1, f"Maelstrom against P{v}'s Alliance")
        # Dice matching a strike value strike: the royal guard applies.
        for t in strikable(s, v, [t for t in s.alliance[v] if C.T_STRIKE[t] in vals]):
            s.emit("struck", f"{C.name(t)} is swept from P{v}'s Alliance.", card=t)
            remove_animal(s, v, t)


def _undertow(s: WildState, p: int) -> None:
    push(s, *[(T_LOSE, v, 1) for v in _opponents(s, p)])


def _storm(s: WildState, p: int) -> None:
    vals = roll(s, 2, 1, "Storm")
    for v in _opponents(s, p):
        for t in range(4):
            i = v * 4 + t
            if s.realm[i] < 0 or s.locked[i]:
                continue
            for d in strikable(s, v, [d for d in s.dfn[i] if C.T_STRIKE[d] in vals]):
                s.emit("struck", f"Lightning strikes {C.name(d)} in P{v}'s realm.", card=d)
                s.dfn[i].remove(d)
                discard(s, d)
            sweep(s, v, t)


def _quake(s: WildState, p: int) -> None:
    if any(s.locked[v * 4 + t] for v in _opponents(s, p) for t in range(4)):
        push(s, (T_TREALM, p, RP_QUAKE, 0, 0, 0))


def _stampede(s: WildState, p: int) -> None:
    draw(s, p, 3)


def _tidal_wave(s: WildState, p: int) -> None:
    for v in _opponents(s, p):
        mill(s, v, 3)


def _deep_call(s: WildState, p: int) -> None:
    if deep_call_choices(s, p):
        push(s, (T_TCARD, p, CP_DEEP, 0, 0, 1))


def deep_call_choices(s: WildState, p: int) -> list[int]:
    return sorted(t for t in s.deck[p]
                  if C.T_KIND[t] == C.REALM and s.realm[p * 4 + C.T_RTYPE[t]] < 0)


def _sky_hunt(s: WildState, p: int) -> None:
    if any(s.alliance[v] for v in _opponents(s, p)):
        push(s, (T_TCARD, p, CP_SKY, 0, 0, 1))


def _stone_gaze(s: WildState, p: int) -> None:
    if stone_targets(s, p):
        push(s, (T_TREALM, p, RP_STONE, 0, 0, 0))


def stone_targets(s: WildState, p: int) -> list[tuple[int, int]]:
    return [(v, t) for v in _opponents(s, p) for t in range(4)
            if s.realm[v * 4 + t] >= 0 and not s.locked[v * 4 + t] and s.dfn[v * 4 + t]]


def three_heads_targets(s: WildState, p: int) -> list[tuple[int, int]]:
    """The Chimera's three heads attack a realm, so the Phoenix's firewall keeps them off."""
    return [(v, t) for v, t in stone_targets(s, p) if not lasting(s, v, "firewall")]


def _lost_trail(s: WildState, p: int) -> None:
    # Tuned: it also drew a card, which made the Great Stag the one Legendary clearly
    # worth more than the rest (docs/balance/wild-realms.md).
    pile = s.disc[p]
    for j in range(len(pile) - 1, -1, -1):
        if C.T_KIND[pile[j]] == C.REALM:
            t = pile.pop(j)
            s.hand[p].append(t)
            knowledge.seen_into_hand(s, p, t)
            s.emit("lost_trail", f"P{p} takes {C.name(t)} back from the discard pile.",
                   seat=p, card=t, moves=[move(f"discard:{p}", hand(p), [t])])
            break


def _herd_call(s: WildState, p: int) -> None:
    if herd_choices(s, p):
        push(s, (T_TCARD, p, CP_HERD, 0, 0, 1))


def herd_choices(s: WildState, p: int) -> list[int]:
    return sorted(t for t in s.deck[p] if C.T_LEADER[t])


def _avalanche(s: WildState, p: int) -> None:
    tasks = []
    for v in _opponents(s, p):
        if any(s.dfn[v * 4 + t] and not s.locked[v * 4 + t] for t in range(4)):
            tasks.append((T_TCARD, v, CP_AVALANCHE, v, 0, 1))
    push(s, *tasks)


def _guidance(s: WildState, p: int) -> None:
    draw(s, p, 2)


def _blessing(s: WildState, p: int) -> None:
    draw(s, p, 2)


def _three_heads(s: WildState, p: int) -> None:
    if three_heads_targets(s, p):
        push(s, (T_TREALM, p, RP_THREE, 0, 0, 0))


def _plague(s: WildState, p: int) -> None:
    for v in _opponents(s, p):
        if s.alliance[v]:
            t = s.rng.choice(s.alliance[v])
            s.emit("plague", f"Plague: {C.name(t)} leaves P{v}'s Alliance.", card=t)
            remove_animal(s, v, t)


def _hunger(s: WildState, p: int) -> None:
    for v in _opponents(s, p):
        for _ in range(min(2, len(s.hand[v]))):
            t = s.hand[v].pop(s.rng.below(len(s.hand[v])))
            discard(s, t)
            s.emit("hunger", f"Hunger: P{v} discards {C.name(t)} at random.", card=t,
                   moves=[move(hand(v), f"discard:{v}", [t])])


def _nothing(s: WildState, p: int) -> None:
    """Lasting effects act through the rules that consult them (zones.lasting)."""


LEGEND_EFFECTS: Final[dict[str, tuple[str, LegendFn]]] = {
    "rebirth": ("Take the top two animals of your discard pile into your hand.", _rebirth),
    "firewall": ("Lasting: your realms cannot be attacked until your next turn.", _nothing),
    "maelstrom": ("Roll three dice against every opponent's Alliance; matches are struck and "
                         "discarded.", _maelstrom),
    "undertow": ("Every opponent discards one card of their choice from their hand.", _undertow),
    "storm": ("Roll two dice: every defender in an opponent's unlocked realm with a matching "
                     "strike value is struck and discarded.", _storm),
    "tailwind": ("Lasting: your roll attacks roll one more die until your next turn.", _nothing),
    "quake": ("Choose an opponent's locked realm: it unlocks, and its owner discards two of its "
                     "animals.", _quake),
    "stampede": ("Draw three cards.", _stampede),
    "tidal_wave": ("Every opponent discards the top three cards of their deck.", _tidal_wave),
    "deep_call": ("Search your deck for a realm of a type you do not hold and take it into "
                         "your hand.", _deep_call),
    "sky_hunt": ("Discard one animal of your choice from an opponent's Alliance.", _sky_hunt),
    "royal_guard": ("Lasting: your Leaders cannot be struck until your next turn.", _nothing),
    "stone_gaze": ("Discard one defender of your choice from an opponent's unlocked realm.",
                          _stone_gaze),
    "petrify": ("Lasting: no one may challenge you to a Realm Battle until your next turn.",
                       _nothing),
    "lost_trail": ("Take the top realm of your discard pile into your hand.", _lost_trail),
    "herd_call": ("Search your deck for a Leader and take it into your hand.", _herd_call),
    "avalanche": ("Every opponent discards one defender of their choice from an unlocked realm.",
                         _avalanche),
    "frost": ("Lasting: your Alliance cannot be attacked until your next turn.", _nothing),
    "blessing": ("Draw two cards. Lasting: this turn you draw up to seven cards in Wrap-Up "
                        "and may keep them.", _blessing),
    "guidance": ("Draw two cards. Lasting: this turn your animals may attack realms of any "
                        "type.", _guidance),
    "three_heads": ("Roll three dice against an opponent's unlocked realm of your choice; one "
                           "match is discarded.", _three_heads),
    "plague": ("Every opponent discards a random animal from their Alliance.", _plague),
    "hunger": ("Every opponent discards two random cards from their hand.", _hunger),
    "ward": ("Lasting: the next attack on your realms or Alliance fails (until your next "
                    "turn).", _nothing),
}


def apply_legend(s: WildState, p: int, lid: int, k: int) -> None:
    """Seat p uses effect k (0 or 1) of Legendary lid (REALMS-LEGEND-3)."""
    eid = C.LEGEND_EFFECT_IDS[lid][k]
    text, fn = LEGEND_EFFECTS[eid]
    s.emit("legend_effect", f"P{p} uses {C.LEGEND_NAMES[lid]}: {text}", seat=p,
           legendary=lid, effect=eid)
    if eid in LASTING:
        s.lasting.append((lid, k, p))
    else:
        s.ldisc.append(lid)
    fn(s, p)


# ---- The Wild events (solo, REALMS-SOLO-3) ----------------------------------------------
WildFn = Callable[[WildState], None]


def _empty_slot(s: WildState) -> int:
    for j in range(4):
        if s.wild[j] < 0:
            return j
    return -1


def _ambush(s: WildState) -> None:
    j = _empty_slot(s)
    if j < 0 or not s.deck[0]:
        s.emit("wild_event", "Ambush: no room in The Wild, nothing appears.")
        return
    t = s.deck[0].pop()
    s.reveal()
    s.wild[j] = t
    s.emit("wild_event", f"Ambush: {C.name(t)} appears in The Wild above the "
           f"{C.REALM_TYPES[j]} slot.", card=t, slot=j)


def _stampede_w(s: WildState) -> None:
    s.wild_bonus += 1
    s.emit("wild_event", "Stampede: every Wild animal rolls one more die this round.")


def _calm(s: WildState) -> None:
    s.emit("wild_event", "Quiet Dusk: nothing stirs.")


def _scavenge(s: WildState) -> None:
    mill(s, 0, 2)


def _lost_realm(s: WildState) -> None:
    j = _empty_slot(s)
    pile = s.disc[0]
    for k in range(len(pile) - 1, -1, -1):
        if C.T_KIND[pile[k]] == C.REALM and j >= 0:
            t = pile.pop(k)
            s.wild[j] = t
            s.emit("wild_event", f"Lost Realm: {C.name(t)} reappears in The Wild.", card=t)
            return
    s.emit("wild_event", "Lost Realm: no realm returns.")


def _blight(s: WildState) -> None:
    if s.alliance[0] or any(s.dfn[t] and not s.locked[t] for t in range(4)):
        push(s, (T_TCARD, 0, CP_BLIGHT, 0, 0, 1))
        s.emit("wild_event", "Blight: discard one animal of your choice from your kingdom.")
    else:
        s.emit("wild_event", "Blight: nothing to wither.")


WILD_EFFECTS: Final[dict[str, tuple[str, WildFn]]] = {
    "ambush": ("The top card of your deck appears in the leftmost empty slot of The Wild.",
                      _ambush),
    "stampede": ("Every Wild animal rolls one more die this round.", _stampede_w),
    "calm": ("Nothing happens.", _calm),
    "scavenge": ("Discard the top two cards of your deck.", _scavenge),
    "lost_realm": ("The top realm of your discard pile appears in the leftmost empty slot.",
                          _lost_realm),
    "blight": ("Discard one animal of your choice from your kingdom.", _blight),
}

__all__ = ["ABILITIES", "ALLIANCE", "LEGEND_EFFECTS", "ON_HIT", "T_STRIKE", "WILD_EFFECTS",
           "ability_text", "slay_candidates"]

C.validate(C.DATA, ABILITIES, LEGEND_EFFECTS, WILD_EFFECTS)
