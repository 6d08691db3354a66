"""Gymnasium: one learner's seat as a single-agent environment.

In a solo game the learner plays alone. In a multiplayer game the other seats are
fixed agents (`opponents`, specs such as "heuristic", "random", "ismcts:easy"),
which move inside `step` until the learner must decide again or the game ends.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, SupportsFloat

import gymnasium as gym
import numpy as np

from ..engine import Agent, Game, Rng, info_set
from .common import observation_space, render_text
from .match import Match
from .spaces import spaces_of, supported_games

Obs = dict[str, Any]


class WildtableEnv(gym.Env[Obs, np.int64]):
    """A game from one seat's side: observations {"observation", "action_mask"}.

    The reward is 0 until the end, then +1 for a sole win, 0 for a shared one and -1
    for a loss; `info["action_mask"]` repeats the mask for libraries that look there,
    and `info["legal_ids"]` lists its ones (cheaper than scanning the mask).
    """

    metadata: dict[str, Any] = {"render_modes": ["ansi"]}  # noqa: RUF012 (as gym.Env declares it)

    def __init__(self, game: Game | str, players: int | None = None, *, seat: int = 0,
                 opponents: str | Sequence[str] = "heuristic", on_illegal: str = "lose",
                 render_mode: str | None = None, **options: Any) -> None:
        self.match = Match(game, players, options, on_illegal)
        n = self.match.players
        if not 0 <= seat < n:
            raise ValueError(f"seat={seat}: seats are 0..{n - 1}")
        if render_mode not in (None, "ansi"):
            raise ValueError(f"render_mode={render_mode!r}: only 'ansi' is offered")
        specs = [opponents] * (n - 1) if isinstance(opponents, str) else list(opponents)
        if len(specs) != n - 1:
            raise ValueError(f"{n} players need {n - 1} opponents, not {len(specs)}")
        from ..agents import check_agent

        for spec in specs:
            check_agent(spec, self.match.game)
        self.seat = seat
        self.opponent_specs = specs
        self.render_mode = render_mode
        self._opponents: dict[int, Agent] = {}
        sp = self.match.spaces
        self.observation_space = observation_space(sp.observation_size, sp.num_actions)
        self.action_space = gym.spaces.Discrete(sp.num_actions)

    def _obs(self) -> Obs:
        return self.match.observe(self.seat)

    def _deal_opponents(self, seed: int) -> None:
        from ..agents import make_agent

        seeds = Rng(seed)
        others = [p for p in range(self.match.players) if p != self.seat]
        self._opponents = {p: make_agent(spec, self.match.game, seeds.below(1 << 62),
                                         self.match.players)
                           for p, spec in zip(others, self.opponent_specs, strict=True)}

    def _play_opponents(self) -> None:
        match, seat, opponents = self.match, self.seat, self._opponents
        state = match.state
        while (p := state.to_move) is not None and p != seat:
            match.play(opponents[p].act(info_set(state)))

    def reset(self, *, seed: int | None = None, options: dict[str, Any] | None = None
              ) -> tuple[Obs, dict[str, Any]]:
        super().reset(seed=seed)
        state = self.match.reset(seed)
        self._deal_opponents(state.seed ^ 0xA6E7)
        self._play_opponents()
        obs = self._obs()
        return obs, self._info(obs)

    def _info(self, obs: Obs) -> dict[str, Any]:
        return {"action_mask": obs["action_mask"], "legal_ids": list(self.match.legal_ids())}

    def step(self, action: np.int64 | int) -> tuple[Obs, SupportsFloat, bool, bool,
                                                    dict[str, Any]]:
        match = self.match
        legal = match.step(int(action))
        state = match.state
        if match.forfeit is None and state.to_move is not None and state.to_move != self.seat:
            self._play_opponents()
        over = match.forfeit is not None or match.state.to_move is None
        reward = match.returns()[self.seat] if over else 0.0
        obs = match.observe(self.seat)
        info = {"action_mask": obs["action_mask"], "legal_ids": list(match.legal_ids())}
        if not legal:
            info["illegal"] = True
        return obs, reward, over, False, info

    def render(self) -> str | None:
        if self.render_mode is None:
            return None
        return render_text(self.match)


def env_id(game_id: str) -> str:
    """The Gymnasium id of a game: "war-of-the-wilds" -> "wildtable/WarOfTheWilds-v0"."""
    return "wildtable/" + "".join(w.capitalize() for w in game_id.split("-")) + "-v0"


def register_envs() -> list[str]:
    """Register one Gymnasium id per game with spaces; return the ids.

    A game that allows 1 player is registered solo; any other plays its fewest seats
    against heuristic opponents. `gymnasium.make(id, players=3, opponents="random")`
    changes either.
    """
    import wildtable

    ids: list[str] = []
    for game_id in supported_games():
        game = wildtable.game(game_id)
        spaces_of(game)  # fails loudly here, not at make time, if a game's spaces are bad
        kwargs: dict[str, Any] = {"game": game_id, "players": game.seats.start}
        name = env_id(game_id)
        if name not in gym.registry:
            gym.register(name, entry_point="wildtable.rl.gymnasium_adapter:WildtableEnv",
                         kwargs=kwargs, max_episode_steps=None)
        ids.append(name)
    return ids
