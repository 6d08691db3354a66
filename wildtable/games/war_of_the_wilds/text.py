"""Terminal rendering of what one seat sees, and plain words for actions."""

from __future__ import annotations

from typing import Any

from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from ...engine import State
from . import cards as C

# What the seat to move is being asked, by phase.
ASKS = {
    "keep": "Setup: put back cards until you hold 5 (deck cards and resources together).",
    "fox-block": "The Fox attacks you: choose blockers, then done.",
    "action": "Take one action: gather, draw, forage or bury (trading and swapping allowed).",
    "drawing": "Draw: take 2 cards, each from the row or the deck.",
    "play": "Play cards, use abilities, trade or swap; then attack or end your turn.",
    "pay": "Pay the circled cost: choose a kind.",
    "swap": "Swap: choose the cards to give.",
    "offer": "Trade: choose what to give, then what to get.",
    "answer": "A trade is offered to you: accept or decline.",
    "assign": "Send creatures against players, then fight.",
    "block": "You are attacked: choose blockers, then done.",
    "discard": "Discard down to 7 cards (resources don't count).",
}


def cost_text(card: int) -> str:
    parts = [f"{n}{r[0]}" for r, n in zip(C.RESOURCES, C.COST[card], strict=True) if n]
    if C.ANY[card]:
        parts.append(f"({C.ANY[card]})")
    return "+".join(parts) or "free"


def card_text(card: int) -> str:
    words = []
    if C.IS_CREATURE[card]:
        words.append(f"{C.STRENGTH[card]}/{C.HEALTH[card]}")
    words.append(cost_text(card))
    if C.TEXT[card]:
        words.append(C.TEXT[card])
    return f"{C.NAME[card]} [{card}] " + " · ".join(words)


def creature_text(c: dict[str, Any]) -> str:
    marks = ("tired " if c["tired"] else "") + ("new " if c["fresh"] else "")
    card = int(c["card"])
    return f"{marks}{C.NAME[card]} {C.STRENGTH[card]}/{C.HEALTH[card]} [{card}]"


def render(state: State, seat: int | None) -> RenderableType:
    v = state.view(seat)
    top = Text()
    top.append(f"Day {v['day']}/{v['days']}  " if v["day"] else "Setup  ", style="bold")
    if v["day_card"]:
        top.append(f"{v['day_card']}: {v['day_text']}\n", style="yellow")
    top.append(f"Wild: {v['wild']} acorns   Deck: {v['deck_size']}   Discard: "
               f"{len(v['discard'])}   Piles: "
               + " ".join(f"{k} {n}" for k, n in v["piles"].items()))
    row = Text("Row: " + ("  |  ".join(card_text(c) for c in v["row"]) or "empty"))
    table = Table(title="Players", expand=True)
    for col in ("seat", "home", "store", "buried", "hand", "resources", "army"):
        table.add_column(col)
    for p in v["players"]:
        marker = "▶ " if v["to_move"] == p["seat"] else ""
        table.add_row(
            f"{marker}P{p['seat']}" + (" (you)" if p["seat"] == seat else ""),
            f"{p['home']} ({'/'.join(p['gathers'])})",
            str(p["store"]),
            str(p["buried"]),
            str(p["hand_size"]),
            " ".join(f"{k[0]}{n}" for k, n in p["resources"].items()),
            ", ".join(creature_text(c) for c in p["army"]) or "—",
        )
    parts: list[RenderableType] = [top, row, table]
    if seat is not None:
        hand = v["players"][seat]["hand"] or []
        parts.append(Panel("\n".join(card_text(c) for c in hand) or "no cards",
                           title="Your hand"))
    story = "\n".join(e.text for e in state.events(seat, last=12))
    parts.append(Panel(story, title="Story"))
    if v["to_move"] is not None and v["to_move"] == seat:
        parts.append(Text(ASKS.get(v["phase"], ""), style="bold cyan"))
    return Group(*parts)
