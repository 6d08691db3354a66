"""Wilderness' learning spaces: every notation the rules produce is listed, and the
observation is a fixed-size vector in [0, 1] built from the seat's view alone."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest

from wildtable.agents import RandomAgent
from wildtable.engine import Agent, info_set
from wildtable.games.wilderness import spaces as sp
from wildtable.games.wilderness.board import (
    EVENTS,
    LAYOUTS,
    SICKNESS,
    TERRAIN_LETTERS,
    TIMINGS,
    WEATHER,
)
from wildtable.games.wilderness.rules import _plays
from wildtable.games.wilderness.state import WildState

from .helpers import GAME

np = pytest.importorskip("numpy")

SEATS = GAME.seats
TILES = sorted(LAYOUTS)
INDEX = {a: i for i, a in enumerate(sp.ACTIONS)}


def block(x: Any, name: str) -> Any:
    at, n = sp.LAYOUT[name]
    return x[at:at + n]


def decisions(players: int, tiles: int, seed: int, heuristic: bool) -> Iterator[WildState]:
    """One whole game, yielding the live state at each decision and at the end; with
    `heuristic`, two seats in three play the heuristic bot and the rest play randomly."""
    agents: list[Agent] = [GAME.heuristic(seed + p) if heuristic and (p + seed) % 3
                           else RandomAgent(seed + p) for p in range(players)]
    st = GAME.new(players=players, seed=seed, tiles=tiles)
    assert isinstance(st, WildState)
    while not st.is_over:
        yield st
        st.apply(agents[st.to_move].act(info_set(st)))
    yield st


def play(players: int, tiles: int, seed: int, heuristic: bool, every: int = 1
         ) -> list[WildState]:
    """Copies of every `every`-th state of one whole game, and of its end."""
    out = [st.clone() for i, st in enumerate(decisions(players, tiles, seed, heuristic))
           if i % every == 0 or st.is_over]
    return out


def test_the_space_is_built_for_every_seat_the_game_allows() -> None:
    assert GAME.info.max_players == sp.SEATS
    (tiles,) = [o for o in GAME.option_specs if o.name == "tiles"]
    assert tuple(sorted(tiles.choices or ())) == sp.TILE_COUNTS  # a board for every option
    assert GAME.extras["spaces"] is sp.SPACES
    assert len(set(sp.ACTIONS)) == len(sp.ACTIONS) == len(sp.SPACES.actions)
    # Each card's good side, and its bad side against every seat but none beyond.
    assert f"play {len(EVENTS) - 1} b {sp.SEATS - 1}" in INDEX
    assert f"play 0 b {sp.SEATS}" not in INDEX
    assert sp.OBSERVATION_SIZE == sp.SPACES.observation_size == sum(
        n for _, n in sp.LAYOUT.values())


@pytest.mark.parametrize("players", list(SEATS))
def test_every_legal_action_of_whole_games_is_in_the_space(players: int) -> None:
    """Random tables on every board, one mixed heuristic table: each legal notation is
    listed, and the bad sides reach the highest seats."""
    seen: set[str] = set()
    games = [(tiles, False) for tiles in TILES] + [(TILES[players % 3], True)]
    for tiles, heuristic in games:
        for st in decisions(players, tiles, 10 * players + tiles, heuristic):
            for a in st.legal_actions():
                assert str(a) in INDEX, f"{a} is not in the action space"
                seen.add(str(a))
    verbs = {a.split()[0] for a in seen}
    assert {"move", "done", "play"} <= verbs
    if players > 1:
        targets = {int(a.split()[3]) for a in seen if " b " in a}
        assert "pass" in verbs and max(targets) == players - 1


def test_every_card_in_every_window_against_every_seat_is_in_the_space() -> None:
    """Whatever a hand holds, in any window and against any seat (WILD-EVENT-3), the
    notations offered are listed, and every play notation listed can be offered."""
    lasting = next(i for i, c in enumerate(SICKNESS) if c.effect == "lasting")
    offered: set[str] = set()
    # No play depends on the board, so one board will do.
    st = GAME.new(players=SEATS.stop - 1, seed=1)
    assert isinstance(st, WildState)
    # A position where every card has something to do: every seat lives midway on
    # its tracks with a lasting sickness, half of the seats are at odds with the Tribe
    # (then the other half), an animal attack waits for its dice (Spear, Thorns), and
    # it is a night that needs dice (Fog, Moonlight).
    n = st.players
    st.wline[-1] = next(i for i, w in enumerate(WEATHER) if w.squares[4] == "N")
    st.tmark = 4
    st.alive, st.thirst, st.hunger, st.exh = [True] * n, [5] * n, [5] * n, [5] * n
    st.sick = [[lasting] for _ in range(n)]
    st.energy = 3
    st.stack.append(("atk", 0, 0, 0, 0, 0))
    for s, half in ((s, half) for s in range(n) for half in (0, 1)):
        st.hostile = [(t + half) % 2 == 0 for t in range(n)]
        # Either copy of a kind may come first in a hand.
        for hand in (list(range(len(EVENTS))), list(range(len(EVENTS)))[::-1]):
            st.hands[s] = hand
            for timing in ("O", *TIMINGS):
                for target in range(-1, n):
                    if target >= 0:  # the seat whose move opened the window
                        st.active, st.came_from = target, 0
                    offered |= {str(a) for a in _plays(st, s, timing, target)}
    assert offered <= set(INDEX), sorted(offered - set(INDEX))
    assert offered == {a for a in sp.ACTIONS if a.startswith("play ")}


@pytest.mark.parametrize("tiles", TILES)
def test_the_observation_has_a_fixed_size_and_range(tiles: int) -> None:
    for players in SEATS:
        for st in play(players, tiles, players, heuristic=False, every=7):
            for seat in range(players):
                x = sp.observe(st.view(seat), seat)
                assert x.dtype == np.float32 and x.shape == (sp.OBSERVATION_SIZE,)
                assert x.min() >= 0.0 and x.max() <= 1.0


@pytest.mark.parametrize("tiles", TILES)
def test_the_observation_says_what_the_view_says(tiles: int) -> None:
    st = play(3, tiles, 7, heuristic=True)[12]
    for seat in range(3):
        v = st.view(seat)
        x = sp.observe(v, seat)
        assert list(np.flatnonzero(block(x, "seat"))) == [seat]
        assert list(np.flatnonzero(block(x, "players"))) == [2]
        assert list(np.flatnonzero(block(x, "tiles"))) == [TILES.index(tiles)]
        assert list(np.flatnonzero(block(x, "hand"))) == sorted(v["hand"])
        assert block(x, "tile_down").sum() == v["board"].count(None)
        # Seats are relative: slot 0 is the observer, slot 1 the next seat.
        for r in range(3):
            me = v["seats"][(seat + r) % 3]
            info = block(x, "seat_info")[r * sp.SEAT_FIELDS:(r + 1) * sp.SEAT_FIELDS]
            assert info[0] == 1.0 and info[sp.SEAT_FLAGS] == pytest.approx(me["thirst"] / 10)
            figure = block(x, "figures")[r * sp.AREAS:(r + 1) * sp.AREAS]
            where = sp.VILLAGE_SLOT if me["area"] == v["village"] else me["area"]
            assert list(np.flatnonzero(figure)) == [where]
        assert not block(x, "seat_info")[3 * sp.SEAT_FIELDS:].any()  # no seats 3..7
        # The village sits in the last slot on every board; areas past the board stay empty.
        terrain = block(x, "terrain").reshape(sp.AREAS, sp.TERRAIN_CHANNELS)
        assert terrain[sp.VILLAGE_SLOT, TERRAIN_LETTERS.index("V")] == 1.0
        assert terrain.sum(axis=1).tolist() == (
            [1.0] * (tiles * 21) + [0.0] * (sp.AREAS - 1 - tiles * 21) + [1.0])
        down = terrain[:, sp.TERRAINS].sum()
        assert down == 21 * v["board"].count(None) == v["terrain"].count("?")
        if v["to_move"] == seat:
            assert block(x, "to_move")[0] == 1.0
            assert block(x, "decision").sum() == 1.0


def test_lasting_sickness_is_counted_by_kind_for_each_seat() -> None:
    """The cards in front of a seat (WILD-SICK-2), under that seat's relative slot."""
    checked = 0
    for st in (st for seed in range(20) for st in decisions(4, 6, seed, heuristic=False)):
        if checked >= 40:
            break
        for s, cards in enumerate(st.sick):
            if not cards:
                continue
            for seat in range(4):
                x = sp.observe(st.view(seat), seat)
                r = (s - seat) % 4
                start = r * sp.SEAT_FIELDS + sp.SEAT_FLAGS + sp.SEAT_COUNTS
                got = block(x, "seat_info")[start:start + len(sp.SICK_KINDS)]
                want = [sum(1 for c in cards if sp.SICK_KIND[c] == k) / sp.SICK_COPIES[k]
                        for k in range(len(sp.SICK_KINDS))]
                assert got.tolist() == pytest.approx(want)
                checked += 1
    assert checked > 0


