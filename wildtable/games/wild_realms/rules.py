"""Legal actions and how each changes the state: setup, the four phases, turn order, end.

Attacks live in combat.py, Legendary and Wild effects in effects.py, the solo rounds in
solo.py. Every decision is one small action; pending choices wait in `state.queue`.
"""

from __future__ import annotations

from typing import Any, Final

from ...engine import Action, IllegalAction
from ...engine.moves import hand, move
from . import cards as C
from . import combat, knowledge, solo, tally
from .choices import decider, resolve_task, task_actions, zone_of
from .effects import (
    CP_UNLOCK,
)
from .state import (
    ATTACK,
    DRAW,
    JUST_CLOSED,
    OPEN,
    PLAY,
    SHUT,
    SOLO_PLAY,
    SOLO_STRIKE,
    UNLEASH,
    WRAP,
    WildState,
)
from .zones import (
    ALLIANCE,
    ALLY,
    DEFEND,
    DISCARD,
    MOVE,
    T_LEGEND,
    T_LOSE,
    T_TCARD,
    ZOBRIST,
    A,
    area_of,
    arrangement,
    can_lock,
    check_win,
    discard,
    discard_realm,
    draw,
    end_by_score,
    lasting,
    limit_alliance,
    push,
    remove_animal,
    sweep,
)

ROUND_CAP: Final = 40  # safety rule REALMS-END-3: the game stops after 40 rounds
HAND_LIMIT: Final = 5

# ---- setup (REALMS-SETUP-1..4) -----------------------------------------------------------
def new_game(players: int, seed: int, options: dict[str, Any]) -> WildState:
    s = WildState.__new__(WildState)
    s._init_base(players, seed, options)
    solo_mode = players == 1
    per = C.PER_OWNER
    s.deck, s.hand, s.disc, s.alliance = [], [], [], []
    s.realm = [-1] * (4 * players)
    s.dfn = [[] for _ in range(4 * players)]
    s.locked = [False] * (4 * players)
    unleash = 0 if solo_mode else 6 - players  # 4/3/2 Unleash cards for 2/3/4 players
    for p in range(players):
        board = 0 if solo_mode else p
        start = C.START_REALM[board]
        cards = [c for c in range(C.UNLEASH0) if c != start]
        cards += [C.UNLEASH0 + k for k in range(unleash)]
        if solo_mode:
            cards += [C.INTO0 + k for k in range(10)]
        deck = [p * per + c for c in cards]
        s.rng.shuffle(deck)
        s.deck.append(deck)
        s.hand.append([])
        s.disc.append([])
        s.alliance.append([])
        s.realm[p * 4 + board] = p * per + start
    s.ldeck = [] if solo_mode else list(range(12))
    s.rng.shuffle(s.ldeck)
    s.ldisc, s.lasting, s.moved, s.seen, s.queue = [], [], [], [], []
    s.battled = s.deckout = False
    s.discarding = SHUT
    s.winners, s.reason = None, ""
    s.wild = [-1, -1, -1, -1]
    s.wdeck = list(range(22)) if solo_mode else []
    s.rng.shuffle(s.wdeck)
    s.wdisc, s.wild_bonus = [], 0
    s.tally = tally.new(players)
    knowledge.new(s)
    s.emit("setup", f"Each deck is shuffled; {unleash} Unleash cards per deck."
           if not solo_mode else "The Land deck and The Wild deck are shuffled.",
           unleash=unleash)
    s.round, s.phase = 0 if solo_mode else 1, UNLEASH
    if solo_mode:
        s.first = s.active = 0
        solo.start_round(s)
    else:
        for p in range(players):
            draw(s, p, 5)
        s.first = s.active = first_player(s)
    advance(s)
    return s


def first_player(s: WildState) -> int:
    """Each player rolls a die; the lowest goes first, ties roll again (REALMS-SETUP-5)."""
    tied = list(range(s.players))
    while len(tied) > 1:
        rolls = [s.rng.die(12) for _ in tied]
        s.emit("roll", "For first player: " + ", ".join(
            f"P{p} rolls {r}" for p, r in zip(tied, rolls, strict=True)) + ".",
            dice=rolls, seats_rolling=tied[:])
        low = min(rolls)
        tied = [p for p, r in zip(tied, rolls, strict=True) if r == low]
    s.emit("first", f"P{tied[0]} goes first.", seat=tied[0])
    return tied[0]


