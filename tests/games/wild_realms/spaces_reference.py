"""The Wild Realms view encoder as first written, kept unchanged as a second path: the
game's encoder, rewritten for speed, and its `observe_state` must give exactly what
this one gives."""

from __future__ import annotations

from typing import Any

import numpy as np
import numpy.typing as npt

from wildtable.games.wild_realms import cards as C
from wildtable.games.wild_realms.effects import CP_EVICT, CP_STONE, CP_UNLOCK, RP_SPREAD
from wildtable.games.wild_realms.rules import ROUND_CAP
from wildtable.games.wild_realms.spaces import (
    AT,
    BOARD_INDEX,
    CARD,
    CARDS,
    DECISIONS,
    EFFECTS,
    MAX_ALLIANCE,
    MAX_DEFENDERS,
    MAX_HAND,
    MAX_QUEUE,
    MAX_TASK_COUNT,
    MAX_WILD_BONUS,
    OBSERVATION_SIZE,
    PER,
    PHASE_INDEX,
    PURPOSE_AT,
    REALM_BLOCK,
    REALM_CARDS,
    SEAT_AT,
    SEAT_BLOCK,
    WILD_COUNT,
    WILD_KIND,
    WILD_NAMES,
)
from wildtable.games.wild_realms.zones import (
    T_LEGEND,
    T_LOSE,
    T_PLACE,
    T_SPOILS,
    T_STRIKE,
    T_TCARD,
    T_TREALM,
)


def _task(task: list[int], rel: list[int], ones: list[int], at: list[int],
          values: list[float]) -> None:
    """The pending choice at the head of the queue: who decides what, about what."""
    kind = task[0]
    ones.append(AT["task_kind"] + kind)
    if kind not in DECISIONS:  # automatic steps run before anyone is asked
        return
    ones.append(AT["task_seat"] + rel[task[1]])
    card = victim = area = count = -1
    if kind == T_LOSE:
        count = task[2]
    elif kind == T_STRIKE:
        card, victim, area = task[3], task[4], task[5]
    elif kind == T_LEGEND:
        ones.append(AT["task_legendary"] + task[2])
    elif kind == T_TREALM:
        ones.append(AT["task_purpose"] + PURPOSE_AT[kind] + task[2])
        if task[2] == RP_SPREAD:  # solo: the Wild animal spreads into your kingdom
            card, victim, area = task[3], task[4] if len(rel) > 1 else 0, task[5]
    elif kind == T_TCARD:
        ones.append(AT["task_purpose"] + PURPOSE_AT[kind] + task[2])
        count = task[5]
        if task[2] in (CP_STONE, CP_UNLOCK):
            victim, area = task[3], task[4]
        elif task[2] == CP_EVICT:
            area, card = task[3], task[4]
    elif kind == T_SPOILS:
        victim, area = task[2], task[3]
    elif kind == T_PLACE:
        card = task[2]
        ones.append(AT["task_purpose"] + PURPOSE_AT[kind] + task[3])
    if card >= 0:
        ones.append(AT["task_card"] + CARD[card])
    if victim >= 0:
        ones.append(AT["task_victim"] + rel[victim])
    if area >= 0:
        ones.append(AT["task_area"] + area)
    if count >= 0:
        at.append(AT["task_count"])
        values.append(min(1.0, count / MAX_TASK_COUNT))


def reference_observe(view: dict[str, Any], seat: int) -> npt.NDArray[np.float32]:
    """Encode `view(seat)` as the encoder did before it was written for speed."""
    n = view["players"]
    rel = [(p - seat) % n for p in range(n)]
    ones = [AT["players"] + n - 1, AT["phase"] + PHASE_INDEX[view["phase"]],
            AT["discarding"] + view["discarding"], AT["active"] + rel[view["active"]],
            AT["first"] + rel[view["first"]]]
    at = [AT["round"], AT["legendary_deck"], AT["wild_deck"], AT["wild_bonus"]]
    values = [min(1.0, view["round"] / ROUND_CAP),
              view["legendary_deck_count"] / len(C.LEGEND_NAMES),
              view["wild_deck_count"] / len(C.WILD_CARD_NAMES),
              min(1.0, view["wild_bonus"] / MAX_WILD_BONUS)]
    flags = AT["flags"]
    if view["battled"]:
        ones.append(flags)
    if view["deck_out"]:
        ones.append(flags + 1)
    if view["over"]:
        ones.append(flags + 2)
        ones += [AT["winners"] + rel[p] for p in view["result"]["winners"]]
    if view["to_move"] is not None:
        ones.append(AT["to_move"] + rel[view["to_move"]])
    moved = AT["moved"]
    ones += [moved + CARD[t] for t in view["moved"]]
    ones += [AT["legendary_discard"] + lid for lid in view["legendary_discard"]]
    pending = view["pending"]
    if pending:
        _task(pending[0], rel, ones, at, values)
        queue = AT["queue"] + 1
        ones += [queue + task[0] for task in pending[1:]]
    at.append(AT["queue"])
    values.append(min(1.0, len(pending) / MAX_QUEUE))
    for j, t in enumerate(view["wild"]):
        if t >= 0:
            ones.append(AT["wild"] + CARDS * j + CARD[t])
    counts = [0] * len(WILD_NAMES)
    for w in view["wild_discard"]:
        counts[WILD_KIND[w]] += 1
    for k, name in enumerate(WILD_NAMES):
        if counts[k]:
            at.append(AT["wild_discard"] + k)
            values.append(counts[k] / WILD_COUNT[name])
    seats = AT["seats"]
    for p, info in enumerate(view["seats"]):
        base = seats + SEAT_BLOCK * rel[p]
        ones += [base + SEAT_AT["here"], base + SEAT_AT["board"] + BOARD_INDEX[info["board"]]]
        sizes = base + SEAT_AT["sizes"]
        at += [sizes, sizes + 1, sizes + 2, sizes + 3]
        values += [min(1.0, info["hand_count"] / MAX_HAND), info["deck_count"] / PER,
                   min(1.0, len(info["discard"]) / PER),
                   min(1.0, len(info["alliance"]) / MAX_ALLIANCE)]
        if info["hand"] is not None:
            hand = AT["hand"]
            ones += [hand + CARD[t] for t in info["hand"]]
        discard = base + SEAT_AT["discard"]
        ones += [discard + CARD[t] for t in info["discard"]]
        alliance = base + SEAT_AT["alliance"]
        ones += [alliance + CARD[t] for t in info["alliance"]]
        realms = base + SEAT_AT["realms"]
        for t, realm in enumerate(info["realms"]):
            if realm["realm"] < 0:
                continue
            r = realms + REALM_BLOCK * t
            ones += [r, r + 3 - C.REALM0 + CARD[realm["realm"]]]
            if realm["locked"]:
                ones.append(r + 1)
            defenders = realm["defenders"]
            at.append(r + 2)
            values.append(min(1.0, len(defenders) / MAX_DEFENDERS))
            d = r + 3 + REALM_CARDS
            ones += [d + CARD[x] for x in defenders]
    for lid, k, owner in view["lasting"]:
        ones.append(seats + SEAT_BLOCK * rel[owner] + SEAT_AT["lasting"] + lid * len(EFFECTS) + k)
    x = np.zeros(OBSERVATION_SIZE, dtype=np.float32)
    # Two numpy calls in all: each costs more than the Python around it, and a scalar 1.0
    # spares building a list of ones as long as the positions.
    x.put(ones, 1.0)
    x.put(at, values)
    return x