def test_the_village_and_the_winners_at_the_end() -> None:
    for seed in range(40):
        last = play(1, 4, seed, heuristic=True)[-1]
        if last.result().winners:
            break
    else:
        pytest.fail("no heuristic solo game reached the village")
    x = sp.observe(last.view(0), 0)
    assert block(x, "over")[0] == 1.0 and list(np.flatnonzero(block(x, "winners"))) == [0]
    assert block(x, "figures")[sp.VILLAGE_SLOT] == 1.0
    assert block(x, "decision").sum() == 0.0  # nothing pending


@pytest.mark.parametrize("players", [2, 4, 8])
def test_the_observation_depends_only_on_the_view(players: int) -> None:
    """A state and its resample for a seat encode alike; the JSON of the view suffices."""
    differs = 0
    for tiles in TILES:
        for step, st in enumerate(play(players, tiles, 3 * players + tiles, False, every=8)):
            for seat in range(players):
                view = st.view(seat)
                x = sp.observe(view, seat)
                other = st.determinize(seat, step)
                assert np.array_equal(sp.observe(other.view(seat), seat), x)
                assert np.array_equal(sp.observe(json.loads(json.dumps(view)), seat), x)
                peer = (seat + 1) % players
                differs += not np.array_equal(sp.observe(other.view(peer), peer),
                                              sp.observe(st.view(peer), peer))
    # The check can fail: the resample does change what another seat holds.
    assert differs > 0


