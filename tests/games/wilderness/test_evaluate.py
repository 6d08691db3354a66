"""The search's evaluation of a Wilderness position cut short (bots.evaluate)."""

from __future__ import annotations

import pytest

from wildtable.games.wilderness.board import LAYOUTS, hex_distance
from wildtable.games.wilderness.bots import RIVALS, SOLO, evaluate, standing

from .helpers import new


def nearer_area(st_n: int, here: int) -> int:
    """An area next to `here` one step nearer the village."""
    lay = LAYOUTS[st_n]
    village = lay.coords[lay.village]
    d = hex_distance(lay.coords[here], village)
    return next(nb for nb in lay.neigh[here]
                if nb >= 0 and nb != lay.village and hex_distance(lay.coords[nb], village) < d)


@pytest.mark.parametrize("players", [2, 3, 5])
def test_chances_are_shared_out_and_the_dead_have_none(players: int) -> None:
    st = new(players=players, empty_hands=False)
    chances = evaluate(st)
    assert sum(chances) == pytest.approx(1.0)
    assert chances == pytest.approx([1.0 / players] * players)  # everyone starts alike
    st.alive[1] = False
    chances = evaluate(st)
    assert chances[1] == 0.0 and sum(chances) == pytest.approx(1.0)


def test_a_seat_nearer_the_village_with_more_cards_stands_better() -> None:
    st = new(players=2, empty_hands=True)
    base = evaluate(st)[0]
    st.pos[0] = nearer_area(st.n, st.pos[0])
    nearer = evaluate(st)[0]
    assert nearer > base
    st.hands[0] = [0]
    assert evaluate(st)[0] > nearer  # a card held is worth keeping (RIVALS' Event cards)


def test_exhaustion_thirst_and_hunger_count_against() -> None:
    st = new(players=2)
    base = evaluate(st)[0]
    for field in ("exh", "thirst", "hunger"):
        worse = new(players=2)
        getattr(worse, field)[0] += 4
        assert evaluate(worse)[0] < base, field


def test_solo_is_a_chance_between_zero_and_one() -> None:
    st = new(players=1, empty_hands=False)
    fresh = evaluate(st)[0]
    assert 0.0 < fresh < 1.0
    st.exh[0] = st.skull - 1
    assert evaluate(st)[0] < fresh
    st.alive[0] = False
    assert evaluate(st) == [0.0]


def test_standing_reads_every_weighed_term() -> None:
    st = new(players=2)
    assert len(standing(st, 0)) == len(RIVALS) == len(SOLO)
