"""Single-observer information-set Monte Carlo tree search (Cowling, Powley & Whitehouse 2012).

Each iteration samples one determinization from the agent's information set, walks the
tree choosing among the actions legal in *that* sample (UCB with availability counts),
adds one node, plays out with a rollout policy (random or the game's heuristic) up to an
optional horizon, and backs up a payoff for every seat. Each node's statistics are from
the point of view of the seat that chose the action leading to it, so every seat
maximises its own payoff (max-n). The agent only ever sees `InfoSet.sample()`.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any, Final

from ..engine import Action, Agent, Game, InfoSet, Rng, State


@dataclass(frozen=True, slots=True)
class SearchSettings:
    iterations: int = 1000
    seconds: float | None = None  # a time budget per move instead of iterations
    rollout: str = "random"  # or "heuristic"
    horizon: int | None = None  # cut rollouts after this many decisions and evaluate
    exploration: float = 0.7
    # Weight of the guide's choice in the prior (0: plain UCB as in the paper, every
    # legal action tried once before any is tried twice).
    guide: float = 0.0
    # Rescale the children's mean payoffs at each node to [0, 1] (min-max, as MuZero does
    # over its tree) before adding the exploration term: where a game's payoffs differ
    # by a few hundredths, the prior would otherwise decide every visit.
    normalize: bool = False


class Node:
    __slots__ = ("avail", "children", "hint", "reward", "seat", "visits")

    def __init__(self, seat: int) -> None:
        self.seat = seat  # the seat whose choice leads to this node
        self.children: dict[Action, Node] = {}
        self.visits = 0
        self.avail = 0
        self.reward = 0.0
        self.hint: Action | None = None  # the guide's choice here, asked once


def payoff(state: State, game: Game) -> list[float]:
    """Each seat's share of the win at the end, or the game's estimate mid-game."""
    if state.is_over:
        winners = state.winning_seats()
        share = 1.0 / len(winners) if winners else 0.0
        return [share if p in winners else 0.0 for p in range(state.players)]
    if game.evaluate is not None:
        return game.evaluate(state)
    return [1.0 / state.players] * state.players


def rollout_info(state: State) -> InfoSet:
    """The rollout policy's view of a determinization: the sample is already one of the
    searcher's guesses, so the policy may read it whole; drawing a fresh determinization
    per rollout step would cost half the search time and add nothing.

    The policy is handed the state itself, not a copy: a rollout policy only reads what
    it is given (`tests/agents/test_ismcts.py` checks every game's), and a copy per step
    cost a tenth of War of the Wilds' search.
    """
    seat = state.to_move
    assert seat is not None
    return InfoSet(seat, state.legal_actions(), lambda: state.view(seat), lambda _seed: state)


class ISMCTSAgent:
    """The search agent; `settings` fix its strength, `seed` its choices."""

    name = "ismcts"

    def __init__(self, game: Game, seed: int, settings: SearchSettings | None = None) -> None:
        self.game = game
        self.settings = settings or SearchSettings()
        self.rng = Rng(seed)
        # A game may name a cheaper player for rollouts than its heuristic opponent
        # (`extras["rollout_policy"]`, a factory like `heuristic`): a rollout plays
        # thousands of moves per decision, so speed buys more than finesse there.
        factory = game.extras.get("rollout_policy", game.heuristic)
        self.policy: Agent | None = (
            factory(seed + 1) if self.settings.rollout == "heuristic" else None
        )
        # The guide is asked once per tree node, not once per rollout step, so a game may
        # give it a better player than its rollouts (`extras["guide_policy"]`).
        self.guide: Agent | None = None
        if self.settings.guide > 0:
            guide = game.extras.get("guide_policy")
            self.guide = guide(seed + 2) if guide else self.policy or factory(seed + 2)
        # A game may leave out of the search actions that only pass time
        # (`extras["search_actions"]`: the state and its legal actions in, those to weigh
        # out), where a search would otherwise spend its moves on them.
        self.prune: Callable[[State, list[Action]], list[Action]] | None = (
            game.extras.get("search_actions"))
        self.last_iterations = 0

    def act(self, info: InfoSet) -> Action:
        if len(info.legal) == 1:
            return info.legal[0]
        st = self.settings
        root = Node(-1)
        deadline = time.perf_counter() + st.seconds if st.seconds else None
        iterations = 0
        while True:
            if deadline is not None:
                if time.perf_counter() >= deadline and iterations > 0:
                    break
            elif iterations >= st.iterations:
                break
            self.iterate(root, info.sample(self.rng.next64()))
            iterations += 1
        self.last_iterations = iterations
        legal = set(info.legal)
        best = max(
            (a for a in root.children if a in legal),
            key=lambda a: (root.children[a].visits, root.children[a].reward),
            default=None,
        )
        return best if best is not None else info.legal[0]

    def guided_choice(self, node: Node, state: State, legal: list[Action]) -> Action:
        """PUCT with availability: mean + c·P·sqrt(avail) / (1 + visits).

        The prior P gives the guide's (the game's heuristic) choice `guide` of the mass
        and spreads the rest evenly, so the search starts from the heuristic's move and
        leaves it only for one whose results prove better. An untried action counts as
        worth the node's mean so far (first-play urgency), so wide nodes are not swept
        one action at a time before the promising ones are deepened.
        """
        st = self.settings
        assert self.guide is not None
        if node.hint is None and node.visits > 0:
            node.hint = self.guide.act(rollout_info(state))
        hint = node.hint
        rest = (1.0 - st.guide) / len(legal)
        children = node.children
        best_a: Action | None = None
        best_v = -1.0
        untried: Action | None = None  # the untried action with the largest prior
        reward = 0.0
        seen = 0
        low, span = 0.0, 1.0
        if st.normalize:
            means = [c.reward / c.visits for a in legal if (c := children.get(a)) is not None]
            if len(means) > 1 and max(means) > min(means):
                low, span = min(means), max(means) - min(means)
        for a in legal:
            c = children.get(a)
            if c is None:
                if untried is None or a == hint:
                    untried = a
                continue
            c.avail += 1
            reward += c.reward
            seen += c.visits
            prior = rest + st.guide if a == hint else rest
            v = (c.reward / c.visits - low) / span + st.exploration * prior * math.sqrt(
                c.avail) / (1 + c.visits)
            if v > best_v:
                best_a, best_v = a, v
        if untried is not None:
            # Each child's record is the mover's own (it chose the action), so their
            # pooled mean is what the mover has earned here so far.
            fpu = (reward / seen - low) / span if seen else 0.5
            prior = rest + st.guide if untried == hint else rest
            if best_a is None or fpu + st.exploration * math.sqrt(node.visits + 1) * prior > best_v:
                return untried
        assert best_a is not None
        return best_a

    def iterate(self, root: Node, state: State) -> None:
        st = self.settings
        path = [root]
        node = root
        # Selection: descend while every action legal in this sample has a child.
        while not state.is_over:
            legal = state.legal_actions()
            if self.prune is not None:
                legal = self.prune(state, legal)
            seat = state.to_move
            assert seat is not None
            if self.guide is not None:
                action = self.guided_choice(node, state, legal)
                child = node.children.get(action)
                if child is None:
                    child = node.children[action] = Node(seat)
                    child.avail = 1
                    state.apply(action)
                    path.append(child)
                    break
            else:
                untried = [a for a in legal if a not in node.children]
                for a in legal:
                    child = node.children.get(a)
                    if child is not None:
                        child.avail += 1
                if untried:
                    action = untried[self.rng.below(len(untried))]
                    child = Node(seat)
                    child.avail = 1
                    node.children[action] = child
                    state.apply(action)
                    path.append(child)
                    break
                best_a: Action | None = None
                best_v = -1.0
                for a in legal:
                    c = node.children[a]
                    v = c.reward / c.visits + st.exploration * math.sqrt(
                        math.log(max(c.avail, 1)) / c.visits)
                    if v > best_v:
                        best_a, best_v = a, v
                assert best_a is not None
                action = best_a
                child = node.children[action]
            node = child
            state.apply(action)
            path.append(node)
        # Rollout; a horizon only makes sense where the game can evaluate a position.
        horizon = st.horizon if self.game.evaluate is not None else None
        steps = 0
        while not state.is_over and (horizon is None or steps < horizon):
            if self.policy is not None:
                action = self.policy.act(rollout_info(state))
            else:
                legal = state.legal_actions()
                action = legal[self.rng.below(len(legal))]
            state.apply(action)
            steps += 1
        rewards = payoff(state, self.game)
        # Backpropagation: each node is scored for the seat that chose it.
        for n in path:
            n.visits += 1
            if n.seat >= 0:
                n.reward += rewards[n.seat]


# Levels for people: budgets that keep `normal` under a second a move on one core and
# `hard` under three; `strongest` thinks three times as long as `hard`. Every game tunes
# its own (`levels_of`); these are for a game that tunes nothing.
LEVELS: Final[dict[str, SearchSettings]] = {
    "easy": SearchSettings(iterations=100, rollout="random", horizon=20),
    "normal": SearchSettings(iterations=400, rollout="random", horizon=30),
    "hard": SearchSettings(iterations=1500, rollout="random", horizon=40),
    "strongest": SearchSettings(iterations=4500, rollout="random", horizon=40),
}


def levels_of(game: Game, players: int) -> dict[str, SearchSettings]:
    """The levels for this game at this many players: the defaults, replaced by the
    game's own tuning.

    A game tunes its levels as plain data (games never import the agents), e.g.
    `extras={"ismcts_levels": {"normal": {"iterations": 300, "rollout": "heuristic"}}}`;
    a level it names is built from `SearchSettings`' defaults and those values. A game
    whose solo search wants other settings names them all in `"ismcts_solo_levels"`,
    which then stands in for `"ismcts_levels"` when one seat plays.
    """
    levels = dict(LEVELS)
    tuned = game.extras.get("ismcts_solo_levels") if players == 1 else None
    for name, values in (tuned or game.extras.get("ismcts_levels", {})).items():
        levels[name] = SearchSettings(**values)
    return levels


def parse_settings(spec: str, game: Game, players: int) -> SearchSettings:
    """`ismcts`, `ismcts:hard`, `ismcts:iterations=2000:rollout=heuristic:horizon=30`;
    a level is the game's at this many players.

    Raises:
        ValueError: an unknown level or setting.
    """
    parts = spec.split(":")[1:]
    levels = levels_of(game, players)
    settings = levels["normal"]
    fields: dict[str, Any] = {}
    for part in parts:
        if not part:
            continue
        if "=" not in part:
            if part not in levels:
                raise ValueError(f"no ismcts level {part!r}; levels: {', '.join(levels)}")
            settings = levels[part]
            continue
        key, value = part.split("=", 1)
        if key in ("iterations", "horizon"):
            fields[key] = int(value)
        elif key in ("seconds", "exploration", "guide"):
            fields[key] = float(value)
        elif key == "normalize":
            if value not in ("yes", "no"):
                raise ValueError("normalize is yes or no")
            fields[key] = value == "yes"
        elif key == "rollout":
            if value not in ("random", "heuristic"):
                raise ValueError("rollout is random or heuristic")
            fields[key] = value
        else:
            raise ValueError(f"no ismcts setting {key!r}; settings: iterations, seconds, "
                             "rollout, horizon, exploration, guide, normalize")
    if "seconds" in fields:
        fields.setdefault("iterations", 0)
    return replace(settings, **fields)
