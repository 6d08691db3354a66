"""Game-independent agents and the names people use for them (`random`, `heuristic`)."""

from __future__ import annotations

from ..engine import Agent, Game, WildtableError
from .random_agent import RandomAgent

AGENT_NAMES = ("random", "heuristic")


def make_agent(spec: str, game: Game, seed: int) -> Agent:
    """An agent from its name.

    Raises:
        WildtableError: the name is unknown.
    """
    name = spec.strip().lower()
    if name == "random":
        return RandomAgent(seed)
    if name == "heuristic":
        return game.heuristic(seed)
    raise WildtableError(f"no agent {spec!r}; agents: {', '.join(AGENT_NAMES)}")


__all__ = ["AGENT_NAMES", "RandomAgent", "make_agent"]
