"""The heuristic agent for Weavlings in the Wilds.

In the Trapper Phase it tries every legal action on a sampled state (a determinization,
so it never sees face-down cards it should not) and keeps the one whose position scores
best under `evaluate`, a static forecast of this turn's Lure, Feed and Travel. Luring,
paying and the reaction windows follow simple rules.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Final, cast

from ...engine import Action, InfoSet, Rng, State
from .cards import (
    BEASTIE,
    CHOMP,
    COST,
    DEVOUR,
    EFFECT,
    HAPPY,
    IS_BEASTIE,
    IS_WEAVLING,
    KIND,
    MEAT,
    NEIGH,
    ORTHO,
    POP,
    RANK,
    SPIRIT,
    TRAP,
    WHEEL,
)
from .wilds import (
    TRAPPER,
    TRAPPER_PHASE,
    UP,
    lose_population,
    lost_population,
    lured_population,
    meat_value,
    rotation,
    wound_limit,
    wound_total,
)

if TYPE_CHECKING:
    from .state import WeavlingsState as S

POP_W: Final = 12.0
TRAP_VALUE: Final = {"A": 9.0, "B": 6.0, "C": 4.0}
EVENT_DREAD: Final = {"sunlight": 3, "eclipse": 2, "summon": 1}


def evaluate(s: S) -> float:
    """A score of a Trapper-Phase position: higher is better for the player."""
    if s.to_move is None:
        return 1e6 if s.won else -1e6
    rot = rotation(s)
    cell, face = s.cell, s.face
    wound_w = POP_W * 10.0 / wound_limit(s)
    lost = lost_population(s)
    score = POP_W * lured_population(s) - POP_W * lost - wound_w * wound_total(s)
    # Danger grows as the loss conditions near.
    score -= 4.0 * max(0, lost - lose_population(s) + 5) ** 2
    score -= 3.0 * max(0.0, wound_total(s) - wound_limit(s) + 5) ** 2
    meat = 0
    for c in s.hand:
        k = KIND[c]
        if k == BEASTIE or (k == SPIRIT and EFFECT[c] == "bonus_meat"):
            meat += meat_value(c)
        elif k == TRAP:
            score += TRAP_VALUE[RANK[c]]
        else:
            score += 3.0
    # Forecast the Lure phase: the most Population the Meat in hand can lure now.
    weavs = [(i, c) for i, c in enumerate(cell)
             if c >= 0 and face[i] == UP and IS_WEAVLING[c]]
    weavs.sort(key=lambda ic: -POP[ic[1]] / (COST[ic[1]] + (0 if HAPPY[ic[1]][rot] else 1)))
    left = meat
    safe: set[int] = set()
    for i, c in weavs:
        cost = COST[c] + (0 if HAPPY[c][rot] else 1)
        if cost <= left:
            left -= cost
            safe.add(i)
            score += POP_W * POP[c]
    score += 3.5 * left
    # Forecast the Feed phase: Weavlings in reach of a Beastie are as good as lost,
    # unless a Weavling Aroma there draws the Beastie instead (WEAV-TRAP-5).
    over = s.over
    bait = [o >= 0 and EFFECT[o] == "bait" for o in over]
    eaten: set[int] = set()
    fed: set[int] = set()
    for i, c in enumerate(cell):
        if c >= 0 and face[i] == UP and IS_BEASTIE[c]:
            for d in CHOMP[c] + DEVOUR[c]:
                t = NEIGH[i][d]
                if t >= 0 and t not in safe and not bait[t] and cell[t] >= 0 \
                        and face[t] == UP and IS_WEAVLING[cell[t]]:
                    eaten.add(t)
                    fed.add(i)
            if any(NEIGH[i][d] >= 0 and bait[NEIGH[i][d]] for d in CHOMP[c] + DEVOUR[c]):
                score += 2.0 * MEAT[c]
    for t in eaten:
        score -= POP_W * 0.9 * POP[cell[t]]
    # Forecast Travel: what the bottom row pushes out.
    for col in range(4):
        b = 8 + col
        c = cell[b]
        if c == TRAPPER or c < 0 or face[b] != UP:
            continue
        if IS_BEASTIE[c] and b not in fed:
            score -= wound_w * WHEEL[c][rot]
        elif IS_WEAVLING[c] and b not in safe and b not in eaten:
            score -= POP_W * POP[c]
        elif KIND[c] == TRAP:
            score -= 2.0
    # A set Clamp Trap (WEAV-TRAP-7) catches the Beastie that Travel brings down onto it;
    # an empty one is still worth a little, as the Traps in hand are.
    for i, o in enumerate(over):
        if o >= 0 and not bait[i]:
            above = cell[i - 4] if i >= 4 else -1
            if above >= 0 and face[i - 4] == UP and IS_BEASTIE[above] and i - 4 not in fed:
                score += wound_w * WHEEL[above][rot] + 2.0 * MEAT[above]
            else:
                score += 2.0
    # Beasties still on the grid threaten later turns.
    for i, c in enumerate(cell):
        if c >= 0 and face[i] == UP and IS_BEASTIE[c] and i not in fed:
            score -= 1.5 + wound_w * 0.3 * WHEEL[c][rot] * (1 + i // 4) / 3
        elif c >= 0 and face[i] == UP and IS_WEAVLING[c] and i not in safe and i not in eaten:
            score += 2.0 * POP[c] / (1 + 2 - i // 4)
    # Cards the Trapper could collect next.
    t = cell.index(TRAPPER)
    for n in ORTHO[t]:
        c = cell[n]
        if c >= 0 and face[n] == UP and KIND[c] in (TRAP, SPIRIT):
            score += 1.5
    return score


def win_estimate(state: State) -> list[float]:
    """A mid-game win chance in [0, 1] for search agents: `evaluate` squashed."""
    s = cast("S", state)
    if s.to_move is None:
        return [1.0 if s.won else 0.0]
    return [1.0 / (1.0 + math.exp(-evaluate(s) / 40.0))]


def pay_choice(legal: list[Action], owed: int) -> Action:
    """Pay so that as little Meat as possible is wasted."""
    values = [a for a in legal if isinstance(a.args[0], int)]
    fortune = [a for a in legal if a.args[0] == "fortune"]
    if not values:
        return fortune[0]
    exact = [a for a in values if int(a.args[0]) >= owed]
    if exact:
        return min(exact, key=lambda a: int(a.args[0]))
    return max(values, key=lambda a: int(a.args[0]))


class HeuristicAgent:
    """Greedy one-step search over a determinization, scored by `evaluate`."""

    name = "heuristic"

    def __init__(self, seed: int, depth: int = 2) -> None:
        self.rng = Rng(seed)
        self.depth = depth

    def act(self, info: InfoSet) -> Action:
        legal = info.legal
        if len(legal) == 1:
            return legal[0]
        verbs = {a.verb for a in legal}
        v = info.view
        if "release" in verbs:
            keeps = [a for a in legal if a.verb == "keep"]
            return pay_choice(keeps, 1) if keeps else legal[-1]
        if "allow" in verbs:
            return self.cancel_choice(info)
        if "start" in verbs:
            return next(a for a in legal if a.args == (9,))
        if v["phase"] == "lure" and not v["pending"]:
            return self.lure_choice(info)
        return self.search(info)

    def cancel_choice(self, info: InfoSet) -> Action:
        s = cast("S", info.sample(self.rng.below(1 << 30)))
        best, dread = info.legal[-1], 0
        for a in info.legal:
            if a.verb == "cancel":
                d = EVENT_DREAD[EFFECT[s.cell[int(a.args[0])]]]
                if d > dread:
                    best, dread = a, d
        return best

    def lure_choice(self, info: InfoSet) -> Action:
        legal = info.legal
        v = info.view
        lures = [a for a in legal if a.verb == "lure"]
        if lures:
            grid = v["grid"]
            return max(lures, key=lambda a: (POP[grid[int(a.args[0])]], -int(a.args[0])))
        pays = [a for a in legal if a.verb == "pay"]
        if pays:
            rot = v["rotation"]
            owed = sum(COST[w] + (0 if HAPPY[w][rot] else 1) for w in v["chosen"])
            paid = sum(meat_value(c) for c in v["paying"])
            return pay_choice(pays, owed - paid)
        return legal[-1]

    def search(self, info: InfoSet) -> Action:
        s = cast("S", info.sample(self.rng.below(1 << 30)))
        best, _ = best_action(s, info.legal, self.depth)
        return best


def best_action(s: S, legal: list[Action], depth: int) -> tuple[Action, float]:
    """The action with the best score `depth` Trapper-Phase decisions ahead ("done" scores
    the position as it stands, slightly preferred on ties)."""
    done = next((a for a in legal if a.verb == "done"), None)
    best = done if done is not None else legal[0]
    best_score = evaluate(s) + 0.5 if done is not None else -1e18
    for a in legal:
        if a is done:
            continue
        c = s.clone()
        c.apply(a)
        if c.to_move is not None and c.phase != TRAPPER_PHASE:
            continue
        sc = evaluate(c) + (1.0 if c.pend else 0.0)
        if depth > 1 and c.to_move is not None and not c.unhappy and not c.evq:
            sc = max(sc, best_action(c, c.legal_actions(), depth - 1)[1])
        if sc > best_score:
            best, best_score = a, sc
    return best, best_score


def rollout_player(seed: int) -> HeuristicAgent:
    """The search's rollout player and guide: one step of lookahead instead of two, five
    times cheaper, so a search can afford whole games in its rollouts."""
    return HeuristicAgent(seed, depth=1)


# Search levels tuned for this game (docs/ai.md): a game is about forty decisions, so
# rollouts run to the end with the one-step player, which also guides the tree.
# Each level has about three times the budget of the one below it (docs/ai.md, "Levels"),
# but easy, which has 55: at 40 it was no step over the heuristic (its rollout player
# looks one step ahead, the heuristic two), at 70 normal was none over it (docs/ladder.md).
SEARCH: Final[dict[str, object]] = {"rollout": "heuristic", "guide": 0.5, "exploration": 1.0}
ISMCTS_LEVELS: Final = {
    "easy": {**SEARCH, "iterations": 55},
    "normal": {**SEARCH, "iterations": 140},
    "hard": {**SEARCH, "iterations": 420},
    "strongest": {**SEARCH, "iterations": 1400},
}
