"""Random games on every option combination: they end, keep every card, and leak nothing."""

from __future__ import annotations

import itertools
import json

from hypothesis import given
from hypothesis import strategies as st

from wildtable.engine import Rng
from wildtable.games.weavlings import cards as C
from wildtable.games.weavlings.setup import DIFFICULTIES
from wildtable.games.weavlings.state import WeavlingsState
from wildtable.games.weavlings.wilds import UP

from .helpers import GAME, every_card

ALL = list(range(C.N_CARDS))
COMBOS = list(itertools.product(DIFFICULTIES, (False, True), ("wayfinder", "warden"),
                                (False, True), (False, True), (False, True)))


def hidden_ids(s: WeavlingsState) -> set[int]:
    return set(s.deck) | set(s.removed) | {c for i, c in enumerate(s.cell)
                                            if c >= 0 and s.face[i] != UP}


def check(s: WeavlingsState) -> None:
    assert sorted(every_card(s)) == ALL, "a card was lost or duplicated"
    v = s.view(0)
    secret = hidden_ids(s)
    named = {int(k) for k in v["names"]}
    assert not named & secret, "the view names a face-down or deck card"
    assert not set(v["hand"] + v["discard"] + v["banished"]) & secret
    assert len(json.dumps(v)) > 0


def random_game(seed: int, options: dict[str, object], steps: int = 100_000) -> WeavlingsState:
    s = GAME.new(players=1, seed=seed, **options)
    assert isinstance(s, WeavlingsState)
    r = Rng(seed * 7 + 1)
    n = 0
    check(s)
    while not s.is_over and n < steps:
        s.apply(r.choice(s.legal_actions()))
        n += 1
        check(s)
    assert n <= GAME.info.max_decisions
    return s


def test_every_option_combination_plays_to_an_end_keeping_every_card() -> None:
    for k, (diff, clear, trapper, first, baubles, predators) in enumerate(COMBOS):
        s = random_game(k, {"difficulty": diff, "clear_skies": clear, "trapper": trapper,
                            "first_game": first, "baubles": baubles,
                            "predators": predators})
        assert s.is_over and s.result().reason


def test_chosen_trap_selections_play_to_an_end() -> None:
    for k, traps in enumerate(("drakeshot,aroma,switcheroo", "elixir,wrecker,shaker,talisman",
                               "scarecrow,idol,clamp,poppet")):
        s = random_game(k, {"baubles": True, "traps": traps})
        assert s.is_over


@given(seed=st.integers(0, 2**32), combo=st.sampled_from(COMBOS))
def test_random_games_conserve_cards_and_views_leak_nothing(
    seed: int, combo: tuple[str, bool, str, bool, bool, bool]
) -> None:
    diff, clear, trapper, first, baubles, predators = combo
    random_game(seed, {"difficulty": diff, "clear_skies": clear, "trapper": trapper,
                       "first_game": first, "baubles": baubles, "predators": predators})


def test_determinized_states_keep_the_view_and_every_card() -> None:
    s = random_game(3, {"difficulty": "hard+3"}, steps=12)
    for seed in range(5):
        d = s.determinize(0, seed)
        assert isinstance(d, WeavlingsState)
        assert d.view(0) == s.view(0)
        assert sorted(every_card(d)) == ALL
        assert all(C.KIND[c] == C.SPIRIT for c in d.removed)
