"""Small moves of cards between zones, shared by every rule module.

Each helper keeps the card count whole: a card leaves one zone only to enter another.
"""

from __future__ import annotations

from typing import Final

from ...engine import Action, Rng
from . import cards as C
from . import tally
from .state import WRAP, WildState

# Task kinds in WildState.queue (a task is a tuple of ints, its kind first).
T_LOSE: Final = 0  # (T_LOSE, seat, n): seat discards n cards of its choice from its hand
T_STRIKE: Final = 1  # (T_STRIKE, chooser, attacker, victim, area, *candidates): pick a card
T_ROLL: Final = 2  # (T_ROLL, seat, attacker, victim, slot, spread_done): roll an attack (automatic)
T_FINISH: Final = 3  # (T_FINISH, seat, attacker): the attacker leaves after its attack (automatic)
T_LEGEND: Final = 4  # (T_LEGEND, seat, legendary): choose one of its two effects
T_TREALM: Final = 5  # (T_TREALM, chooser, purpose, a, b): choose a realm "target seat slot"
T_TCARD: Final = 6  # (T_TCARD, chooser, purpose, a, b, n): choose a card "pick token", n times
T_SPOILS: Final = 7  # (T_SPOILS, winner, loser, slot): steal or raze the defeated locked realm
T_PLACE: Final = 8  # (T_PLACE, seat, token, purpose): choose where an animal goes
T_WILD: Final = 9  # (T_WILD, slot): solo, the Wild card above that slot acts (automatic)
T_SOLO_F: Final = 10  # (T_SOLO_F,): solo, all attacks are over: travel and lock (automatic)

ALLIANCE: Final = 4  # the area index of the alliance (realm slots are 0..3)

# Shared actions by verb, then by their arguments: the arguments' tuple is the key as it
# comes, where a (verb, args) key was built anew and hashed through both tuples at every
# call (a sixth of the instructions of a compiled decision went there).
_ACTIONS: Final[dict[str, dict[tuple[int, ...], Action]]] = {}


def A(verb: str, *args: int) -> Action:
    """A shared Action object (actions are immutable; building them is the hot path)."""
    table = _ACTIONS.get(verb)
    if table is None:
        table = _ACTIONS[verb] = {}
    a = table.get(args)
    if a is None:
        a = table[args] = Action(verb, args)
    return a


# The actions a turn lists by the dozen, built once as tables by card token (and place):
# legal_actions indexes them at every decision instead of calling A for each. They are
# A's own objects, so either way gives the same action.
# MOVE[token][place]: to a realm slot 0..3 or to the Alliance (ALLIANCE, 4).
MOVE: Final = [[A("move", t, d) for d in range(5)] for t in range(len(C.T_KIND))]
DEFEND: Final = [[A("defend", t, d) for d in range(4)] for t in range(len(C.T_KIND))]
ALLY: Final = [A("ally", t) for t in range(len(C.T_KIND))]
DISCARD: Final = [A("discard", t) for t in range(len(C.T_KIND))]


def limit_alliance(s: WildState) -> int:
    """Five alliance places; four in solo, where The Wild deck takes the fifth (REALMS-SOLO-1)."""
    return 4 if s.players == 1 else 5


def push(s: WildState, *tasks: tuple[int, ...]) -> None:
    """Put tasks at the head of the queue, in the given order."""
    s.queue[0:0] = list(tasks)


def discard(s: WildState, token: int) -> None:
    """A card goes to its owner's discard pile (decks have their own backs)."""
    s.disc[C.T_OWNER[token]].append(token)


def draw(s: WildState, p: int, n: int) -> int:
    """Seat p draws up to n cards; an empty deck marks the deck-out (REALMS-END-2)."""
    deck = s.deck[p]
    got: list[int] = []
    for _ in range(n):
        if not deck:
            if s.players > 1 and not s.deckout:
                s.deckout = True
                s.emit("deck_out", f"P{p}'s deck is empty: the game ends with this round.",
                       seat=p)
            break
        got.append(deck.pop())
    if got:
        s.reveal()
        s.hand[p].extend(got)
        s.emit("draw", f"P{p} draws {len(got)} card{'s' if len(got) > 1 else ''}.",
               seat=p, count=len(got))
        s.emit("draw_private", "You draw " + ", ".join(C.name(t) for t in got) + ".",
               seats=(p,), seat=p, cards=got)
    return len(got)


def mill(s: WildState, p: int, n: int) -> None:
    """The top n cards of seat p's deck go to its discard pile."""
    deck = s.deck[p]
    gone = [deck.pop() for _ in range(min(n, len(deck)))]
    s.reveal()
    for t in gone:
        discard(s, t)
    s.emit("mill", f"P{p} discards the top {len(gone)} cards of their deck: "
           + (", ".join(C.name(t) for t in gone) or "none") + ".", seat=p, cards=gone)


def roll(s: WildState, dice: int, times: int, why: str) -> list[int]:
    """Roll `dice` d12 `times` times; every roll is logged with its values."""
    values: list[int] = []
    for _ in range(times):
        got = [s.rng.die(12) for _ in range(dice)]
        values.extend(got)
        s.emit("roll", f"{why}: rolls " + ", ".join(map(str, got)) + ".", dice=got)
    return values


def area_of(s: WildState, p: int, token: int) -> int:
    """Where seat p holds an animal in its kingdom: slot 0..3, ALLIANCE, or -1."""
    if token in s.alliance[p]:
        return ALLIANCE
    for t in range(4):
        if token in s.dfn[p * 4 + t]:
            return t
    return -1


# Realms their owner gives up (by choice, or for a stolen one) are not counted as lost.
KEPT: Final = ("by choice", "to make room for a stolen realm")


