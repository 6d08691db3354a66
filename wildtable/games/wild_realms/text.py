"""Terminal rendering of what one seat sees, and short labels for actions."""

from __future__ import annotations

from typing import Any

from rich.console import Group
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from ...engine import State
from . import cards as C
from .effects import LEGEND_EFFECTS, ability_text


def card_label(token: int) -> str:
    """A card's name with its key icons: realm, class, Leader, strike, roll."""
    c = token % C.PER_OWNER
    if C.KIND[c] == C.REALM:
        return f"{C.NAME[c]} [{C.REALM_TYPES[C.RTYPE[c]]} realm]"
    if C.KIND[c] != C.ANIMAL:
        return C.NAME[c]
    dice, times = C.ROLLS[c]
    icon = "no roll" if dice == 0 else f"{dice}x{times}"
    lead = " ★Leader" if C.LEADER[c] else ""
    return (f"{C.NAME[c]} ({C.REALM_TYPES[C.RTYPE[c]]}, {C.CLASSES[C.CLASS[c]]}{lead}, "
            f"strike {C.STRIKE[c]}, {icon})")


def render(state: State, seat: int | None) -> Any:
    """What `seat` sees: every kingdom, its own hand, The Wild (solo) and the story."""
    v = state.view(seat)
    parts: list[Any] = []
    head = Text(f"Wild Realms — round {v['round']}, seat {v['active']} to play "
                f"({v['phase']})", style="bold")
    parts.append(head)
    if v["players"] == 1:
        row = " | ".join(
            f"{C.REALM_TYPES[j]}: {card_label(t) if t >= 0 else '—'}"
            for j, t in enumerate(v["wild"]))
        parts.append(Panel(row, title=f"The Wild (deck {v['wild_deck_count']})"))
    for p, st in enumerate(v["seats"]):
        table = Table(show_header=True, expand=True)
        for r in st["realms"]:
            table.add_column(r["type"] + (" 🔒" if r["locked"] else ""))
        lines = []
        for r in st["realms"]:
            if r["realm"] < 0:
                lines.append("(empty slot)")
                continue
            txt = C.name(r["realm"]) + (" — LOCKED" if r["locked"] else "")
            lines.append(txt + "\n" + "\n".join(card_label(t) for t in r["defenders"]))
        table.add_row(*lines)
        ally = ", ".join(card_label(t) for t in st["alliance"]) or "(none)"
        body: list[Any] = [table, Text("Alliance: " + ally)]
        if st["hand"] is not None:
            body.append(Text("Hand: " + (", ".join(card_label(t) for t in st["hand"])
                                         or "(empty)")))
        body.append(Text(f"hand {st['hand_count']} · deck {st['deck_count']} · "
                         f"discard {len(st['discard'])}"))
        parts.append(Panel(Group(*body), title=f"Seat {p} — {st['board']} board"))
    if v["lasting"]:
        parts.append(Text("Lasting: " + ", ".join(
            f"{C.LEGEND_NAMES[a]} ({C.LEGEND_EFFECT_IDS[a][b]}, seat {c})"
            for a, b, c in v["lasting"])))
    log = "\n".join(e.text for e in state.events(seat, last=12))
    parts.append(Panel(log, title="Story"))
    return Group(*parts)


def card_texts() -> dict[str, Any]:
    """What the browser shows on cards: each animal's ability, by card index, and each
    Legendary effect, by its id."""
    return {"abilities": [ability_text(c) for c in range(C.N_ANIMALS)],
            "legend_effects": {k: text for k, (text, _) in LEGEND_EFFECTS.items()}}
