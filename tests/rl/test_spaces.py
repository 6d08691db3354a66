"""The spaces every learnable game provides: complete action spaces, fixed-size encodings
built from the seat's own view."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest

import wildtable
from wildtable.agents import RandomAgent
from wildtable.engine import Action, Rng, info_set
from wildtable.rl import NotSupported, OutsideSpace, spaces_of, supported_games
from wildtable.rl.spaces import GameSpaces, check_spaces

GAMES = supported_games()


def test_war_of_the_wilds_is_supported() -> None:
    assert "war-of-the-wilds" in GAMES


@pytest.mark.parametrize("game_id", GAMES)
def test_every_notation_is_listed_once_and_reads_back(game_id: str) -> None:
    actions = spaces_of(game_id).spaces.actions
    assert len(set(actions)) == len(actions)
    for text in actions:
        assert str(Action.from_notation(text)) == text


@pytest.mark.parametrize("game_id", GAMES)
def test_every_legal_action_in_many_games_is_in_the_space(game_id: str) -> None:
    """Random and heuristic games at every player count; each legal list maps to ids."""
    sp = spaces_of(game_id)
    game = sp.game
    # Half the games turn every on/off option on (expansions, variants): their actions
    # must be in the space too.
    variant = {o.name: True for o in game.option_specs if o.default is False}
    seen: set[int] = set()
    for seed in range(60):
        players = game.seats[seed % len(game.seats)]
        heuristic = seed % 2 == 0
        agents = [game.heuristic(seed + p) if heuristic else RandomAgent(seed + p)
                  for p in range(players)]
        state = game.new(players=players, seed=seed, **(variant if seed % 4 >= 2 else {}))
        while not state.is_over:
            ids = sp.legal_ids(state)  # raises OutsideSpace for a missing notation
            assert [sp.spaces.actions[i] for i in ids] == [str(a) for a in state.legal_actions()]
            seen.update(ids)
            state.apply(agents[state.to_move].act(info_set(state)))
    # Every verb the space lists comes up in play: none is misspelt or invented.
    verbs = {a.split()[0] for a in sp.spaces.actions}
    assert verbs == {sp.spaces.actions[i].split()[0] for i in seen}


@pytest.mark.parametrize("game_id", GAMES)
def test_the_encoding_has_a_fixed_size_and_range(game_id: str) -> None:
    sp = spaces_of(game_id)
    game = sp.game
    for players in game.seats:
        state = game.new(players=players, seed=players)
        rng = Rng(players)
        step = 0
        while True:
            if step % 17 == 0 or state.is_over:
                for seat in range(players):
                    x = sp.observe(state, seat)
                    assert x.dtype == np.float32
                    assert x.shape == (sp.observation_size,)
                    assert x.min() >= 0.0 and x.max() <= 1.0
            if state.is_over:
                break
            state.apply(rng.choice(state.legal_actions()))
            step += 1


@pytest.mark.parametrize("game_id", GAMES)
def test_the_encoding_sees_only_the_view(game_id: str) -> None:
    """Resampling what a seat cannot see leaves its observation unchanged."""
    sp = spaces_of(game_id)
    game = sp.game
    players = game.seats.stop - 1
    state = game.new(players=players, seed=5)
    rng = Rng(5)
    changed_for_others = 0
    for step in range(400):
        if state.is_over:
            break
        if step % 20 == 0:
            for seat in range(players):
                other = state.determinize(seat, step)
                assert np.array_equal(sp.observe(other, seat), sp.observe(state, seat))
                peer = (seat + 1) % players
                if peer != seat:
                    changed_for_others += not np.array_equal(sp.observe(other, peer),
                                                             sp.observe(state, peer))
                else:  # solo: no other seat, but what was resampled comes to light later
                    changed_for_others += comes_to_light(sp, state, other, seat, Rng(step))
        state.apply(rng.choice(state.legal_actions()))
    # The check can fail: another seat's encoding does show what was resampled.
    assert changed_for_others > 0


def comes_to_light(sp: GameSpaces, state: wildtable.State, other: wildtable.State,
                   seat: int, rng: Rng) -> bool:
    """Whether the same next actions make two worlds look different to `seat`."""
    a, b = state.clone(), other.clone()
    for _ in range(40):
        if not np.array_equal(sp.observe(a, seat), sp.observe(b, seat)):
            return True
        if a.is_over or b.is_over:
            return False
        action = rng.choice(a.legal_actions())
        if action not in b.legal_actions():
            return True
        a.apply(action)
        b.apply(action)
    return False


def test_wotw_seats_match_the_game_info() -> None:
    from wildtable.games.war_of_the_wilds import spaces as wotw

    game = wildtable.game("war-of-the-wilds")
    assert game.info.max_players == wotw.SEATS
    assert spaces_of(game).num_actions == len(wotw.ACTIONS)


def test_a_game_without_spaces_is_refused_by_name() -> None:
    game = wildtable.game("war-of-the-wilds")
    # No state classes: a Game tells its state classes which game they belong to.
    bare = dataclasses.replace(game, extras={}, state_classes={},
                               info=dataclasses.replace(game.info, id="bare-game"))
    with pytest.raises(NotSupported, match="bare-game has no action and observation spaces"):
        spaces_of(bare)


def test_spaces_that_break_the_protocol_are_refused() -> None:
    class Twice:
        actions = ("draw", "draw")
        observation_size = 3

        def observe(self, view: dict[str, object], seat: int) -> np.ndarray:
            return np.zeros(3, np.float32)

    with pytest.raises(TypeError, match="twice"):
        check_spaces("x", Twice())
    with pytest.raises(TypeError, match="needs actions"):
        check_spaces("x", object())


def test_a_legal_action_outside_the_space_is_reported() -> None:
    real = spaces_of("war-of-the-wilds")
    state = real.game.new(players=2, seed=1)
    first = str(state.legal_actions()[0])
    index = {a: i for a, i in real.index.items() if a != first}
    broken = GameSpaces(real.game, real.spaces, index)
    with pytest.raises(OutsideSpace, match=first):
        broken.legal_ids(state)
