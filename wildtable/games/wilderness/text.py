"""Terminal rendering: an ASCII hex map of what a seat has seen, the health boards, the
weather time line and the seat's hand, compact enough for 100 × 30; the legend of its
marks and every card's full text for `card NAME`."""

from __future__ import annotations

from typing import Any

from rich.console import Group
from rich.text import Text

from ...engine import State
from .board import EVENTS, LAYOUTS, SICKNESS, TERRAIN_NAMES, WEATHER
from .core import name as seat_name
from .words import event_text, sickness_text

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
        fig = (str(alive[0]) if len(alive) == 1 else "*" if alive
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


MAP_COLS = 98  # the widest map (8 tiles) is cropped around the figure to fit 100 columns

LEGEND = """Wilderness, the board's short marks:
  map: three characters an area: terrain, figure, animal; ~ a river on that side
    G grassland  R rocky area  D desert  F forest  S swamp  M mountain  L lake
    T the Tribe  V the village  · unexplored
    0-7 the player of that seat  * several players  x a dead player
    w wolf  s snake  b bear
  th / hu / ex   thirst, hunger, exhaustion (higher is worse); (+1) the extra
                 exhaustion it adds at Nature's turn; energy: what a turn gives now
  weather: D day  N night  * special round; [ ] the time marker
Type 'card NAME' for a card's full text (Event cards, Sickness, Weather), 'cards' for
the cards in sight."""


def terminal_cards() -> dict[str, str]:
    """Every Event, Sickness and Weather card by name, with its full text."""
    out = {EVENTS[c].name: event_text(c) for c in range(len(EVENTS))}
    out.update({SICKNESS[c].name: sickness_text(c) + " (Sickness)"
                for c in range(len(SICKNESS))})
    for w in WEATHER:
        special = "" if w.special == "none" else f"; special: {w.special}"
        out.setdefault(w.name, f"{w.name} (Weather): rounds {w.squares}, draw {w.draw} "
                               f"Event card(s){special}")
    for name in TERRAIN_NAMES:
        out.setdefault(name, f"{name} (terrain)")
    return out


def crop(lines: list[str], view: dict[str, Any], seat: int | None) -> list[str]:
    """The map cut to MAP_COLS around the figure of the seat looking (or the active one)."""
    width = max(map(len, lines), default=0)
    if width <= MAP_COLS:
        return lines
    who = seat if seat is not None else view["active"]
    mark = str(who)
    col = next((ln.index(mark) for ln in lines if mark in ln), 0)
    x0 = max(0, min(col - MAP_COLS // 3, width - MAP_COLS))
    out = [ln[x0:x0 + MAP_COLS] for ln in lines]
    if x0 > 0:
        out = ["«" + ln[1:] for ln in out]
    if x0 + MAP_COLS < width:
        out = [ln.ljust(MAP_COLS - 1)[:MAP_COLS - 1] + "»" for ln in out]
    return out


def player_text(view: dict[str, Any], s: int) -> str:
    p = view["seats"][s]
    tracks = view["tracks"]
    mark = "→" if view["to_move"] == s else " "
    if not p["alive"]:
        return f"{mark}{seat_name(s)} dead"
    sick = f" sick: {', '.join(p['sickness'])}" if p["sickness"] else ""
    return (f"{mark}{seat_name(s)} th {p['thirst']}(+{tracks['thirst'][p['thirst']]}) "
            f"hu {p['hunger']}(+{tracks['hunger'][p['hunger']]}) ex {p['exhaustion']} "
            f"energy {p['energy_per_turn']} · {p['hand_size']} cards{sick}")


def render(state: State, seat: int | None) -> Any:
    """What `seat` sees, in at most about 24 lines (`legend` explains the marks)."""
    view = state.view(seat)
    out: list[Text] = []
    days = view["weather_line"]
    parts = []
    for k, w in enumerate(days):
        card = WEATHER[w]
        marks = ("".join(f"[{c}]" if i == view["time"] else c
                         for i, c in enumerate(card.squares))
                 if k == len(days) - 1 else card.squares)
        parts.append(f"{card.name} {marks}")
    out.append(Text(f"Wilderness · {view['tiles']} tiles · day {len(days)} "
                    f"({ROUND_NAMES[view['round_kind']]}): " + " | ".join(parts[-3:]),
                    style="bold"))
    for line in crop(hex_map(view), view, seat):
        t = Text()
        for ch in line:
            t.append(ch, style=STYLE.get(ch, ""))
        out.append(t)
    players = [player_text(view, s) for s in range(len(view["seats"]))]
    # Two players a line when there are many, so that 8 fit in 4 lines.
    pair = len(players) > 4
    while players:
        first = players.pop(0)
        if pair and players and len(first) < 49 and len(players[0]) < 49:
            first = first.ljust(49) + players.pop(0)
        out.append(Text(first))
    if seat is not None:
        energy = (f"Energy left this turn: {view['energy']} · "
                  if view["active"] == seat and view["to_move"] == seat else "")
        out.append(Text(energy + "Your hand: " + (", ".join(view["hand_names"]) or "nothing"),
                        style="green"))
    if view["over"]:
        out.append(Text(view["result"]["reason"], style="bold"))
    return Group(*out)


__all__ = ["LEGEND", "hex_map", "render", "terminal_cards"]
