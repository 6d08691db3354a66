"""Learn to play: a fixed solo deal on Easy, coached through choosing where to enter and the
whole first turn (Trapper and Lure phases; the Beasties and Travel then resolve), then the
coach lets go."""

from __future__ import annotations

from typing import Any

from ...engine import Action, Advice, Lesson, Rule, State
from ...engine.tutorial import FAREWELL, LESSON, coach_entry
from . import cards as C
from .bots import HeuristicAgent
from .words import describe

LEARNER = 0

RULES = {
    "start": Rule("WEAV-SETUP-3", "You choose the space where the Trapper enters; that "
                  "space's card is discarded and the Trapper takes its place."),
    "move": Rule("WEAV-TRAPPER-2", "For 1 Action the Trapper swaps places with an "
                 "orthogonally adjacent space."),
    "collect": Rule("WEAV-TRAPPER-3", "For 1 Action the Trapper takes an adjacent revealed "
                    "Trap into your hand."),
    "chain": Rule("WEAV-TRAP-8", "Traps in a line from the Trapper, each showing a Chain "
                  "icon, are collected together for 1 Action."),
    "take": Rule("WEAV-SPIRIT-1", "An adjacent revealed Wilds Spirit is collected for 0 "
                 "Actions."),
    "use": Rule("WEAV-TRAPPER-4", "For 1 Action a Trap in your hand is used on any space, "
                "wherever the Trapper stands."),
    "swap": Rule("WEAV-TRAP-9", "The Ol' Switcheroo swaps two cards on the Tender Wilds."),
    "lure": Rule("WEAV-LURE-1", "In the Lure phase you choose revealed Weavlings and pay "
                 "their Meat Cost; their Population counts towards winning."),
    "unhappy": Rule("WEAV-LURE-3", "A lured Weavling turned Unhappy costs 1 Meat to keep, "
                    "or goes."),
    "cancel": Rule("WEAV-SPIRIT-2", "A Spirit of Intervention cancels one Event as it is "
                   "revealed."),
    "opportunity": Rule("WEAV-SPIRIT-4", "A Spirit of Opportunity gives one bonus Action."),
    "recover": Rule("WEAV-SPIRIT-5", "A Spirit of Serendipity brings back one Trap from the "
                    "Banished Pile."),
    "restore": Rule("WEAV-SPIRIT-6", "A Spirit of Restoration turns one Wound into Meat in "
                    "your hand."),
    "done-trapper": Rule("WEAV-TRAPPER-1", "The Trapper may use as many Actions per turn as "
                         "its card shows, and may stop early."),
    "done-lure": Rule("WEAV-BEAST-1", "After the Lure phase every revealed Beastie feeds on "
                      "the Weavlings next to it; then the Wilds travel down a row."),
}

# What each Trap does, in a player's words (WEAV-TRAP-7 and the Trap clauses).
TRAP_WORDS = {
    "capture_row": "captures every revealed Beastie in one row",
    "capture_column": "captures every revealed Beastie in one column",
    "capture_block": "captures every revealed Beastie in a 2×2 block",
    "capture_any": "captures one revealed Beastie anywhere",
    "capture_slow": "captures one revealed Beastie of Speed 2 or less",
    "bait": "catches the first Beastie that would feed on its space",
    "swap_two": "swaps two cards on the Tender Wilds",
}


def _stage(view: dict[str, Any]) -> str | None:
    if view["turn"] <= 1:
        return LESSON
    return FAREWELL if view["turn"] == 2 else None


def _name(view: dict[str, Any], space: int) -> str:
    card = view["grid"][space]
    if card == "down":
        return "a face-down card"
    if card == "trapper":
        return "the Trapper"
    if card is None:
        return "an empty space"
    return str(view["names"].get(str(card), C.NAME[int(card)]))


def _near(space: int) -> list[int]:
    r, c = divmod(space, C.COLS)
    out = [space - C.COLS if r else -1, space + C.COLS if r < C.ROWS - 1 else -1,
           space - 1 if c else -1, space + 1 if c < C.COLS - 1 else -1]
    return [s for s in out if s >= 0]


def _beasties(view: dict[str, Any]) -> list[int]:
    return [s for s, card in enumerate(view["grid"])
            if isinstance(card, int) and C.IS_BEASTIE[card]]


def _meat(view: dict[str, Any]) -> int:
    return int(view["meat"])


