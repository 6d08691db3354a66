"""Actions and pending decisions in a player's words: labels, prompts, choice groups and
each Event card side as the card says it ("exhaustion −1", never an effect id).

Seats are named by `core.name` alone (re-exported here as `seat_name`), so that one place
can later give them people's names.
"""

from __future__ import annotations

from typing import Any

from ...engine import Action, State
from .board import (
    DIR_NAMES,
    EVENTS,
    EXTRAS,
    FOOD,
    LAYOUTS,
    SICKNESS,
    TERRAIN_NAMES,
    EventSide,
    L,
)
from .core import has_water, is_night, move_cost
from .core import name as seat_name
from .state import WildState

MINUS = "−"  # the printed minus sign, as on the cards


def signed(n: int) -> str:
    return f"+{n}" if n > 0 else f"{MINUS}{-n}" if n < 0 else "0"


def side_words(side: EventSide) -> str:
    """What one side of an Event card does, in the card's words (docs/rules/wilderness.md,
    Designed content)."""
    e, n = side.effect, side.amount
    if e in ("thirst", "hunger"):
        return f"{e} {signed(n)}"
    if e == "exhaust":
        return f"exhaustion {signed(n)}"
    if e == "both":
        return f"thirst and hunger {signed(n)}"
    if e == "energy":
        return f"{signed(n)} energy this turn"
    if e == "move_mod":
        return f"moves cost {signed(n)} energy this turn"
    if e == "attack_mod":
        return f"{signed(n)} to your die against the animal"
    if e == "animal_mod":
        return f"{signed(n)} to the animal's dice"
    if e == "companion":
        return f"{signed(n)} energy, and travel together to the village"
    if e == "terrain":
        extra, terrain, _ = EXTRAS[n]
        return f"lay {extra} ({TERRAIN_NAMES[terrain]}) by the compass"
    if e == "cold":
        return f"exhaustion +{n} at Nature's turn"
    if e == "draw":
        return f"draw {n} Event cards"
    return {
        "restore_thirst": "thirst back to 0",
        "sure_feet": "no night dice this turn",
        "lost": "gets lost",
        "raft": "a raft: enter lakes, cross rivers freely this turn",
        "swept": "swept away where the compass points",
        "cancel_attack": "escape the animal's attack",
        "hunt": "hunt: hunger " + MINUS + "1 die",
        "ambush": "an animal attacks",
        "shelter": "no exhaustion at this Nature's turn",
        "cure": "cure a lasting Sickness",
        "sickness": "draw a Sickness card",
        "turn_away": "turned away from the village",
        "peace": "the Tribe makes peace",
        "anger": "the Tribe turns hostile",
    }.get(e, e.replace("_", " "))


TIMING = {"A": "any time", "S": "at the start of a turn", "T": "before an animal's attack",
          "N": "at Nature's turn", "V": "when an opponent enters the village"}


def event_text(card: int) -> str:
    """An Event card's two sides with their timings, for a card zoom or `card NAME`."""
    c = EVENTS[card]
    return (f"{c.name}: for you, {side_words(c.good)} ({TIMING[c.good.timing]}); "
            f"against an opponent, {side_words(c.bad)} ({TIMING[c.bad.timing]})")


def sickness_text(card: int) -> str:
    """A Sickness card in words (Designed content)."""
    c = SICKNESS[card]
    if c.effect == "none":
        return f"{c.name}: nothing happens"
    if c.effect != "lasting":
        what = "exhaustion" if c.effect == "exhaust" else c.effect
        return f"{c.name}: {what} +{c.amount}"
    hook = {"move": "moves cost 1 more energy",
            "nature_exhaust": "exhaustion +1 at every Nature's turn",
            "nature_hunger": "hunger +1 at every Nature's turn",
            "nature_thirst": "thirst +1 at every Nature's turn"}.get(c.hook, c.hook)
    until = {"sleep": "you sleep", "food": "a food search succeeds",
             "drink": "you drink"}.get(c.discard, c.discard)
    return f"{c.name} (lasting): {hook}, until {until}"


