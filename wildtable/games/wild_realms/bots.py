"""The heuristic agent for Wild Realms (multiplayer and solo).

It looks one decision ahead: every legal action is tried on a determinized sample of
the game and the resulting position is scored by `value` (realm progress towards a lock,
a Leader ready to attack, useful cards in hand, lasting Legendary effects by what they
protect) against the strongest opponent. Actions that roll dice or reveal cards are
scored as the mean over a few differently seeded samples; a Realm Battle by its two
outcomes weighed by their exact odds. With 2-4 players the pending choices an action
leaves (a Legendary's effect and target, the defender struck, steal or raze, the cards
a victim gives up) are played out greedily first, so an Unleash is worth its best
effect. Travel happens only when it gains something.
"""

from __future__ import annotations

from typing import Final

from ...engine import Action, InfoSet, Rng, State
from . import cards as C
from .rules import apply_action
from .state import OPEN, WRAP, WildState
from .zones import T_LOSE, area_of, limit_alliance

CHANCE: Final = frozenset({"attack", "raid", "battle", "unleash", "effect", "hunt", "go", "wild",
                           "target", "end"})
BIAS: Final = {"unleash": 0.5, "steal": 0.5, "lock": 5.0}
# Travel is unlimited (REALMS-WRAP-1): a move is made only when it gains at least this
# much over standing still, or the agent would wander through arrangements worth the
# same (or put off a game-ending "end" for ever).
MOVE_GAIN: Final = 0.3
# The search has no such guard of its own: its rollouts end travel at once whatever it
# moved, so one arrangement scores like another and it wandered from one to the next
# (ruling 11 only forbids going back) for hundreds or thousands of moves. So once a seat
# has made this many moves in a Wrap-Up and may end it, the search weighs no more moves:
# twice the most the heuristic made in one Wrap-Up in 400 games (4).
TRAVEL_BUDGET: Final = 8
OTHERS: Final = 0.7  # how much the strongest opponent's progress counts against ours
SAMPLES: Final = 3


# Per card token, precomputed for `value` (the search calls it ~100 000 times a move):
# the bit of the animal's class, whether it leads, and what it is worth in hand
# (realm cards are worth 5 only while their slot is empty, so they are marked -1).
_CLASS_BIT: Final = [1 << c if c >= 0 else 0 for c in C.T_CLASS]
_LEADS: Final = [bool(x) for x in C.T_LEADER]
_IN_HAND: Final = [2.0 if k == C.ANIMAL else -1.0 if k == C.REALM else 1.5 if k == C.UNLEASH
                   else 0.0 for k in C.T_KIND]
_KINDS: Final = [bin(m).count("1") for m in range(32)]


def value(s: WildState, p: int) -> float:
    """How far seat p is from locking four realms, in rough points."""
    if s.winners is not None:
        return 1000.0 if p in s.winners else -1000.0
    v = 0.0
    b = p * 4
    realm, locked, dfn = s.realm, s.locked, s.dfn
    for i in range(b, b + 4):
        if realm[i] < 0:
            continue
        if locked[i]:
            v += 100.0
            continue
        d = dfn[i]
        n = len(d)
        mask = 0
        leader = False
        for x in d:
            mask |= _CLASS_BIT[x]
            leader = leader or _LEADS[x]
        kinds = _KINDS[mask]
        # A realm over five is fine while travelling in Wrap-Up; "end" waits until it fits.
        v += 14 + 8 * kinds + n - 4 * (n - kinds) - (3 * (n - 5) if n > 5 else 0)
        if leader:
            v += 6
            if kinds == 5:
                v += 20  # one step from a lock
    ally = s.alliance[p]
    for x in ally:
        if _LEADS[x]:
            v += 8
            break
    cap = 4 if s.players == 1 else 5
    k = len(ally)
    v += 2 * k - (6 * (k - cap) if k > cap else 0)
    for t in s.hand[p]:
        h = _IN_HAND[t]
        if h < 0:
            v += 5 if realm[b + C.T_RTYPE[t]] < 0 else 0.5
        else:
            v += h
    if s.lasting:
        v += _lasting_value(s, p)
    if s.queue:
        v += _pending_value(s, p)
    return v


