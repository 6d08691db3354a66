"""Long random games: nothing raises, every game ends, nothing is created or lost,
and no view shows another seat's hand or the deck order."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from wildtable.engine import Rng
from wildtable.games.war_of_the_wilds import cards as C
from wildtable.games.war_of_the_wilds.state import WotwState

from .helpers import GAME, all_cards, total_acorns

CHUNKS = 20
GAMES_PER_CHUNK = 100  # 2 000 random games in all


def check_conserved(s: WotwState) -> None:
    assert total_acorns(s) == C.ACORNS
    assert min(s.store) >= 0 and min(s.buried) >= 0 and s.wild >= 0
    resources = [s.piles[k] + sum(s.res[p][k] for p in range(s.players)) for k in range(4)]
    assert resources == [C.RESOURCE_CARDS] * 4
    assert all_cards(s) == list(range(C.DECK_SIZE))
    assert len(s.day_deck) + (s.day_card >= 0) == len(C.DAY_ID) - max(0, s.day - 1)


def check_views(s: WotwState) -> None:
    for seat in [None, *range(s.players)]:
        v = s.view(seat)
        assert "deck" not in v and v["deck_size"] == len(s.deck)
        for p in v["players"]:
            if p["seat"] != seat:
                assert p["hand"] is None
        if seat != s.acting:
            assert v["returned"] is None


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_two_thousand_random_games_conserve_everything(chunk: int) -> None:
    for i in range(GAMES_PER_CHUNK):
        seed = chunk * GAMES_PER_CHUNK + i
        players = 2 + seed % 3
        s = GAME.new(players=players, seed=seed, first_game=seed % 5 == 0)
        assert isinstance(s, WotwState)
        rng = Rng(seed)
        steps = 0
        while not s.is_over:
            s.apply(rng.choice(s.legal_actions()))
            steps += 1
            check_conserved(s)
            if steps % 97 == 0:
                check_views(s)
        assert s.day == 16
        winners = s.result().winners
        assert winners and all(s.buried[w] == max(s.buried) for w in winners)


@given(
    players=st.integers(2, 4),
    seed=st.integers(0, 2**32),
    first_game=st.booleans(),
    days=st.integers(1, 20),
    acorns=st.integers(1, 15),
)
def test_any_options_play_to_the_end(players: int, seed: int, first_game: bool, days: int,
                                     acorns: int) -> None:
    s = GAME.new(players=players, seed=seed, first_game=first_game, days=days,
                 acorns_per_player=acorns)
    assert isinstance(s, WotwState)
    rng = Rng(seed)
    while not s.is_over:
        s.apply(rng.choice(s.legal_actions()))
    check_conserved(s)
    assert s.day == days


def test_determinize_keeps_my_hand_and_public_zones() -> None:
    s = GAME.new(players=3, seed=4, first_game=True)
    rng = Rng(1)
    for _ in range(150):
        s.apply(rng.choice(s.legal_actions()))
    assert isinstance(s, WotwState)
    for seed in range(5):
        d = s.determinize(0, seed)
        assert isinstance(d, WotwState)
        assert d.hands[0] == s.hands[0] and d.row == s.row and d.army == s.army
        assert sorted(d.deck + d.hands[1] + d.hands[2]) == sorted(s.deck + s.hands[1] + s.hands[2])
