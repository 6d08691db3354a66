"""Guided first games: a fixed deal and a coach that explains each decision of its first round.

Each game's `tutorial.py` builds one `Lesson`. Its coach reads only what the learner's
seat may know: `state.view(seat)`, the seat's legal actions and their words, and a
suggestion from the game's heuristic bot, which itself decides on a determinized sample
(the seat's information set), never on the true state.
"""

from __future__ import annotations

import json
import zlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from .action import Action
from .agent import Agent, info_set
from .state import State

LESSON = "lesson"  # the coach explains the learner's decisions
FAREWELL = "farewell"  # the lesson just ended: the coach says so, then falls quiet


@dataclass(frozen=True, slots=True)
class Rule:
    """The rule behind one kind of decision: its clause id and the clause in plain words."""

    clause: str
    rule: str


@dataclass(frozen=True, slots=True)
class Advice:
    """A game's explanation of one suggested action: what is decided, the rule, and why."""

    decides: str
    rule: Rule
    reason: str


@dataclass(frozen=True)
class Lesson:
    """A fixed deal and its coach. `bots` names the agent of every other seat."""

    title: str
    intro: str
    players: int
    seed: int
    options: Mapping[str, Any]
    learner: int
    bots: Mapping[int, str]
    coach: Callable[[State, int], dict[str, Any] | None]
    extras: Mapping[str, Any] = field(default_factory=dict)


def suggest(state: State, agent: Callable[[int], Agent]) -> Action:
    """The heuristic bot's choice for the seat to move. The bot sees the seat's information
    set only, and its seed comes from the seat's view, so the same position (after a reload,
    or any state the seat cannot tell from this one) gets the same suggestion."""
    seat = state.to_move
    view = json.dumps(state.view(seat), sort_keys=True, separators=(",", ":"))
    return agent(zlib.crc32(view.encode())).act(info_set(state))


def coach_entry(
    state: State,
    seat: int,
    *,
    stage: str | None,
    agent: Callable[[int], Agent],
    explain: Callable[[dict[str, Any], Action, str], Advice],
    describe: Callable[[State, Action], str],
    watch: Callable[[dict[str, Any]], str],
    farewell: str,
) -> dict[str, Any] | None:
    """The coach's message for `seat`, built the same way for every game.

    `stage` is LESSON, FAREWELL or None (the lesson is over: no message). `explain` gets
    the seat's view, the suggested action and its words, and returns the game's advice.
    """
    if stage is None:
        return None
    if stage == FAREWELL:
        return {"done": True, "decides": "The lesson is over", "clause": None, "rule": None,
                "suggest": None, "label": None, "reason": farewell}
    view = state.view(seat)
    if state.is_over or state.to_move != seat:
        return {"done": False, "decides": "Nothing yet", "clause": None, "rule": None,
                "suggest": None, "label": None, "reason": watch(view)}
    action = suggest(state, agent)
    label = describe(state, action)
    advice = explain(view, action, label)
    return {"done": False, "decides": advice.decides, "clause": advice.rule.clause,
            "rule": advice.rule.rule, "suggest": str(action), "label": label,
            "reason": advice.reason}
