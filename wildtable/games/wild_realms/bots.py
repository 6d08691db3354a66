"""The heuristic agent for Wild Realms (multiplayer and solo).

It looks one decision ahead: every legal action is tried on a determinized sample of
the game and the resulting position is scored by `value` (realm progress towards a lock,
a Leader ready to attack, useful cards in hand) against the strongest opponent. Actions
that roll dice or reveal cards are scored as the mean over a few differently seeded samples.
"""

from __future__ import annotations

from ...engine import Action, InfoSet, Rng, State
from . import cards as C
from .rules import apply_action
from .state import OPEN, WRAP, WildState

CHANCE = frozenset({"attack", "raid", "battle", "unleash", "effect", "hunt", "go", "wild",
                    "target", "end"})
BIAS = {"unleash": 2.0, "steal": 0.5, "lock": 5.0}
SAMPLES = 3


def value(s: WildState, p: int) -> float:
    """How far seat p is from locking four realms, in rough points."""
    if s.winners is not None:
        return 1000.0 if p in s.winners else -1000.0
    cls, lead = C.T_CLASS, C.T_LEADER
    v = 0.0
    b = p * 4
    for t in range(4):
        i = b + t
        if s.realm[i] < 0:
            continue
        if s.locked[i]:
            v += 100.0
            continue
        d = s.dfn[i]
        n = len(d)
        kinds = len({cls[x] for x in d})
        leader = any(lead[x] for x in d)
        # A realm over five is fine while travelling in Wrap-Up; "end" waits until it fits.
        v += 14 + 8 * kinds + n - 4 * (n - kinds) - 3 * max(0, n - 5)
        if leader:
            v += 6
            if kinds == 5:
                v += 20  # one step from a lock
    ally = s.alliance[p]
    if any(lead[x] for x in ally):
        v += 8
    cap = 4 if s.players == 1 else 5
    v += 2 * len(ally) - 6 * max(0, len(ally) - cap)
    for t in s.hand[p]:
        k = C.T_KIND[t]
        if k == C.ANIMAL:
            v += 2
        elif k == C.REALM:
            v += 5 if s.realm[b + C.T_RTYPE[t]] < 0 else 0.5
        elif k == C.UNLEASH:
            v += 1.5
    v += 3 * sum(1 for x in s.lasting if x[2] == p)
    return v


def evaluate(s: State) -> list[float]:
    """Each seat's chance to win, guessed from `value`; for searches cut off mid-game.

    Multiplayer: a softmax over the seats' values (about 35 points, one locked realm, is
    worth e to one). Solo: a logistic curve that passes one half at three locked realms.
    """
    import math

    assert isinstance(s, WildState)
    if s.winners is not None:
        share = 1.0 / len(s.winners) if s.winners else 0.0
        return [share if p in s.winners else 0.0 for p in range(s.players)]
    if s.players == 1:
        x = (value(s, 0) - 330.0) / 40.0
        return [1.0 / (1.0 + math.exp(-x))]
    values = [value(s, p) for p in range(s.players)]
    top = max(values)
    weights = [math.exp((v - top) / 35.0) for v in values]
    total = sum(weights)
    return [w / total for w in weights]


def score(s: WildState, p: int) -> float:
    mine = value(s, p)
    if s.players == 1:
        # Solo: a Wild animal that misses joins you, so the agent does not fear The Wild
        # (weighing Wild animals as a threat lost games in simulation).
        return mine
    others = max(value(s, q) for q in range(s.players) if q != p)
    return mine - 0.7 * others


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

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed)

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
        for a in legal:
            if a.verb in ("discarding", "unlock") and not only_discard:
                continue
            if a.verb in CHANCE:
                val = 0.0
                for _ in range(SAMPLES):
                    val += self._try(base, a, me, self.rng.next64())
                val /= SAMPLES
            else:
                val = self._try(base, a, me, None)
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
        return score(c, me)


# Search levels tuned for this game (docs/ai.md): turns are long runs of one seat's
# choices among up to forty actions, so the heuristic guides the tree, and rollouts are
# cut after ten heuristic decisions (a whole game is ~140 one-step lookaheads).
ISMCTS_LEVELS = {
    "normal": {"iterations": 200, "rollout": "heuristic", "horizon": 10, "guide": 0.5,
               "exploration": 1.0},
    "hard": {"iterations": 800, "rollout": "heuristic", "horizon": 10, "guide": 0.5,
             "exploration": 1.0},
}
