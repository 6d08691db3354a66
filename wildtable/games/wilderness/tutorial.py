"""Learn to play: a fixed two-player race against the heuristic bot, coached through the
first round (both turns and Nature's turn), then the coach lets go."""

from __future__ import annotations

from typing import Any

from ...engine import Action, Advice, Lesson, Rule, State
from ...engine.tutorial import FAREWELL, LESSON, coach_entry
from .board import COST, EVENTS, LAYOUTS, TERRAIN_LETTERS, TERRAIN_NAMES, EventSide, hex_distance
from .bots import HeuristicAgent
from .words import describe

LEARNER = 0

RULES = {
    "move": Rule("WILD-MOVE-1", "Moving into an area costs energy: grassland, rocky area or "
                 "desert 2; forest, swamp, the Tribe or the village 3; mountain 4. No lakes."),
    "drink": Rule("WILD-DRINK-1", "Drinking costs nothing in an area with a river on a side "
                  "or a lake beside it, and lowers your thirst."),
    "search": Rule("WILD-FOOD-1", "Searching for food costs 4 energy in grassland, forest or "
                   "swamp and may lower your hunger."),
    "rest": Rule("WILD-REST-1", "Resting costs 2 energy and reduces exhaustion 1."),
    "sleep": Rule("WILD-SLEEP-1", "Sleeping takes your whole turn and reduces exhaustion 4."),
    "play": Rule("WILD-EVENT-2", "An Event card has a good side you play on yourself and a "
                 "bad side you play on an opponent."),
    "pass": Rule("WILD-EVENT-3", "Cards are played in reaction windows: the start of a turn, "
                 "after each action, at Nature's turn; you may always wait."),
    "done": Rule("WILD-ACT-1", "A turn starts with the energy your exhaustion marker shows; "
                 "you spend it on actions and may stop at any time."),
}

# Event effects in words, for the reason; the card's own name says the rest.
EFFECT_WORDS = {
    "exhaust": "exhaustion", "thirst": "thirst", "hunger": "hunger", "energy": "energy",
    "move_mod": "the cost of each move", "restore_thirst": "thirst back to the start",
    "sure_feet": "no getting lost at night", "draw": "cards drawn",
}


def _stage(view: dict[str, Any]) -> str | None:
    if view["rounds"] == 0:
        return LESSON
    return FAREWELL if view["rounds"] == 1 else None


def _terrain(letter: str) -> str:
    return TERRAIN_NAMES[TERRAIN_LETTERS.index(letter)] if letter != "?" else "the unknown"


def _to_village(view: dict[str, Any], cell: int) -> int:
    lay = LAYOUTS[view["tiles"]]
    return hex_distance(lay.coords[cell], lay.coords[lay.village])


def _health(me: dict[str, Any]) -> str:
    return (f"thirst {me['thirst']}, hunger {me['hunger']}, exhaustion {me['exhaustion']}")


def _window(view: dict[str, Any]) -> str:
    """When the reaction window on top of the game's stack opens, in words."""
    top = view["pending"][-1] if view["pending"] else []
    if not top or top[0] != "win":
        return "now"
    who = "your" if top[2] == view["seat"] else f"P{top[2]}'s"
    return {"S": f"at the start of {who} turn", "A": f"after an action in {who} turn",
            "N": "at Nature's turn", "T": f"at the end of {who} turn"}.get(str(top[1]), "now")


def _effect(side: EventSide) -> str:
    words = EFFECT_WORDS.get(side.effect, side.effect.replace("_", " "))
    if side.amount:
        return f"{words} {side.amount:+d}"
    return words


