"""Legal actions and how each changes the state: setup, the four phases, turn order, end.

Attacks live in combat.py, Legendary and Wild effects in effects.py, the solo rounds in
solo.py. Every decision is one small action; pending choices wait in `state.queue`.
"""

from __future__ import annotations

from typing import Any

from ...engine import Action, IllegalAction
from . import cards as C
from . import combat, solo
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
    area_of,
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

ROUND_CAP = 40  # safety rule REALMS-END-3: the game stops after 40 rounds
HAND_LIMIT = 5

_ACTIONS: dict[tuple[str, tuple[int, ...]], Action] = {}


def A(verb: str, *args: int) -> Action:
    """A shared Action object (actions are immutable; building them is the hot path)."""
    key = (verb, args)
    a = _ACTIONS.get(key)
    if a is None:
        a = _ACTIONS[key] = Action(verb, args)
    return a


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
    s.ldisc, s.lasting, s.moved, s.queue = [], [], [], []
    s.battled = s.deckout = False
    s.discarding = SHUT
    s.winners, s.reason = None, ""
    s.wild = [-1, -1, -1, -1]
    s.wdeck = list(range(22)) if solo_mode else []
    s.rng.shuffle(s.wdeck)
    s.wdisc, s.wild_bonus = [], 0
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
    """Each player rolls a die; the lowest goes first, ties roll again (REALMS-SETUP-4)."""
    tied = list(range(s.players))
    while len(tied) > 1:
        rolls = [s.rng.die(12) for _ in tied]
        s.emit("roll", "For first player: " + ", ".join(
            f"seat {p} rolls {r}" for p, r in zip(tied, rolls, strict=True)) + ".",
            dice=rolls, seats_rolling=tied[:])
        low = min(rolls)
        tied = [p for p, r in zip(tied, rolls, strict=True) if r == low]
    s.emit("first", f"Seat {tied[0]} goes first.", seat=tied[0])
    return tied[0]


# ---- legal actions -----------------------------------------------------------------------
def legal_actions(s: WildState) -> list[Action]:
    if s.queue:
        return task_actions(s, s.queue[0])
    p = s.active
    if s.discarding == OPEN:
        return [A("discard", t) for t in discardable(s, p)] + [A("done")]
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
    if s.discarding == SHUT and discardable(s, p):
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
            acts.append(A("defend", a, t))
        if ally:
            acts.append(A("ally", a))
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
                if v == p or lasting(s, v, "petrify"):
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
    moved = s.moved
    for t in dests:
        for a in s.dfn[b + t]:
            if a not in moved:
                acts += [A("move", a, d) for d in dests if d != t]
                acts.append(A("move", a, ALLIANCE))
    for a in s.alliance[p]:
        if a not in moved:
            acts += [A("move", a, d) for d in dests]
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
        acts += [A("discard", a) for a in sorted(crowd)]
    return acts


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


# ---- pending choices ---------------------------------------------------------------------
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
    if purpose in (RP_STONE, RP_THREE):
        return stone_targets(s, p)
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
                s.emit("lose", f"Seat {task[1]} discards the rest of their hand.",
                       seat=task[1], cards=hand[:])
            hand.clear()
            return -1
        return task[1]
    if kind == T_STRIKE:
        cands = [d for d in task[6:] if d in _zone(s, task[4], task[5])]
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


def _zone(s: WildState, v: int, area: int) -> list[int]:
    return s.alliance[v] if area == ALLIANCE else s.dfn[v * 4 + area]


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
        s.emit("legend_ends", f"{C.LEGEND_NAMES[x[0]]} leaves seat {p}'s kingdom.",
               legendary=x[0])
    s.phase, s.battled, s.discarding, s.moved = UNLEASH, False, SHUT, []
    s.emit("turn", f"Seat {p}'s turn (round {s.round}).", seat=p, round=s.round)


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
    s.emit("unleash", f"Seat {p} unleashes a Legendary: {C.LEGEND_NAMES[lid]}!", seat=p,
           legendary=lid)
    push(s, (T_LEGEND, p, lid))


def _realm(s: WildState, p: int, args: tuple[Any, ...]) -> None:
    r, a = _i(args, 0), _i(args, 1)
    s.phase = PLAY if s.players > 1 else s.phase
    s.hand[p].remove(r)
    s.hand[p].remove(a)
    i = p * 4 + C.T_RTYPE[r]
    s.realm[i] = r
    s.dfn[i] = [a]
    s.emit("realm", f"Seat {p} discovers {C.name(r)} ({C.REALM_TYPES[C.T_RTYPE[r]]}) "
           f"defended by {C.name(a)}.", seat=p, realm=r, defender=a)


def _defend(s: WildState, p: int, args: tuple[Any, ...]) -> None:
    a, t = _i(args, 0), _i(args, 1)
    s.phase = PLAY if s.players > 1 else s.phase
    s.hand[p].remove(a)
    s.dfn[p * 4 + t].append(a)
    s.emit("defend", f"Seat {p} sets {C.name(a)} to defend {C.name(s.realm[p * 4 + t])}.",
           seat=p, card=a, slot=t)


