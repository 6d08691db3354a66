"""Text rendering: the 4×3 Tender Wilds as a grid of glyphs, the piles and the story."""

from __future__ import annotations

from typing import Any

from rich.console import Group
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from ...engine import Action, State
from .cards import (
    BEASTIE,
    CHAIN,
    CHOMP,
    COST,
    DEVOUR,
    EFFECT,
    EVENT,
    FIXED,
    HAPPY,
    KIND,
    MEAT,
    NAME,
    NAMES,
    POP,
    PROWL,
    RANK,
    SANGUINE,
    SLUG_IDS,
    SPEED,
    SPIRIT,
    TRAP,
    WEAVLING,
    WHEEL,
)
from .effects import SPIRIT_EFFECTS

ARROWS = ("↑", "↓", "←", "→", "↖", "↗", "↙", "↘")
UP_SIDE = ("▲", "◀", "▼", "▶")  # which printed side is up after 0..3 CCW quarter turns
GLYPH = {EVENT: "☾", SPIRIT: "✦", TRAP: "⚙", WEAVLING: "♥", BEASTIE: "◆"}
STYLE = {EVENT: "magenta", SPIRIT: "cyan", TRAP: "yellow", WEAVLING: "green", BEASTIE: "red"}


def card_text(c: int, rot: int) -> Text:
    """A few lines describing one revealed card, stats and rotation included."""
    k = KIND[c]
    t = Text(f"{GLYPH[k]} {NAME[c]}", style="bold " + STYLE[k])
    if k == BEASTIE:
        arrows = "".join(ARROWS[d] for d in CHOMP[c])
        t.append(f"\n chomp {arrows or '-'}")
        if DEVOUR[c]:
            t.append(" devour " + "".join(ARROWS[d] for d in DEVOUR[c]), style="bold red")
        t.append(f"\n spd {SPEED[c]} meat {MEAT[c]}\n wound {WHEEL[c][rot]}")
        if PROWL[c]:
            t.append(" prowl")
        if SANGUINE[c]:
            t.append(" sanguinarius")
    elif k == WEAVLING:
        mood = "☺" if HAPPY[c][rot] else "☹ +1"
        t.append(f"\n pop {POP[c]} cost {COST[c]} {mood}")
    elif k == TRAP:
        # A fixed Trap stays put only once played (WEAV-TRAP-4); on the grid, not yet
        # collected, it travels like any card.
        t.append(f"\n rank {RANK[c]}" + (" ⛓" if CHAIN[c] else "")
                 + ("\n fixed once played" if FIXED[c] else ""))
    elif k == SPIRIT:
        t.append(f"\n {SPIRIT_EFFECTS[EFFECT[c]]}")
    return t


def grid_table(v: dict[str, Any]) -> Table:
    rot = v["rotation"]
    table = Table(show_header=True, show_lines=True, title="The Tender Wilds ↓", expand=True)
    for col in range(4):
        table.add_column(f"col {col}", min_width=17, ratio=1)
    for row in range(3):
        cells: list[Text] = []
        for col in range(4):
            i = row * 4 + col
            x = v["grid"][i]
            if x is None:
                t = Text(f"{i:>2} ·  empty", style="dim")
            elif x == "trapper":
                t = Text(f"{i:>2} ⚑ TRAPPER", style="bold white on blue")
            elif x == "down":
                t = Text(f"{i:>2} ░ face-down ░", style="dim")
            else:
                t = Text(f"{i:>2} ")
                t.append_text(card_text(int(x), rot))
            over = v["overlays"][i]
            if over is not None:
                t.append(f"\n ▣ {NAME[over]} (fixed)", style="yellow")
            cells.append(t)
        table.add_row(*cells)
    return table


def status(v: dict[str, Any]) -> Text:
    rot = v["rotation"]
    t = Text()
    t.append(f"Turn {v['turn']} · {v['phase']} phase · {v['actions']} Actions left · "
             f"{v['trapper']} · {v['difficulty']}\n", style="bold")
    t.append(f"Meat {v['meat']}  ", style="red")
    t.append(f"Wounds {v['wound_total']}/{v['wound_limit']}  ", style="bold red")
    t.append(f"Lured {v['lured_population']}/{v['win_population']}  ", style="bold green")
    t.append(f"Lost {v['lost_population']}/{v['lose_population']}\n", style="bold magenta")
    t.append(f"Wilds Deck {v['deck']} · Discard {len(v['discard'])} · Banished "
             f"{len(v['banished'])} · reshuffles {v['reshuffles']} · side up {UP_SIDE[rot]}")
    if v["spirits_removed"]:
        t.append(f" · {v['spirits_removed']} Spirits removed unseen")
    return t