def describe(state: State, action: Action) -> str:
    """The action in a player's words, e.g. "Move east into swamp (3 energy)"."""
    assert isinstance(state, WildState)
    st, verb = state, action.verb
    seat = st.to_move
    if verb == "move" and seat is not None:
        d = int(action.args[0]) - 1
        here = st.pos[seat]
        dest = LAYOUTS[st.n].neigh[here][d]
        t = st.terr[dest]
        what = TERRAIN_NAMES[t] if t >= 0 else "the unknown"
        river = ", across a river" if st.riv[here] >> d & 1 and not st.raft else ""
        return f"Move {DIR_NAMES[d]} into {what} ({move_cost(st, seat, d, dest)} energy{river})"
    if verb == "play":
        card = EVENTS[int(action.args[0])]
        if action.args[1] == "g":
            return f"Play {card.name} for yourself: {side_words(card.good)}"
        return f"Play {card.name} against {seat_name(int(action.args[2]))}: " \
               f"{side_words(card.bad)}"
    return {
        "search": "Search for food (4 energy, two dice)",
        "drink": "Drink water (free): thirst back to 0",
        "rest": f"Rest (2 energy): exhaustion {MINUS}1",
        "sleep": f"Sleep the whole turn: exhaustion {MINUS}4",
        "done": "End the turn",
        "pass": "Play no card now",
    }.get(verb, verb.capitalize())


GROUPS = {"move": "Move", "search": "Survive", "drink": "Survive", "rest": "Survive",
          "sleep": "Survive", "play": "Play an Event card", "pass": "Finish", "done": "Finish"}


def group(state: State, action: Action) -> str:
    """A short heading that gathers like choices."""
    return GROUPS.get(action.verb, "Other")


WINDOW = {"A": "after that action", "S": "as the turn starts", "T": "before the animal's dice",
          "N": "at Nature's turn", "V": "as the village is entered", "O": "in the turn"}


def prompt(state: State, seat: int | None) -> str:
    """The decision pending, in words, for the seat looking."""
    assert isinstance(state, WildState)
    st = state
    if st.is_over:
        return "The game is over: " + st.result().reason
    who = st.to_move
    assert who is not None
    task = st.stack[-1]
    you = seat == who
    if task[0] == "win":
        when = WINDOW.get(str(task[1]), "now")
        return (f"You may play an Event card {when}, or play none" if you
                else f"{seat_name(who)} may play an Event card {when}")
    if you:
        return (f"Your turn: {st.energy} energy left. Move, search, drink, rest, sleep or "
                "play a card; end the turn when done")
    return f"{seat_name(who)} is taking their turn"


def why_not(st: WildState) -> dict[str, Any]:
    """Why each turn choice the active seat does not have is missing, in words, so that a
    table can grey it with its reason (WILD-MOVE-*, WILD-ACT-*, WILD-DRINK-1). Empty
    unless the active seat is deciding its turn; a reason "" means the choice is offered."""
    if st.over or not st.stack or st.stack[-1][0] != "turn":
        return {}
    s = st.active
    e = st.energy
    here = st.pos[s]
    moves = []
    for d, nb in enumerate(LAYOUTS[st.n].neigh[here]):
        if nb < 0:
            continue
        t = st.terr[nb]
        if t < 0:
            why = "unexplored"
        elif t == L and not st.raft:
            why = "a lake: only with a raft"
        else:
            cost = move_cost(st, s, d, nb)
            why = "" if cost <= e else f"costs {cost} energy; {e} left"
        moves.append({"direction": DIR_NAMES[d], "area": nb, "why_not": why})
    food = FOOD[st.terr[here]]
    search = ("no food to find here" if not food else "not at night" if is_night(st)
              else f"needs 4 energy; {e} left" if e < 4 else "")
    drink = ("thirst is already 0" if st.thirst[s] == 0 else
             "no water here" if not has_water(st, here) else "")
    return {
        "moves": moves,
        "search": search,
        "rest": "" if e >= 2 else f"needs 2 energy; {e} left",
        "drink": drink,
        "sleep": "" if not st.spent else "only before spending energy this turn",
        "play": "" if not st.played else "one Event card after each action",
    }


__all__ = ["describe", "event_text", "group", "prompt", "seat_name", "sickness_text",
           "side_words", "why_not"]
