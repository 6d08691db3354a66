"""Terminal rendering: an ASCII hex map of what a seat has seen, the health boards, the
weather time line, the seat's hand and the latest story."""

from __future__ import annotations

from typing import Any

from rich.console import Group
from rich.text import Text

from ...engine import State
from .board import (
    LAYOUTS,
    WEATHER,
)

STYLE = {"G": "green", "R": "white", "D": "yellow", "F": "dark_green", "S": "magenta",
         "M": "grey62", "L": "blue", "T": "red", "V": "bold cyan", "?": "grey35"}
ROUND_NAMES = {"D": "day", "N": "night", "*": "special"}


def hex_map(view: dict[str, Any]) -> list[str]:
    """The board as text: three characters an area (terrain, figure, animal), rows
    shifted half an area each; `~` marks a river on a side."""
    lay = LAYOUTS[view["tiles"]]
    terrain: str = view["terrain"]
    rivers: list[int] = view["rivers"]
    figures: dict[int, list[int]] = {}
    for s, p in enumerate(view["seats"]):
        figures.setdefault(p["area"], []).append(s)
    animals = {a: k[0] for k, a in view["animals"].items() if a >= 0}
    width = 4 * max(q for q, _ in lay.coords) + 2 * 6 + 4
    rows = [[" "] * width for _ in range(13)]
    for cell, (q, r) in enumerate(lay.coords):
        x, y = 4 * q + 2 * r, 2 * r
        t = terrain[cell]
        who = figures.get(cell, [])
        alive = [s for s in who if view["seats"][s]["alive"]]
        fig = (str(alive[0] + 1) if len(alive) == 1 else "*" if alive
               else "x" if who else ".")
        text = " · " if t == "?" else t + fig + animals.get(cell, ".")
        rows[y][x:x + 3] = list(text)
        mask = rivers[cell]
        if mask >> 1 & 1:  # east side
            rows[y][x + 3] = "~"
        if mask >> 2 & 1:  # south-east side
            rows[y + 1][x + 2] = "~"
        if mask >> 3 & 1:  # south-west side
            rows[y + 1][x] = "~"
    return ["".join(r).rstrip() for r in rows if "".join(r).strip()]


def render(state: State, seat: int | None) -> Any:
    view = state.view(seat)
    out: list[Text] = []
    title = f"Wilderness — {view['tiles']} tiles, round {view['rounds'] + 1}"
    out.append(Text(title, style="bold"))
    for line in hex_map(view):
        t = Text()
        for ch in line:
            t.append(ch, style=STYLE.get(ch, ""))
        out.append(t)
    out.append(Text("G grassland  R rocky  D desert  F forest  S swamp  M mountain  L lake  "
                    "T Tribe  V village  · unexplored  1-8 players  w/s/b animals  ~ river",
                    style="dim"))
    # The weather time line: every day so far, the time marker in brackets.
    days = view["weather_line"]
    parts = []
    for k, w in enumerate(days):
        card = WEATHER[w]
        if k == len(days) - 1:
            marks = "".join(f"[{c}]" if i == view["time"] else c
                            for i, c in enumerate(card.squares))
        else:
            marks = card.squares
        parts.append(f"{card.name} {marks}")
    out.append(Text(f"Day {len(days)} ({ROUND_NAMES[view['round_kind']]}): "
                    + " | ".join(parts[-4:])))
    tracks = view["tracks"]
    for s, p in enumerate(view["seats"]):
        mark = "→" if view["to_move"] == s else " "
        status = "" if p["alive"] else "  DEAD"
        sick = f"  sick: {', '.join(p['sickness'])}" if p["sickness"] else ""
        out.append(Text(
            f"{mark} P{s}: thirst {p['thirst']} (+{tracks['thirst'][p['thirst']]})  "
            f"hunger {p['hunger']} (+{tracks['hunger'][p['hunger']]})  exhaustion "
            f"{p['exhaustion']} (energy {p['energy_per_turn']})  cards {p['hand_size']}"
            f"{status}{sick}"))
    if seat is not None:
        if view["active"] == seat and view["to_move"] == seat:
            out.append(Text(f"Energy left this turn: {view['energy']}"))
        out.append(Text("Your hand: " + (", ".join(view["hand_names"]) or "nothing")))
    out.append(Text("Story:", style="bold"))
    for e in state.events(seat, last=12):
        out.append(Text("  " + e.text))
    if view["over"]:
        out.append(Text(view["result"]["reason"], style="bold"))
    return Group(*out)


__all__ = ["hex_map", "render"]
