"""The heuristic agent: head for the village along the cheapest known path, but drink,
eat, rest and sleep in time; play Event cards where they clearly help or hinder the
player closest to the village."""

from __future__ import annotations

import heapq
from functools import cache
from typing import Final

from ...engine import Action, InfoSet, Rng, State
from .board import (
    COST,
    EVENTS,
    EXTRAS,
    FOOD,
    LAYOUTS,
    D,
    L,
    S,
    T,
    hex_distance,
)
from .core import has_water, is_night, move_cost, night_dice, sick_count
from .state import WildState

UNKNOWN_COST: Final = 2.6  # the average price of an unexplored area


@cache
def _costly_from(track: tuple[int, ...]) -> int:
    """The square from which the next Nature's turn starts to cost exhaustion."""
    return next(i for i, v in enumerate(track) if v > 0) - 1


def distances(st: WildState, targets: list[int], cap: int, raft: bool = False) -> list[float]:
    """Energy from every area to the nearest target along the cheapest known path
    (Dijkstra); a step dearer than `cap`, the most energy a turn brings, is impassable.
    With `raft`, rivers cost nothing extra and lakes may be crossed (WILD-EVENT-5)."""
    lay = LAYOUTS[st.n]
    dist = [1e9] * lay.cells
    heap = []
    for t in targets:
        dist[t] = 0.0
        heap.append((0.0, t))
    heapq.heapify(heap)
    terr, riv, neigh = st.terr, st.riv, lay.neigh
    animals = {a for a in st.apos if a >= 0}
    while heap:
        d, c = heapq.heappop(heap)
        if d > dist[c]:
            continue
        t = terr[c]
        real = UNKNOWN_COST if t < 0 else float(COST[t])
        extra = 1.5 if t == S else 0.5 if t == D else 0.0  # a Sickness card; thirst by day
        if c in animals:
            extra += 3.0
        if t == L:
            real = 2.0
        for k, nb in enumerate(neigh[c]):
            if nb < 0 or (terr[nb] == L and not raft) or nb == lay.village:
                continue
            step = real + (2.0 if riv[c] >> k & 1 and not raft else 0.0)
            if step > cap:
                continue
            nd = d + step + extra
            if nd < dist[nb]:
                dist[nb] = nd
                heapq.heappush(heap, (nd, nb))
    return dist