# ---- legal actions -----------------------------------------------------------------------
def legal_actions(s: WildState) -> list[Action]:
    if s.queue:
        return task_actions(s, s.queue[0])
    p = s.active
    if s.discarding == OPEN:
        return [DISCARD[t] for t in discardable(s, p)] + [A("done")]
    ph = s.phase
    acts: list[Action] = []
    if s.players == 1:
        if ph == SOLO_PLAY:
            acts = play_actions(s, p)
            acts.append(A("wild"))
        elif ph == SOLO_STRIKE:
            acts = solo.hunt_actions(s)
            acts.append(A("go"))
        elif ph == WRAP:
            acts = wrap_actions(s, p)
        elif ph == DRAW:
            return [A("done")]
    elif ph <= ATTACK:
        if ph == UNLEASH and (s.ldeck or s.ldisc):
            for t in s.hand[p]:
                if C.T_KIND[t] == C.UNLEASH:
                    acts.append(A("unleash"))
                    break
        if ph <= PLAY:
            acts += play_actions(s, p)
        if s.round > 1:
            acts += attack_actions(s, p)
        acts.append(A("wrap"))
    elif ph == WRAP:
        acts = wrap_actions(s, p)
    else:  # DRAW
        return [A("redraw", t) for t in redraws(s, p)] + [A("done")]
    # Re-opening right after closing would let a turn loop forever (REALMS-TURN-3).
    if s.discarding == SHUT and has_discardable(s, p):
        acts.append(A("discarding"))
    return acts


def play_actions(s: WildState, p: int) -> list[Action]:
    """Phase 2: realms (each with a defender), defenders, Alliance members (REALMS-PLAY-1..3)."""
    hand = s.hand[p]
    kind = C.T_KIND
    animals = sorted(t for t in hand if kind[t] == C.ANIMAL)
    if not animals:
        return []
    acts = []
    b = p * 4
    for r in sorted(hand):
        if kind[r] == C.REALM and s.realm[b + C.T_RTYPE[r]] < 0:
            acts += [A("realm", r, a) for a in animals]
    open_slots = [t for t in range(4)
                  if s.realm[b + t] >= 0 and not s.locked[b + t] and len(s.dfn[b + t]) < 5]
    ally = len(s.alliance[p]) < limit_alliance(s)
    for a in animals:
        for t in open_slots:
            acts.append(DEFEND[a][t])
        if ally:
            acts.append(ALLY[a])
    return acts


def attack_actions(s: WildState, p: int) -> list[Action]:
    """Phase 3: the three modes of attack (REALMS-ATTACK-1, -5, REALMS-BATTLE-1)."""
    acts = []
    if combat.has_leader(s, p):
        for a in s.alliance[p]:
            for v, t in combat.attack_targets(s, p, a):
                acts.append(A("attack", a, v, t))
        for a in s.alliance[p]:
            if C.T_LEADER[a]:
                for v in range(s.players):
                    if v != p and s.alliance[v] and not lasting(s, v, "frost"):
                        acts.append(A("raid", a, v))
    if not s.battled:
        mine = [t for t in range(4) if s.locked[p * 4 + t]]
        if mine:
            for v in range(s.players):
                # A Realm Battle is attack mode 3, so the Phoenix's firewall ("your realms
                # cannot be attacked") keeps it off too, as the Basilisk's petrify does.
                if v == p or lasting(s, v, "petrify") or lasting(s, v, "firewall"):
                    continue
                for u in range(4):
                    if s.locked[v * 4 + u]:
                        acts += [A("battle", t, v, u) for t in mine]
    return acts


