"""Wild Realms' learning spaces: every legal action is listed, the encoding keeps its
shape and range, is built from the seat's view alone, and puts seats relative to the
observer."""

from __future__ import annotations

import numpy as np
import pytest

from wildtable.agents import RandomAgent
from wildtable.engine import Rng, info_set
from wildtable.games.wild_realms import cards as C
from wildtable.games.wild_realms import spaces as S
from wildtable.games.wild_realms.combat import PL_JOIN
from wildtable.games.wild_realms.effects import CP_EVICT, CP_UNLOCK, RP_SPREAD, RP_STONE
from wildtable.games.wild_realms.state import WildState
from wildtable.games.wild_realms.zones import (
    ALLIANCE,
    T_FINISH,
    T_LEGEND,
    T_LOSE,
    T_PLACE,
    T_SPOILS,
    T_STRIKE,
    T_TCARD,
    T_TREALM,
)
from wildtable.rl import pettingzoo_env, pettingzoo_parallel_env, spaces_of
from wildtable.rl.spaces import returns

from .helpers import GAME, LOCKABLE, Dice, fresh, legal, play, realm, tok

INDEX = {a: i for i, a in enumerate(S.ACTIONS)}


def test_the_spaces_cover_the_games_seats_and_are_registered() -> None:
    assert GAME.info.max_players == S.SEATS
    assert GAME.extras["spaces"] is S.SPACES
    sp = spaces_of("wild-realms")
    assert sp.num_actions == len(S.ACTIONS) == len(set(S.ACTIONS))
    assert sp.observation_size == S.OBSERVATION_SIZE
    # The named slices tile the vector with no gap and no overlap.
    at = 0
    for start, size in S.LAYOUT.values():
        assert start == at and size > 0
        at += size
    assert at == S.OBSERVATION_SIZE
    assert sum(n for _, n in S.SEAT_LAYOUT.values()) == S.SEAT_BLOCK


def games() -> list[tuple[int, bool, dict[str, int]]]:
    """Player counts 1-4, random and heuristic seats, every solo difficulty."""
    out = []
    for players in GAME.seats:
        extras = range(3) if players == 1 else (0,)
        for extra in extras:
            for heuristic in (False, True):
                out.append((players, heuristic, {"solo_extra_wild": extra}))
    return out


def test_every_legal_action_of_many_games_is_in_the_space() -> None:
    """REALMS-TURN-1: each notation the rules offer, in whole games at 1-4 players."""
    seen: set[str] = set()
    for k, (players, heuristic, options) in enumerate(games() * 3):
        seed = 100 + k
        agents = [GAME.heuristic(seed + p) if heuristic else RandomAgent(seed + p)
                  for p in range(players)]
        state = GAME.new(players=players, seed=seed, **options)
        while not state.is_over:
            for a in state.legal_actions():
                text = str(a)
                assert text in INDEX, f"{text!r} is legal but not in the action space"
                seen.add(text)
            # Every kind of decision met here also encodes, in range.
            x = S.observe(state.view(state.to_move), state.to_move)
            assert x.min() >= 0.0 and x.max() <= 1.0
            state.apply(agents[state.to_move].act(info_set(state)))
    # A choice of realm (a spread, the Basilisk's gaze) is rare in play since every
    # animal has its own ability: one is set up, so the family is still checked.
    s = fresh()
    realm(s, 1, "Savanna", ["Gorilla"])
    realm(s, 1, "Coral Reef", ["Bison"])
    realm(s, 1, "Volcano", ["Lynx"])
    s.alliance[0] = [tok("Screech Owl"), s.deck[0].pop(s.deck[0].index(tok("Meerkat")))]
    s.deck[0].remove(tok("Screech Owl"))
    s.rng = Dice(1, 1, 1)
    s._legal = None
    play(s, f"attack {tok('Meerkat')} 1 0")
    seen.update(legal(s))
    # Every family of the space comes up in play: none is misspelt or invented.
    assert {a.split()[0] for a in S.ACTIONS} == {a.split()[0] for a in seen}


def test_a_stolen_realms_animals_are_in_the_space_for_their_new_owner() -> None:
    """REALMS-BATTLE-4: after a steal, seat 0 moves and picks seat 1's cards; card
    arguments range over every deck for this reason."""
    s = fresh(players=2)
    realm(s, 0, "Coral Reef", ["Octopus", "Great White Shark", "Orca", "Blue Whale", "Piranha"],
          locked=True)
    realm(s, 1, "Savanna", LOCKABLE, locked=True)
    s.rng = Dice(*([12, 1] * 5))
    play(s, "battle 1 1 0", "steal")
    assert s.realm[0] == tok("Savanna", 1) and s.locked[0]
    play(s, "wrap", "unlock 0")
    picks = legal(s)
    assert picks == [f"pick {t}" for t in sorted(tok(n, 1) for n in LOCKABLE)]
    play(s, picks[0], picks[1])
    moves = [a for a in legal(s) if a.startswith("move")]
    assert f"move {tok('Somali Giraffe', 1)} 4" in moves
    for a in legal(s):
        assert a in INDEX


