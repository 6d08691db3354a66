"""Wilderness' observer keeps its vector equal to the encoding of the seat's view.

`WildernessObserver` rewrites only what changed since its last call. Its vector is
compared with `observe_state` and with the view path at every seat and decision of whole
random and heuristic games at 1, 2, 4 and 8 players, on every board, with short and long
tracks (the tables of test_fast_observe.py); with observers kept per seat, shared by all
seats, and carried from one game, player count and option set to the next; on states
`determinize` resampled; and after each field it reads is changed alone.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from itertools import pairwise, zip_longest

import pytest

from wildtable.engine import Rng
from wildtable.games.wilderness import spaces as sp
from wildtable.games.wilderness.board import TILES, TIMINGS
from wildtable.games.wilderness.observer import WildernessObserver
from wildtable.games.wilderness.state import WildState
from wildtable.rl import spaces_of

from .helpers import SITUATIONS, note_situations
from .test_fast_observe import TABLES, decisions

np = pytest.importorskip("numpy")


def check(observer: WildernessObserver, state: WildState, seat: int,
          view: bool = False) -> None:
    """The observer's vector is what `observe_state` writes (and, with `view`, what the
    view path encodes)."""
    got = observer.observe(state, seat)
    expected = np.full(sp.OBSERVATION_SIZE, 7.0, np.float32)
    sp.observe_state(state, seat, expected)
    assert got.dtype == np.float32 and got is observer.out
    assert np.array_equal(got, expected), (state.players, seat, state.n,
                                           np.flatnonzero(got != expected)[:10])
    if view:
        assert np.array_equal(got, sp.observe(state.view(seat), seat))


def test_wilderness_offers_an_observer() -> None:
    spaces = spaces_of("wilderness")
    assert spaces.make_observer is not None
    assert isinstance(spaces.observer(), WildernessObserver)
    assert spaces.through_view().make_observer is None
    out = np.ones(sp.OBSERVATION_SIZE, np.float32)
    assert spaces.observer(out).out is out  # the vector given is the one kept


@pytest.mark.parametrize(("players", "options"), TABLES)
@pytest.mark.parametrize("heuristic", [False, True])
def test_the_observer_equals_the_encoding_at_every_seat_and_decision(
        players: int, options: dict[str, int], heuristic: bool) -> None:
    """One observer per seat, kept from game to game as the adapters keep them, and one
    asked for every seat in turn, as OpenSpiel's observer is. Each seat's vector is also
    compared with the view path (in heuristic games the seat to move's: the view costs
    more than the bots; test_fast_observe.py compares `observe_state` with it at every
    seat of these very games)."""
    own = [WildernessObserver() for _ in range(players)]
    shared = WildernessObserver()
    checked = over = windows = 0
    seed = 0
    while over < 2 or checked < 300:  # short solo games: play on until enough is compared
        for state in decisions(players, options, seed, heuristic):
            for seat in range(players):
                check(own[seat], state, seat,
                      view=not heuristic or seat == (state.to_move or 0))
                check(shared, state, seat)
                checked += 1
            over += state.is_over
            windows += bool(state.stack) and state.stack[-1][0] == "win"
        seed += 1
    assert windows > 0  # the pending reaction windows were compared too


def test_observers_carried_across_games_player_counts_and_options() -> None:
    """Observers are carried through every table and back, and asked about two games in
    turn: sizes, boards, tracks and seats switch under them."""
    carried = [WildernessObserver() for _ in range(8)]
    roaming = WildernessObserver()
    rng = Rng(11)
    tables = [*TABLES, TABLES[0], TABLES[5], TABLES[2]]  # and back to smaller games
    met = dict.fromkeys(SITUATIONS, 0)
    for i, ((players_a, options_a), (players_b, options_b)) in enumerate(
            pairwise(tables)):
        games: list[Iterator[WildState]] = [
            decisions(players_a, options_a, seed=i, heuristic=players_a < 8),
            decisions(players_b, options_b, seed=i + 50, heuristic=players_b < 8)]
        for pair in zip_longest(*games):
            for state in pair:
                if state is None:
                    continue
                for seat in range(state.players):
                    check(carried[seat], state, seat)
                check(roaming, state, rng.below(state.players))
                note_situations(met, state)
    assert all(met.values()), met


@pytest.mark.parametrize(("players", "options"), TABLES)
def test_the_observer_on_determinized_states_and_back(
        players: int, options: dict[str, int]) -> None:
    """States resampled for the observing seat and for others, asked in turn with the
    true state: what the seat cannot see may change under the observer, its vector must
    still be exact."""
    own = [WildernessObserver() for _ in range(players)]
    for i, state in enumerate(decisions(players, options, seed=4, heuristic=True)):
        if i % 3:
            continue
        for seat in range(players):
            for peer in {seat, (seat + 1) % players}:
                other = state.determinize(peer, i)
                assert isinstance(other, WildState)
                check(own[seat], other, seat)
                check(own[seat], state, seat)


def _mid_game(players: int, seed: int) -> WildState:
    """A state some turns into a game, with cards in every hand and a tile or two up."""
    for game in range(seed, seed + 20):
        for state in decisions(players, {"tiles": 6}, game, heuristic=True):
            if (len(state.wline) >= 2 and sum(state.faceup) >= 2 and all(state.hands)
                    and not state.faceup[-1] and all(state.alive)):
                return state.clone()
    raise AssertionError("no such state")


def _edits(seat: int, peer: int) -> list[tuple[str, Callable[[WildState], None]]]:
    """Changes to one field the encoding reads (or to what it reads with it), each
    valid for `observe_state`."""

    def at(attr: str, i: int, value: object) -> Callable[[WildState], None]:
        return lambda st: getattr(st, attr).__setitem__(i, value)

    def to(attr: str, value: Callable[[WildState], object]) -> Callable[[WildState], None]:
        return lambda st: setattr(st, attr, value(st))

    def cell(st: WildState) -> int:  # an area of a face-up tile with no extra area
        k = st.faceup.index(True)
        return next(c for c in range(21 * k, 21 * k + 21) if st.overlay[c] < 0)

    def elsewhere(st: WildState) -> int:  # a face-up area where the peer is not
        k = st.faceup.index(True)
        return next(c for c in range(21 * k, 21 * k + 21)
                    if st.overlay[c] < 0 and c != st.pos[peer])

    def unseen(cards: list[int], count: int) -> int:  # a card not among `cards`
        return next(c for c in range(count) if c not in cards)

    def swap_card(st: WildState) -> None:  # the own hand changes, its size does not
        st.hands[seat][0] = unseen(st.hands[seat], 54)

    return [
        ("one area's terrain", lambda st: at("terr", cell(st), (st.terr[cell(st)] + 1) % 8)(st)),
        ("one area's rivers", lambda st: at("riv", cell(st), st.riv[cell(st)] ^ 0b100101)(st)),
        ("an extra area", lambda st: at("overlay", cell(st), 1)(st)),
        ("the village's rivers", lambda st: at("riv", -1, 3)(st)),
        ("the village's terrain", lambda st: at("terr", -1, 0)(st)),
        ("a tile face up alone", lambda st: at("faceup", st.faceup.index(False), True)(st)),
        ("a face-up tile's kind", lambda st: at("tiles", 0, (st.tiles[0] + 1) % len(TILES))(st)),
        ("extra areas left", lambda st: at("extra_left", 0, st.extra_left[0] - 1)(st)),
        ("an animal on the board", at("apos", 0, 30)),
        ("two animals sharing an area", at("apos", 1, 30)),
        ("an animal gone", at("apos", 2, -2)),
        ("a new day", lambda st: st.wline.append(st.wdeck.pop())),
        ("the time marker", to("tmark", lambda st: (st.tmark + 1) % 6)),
        ("the event deck", lambda st: st.edeck.append(0)),
        ("the sickness deck", lambda st: st.sdeck.append(0)),
        ("the weather deck", lambda st: st.wdeck.pop()),
        ("the rounds", to("rounds", lambda st: st.rounds + 7)),
        ("the own hand", swap_card),
        ("another hand's size", lambda st: st.hands[peer].append(0)),
        ("the event discard pile", lambda st: st.edisc.append(unseen(st.edisc, 54))),
        ("the event discard pile reshuffled", lambda st: st.edisc.pop(0)),
        ("the sickness discard pile", lambda st: st.sdisc.append(0)),
        ("the first seat", to("first", lambda st: (st.first + 1) % st.players)),
        ("the active seat", to("active", lambda st: (st.active + 1) % st.players)),
        ("the seat to move", to("to_move", lambda st: (st.active + 1) % st.players)),
        ("spent", to("spent", lambda st: not st.spent)),
        ("turn over", to("tover", lambda st: not st.tover)),
        ("sure feet", to("sure", lambda st: not st.sure)),
        ("raft", to("raft", lambda st: not st.raft)),
        ("a companion", lambda st: st.comp.append(peer)),
        ("energy", to("energy", lambda st: st.energy + 3)),
        ("a move discount", to("move_mod", lambda st: -2)),
        ("a move penalty", to("move_mod", lambda st: 3)),
        ("a turn", lambda st: st.stack.append(("turn", peer))),
        ("an attack", lambda st: st.stack.append(("atk", peer, 3, 0, 0, 0))),
        ("an attack's modifiers", lambda st: at("stack", -1, ("atk", peer, 3, 2, -1, 0))(st)),
        ("an attack cancelled", lambda st: at("stack", -1, ("atk", peer, 3, 2, -1, 1))(st)),
        ("a reaction window", lambda st: st.stack.append(("win", TIMINGS[2], peer, (seat,)))),
        ("a window's waiting seats", lambda st: at("stack", -1, ("win", TIMINGS[2], peer,
                                                                  (seat, peer)))(st)),
        ("a window's timing", lambda st: at("stack", -1, ("win", TIMINGS[0], -1, (peer,)))(st)),
        ("tribe hostile", lambda st: at("hostile", peer, not st.hostile[peer])(st)),
        ("a shelter", lambda st: at("shelter", peer, 1 - st.shelter[peer])(st)),
        ("a figure moved", lambda st: at("pos", peer, elsewhere(st))(st)),
        ("a figure into the village", lambda st: at("pos", seat, len(st.terr) - 1)(st)),
        ("thirst", lambda st: at("thirst", peer, st.thirst[peer] + 1)(st)),
        ("hunger", lambda st: at("hunger", peer, st.hunger[peer] + 1)(st)),
        ("exhaustion", lambda st: at("exh", peer, st.exh[peer] + 1)(st)),
        ("cold", lambda st: at("cold", peer, 5)(st)),
        ("a lasting sickness", lambda st: st.sick[peer].append(1)),
        ("a pair of one kind", lambda st: st.sick[peer].append(st.sick[peer][0])),
        ("a death", lambda st: at("alive", peer, not st.alive[peer])(st)),
        ("the end", lambda st: (setattr(st, "to_move", None), st.winners.append(seat))),
        ("the winners alone", at("winners", 0, peer)),
    ]


@pytest.mark.parametrize(("players", "seat"), [(4, 0), (4, 2), (2, 1), (8, 5)])
def test_each_field_changed_alone_is_rewritten(players: int, seat: int) -> None:
    """Fields that change together in play (a tile's terrain and rivers, a deck and a
    pile) are changed one at a time here: a part that missed one would keep its old
    value. The edits add up, and each is checked at once."""
    state = _mid_game(players, seed=players + seat)
    peer = (seat + 1) % players
    observer = WildernessObserver()
    check(observer, state, seat)
    for name, edit in _edits(seat, peer):
        before = observer.out.copy()
        edit(state)
        check(observer, state, seat)
        assert not np.array_equal(observer.out, before), name  # the edit was seen


def test_a_new_seat_player_count_board_or_tracks_rewrites_what_moves() -> None:
    """The same observer asked for another seat, then about games of another size, board
    and tracks, then back: nothing of the former stays in the vector."""
    observer = WildernessObserver()
    for players, options in [(4, {"tiles": 8}), (4, {"tiles": 4}), (2, {"tiles": 4}),
                             (2, {"tiles": 4, "exhaustion_squares": 8}), (4, {"tiles": 8})]:
        for state in decisions(players, options, seed=9, heuristic=True):
            if state.rounds >= 3:
                break
        for seat in [*range(players), 0]:
            check(observer, state, seat)