def wrap_actions(s: WildState, p: int) -> list[Action]:
    """Phase 4 / solo step F: travel, lock, unlock, end (REALMS-WRAP-1..4)."""
    b = p * 4
    dests = [t for t in range(4) if s.realm[b + t] >= 0 and not s.locked[b + t]]
    acts = []
    # No limit on travel, but no move back into an arrangement already reached this
    # Wrap-Up (ruling 11), so every Wrap-Up ends.
    seen = s.seen
    z = ZOBRIST
    h = arrangement(s, p)
    for t in dests:
        for a in s.dfn[b + t]:
            za = z[a]
            here = h ^ za[t]
            moves = MOVE[a]
            acts += [moves[d] for d in dests if d != t and here ^ za[d] not in seen]
            if here ^ za[ALLIANCE] not in seen:
                acts.append(moves[ALLIANCE])
    for a in s.alliance[p]:
        za = z[a]
        here = h ^ za[ALLIANCE]
        moves = MOVE[a]
        acts += [moves[d] for d in dests if here ^ za[d] not in seen]
    for t in range(4):
        if can_lock(s, b + t):
            acts.append(A("lock", t))
        elif s.locked[b + t]:
            acts.append(A("unlock", t))
    if all(len(s.dfn[b + t]) <= 5 for t in dests) and len(s.alliance[p]) <= limit_alliance(s):
        acts.append(A("end"))
    elif not any(a.verb == "move" for a in acts):
        # Too many animals and nobody left to travel: discard from the crowd.
        crowd = [a for t in dests if len(s.dfn[b + t]) > 5 for a in s.dfn[b + t]]
        if len(s.alliance[p]) > limit_alliance(s):
            crowd += s.alliance[p]
        acts += [DISCARD[a] for a in sorted(crowd)]
    return acts


def has_discardable(s: WildState, p: int) -> bool:
    """Whether `discardable` would list anything, without building the sorted list: asked
    at every decision of a turn, where the list itself is wanted only once discarding."""
    return bool(s.hand[p] or s.alliance[p]) or any(s.realm[p * 4 + t] >= 0 for t in range(4))


def discardable(s: WildState, p: int) -> list[int]:
    """Anything in your hand or kingdom may be discarded on your turn (REALMS-TURN-3)."""
    out = list(s.hand[p]) + list(s.alliance[p])
    for t in range(4):
        i = p * 4 + t
        if s.realm[i] >= 0:
            out.append(s.realm[i])
            if not s.locked[i]:
                out += s.dfn[i]
    out.sort()
    return out


def redraws(s: WildState, p: int) -> list[int]:
    """Realms in hand of a type already locked may be swapped for a new card (REALMS-WRAP-5)."""
    if not s.deck[p]:
        return []
    return sorted(t for t in s.hand[p]
                  if C.T_KIND[t] == C.REALM and s.locked[p * 4 + C.T_RTYPE[t]])


def hand_limit(s: WildState, p: int) -> int:
    return 7 if lasting(s, p, "blessing") else HAND_LIMIT


def advance(s: WildState) -> None:
    """Run automatic steps until a decision is pending; set to_move (None when over)."""
    while True:
        if s.winners is not None:
            s.to_move = None
            return
        if s.queue:
            seat = decider(s, s.queue[0])
            if seat < 0:
                continue
            s.to_move = seat
            return
        if s.phase == DRAW and (s.players == 1 or not redraws(s, s.active)):
            if s.players == 1:
                solo.end_round(s)
            else:
                next_turn(s)
            continue
        s.to_move = s.active
        return


def next_turn(s: WildState) -> None:
    """Play passes clockwise; a full round may end the game (REALMS-TURN-2, REALMS-END-2)."""
    p = (s.active + 1) % s.players
    if p == s.first:
        if s.deckout:
            end_by_score(s, "a deck ran out and the round is complete")
            return
        if s.round >= ROUND_CAP:
            end_by_score(s, f"{ROUND_CAP} rounds have been played")
            return
        s.round += 1
        s.emit("round", f"Round {s.round} begins.", round=s.round)
        if s.round == 2:  # from round 2 on, no realm may stand undefended (REALMS-KINGDOM-4)
            s.phase = UNLEASH
            for q in range(s.players):
                for t in range(4):
                    sweep(s, q, t)
    s.active = p
    for x in [x for x in s.lasting if x[2] == p]:  # lasting effects end (REALMS-LEGEND-4)
        s.lasting.remove(x)
        s.ldisc.append(x[0])
        s.emit("legend_ends", f"{C.LEGEND_NAMES[x[0]]} leaves P{p}'s kingdom.",
               legendary=x[0])
    s.phase, s.battled, s.discarding, s.moved, s.seen = UNLEASH, False, SHUT, [], []
    s.emit("turn", f"P{p}'s turn (round {s.round}).", seat=p, round=s.round)


