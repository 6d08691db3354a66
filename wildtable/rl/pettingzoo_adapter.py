"""PettingZoo adapters: an AEC environment for every game with spaces, and a parallel one.

Agents are "player_0".."player_{n-1}" (seat i is player_i). Observations are dicts
{"observation": float32 vector, "action_mask": int8 vector}; the mask is all zeros for
an agent that is not to move. Rewards come only at the end (see `spaces.returns`).
"""

from __future__ import annotations

from typing import Any

from gymnasium import spaces as gs
from pettingzoo import AECEnv, ParallelEnv

from ..engine import Game
from .common import observation_space, render_text
from .match import Match


def agent_name(seat: int) -> str:
    return f"player_{seat}"


class WildtableAEC(AECEnv):  # type: ignore[misc]
    """A game as a PettingZoo AEC environment; build it with `pettingzoo_env`.

    `max_cycles` gives each agent that many decisions: an agent that has made them is
    truncated, and until every agent is, the decisions that still fall to its seat
    (a turn here is often a run of one seat's decisions) are played by a legal action
    from the match's seeded stream. Where seats take one decision each in turn, as in
    War of the Wilds, that is the usual cut-off after max_cycles rounds.
    """

    metadata: dict[str, Any] = {"render_modes": ["ansi"], "is_parallelizable": False}  # noqa: RUF012

    def __init__(self, game: Game | str, players: int | None = None, *,
                 render_mode: str | None = None, max_cycles: int | None = None,
                 on_illegal: str = "lose", **options: Any) -> None:
        super().__init__()
        self.match = Match(game, players, options, on_illegal)
        if render_mode not in (None, "ansi"):
            raise ValueError(f"render_mode={render_mode!r}: only 'ansi' is offered")
        if max_cycles is not None and max_cycles < 1:
            raise ValueError(f"max_cycles={max_cycles}: must be at least 1")
        self.render_mode = render_mode
        self.max_cycles = max_cycles
        sp = self.match.spaces
        self.metadata = {**self.metadata, "name": f"wildtable_{sp.game.id.replace('-', '_')}"}
        self.possible_agents = [agent_name(p) for p in range(self.match.players)]
        self._seat = {a: p for p, a in enumerate(self.possible_agents)}
        self.observation_spaces = {a: observation_space(sp.observation_size, sp.num_actions)
                                   for a in self.possible_agents}
        self.action_spaces = {a: gs.Discrete(sp.num_actions) for a in self.possible_agents}
        self.decisions = 0
        self.made = [0] * self.match.players  # decisions per seat, for max_cycles
        self.agents: list[str] = []
        self._flagged: str | None = None  # the agent whose info says "illegal"

    def observation_space(self, agent: str) -> gs.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> gs.Space[Any]:
        return self.action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        self.match.reset(seed)
        self.decisions = 0
        self.made = [0] * self.match.players
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self._flagged = None
        self.agent_selection = self._to_move()
        self._note_legal_ids()

    def _note_legal_ids(self) -> None:
        """The mover's info carries its legal ids: scanning a 9 000-long mask for its
        few ones costs an agent more than a decision of the game."""
        if not self.match.over:
            self.infos[self.agent_selection] = {"legal_ids": list(self.match.legal_ids())}

    def _to_move(self) -> str:
        seat = self.match.state.to_move
        return self.possible_agents[0 if seat is None else seat]

    def observe(self, agent: str) -> dict[str, Any]:
        # `last()` calls this once per decision for the mover only: the one encoding
        # a learner needs (other agents' observations are made only when asked).
        return self.match.observe(self._seat[agent])

    def step(self, action: int | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if action is None:
            raise ValueError(f"{agent} is to move: None is only for agents that are done")
        self._cumulative_rewards[agent] = 0.0
        match = self.match
        legal = match.step(int(action))
        self.decisions += 1
        # Each step's infos are empty but for the mover's legal ids and an "illegal"
        # flag for this step's agent. Only the mover's info held anything, so only
        # the entries that held something are replaced: with new dicts, never changed
        # ones, since callers may keep what `last()` returned.
        infos = self.infos
        if self._flagged is not None:
            if self._flagged in infos:  # not if it has since been truncated and removed
                infos[self._flagged] = {}
            self._flagged = None
        info: dict[str, Any] = {}
        infos[agent] = info
        if not legal:
            info["illegal"] = True
            self._flagged = agent
        if self.max_cycles is not None:
            self._count_decision(agent)
        seat = match.state.to_move
        if seat is None or match.forfeit is not None:
            self._finish(agent)
            return
        # Rewards come only at the end: while the game goes on they stay the zeros
        # `reset` set, and adding them to the cumulative ones would change nothing.
        mover = self.agent_selection = self.possible_agents[seat]
        if mover in infos:
            if mover == agent:
                info["legal_ids"] = list(match.legal_ids())  # not handed out yet
            else:
                infos[mover] = {"legal_ids": list(match.legal_ids())}
        if self.max_cycles is not None:
            self._deads_step_first()  # truncated agents take their last step first

    def _count_decision(self, agent: str) -> None:
        """max_cycles: truncate an agent that has made its decisions, then play the
        seats that have none left until one that has is to move (or none has)."""
        seat = self._seat[agent]
        budget = self.max_cycles
        assert budget is not None
        self.made[seat] += 1
        if self.made[seat] >= budget:
            self.truncations[agent] = True
        made, match = self.made, self.match
        if all(n >= budget for n in made):
            return
        while match.forfeit is None:
            to_move = match.state.to_move
            if to_move is None or made[to_move] < budget:
                return
            match.play_fallback()

    def _finish(self, agent: str) -> None:
        """The game is over: every agent still here is terminated with its return."""
        returns = self.match.returns()
        self.rewards = {a: returns[self._seat[a]] for a in self.agents}
        self.terminations = dict.fromkeys(self.agents, True)
        selection = agent if self.match.forfeit is not None else self._to_move()
        self.agent_selection = selection if selection in self.rewards else self.agents[0]
        self._accumulate_rewards()

    def render(self) -> str | None:
        if self.render_mode is None:
            return None
        return render_text(self.match)

    def close(self) -> None:
        pass


class WildtableParallel(ParallelEnv):  # type: ignore[misc]
    """The AEC game as a parallel environment: each step carries out the action of the
    agent to move; the others' actions are ignored (they have nothing to decide).

    Here a cycle is one step, so `max_cycles` truncates after that many decisions.
    """

    def __init__(self, aec: WildtableAEC, max_cycles: int | None = None) -> None:
        if max_cycles is not None and max_cycles < 1:
            raise ValueError(f"max_cycles={max_cycles}: must be at least 1")
        self.aec = aec
        self.max_cycles = max_cycles
        self.steps = 0
        self.metadata = aec.metadata
        self.possible_agents = aec.possible_agents
        self.render_mode = aec.render_mode
        self.agents: list[str] = []

    def observation_space(self, agent: str) -> gs.Space[Any]:
        return self.aec.observation_space(agent)

    def action_space(self, agent: str) -> gs.Space[Any]:
        return self.aec.action_space(agent)

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None
              ) -> tuple[dict[str, Any], dict[str, dict[str, Any]]]:
        self.aec.reset(seed, options)
        self.steps = 0
        self.agents = self.aec.agents[:]
        infos = {a: dict(self.aec.infos[a]) for a in self.agents}  # the mover's legal ids
        return {a: self.aec.observe(a) for a in self.agents}, infos

    def step(self, actions: dict[str, Any]) -> tuple[dict[str, Any], dict[str, float],
                                                     dict[str, bool], dict[str, bool],
                                                     dict[str, dict[str, Any]]]:
        aec = self.aec
        mover = aec.agent_selection
        if mover not in actions:
            raise ValueError(f"{mover} is to move and has no action in {sorted(actions)}")
        aec.step(actions[mover])
        self.steps += 1
        agents = self.agents
        if self.max_cycles is not None and self.steps >= self.max_cycles:
            aec.truncations = {a: not aec.terminations[a] for a in agents}
        obs = {a: aec.observe(a) for a in agents}
        rewards = {a: float(aec.rewards[a]) for a in agents}
        terms = {a: aec.terminations[a] for a in agents}
        truncs = {a: aec.truncations[a] for a in agents}
        infos = {a: dict(aec.infos[a]) for a in agents}
        self.agents = [a for a in agents if not (terms[a] or truncs[a])]
        return obs, rewards, terms, truncs, infos

    def render(self) -> str | None:
        return self.aec.render()

    def close(self) -> None:
        pass


def pettingzoo_env(game: Game | str, players: int | None = None, **options: Any) -> WildtableAEC:
    """A PettingZoo AEC environment for a game with spaces.

    Args:
        game: a game or its id.
        players: seats (default: the fewest the game allows).
        options: the game's variant options, plus `render_mode`, `max_cycles` and
            `on_illegal` ("lose", "random" or "raise"; see `Match`).

    Raises:
        NotSupported: the game has no spaces yet.
        BadOption: a player count or option the game does not allow.
    """
    return WildtableAEC(game, players, **options)


def pettingzoo_parallel_env(game: Game | str, players: int | None = None,
                            **options: Any) -> WildtableParallel:
    """The same game as a PettingZoo parallel environment (one mover per step)."""
    max_cycles = options.pop("max_cycles", None)
    return WildtableParallel(WildtableAEC(game, players, **options), max_cycles)
