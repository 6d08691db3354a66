"""Every bot a person can choose exists in every game, named in words, weakest first."""

from __future__ import annotations

import pytest

import wildtable
from wildtable.agents import BOTS, DEFAULT_BOT, make_agent
from wildtable.agents.ismcts import ISMCTSAgent, levels_of
from wildtable.engine import info_set
from wildtable.games import get

SEARCH_LEVELS = ["easy", "normal", "hard", "strongest"]


@pytest.mark.parametrize("game_id", wildtable.games())
def test_every_bot_is_an_agent_of_every_game(game_id: str) -> None:
    game = get(game_id)
    for bot in BOTS:
        for players in game.seats:
            make_agent(bot.agent, game, 0, players)
    assert [b.agent for b in BOTS if b.agent.startswith("ismcts:")] == [
        f"ismcts:{level}" for level in SEARCH_LEVELS]


@pytest.mark.parametrize("game_id", wildtable.games())
def test_each_level_searches_as_many_iterations_as_it_says(game_id: str) -> None:
    game = get(game_id)
    state = game.new(players=game.seats.start, seed=3)
    while len(state.legal_actions()) < 2:
        state.apply(state.legal_actions()[0])
    agent = make_agent("ismcts:easy", game, 1, state.players)
    assert isinstance(agent, ISMCTSAgent)
    agent.act(info_set(state))
    assert agent.last_iterations == levels_of(game, state.players)["easy"].iterations


def test_levels_have_words_and_the_default_beats_the_rules_of_thumb() -> None:
    words = {b.agent: b.words for b in BOTS}
    assert [words[f"ismcts:{level}"] for level in SEARCH_LEVELS] == [
        "easy", "a fair fight", "hard", "strongest"]
    assert "ismcts:iterations=50" not in words  # a spec of its own is called by its spec
    order = [b.agent for b in BOTS]
    assert order.index(DEFAULT_BOT) > order.index("heuristic")


def test_a_game_may_guide_its_search_with_a_better_player_than_its_rollouts() -> None:
    """Wild Realms rolls out with one try of each dice roll, and guides the tree with
    twelve (the heuristic opponent takes three), asked once a node."""
    game = get("wild-realms")
    agent = make_agent("ismcts:easy", game, 1, 2)
    assert isinstance(agent, ISMCTSAgent)
    assert agent.policy is not None and agent.guide is not None
    assert (agent.policy.samples, agent.guide.samples) == (1, 12)  # type: ignore[attr-defined]
    assert game.heuristic(1).samples == 3  # type: ignore[attr-defined]