# ---- applying actions --------------------------------------------------------------------
def apply_action(s: WildState, action: Action) -> None:
    verb = action.verb
    args = action.args
    if s.queue:
        resolve_task(s, verb, args)
    else:
        p = s.active
        fn = _MAIN.get(verb)
        if fn is None:
            raise IllegalAction(f"{action} cannot be played now")
        if s.discarding == JUST_CLOSED and verb != "discarding":
            s.discarding = SHUT
        fn(s, p, args)
    advance(s)


def _i(args: tuple[Any, ...], k: int) -> int:
    v = args[k]
    assert isinstance(v, int)
    return v


def _unleash(s: WildState, p: int, args: tuple[Any, ...]) -> None:
    """Discard an Unleash card, draw and reveal a Legendary (REALMS-LEGEND-1, -2)."""
    card = min(t for t in s.hand[p] if C.T_KIND[t] == C.UNLEASH)
    s.hand[p].remove(card)
    discard(s, card)
    if not s.ldeck:
        s.ldeck, s.ldisc = s.ldisc, []
        s.rng.shuffle(s.ldeck)
        s.emit("shuffle", "The Legendary discard pile is shuffled into a new Legendary deck.",
               count=len(s.ldeck))
    lid = s.ldeck.pop()
    tally.bump(s, p, tally.LEGEND + lid)
    s.reveal()
    s.emit("unleash", f"P{p} unleashes a Legendary: {C.LEGEND_NAMES[lid]}!", seat=p,
           legendary=lid, moves=[move(hand(p), f"discard:{p}", [card])])
    push(s, (T_LEGEND, p, lid))


def _realm(s: WildState, p: int, args: tuple[Any, ...]) -> None:
    r, a = _i(args, 0), _i(args, 1)
    s.phase = PLAY if s.players > 1 else s.phase
    s.hand[p].remove(r)
    s.hand[p].remove(a)
    i = p * 4 + C.T_RTYPE[r]
    s.realm[i] = r
    s.dfn[i] = [a]
    tally.bump(s, p, tally.DISCOVERED)
    tally.bump_card(s, p, tally.PLAYED, a)
    s.emit("realm", f"P{p} discovers {C.name(r)} ({C.REALM_TYPES[C.T_RTYPE[r]]}) "
           f"defended by {C.name(a)}.", seat=p, realm=r, defender=a,
           moves=[move(hand(p), f"realm:{p}", [r, a])])


def _defend(s: WildState, p: int, args: tuple[Any, ...]) -> None:
    a, t = _i(args, 0), _i(args, 1)
    s.phase = PLAY if s.players > 1 else s.phase
    s.hand[p].remove(a)
    s.dfn[p * 4 + t].append(a)
    tally.bump_card(s, p, tally.PLAYED, a)
    s.emit("defend", f"P{p} sets {C.name(a)} to defend {C.name(s.realm[p * 4 + t])}.",
           seat=p, card=a, slot=t, moves=[move(hand(p), f"realm:{p}", [a])])


def _ally(s: WildState, p: int, args: tuple[Any, ...]) -> None:
    a = _i(args, 0)
    s.phase = PLAY if s.players > 1 else s.phase
    s.hand[p].remove(a)
    s.alliance[p].append(a)
    tally.bump_card(s, p, tally.PLAYED, a)
    s.emit("ally", f"P{p} brings {C.name(a)} into their Alliance.", seat=p, card=a,
           moves=[move(hand(p), f"alliance:{p}", [a])])


def _attack(s: WildState, p: int, args: tuple[Any, ...]) -> None:
    s.phase = ATTACK
    combat.start_attack(s, p, _i(args, 0), _i(args, 1), _i(args, 2))


def _raid(s: WildState, p: int, args: tuple[Any, ...]) -> None:
    s.phase = ATTACK
    combat.raid(s, p, _i(args, 0), _i(args, 1))


def _battle(s: WildState, p: int, args: tuple[Any, ...]) -> None:
    s.phase = ATTACK
    combat.battle(s, p, _i(args, 0), _i(args, 1), _i(args, 2))


