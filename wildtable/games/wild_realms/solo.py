"""Solo mode: rounds of steps A–G against The Wild (REALMS-SOLO-*).

Ruling (docs, Rulings): the 10 "Into The Wild" cards are shuffled into the Land deck
(its Unleash cards are left out); the 22 "The Wild" cards form The Wild deck on the
fifth Alliance place. Playing an Into The Wild card reveals and resolves one The Wild card.
"""

from __future__ import annotations

from typing import Any

from ...engine import Action
from . import cards as C
from . import combat, tally
from .abilities import GROWTH_HOOKS, ON_HIT, ON_MISS, after_attack, extra_dice
from .effects import RP_SPREAD, WILD_EFFECTS
from .state import DRAW, SOLO_PLAY, SOLO_STRIKE, SOLO_WILD, WRAP, WildState
from .zones import (
    ALLIANCE,
    T_LOSE,
    T_PLACE,
    T_SOLO_F,
    T_STRIKE,
    T_TREALM,
    T_WILD,
    A,
    discard,
    draw,
    locked_count,
    mill,
    push,
    roll,
    sweep,
)


def start_round(s: WildState) -> None:
    """Steps A and B: four cards into The Wild, four into your hand."""
    s.round += 1
    s.emit("round", f"Round {s.round} begins.", round=s.round)
    # From round 2 on no realm may stand undefended (REALMS-KINGDOM-4): one left so through
    # round 1 goes now, before step C could defend it, as in the multiplayer game.
    for t in range(4):
        sweep(s, 0, t)
    deck = s.deck[0]
    for j in range(4):
        if deck:
            t = deck.pop()
            s.reveal()
            s.wild[j] = t
            s.emit("wild", f"{C.name(t)} appears in The Wild above the {C.REALM_TYPES[j]} slot.",
                   card=t, slot=j)
    draw(s, 0, 4)
    s.phase = SOLO_PLAY
    s.moved, s.seen = [], []
    s.wild_bonus = 0


def reveal_wild(s: WildState) -> None:
    """Reveal and resolve the top The Wild card (reshuffling its discard pile if needed)."""
    if not s.wdeck:
        s.wdeck, s.wdisc = s.wdisc, []
        s.rng.shuffle(s.wdeck)
        s.emit("shuffle", "The Wild discard pile is shuffled into a new Wild deck.",
               count=len(s.wdeck))
    c = s.wdeck.pop()
    s.reveal()
    s.emit("wild_card", f"The Wild: {C.WILD_CARD_NAMES[c]}.", card=c)
    s.wdisc.append(c)
    WILD_EFFECTS[C.WILD_CARD_EFFECT[c]][1](s)


def act_wild(s: WildState, p: int, args: tuple[Any, ...]) -> None:
    """Step D: every Into The Wild card in hand, then in The Wild, reveals a Wild card."""
    hand = s.hand[0]
    for t in sorted(x for x in hand if C.T_KIND[x] == C.INTO):
        hand.remove(t)
        discard(s, t)
        s.emit("into", "You play Into The Wild from your hand.", card=t)
        reveal_wild(s)
    play_wild_into(s)
    for _ in range(int(s.options.get("solo_extra_wild", 0))):  # the difficulty option
        s.emit("into", "The Wild stirs on its own (difficulty).")
        reveal_wild(s)
        # An Ambush may have put an Into The Wild card in The Wild: it is played too
        # ("then The Wild"), never left to act as if it were a realm.
        play_wild_into(s)
    s.phase = SOLO_STRIKE


def play_wild_into(s: WildState) -> None:
    """Every Into The Wild card lying in The Wild is played, left to right; one revealed
    by an Ambush meanwhile is played as well (REALMS-SOLO-3)."""
    j = 0
    while j < 4:
        t = s.wild[j]
        if t >= 0 and C.T_KIND[t] == C.INTO:
            s.wild[j] = -1
            discard(s, t)
            s.emit("into", f"Into The Wild above the {C.REALM_TYPES[j]} slot is played.", card=t)
            reveal_wild(s)
            j = 0
            continue
        j += 1


