"""Play one whole game between agents."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..engine import Agent, Game, State, WildtableError, info_set


def play_game(
    game: Game,
    agents: Sequence[Agent],
    seed: int,
    options: dict[str, Any] | None = None,
) -> State:
    """Play a game from seed to end, one agent per seat, and return the final state.

    Raises:
        WildtableError: the game runs past its declared maximum length (a bug).
    """
    state = game.new(players=len(agents), seed=seed, **(options or {}))
    limit = game.info.max_decisions
    decisions = 0
    while state.to_move is not None:
        state.apply(agents[state.to_move].act(info_set(state)))
        decisions += 1
        if decisions > limit:
            raise WildtableError(f"{game.id} seed {seed} ran past {limit} decisions")
    return state