def _wrap(s: WildState, p: int, args: tuple[Any, ...]) -> None:
    s.phase, s.moved, s.seen = WRAP, [], []
    s.emit("phase", f"P{p} begins Wrap-Up.", seat=p)


def _move(s: WildState, p: int, args: tuple[Any, ...]) -> None:
    a, d = _i(args, 0), _i(args, 1)
    src = area_of(s, p, a)
    before = arrangement(s, p)
    if before not in s.seen:
        s.seen.append(before)
    zone_of(s, p, src).remove(a)
    zone_of(s, p, d).append(a)
    s.seen.append(before ^ ZOBRIST[a][src] ^ ZOBRIST[a][d])
    if a not in s.moved:
        s.moved.append(a)
    s.emit("move", f"P{p} moves {C.name(a)} to "
           + ("the Alliance." if d == ALLIANCE else f"{C.name(s.realm[p * 4 + d])}."),
           seat=p, card=a, dest=d)


def _lock(s: WildState, p: int, args: tuple[Any, ...]) -> None:
    t = _i(args, 0)
    s.locked[p * 4 + t] = True
    tally.bump(s, p, tally.LOCKS)
    s.emit("lock", f"P{p} locks {C.name(s.realm[p * 4 + t])}!", seat=p, slot=t)
    check_win(s, p)


def _unlock(s: WildState, p: int, args: tuple[Any, ...]) -> None:
    t = _i(args, 0)
    s.locked[p * 4 + t] = False
    s.emit("unlock", f"P{p} unlocks {C.name(s.realm[p * 4 + t])}.", seat=p, slot=t)
    push(s, (T_TCARD, p, CP_UNLOCK, p, t, 2))


def _end(s: WildState, p: int, args: tuple[Any, ...]) -> None:
    """End of travel: undefended realms go, then draw or discard to the hand limit."""
    s.phase = DRAW
    if s.players == 1:
        solo.end_travel(s)
        return
    for t in range(4):
        sweep(s, p, t)
    lim = hand_limit(s, p)
    n = len(s.hand[p])
    if n < lim:
        draw(s, p, lim - n)
    elif n > lim:
        push(s, (T_LOSE, p, n - lim))


def _redraw(s: WildState, p: int, args: tuple[Any, ...]) -> None:
    t = _i(args, 0)
    s.hand[p].remove(t)
    discard(s, t)
    s.emit("redraw", f"P{p} discards the already-locked {C.name(t)} and draws again.",
           seat=p, card=t, moves=[move(hand(p), f"discard:{p}", [t])])
    draw(s, p, 1)


def _done(s: WildState, p: int, args: tuple[Any, ...]) -> None:
    if s.discarding == OPEN:
        s.discarding = JUST_CLOSED
    elif s.players == 1:
        solo.end_round(s)
    else:
        next_turn(s)


def _discarding(s: WildState, p: int, args: tuple[Any, ...]) -> None:
    s.discarding = OPEN


def _discard(s: WildState, p: int, args: tuple[Any, ...]) -> None:
    t = _i(args, 0)
    if t in s.hand[p]:
        s.hand[p].remove(t)
        discard(s, t)
        s.emit("discard", f"P{p} discards {C.name(t)} from hand.", seat=p, card=t,
               moves=[move(hand(p), f"discard:{p}", [t])])
        return
    for u in range(4):
        if s.realm[p * 4 + u] == t:
            discard_realm(s, p * 4 + u, "by choice")
            return
    s.emit("discard", f"P{p} discards {C.name(t)} from their kingdom.", seat=p, card=t)
    remove_animal(s, p, t)


_MAIN: Final = {
    "unleash": _unleash, "realm": _realm, "defend": _defend, "ally": _ally,
    "attack": _attack, "raid": _raid, "battle": _battle, "wrap": _wrap, "move": _move,
    "lock": _lock, "unlock": _unlock, "end": _end, "redraw": _redraw, "done": _done,
    "discarding": _discarding, "discard": _discard,
    "wild": solo.act_wild, "go": solo.act_go, "hunt": solo.act_hunt,
}


__all__ = ["A", "advance", "apply_action", "check_win", "legal_actions", "new_game"]
