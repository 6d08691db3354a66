"""A check every game's fast observation path shares: what `determinize` resamples for a
seat is hidden from that seat, so its encoding must not move."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

import numpy as np
import numpy.typing as npt

from wildtable.engine import State

Vector = npt.NDArray[np.float32]


def resampled_states_encode_alike(states: Iterable[State], players: int,
                                  observe_state: Callable[[Any, int, Vector], None],
                                  size: int, check: Callable[[Any, int, Vector], None],
                                  every: int) -> int:
    """For every `every`-th state and each seat: the state resampled for that seat encodes
    the same for it (and passes `check`). Returns how many encodings for the other seats
    did change, which the caller asserts is above 0: their own hands were redrawn, so the
    comparison can fail."""
    out = np.empty(size, np.float32)
    mine = np.empty(size, np.float32)
    changed = 0
    for i, state in enumerate(states):
        if i % every:
            continue
        for seat in range(players):
            other = state.determinize(seat, i)
            observe_state(state, seat, mine)
            observe_state(other, seat, out)
            assert np.array_equal(out, mine)
            check(other, seat, out)
            for peer in range(players):
                if peer != seat:
                    observe_state(other, peer, out)
                    observe_state(state, peer, mine)
                    changed += not np.array_equal(out, mine)
    return changed