class HeuristicAgent:
    name = "heuristic"

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed)
        self._dist: list[float] = []
        self._sleeping = False  # whether this turn is going to be slept

    def act(self, info: InfoSet) -> Action:
        legal = info.legal
        if len(legal) == 1:
            return legal[0]
        st = info.sample(self.rng.below(1 << 30))
        assert isinstance(st, WildState)
        seat = info.seat
        cap = st.etrack[min(st.exh[seat], st.skull - 1)]
        dist = distances(st, [LAYOUTS[st.n].village], cap)
        self._dist = dist
        self._sleeping = False
        task = st.stack[-1]
        if task[0] == "win":
            return self._window(st, seat, legal, dist)
        return self._turn(st, seat, legal, dist)

    # ----- cards --------------------------------------------------------------------------
    def _leader(self, st: WildState, seat: int, dist: list[float]) -> int:
        """The opponent nearest the village, if nearer than us (else -1)."""
        best, who = dist[st.pos[seat]] + 3.0, -1
        for i in range(1, st.players):  # ties go to the next seat on, so no seat is picked on
            s = (seat + i) % st.players
            if st.alive[s] and dist[st.pos[s]] < best:
                best, who = dist[st.pos[s]], s
        return who

    def _good_value(self, st: WildState, seat: int, a: Action) -> float:
        """What a good side is worth now: 0 keeps the card for a better moment."""
        side = EVENTS[int(a.args[0])].good
        e = side.effect
        here = st.pos[seat]
        dist = self._dist
        danger = st.exh[seat] >= st.skull - 6
        thirsty, hungry = _costly_from(st.ttrack), _costly_from(st.htrack)
        # Turn cards (S timing) help only a turn spent walking that the energy would not
        # finish anyway; on a turn the bot will sleep they are wasted.
        walking = not self._sleeping and dist[here] > st.energy
        if e in ("energy", "move_mod", "companion"):
            return 2.0 if walking or (e == "energy" and side.amount < 0) else 0.0
        if e == "sure_feet":  # only offered on a night whose moves need dice
            return 2.5 if walking or dist[here] <= st.energy else 0.0
        if e == "raft":
            if not walking:
                return 0.0
            cap = st.etrack[min(st.exh[seat], st.skull - 1)]
            rafted = distances(st, [LAYOUTS[st.n].village], cap, raft=True)
            return 2.0 if rafted[here] <= dist[here] - 3.0 else 0.0
        if e in ("cancel_attack", "attack_mod"):
            return 2.0  # only offered against an attack on this seat that is still on
        if e == "draw" and EVENTS[int(a.args[0])].bad.effect == "turn_away" and any(
                st.alive[x] for x in range(st.players) if x != seat):
            return 0.0  # kept: turning a rival away from the village wins games
        if e in ("peace", "cure", "draw"):
            return 2.0
        if e == "shelter":  # worth most when Nature's turn is about to cost a lot
            return 2.0 if danger or self._nature_cost(st, seat) >= 3 else 0.0
        if e == "restore_thirst":
            return 2.0 if st.thirst[seat] >= thirsty + 2 else 0.0
        if e in ("hunger", "hunt"):
            return 2.0 if st.hunger[seat] >= hungry + 2 else 0.0
        if e == "both":
            return 2.0 if st.hunger[seat] + st.thirst[seat] >= hungry + thirsty + 3 else 0.0
        if e == "exhaust":
            return 3.0 if danger or st.etrack[st.exh[seat]] < st.etrack[0] else 0.0
        if e == "terrain":
            # A Meadow or a Grove laid beside a hungry player standing where no food can
            # be searched for; a Rockslide or a Bog only on an opponent (bad side).
            good_land = FOOD[EXTRAS[side.amount][1]]
            return 1.5 if good_land and st.hunger[seat] >= hungry and not FOOD[
                st.terr[here]] and not is_night(st) else 0.0
        return 0.0

    def _nature_cost(self, st: WildState, seat: int) -> int:
        """The exhaustion steps the next Nature's turn will add to this seat."""
        nxt_t = min(st.thirst[seat] + 1, len(st.ttrack) - 1)
        nxt_h = min(st.hunger[seat] + 1, len(st.htrack) - 1)
        return (1 + st.ttrack[nxt_t] + st.htrack[nxt_h] + sick_count(st, seat, "nature_exhaust")
                + st.cold[seat])

    def _bad_value(self, st: WildState, seat: int, a: Action, leader: int) -> float:
        target = int(a.args[2])
        side = EVENTS[int(a.args[0])].bad
        if side.effect == "turn_away":
            return 10.0
        if target != leader:
            return 0.0
        # Cards are worth more kept for oneself, until the leader nears the village.
        dist = self._dist
        if dist[st.pos[leader]] > 15.0:
            return 0.0
        if side.effect in ("lost", "ambush", "energy", "move_mod", "animal_mod", "cold",
                           "exhaust", "sickness", "swept"):
            return 1.5
        return 1.0

    def _best_play(self, st: WildState, seat: int, legal: list[Action],
                   dist: list[float]) -> tuple[float, Action | None]:
        leader = self._leader(st, seat, dist)
        best: tuple[float, Action | None] = (0.0, None)
        for a in legal:
            if a.verb != "play":
                continue
            v = (self._good_value(st, seat, a) if a.args[1] == "g"
                 else self._bad_value(st, seat, a, leader))
            if v > best[0]:
                best = (v, a)
        return best

    def _window(self, st: WildState, seat: int, legal: list[Action],
                dist: list[float]) -> Action:
        v, a = self._best_play(st, seat, legal, dist)
        if a is not None and v >= 1.0:
            return a
        return legal[-1]  # pass

    # ----- the turn -----------------------------------------------------------------------
    def _turn(self, st: WildState, seat: int, legal: list[Action], dist: list[float]) -> Action:
        verbs = {a.verb: a for a in legal}
        if "drink" in verbs:
            return verbs["drink"]
        here = st.pos[seat]
        lay = LAYOUTS[st.n]
        neigh = lay.neigh[here]
        exh = st.exh[seat]
        ttrack, htrack, skull = st.ttrack, st.htrack, st.skull
        thirsty, hungry = _costly_from(ttrack), _costly_from(htrack)
        nxt_t = min(st.thirst[seat] + 1, len(ttrack) - 1)
        nxt_h = min(st.hunger[seat] + 1, len(htrack) - 1)
        inc = 1 + ttrack[nxt_t] + htrack[nxt_h] + sick_count(st, seat, "nature_exhaust")
        moves = [(a, neigh[int(a.args[0]) - 1]) for a in legal if a.verb == "move"]
        for a, nb in moves:  # one step from the village: go in
            if nb == lay.village:
                return a
        fresh = "sleep" in verbs
        animals = [x for x in st.apos if x >= 0]
        danger = set(animals)
        for x in animals:
            danger.update(y for y in lay.neigh[x] if y >= 0)
        threatened = here in danger and any(nb not in danger for _, nb in moves)
        sleep = False
        if fresh and dist[here] > st.energy and not threatened:
            dark = is_night(st) and night_dice(st) and not st.sure
            # A dark night is slept through unless a card takes the dice away.
            sure = any(a.verb == "play" and a.args[1] == "g"
                       and EVENTS[int(a.args[0])].good.effect == "sure_feet" for a in legal)
            sleep = exh + inc >= skull - 1 or (dark and exh >= 1 and not sure)
        self._sleeping = sleep
        v, play = self._best_play(st, seat, legal, dist)
        if play is not None and v >= 1.5:
            return play
        if sleep:
            return verbs["sleep"]
        if "search" in verbs and st.hunger[seat] >= hungry:
            return verbs["search"]
        if exh + inc >= skull - 1 and "rest" in verbs:
            return verbs["rest"]
        goal = dist
        cap = st.etrack[min(exh, skull - 1)]
        if st.thirst[seat] >= thirsty and not has_water(st, here):
            water = [c for c in range(lay.village) if st.terr[c] >= 0 and st.terr[c] != L
                     and has_water(st, c)]
            wd = distances(st, water, cap)
            if wd[here] < 1e8:
                goal = wd
        elif st.hunger[seat] >= hungry and not FOOD[st.terr[here]] and not is_night(st):
            food = [c for c in range(lay.village) if st.terr[c] >= 0 and FOOD[st.terr[c]]]
            fd = distances(st, food, cap)
            if fd[here] < 1e8:
                goal = fd
        if threatened:
            goal = [g + (5.0 if c in danger else 0.0) for c, g in enumerate(goal)]
        best, choice = goal[here] - 0.01, None
        for a, nb in moves:
            score = goal[nb]
            if st.terr[nb] == T and st.hostile[seat]:
                score += 6.0
            if nb in danger and st.energy - move_cost(st, seat, int(a.args[0]) - 1, nb) < 2:
                score += 8.0  # ending the turn next to an animal invites an attack
            last = st.energy - move_cost(st, seat, int(a.args[0]) - 1, nb) < 2
            if last and st.thirst[seat] >= thirsty - 1 and not has_water(st, nb):
                score += 1.5
            if last and st.hunger[seat] >= hungry - 1 and not FOOD[st.terr[nb]]:
                score += 1.5
            if score < best:
                best, choice = score, a
        if choice is None and here in danger:  # no progress: at least step out of reach
            for a, nb in moves:
                if nb not in danger:
                    return a
        if choice is not None:
            return choice
        if "search" in verbs and st.hunger[seat] >= hungry - 1:
            return verbs["search"]
        if "rest" in verbs and exh > 0:
            return verbs["rest"]
        return verbs["done"]


