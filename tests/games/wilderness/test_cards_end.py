"""Event cards and their reaction windows, Sickness cards, and the end of the game."""

from __future__ import annotations

from wildtable.games.wilderness.board import (
    EVENTS,
    EXTRAS,
    LAYOUTS,
    SICKNESS,
    SKULL,
    THIRST_TRACK,
)
from wildtable.games.wilderness.core import draw_events, draw_sickness
from wildtable.games.wilderness.state import WildState

from .helpers import ScriptedRng, begin_turn, do, flatten, legal, new, river, set_terrain
from .test_nature import run

C, E = 7, 8


def board(players: int = 2) -> WildState:
    st = new(players=players)
    flatten(st)
    st.wline[-1] = 0
    st.tmark = 0
    st.pos = [C] * players
    return st


def card(name: str) -> int:
    return next(i for i, c in enumerate(EVENTS) if c.name == name)


def near_village(st: WildState, players: int) -> tuple[int, int]:
    lay = LAYOUTS[st.n]
    corner = next(x for x in lay.neigh[lay.village] if x >= 0)
    st.pos = [corner] * players
    return corner, lay.neigh[corner].index(lay.village) + 1


def test_wild_event_1_draws_and_reshuffle() -> None:
    """WILD-EVENT-1."""
    st = board(players=1)
    st.edisc = st.edeck[:]
    st.edeck = [st.edisc.pop()]
    n = len(st.edisc)
    draw_events(st, 0, 3)
    assert len(st.hands[0]) == 3 and len(st.edeck) == n - 2 and st.edisc == []
    assert any(e.kind == "shuffle" for e in st.events(None))
    private = [e for e in st.events(0) if e.kind == "card"][-3:]
    assert [e.data["card"] for e in private] == st.hands[0]
    assert all(e.seats == (0,) for e in private)
    assert not any(e.kind == "card" for e in st.events(None))


def test_wild_event_2_one_side_only() -> None:
    """WILD-EVENT-2."""
    st = board()
    st.thirst = [6, 0]
    w = card("Water Skin")
    st.hands[0] = [w]
    begin_turn(st, 0)
    assert f"play {w} g" in legal(st) and f"play {w} b 1" in legal(st)
    do(st, f"play {w} g")
    assert st.thirst == [0, 0] and st.hands[0] == [] and st.edisc[-1] == w
    st = board()
    st.hands[0] = [w]
    begin_turn(st, 0)
    do(st, f"play {w} b 1")
    assert st.thirst == [2, 4]  # the opponent +2; nothing for the player
    assert not any(a.startswith("play") for a in legal(st))


def test_wild_event_3_windows_skip_empty_seats() -> None:
    """WILD-EVENT-3."""
    st = board(players=3)
    herbs, wind = card("Healing Herbs"), card("Second Wind")
    st.exh = [2, 2, 6]
    st.hands = [[], [wind], [herbs]]
    begin_turn(st, 0)
    # The start of seat 0's turn: seat 1 may play Second Wind's bad side on it.
    assert st.to_move == 1 and legal(st) == [f"play {wind} b 0", "pass"]
    do(st, f"play {wind} b 0")
    assert st.energy == 4
    # Seat 2's Healing Herbs (good side, any time) gives it a decision there too.
    assert st.to_move == 2 and legal(st) == [f"play {herbs} g", f"play {herbs} b 0",
                                             f"play {herbs} b 1", "pass"]
    do(st, "pass")
    assert st.to_move == 0
    do(st, "rest")
    # After the action only seat 2 holds a playable card; seat 1 is skipped.
    assert st.to_move == 2
    do(st, "pass")
    assert st.to_move == 0
    # One card between two actions on one's own turn.
    st.hands[0] = [herbs + 1, card("Campfire")]
    st.exh[0] = 5
    st._legal = None
    do(st, f"play {herbs + 1} g")
    assert not any(a.startswith("play") for a in legal(st))


def test_wild_event_4_dead_play_nothing() -> None:
    """WILD-EVENT-4."""
    st = board(players=3)
    herbs = card("Healing Herbs")
    st.hands = [[], [herbs], []]
    st.exh[1] = 6
    st.alive[1] = False
    begin_turn(st, 0)
    assert st.to_move == 0
    do(st, "rest")
    assert st.to_move == 0  # seat 1 is dead: no window for it


def test_wild_event_5_raft() -> None:
    """WILD-EVENT-5."""
    st = board(players=1)
    set_terrain(st, E, "L")
    river(st, C, 2)
    raft = card("Raft")
    st.hands[0] = [raft]
    begin_turn(st, 0)
    assert "move 2" not in legal(st)
    do(st, f"play {raft} g")
    do(st, "move 2")
    assert st.pos[0] == E and st.energy == 4
    do(st, "move 5", "move 3")  # back, then across the river at no extra cost
    assert st.pos[0] == 12 and st.energy == 0


