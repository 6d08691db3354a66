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


def test_realms_solo_6_the_place_prompt_names_the_card() -> None:
    """REALMS-SOLO-6: a Wild animal that misses its attack joins your kingdom; the prompt
    says which animal you are placing, not just "the card"."""
    from wildtable.games.wild_realms.zones import T_PLACE

    seen = 0
    for seed in range(30):
        s = GAME.new(players=1, seed=seed)
        rng = random.Random(seed)
        while not s.is_over and seen < 3:
            queue = s.queue  # type: ignore[attr-defined]
            if queue and queue[0][0] == T_PLACE:
                assert GAME.ask(s, 0) == f"Choose where {C.name(queue[0][2])} goes"
                seen += 1
            s.apply(rng.choice(s.legal_actions()))
        if seen >= 3:
            break
    assert seen >= 3
