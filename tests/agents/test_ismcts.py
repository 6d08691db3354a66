"""The search agent: legal, reproducible, and blind to what its seat cannot see."""

from __future__ import annotations

from dataclasses import replace

import pytest

import wildtable
from wildtable.agents import make_agent
from wildtable.agents.ismcts import ISMCTSAgent, Node, SearchSettings, parse_settings
from wildtable.engine import Rng, State, WildtableError, info_set

GAMES = wildtable.games()


def midgame(game_id: str, seed: int, steps: int = 80) -> State:
    g = wildtable.game(game_id)
    s = g.new(players=g.seats.start if g.seats.start > 1 else 1, seed=seed)
    rng = Rng(seed)
    for _ in range(steps):
        if s.is_over:
            break
        s.apply(rng.choice(s.legal_actions()))
    while not s.is_over and len(s.legal_actions()) < 2:
        s.apply(rng.choice(s.legal_actions()))
    return s


BLIND_SETTINGS = {
    "plain": SearchSettings(iterations=60, horizon=15),
    "guided": SearchSettings(iterations=30, horizon=6, rollout="heuristic", guide=0.5),
}


@pytest.mark.parametrize("kind", BLIND_SETTINGS)
@pytest.mark.parametrize("game_id", GAMES)
def test_decisions_depend_only_on_the_information_set(game_id: str, kind: str) -> None:
    """Two states that differ only in what the seat cannot see give the same decision,
    with random rollouts and with the heuristic guiding the tree and the rollouts."""
    g = wildtable.game(game_id)
    for seed in range(3):
        s = midgame(game_id, seed)
        if s.is_over:
            continue
        seat = s.to_move
        assert seat is not None
        other = s.determinize(seat, 1234 + seed)  # same view, hidden things moved
        assert other.view(seat) == s.view(seat)
        settings = BLIND_SETTINGS[kind]
        a = ISMCTSAgent(g, 7, settings).act(info_set(s))
        b = ISMCTSAgent(g, 7, settings).act(info_set(other))
        assert a == b


@pytest.mark.parametrize("game_id", GAMES)
def test_ismcts_plays_legal_moves_to_the_end(game_id: str) -> None:
    g = wildtable.game(game_id)
    players = g.seats.start
    agents = [ISMCTSAgent(g, p, SearchSettings(iterations=8, horizon=5))
              for p in range(players)]
    s = g.new(players=players, seed=3)
    n = 0
    while not s.is_over and n < 400:
        info = info_set(s)
        action = agents[info.seat].act(info)
        assert action in info.legal
        s.apply(action)
        n += 1


def test_levels_and_settings_parse() -> None:
    g = wildtable.game("war-of-the-wilds")
    hard, easy = parse_settings("ismcts:hard", g, 2), parse_settings("ismcts:easy", g, 2)
    assert hard.iterations > easy.iterations
    s = parse_settings("ismcts:iterations=77:rollout=heuristic:horizon=9", g, 2)
    assert (s.iterations, s.rollout, s.horizon) == (77, "heuristic", 9)
    assert parse_settings("ismcts:seconds=0.05", g, 2).seconds == 0.05
    for bad in ("ismcts:brutal", "ismcts:depth=3", "ismcts:rollout=smart", "genius"):
        with pytest.raises(WildtableError):
            make_agent(bad, g, 1, 2)


def test_the_guide_steers_the_first_visits_to_the_heuristic_move() -> None:
    """WOTW at a turn's start: with a strong prior, the guide's pick is the most visited
    child after a few iterations, also where it is not the first legal action."""
    g = wildtable.game("war-of-the-wilds")
    not_first = 0
    for seed in range(6):
        s = midgame("war-of-the-wilds", seed, steps=30)
        agent = ISMCTSAgent(g, seed, SearchSettings(iterations=12, horizon=4,
                                                    rollout="heuristic", guide=0.9))
        info = info_set(s)
        root = Node(-1)
        for _ in range(12):
            agent.iterate(root, info.sample(agent.rng.next64()))
        assert root.hint is not None and root.hint in info.legal
        most = max(root.children, key=lambda a: root.children[a].visits)
        assert most == root.hint
        not_first += root.hint != info.legal[0]
    assert not_first
    with pytest.raises(WildtableError):
        make_agent("ismcts:guide=lots", g, 1, 2)
    assert parse_settings("ismcts:guide=0.4", g, 2).guide == 0.4


@pytest.mark.parametrize("game_id", GAMES)
def test_each_game_tunes_its_levels_in_order(game_id: str) -> None:
    g = wildtable.game(game_id)
    for players in g.seats:
        levels = {name: parse_settings(f"ismcts:{name}", g, players)
                  for name in ("easy", "normal", "hard", "strongest")}
        assert (levels["easy"].iterations < levels["normal"].iterations
                < levels["hard"].iterations < levels["strongest"].iterations)
        assert all(lv.rollout in ("random", "heuristic") and 0 <= lv.guide < 1
                   for lv in levels.values())
        solo = g.extras.get("ismcts_solo_levels") if players == 1 else None
        tuned = solo or g.extras.get("ismcts_levels", {})
        for name, values in tuned.items():
            for key, value in values.items():
                assert getattr(levels[name], key) == value