def hand_text(v: dict[str, Any]) -> Text:
    t = Text("Hand: ", style="bold")
    if not v["hand"]:
        t.append("empty", style="dim")
    for c in v["hand"]:
        t.append(f"{GLYPH[KIND[c]]} {NAME[c]}", style=STYLE[KIND[c]])
        if KIND[c] == BEASTIE:
            t.append(f" ({MEAT[c]} Meat)")
        t.append("  ")
    if v["chosen"]:
        t.append("\nChosen to lure: " + ", ".join(NAME[c] for c in v["chosen"]))
    if v["unhappy"]:
        t.append("\nUnhappy, pay 1 Meat or lose: " + ", ".join(NAME[c] for c in v["unhappy"]),
                 style="bold magenta")
    if v["events_waiting"]:
        t.append("\nRevealed Events (Intervention may cancel one): "
                 + ", ".join(NAME[c] for c in v["events_waiting"]), style="bold magenta")
    return t


def render(state: State, seat: int | None) -> Any:
    """What `seat` sees: status, the grid of glyphs, the hand and the last 12 events."""
    v = state.view(seat)
    story = Text("\n".join(e.text for e in state.events(seat, last=12)) or "—")
    parts: list[Any] = [status(v), grid_table(v), hand_text(v),
                        Panel(story, title="The story so far")]
    if v["over"]:
        parts.append(Text(v["result"]["reason"], style="bold"))
    return Group(*parts)


def _space(state: State, i: int) -> str:
    x = state.view(None)["grid"][i]
    what = "the Trapper" if x == "trapper" else "a face-down card" if x == "down" else \
        "an empty space" if x is None else NAME[int(x)]
    return f"space {i} (row {i // 4}, column {i % 4}: {what})"


def _target(state: State, effect: str, target: int | str) -> str:
    if effect in ("capture_row", "arrange_row"):
        return f"row {target}"
    if effect in ("capture_column", "arrange_column"):
        return f"column {target}"
    if effect == "capture_block":
        top_left = (int(target) // 3) * 4 + int(target) % 3
        return f"the 2×2 block from {_space(state, top_left)}"
    if effect == "transpose":
        return f"{NAMES[int(target)]} in the discard pile"
    if effect == "second_sight":
        return f"the next card, predicting: {target}"
    return _space(state, int(target))


def describe(state: State, action: Action) -> str:
    """A short human label for an action."""
    verb, args = action.verb, action.args
    a0 = args[0] if args else None
    if verb == "start":
        return f"Enter the Tender Wilds at {_space(state, int(str(a0)))}"
    if verb == "collect":
        return "Collect " + ", then ".join(_space(state, int(str(x))) for x in args)
    if verb in ("move", "take", "lure", "swap", "put", "cancel"):
        label = {"move": "Move the Trapper to",
                 "take": "Collect the Wilds Spirit on", "lure": "Lure the Weavling on",
                 "swap": "Swap with", "put": "Put here the card on",
                 "cancel": "Cancel the Event on"}[verb]
        return f"{label} {_space(state, int(str(a0)))}"
    if verb == "use":
        card = SLUG_IDS[str(a0)][0]
        return f"Use {NAME[card]} on {_target(state, EFFECT[card], args[1])}"
    if verb in ("pay", "keep"):
        what = "a Spirit of Fortune" if a0 == "fortune" else f"a {a0}-Meat Beastie"
        return ("Pay with " if verb == "pay" else "Keep the Unhappy Weavling, paying ") + what
    if verb == "trade":
        return f"Bring back {NAMES[int(str(a0))]} from the Banished Pile"
    if verb == "restore":
        return f"Turn the {NAME[int(str(a0))]} Wound into Meat"
    if verb == "recover":
        return f"Take {NAME[SLUG_IDS[str(a0)][0]]} back from the Banished Pile"
    return {"done": "End this phase", "allow": "Let the Events resolve",
            "release": "Let the Unhappy Weavling go", "opportunity": "Gain a bonus Action"
            }.get(verb, str(action))
