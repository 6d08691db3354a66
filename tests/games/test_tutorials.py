"""Learn to play: every game's lesson, followed as its coach suggests and played against.

The same checks run on each game's `Game.tutorial`: every suggestion is legal when shown
and names a clause of the game's rules document; following them plays the whole first
day/round/turn; the coach says goodbye and falls quiet; the game then goes on to its end.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path
from typing import Any

import pytest

import wildtable
from wildtable.agents import RandomAgent, make_agent
from wildtable.engine import Game, State, info_set

ROOT = Path(__file__).resolve().parents[2]
DOCS = {"war-of-the-wilds": "war-of-the-wilds.md", "wilderness": "wilderness.md",
        "weavlings": "weavlings.md", "wild-realms": "wild-realms.md"}
PACKAGE = {"war-of-the-wilds": "war_of_the_wilds", "wilderness": "wilderness",
           "weavlings": "weavlings", "wild-realms": "wild_realms"}
GAMES = list(DOCS)


def clause_ids(game_id: str) -> set[str]:
    text = (ROOT / "docs" / "rules" / DOCS[game_id]).read_text()
    return set(re.findall(r"\*\*([A-Z]+(?:-[A-Z0-9]+)*-\d+)\*\*", text))


def first_round_done(game_id: str, state: State) -> bool:
    """The learner's first whole turn or round is behind them (the brief's unit per game)."""
    v = state.view(0)
    return {"war-of-the-wilds": lambda: v["day"] >= 2, "wilderness": lambda: v["rounds"] >= 1,
            "weavlings": lambda: v["turn"] >= 2, "wild-realms": lambda: v["round"] >= 2}[game_id]()


def lesson_game(game_id: str) -> tuple[Game, State]:
    g = wildtable.game(game_id)
    lesson = g.tutorial
    assert lesson is not None
    return g, g.new(lesson.players, lesson.seed, **lesson.options)


def follow(game_id: str, learner_agent: Any = None) -> tuple[State, list[dict[str, Any]]]:
    """Play the lesson: the learner follows the coach (or `learner_agent`), the bots play
    their seats, until the coach says the lesson is over. Returns the state and the
    coach's messages at the learner's decisions, each with the legal set it was shown with."""
    g, s = lesson_game(game_id)
    lesson = g.tutorial
    assert lesson is not None
    bots = {i: make_agent(spec, g, 40 + i, lesson.players) for i, spec in lesson.bots.items()}
    shown: list[dict[str, Any]] = []
    for _ in range(2000):
        message = lesson.coach(s, lesson.learner)
        assert message is not None, "the coach fell quiet before saying the lesson is over"
        if message["done"]:
            return s, shown
        if s.to_move != lesson.learner:
            assert message["suggest"] is None and message["reason"]
            s.apply(bots[s.to_move].act(info_set(s)))
            continue
        legal = [str(a) for a in s.legal_actions()]
        shown.append({**message, "legal": legal,
                      "labels": [g.describe(s, a) for a in s.legal_actions()]
                      if g.describe else [], "view": s.view(lesson.learner)})
        choice = (g.parse(s, message["suggest"]) if learner_agent is None
                  else learner_agent.act(info_set(s)))
        s.apply(choice)
    raise AssertionError("the lesson never ended")


@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_has_a_lesson_with_a_deal_it_can_start(game_id: str) -> None:
    g = wildtable.game(game_id)
    lesson = g.tutorial
    assert lesson is not None and lesson.title and lesson.intro
    g.check_options(lesson.players, lesson.options)
    # The learner's seat is a person's; every other seat has a bot, and only those.
    assert 0 <= lesson.learner < lesson.players
    assert set(lesson.bots) == set(range(lesson.players)) - {lesson.learner}


@pytest.mark.parametrize("game_id", GAMES)
def test_every_suggestion_is_legal_and_names_a_clause_of_the_rules(game_id: str) -> None:
    _, shown = follow(game_id)
    ids = clause_ids(game_id)
    assert len(shown) >= 5
    for m in shown:
        assert m["suggest"] in m["legal"]
        assert m["clause"] in ids, f"{m['clause']} is not a clause of {DOCS[game_id]}"
        assert m["rule"] and m["decides"] and m["reason"] and m["label"]
        assert m["label"] in m["labels"]  # the words are the game's own for that action


@pytest.mark.parametrize("game_id", GAMES)
def test_following_the_coach_plays_the_whole_first_round(game_id: str) -> None:
    s, shown = follow(game_id)
    assert first_round_done(game_id, s)
    assert not s.is_over
    # The reasons speak of the position: they are not one sentence repeated.
    reasons = [m["reason"] for m in shown]
    assert len(set(reasons)) >= len(reasons) // 2


@pytest.mark.parametrize("game_id", GAMES)
def test_the_lesson_ends_and_the_game_goes_on_to_its_end(game_id: str) -> None:
    g, _ = lesson_game(game_id)
    lesson = g.tutorial
    assert lesson is not None
    s, _ = follow(game_id)
    farewell = lesson.coach(s, lesson.learner)
    assert farewell is not None and farewell["done"] and "coach is quiet" in farewell["reason"]
    agents = [make_agent("heuristic", g, 7 + i, lesson.players) for i in range(lesson.players)]
    quiet = False
    for _ in range(20000):
        if s.is_over:
            break
        message = lesson.coach(s, lesson.learner)
        if message is None:
            quiet = True
        else:
            assert not quiet, "the coach spoke again after falling quiet"
            assert message["done"] and message["suggest"] is None
        s.apply(agents[s.to_move].act(info_set(s)))
    assert s.is_over and quiet
    assert lesson.coach(s, lesson.learner) is None


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("seed", [1, 2])
def test_the_coach_keeps_up_with_a_learner_who_plays_otherwise(game_id: str, seed: int) -> None:
    _, shown = follow(game_id, learner_agent=RandomAgent(seed))
    ids = clause_ids(game_id)
    for m in shown:
        assert m["suggest"] in m["legal"] and m["clause"] in ids


@pytest.mark.parametrize("game_id", GAMES)
def test_the_coach_says_the_same_in_every_world_the_learner_cannot_tell_apart(
        game_id: str) -> None:
    """A coach that read a hidden card (a rival's hand, the deck order, future dice) would
    speak differently once those are redrawn; it reads only the learner's information."""
    g, _ = lesson_game(game_id)
    lesson = g.tutorial
    assert lesson is not None
    for agent in (None, RandomAgent(5)):
        _, s = lesson_game(game_id)
        bots = {i: make_agent(spec, g, 40 + i, lesson.players) for i, spec in lesson.bots.items()}
        for _ in range(200):
            message = lesson.coach(s, lesson.learner)
            if message is None or message["done"]:
                break
            if s.to_move == lesson.learner:
                for seed in (5, 77):
                    assert lesson.coach(s.determinize(lesson.learner, seed),
                                        lesson.learner) == message
                s.apply(g.parse(s, message["suggest"]) if agent is None
                        else agent.act(info_set(s)))
            else:
                s.apply(bots[s.to_move].act(info_set(s)))


def card_names(game_id: str) -> set[str]:
    """Every name in the game's published card data."""
    data = tomllib.loads((ROOT / "wildtable" / "games" / PACKAGE[game_id] / "cards.toml")
                         .read_text())
    names: set[str] = set()

    def walk(x: Any) -> None:
        if isinstance(x, dict):
            for k, v in x.items():
                if k == "name" and isinstance(v, str):
                    names.add(v)
                walk(v)
        elif isinstance(x, list):
            for v in x:
                walk(v)
    walk(data)
    return names


def visible_names(game_id: str, view: dict[str, Any]) -> set[str]:
    """The card names the learner's view shows: their own cards and the open table."""
    if game_id == "war-of-the-wilds":
        from wildtable.games.war_of_the_wilds import cards as wc
        me = view["players"][view["seat"]]
        ids = [*(me["hand"] or []), *view["row"], *view["discard"],
               *(c["card"] for p in view["players"] for c in p["army"])]
        return {wc.NAME[i] for i in ids} | {p["home"] for p in view["players"]} | {
            view["day_card"] or ""}
    if game_id == "wilderness":
        return set(view["hand_names"])
    if game_id == "weavlings":
        return set(view["names"].values())
    from wildtable.games.wild_realms import cards as rc
    me = view["seats"][view["seat"]]
    ids = [*me["hand"], *me["discard"], *me["alliance"], *view["wild"],
           *(d for r in me["realms"] for d in r["defenders"]),
           *(r["realm"] for r in me["realms"] if r["realm"] >= 0)]
    return {rc.name(i) for i in ids}


@pytest.mark.parametrize("game_id", GAMES)
def test_the_coach_names_only_cards_the_learner_can_see(game_id: str) -> None:
    names = card_names(game_id)
    for agent in (None, RandomAgent(3)):
        _, shown = follow(game_id, learner_agent=agent)
        for m in shown:
            seen = visible_names(game_id, m["view"]) | {
                n for n in names for label in m["labels"] if n in label}
            text = " ".join(str(m[k]) for k in ("decides", "reason", "label"))
            for name in names - seen:
                assert not re.search(rf"\b{re.escape(name)}\b", text), (
                    f"the coach names {name!r}, which the learner cannot see")