def hunt_actions(s: WildState) -> list[Action]:
    """Your Alliance's first strike on The Wild, with a Leader (REALMS-SOLO-7)."""
    if not combat.has_leader(s, 0):
        return []
    targets = [j for j in range(4) if s.wild[j] >= 0 and C.T_KIND[s.wild[j]] == C.ANIMAL]
    return [A("hunt", a, j) for a in s.alliance[0] for j in targets]


def act_hunt(s: WildState, p: int, args: tuple[Any, ...]) -> None:
    """A first strike (REALMS-SOLO-7): the die modifiers, Lethal slays and Growth abilities
    take effect; abilities that need an opponent's hand, deck, Alliance or other realms
    have none ("Sometimes the Special Ability of an animal will not have effect")."""
    a, j = int(args[0]), int(args[1])
    w = s.wild[j]
    s.emit("hunt", f"Your {C.name(a)} strikes first at {C.name(w)} in The Wild.", card=a,
           target=w)
    ab, n = C.T_ABILITY[a], C.T_PARAM[a]
    extra = extra_dice(s, s.alliance[0], a, [w]) if C.T_DICE[a] else 0
    hit = bool(combat.roll_hits(s, a, [w], extra, C.name(a)))
    if hit:
        s.wild[j] = -1
        discard(s, w)
        s.emit("struck", f"{C.name(w)} is driven from The Wild.", card=w)
    else:
        s.emit("miss", f"{C.name(w)} stays in The Wild.")
    s.alliance[0].remove(a)
    discard(s, a)
    s.emit("spent", f"{C.name(a)} is discarded after attacking.", card=a)
    if ab in GROWTH_HOOKS:
        hook = (ON_HIT if hit else ON_MISS).get(ab)
        if hook is not None:
            hook(s, 0, 0, n, w)
        after_attack(s, 0, a)


def act_go(s: WildState, p: int, args: tuple[Any, ...]) -> None:
    """Step E: The Wild attacks, left to right."""
    s.phase = SOLO_WILD
    push(s, (T_WILD, 0), (T_WILD, 1), (T_WILD, 2), (T_WILD, 3), (T_SOLO_F,))


def run_wild(s: WildState, j: int) -> None:
    """The card above slot j acts: a realm joins the kingdom, an animal attacks
    (REALMS-SOLO-4..6)."""
    t = s.wild[j]
    if t < 0:
        return
    kind = C.T_KIND[t]
    if kind != C.ANIMAL:
        s.wild[j] = -1
        if kind == C.REALM and s.realm[C.T_RTYPE[t]] < 0:
            s.realm[C.T_RTYPE[t]] = t
            s.dfn[C.T_RTYPE[t]] = []
            tally.bump(s, 0, tally.DISCOVERED)
            s.emit("transfer", f"{C.name(t)} is discovered and joins your kingdom.", card=t)
        else:
            discard(s, t)
            s.emit("transfer", f"{C.name(t)} duplicates a realm you hold and is discarded.",
                   card=t)
        return
    name = f"Wild {C.name(t)}"
    ab = C.T_ABILITY[t]
    if s.realm[j] >= 0 and not s.locked[j] and s.dfn[j]:
        s.emit("wild_attack", f"{name} attacks your {C.name(s.realm[j])}.", card=t, slot=j)
        extra = 0
        if C.T_DICE[t]:
            extra = s.wild_bonus + extra_dice(s, [x for x in s.wild if x != t], t, s.dfn[j])
        cands = combat.roll_hits(s, t, list(s.dfn[j]), extra, name)
        # Growth abilities help your kingdom; Decay ones drain it (REALMS-SOLO-6).
        after_attack(s, 0, t)
        if ab == "mill_always":
            mill(s, 0, C.T_PARAM[t])
        # "If the ability indicates another Realm to attack, you must pick a neighboring
        # defended Realm": the spreads. Rolling again at the same realm or at the Alliance
        # has no effect here: a Wild animal that strikes is discarded at once.
        spread = ab in ("spread", "spread_miss") and any(
            0 <= u < 4 and s.realm[u] >= 0 and not s.locked[u] and s.dfn[u] for u in (j - 1, j + 1))
        if cands:
            s.wild[j] = -1
            discard(s, t)
            if spread and ab == "spread":  # the ability's second realm, after this strike
                push(s, (T_TREALM, 0, RP_SPREAD, t, 0, j))
            combat.strike_some(s, 0, -1, t, 0, j, cands)
            return
        hook = ON_MISS.get(ab)
        if hook is not None:
            hook(s, 0, 0, C.T_PARAM[t], -1)
        if spread:  # it still may strike the neighbouring realm before it would join you
            push(s, (T_TREALM, 0, RP_SPREAD, t, 1, j))
            return
        s.emit("miss", f"{name} fails and joins your kingdom.", card=t)
        push(s, (T_PLACE, 0, t, combat.PL_JOIN))
        return
    s.emit("wild_attack", f"{name} attacks your Alliance.", card=t, slot=j)
    if not C.T_DICE[t]:
        s.emit("join", f"{name} does not roll: it joins your kingdom.", card=t)
        push(s, (T_PLACE, 0, t, combat.PL_JOIN))
        return
    dice, times = C.ROLLS[C.T_CARD[t]]
    vals = roll(s, dice, times, name)
    if s.wild_bonus:
        vals += roll(s, s.wild_bonus, 1, f"{name} (Stampede)")
    cands = [a for a in s.alliance[0] if C.T_STRIKE[a] in vals]
    if not cands:
        s.emit("miss", f"{name} fails and joins your kingdom.", card=t)
        push(s, (T_PLACE, 0, t, combat.PL_JOIN))
        return
    s.wild[j] = -1
    discard(s, t)
    if len(cands) == 1:
        combat.strike(s, -1, -1, 0, ALLIANCE, cands[0])
    else:
        push(s, (T_STRIKE, 0, -1, -1, 0, ALLIANCE, *cands))


