"""Actions and pending decisions in a player's words: labels, prompts and choice groups.

A solo game: the one seat is "you"; anyone else looking reads "The player …".
"""

from __future__ import annotations

from typing import Any

from ...engine import Action, State
from .cards import (
    COST,
    EFFECT,
    KIND,
    MEAT,
    NAME,
    NAMES,
    SLUG_IDS,
    SPIRIT,
    TRAP,
    TRAPPER_COSTS,
    WHEEL,
)
from .effects import SPIRIT_EFFECTS
from .state import WeavlingsState
from .wilds import LURE, OVER, SETUP, TRAPPER_PHASE, rotation


def seat_name(seat: int) -> str:
    """How the seat is named to people: the one place to change it."""
    return "The player"


def plural(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


def space(s: WeavlingsState, i: int) -> str:
    """A grid space and what lies on it, as the player sees it."""
    c = s.view(None)["grid"][i]
    what = ("the Trapper" if c == "trapper" else "a face-down card" if c == "down"
            else "an empty space" if c is None else NAME[int(c)])
    return f"space {i} ({what})"


def target_words(s: WeavlingsState, effect: str, target: int | str) -> str:
    if effect in ("capture_row", "arrange_row"):
        return f"row {target}"
    if effect in ("capture_column", "arrange_column"):
        return f"column {target}"
    if effect == "capture_block":
        top_left = (int(target) // 3) * 4 + int(target) % 3
        return f"the 2×2 block from {space(s, top_left)}"
    if effect == "transpose":
        return f"{NAMES[int(target)]} in the discard pile"
    if effect == "second_sight":
        return f"the next card, predicting: {target}"
    return space(s, int(target))


def wound_words(s: WeavlingsState, w: int) -> str:
    """A Wound with what it counts now and the Meat it becomes; numbered when another
    Wound reads the same, so that two choices never read alike."""
    r = rotation(s)
    same = [x for x in sorted(s.wounds) if NAME[x] == NAME[w] and WHEEL[x][r] == WHEEL[w][r]]
    mark = f" #{same.index(w) + 1}" if len(same) > 1 else ""
    return f"{NAME[w]} Wound{mark} (counts {plural(WHEEL[w][r], 'Wound')}, {MEAT[w]} Meat)"


def describe(state: State, action: Action) -> str:
    """The action in a player's words, e.g. "Turn the Vargler Wound (2 Wounds now, 3 Meat)
    into Meat"."""
    assert isinstance(state, WeavlingsState)
    s, verb, args = state, action.verb, action.args
    a0 = args[0] if args else None
    _, move, collect, use = TRAPPER_COSTS[s.options["trapper"]]
    if verb == "start":
        return f"Enter the Tender Wilds at {space(s, int(str(a0)))}"
    if verb == "collect":
        return (f"Collect ({plural(collect, 'Action')}) "
                + ", then ".join(space(s, int(str(x))) for x in args))
    if verb == "move":
        return f"Move the Trapper ({plural(move, 'Action')}) to {space(s, int(str(a0)))}"
    if verb in ("take", "lure", "swap", "put", "cancel"):
        label = {"take": "Collect the Wilds Spirit on", "lure": "Lure the Weavling on",
                 "swap": "Swap with", "put": "Put here the card on",
                 "cancel": "Cancel the Event on"}[verb]
        return f"{label} {space(s, int(str(a0)))}"
    if verb == "use":
        card = SLUG_IDS[str(a0)][0]
        cost = "free" if EFFECT[card] == "swap_two" else plural(use, "Action")
        return f"Use {NAME[card]} ({cost}) on {target_words(s, EFFECT[card], args[1])}"
    if verb in ("pay", "keep"):
        what = "a Spirit of Fortune" if a0 == "fortune" else f"a {a0}-Meat Beastie"
        return ("Pay with " if verb == "pay" else "Keep the Unhappy Weavling, paying ") + what
    if verb == "trade":
        return f"Bring back {NAMES[int(str(a0))]} from the Banished Pile"
    if verb == "restore":
        return f"Turn the {wound_words(s, int(str(a0)))} into Meat"
    if verb == "recover":
        return f"Take {NAME[SLUG_IDS[str(a0)][0]]} back from the Banished Pile"
    if verb == "done":
        return {SETUP: "Done", TRAPPER_PHASE: "End the Trapper phase: go on to luring",
                LURE: "End the turn"}.get(s.phase, "Done")
    return {"allow": "Let the Events resolve", "release": "Let the Unhappy Weavling go",
            "opportunity": "Gain a bonus Action (Spirit of Opportunity)"
            }.get(verb, verb.capitalize())


GROUPS = {"start": "Enter the Wilds", "move": "Move", "collect": "Collect", "take": "Collect",
          "use": "Use a Trap", "swap": "Use a Trap", "put": "Use a Trap", "trade": "Use a Trap",
          "opportunity": "Use a Spirit", "recover": "Use a Spirit", "restore": "Use a Spirit",
          "lure": "Lure", "pay": "Pay", "keep": "Unhappy Weavling",
          "release": "Unhappy Weavling", "cancel": "Events", "allow": "Events",
          "done": "Finish"}


def group(state: State, action: Action) -> str:
    """A short heading that gathers like choices."""
    return GROUPS.get(action.verb, "Other")


def prompt(state: State, seat: int | None) -> str:
    """The decision pending, in words: "you" for the player, the third person for others."""
    assert isinstance(state, WeavlingsState)
    s = state
    you = seat == 0
    if s.phase == OVER:
        return "The game is over: " + s.result().reason
    if s.unhappy:
        w = s.unhappy[0]
        return (f"{NAME[w]} is Unhappy: pay 1 Meat to keep it, or let it go" if you
                else "The player is deciding whether to keep an Unhappy Weavling")
    if s.evq:
        names = ", ".join(NAME[e] for e in s.evq)
        return (f"Events revealed ({names}): cancel one with Intervention, or let them resolve"
                if you else "The player is deciding about revealed Events")
    if s.pend:
        return ("Finish the Trap: choose where it acts" if you
                else "The player is finishing a Trap")
    if s.phase == SETUP:
        return ("Choose where the Trapper enters the Tender Wilds" if you
                else "The player is choosing where the Trapper enters")
    if s.phase == TRAPPER_PHASE:
        return (f"Trapper phase: {plural(s.acts, 'Action')} left. Move, collect Traps and "
                "Spirits, use Traps; end the phase when done" if you
                else "The player is moving the Trapper")
    if s.phase == LURE:
        owed = sum(COST[w] for w in s.chosen)
        if s.chosen:
            return (f"Lure: pay for {', '.join(NAME[w] for w in s.chosen)} (at least "
                    f"{owed} Meat), or choose more Weavlings" if you
                    else "The player is paying to lure Weavlings")
        return ("Lure: choose Weavlings next to the Trapper to lure, or end the turn" if you
                else "The player is choosing Weavlings to lure")
    return "The player is deciding" if not you else "Your decision"


# What each Trap effect does, from the rules document (WEAV-TRAP-5..9, WEAV-BAUB-2..7).
TRAP_WORDS = {
    "capture_row": "reveal one row and capture every Beastie in it",
    "capture_column": "reveal one column and capture every Beastie in it",
    "capture_block": "reveal a 2×2 block and capture every Beastie in it",
    "bait": "lies on a space; a Beastie whose Chomp or Devour reaches it is caught as Meat",
    "capture_any": "capture one revealed Beastie anywhere",
    "capture_slow": "capture one revealed Beastie of Speed 2 or less, anywhere",
    "swap_two": "swap 2 cards on the Tender Wilds (free if neither is a Beastie)",
    "discard_diagonals": "discard every card on the diagonals through a space; Beasties "
                         "among them are captured",
    "discard_orthogonals": "discard every card in a space's row and column; Beasties among "
                           "them are captured",
    "arrange_column": "rearrange all cards of one column, the Trapper included",
    "arrange_row": "rearrange all cards of one row, the Trapper included",
    "transpose": "a card of the discard pile and one of the Banished Pile trade places",
    "second_sight": "name a card type and draw: a right guess pays off",
}


def card_words(card: int) -> str:
    """What a Trap or a Wilds Spirit does, in words ("" for other cards)."""
    if KIND[card] == TRAP:
        return TRAP_WORDS.get(EFFECT[card], "")
    if KIND[card] == SPIRIT:
        return SPIRIT_EFFECTS[EFFECT[card]]
    return ""


def why_not(s: WeavlingsState) -> dict[str, Any]:
    """In the Trapper phase, why Moves, Collects or a Trap in hand are not offered, in
    words (WEAV-TRAPPER-1..4); "" means it is. Empty in other phases."""
    if s.phase != TRAPPER_PHASE or s.unhappy or s.evq or s.pend:
        return {}
    _, move, collect, use = TRAPPER_COSTS[s.options["trapper"]]

    def need(n: int) -> str:
        return "" if s.acts >= n else f"needs {plural(n, 'Action')}; {s.acts} left"

    traps = {}
    for c in sorted(s.hand):
        if KIND[c] == TRAP and NAME[c] not in traps:
            traps[NAME[c]] = "" if EFFECT[c] == "swap_two" else need(use)
    return {"move": need(move), "collect": need(collect), "traps": traps}


__all__ = ["card_words", "describe", "group", "prompt", "seat_name", "why_not"]