# The evaluation: each seat's `standing`, weighed in log-odds of winning by weights
# fitted to heuristic self-play (docs/balance/wilderness_evaluate_fit.py, docs/ai.md):
# with rivals, a conditional logit over the living seats (4 000 two-player games, one
# row every tenth decision; four players fit within a few hundredths); solo, a logistic
# curve (3 000 deals). With rivals an area nearer the village is worth 0.074 and an
# Event card in hand 0.20, nearly three areas: an evaluation that did not count the
# cards held let the search play them away for a step's gain.
RIVALS: Final = (-0.0738, -1.923, 0.1206, -0.2289, -0.1000, 0.2047, -0.0650)
SOLO: Final = (-0.1180, -2.752, 0.1885, -0.2136, -0.2453, 0.0493, -0.1342)
SOLO_BASE: Final = 1.833  # solo: the log-odds of a seat with every term at zero


def standing(state: WildState, seat: int) -> tuple[float, ...]:
    """What the evaluation reads of a seat, in `RIVALS`' order: areas between it and the
    village, the share of the exhaustion track used up, the energy a turn brings at that
    exhaustion, squares of thirst and of hunger past the last free one, Event cards in
    hand, Sickness cards."""
    lay = LAYOUTS[state.n]
    near = hex_distance(lay.coords[state.pos[seat]], lay.coords[lay.village])
    cap = state.etrack[min(state.exh[seat], state.skull - 1)]
    thirsty = max(0, state.thirst[seat] - _costly_from(state.ttrack))
    hungry = max(0, state.hunger[seat] - _costly_from(state.htrack))
    return (float(near), state.exh[seat] / state.skull, float(cap), float(thirsty),
            float(hungry), float(len(state.hands[seat])), float(len(state.sick[seat])))


