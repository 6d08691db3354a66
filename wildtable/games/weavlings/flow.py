"""The turn's automatic parts: Beasties Feed, Travel, revealing, and starting a turn."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .cards import (
    CHOMP,
    DEVOUR,
    EFFECT,
    EVENT,
    IS_BEASTIE,
    IS_WEAVLING,
    KIND,
    NAME,
    NEIGH,
    POP,
    PROWL,
    SANGUINE,
    SPEED,
    TRAPPER_COSTS,
)
from .effects import resolve_events
from .tally import FED
from .wilds import (
    DOWN,
    HELD,
    LURE,
    OVER,
    TRAPPER_PHASE,
    TURN_LIMIT,
    UP,
    capture,
    check_end,
    collapse,
    finish,
    sanguinarius,
    shift_down,
    spring,
    take_off,
)

if TYPE_CHECKING:
    from .state import WeavlingsState as S


def has_intervention(s: S) -> bool:
    return any(EFFECT[c] == "cancel_event" for c in s.hand)


def reveal_all(s: S) -> bool:
    """WEAV-SETUP-4, WEAV-TRAVEL-4: flip every face-down card; Events resolve (WEAV-EVENT-1).

    Returns False when the flow stops for a decision (an Intervention window) or the end.
    """
    cell, face = s.cell, s.face
    while True:
        spaces = [i for i in range(12) if cell[i] >= 0 and face[i] == DOWN]
        if not spaces:
            break
        events = []
        s.reveal()
        for i in spaces:
            face[i] = UP
            if KIND[cell[i]] == EVENT:
                events.append(cell[i])
        s.emit("reveal", "Revealed: " + ", ".join(NAME[cell[i]] for i in spaces) + ".",
               cards=[cell[i] for i in spaces], spaces=spaces)
        spring(s)  # a Clamp over a card just turned over (WEAV-TRAP-7)
        if events:
            if has_intervention(s):
                s.evq = events  # WEAV-SPIRIT-2: the player may cancel one
                return False
            resolve_events(s, events)
            if s.phase == OVER:
                return False
    for i in range(12):
        if face[i] == HELD:
            face[i] = DOWN
    return True


def begin_turn(s: S) -> None:
    """WEAV-TURN-1: a new turn starts with the Trapper Phase and a full set of Actions."""
    s.turn += 1
    if s.turn > TURN_LIMIT:
        finish(s, False, f"the Weavlings were not home after {TURN_LIMIT} turns")
        return
    s.phase = TRAPPER_PHASE
    s.acts = TRAPPER_COSTS[s.options["trapper"]][0]
    s.emit("turn", f"Turn {s.turn}: the Trapper Phase begins.", turn=s.turn)


def end_turn(s: S) -> None:
    """WEAV-TURN-1: Beasties Feed, then Travel, then reveal; then the next turn."""
    s.phase = LURE
    feed(s)
    if s.phase == OVER:
        return
    travel(s)
    if s.phase == OVER:
        return
    if reveal_all(s):
        begin_turn(s)


def travel(s: S) -> None:
    """WEAV-TRAVEL-1..3: shift down a row, push out the bottom, collapse and replenish."""
    s.emit("travel", "Travel: the Tender Wilds shift down one row.")
    # WEAV-PRED-7: cards a Solar Eclipse held face-down are revealed at the end of this
    # Travel Phase, even when the Eclipse came in the middle of this turn.
    face = s.face
    if HELD in face:
        for i in range(12):
            if face[i] == HELD:
                face[i] = DOWN
    shift_down(s)
    collapse(s)
    spring(s)
    check_end(s)


def feed(s: S) -> None:
    """WEAV-BEAST-1..3: every Beastie feeds, slowest Speed first (ties: reading order)."""
    cell, face = s.cell, s.face
    cands = {c for i, c in enumerate(cell) if c >= 0 and face[i] == UP and IS_BEASTIE[c]}
    done: set[int] = set()
    last = -1
    while True:
        best, key = -1, (99, 99)
        for i in range(12):
            c = cell[i]
            if c >= 0 and c in cands and c not in done and face[i] == UP:
                k = (SPEED[c], i)
                if k < key:
                    best, key = i, k
        if best < 0:
            return
        c = cell[best]
        done.add(c)
        last = SPEED[c]
        feed_one(s, best, c, cands, last)
        spring(s)
        if check_end(s):
            return


def feed_one(s: S, pos: int, beast: int, cands: set[int], last: int) -> None:
    """One Beastie's Prowl, then Chomp and Devour together (WEAV-PRED-2..4)."""
    cell, face, over = s.cell, s.face, s.over
    dirs = CHOMP[beast] + DEVOUR[beast]
    if PROWL[beast]:
        events = []
        for d in dirs:
            t = NEIGH[pos][d]
            if t >= 0 and cell[t] >= 0 and face[t] != UP:
                face[t] = UP
                s.reveal()
                x = cell[t]
                s.emit("reveal", f"{NAME[beast]} prowls and reveals {NAME[x]}.", card=x, space=t)
                if KIND[x] == EVENT:
                    events.append(x)
                elif IS_BEASTIE[x] and SPEED[x] > last:
                    cands.add(x)
        if events:
            resolve_events(s, events)
            if s.phase == OVER:
                return
            try:
                pos = cell.index(beast)
            except ValueError:
                return
            if face[pos] != UP:
                return
    for d in dirs:  # WEAV-TRAP-5: a Beastie reaching a Weavling Aroma is caught instead
        t = NEIGH[pos][d]
        if t >= 0 and over[t] >= 0 and EFFECT[over[t]] == "bait":
            aroma = over[t]
            over[t] = -1
            s.banished.append(aroma)
            s.emit("bait", f"{NAME[beast]} goes for the {NAME[aroma]} and is caught.",
                   card=beast, trap=aroma)
            capture(s, pos)
            if cell[pos] >= 0 and SPEED[cell[pos]] > last:
                cands.add(cell[pos])
            collapse(s)
            return
    fed = False
    for d in CHOMP[beast]:
        t = NEIGH[pos][d]
        if t >= 0 and cell[t] >= 0 and face[t] == UP and IS_WEAVLING[cell[t]]:
            w = take_off(s, t)
            s.lost.append(w)
            s.tally[FED] += POP[w]
            fed = True
            s.emit("chomp", f"{NAME[beast]} feeds on {NAME[w]}.", card=beast, victim=w)
    for d in DEVOUR[beast]:
        t = NEIGH[pos][d]
        if t < 0 or cell[t] < 0 or face[t] != UP:
            continue
        x = take_off(s, t)
        if IS_WEAVLING[x]:
            # WEAV-PRED-2: "All revealed cards (except the Trapper) are placed in the
            # Banished Pile when devoured", Weavlings too: out of the game, not Lost
            # Population. Devouring one is feeding, so the Beastie leaves after.
            s.banished.append(x)
            fed = True
            s.emit("devour", f"{NAME[beast]} devours {NAME[x]}; it is banished.",
                   card=beast, victim=x)
        else:
            s.banished.append(x)
            s.emit("devour", f"{NAME[beast]} devours {NAME[x]}; it is banished.",
                   card=beast, victim=x)
            if SANGUINE[x]:
                b = sanguinarius(s, t)
                if b >= 0 and SPEED[b] > last:
                    cands.add(b)
    if fed:
        s.discard.append(take_off(s, pos))
        s.emit("fed", f"{NAME[beast]} has fed and is discarded.", card=beast)
    collapse(s)
