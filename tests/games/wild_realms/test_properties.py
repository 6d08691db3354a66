"""Properties of whole random games: they end, every card is conserved, views leak nothing."""

from __future__ import annotations

import json
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from wildtable.engine import Rng
from wildtable.games.wild_realms import cards as C
from wildtable.games.wild_realms.state import WildState

from .helpers import GAME


def all_cards(s: WildState) -> Counter[int]:
    """Every player card token in every zone (a token may only ever be in one)."""
    seen: Counter[int] = Counter()
    for p in range(s.players):
        for zone in (s.deck[p], s.hand[p], s.disc[p], s.alliance[p]):
            seen.update(zone)
    for i in range(4 * s.players):
        seen.update(s.dfn[i])
        if s.realm[i] >= 0:
            seen[s.realm[i]] += 1
    seen.update(w for w in s.wild if w >= 0)
    return seen


def expected(players: int) -> Counter[int]:
    if players == 1:
        cards = list(range(C.UNLEASH0)) + list(range(C.INTO0, C.PER_OWNER))
        return Counter(cards)
    unleash = 6 - players
    return Counter(p * C.PER_OWNER + c for p in range(players)
                   for c in range(C.UNLEASH0 + unleash))


def check(s: WildState) -> None:
    assert all_cards(s) == expected(s.players)
    legends = s.ldeck + s.ldisc + [x[0] for x in s.lasting]
    legends += [t[2] for t in s.queue if t[0] == 4]  # revealed, effect not chosen yet
    assert sorted(legends) == ([] if s.players == 1 else list(range(12)))
    assert sorted(s.wdeck + s.wdisc) == (list(range(22)) if s.players == 1 else [])
    for i in range(4 * s.players):
        assert s.realm[i] >= 0 or not s.dfn[i], "defenders without a realm"
        if s.locked[i]:
            assert len(s.dfn[i]) == 5
    for p in range(s.players):
        if s.to_move is not None and (s.phase < 3 or s.active != p):
            assert len(s.alliance[p]) <= 5


def random_game(players: int, seed: int, every: int = 1) -> WildState:
    s = GAME.new(players=players, seed=seed)
    assert isinstance(s, WildState)
    rng = Rng(seed * 31 + 7)
    n = 0
    while not s.is_over:
        s.apply(rng.choice(s.legal_actions()))
        n += 1
        if n % every == 0:
            check(s)
    check(s)
    return s


@settings(max_examples=8, deadline=None)
@given(players=st.integers(min_value=1, max_value=4), seed=st.integers(0, 2**32))
def test_random_games_end_and_conserve_every_card(players: int, seed: int) -> None:
    s = random_game(players, seed)
    r = s.result()
    assert s.is_over and set(r.winners) <= set(range(players)) and r.reason


@settings(max_examples=6, deadline=None)
@given(players=st.integers(min_value=2, max_value=4), seed=st.integers(0, 2**32))
def test_views_never_show_hidden_cards(players: int, seed: int) -> None:
    s = GAME.new(players=players, seed=seed)
    assert isinstance(s, WildState)
    rng = Rng(seed)
    for step in range(400):
        if s.is_over:
            break
        s.apply(rng.choice(s.legal_actions()))
        if step % 25:
            continue
        for seat in range(players):
            v = s.view(seat)
            text = json.dumps(v)
            assert "deck\"" not in text.replace("deck_count", "")
            for q in range(players):
                shown = v["seats"][q]["hand"]
                assert (shown == s.hand[q]) if q == seat else shown is None
            for e in s.events(seat):
                assert e.seats is None or seat in e.seats
        assert all(st_["hand"] is None for st_ in s.view(None)["seats"])


def test_determinized_samples_keep_own_hand_and_move_others() -> None:
    s = GAME.new(players=3, seed=5)
    assert isinstance(s, WildState)
    d = s.determinize(0, 1)
    assert isinstance(d, WildState)
    assert d.hand[0] == s.hand[0]
    assert sorted(d.hand[1] + d.deck[1]) == sorted(s.hand[1] + s.deck[1])
    assert any(d.hand[q] != s.hand[q] for q in (1, 2))