def _lasting_value(s: WildState, p: int) -> float:
    """What seat p's lasting Legendary effects are worth now: a protection is worth what
    it protects, and only against what the opponents could do to it."""
    v = 0.0
    b = p * 4
    mine_locked = sum(s.locked[b:b + 4])
    exposed = sum(len(s.dfn[i]) for i in range(b, b + 4) if s.realm[i] >= 0 and not s.locked[i])
    battles = any(s.locked[q * 4 + t] for q in range(s.players) if q != p for t in range(4))
    at_risk = 15.0 * mine_locked if battles else 0.0
    for lid, k, seat in s.lasting:
        if seat != p:
            continue
        eid = C.LEGEND_EFFECT_IDS[lid][k]
        if eid == "firewall":
            v += 1.5 * exposed + at_risk
        elif eid == "petrify":
            v += at_risk
        elif eid == "ward":
            v += 4.0 + 0.5 * at_risk
        elif eid == "frost":
            v += 1.5 * len(s.alliance[p])
        elif eid == "royal_guard":
            v += 2.0 * sum(1 for i in range(b, b + 4) for x in s.dfn[i] if _LEADS[x])
        elif eid in ("tailwind", "guidance"):
            v += 1.0 * len(s.alliance[p])
    return v


def _pending_value(s: WildState, p: int) -> float:
    """Cards seat p must still give up for decisions queued but not yet made."""
    v = 0.0
    for task in s.queue:
        if task[0] == T_LOSE and task[1] == p:
            v -= 2.0 * min(task[2], len(s.hand[p]))
    return v


# The evaluation's constants are fitted (logistic regression, docs/ai.md) to 1 500
# heuristic self-play games per mode, one row per turn: the game swings hard (a realm
# battle moves a lock from one kingdom to the other), so even three locks ahead wins only
# four games in five; an over-confident guess made the search fear every gamble.
TEMPERATURE: Final = 190.0  # value points worth a factor e in the odds, 2-4 players
# each card left in the deck
SOLO_BASE: Final = 397.0
SOLO_SCALE: Final = 48.0
SOLO_PER_CARD: Final = 5.6


def evaluate(s: State) -> list[float]:
    """Each seat's chance to win, guessed from `value`; for searches cut off mid-game.

    Multiplayer: a softmax over the seats' values. Solo: a logistic curve in the value
    and the cards left to draw (the same value is worth more with more turns to come).
    """
    import math

    assert isinstance(s, WildState)
    if s.winners is not None:
        share = 1.0 / len(s.winners) if s.winners else 0.0
        return [share if p in s.winners else 0.0 for p in range(s.players)]
    if s.players == 1:
        x = (value(s, 0) + SOLO_PER_CARD * len(s.deck[0]) - SOLO_BASE) / SOLO_SCALE
        return [1.0 / (1.0 + math.exp(-x))]
    values = [value(s, p) for p in range(s.players)]
    top = max(values)
    weights = [math.exp((v - top) / TEMPERATURE) for v in values]
    total = sum(weights)
    return [w / total for w in weights]


def score(s: WildState, p: int) -> float:
    mine = value(s, p)
    if s.players == 1:
        # Solo: a Wild animal that misses joins you, so the agent does not fear The Wild
        # (weighing Wild animals as a threat lost games in simulation).
        return mine
    others = max(value(s, q) for q in range(s.players) if q != p)
    return mine - OTHERS * others


def dead_cards(s: WildState, p: int) -> list[int]:
    """Hand cards that cannot help now: a realm whose slot is taken, or an animal with
    no realm missing its class and no room in the Alliance. Discarding them lets the
    Wrap-Up draw bring fresh cards."""
    b = p * 4
    cap = 4 if s.players == 1 else 5
    ally_room = len(s.alliance[p]) < cap
    missing: set[int] = set()
    for t in range(4):
        i = b + t
        if s.realm[i] >= 0 and not s.locked[i] and len(s.dfn[i]) < 5:
            missing |= {0, 1, 2, 3, 4} - {C.T_CLASS[x] for x in s.dfn[i]}
    new_slots = any(C.T_KIND[x] == C.REALM and s.realm[b + C.T_RTYPE[x]] < 0
                    for x in s.hand[p])
    out = []
    for x in s.hand[p]:
        k = C.T_KIND[x]
        spare_realm = k == C.REALM and s.realm[b + C.T_RTYPE[x]] >= 0
        idle_animal = (k == C.ANIMAL and not ally_room and not new_slots
                       and C.T_CLASS[x] not in missing)
        if spare_realm or idle_animal:
            out.append(x)
    return sorted(out)