def spread_done(s: WildState, t: int, struck: bool) -> None:
    """After a spread roll of a Wild animal that missed its own realm: it leaves The Wild
    if the second realm was struck, else it joins your kingdom."""
    for j in range(4):
        if s.wild[j] == t:
            if struck:
                s.wild[j] = -1
                discard(s, t)
            else:
                s.emit("miss", f"Wild {C.name(t)} fails and joins your kingdom.", card=t)
                push(s, (T_PLACE, 0, t, combat.PL_JOIN))


def join(s: WildState, token: int, area: int) -> None:
    """A Wild animal joins your kingdom in the chosen area (room already made)."""
    for j in range(4):
        if s.wild[j] == token:
            s.wild[j] = -1
    if area == ALLIANCE:
        s.alliance[0].append(token)
    else:
        s.dfn[area].append(token)
    tally.bump_card(s, 0, tally.RECRUITED, token)
    s.emit("join", f"{C.name(token)} joins your kingdom"
           + (" in the Alliance." if area == ALLIANCE else f" in {C.name(s.realm[area])}."),
           card=token, area=area)


def begin_travel(s: WildState) -> None:
    """Step F begins once every attack is resolved."""
    for j in range(4):
        if s.wild[j] >= 0:  # cannot happen by the rules above; kept so no card is stranded
            discard(s, s.wild[j])
            s.wild[j] = -1
    s.phase = WRAP
    s.moved, s.seen = [], []


def end_travel(s: WildState) -> None:
    """End of step F: undefended realms go; hand down to five (REALMS-SOLO-8)."""
    s.phase = DRAW
    for t in range(4):
        sweep(s, 0, t)
    if len(s.hand[0]) > 5:
        push(s, (T_LOSE, 0, len(s.hand[0]) - 5))


def end_round(s: WildState) -> None:
    """Step G: the game ends when the deck is spent, else a new round."""
    if locked_count(s, 0) == 4:
        s.winners = [0]
        s.reason = "all four realms are locked"
        s.emit("win", "All four realms are locked: you win Wild Realms Solo Mode!")
        return
    if not s.deck[0]:
        s.winners = []
        n = locked_count(s, 0)
        s.reason = f"the deck ran out with {n} realm{'' if n == 1 else 's'} locked"
        s.emit("game_end", f"The deck is spent: {s.reason}. The Wild wins.")
        return
    start_round(s)
