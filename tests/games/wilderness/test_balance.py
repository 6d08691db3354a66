"""Track lengths as options (WILD-OPT-2) and the counters a result reports (WILD-COUNT-1)."""

from __future__ import annotations

import pytest

from wildtable import BadOption
from wildtable.games.wilderness.board import (
    EVENTS,
    EXHAUSTION_TRACK,
    HUNGER_TRACK,
    SKULL,
    THIRST_TRACK,
)
from wildtable.games.wilderness.core import change_exhaustion
from wildtable.games.wilderness.state import WildState

from .helpers import GAME, do, flatten, new, run_tasks

C = 7  # an area of the first tile, as in test_nature


def board(players: int = 2, **options: int) -> WildState:
    st = GAME.new(players=players, seed=0, **options)
    assert isinstance(st, WildState)
    for h in st.hands:  # no reaction windows unless a test deals a card
        st.edisc += h
        h.clear()
    flatten(st)
    st.wline[-1] = 0  # Clear Skies
    st.tmark = 0
    return st


def test_wild_opt_2_defaults_are_the_designed_tracks() -> None:
    """WILD-OPT-2: by default the tracks are the designed ones, square for square."""
    st = new(players=2)
    assert list(st.etrack) == EXHAUSTION_TRACK and st.skull == SKULL
    assert list(st.ttrack) == THIRST_TRACK and list(st.htrack) == HUNGER_TRACK
    assert GAME.options["exhaustion_squares"] == 22
    assert GAME.options["thirst_hunger_squares"] == 11


def test_wild_opt_2_a_shorter_exhaustion_track_kills_sooner() -> None:
    """WILD-OPT-2: with 11 squares the skull comes at 11, with energy still 6 down to 3."""
    st = board(exhaustion_squares=11)
    assert st.skull == 11 and st.etrack[0] == 6 and st.etrack[-1] == 3
    assert sorted(set(st.etrack), reverse=True) == [6, 5, 4, 3]
    st.exh[1] = 9
    change_exhaustion(st, 1, 1)
    assert st.alive[1]
    change_exhaustion(st, 1, 1)
    assert not st.alive[1] and st.result().winners == [0]
    assert st.view(0)["seats"][0]["energy_per_turn"] == 6


def test_wild_opt_2_longer_need_tracks_cost_exhaustion_later() -> None:
    """WILD-OPT-2: 22 thirst/hunger squares double every stretch of the designed track."""
    st = board(thirst_hunger_squares=22)
    assert len(st.ttrack) == 22 and st.ttrack.index(1) == 2 * THIRST_TRACK.index(1)
    st.thirst[0] = 8  # Nature's turn makes it 9: the designed track reads 2 there,
    st.hunger[0] = 0  # the longer one still 0
    exh = st.exh[0]
    run_tasks(st, ("nat_health",))
    assert st.thirst[0] == 9 and st.exh[0] == exh + 1  # +1 for the turn only
    assert st.view(0)["tracks"]["thirst"][9] == 0


@pytest.mark.parametrize("bad", [{"exhaustion_squares": 7}, {"exhaustion_squares": 45},
                                 {"thirst_hunger_squares": 4}, {"thirst_hunger_squares": "x"}])
def test_wild_opt_2_refuses_track_lengths_out_of_range(bad: dict[str, object]) -> None:
    """WILD-OPT-2: lengths outside their range are refused, saying what is allowed."""
    with pytest.raises(BadOption, match="must be an integer from"):
        GAME.new(players=2, seed=1, **bad)


def test_wild_count_1_death_day_and_cause() -> None:
    """WILD-COUNT-1: the day and cause of each death; 0 and no cause for survivors."""
    st = board(players=3)
    st.wline.append(1)  # the second day
    st.exh[1] = SKULL - 1
    st.thirst[1], st.hunger[1] = 10, 0  # thirst adds 3 this Nature's turn
    run_tasks(st, ("nat_health",))
    d = st.result().details
    assert d["death_day"] == [0, 2, 0]
    assert d["went_first"] == [int(p == st.first) for p in range(3)]
    assert d["death_cause"]["thirst"] == [0, 1, 0]
    assert sum(v[1] for v in d["death_cause"].values()) == 1
    change_exhaustion(st, 2, SKULL, cause=6)  # a bear attack, as tally.CAUSES numbers it
    d = st.result().details
    assert d["death_day"] == [0, 2, 2] and d["death_cause"]["bear"] == [0, 0, 1]
    assert st.is_over and st.result().winners == [0]


def test_wild_count_1_attacks_and_events_played() -> None:
    """WILD-COUNT-1: attacks (and attacks won) per victim; Event sides played per seat."""
    st = board(players=1)
    st.pos = [C]
    st.apos[0] = C  # the first wolf
    run_tasks(st, ("animal", 0), rolls=[1, 1, 6])  # 2 against 6: the player wins
    d = st.result().details
    assert d["attacked"] == [1] and d["attacks_won"] == [1]
    st = board(players=1)
    st.pos = [C]
    st.apos[0] = C
    st.exh = [SKULL - 3]
    run_tasks(st, ("animal", 0), rolls=[6, 5, 3])  # 11 against 3: exhaustion +8
    d = st.result().details
    assert d["attacked"] == [1] and d["attacks_won"] == [0]
    assert d["death_cause"]["wolf"] == [1] and d["death_day"] == [1]
    st = board(players=2)
    water = next(i for i, c in enumerate(EVENTS) if c.name == "Water Skin")
    st.hands[0] = [water]
    st.thirst[0] = 6
    run_tasks(st)
    do(st, f"play {water} g")
    d = st.result().details
    assert d["played"]["water_skin"] == [1, 0] and d["played_against"]["water_skin"] == [0, 0]
    c = st.clone()
    c.tally[0] += 1
    assert c.tally != st.tally  # a clone counts on its own
