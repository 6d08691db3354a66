"""Terminal rendering of what one seat sees, compact enough for 100 × 30, the legend of
its marks and every card's full text for `card NAME`."""

from __future__ import annotations

from typing import Any

from rich.console import Group
from rich.text import Text

from ...engine import State
from . import cards as C
from .effects import LEGEND_EFFECTS, ability_text
from .words import seat_name


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


def short(token: int) -> str:
    """A card in a few marks: "Orca 7 1x2★" (strike value, roll, Leader; see LEGEND)."""
    c = token % C.PER_OWNER
    if C.KIND[c] != C.ANIMAL:
        return C.NAME[c]
    dice, times = C.ROLLS[c]
    roll = f" {dice}x{times}" if dice else ""
    return f"{C.NAME[c]} {C.STRIKE[c]}{roll}{'★' if C.LEADER[c] else ''}"


LEGEND = """Wild Realms, the board's short marks:
  Orca 7 1x2★   an animal: strike value 7; its roll attack rolls 1 die 2 times
                (no mark: no roll attack); ★ a Leader
  Land: Savanna (locked) [Orca 7, …]   a realm slot, its realm card and its defenders
  —             an empty realm slot;  ▶ the seat to play;  (you) your seat
  The Wild (solo): the card above each of your realm slots
Type 'card NAME' for a card's full text (abilities, Legendary effects), 'cards' for
every card in sight."""


def realms_line(st: dict[str, Any]) -> str:
    out = []
    for r in st["realms"]:
        if r["realm"] < 0:
            out.append(f"{r['type']}: —")
            continue
        lock = " (locked)" if r["locked"] else ""
        defenders = ", ".join(short(t) for t in r["defenders"])
        out.append(f"{r['type']}: {C.name(r['realm'])}{lock}"
                   + (f" [{defenders}]" if defenders else ""))
    return " · ".join(out)


def render(state: State, seat: int | None) -> Any:
    """What `seat` sees in about 3 lines a seat: every kingdom, its own hand, The Wild."""
    v = state.view(seat)
    parts: list[Any] = [Text(f"Wild Realms · round {v['round']} · {seat_name(v['active'])} "
                             f"to play ({v['phase']})", style="bold")]
    if v["players"] == 1:
        parts.append(Text(f"The Wild (deck {v['wild_deck_count']}): " + " · ".join(
            f"{C.REALM_TYPES[j]}: {short(t) if t >= 0 else '—'}"
            for j, t in enumerate(v["wild"]))))
    for p, st in enumerate(v["seats"]):
        head = Text("▶ " if v["active"] == p else "  ")
        head.append(seat_name(p) + (" (you)" if p == seat else ""), style="bold")
        ally = ", ".join(short(t) for t in st["alliance"]) or "none"
        head.append(f" {st['board']} board · hand {st['hand_count']} · deck "
                    f"{st['deck_count']} · discard {len(st['discard'])} · Alliance: {ally}")
        parts.append(head)
        parts.append(Text("    " + realms_line(st)))
    me = v["seats"][seat] if seat is not None else None
    if me is not None and me["hand"] is not None:
        parts.append(Text("Your hand: " + (" | ".join(short(t) for t in me["hand"])
                                           or "empty"), style="green"))
    if v["lasting"]:
        parts.append(Text("Lasting: " + ", ".join(
            f"{C.LEGEND_NAMES[a]} ({LEGEND_EFFECTS[C.LEGEND_EFFECT_IDS[a][b]][0].rstrip('.')},"
            f" {seat_name(c)})" for a, b, c in v["lasting"])))
    if v.get("over"):
        parts.append(Text(v["result"]["reason"], style="bold"))
    return Group(*parts)


def terminal_cards() -> dict[str, str]:
    """Every card by name with its full text, Legendary effects too, for `card NAME`."""
    out: dict[str, str] = {}
    for c in range(C.PER_OWNER):
        name = C.NAME[c]
        if C.KIND[c] == C.ANIMAL:
            out.setdefault(name, f"{card_label(c)} · {ability_text(c)}")
        elif C.KIND[c] == C.REALM:
            out.setdefault(name, f"{name} ({C.REALM_TYPES[C.RTYPE[c]]} realm card)")
        elif C.KIND[c] == C.UNLEASH:
            out.setdefault(name, f"{name}: play it in the Unleash phase to unleash a "
                                 "Legendary and choose one of its two effects")
        else:
            out.setdefault(name, f"{name} (solo): The Wild's card, resolved in step D")
    for a, legend in enumerate(C.LEGEND_NAMES):
        one, two = (LEGEND_EFFECTS[e][0] for e in C.LEGEND_EFFECT_IDS[a])
        out[legend] = f"{legend} (Legendary): 1. {one} 2. {two}"
    return out


def card_texts() -> dict[str, Any]:
    """What the browser shows on cards: each animal's ability, by card index, and each
    Legendary effect, by its id."""
    return {"abilities": [ability_text(c) for c in range(C.N_ANIMALS)],
            "legend_effects": {k: text for k, (text, _) in LEGEND_EFFECTS.items()}}