def observations(players: int, seed: int, every: int) -> list[tuple[WildState, int]]:
    """(state, seat) pairs met along a random game, the final position included."""
    state = GAME.new(players=players, seed=seed)
    assert isinstance(state, WildState)
    rng = Rng(seed)
    out = []
    step = 0
    while True:
        if step % every == 0 or state.is_over:
            out += [(state.clone(), seat) for seat in range(players)]
        if state.is_over:
            return out
        state.apply(rng.choice(state.legal_actions()))
        step += 1


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_the_encoding_has_a_fixed_shape_and_range(players: int) -> None:
    for state, seat in observations(players, seed=players, every=7):
        x = S.observe(state.view(seat), seat)
        assert x.dtype == np.float32 and x.shape == (S.OBSERVATION_SIZE,)
        assert x.min() >= 0.0 and x.max() <= 1.0
        # Seat blocks past the player count stay empty; the observer's block is first.
        seats, block = S.AT["seats"], S.SEAT_BLOCK
        assert x[seats] == 1.0
        assert not x[seats + players * block:].any()
        assert x[S.AT["players"] + players - 1] == 1.0


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_the_encoding_sees_only_the_view(players: int) -> None:
    """A state and its resample for a seat (hidden hands and decks redrawn) encode the
    same for that seat; the check can fail, as other seats' encodings do change."""
    changed = 0
    for state, seat in observations(players, seed=10 + players, every=11):
        if state.is_over:
            continue
        mine = S.observe(state.view(seat), seat)
        for k in range(2):
            other = state.determinize(seat, 7 * k + seat)
            assert np.array_equal(S.observe(other.view(seat), seat), mine)
            for peer in range(players):
                if peer != seat:
                    changed += not np.array_equal(S.observe(other.view(peer), peer),
                                                  S.observe(state.view(peer), peer))
    assert players == 1 or changed > 0


def test_seats_are_relative_to_the_observer() -> None:
    """Block k is the seat k places after the observer; the same table reads the same
    from any chair, rotated."""
    state = GAME.new(players=3, seed=4)
    board = S.SEAT_AT["board"]
    for seat in range(3):
        x = S.observe(state.view(seat), seat)
        for k in range(3):
            p = (seat + k) % 3
            at = S.AT["seats"] + S.SEAT_BLOCK * k + board
            assert x[at + C.REALM_TYPES.index(C.REALM_TYPES[p])] == 1.0
        active = (state.view(seat)["active"] - seat) % 3
        assert x[S.AT["active"] + active] == 1.0
    # Each seat's own hand is in the hand slice, by card.
    seat = state.to_move
    x = S.observe(state.view(seat), seat)
    start, size = S.LAYOUT["hand"]
    expected = {C.T_CARD[t] for t in state.view(seat)["seats"][seat]["hand"]}
    assert set(np.flatnonzero(x[start:start + size])) == expected


def test_a_pending_legendary_names_itself() -> None:
    """REALMS-LEGEND-3: choosing one of two effects, the observer sees which Legendary."""
    for seed in range(40):
        state = GAME.new(players=2, seed=seed)
        rng = Rng(seed)
        while not state.is_over:
            view = state.view(state.to_move)
            if view["pending"] and view["pending"][0][0] == T_LEGEND:
                x = S.observe(view, state.to_move)
                lid = view["pending"][0][2]
                assert x[S.AT["task_kind"] + T_LEGEND] == 1.0
                assert list(np.flatnonzero(x[S.AT["task_legendary"]:][:len(C.LEGEND_NAMES)])) \
                    == [lid]
                return
            state.apply(rng.choice(state.legal_actions()))
    pytest.fail("no Legendary was unleashed in 40 random games")


def pending_choices(players: int) -> list[tuple[int, ...]]:
    """One task of each kind that asks a seat to choose, as the rules queue them."""
    last = players - 1
    wolf, lizard = tok("Wolf", last), tok("Crested Lizard")
    tasks = [
        (T_LOSE, last, 2),
        (T_STRIKE, 0, last, wolf, 0, 0, tok("Lynx"), tok("Bison")),
        (T_LEGEND, last, 11),
        (T_TREALM, last, RP_STONE, 0, 0, 0),
        (T_TCARD, 0, CP_UNLOCK, 0, 2, 2),
        (T_TCARD, 0, CP_EVICT, ALLIANCE, lizard, 1),
        (T_PLACE, 0, lizard, PL_JOIN),
    ]
    if players == 1:  # a Wild animal spreads (the 1: it still stands in The Wild)
        tasks += [(T_TREALM, 0, RP_SPREAD, lizard, 1, 2),
                  (T_STRIKE, 0, -1, -1, 0, ALLIANCE, tok("Lynx"), tok("Bison"))]
    else:
        tasks += [(T_TREALM, 0, RP_SPREAD, lizard, last, 3), (T_SPOILS, last, 0, 1)]
    return tasks