def _explain(view: dict[str, Any], action: Action, label: str) -> Advice:
    verb, args = action.verb, action.args
    actions = view["actions"]
    phase = view["phase"]
    trapper = "Trapper phase: use your Actions" + (f" ({actions} left)" if actions else "")
    if verb == "start":
        space = int(str(args[0]))
        row, col = divmod(space, C.COLS)
        return Advice("Setup: choose where the Trapper enters the Tender Wilds", RULES["start"],
                      f"From row {row}, column {col} the Trapper touches {len(_near(space))} "
                      "spaces: once every card is revealed it can collect the Traps and "
                      "Spirits there and move among them.")
    if verb == "move":
        space = int(str(args[0]))
        here = view["grid"].index("trapper")
        # After the swap the Trapper's old space holds the card it traded places with.
        reach = [_name(view, space if s == here else s) for s in _near(space)]
        return Advice(trapper, RULES["move"],
                      f"The Trapper trades places with {_name(view, space)}; from there it "
                      f"stands next to {', '.join(reach)}.")
    if verb == "collect":
        names = [_name(view, int(str(s))) for s in args]
        rule = RULES["chain" if len(args) > 1 else "collect"]
        return Advice(trapper, rule,
                      f"{' and '.join(names)} go{'es' if len(names) == 1 else ''} to your "
                      "hand for one Action; a Trap in hand can be used on any space later.")
    if verb == "take":
        space = int(str(args[0]))
        return Advice(trapper, RULES["take"],
                      f"{_name(view, space)} is next to the Trapper and costs no Action to "
                      "collect.")
    if verb == "use":
        card = C.SLUG_IDS[str(args[0])][0]
        beasts = len(_beasties(view))
        words = TRAP_WORDS.get(C.EFFECT[card], C.EFFECT[card].replace("_", " "))
        return Advice(trapper, RULES["use"],
                      f"{C.NAME[card]} {words}. {beasts} Beastie{'s' if beasts != 1 else ''} "
                      "stand on the grid; a captured Beastie becomes Meat, which pays for "
                      "luring Weavlings, instead of wounding you.")
    if verb == "swap":
        return Advice("Finish The Ol' Switcheroo: the second card", RULES["swap"],
                      f"{label}: the swap moves a card to where it does the most good.")
    if verb == "pay":
        chosen = [int(c) for c in view["chosen"]]
        cost = sum(C.COST[c] for c in chosen)
        return Advice("Lure phase: pay Meat for the chosen Weavlings", RULES["lure"],
                      f"The {len(chosen)} chosen Weavling{'s' if len(chosen) != 1 else ''} "
                      f"cost {cost} Meat (Unhappy ones 1 more). {label} now: Meat paid "
                      f"above the cost is lost. You hold {_meat(view)} Meat.")
    if verb == "lure":
        pop = view["lured_population"]
        extra = ""
        if verb == "lure":
            card = view["grid"][int(str(args[0]))]
            extra = (f"{C.NAME[int(card)]} has Population {C.POP[int(card)]} and costs "
                     f"{C.COST[int(card)]} Meat. " if isinstance(card, int) else "")
        return Advice("Lure phase: choose Weavlings and pay Meat for them", RULES["lure"],
                      f"{extra}You hold {_meat(view)} Meat and have lured {pop} of the "
                      f"{view['win_population']} Population that wins; a Weavling left on "
                      "the grid may be eaten by a Beastie.")
    if verb in ("keep", "release"):
        return Advice("An Unhappy Weavling: keep it or let it go", RULES["unhappy"],
                      f"You hold {_meat(view)} Meat. {label}: a lured Weavling that stays "
                      "counts towards winning.")
    if verb in ("cancel", "allow"):
        return Advice("Events are revealed: cancel one?", RULES["cancel"],
                      f"{label}: the Spirit of Intervention works once, so it is saved for "
                      "the Event that hurts most.")
    if verb in ("opportunity", "recover", "restore"):
        return Advice(trapper, RULES[verb], f"{label}: the Spirit is spent where it helps now.")
    if phase == "lure":
        feeders = [_name(view, s) for s in _beasties(view)]
        return Advice("Lure phase: choose Weavlings and pay Meat for them", RULES["done-lure"],
                      f"You have lured what your Meat pays for. Next "
                      f"{', '.join(feeders) or 'no Beastie'} feed"
                      f"{'s' if len(feeders) <= 1 else ''} on the Weavlings left next to them.")
    spent = (f"Nothing left is worth your {actions} Action{'s' if actions != 1 else ''}"
             if actions else "Your Actions are spent")
    return Advice(trapper, RULES["done-trapper"],
                  f"{spent}: the Lure phase comes next, then the Beasties feed.")


def _watch(view: dict[str, Any]) -> str:
    return "The Wilds are moving; the coach speaks again at your next decision."


def coach(state: State, seat: int) -> dict[str, Any] | None:
    """The coach's message for the learner's seat (None once the lesson is over)."""
    if seat != LEARNER:
        return None
    return coach_entry(
        state, seat, stage=_stage(state.view(seat)), agent=HeuristicAgent,
        explain=_explain, describe=describe, watch=_watch,
        farewell="You have played your first whole turn: the Beasties fed and the Wilds "
                 "travelled down a row. From here the Wilds are yours; the coach is quiet.")


TUTORIAL = Lesson(
    title="Weavlings in the Wilds: your first game",
    intro="A solo game on Easy. The Trapper collects Traps, captures Beasties as Meat and "
          "pays that Meat to lure Weavlings: 10 Population wins.",
    players=1, seed=20, options={"difficulty": "easy", "first_game": True}, learner=LEARNER,
    bots={}, coach=coach)
