"""What the PettingZoo and Gymnasium adapters share: the observation space and text rendering."""

from __future__ import annotations

import numpy as np
from gymnasium import spaces as gs

from .match import Match


def observation_space(size: int, actions: int) -> gs.Dict:
    """{"observation": the encoding, every value in [0, 1]; "action_mask": 1 for legal ids}."""
    return gs.Dict({
        "observation": gs.Box(0.0, 1.0, (size,), np.float32),
        "action_mask": gs.Box(0, 1, (actions,), np.int8),
    })


def render_text(match: Match) -> str:
    """A spectator's picture of the table, as plain text."""
    from io import StringIO

    from rich.console import Console

    game = match.game
    if game.render is None:
        return str(match.state.view(None))
    out = StringIO()
    Console(file=out, width=100, color_system=None).print(game.render(match.state, None))
    return out.getvalue()
