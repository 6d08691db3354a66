"""Wild Realms in words: Legendary effects and forced discards say what they do."""

from __future__ import annotations

import random

from wildtable.games.wild_realms import GAME
from wildtable.games.wild_realms import cards as C
from wildtable.games.wild_realms.effects import LEGEND_EFFECTS


def test_realms_legend_1_each_effect_choice_reads_as_its_effect() -> None:
    """REALMS-LEGEND-1: unleashing a Legendary offers its two effects, in their words."""
    found = 0
    for seed in range(40):
        s = GAME.new(players=2, seed=seed)
        rng = random.Random(seed)
        while not s.is_over and found < 3:
            acts = s.legal_actions()
            if acts[0].verb == "effect":
                legend = s.queue[0][2]  # type: ignore[attr-defined]
                for k, a in enumerate(acts):
                    text = LEGEND_EFFECTS[C.LEGEND_EFFECT_IDS[legend][k]][0].rstrip(".")
                    assert GAME.label(s, a) == f"Unleash: {text}"
                assert C.LEGEND_NAMES[legend] in GAME.ask(s, s.to_move)
                found += 1
            s.apply(rng.choice(acts))
        if found >= 3:
            break
    assert found >= 3