def _ally(s: WildState, p: int, args: tuple[Any, ...]) -> None:
    a = _i(args, 0)
    s.phase = PLAY if s.players > 1 else s.phase
    s.hand[p].remove(a)
    s.alliance[p].append(a)
    s.emit("ally", f"Seat {p} brings {C.name(a)} into their Alliance.", seat=p, card=a)


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
    s.phase, s.moved = WRAP, []
    s.emit("phase", f"Seat {p} begins Wrap-Up.", seat=p)


def _move(s: WildState, p: int, args: tuple[Any, ...]) -> None:
    a, d = _i(args, 0), _i(args, 1)
    src = area_of(s, p, a)
    _zone(s, p, src).remove(a)
    _zone(s, p, d).append(a)
    s.moved.append(a)
    s.emit("move", f"Seat {p} moves {C.name(a)} to "
           + ("the Alliance." if d == ALLIANCE else f"{C.name(s.realm[p * 4 + d])}."),
           seat=p, card=a, dest=d)


def _lock(s: WildState, p: int, args: tuple[Any, ...]) -> None:
    t = _i(args, 0)
    s.locked[p * 4 + t] = True
    s.emit("lock", f"Seat {p} locks {C.name(s.realm[p * 4 + t])}!", seat=p, slot=t)
    check_win(s, p)


def _unlock(s: WildState, p: int, args: tuple[Any, ...]) -> None:
    t = _i(args, 0)
    s.locked[p * 4 + t] = False
    s.emit("unlock", f"Seat {p} unlocks {C.name(s.realm[p * 4 + t])}.", seat=p, slot=t)
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
    s.emit("redraw", f"Seat {p} discards the already-locked {C.name(t)} and draws again.",
           seat=p, card=t)
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
        s.emit("discard", f"Seat {p} discards {C.name(t)} from hand.", seat=p, card=t)
        return
    for u in range(4):
        if s.realm[p * 4 + u] == t:
            discard_realm(s, p * 4 + u, "by choice")
            return
    s.emit("discard", f"Seat {p} discards {C.name(t)} from their kingdom.", seat=p, card=t)
    remove_animal(s, p, t)


_MAIN = {
    "unleash": _unleash, "realm": _realm, "defend": _defend, "ally": _ally,
    "attack": _attack, "raid": _raid, "battle": _battle, "wrap": _wrap, "move": _move,
    "lock": _lock, "unlock": _unlock, "end": _end, "redraw": _redraw, "done": _done,
    "discarding": _discarding, "discard": _discard,
    "wild": solo.act_wild, "go": solo.act_go, "hunt": solo.act_hunt,
}


def resolve_task(s: WildState, verb: str, args: tuple[Any, ...]) -> None:
    task = s.queue[0]
    kind = task[0]
    if kind == T_LOSE:
        v, t = task[1], _i(args, 0)
        s.hand[v].remove(t)
        discard(s, t)
        s.emit("lose", f"Seat {v} discards {C.name(t)} from hand.", seat=v, card=t)
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
        s.emit("spread", f"{C.name(a)} spreads its attack to seat {v}'s "
               f"{C.REALM_TYPES[t]} realm.", victim=v, slot=t)
        if s.players == 1:  # The Wild attacks (seat -1); b = 1: the animal is still there
            push(s, (T_ROLL, -1, a, v, t, 1 + b))
        else:
            push(s, (T_ROLL, p, a, v, t, 1))
    elif purpose == RP_STONE:
        push(s, (T_TCARD, p, CP_STONE, v, t, 1))
    elif purpose == RP_THREE:
        s.emit("three_heads", f"Chimera attacks seat {v}'s {C.REALM_TYPES[t]} realm.",
               victim=v, slot=t)
        push(s, (T_ROLL, p, -1, v, t, 1))
    elif purpose == RP_QUAKE:
        s.locked[v * 4 + t] = False
        s.emit("unlock", f"A quake unlocks seat {v}'s {C.name(s.realm[v * 4 + t])}.",
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
        s.emit("sky_hunt", f"{C.name(t)} is carried off from seat {owner}'s Alliance.", card=t)
        remove_animal(s, owner, t)
    elif purpose == CP_UNLOCK:
        s.dfn[a * 4 + b].remove(t)
        discard(s, t)
        s.emit("unlock_discard", f"Seat {a} discards {C.name(t)} from the unlocked realm.",
               seat=a, card=t)
    elif purpose in (CP_HERD, CP_DEEP):
        s.deck[p].remove(t)
        s.hand[p].append(t)
        s.rng.shuffle(s.deck[p])
        s.emit("search", f"Seat {p} searches their deck, takes {C.name(t)} and shuffles.",
               seat=p, card=t)
    elif purpose in (CP_AVALANCHE, CP_BLIGHT):
        s.emit("lose", f"Seat {p} discards {C.name(t)} from their kingdom.", seat=p, card=t)
        remove_animal(s, p, t)
    elif purpose == CP_EVICT:
        s.emit("evict", f"{C.name(t)} is discarded to make room.", card=t)
        _zone(s, p, a).remove(t)
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
    if len(_zone(s, 0, d)) >= cap:
        push(s, (T_TCARD, 0, CP_EVICT, d, token, 1))
    else:
        solo.join(s, token, d)


__all__ = ["A", "advance", "apply_action", "check_win", "legal_actions", "new_game"]