def _housekeeping(s: WildState, p: int, legal: list[Action]) -> Action | None:
    """Wrap-Up: throw away dead cards before drawing; make room when "end" is blocked."""
    if s.queue or s.phase != WRAP or s.active != p:
        return None
    dead = dead_cards(s, p)
    verbs = {a.verb for a in legal}
    if s.discarding == OPEN:
        if dead:
            return Action("discard", (dead[0],))
        return None
    if "end" in verbs and dead and "discarding" in verbs:
        return Action("discarding")
    if "end" not in verbs and "discarding" in verbs and not any(
        a.verb in ("move", "lock") for a in legal
    ):
        return Action("discarding")
    return None


class HeuristicAgent:
    """Greedy one-step lookahead on determinized samples (see module docstring)."""

    name = "heuristic"

    def __init__(self, seed: int, samples: int = SAMPLES) -> None:
        self.rng = Rng(seed)
        self.samples = samples  # seeded tries of each action that rolls or reveals

    def act(self, info: InfoSet) -> Action:
        legal = info.legal
        if len(legal) == 1:
            return legal[0]
        base = info.sample(self.rng.next64() & 0xFFFFFFFF)
        assert isinstance(base, WildState)
        me = info.seat
        chosen = _housekeeping(base, me, legal)
        if chosen is not None:
            return chosen
        only_discard = all(a.verb in ("discarding", "discard") for a in legal)
        best: Action = legal[0]
        best_val = float("-inf")
        still = score(base, me) + MOVE_GAIN
        can_end = any(a.verb == "end" for a in legal)
        for a in legal:
            if a.verb in ("discarding", "unlock") and not only_discard:
                continue
            if a.verb == "battle":
                val = _battle_value(base, a, me)
            elif a.verb in CHANCE:
                val = 0.0
                for _ in range(self.samples):
                    val += self._try(base, a, me, self.rng.next64())
                val /= self.samples
            else:
                val = self._try(base, a, me, None)
                if a.verb == "move" and val < still and can_end:
                    continue
            val += BIAS.get(a.verb, 0.0) + self.rng.random() * 1e-3
            if val > best_val:
                best, best_val = a, val
        return best

    @staticmethod
    def _try(base: State, a: Action, me: int, seed: int | None) -> float:
        c = base.clone()
        assert isinstance(c, WildState)
        if seed is not None:
            c.rng = Rng(seed)
        c._legal = None
        apply_action(c, a)
        if c.players > 1:
            _follow(c)
        return score(c, me)


FOLLOW_DEPTH: Final = 4


class _Rigged(Rng):
    """Face-off dice that the attacker always wins (or always loses): a Realm Battle has
    two outcomes, so it is judged by both, weighed by their chances, not by a few rolls."""

    __slots__ = ("turn", "wins")

    def __init__(self, wins: bool) -> None:
        super().__init__(1)
        self.wins, self.turn = wins, 0

    def die(self, sides: int = 6) -> int:
        self.turn += 1
        return (12 if self.wins else 1) if self.turn % 2 else (1 if self.wins else 12)


def battle_odds(mine: int, theirs: int) -> float:
    """The chance that `mine` defenders outlast `theirs` in fair face-offs
    (REALMS-BATTLE-2: the lower roll loses an animal, ties roll again)."""
    odds = [[0.0] * (theirs + 1) for _ in range(mine + 1)]
    for i in range(mine + 1):
        for j in range(theirs + 1):
            if j == 0:
                odds[i][j] = 1.0 if i else 0.0
            elif i == 0:
                odds[i][j] = 0.0
            else:
                odds[i][j] = 0.5 * odds[i][j - 1] + 0.5 * odds[i - 1][j]
    return odds[mine][theirs]


def _battle_value(base: WildState, a: Action, me: int) -> float:
    ms, v, vs = (int(x) for x in a.args)
    win = battle_odds(len(base.dfn[me * 4 + ms]), len(base.dfn[v * 4 + vs]))
    total = 0.0
    for wins, weight in ((True, win), (False, 1.0 - win)):
        c = base.clone()
        c.rng = _Rigged(wins)
        c._legal = None
        apply_action(c, a)
        c.rng = Rng(1)
        _follow(c)
        total += weight * score(c, me)
    return total


