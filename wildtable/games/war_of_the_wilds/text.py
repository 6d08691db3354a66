"""Terminal rendering of what one seat sees: a compact board that fits 100 × 30, the
legend of its short marks, and every card's full text for `card NAME`."""

from __future__ import annotations

from typing import Any

from rich.console import Group, RenderableType
from rich.text import Text

from ...engine import State
from . import cards as C
from .words import copy_name, seat_name

LEGEND = """War of the Wilds, the board's short marks:
  2b+1p+(1)   a cost: 2 berries, 1 pebble and 1 card of any kind (the circled number);
              t twig, f feather, b berry, p pebble
  4/3         a creature's strength / health
  tired       turned sideways: it attacked or used an ability; can't attack or block
  fresh       played this turn: can't attack yet
  ▶           the player to move;  (you) the seat you play
  store/buried  acorns in the player's store (the Fox and attacks take them) / buried (safe)
  #2          the second copy of a card of that name in the same zone
Type 'card NAME' for a card's full text, 'cards' for every card in sight."""


def cost_text(card: int) -> str:
    """A card's printed cost in short marks, e.g. 2b+1p+(1) (see LEGEND)."""
    parts = [f"{n}{r[0]}" for r, n in zip(C.RESOURCES, C.COST[card], strict=True) if n]
    if C.ANY[card]:
        parts.append(f"({C.ANY[card]})")
    return "+".join(parts) or "free"


def keywords(card: int) -> list[str]:
    words = [w for w, on in (("Flying", C.FLYING[card]), ("Ranged", C.RANGED[card]),
                             ("Band", C.BAND[card])) if on]
    if C.DEFENDING[card]:
        words.append(f"+{C.DEFENDING[card]} strength when defending")
    if C.ATTACKS[card] > 1:
        words.append(f"attacks {C.ATTACKS[card]} times")
    return words


def short_card(card: int, zone: list[int] | None = None) -> str:
    """A card in one line: name, strength/health for creatures, cost."""
    name = copy_name(card, zone) if zone is not None else C.NAME[card]
    stats = f" {C.STRENGTH[card]}/{C.HEALTH[card]}" if C.IS_CREATURE[card] else ""
    return f"{name}{stats} {cost_text(card)}"


def full_text(card: int) -> str:
    """A card's full text: kind, stats, cost, keywords and ability."""
    kind = "creature" if C.IS_CREATURE[card] else "trick"
    parts = [f"{C.NAME[card]} ({kind})"]
    if C.IS_CREATURE[card]:
        parts.append(f"strength {C.STRENGTH[card]}, health {C.HEALTH[card]}")
    parts.append("cost " + cost_text(card))
    # A keyword the ability text only repeats ("Ranged.") is said once.
    parts += [w for w in keywords(card) if C.TEXT[card].rstrip(".") != w]
    if C.TEXT[card]:
        parts.append(C.TEXT[card])
    return " · ".join(parts)


def terminal_cards() -> dict[str, str]:
    """Every deck card and day card by name, with its full text."""
    out = {C.NAME[c]: full_text(c) for c in range(C.DECK_SIZE)}
    for name, text in zip(C.DAY_NAME, C.DAY_TEXT, strict=True):
        out.setdefault(name, f"{name} (day card) · {text}")
    return out


def creature_text(c: dict[str, Any], army: list[int]) -> str:
    card = int(c["card"])
    marks = ("tired " if c["tired"] else "") + ("fresh " if c["fresh"] else "")
    return f"{marks}{copy_name(card, army)} {C.STRENGTH[card]}/{C.HEALTH[card]}"


def render(state: State, seat: int | None) -> RenderableType:
    """The board in about 4 + 2 per player + 2 lines (`legend` explains the marks)."""
    v = state.view(seat)
    top = Text()
    top.append(f"Day {v['day']}/{v['days']}" if v["day"] else "Setup", style="bold")
    if v["day_card"]:
        top.append(f" · {v['day_card']}: {v['day_text']}", style="yellow")
    top.append(f"\nWild {v['wild']} acorns · deck {v['deck_size']} · discard "
               f"{len(v['discard'])} · piles "
               + " ".join(f"{k[0]}{n}" for k, n in v["piles"].items()))
    parts: list[RenderableType] = [top]
    parts.append(Text("Row: " + (" | ".join(short_card(c, v["row"]) for c in v["row"])
                                 or "empty")))
    for p in v["players"]:
        line = Text("▶ " if v["to_move"] == p["seat"] else "  ")
        line.append(seat_name(p["seat"]) + (" (you)" if p["seat"] == seat else ""),
                    style="bold")
        res = " ".join(f"{k[0]}{n}" for k, n in p["resources"].items())
        line.append(f" {p['home']} ({'/'.join(p['gathers'])}) · store {p['store']} · "
                    f"buried {p['buried']} · hand {p['hand_size']} · {res}")
        army = [int(c["card"]) for c in p["army"]]
        line.append("\n    army: " + (", ".join(creature_text(c, army) for c in p["army"])
                                      or "none"), style="")
        parts.append(line)
    if seat is not None:
        hand = v["players"][seat]["hand"] or []
        parts.append(Text("Your hand: " + (" | ".join(short_card(c, hand) for c in hand)
                                           or "no cards"), style="green"))
    if v["over"]:
        parts.append(Text(v["result"]["reason"], style="bold"))
    return Group(*parts)