@pytest.mark.parametrize("players", [1, 2, 4])
def test_every_pending_choice_encodes_who_decides(players: int) -> None:
    """The head of the queue: its kind and the deciding seat, relative to the observer."""
    state = fresh(players=players)
    for task in pending_choices(players):
        state.queue = [task, (T_FINISH, 0, 0)]
        for seat in range(players):
            x = S.observe(state.view(seat), seat)
            assert x.min() >= 0.0 and x.max() <= 1.0
            assert x[S.AT["task_kind"] + task[0]] == 1.0
            assert x[S.AT["task_seat"] + (task[1] - seat) % players] == 1.0
            assert x[S.AT["queue"] + 1 + T_FINISH] == 1.0


def test_solo_sees_the_wild_row() -> None:
    """REALMS-SOLO-2: the four cards of The Wild are in the observation."""
    state = GAME.new(players=1, seed=3)
    view = state.view(0)
    x = S.observe(view, 0)
    start, size = S.LAYOUT["wild"]
    row = x[start:start + size].reshape(4, S.CARDS)
    for j, t in enumerate(view["wild"]):
        if t >= 0:
            assert list(np.flatnonzero(row[j])) == [C.T_CARD[t]]
        else:
            assert not row[j].any()


@pytest.mark.parametrize("players", [2, 3, 4])
def test_max_cycles_gives_each_agent_that_many_decisions(players: int) -> None:
    """A Wild Realms turn is a run of one seat's decisions, so the AEC counts decisions
    per agent: each makes exactly max_cycles, the moves its seat still has to make
    meanwhile are played for it, and each agent is then truncated once."""
    env = pettingzoo_env("wild-realms", players=players, max_cycles=4, on_illegal="random")
    env.reset(seed=2)
    made = dict.fromkeys(env.possible_agents, 0)
    dead = []
    for agent in env.agent_iter():
        _, _, term, trunc, _ = env.last()
        if term or trunc:
            assert made[agent] == 4 and trunc and not term
            dead.append(agent)
            env.step(None)
            continue
        env.step(env.infos[agent]["legal_ids"][0])
        made[agent] += 1
    assert set(made.values()) == {4}
    assert sorted(dead) == sorted(env.possible_agents)
    assert len(env.match.state.moves) > 4 * players  # the seats' runs went on meanwhile
    par = pettingzoo_parallel_env("wild-realms", players=players, max_cycles=4)
    par.reset(seed=2)
    steps = 0
    while par.agents:
        mover = par.aec.agent_selection
        par.step({mover: par.aec.infos[mover]["legal_ids"][0]})
        steps += 1
    assert steps == 4


def test_solo_is_a_gymnasium_environment() -> None:
    """REALMS-SOLO-1: the solo mode is registered alone, options pass through."""
    import gymnasium as gym  # importing wildtable.rl (above) registered the ids

    env = gym.make("wildtable/WildRealms-v0", solo_extra_wild=2)
    obs, info = env.reset(seed=1)
    match = env.unwrapped.match  # type: ignore[attr-defined]
    assert match.players == 1 and match.state.options["solo_extra_wild"] == 2
    assert obs["observation"].shape == (S.OBSERVATION_SIZE,)
    assert sorted(info["legal_ids"]) == list(np.flatnonzero(obs["action_mask"]))


@pytest.mark.parametrize("players", [2, 4])
def test_a_multiplayer_game_through_pyspiel_is_the_engines_game(players: int) -> None:
    """The generic OpenSpiel test plays the fewest seats (solo); the table game too."""
    import pyspiel

    from wildtable.rl import register_openspiel

    game = pyspiel.load_game(register_openspiel("wild-realms"), {"players": players, "seed": 6})
    assert game.num_players() == players
    assert game.num_distinct_actions() == len(S.ACTIONS)
    state = game.new_initial_state()
    direct = GAME.new(players=players, seed=6)
    rng = Rng(6)
    step = 0
    while not state.is_terminal():
        seat = state.current_player()
        if step % 40 == 0:  # pyspiel's observation_tensor is a slow Python list
            assert state.observation_tensor(seat) == pytest.approx(
                S.observe(direct.view(seat), seat))
        action = rng.choice(state.legal_actions())
        direct.apply(GAME.parse(direct, state.action_to_string(seat, action)))
        state.apply_action(action)
        step += 1
    assert direct.is_over and direct.record == state.inner.record
    assert state.returns() == returns(direct)
