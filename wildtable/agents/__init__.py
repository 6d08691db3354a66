"""Game-independent agents and the names people use for them.

An agent spec is a name with optional settings after colons: `random`, `heuristic`,
`ismcts`, `ismcts:hard`, `ismcts:iterations=2000:rollout=heuristic`.
"""

from __future__ import annotations

from ..engine import Agent, Game, WildtableError
from .ismcts import LEVELS, ISMCTSAgent, parse_settings
from .random_agent import RandomAgent

AGENT_NAMES = ("random", "heuristic", "ismcts")


def make_agent(spec: str, game: Game, seed: int) -> Agent:
    """An agent from its spec.

    Raises:
        WildtableError: the name or a setting is unknown.
    """
    name = spec.strip().lower().split(":", 1)[0]
    if name == "random" and spec.strip() == "random":
        return RandomAgent(seed)
    if name == "heuristic" and spec.strip() == "heuristic":
        return game.heuristic(seed)
    if name == "ismcts":
        try:
            settings = parse_settings(spec.strip().lower(), game)
        except ValueError as e:
            raise WildtableError(f"agent {spec!r}: {e}") from None
        agent = ISMCTSAgent(game, seed, settings)
        agent.name = spec.strip()
        return agent
    raise WildtableError(
        f"no agent {spec!r}; agents: random, heuristic, ismcts, "
        + ", ".join(f"ismcts:{level}" for level in LEVELS)
        + ", ismcts:iterations=N"
    )


def check_agent(spec: str, game: Game) -> None:
    """Raise WildtableError if the spec names no agent."""
    make_agent(spec, game, 0)


__all__ = ["AGENT_NAMES", "ISMCTSAgent", "RandomAgent", "check_agent", "make_agent"]