def _explain(view: dict[str, Any], action: Action, label: str) -> Advice:
    seat = view["seat"]
    me = view["seats"][seat]
    here = me["area"]
    energy = view["energy"]
    verb = action.verb
    night = view["round_kind"] == "N"
    decides = (f"Your turn: spend your {energy} energy on moves and actions"
               if view["active"] == seat and verb != "pass" else "Play an Event card now, or wait")
    if verb == "move":
        d = int(action.args[0]) - 1
        dest = LAYOUTS[view["tiles"]].neigh[here][d]
        t = view["terrain"][dest]
        mod = int(view["move_mod"])
        base = COST[TERRAIN_LETTERS.index(t)] if t != "?" else 0
        price = (f"{_terrain(t)} costs {max(1, base + mod)} energy"
                 + (f" ({mod:+d} from a card this turn)" if mod else "")
                 if t != "?" else "an unexplored area shows its cost once you see it")
        river = " plus 2 for the river" if view["rivers"][here] >> d & 1 else ""
        if t == "S":  # WILD-MOVE-4, WILD-MOVE-3
            river += "; entering a swamp draws a Sickness card"
        elif t == "D" and not night:
            river += "; a desert by daylight raises your thirst 1"
        return Advice(decides, RULES["move"],
                      f"The village is {_to_village(view, here)} areas away; this step leaves "
                      f"{_to_village(view, dest)}. {price[0].upper() + price[1:]}{river}, and "
                      f"you have {energy}." + (" At night a die decides whether you get lost."
                                              if night else ""))
    if verb == "drink":
        return Advice(decides, RULES["drink"],
                      f"Water is beside you, so drinking is free. Your thirst is {me['thirst']}; "
                      "each step of it adds exhaustion at Nature's turn.")
    if verb == "search":
        return Advice(decides, RULES["search"],
                      f"Your hunger is {me['hunger']} and this area has food; 4 of your "
                      f"{energy} energy buy two dice at lowering it.")
    if verb == "rest":
        return Advice(decides, RULES["rest"],
                      f"With {energy} energy left no good move is affordable; resting turns 2 "
                      f"of it into one less exhaustion ({_health(me)}).")
    if verb == "sleep":
        return Advice(decides, RULES["sleep"],
                      f"Your exhaustion is {me['exhaustion']}: high exhaustion means less "
                      "energy every turn, and sleep lowers it by 4.")
    if verb == "play":
        card = EVENTS[int(action.args[0])]
        if action.args[1] == "g":
            return Advice(decides, RULES["play"],
                          f"{card.name} played on yourself: {_effect(card.good)}. It helps "
                          f"now ({_health(me)}, {energy} energy).")
        return Advice(decides, RULES["play"],
                      f"{card.name} played against P{action.args[2]}: {_effect(card.bad)}, "
                      "slowing the other racer.")
    if verb == "pass":
        hand = view.get("hand_names") or []
        keep = (f"keep {', '.join(hand)} for a moment when it helps more" if hand
                else "you hold no card to play")
        return Advice(decides, RULES["pass"],
                      f"This window opens {_window(view)}; {keep}. You are at "
                      f"{_health(me)}.")
    left = f"Your {energy} energy left buys nothing worth it here" if energy else (
        "Your energy is spent")
    return Advice(decides, RULES["done"], f"{left}; you end the turn at {_health(me)}.")


def _watch(view: dict[str, Any]) -> str:
    who = view["to_move"]
    if who is None:
        return "The game is over."
    return (f"P{who}, the bot, is taking its turn; its moves appear in the story. After every "
            "player has moved, Nature's turn raises thirst and hunger and moves the animals.")


def coach(state: State, seat: int) -> dict[str, Any] | None:
    """The coach's message for the learner's seat (None once the lesson is over)."""
    if seat != LEARNER:
        return None
    return coach_entry(
        state, seat, stage=_stage(state.view(seat)), agent=HeuristicAgent,
        explain=_explain, describe=describe, watch=_watch,
        farewell="You have played a whole round: both turns and Nature's turn. From here "
                 "the race is yours, and the coach is quiet.")


TUTORIAL = Lesson(
    title="Wilderness: your first game",
    intro="You race one bot from the Tribal Lands to the village. Energy pays for "
          "every step; thirst, hunger and exhaustion grow each round.",
    players=2, seed=7, options={"tiles": 4}, learner=LEARNER, bots={1: "heuristic"},
    coach=coach)