def _follow(c: WildState, deep: bool = True) -> None:
    """Play out the pending choices an action leaves (a Legendary's effect and target, the
    struck defender, steal or raze, the cards a victim gives up), each by the deciding
    seat's own score, so an action is judged by what it leads to: an Unleash is worth its
    best effect, not the card it spends. With `deep`, each option is judged after the
    choices it leads to have been played out greedily in turn (the Quake's worth shows
    only once its target is chosen)."""
    for _ in range(FOLLOW_DEPTH):
        if c.winners is not None or not c.queue or c.to_move is None:
            return
        seat = c.to_move
        c._legal = None  # rules.apply_action leaves the cached legal list behind
        options = c.legal_actions()
        best, best_val = options[0], float("-inf")
        for o in options if len(options) > 1 else ():
            d = c.clone()
            apply_action(d, o)
            if deep:
                _follow(d, deep=False)
            val = score(d, seat)
            if val > best_val:
                best, best_val = o, val
        c._legal = None
        apply_action(c, best)


def search_actions(s: State, legal: list[Action]) -> list[Action]:
    """The actions the search weighs: all of them, but in a Wrap-Up past the travel
    budget (`TRAVEL_BUDGET`) no move unless it makes room. When the seat may end the
    Wrap-Up, no move at all; while an area is too full, only a move from an area over
    its limit to one with room, and when none is left the seat makes room the other way
    the rules give it, by discarding (REALMS-TURN-3). Without the second part a search
    whose rollouts are cut short found that a turn it never ended kept the game's clock
    from running: it moved animals back and forth with a realm too full for hundreds of
    moves. What a Wrap-Up has reached is public (`seen`), so every determinization prunes
    alike."""
    assert isinstance(s, WildState)
    if s.phase != WRAP or len(s.seen) <= TRAVEL_BUDGET:
        return legal
    rest = [a for a in legal if a.verb != "move"]
    if any(a.verb == "end" for a in rest):
        return rest
    p = s.active
    room = [len(s.dfn[p * 4 + t]) - 5 for t in range(4)]
    room.append(len(s.alliance[p]) - limit_alliance(s))
    helps = [a for a in legal if a.verb == "move"
             and room[area_of(s, p, int(a.args[0]))] > 0 and room[int(a.args[1])] < 0]
    return helps + rest if helps or rest else legal


def rollout_player(seed: int) -> HeuristicAgent:
    """The search's rollout player: one try of each dice roll or reveal instead of three;
    a rollout averages over many games anyway, and the saved time buys iterations. The
    tree is guided by `guide_player`, which is asked only once a node."""
    return HeuristicAgent(seed, samples=1)


# Tries of each dice roll or reveal for the search's guide. The guide is asked once a
# node, and its choice steers every later visit there, so it may weigh an attack, a raid
# or an Unleash by more of their outcomes than the heuristic opponent does, at little
# cost (a level's seconds a move did not change, benchmarks/ai/RESULTS.md). Against the
# heuristic at two players (docs/ladder.md), `easy` guided by the one-try player won 3
# of 8 games, and on the same 200 games guided by three tries 53.5%, by twelve 63.5%.
GUIDE_SAMPLES: Final = 12


def guide_player(seed: int) -> HeuristicAgent:
    """The search's guide: the heuristic taking `GUIDE_SAMPLES` tries of each roll."""
    return HeuristicAgent(seed, samples=GUIDE_SAMPLES)


# Search levels tuned for this game (docs/ai.md): turns are long runs of one seat's
# choices among up to forty actions, so the heuristic guides the tree, and rollouts are
# cut after ten one-sample heuristic decisions (a whole game is ~140). Payoffs between
# sibling moves differ by hundredths (the game swings on dice), so they are rescaled at
# each node, or the guide's prior would decide every visit.
# Each level has three times the budget of the one below it (docs/ai.md, "Levels").
# `normal` had twice easy's, 200, until with the twelve-try guide 200 scored only 53.9%
# against easy (300 scores 57.2%, docs/ladder.md); at 50 iterations easy won 7 of 15
# against the heuristic.
SEARCH: Final[dict[str, object]] = {
    "rollout": "heuristic", "horizon": 10, "guide": 0.5, "exploration": 1.0, "normalize": True,
}
ISMCTS_LEVELS: Final = {
    "easy": {**SEARCH, "iterations": 100},
    "normal": {**SEARCH, "iterations": 300},
    "hard": {**SEARCH, "iterations": 900},
    "strongest": {**SEARCH, "iterations": 2700},
}
