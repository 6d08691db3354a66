"""Game-independent agents and the names people use for them.

An agent spec is a name with optional settings after colons: `random`, `heuristic`,
`ismcts`, `ismcts:hard`, `ismcts:iterations=2000:rollout=heuristic`.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine import Agent, Game, WildtableError
from .ismcts import LEVELS, ISMCTSAgent, parse_settings
from .random_agent import RandomAgent

AGENT_NAMES = ("random", "heuristic", "ismcts")


@dataclass(frozen=True, slots=True)
class Bot:
    """A bot a person can seat, in the words the lobby and the seat labels use."""

    agent: str  # the spec
    words: str  # its level, as a person says it: "a fair fight"
    about: str  # one sentence on how it plays


# The bots people choose from, weakest first (docs/ai.md measures each step). The
# heuristic and random players stay for practice and for measuring.
BOTS = (
    Bot("random", "random moves", "Plays any legal move; for trying things out."),
    Bot("heuristic", "rules of thumb", "Plays at once by simple rules, without looking ahead."),
    Bot("ismcts:easy", "easy", "Looks a little ahead of the rules of thumb."),
    Bot("ismcts:normal", "a fair fight", "Looks further ahead, under a second a move."),
    Bot("ismcts:hard", "hard", "Looks further still, up to three seconds a move."),
    Bot("ismcts:strongest", "strongest", "Thinks longest; hard to beat."),
)
# What the lobby and the terminal seat when a person names no bot: the level meant to beat
# the heuristic. At two players every step up to it scores above the one below in every
# game; at three it met the heuristic and scored above it in Wild Realms, its interval
# above a coin's, and in Wilderness it was not shown to beat it (docs/ladder.md).
DEFAULT_BOT = "ismcts:normal"


def make_agent(spec: str, game: Game, seed: int, players: int) -> Agent:
    """An agent from its spec, for a game of `players` seats (a game may tune its levels
    for solo play).

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
            settings = parse_settings(spec.strip().lower(), game, players)
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
    """Raise WildtableError if the spec names no agent (at any player count: a spec
    means the same level at every count, if not the same settings)."""
    make_agent(spec, game, 0, game.info.max_players)


__all__ = ["AGENT_NAMES", "BOTS", "DEFAULT_BOT", "Bot", "ISMCTSAgent", "RandomAgent", "check_agent",
           "make_agent"]
