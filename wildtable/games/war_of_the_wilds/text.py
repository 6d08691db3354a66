"""Terminal rendering of what one seat sees, and plain words for actions."""

from __future__ import annotations

from typing import Any

from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from ...engine import Action, State
from . import cards as C

# What the seat to move is being asked, by phase.
ASKS = {
    "keep": "Setup: put back cards until you hold 5 (deck cards and resources together).",
    "fox-block": "The Fox attacks you: choose blockers, then done.",
    "action": "Take one action: gather, draw, forage or bury (trading and swapping allowed).",
    "drawing": "Draw: take 2 cards, each from the row or the deck.",
    "play": "Play cards, use abilities, trade or swap; then attack or end your turn.",
    "discount": "Call to Arms: choose the card of the cost you don't pay.",
    "pay": "Pay the circled cost: choose a kind.",
    "swap": "Swap: choose the cards to give.",
    "offer": "Trade: choose what to give, then what to get.",
    "answer": "A trade is offered to you: accept or decline.",
    "assign": "Send creatures against players, then fight.",
    "order": "Choose which attack is fought next.",
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


def describe(state: State, action: Action) -> str:
    """A short human label for an action."""
    verb = action.verb
    ids = [a for a in action.args if isinstance(a, int)]
    if verb == "discount":
        part = str(action.args[0])
        return ("pay one card fewer of the circled number" if part == "any"
                else f"pay one {part} fewer")
    if verb == "play":
        card = ids[0]
        cost = cost_text(card)
        if C.IS_CREATURE[card] and state.view(None)["day_card"] == "Call to Arms":
            cost += ", one card fewer today"  # WOTW-DAYCARD-ARMS-1: not the printed cost
        label = f"play {C.NAME[card]} ({cost})"
        if len(ids) > 1:
            target = C.TARGET[card]
            label += (f" on {C.NAME[ids[1]]}" if target == "creature"
                      else f" on P{ids[1]}" if target == "player" else f" x{ids[1]}")
        return label
    if verb in ("discard", "return") and ids:
        return f"{verb} {C.NAME[ids[0]]}"
    if verb == "use":
        label = f"use {C.NAME[ids[0]]} ({C.TEXT[ids[0]]})"
        return label + (f" on {C.NAME[ids[1]]}" if len(ids) > 1 else "")
    if verb == "send":
        return f"send {C.NAME[ids[0]]} against P{ids[1]}"
    if verb == "block":
        if len(ids) == 2:
            return f"block {C.NAME[ids[1]]} with {C.NAME[ids[0]]}"
        return f"block The Fox with {C.NAME[ids[0]]}"
    if verb == "trade" and ids:
        return f"make P{ids[0]} an offer"
    if verb in ("give", "get") and state.view(None)["phase"] == "offer":
        item = str(action.args[0])
        article = "an" if item[0] in "aeiou" else "a"
        return f"offer {article} {item}" if verb == "give" else f"ask for {article} {item}"
    if verb in ("propose", "withdraw"):
        return f"{verb} the offer"
    if verb == "fight" and ids:
        return f"fight the attack on P{ids[0]} next"
    if verb == "take" and ids:
        row = state.view(state.to_move)["row"]
        return f"take {C.NAME[row[ids[0]]]} from the row"
    return str(action)