def worth(state: WildState, seat: int, weights: tuple[float, ...]) -> float:
    """A seat's standing in log-odds of winning, up to a constant."""
    return sum(w * x for w, x in zip(weights, standing(state, seat), strict=True))


def evaluate(state: State) -> list[float]:
    """Each seat's chance to win, guessed from its standing; for searches cut off mid-game.

    The dead have no chance; the living share it by a softmax of their worth. Solo, a
    logistic curve in the worth.
    """
    import math

    assert isinstance(state, WildState)
    if state.players == 1:
        if not state.alive[0]:
            return [0.0]
        return [1.0 / (1.0 + math.exp(-(SOLO_BASE + worth(state, 0, SOLO))))]
    values = [worth(state, s, RIVALS) if state.alive[s] else None
              for s in range(state.players)]
    live = [v for v in values if v is not None]
    if not live:
        return [0.0] * state.players
    top = max(live)
    weights = [0.0 if v is None else math.exp(v - top) for v in values]
    total = sum(weights)
    return [w / total for w in weights]


# Search levels tuned for this game (docs/ai.md): a game is hundreds of decisions, so
# rollouts are cut after twenty heuristic decisions and the heuristic guides the tree.
# Payoffs are rescaled at each node (`normalize`): unscaled, the guide's prior outweighed
# every difference the rollouts found, `easy` and `normal` played the guide's move at
# all 30 positions of benchmarks/ai/follow.py, and `normal` was no step over `easy`.
# Each level has about three times the budget of the one below it (docs/ai.md, "Levels").
SEARCH: Final[dict[str, object]] = {
    "rollout": "heuristic", "horizon": 20, "guide": 0.5, "exploration": 1.0, "normalize": True,
}
ISMCTS_LEVELS: Final = {
    "easy": {**SEARCH, "iterations": 30},
    "normal": {**SEARCH, "iterations": 110},
    "hard": {**SEARCH, "iterations": 330},
    "strongest": {**SEARCH, "iterations": 1000},
}
# Solo `easy` does not rescale. Alone, the payoff (the seat's own chance to win) spreads
# wide enough to weigh against the guide's prior as it is, and at 30 iterations a child's
# mean rests on a few rollouts, so rescaling only stretched their noise: solo `easy` won
# 47.3% of 300 deals rescaled, under the heuristic's 55.0%. From `normal` up a child has
# the visits for it, and rescaling still pays there (docs/ai.md).
ISMCTS_SOLO_LEVELS: Final = {
    **ISMCTS_LEVELS, "easy": {**ISMCTS_LEVELS["easy"], "normalize": False},
}