def test_wilderness_solo_easy_does_not_rescale_payoffs() -> None:
    """Alone, `easy`'s few rollouts a child gain nothing from rescaling (docs/ai.md); the
    other levels and every level with rivals rescale. A setting the spec names still wins."""
    g = wildtable.game("wilderness")
    for name in ("easy", "normal", "hard", "strongest"):
        solo = parse_settings(f"ismcts:{name}", g, 1)
        rivals = parse_settings(f"ismcts:{name}", g, 3)
        assert rivals.normalize and solo.normalize == (name != "easy")
        assert replace(solo, normalize=True) == rivals
    assert parse_settings("ismcts:easy:normalize=yes", g, 1).normalize
    agent = make_agent("ismcts:easy", g, 1, 1)
    assert isinstance(agent, ISMCTSAgent) and not agent.settings.normalize
    assert make_agent("ismcts:easy", g, 1, 2).settings.normalize  # type: ignore[attr-defined]


def test_time_budget_stops_the_search() -> None:
    g = wildtable.game("war-of-the-wilds")
    s = midgame("war-of-the-wilds", 4)
    agent = ISMCTSAgent(g, 1, SearchSettings(iterations=0, seconds=0.05, horizon=10))
    agent.act(info_set(s))
    assert agent.last_iterations >= 1


def test_search_finds_a_forced_win() -> None:
    """Last day, last chance: only burying all 3 stored acorns beats P1's 2 buried."""
    from tests.games.war_of_the_wilds.helpers import GAME, set_acorns, started

    s = started(2)
    s.days = 1
    set_acorns(s, 0, store=3)
    set_acorns(s, 1, buried=2)
    action = ISMCTSAgent(GAME, 2, SearchSettings(iterations=400)).act(info_set(s))
    assert str(action) == "bury 3"


def test_a_game_may_name_a_cheaper_rollout_player() -> None:
    g = wildtable.game("weavlings")
    agent = ISMCTSAgent(g, 1, parse_settings("ismcts:normal", g, 1))
    assert agent.policy is not None and agent.policy.depth == 1  # type: ignore[attr-defined]
    assert g.heuristic(1).depth == 2  # type: ignore[attr-defined]
    plain = ISMCTSAgent(g, 1, SearchSettings(iterations=5))
    assert plain.policy is None and plain.guide is None


def test_normalized_payoffs_let_a_small_lead_outweigh_the_prior() -> None:
    """Two children a few hundredths apart, the guide's hint the worse: the plain PUCT
    term follows the prior; with `normalize` the better child is chosen next."""
    g = wildtable.game("war-of-the-wilds")
    s = midgame("war-of-the-wilds", 2, steps=30)
    legal = s.legal_actions()
    assert len(legal) >= 2
    hinted, better = legal[0], legal[1]

    def node() -> Node:
        root = Node(-1)
        root.hint = hinted
        for a, visits, mean in ((hinted, 60, 0.50), (better, 20, 0.53)):
            child = root.children[a] = Node(0)
            child.visits, child.avail, child.reward = visits, 80, visits * mean
        for a in legal[2:]:
            child = root.children[a] = Node(0)
            child.visits, child.avail, child.reward = 20, 80, 20 * 0.40
        root.visits = sum(c.visits for c in root.children.values())
        return root

    settings = SearchSettings(iterations=1, rollout="heuristic", guide=0.5, exploration=1.0)
    plain = ISMCTSAgent(g, 1, settings)
    assert plain.guided_choice(node(), s, legal) == hinted
    scaled = ISMCTSAgent(g, 1, replace(settings, normalize=True))
    assert scaled.guided_choice(node(), s, legal) == better
    assert parse_settings("ismcts:normalize=yes", g, 2).normalize
    with pytest.raises(WildtableError):
        make_agent("ismcts:normalize=maybe", g, 1, 2)


@pytest.mark.parametrize("game_id", GAMES)
def test_rollout_policies_only_read_the_state_they_are_given(game_id: str) -> None:
    """Rollouts hand the policy the determinization itself (`rollout_info`), so a policy
    that changed it (a move tried and not undone, a die rolled on its stream) would change
    the rollout it is part of."""
    from wildtable.agents.ismcts import rollout_info

    g = wildtable.game(game_id)
    policy = g.extras.get("rollout_policy", g.heuristic)(5)
    rng = Rng(9)
    steps = 0
    for seed in range(40):
        if steps >= 600:
            break
        players = list(g.seats)[seed % min(3, len(g.seats))]
        s = g.new(players=players, seed=seed)
        while s.to_move is not None:
            before = s.to_json()
            chosen = policy.act(rollout_info(s))
            assert s.to_json() == before, (players, len(s.moves))
            legal = s.legal_actions()
            assert chosen in legal
            # Half the moves the policy's, half random: positions a rollout policy alone
            # would never reach are read too.
            s.apply(chosen if rng.below(2) else legal[rng.below(len(legal))])
            steps += 1
    assert steps >= 600
