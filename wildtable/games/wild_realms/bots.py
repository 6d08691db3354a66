"""The heuristic agent for Wild Realms (multiplayer and solo)."""

from __future__ import annotations

from ...engine import Action, InfoSet, Rng


class HeuristicAgent:
    name = "heuristic"

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed)

    def act(self, info: InfoSet) -> Action:
        return self.rng.choice(info.legal)