def discard_realm(s: WildState, i: int, why: str) -> None:
    """A realm card and all its defenders are discarded (slot index i = seat * 4 + type)."""
    r = s.realm[i]
    if r < 0:
        return
    gone = s.dfn[i]
    if why not in KEPT:
        tally.bump(s, i // 4, tally.REALMS_LOST)
    s.emit("realm_lost", f"P{i // 4} discards {C.name(r)} ({why})"
           + (" with " + ", ".join(C.name(t) for t in gone) if gone else "") + ".",
           seat=i // 4, realm=r, defenders=gone[:])
    for t in gone:
        discard(s, t)
    discard(s, r)
    s.realm[i] = -1
    s.dfn[i] = []
    s.locked[i] = False


def sweep(s: WildState, p: int, t: int) -> None:
    """A realm without defenders is discarded, except in round 1 and while its owner is
    moving animals in Wrap-Up (REALMS-KINGDOM-4)."""
    i = p * 4 + t
    if s.realm[i] < 0 or s.dfn[i] or s.locked[i]:
        return
    if s.round == 1 or (s.phase == WRAP and p == s.active):
        return
    discard_realm(s, i, "no defenders")


def remove_animal(s: WildState, p: int, token: int) -> None:
    """An animal in seat p's kingdom is discarded; its realm is swept if left empty."""
    if token in s.alliance[p]:
        s.alliance[p].remove(token)
        discard(s, token)
        return
    for t in range(4):
        d = s.dfn[p * 4 + t]
        if token in d:
            d.remove(token)
            discard(s, token)
            sweep(s, p, t)
            return


def lasting(s: WildState, seat: int, effect: str) -> bool:
    """Is a lasting Legendary effect of `seat` in force (REALMS-LEGEND-4)?"""
    for lid, k, owner in s.lasting:
        if owner == seat and C.LEGEND_EFFECT_IDS[lid][k] == effect:
            return True
    return False


def strikable(s: WildState, v: int, cands: list[int]) -> list[int]:
    """The cards of seat `v` that dice may strike: under the Griffin's royal guard, not
    its Leaders (REALMS-LEGEND-6), whatever rolls the dice."""
    if v >= 0 and lasting(s, v, "royal_guard"):
        return [d for d in cands if not C.T_LEADER[d]]
    return cands


def end_lasting(s: WildState, seat: int, effect: str) -> None:
    """A lasting effect whose condition has occurred leaves play."""
    for x in s.lasting:
        lid, k, owner = x
        if owner == seat and C.LEGEND_EFFECT_IDS[lid][k] == effect:
            s.lasting.remove(x)
            s.ldisc.append(lid)
            s.emit("legend_ends", f"{C.LEGEND_NAMES[lid]}'s {effect.replace('_', ' ')} ends.",
                   legendary=lid)
            return


def can_lock(s: WildState, i: int) -> bool:
    """Five defenders, one of each class, one a Leader (REALMS-WRAP-2)."""
    d = s.dfn[i]
    if s.realm[i] < 0 or s.locked[i] or len(d) != 5:
        return False
    cls = C.T_CLASS
    if len({cls[t] for t in d}) != 5:
        return False
    return any(C.T_LEADER[t] for t in d)


def locked_count(s: WildState, p: int) -> int:
    b = p * 4
    return s.locked[b] + s.locked[b + 1] + s.locked[b + 2] + s.locked[b + 3]


def check_win(s: WildState, p: int) -> None:
    """All four realms locked: that player wins at once, whoever's turn it is (REALMS-END-1)."""
    if locked_count(s, p) == 4 and s.winners is None:
        s.winners = [p]
        s.reason = f"seat {p} locked all four realms"
        s.queue = []
        s.emit("win", f"P{p} has locked all four realms and wins!", seat=p)


def kingdom_animals(s: WildState, p: int) -> int:
    return len(s.alliance[p]) + sum(len(s.dfn[p * 4 + t]) for t in range(4))


def end_by_score(s: WildState, why: str) -> None:
    """The game ends without a four-realm lock: most locked realms wins, then most animals
    in the kingdom; a tie shares the win (REALMS-END-2)."""
    best = max((locked_count(s, p), kingdom_animals(s, p)) for p in range(s.players))
    s.winners = [p for p in range(s.players)
                 if (locked_count(s, p), kingdom_animals(s, p)) == best]
    s.reason = why
    s.queue = []
    s.emit("game_end", f"The game ends: {why}. Winner: "
           + ", ".join(f"P{p}" for p in s.winners) + ".", winners=s.winners[:])


# Travel (REALMS-WRAP-1) has no limit, so a Wrap-Up remembers every arrangement of the
# kingdom it has reached and offers no move back into one: each move reaches a new
# arrangement, and there are finitely many. Arrangements are Zobrist hashes (one fixed
# random 64-bit word per animal and area, XORed), so a move's result costs two XORs.
_ZRNG: Final = Rng(0x5EA1)
ZOBRIST: Final = [[_ZRNG.next64() for _area in range(5)] for _token in range(C.MAX_TOKEN)]
ZLOCK: Final = [_ZRNG.next64() for _slot in range(4)]


def arrangement(s: WildState, p: int) -> int:
    """The hash of where seat p's animals stand (realms, Alliance) and which realms lock."""
    h = 0
    z = ZOBRIST
    for t in range(4):
        i = p * 4 + t
        for a in s.dfn[i]:
            h ^= z[a][t]
        if s.locked[i]:
            h ^= ZLOCK[t]
    for a in s.alliance[p]:
        h ^= z[a][ALLIANCE]
    return h