def test_wild_event_6_companion() -> None:
    """WILD-EVENT-6."""
    st = board(players=3)
    _corner, d = near_village(st, 3)
    st.pos[2] = C
    comp = card("Companion")
    st.hands[0] = [comp]
    begin_turn(st, 0)
    do(st, f"play {comp} g")
    assert st.comp == [1] and st.energy == 7
    do(st, f"move {d}")
    assert st.pos[:2] == [LAYOUTS[st.n].village] * 2
    do(st, "done")
    assert st.is_over and st.result().winners == [0, 1]
    assert "reached the village" in st.result().reason


def test_wild_event_7_turned_away() -> None:
    """WILD-EVENT-7."""
    st = board(players=2)
    corner, d = near_village(st, 2)
    away = card("Turned Away")
    st.hands[1] = [away]
    begin_turn(st, 0)
    assert st.to_move == 1 and legal(st) == [f"play {away} g", "pass"]  # draw 2, any time
    do(st, "pass")
    do(st, f"move {d}")
    assert st.to_move == 1 and f"play {away} b 0" in legal(st)
    do(st, f"play {away} b 0")
    assert st.pos[0] == corner and not st.is_over
    do(st, "done")
    assert not st.is_over


def test_wild_event_8_extra_terrain() -> None:
    """WILD-EVENT-8."""
    st = board(players=1)
    clearing = card("Clearing")
    set_terrain(st, E, "M")
    st.hands[0] = [clearing]
    begin_turn(st, 0)
    st.rng = ScriptedRng([2])
    do(st, f"play {clearing} g")
    assert st.terr[E] == 0 and st.overlay[E] == 0 and st.extra_left[0] == EXTRAS[0][2] - 1
    assert st.view(0)["extra_areas"] == {str(E): "Meadow"}
    assert sum(e[2] for e in EXTRAS) == 7


def test_wild_sick_1_immediate() -> None:
    """WILD-SICK-1."""
    fever = next(i for i, c in enumerate(SICKNESS) if c.name == "Fever")
    st = board(players=1)
    st.sdeck = [fever]
    draw_sickness(st, 0)
    assert st.exh[0] == 4 and st.sdisc == [fever] and st.sick[0] == []
    st = board(players=2)
    st.sdeck = [fever]
    moss = card("Mosquitoes")
    st.hands[0] = [moss]
    begin_turn(st, 0)
    do(st, f"play {moss} b 1")
    assert st.exh[1] == 4


def test_wild_sick_2_lasting_until_discarded() -> None:
    """WILD-SICK-2."""
    ankle = next(i for i, c in enumerate(SICKNESS) if c.name == "Twisted Ankle")
    cut = next(i for i, c in enumerate(SICKNESS) if c.name == "Infected Cut")
    malaria = next(i for i, c in enumerate(SICKNESS) if c.name == "Malaria")
    st = board(players=1)
    st.sdeck = [malaria, cut, ankle]
    for _ in range(3):
        draw_sickness(st, 0)
    assert sorted(st.sick[0]) == sorted([ankle, cut, malaria])
    begin_turn(st, 0)
    do(st, "move 2")
    assert st.energy == 3  # grassland 2 + 1 for the ankle
    run(st, ("nat_health",))
    assert st.thirst[0] == 4  # +1, +1 for the cut
    assert st.exh[0] == 2 + 1 + THIRST_TRACK[4] + 1  # +1 for Malaria
    river(st, st.pos[0], 0)
    st.energy = 6
    st._legal = None
    do(st, "drink")
    assert cut not in st.sick[0] and cut in st.sdisc
    st.stack = [("nature",), ("turn", 0)]
    st.spent = False
    st._legal = None
    do(st, "sleep")
    assert st.sick[0] == []


def test_wild_end_1_village_wins() -> None:
    """WILD-END-1."""
    st = board(players=3)
    _corner, d = near_village(st, 3)
    begin_turn(st, 1)
    do(st, f"move {d}")
    assert not st.is_over  # only at the end of the turn
    do(st, "done")
    assert st.is_over and st.result().winners == [1]
    assert st.result().scores == [0.0, 1.0, 0.0]
    assert st.legal_actions() == []


def test_wild_end_2_last_survivor() -> None:
    """WILD-END-2."""
    st = board(players=3)
    st.alive[2] = False
    st.exh[1] = SKULL - 1
    run(st, ("nat_health",))
    assert st.is_over and st.result().winners == [0]
    assert "last survivor" in st.result().reason


def test_wild_end_3_all_dead_no_winner() -> None:
    """WILD-END-3."""
    st = board(players=2)
    st.exh = [SKULL - 1, SKULL - 1]
    run(st, ("nat_health",))
    assert st.is_over and st.result().winners == []
    st = board(players=1)
    st.exh = [SKULL - 1]
    run(st, ("nat_health",))
    assert st.is_over and st.result().winners == []


def test_wild_end_4_weather_deck_runs_out() -> None:
    """WILD-END-4."""
    st = board(players=2)
    st.tmark = 5
    st.wdeck = []
    run(st, ("nat_time",))
    assert st.is_over and st.result().winners == []
    assert "Weather deck ran out" in st.result().reason
