"""The Wilderness state: flat lists of ints, a task stack for the turn flow, clone, views."""

from __future__ import annotations

import functools
from types import ModuleType
from typing import Any

from ...engine import Action, Result, Rng, State
from .board import (
    ANIMALS,
    EVENTS,
    EXTRAS,
    LAYOUTS,
    SICKNESS,
    TERRAIN_LETTERS,
    TILES,
    WEATHER,
)

# A task on the stack is a tuple of a kind and ints (see rules.advance).
Task = tuple[Any, ...]


class WildState(State):
    """One game of Wilderness.

    Per-seat lists are indexed by seat; per-area lists by area id (see board.Layout).
    `terr` holds -1 for areas of face-down tiles, so a view never needs to hide it.
    """

    __slots__ = (
        "active",
        "alive",
        "apos",
        "box",
        "came_from",
        "cold",
        "comp",
        "edeck",
        "edisc",
        "energy",
        "etrack",
        "exh",
        "extra_left",
        "faceup",
        "first",
        "hands",
        "hostile",
        "htrack",
        "hunger",
        "known",
        "move_mod",
        "n",
        "over",
        "overlay",
        "played",
        "pos",
        "raft",
        "reason",
        "riv",
        "rounds",
        "sdeck",
        "sdisc",
        "shelter",
        "sick",
        "skull",
        "spent",
        "stack",
        "sure",
        "tally",
        "terr",
        "thirst",
        "tiles",
        "tmark",
        "tover",
        "ttrack",
        "wdeck",
        "winners",
        "wline",
    )

    n: int
    tiles: list[int]
    box: list[int]
    faceup: list[bool]
    terr: list[int]
    riv: list[int]
    overlay: list[int]
    extra_left: list[int]
    pos: list[int]
    thirst: list[int]
    hunger: list[int]
    exh: list[int]
    alive: list[bool]
    hostile: list[bool]
    hands: list[list[int]]
    known: list[int]  # the Event cards each seat knows are in the deck (knowledge.py)
    edeck: list[int]
    edisc: list[int]
    sdeck: list[int]
    sdisc: list[int]
    sick: list[list[int]]
    wdeck: list[int]
    wline: list[int]
    tmark: int
    apos: list[int]
    first: int
    active: int
    energy: int
    spent: bool
    played: bool
    tover: bool
    move_mod: int
    sure: bool
    raft: bool
    comp: list[int]
    came_from: int
    shelter: list[int]
    cold: list[int]
    stack: list[Task]
    winners: list[int]
    reason: str
    over: bool
    rounds: int
    # The health tracks of this game (WILD-OPT-2), shared by clones: never mutated.
    ttrack: tuple[int, ...]
    htrack: tuple[int, ...]
    etrack: tuple[int, ...]
    skull: int  # the exhaustion index that kills: len(etrack)
    tally: list[int]  # balance counters, one int each (see tally.py)

    # ----- engine contract ------------------------------------------------------------
    def _legal_actions(self) -> list[Action]:
        legal: list[Action] = _rules().legal_actions(self)
        return legal

    def _apply(self, action: Action) -> None:
        _rules().apply_action(self, action)

    def winning_seats(self) -> list[int]:
        return sorted(set(self.winners))

    def result(self) -> Result:
        from .tally import details

        win = self.winning_seats()
        return Result(
            win,
            [1.0 if s in win else 0.0 for s in range(self.players)],
            self.reason or "the game is not over",
            {"days": len(self.wline), "rounds": self.rounds, "length": len(self.wline),
             **details(self)},
        )

    def clone(self) -> WildState:
        c = WildState.__new__(WildState)
        self._clone_base(c)
        c.n = self.n
        c.tiles = self.tiles[:]
        c.box = self.box[:]
        c.faceup = self.faceup[:]
        c.terr = self.terr[:]
        c.riv = self.riv[:]
        c.overlay = self.overlay[:]
        c.extra_left = self.extra_left[:]
        c.pos = self.pos[:]
        c.thirst = self.thirst[:]
        c.hunger = self.hunger[:]
        c.exh = self.exh[:]
        c.alive = self.alive[:]
        c.hostile = self.hostile[:]
        c.hands = [h[:] for h in self.hands]
        c.known = self.known[:]
        c.edeck = self.edeck[:]
        c.edisc = self.edisc[:]
        c.sdeck = self.sdeck[:]
        c.sdisc = self.sdisc[:]
        c.sick = [h[:] for h in self.sick]
        c.wdeck = self.wdeck[:]
        c.wline = self.wline[:]
        c.tmark = self.tmark
        c.apos = self.apos[:]
        c.first = self.first
        c.active = self.active
        c.energy = self.energy
        c.spent = self.spent
        c.played = self.played
        c.tover = self.tover
        c.move_mod = self.move_mod
        c.sure = self.sure
        c.raft = self.raft
        c.comp = self.comp[:]
        c.came_from = self.came_from
        c.shelter = self.shelter[:]
        c.cold = self.cold[:]
        c.stack = self.stack[:]  # tasks are tuples: sharing them is safe
        c.winners = self.winners[:]
        c.reason = self.reason
        c.over = self.over
        c.rounds = self.rounds
        c.ttrack, c.htrack, c.etrack, c.skull = self.ttrack, self.htrack, self.etrack, self.skull
        c.tally = self.tally[:]
        return c

    # ----- what a seat may know -------------------------------------------------------
    def _view(self, seat: int | None) -> dict[str, Any]:
        lay = LAYOUTS[self.n]
        seats = []
        for s in range(self.players):
            seats.append({
                "area": self.pos[s],
                "thirst": self.thirst[s],
                "hunger": self.hunger[s],
                "exhaustion": self.exh[s],
                "energy_per_turn": self.etrack[self.exh[s]] if self.alive[s] else 0,
                "alive": self.alive[s],
                "tribe_hostile": self.hostile[s],
                "hand_size": len(self.hands[s]),
                "sickness": [SICKNESS[c].name for c in self.sick[s]],
                "sickness_ids": self.sick[s][:],
            })
        w = WEATHER[self.wline[-1]]
        return {
            "tiles": self.n,
            "board": [TILES[t].name if up else None for t, up in zip(self.tiles, self.faceup,
                                                                        strict=True)],
            "terrain": "".join("?" if t < 0 else TERRAIN_LETTERS[t] for t in self.terr),
            "rivers": self.riv[:],
            "extra_areas": {str(c): EXTRAS[o][0] for c, o in enumerate(self.overlay) if o >= 0},
            "extra_left": self.extra_left[:],
            "village": lay.village,
            "seats": seats,
            "hand": self.hands[seat][:] if seat is not None else [],
            "hand_names": [EVENTS[c].name for c in self.hands[seat]] if seat is not None else [],
            "event_deck": len(self.edeck),
            "event_discard": self.edisc[:],
            "sickness_deck": len(self.sdeck),
            "sickness_discard": self.sdisc[:],
            "weather_line": self.wline[:],
            "weather": w.name,
            "time": self.tmark,
            "round_kind": w.squares[self.tmark],
            "weather_deck": len(self.wdeck),
            "animals": {f"{ANIMALS[i]}{i}": a for i, a in enumerate(self.apos)},
            "first": self.first,
            "active": self.active,
            "energy": self.energy,
            "spent": self.spent,
            "turn_over": self.tover,
            "move_mod": self.move_mod,
            "sure_feet": self.sure,
            "raft": self.raft,
            "companions": self.comp[:],
            "shelter": self.shelter[:],
            "cold": self.cold[:],
            "pending": [[list(x) if isinstance(x, tuple) else x for x in t] for t in self.stack],
            "rounds": self.rounds,
            "tracks": {"thirst": list(self.ttrack), "hunger": list(self.htrack),
                       "exhaustion": list(self.etrack)},
            # Why the active seat lacks a turn choice, in words (public facts only).
            "why_not": _words().why_not(self),
        }

    def _resample(self, seat: int, rng: Rng) -> None:
        """Face-down tiles, the box, the decks and other hands; what the seat knows of
        the Event deck stays (WILD-KNOW-1)."""
        from .knowledge import resample

        resample(self, seat, rng)

    def holds(self, zone: str, card: int) -> bool:
        from .knowledge import holds

        return holds(self, zone, card)


@functools.cache
def _rules() -> ModuleType:
    """The rules module, imported at first use: it imports this module. Once, not in
    `_legal_actions` and `_apply`, where an import statement costs a twentieth of a
    decision."""
    from . import rules

    return rules


@functools.cache
def _words() -> ModuleType:
    """The words module, imported at first use: it imports this module."""
    from . import words

    return words
