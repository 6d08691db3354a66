"""Building Weavlings positions for scenario tests."""

from __future__ import annotations

from typing import Any

import wildtable
from wildtable.games.weavlings import cards as C
from wildtable.games.weavlings.state import WeavlingsState
from wildtable.games.weavlings.wilds import DOWN, EMPTY, TRAPPER, TRAPPER_PHASE, UP

GAME = wildtable.game("weavlings")
T = TRAPPER
E = EMPTY


def card(name: str, k: int = 0, **stats: Any) -> int:
    """The k-th card with this name (and these stats, e.g. chomp=("down",))."""
    found = []
    for i in C.ids(name=name):
        ok = True
        for key, want in stats.items():
            if key in ("chomp", "devour"):
                table = C.CHOMP if key == "chomp" else C.DEVOUR
                ok = ok and tuple(C.DIR_NAMES[d] for d in table[i]) == tuple(want)
            else:
                ok = ok and getattr(C, key.upper())[i] == want
        if ok:
            found.append(i)
    return found[k]


def every_card(s: WeavlingsState) -> list[int]:
    """Every card id in some zone of the state (the conservation check)."""
    zones = [s.deck, s.discard, s.banished, s.hand, s.wounds, s.lured, s.lost, s.out,
             s.removed, s.paying, [c for c in s.cell if c >= 0], [o for o in s.over if o >= 0]]
    out = [c for z in zones for c in z]
    if s.pend:
        out.append(s.pend[1])
    return out


def position(
    grid: list[int],
    *,
    deck: list[int] | None = None,
    hand: list[int] | None = None,
    down: tuple[int, ...] = (),
    seed: int = 1,
    acts: int = 3,
    **options: Any,
) -> WeavlingsState:
    """A Trapper Phase position: `grid` gives 12 spaces (card ids, T, E); `deck` is the
    top of the Wilds Deck, last card on top; every other card of the game is put at the
    bottom of the deck. Spaces in `down` are face-down."""
    s = GAME.new(players=1, seed=seed, **options)
    assert isinstance(s, WeavlingsState)
    in_game = [c for c in every_card(s) if c not in s.out and c not in s.removed
               and c not in s.lost]
    placed = [c for c in grid if c >= 0] + list(deck or []) + list(hand or [])
    rest = [c for c in in_game if c not in placed]
    s.out = [c for c in s.out if c not in placed]
    s.lost = [c for c in s.lost if c not in placed]
    s.removed = [c for c in s.removed if c not in placed]
    s.cell = list(grid)
    s.face = [DOWN if i in down else UP for i in range(12)]
    s.deck = rest + list(deck or [])
    s.hand = list(hand or [])
    s.discard, s.banished, s.wounds, s.lured = [], [], [], []
    s.phase = TRAPPER_PHASE
    s.turn = 1
    s.acts = acts
    s._legal = None
    return s


def play(s: WeavlingsState, *notations: str) -> WeavlingsState:
    for n in notations:
        s.apply(GAME.parse(s, n))
    return s


def legal(s: WeavlingsState) -> list[str]:
    return [str(a) for a in s.legal_actions()]


def blank(*pairs: tuple[int, int], trapper: int = 9, fill: bool = True,
          avoid: tuple[int, ...] = ()) -> list[int]:
    """A grid with the Trapper on `trapper` and the given (space, card) pairs; the other
    spaces hold inert fillers (Wilds Spirits, then Switcheroos) unless `fill` is False."""
    g = [E] * 12
    g[trapper] = T
    for space, c in pairs:
        g[space] = c
    if fill:
        used = {c for _, c in pairs} | set(avoid)
        fillers = [c for c in C.ids(C.SPIRIT) + C.ids(name="The Ol' Switcheroo")
                   if c not in used]
        for i in range(12):
            if g[i] == E and fillers:
                g[i] = fillers.pop(0)
    return g