def test_the_observation_does_not_show_other_hands() -> None:
    st = play(4, 6, 11, heuristic=False)[5]
    x = sp.observe(st.view(0), 0)
    for s in range(1, 4):
        changed = st.clone()
        changed.hands[s], changed.edeck = changed.edeck[:len(changed.hands[s])], (
            changed.edeck[len(changed.hands[s]):] + changed.hands[s])
        assert np.array_equal(sp.observe(changed.view(0), 0), x)


def test_environments_truncate_at_max_cycles() -> None:
    """A Wilderness seat makes several decisions in a row (moves, then "done"), so the
    AEC counts decisions per agent: each makes exactly max_cycles, then is truncated;
    the parallel environment stops after max_cycles steps."""
    rl = pytest.importorskip("wildtable.rl")
    par = rl.pettingzoo_parallel_env("wilderness", players=4, max_cycles=4)
    par.reset(seed=1)
    steps = 0
    while par.agents:
        mover = par.aec.agent_selection
        _, _, terms, truncs, _ = par.step({mover: par.aec.infos[mover]["legal_ids"][0]})
        steps += 1
    assert steps == 4 and all(truncs.values()) and not any(terms.values())
    aec = rl.pettingzoo_env("wilderness", players=4, max_cycles=4)
    aec.reset(seed=1)
    made = dict.fromkeys(aec.possible_agents, 0)
    for agent in aec.agent_iter():
        _, _, term, trunc, _ = aec.last()
        if term or trunc:
            assert made[agent] == 4 and trunc and not term
            aec.step(None)
            continue
        aec.step(aec.infos[agent]["legal_ids"][0])
        made[agent] += 1
    assert set(made.values()) == {4} and not aec.agents


def test_the_cached_board_is_what_a_fresh_encoding_gives_and_is_never_written() -> None:
    st = play(2, 8, 5, heuristic=False)[20]
    v = st.view(0)
    first = sp.observe(v, 0)
    sp._BOARD_CACHE.clear()  # the second encoding builds the board afresh
    assert np.array_equal(sp.observe(v, 0), first)
    assert np.array_equal(sp.observe(st.view(1), 1)[sp.AT["terrain"]:sp.AT["extra_area"]],
                          first[sp.AT["terrain"]:sp.AT["extra_area"]])
    (cached,) = sp._BOARD_CACHE.values()
    board = slice(sp.AT["terrain"], sp.AT["extra_area"])
    assert cached.sum() == cached[board].sum() > 0  # nothing but terrain and rivers


def test_track_length_options_keep_the_encoding_in_range() -> None:
    """WILD-OPT-2: with the longest and shortest tracks, positions stay shares of the track."""
    from wildtable.engine import Rng

    for squares in ((44, 22), (8, 5)):
        s = GAME.new(players=2, seed=5, exhaustion_squares=squares[0],
                     thirst_hunger_squares=squares[1])
        rng = Rng(5)
        while not s.is_over:
            for seat in range(2):
                x = sp.SPACES.observe(s.view(seat), seat)
                assert x.dtype == np.float32 and x.min() >= 0.0 and x.max() <= 1.0
            s.apply(rng.choice(s.legal_actions()))
