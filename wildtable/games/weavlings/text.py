"""Text rendering: the 4×3 Tender Wilds as a compact grid of glyphs and the piles (100 × 30),
the legend of its marks and every card's full text for `card NAME`."""

from __future__ import annotations

from typing import Any

from rich.console import Group
from rich.table import Table
from rich.text import Text

from ...engine import State
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
    N_CARDS,
    NAME,
    POP,
    PROWL,
    RANK,
    SANGUINE,
    SPEED,
    SPIRIT,
    TRAP,
    WEAVLING,
    WHEEL,
)
from .effects import SPIRIT_EFFECTS
from .words import card_words

ARROWS = ("↑", "↓", "←", "→", "↖", "↗", "↙", "↘")
UP_SIDE = ("▲", "◀", "▼", "▶")  # which printed side is up after 0..3 CCW quarter turns
GLYPH = {EVENT: "☾", SPIRIT: "✦", TRAP: "⚙", WEAVLING: "♥", BEASTIE: "◆"}
STYLE = {EVENT: "magenta", SPIRIT: "cyan", TRAP: "yellow", WEAVLING: "green", BEASTIE: "red"}


def card_text(c: int, rot: int) -> Text:
    """One revealed card in two short lines: glyph and name, then its key numbers
    (`legend` explains the marks; `card NAME` gives the full text)."""
    k = KIND[c]
    t = Text(f"{GLYPH[k]} {NAME[c]}", style="bold " + STYLE[k])
    if k == BEASTIE:
        arrows = "".join(ARROWS[d] for d in CHOMP[c])
        t.append(f"\n {arrows or '-'}")
        if DEVOUR[c]:
            t.append(" D" + "".join(ARROWS[d] for d in DEVOUR[c]), style="bold red")
        t.append(f" s{SPEED[c]} m{MEAT[c]} w{WHEEL[c][rot]}")
        if PROWL[c]:
            t.append(" P")
        if SANGUINE[c]:
            t.append(" S")
    elif k == WEAVLING:
        mood = "☺" if HAPPY[c][rot] else "☹+1"
        t.append(f"\n pop {POP[c]} cost {COST[c]} {mood}")
    elif k == TRAP:
        # A fixed Trap stays put only once played (WEAV-TRAP-4); on the grid, not yet
        # collected, it travels like any card.
        t.append(f"\n rank {RANK[c]}" + (" ⛓" if CHAIN[c] else "")
                 + ("\n fixed once played" if FIXED[c] else ""))
    elif k == SPIRIT:
        t.append(f"\n {SPIRIT_EFFECTS[EFFECT[c]]}")
    return t


def full_text(c: int) -> str:
    """A card's full text, every rotation included, for `card NAME`."""
    k = KIND[c]
    kind = {EVENT: "Event", SPIRIT: "Wilds Spirit", TRAP: "Trap", WEAVLING: "Weavling",
            BEASTIE: "Beastie"}[k]
    parts = [f"{NAME[c]} ({kind})"]
    if k == BEASTIE:
        parts.append("Chomp " + ("".join(ARROWS[d] for d in CHOMP[c]) or "none"))
        if DEVOUR[c]:
            parts.append("Devour " + "".join(ARROWS[d] for d in DEVOUR[c]))
        parts.append(f"Speed {SPEED[c]}, Meat {MEAT[c]}, Wounds by side up "
                     + "/".join(map(str, WHEEL[c])))
        parts += [w for w, on in (("Prowl", PROWL[c]), ("Sanguinarius", SANGUINE[c])) if on]
    elif k == WEAVLING:
        moods = "/".join("happy" if h else "unhappy (+1 Meat)" for h in HAPPY[c])
        parts.append(f"Population {POP[c]}, Meat Cost {COST[c]}; by side up: {moods}")
    elif k == TRAP:
        parts.append(f"rank {RANK[c]}" + (", Chain" if CHAIN[c] else "")
                     + (", fixed" if FIXED[c] else ""))
    words = card_words(c)
    if words:
        parts.append(words)
    return " · ".join(parts)


def terminal_cards() -> dict[str, str]:
    """Every card by name, with its full text."""
    out: dict[str, str] = {}
    for c in range(N_CARDS):
        out.setdefault(NAME[c], full_text(c))
    return out


LEGEND = """Weavlings in the Wilds, the board's short marks:
  ⚑ the Trapper  ◆ Beastie  ♥ Weavling  ⚙ Trap  ✦ Wilds Spirit  ☾ Event  ░ face-down
  0-11 the space number (row 0 is the top; rows shift down in Travel)
  Beastie: ↓→ its Chomp directions; D↓ Devour; s speed, m Meat, w Wounds it deals now;
           P Prowl, S Sanguinarius
  Weavling: pop Population, cost Meat Cost; ☺ happy side up, ☹+1 unhappy (costs 1 more)
  Trap: rank A/B/C, ⛓ Chain icon (chained collection), fixed (never collapses)
  ▣ a Trap lying on that space;  side up ▲◀▼▶: how far the cards have turned
Type 'card NAME' for a card's full text, 'cards' for every card in sight."""


def grid_table(v: dict[str, Any]) -> Table:
    """The 4×3 Tender Wilds, two lines a space, no rules between them."""
    rot = v["rotation"]
    table = Table.grid(expand=True, padding=(0, 1))
    for _ in range(4):
        table.add_column(ratio=1, no_wrap=True, overflow="ellipsis")
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
                t = Text(f"{i:>2} ░ face-down", style="dim")
            else:
                t = Text(f"{i:>2} ")
                t.append_text(card_text(int(x), rot))
            over = v["overlays"][i]
            if over is not None:
                t.append(f" ▣ {NAME[over]}", style="yellow")
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
    """What `seat` sees in about 14 lines: status, the grid and the hand."""
    v = state.view(seat)
    parts: list[Any] = [status(v), Text("The Tender Wilds ↓", style="bold"), grid_table(v),
                        hand_text(v)]
    if v["over"]:
        parts.append(Text(v["result"]["reason"], style="bold"))
    return Group(*parts)
