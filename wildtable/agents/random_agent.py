"""The random agent: a uniform choice among the legal actions, from its own seeded stream."""

from __future__ import annotations

from ..engine import Action, InfoSet, Rng


class RandomAgent:
    name = "random"

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed)

    def act(self, info: InfoSet) -> Action:
        return self.rng.choice(info.legal)
