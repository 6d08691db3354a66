"""PettingZoo: every game with spaces passes the library's own API, seed and max-cycles tests."""

from __future__ import annotations

from functools import partial
from types import SimpleNamespace

import numpy as np
import pytest
from pettingzoo.test import api_test, max_cycles_test, parallel_api_test, seed_test

from wildtable import IllegalAction
from wildtable.rl import pettingzoo_env, pettingzoo_parallel_env, spaces_of, supported_games

CASES = [(g, n) for g in supported_games() for n in spaces_of(g).game.seats]
@pytest.mark.parametrize(("game_id", "players"), CASES)
def test_api(game_id: str, players: int) -> None:
    env = pettingzoo_env(game_id, players=players)
    api_test(env, num_cycles=400)


@pytest.mark.parametrize(("game_id", "players"), CASES)
def test_seed(game_id: str, players: int) -> None:
    seed_test(partial(pettingzoo_env, game_id, players=players), num_cycles=200)


@pytest.mark.parametrize(("game_id", "players"), CASES)
def test_max_cycles(game_id: str, players: int) -> None:
    # max_cycles_test samples actions without the mask; "random" plays a legal action
    # for each illegal id, so the game goes on for the cycles the test counts. It
    # wants every agent to have made exactly max_cycles decisions at the cut-off,
    # which the AEC's per-agent budget gives also where a turn is a run of one seat's
    # decisions (Wild Realms, Wilderness).
    mod = SimpleNamespace(
        env=partial(pettingzoo_env, game_id, players=players, on_illegal="random"),
        parallel_env=partial(pettingzoo_parallel_env, game_id, players=players,
                             on_illegal="random"),
    )
    max_cycles_test(mod)


@pytest.mark.parametrize("game_id", supported_games())
def test_parallel_api(game_id: str) -> None:
    parallel_api_test(pettingzoo_parallel_env(game_id, on_illegal="random"), num_cycles=300)


def play_out(env: object, seed: int) -> tuple[dict[str, float], int]:
    """A whole game with masked random choices; returns final rewards and decisions."""
    rng = np.random.default_rng(seed)
    env.reset(seed=seed)  # type: ignore[attr-defined]
    totals: dict[str, float] = {}
    decisions = 0
    for agent in env.agent_iter():  # type: ignore[attr-defined]
        obs, reward, term, trunc, _ = env.last()  # type: ignore[attr-defined]
        totals[agent] = totals.get(agent, 0.0) + reward
        if term or trunc:
            env.step(None)  # type: ignore[attr-defined]
            continue
        env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))  # type: ignore[attr-defined]
        decisions += 1
    return totals, decisions


@pytest.mark.parametrize("game_id", supported_games())
def test_a_whole_game_ends_with_the_results_rewards(game_id: str) -> None:
    players = min(3, spaces_of(game_id).game.seats.stop - 1)
    env = pettingzoo_env(game_id, players=players)
    totals, decisions = play_out(env, 4)
    state = env.match.state
    assert state.is_over and decisions == len(state.moves)
    winners = state.result().winners
    for seat in range(players):
        expected = (1.0 if len(winners) == 1 else 0.0) if seat in winners else -1.0
        assert totals[f"player_{seat}"] == expected


def test_the_seed_fixes_the_game() -> None:
    a = pettingzoo_env("war-of-the-wilds", players=2)
    b = pettingzoo_env("war-of-the-wilds", players=2)
    play_out(a, 11)
    play_out(b, 11)
    assert a.match.state.record == b.match.state.record
    assert a.match.state.seed == 11  # reset(seed=s) deals the game game.new(seed=s) deals


def test_only_the_seat_to_move_has_a_mask() -> None:
    env = pettingzoo_env("war-of-the-wilds", players=3)
    env.reset(seed=1)
    for _ in range(30):
        mover = env.agent_selection
        for agent in env.agents:
            mask = env.observe(agent)["action_mask"]
            assert mask.any() == (agent == mover)
        # The mover's info lists the same ids as its mask.
        ids = env.infos[mover]["legal_ids"]
        assert sorted(ids) == list(np.flatnonzero(env.observe(mover)["action_mask"]))
        env.step(ids[-1])


def illegal_id(env: object) -> int:
    mask = env.observe(env.agent_selection)["action_mask"]  # type: ignore[attr-defined]
    return int(np.flatnonzero(mask == 0)[0])


def test_an_illegal_id_loses_by_default() -> None:
    env = pettingzoo_env("war-of-the-wilds", players=2)
    env.reset(seed=3)
    offender = env.agent_selection
    env.step(illegal_id(env))
    assert all(env.terminations.values())
    assert env._cumulative_rewards[offender] == -1.0
    assert env.infos[offender]["illegal"] is True


def test_an_illegal_id_can_raise_or_be_replaced() -> None:
    env = pettingzoo_env("war-of-the-wilds", players=2, on_illegal="raise")
    env.reset(seed=3)
    with pytest.raises(IllegalAction, match="not legal"):
        env.step(illegal_id(env))
    env = pettingzoo_env("war-of-the-wilds", players=2, on_illegal="random")
    env.reset(seed=3)
    env.step(illegal_id(env))
    assert not any(env.terminations.values()) and len(env.match.state.moves) == 1


def test_bad_arguments_are_refused() -> None:
    with pytest.raises(ValueError, match="on_illegal"):
        pettingzoo_env("war-of-the-wilds", on_illegal="ignore")
    with pytest.raises(ValueError, match="is for 2–4 players"):
        pettingzoo_env("war-of-the-wilds", players=7)
    with pytest.raises(ValueError, match="no option"):
        pettingzoo_env("war-of-the-wilds", colour="red")


def test_render_shows_the_table() -> None:
    env = pettingzoo_env("war-of-the-wilds", players=2, render_mode="ansi")
    env.reset(seed=1)
    text = env.render()
    assert isinstance(text, str) and "Wild 30 acorns" in text and "P1" in text
    assert pettingzoo_env("war-of-the-wilds").render() is None


def test_an_illegal_flag_lasts_one_step_and_no_info_handed_out_changes() -> None:
    env = pettingzoo_env("war-of-the-wilds", players=2, on_illegal="random")
    env.reset(seed=3)
    offender = env.agent_selection
    before = env.last()[4]
    kept = dict(before)
    env.step(illegal_id(env))
    assert env.infos[offender]["illegal"] is True
    mover = env.agent_selection
    assert env.infos[mover]["legal_ids"]  # with the flag, if the offender moves again
    assert before == kept  # the info handed out before the step is as it was
    for _ in range(2):
        env.step(env.infos[env.agent_selection]["legal_ids"][0])
        assert all("illegal" not in info for info in env.infos.values())
        assert [a for a, info in env.infos.items() if info] == [env.agent_selection]


def test_observations_handed_out_are_never_changed_later() -> None:
    env = pettingzoo_env("war-of-the-wilds", players=3)
    env.reset(seed=2)
    kept = []
    for _ in range(60):
        obs = env.last()[0]
        kept.append((obs, {k: v.copy() for k, v in obs.items()}))
        env.step(env.infos[env.agent_selection]["legal_ids"][-1])
    for obs, copy_then in kept:
        assert all(np.array_equal(obs[k], copy_then[k]) for k in obs)
