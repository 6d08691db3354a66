"""Property tests: random games on every option end cleanly, conserve every card and
token, and never show a seat what it may not know."""

from __future__ import annotations

import json
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from wildtable.engine import Rng
from wildtable.games.wilderness.board import EVENTS, EXTRAS, LAYOUTS, SICKNESS, TILES, WEATHER
from wildtable.games.wilderness.state import WildState

from .helpers import GAME


def check_conservation(s: WildState) -> None:
    events = Counter(s.edeck + s.edisc + [c for h in s.hands for c in h])
    assert events == Counter(range(len(EVENTS)))
    sick = Counter(s.sdeck + s.sdisc + [c for h in s.sick for c in h])
    assert sick == Counter(range(len(SICKNESS)))
    assert sorted(s.wdeck + s.wline) == list(range(len(WEATHER)))
    assert sorted(s.tiles + s.box) == list(range(len(TILES)))
    for i, (_, _, count) in enumerate(EXTRAS):
        assert s.extra_left[i] + s.overlay.count(i) == count
    assert len(s.apos) == 4 and len(s.pos) == s.players


def check_views(s: WildState) -> None:
    for seat in [None, *range(s.players)]:
        v = s.view(seat)
        text = json.dumps(v)
        for k in range(s.n):
            if not s.faceup[k]:
                assert TILES[s.tiles[k]].name not in text  # face-down tiles stay unseen
        for t in s.box:
            assert TILES[t].name not in text
        assert v["hand"] == ([] if seat is None else s.hands[seat])
        assert "edeck" not in v and "sdeck" not in v and "wdeck" not in v
        lay = LAYOUTS[s.n]
        for c in range(lay.village):
            if not s.faceup[c // 21]:
                assert v["terrain"][c] == "?"


@settings(max_examples=25, deadline=None)
@given(players=st.integers(1, 8), tiles=st.sampled_from([4, 6, 8]),
       seed=st.integers(0, 2**32))
def test_random_games_end_and_conserve_everything(players: int, tiles: int, seed: int) -> None:
    s = GAME.new(players=players, seed=seed, tiles=tiles)
    assert isinstance(s, WildState)
    rng = Rng(seed)
    n = 0
    while not s.is_over:
        s.apply(rng.choice(s.legal_actions()))
        n += 1
        if n % 7 == 0:
            check_conservation(s)
        if n % 29 == 0:
            check_views(s)
        assert n < GAME.info.max_decisions
    check_conservation(s)
    check_views(s)
    r = s.result()
    assert set(r.winners) <= set(range(players))
    if r.winners and "village" in r.reason:
        assert all(s.pos[w] == LAYOUTS[tiles].village for w in r.winners)


def test_determinize_hides_tiles_and_hands() -> None:
    s = GAME.new(players=3, seed=5)
    assert isinstance(s, WildState)
    seen_tiles, seen_hands = set(), set()
    for seed in range(8):
        d = s.determinize(0, seed)
        assert isinstance(d, WildState)
        assert d.view(0) == s.view(0)
        assert d.tiles[0] == s.tiles[0] and d.hands[0] == s.hands[0]
        seen_tiles.add(tuple(d.tiles))
        seen_hands.add(tuple(d.hands[1]))
    assert len(seen_tiles) > 1 and len(seen_hands) > 1


@settings(max_examples=6, deadline=None)
@given(players=st.integers(2, 5), tiles=st.sampled_from([4, 6, 8]), seed=st.integers(0, 2**20))
def test_bots_and_random_players_together_keep_every_card(players: int, tiles: int,
                                                          seed: int) -> None:
    from wildtable.agents.random_agent import RandomAgent
    from wildtable.engine import info_set
    from wildtable.games.wilderness.bots import HeuristicAgent

    s = GAME.new(players=players, seed=seed, tiles=tiles)
    assert isinstance(s, WildState)
    agents = [HeuristicAgent(seed + i) if i % 2 == 0 else RandomAgent(seed + i)
              for i in range(players)]
    n = 0
    while not s.is_over:
        seat = s.to_move
        assert seat is not None
        s.apply(agents[seat].act(info_set(s)))
        n += 1
        if n % 11 == 0:
            check_conservation(s)
    check_conservation(s)
    check_views(s)
