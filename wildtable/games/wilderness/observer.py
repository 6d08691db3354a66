"""Wilderness' observer: one observation vector kept up to date from decision to decision.

The learning adapters ask for a seat's observation at each of its decisions, and between
two of them most of the table stays as it was: the board changes when a tile turns up,
the decks and the weather once a round, while a turn moves a figure, spends energy and
moves a seat or two along their tracks. `WildernessObserver` writes what
`spaces.observe_state` writes, rewriting only the parts whose inputs changed.

numpy is imported only when an observer is made, as in spaces.py.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from .board import LAYOUTS, SICKNESS, TERRAIN_LETTERS, TILES, WEATHER
from .spaces import (
    ACTIVE_AT,
    ANIMAL_BY_FIGURE,
    ANIMAL_MOD_SCALE,
    ANIMALS_AT,
    AREAS,
    AT,
    BOARD_AT,
    COLD_SCALE,
    COMPANIONS_AT,
    COUNTS_AT,
    DECISION_AT,
    DECISION_INDEX,
    DECKS_AT,
    ENERGY_SCALE,
    EVENT_CARDS,
    EVENT_DISCARD_AT,
    EXTRA_COUNTS,
    EXTRA_LEFT_AT,
    FIGURES_AT,
    FIRST_AT,
    FLAGS_AT,
    HAND_AT,
    HAND_SCALE,
    INFO_AT,
    MODS_AT,
    MOVE_MOD_SCALE,
    OBSERVATION_SIZE,
    OVER_AT,
    PLAYER_MOD_SCALE,
    PLAYERS_AT,
    RIVER_SIDES,
    ROUND_KIND_AT,
    ROUNDS,
    SEAT_AT,
    SEAT_COUNTS,
    SEAT_FIELDS,
    SEAT_FLAGS,
    SICK_BY_KIND,
    SICK_COPIES,
    SICK_DISCARD_AT,
    SICK_KIND,
    SICK_KINDS,
    SOURCE_AT,
    STATUS_AT,
    TARGET_AT,
    TERRAIN_CHANNELS,
    TERRAINS,
    TILE_DOWN_AT,
    TILE_SLOT,
    TILES_AT,
    TILES_SLOT,
    TIME_AT,
    TO_MOVE_AT,
    VICTIM_AT,
    VILLAGE_SLOT,
    WAITING_AT,
    WEATHER_AT,
    WEATHER_COPIES,
    WEATHER_KIND,
    WEATHER_KINDS,
    WEATHER_SEEN_AT,
    WINNERS_AT,
    _board_vector,
)

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    from .state import WildState

# Per board size, each area's slot: the village takes the last one.
SLOTS = {n: [VILLAGE_SLOT if c == lay.village else c for c in range(lay.cells)]
         for n, lay in LAYOUTS.items()}
TILE_AREAS = 21  # tile k holds areas 21k..21k+20, their slots too; the village comes last
assert all(lay.village == TILE_AREAS * n == lay.cells - 1 for n, lay in LAYOUTS.items())
TERRAIN_AT, RIVERS_AT, EXTRA_AREA_AT = AT["terrain"], AT["rivers"], AT["extra_area"]
FACE_DOWN = TERRAINS  # the terrain channel of an area whose tile is face down
# The board as a game starts, before any tile turns up: every area face down but the
# village (rules.setup).
VILLAGE_TERRAIN = TERRAIN_LETTERS.index("V")
BLANK_TERR = {n: [-1] * lay.village + [VILLAGE_TERRAIN] for n, lay in LAYOUTS.items()}
_BLANK: dict[int, npt.NDArray[np.float32]] = {}  # per board size, made at first use
# A tile's 21 areas as encoded, per (terrain codes, river masks): a tile turning up
# copies two small blocks instead of writing ~30 values one by one. Only the tiles, their
# two orientations and the extra areas laid on them occur: a few hundred at most.
_TILE_BLOCKS: dict[tuple[tuple[int, ...], tuple[int, ...]],
                   tuple[npt.NDArray[np.float32], npt.NDArray[np.float32]]] = {}
_TILE_BLOCKS_SIZE = 1024  # 1.3 kB each


def _blank(n: int) -> npt.NDArray[np.float32]:
    """A vector holding only the board of BLANK_TERR[n] (not to be written)."""
    out = _BLANK.get(n)
    if out is None:
        terrain = "".join("?" if t < 0 else TERRAIN_LETTERS[t] for t in BLANK_TERR[n])
        out = _BLANK[n] = _board_vector(terrain, [0] * len(terrain), LAYOUTS[n].village).copy()
    return out


def _tile_blocks(terr: list[int], riv: list[int]
                 ) -> tuple[npt.NDArray[np.float32], npt.NDArray[np.float32]]:
    """The terrain and river blocks of one tile's areas (not to be written)."""
    key = (tuple(terr), tuple(riv))
    hit = _TILE_BLOCKS.get(key)
    if hit is None:
        import numpy as np

        terrain = np.zeros(TILE_AREAS * TERRAIN_CHANNELS, np.float32)
        rivers = np.zeros(TILE_AREAS * RIVER_SIDES, np.float32)
        for i, (code, mask) in enumerate(zip(terr, riv, strict=True)):
            terrain[TERRAIN_CHANNELS * i + (code if code >= 0 else FACE_DOWN)] = 1.0
            for d in range(RIVER_SIDES):
                if mask >> d & 1:
                    rivers[RIVER_SIDES * i + d] = 1.0
        if len(_TILE_BLOCKS) >= _TILE_BLOCKS_SIZE:
            _TILE_BLOCKS.clear()
        hit = _TILE_BLOCKS[key] = (terrain, rivers)
    return hit


class WildernessObserver:
    """One observation vector, brought up to date in place by each `observe`.

    Each call compares what the encoding reads from the state with what it read the
    last time, part by part (comparing two lists runs in C), and rewrites only the parts
    that changed: their old positions are set to 0, then the new ones written. Only the
    values read last time are remembered, never the state, so any state may come next:
    the vector is always what `observe_state(state, seat)` writes
    (tests/games/wilderness/test_observer.py checks it at every seat and decision of
    whole games, with games, options and seats switching). A new observer seat, player
    count or board size moves every seat-relative block, new tracks change the scales:
    the vector is then written whole. Values are written one by one through a
    memoryview: a few dozen per call cost less that way than one numpy call.
    """

    __slots__ = ("_alive", "_animals", "_apos", "_cold", "_comp", "_decks", "_edisc",
                 "_energy", "_etrack", "_exh", "_extra_left", "_faceup", "_figure",
                 "_flags", "_hand", "_hostile", "_htrack", "_hunger", "_info", "_mods",
                 "_move_mod", "_mv", "_n", "_overlay", "_pending", "_players", "_pos",
                 "_rel", "_riv", "_row", "_scales", "_sdisc", "_seat", "_shelter", "_sick",
                 "_sizes", "_stack", "_terr", "_thirst", "_tiles", "_time", "_tmark",
                 "_ttrack", "_who", "_who_at", "_winners", "_wline", "out")

    # What the vector was written for: a change of any of these rewrites it whole.
    _players: int
    _seat: int
    _n: int
    _ttrack: tuple[int, ...]
    _htrack: tuple[int, ...]
    _etrack: tuple[int, ...]
    _rel: list[int]     # per seat, its place relative to the observer
    _info: list[int]    # per seat, where its block of seat_info starts
    _figure: list[int]  # per seat, where its row of figures starts
    _scales: tuple[int, int, int, int]  # thirst, hunger, exhaustion, energy per turn
    # What was read last time, as copies (None: nothing written yet).
    _terr: list[int]
    _riv: list[int]
    _overlay: list[int]
    _tiles: list[int] | None
    _faceup: list[bool] | None
    _row: list[int]  # the tile row's positions written
    _extra_left: list[int] | None
    _apos: list[int] | None
    _animals: list[int]  # the animals' positions written
    _wline: list[int] | None
    _tmark: int
    _time: list[int]  # time, round kind and weather positions written
    _decks: tuple[int, ...]
    _hand: list[int]
    _edisc: list[int]
    _sdisc: list[int] | None
    _who: tuple[int, int, int | None] | None  # first, active, to_move
    _winners: list[int]
    _who_at: list[int]  # the positions `_who` wrote
    _flags: tuple[bool, ...]
    _comp: list[int]
    _energy: int
    _move_mod: int
    _stack: list[Any] | None
    _pending: list[int]  # the pending decision's positions written
    _mods: list[float] | None
    _alive: Sequence[int]
    _hostile: Sequence[int]
    _shelter: Sequence[int]
    _pos: Sequence[int]
    _thirst: Sequence[int]
    _hunger: Sequence[int]
    _exh: Sequence[int]
    _sizes: Sequence[int]
    _cold: Sequence[int]
    _sick: list[list[int]]

    def __init__(self, out: npt.NDArray[np.float32] | None = None) -> None:
        """`out`: the vector to keep up to date (all overwritten at the first call);
        by default a new one."""
        import numpy as np

        self.out = np.zeros(OBSERVATION_SIZE, np.float32) if out is None else out
        self._mv = self.out.data.cast("B").cast("f")  # float32, written one value at a time
        self._seat = self._players = 0  # no players: nothing written yet

    def observe(self, state: WildState, seat: int) -> npt.NDArray[np.float32]:
        """The encoding of what `seat` sees of `state`: `self.out`, which the next call
        overwrites."""
        if (state.players != self._players or seat != self._seat or state.n != self._n
                or state.etrack is not self._etrack or state.ttrack is not self._ttrack
                or state.htrack is not self._htrack):
            self._fit(state, seat)
        mv = self._mv
        # The board's areas, and the row of tiles.
        if state.terr != self._terr or state.riv != self._riv or (
                state.overlay != self._overlay):
            self._write_board(state)
        if state.faceup != self._faceup or state.tiles != self._tiles:
            row = [BOARD_AT + len(TILES) * k + TILE_SLOT[tile] if up else TILE_DOWN_AT + k
                   for k, (tile, up) in enumerate(zip(state.tiles, state.faceup,
                                                      strict=True))]
            _swap_ones(mv, self._row, row)
            self._row, self._faceup, self._tiles = row, state.faceup[:], state.tiles[:]
        if state.extra_left != self._extra_left:
            for i, left in enumerate(state.extra_left):
                mv[EXTRA_LEFT_AT + i] = left / EXTRA_COUNTS[i]
            self._extra_left = state.extra_left[:]
        if state.apos != self._apos:
            self._write_animals(state.apos)
        self._write_clock(state)
        # Cards: the observer's hand and the public discard piles.
        cards = state.hands[seat]
        if cards != self._hand:
            _move_cards(mv, HAND_AT, self._hand, cards)
            self._hand = cards[:]
        cards = state.edisc
        if cards != self._edisc:
            _move_cards(mv, EVENT_DISCARD_AT, self._edisc, cards)
            self._edisc = cards[:]
        if state.sdisc != self._sdisc:
            self._write_sickness_discard(state.sdisc)
        self._write_turn(state)
        if state.stack != self._stack:
            self._write_pending(state.stack)
        self._write_seats(state)
        return self.out

    def _fit(self, state: WildState, seat: int) -> None:
        """Equal tracks of another game are taken on as they are, another seat moves the
        seat-relative parts; another player count, board size or tracks start anew."""
        if not (state.players == self._players and state.n == self._n
                and (state.ttrack, state.htrack, state.etrack)
                == (self._ttrack, self._htrack, self._etrack)):
            self._start(state, seat)
            return
        self._ttrack, self._htrack, self._etrack = state.ttrack, state.htrack, state.etrack
        if seat != self._seat:
            self._reseat(seat)

    def _start(self, state: WildState, seat: int) -> None:
        """Start from the blank vector and forget what was read: this call writes every
        part.

        What is remembered is what the blank vector shows: zeros, but for the board as a
        game starts, so that a new game's first call only writes the tiles turned up."""
        import numpy as np

        np.copyto(self.out, _blank(state.n))
        mv, n = self._mv, state.players
        self._players, self._n = n, state.n
        self._ttrack, self._htrack, self._etrack = state.ttrack, state.htrack, state.etrack
        mv[PLAYERS_AT + n - 1] = 1.0
        mv[TILES_AT + TILES_SLOT[state.n]] = 1.0
        # Track lengths are options (WILD-OPT-2): positions are read as a share of them.
        self._scales = (len(state.ttrack) - 1, len(state.htrack) - 1, len(state.etrack),
                        max(state.etrack))
        self._terr = BLANK_TERR[state.n][:]
        self._riv = [0] * len(self._terr)
        self._overlay = [-1] * len(self._terr)
        self._tiles = self._faceup = None
        self._row = []
        self._extra_left = self._apos = None
        self._animals = []
        self._wline = None
        self._tmark = -1
        self._time = []
        self._decks = ()
        self._hand, self._edisc = [], []
        self._sdisc = None
        self._who_at, self._pending = [], []
        self._flags = (False, False, False, False)
        self._energy = self._move_mod = 0
        self._mods = None
        # Nothing seat-relative written yet: no seat, no companion, no figure.
        self._seat, self._rel, self._comp, self._pos = -1, [], [], []
        self._reseat(seat)

    def _reseat(self, seat: int) -> None:
        """Move to another observer seat: every part that places seats relative to the
        observer is cleared with the old seat's places, and forgotten."""
        mv, n = self._mv, self._players
        if self._seat >= 0:
            mv[SEAT_AT + self._seat] = 0.0
        mv[SEAT_AT + seat] = 1.0
        for s in self._comp:
            mv[COMPANIONS_AT + self._rel[s]] = 0.0
        slot = SLOTS[self._n]
        for s, area in enumerate(self._pos):
            if area >= 0:
                mv[self._figure[s] + slot[area]] = 0.0
        self.out[INFO_AT:INFO_AT + SEAT_FIELDS * n] = 0.0
        self._seat = seat
        self._rel = rel = [(s - seat) % n for s in range(n)]
        self._info = [INFO_AT + SEAT_FIELDS * r for r in rel]
        self._figure = [FIGURES_AT + AREAS * r for r in rel]
        for base in self._info:
            mv[base] = 1.0  # present
        self._who = self._stack = None  # their positions move: rewritten at this call
        self._winners, self._comp = [], []
        unread = [-1] * n  # no seat's value was read: every seat's is written
        self._alive = self._hostile = self._shelter = self._pos = unread
        self._thirst = self._hunger = self._exh = self._sizes = self._cold = unread
        self._sick = [[] for _ in range(n)]

    def _write_board(self, state: WildState) -> None:
        """The tiles whose areas changed, each copied whole from its cached blocks; the
        village; the extra areas laid."""
        out, mv = self.out, self._mv
        terr, riv, overlay = state.terr, state.riv, state.overlay
        was_terr, was_riv = self._terr, self._riv
        village = len(terr) - 1
        for lo in range(0, village, TILE_AREAS):
            hi = lo + TILE_AREAS
            codes, masks = terr[lo:hi], riv[lo:hi]
            if codes != was_terr[lo:hi] or masks != was_riv[lo:hi]:
                terrain, rivers = _tile_blocks(codes, masks)
                out[TERRAIN_AT + TERRAIN_CHANNELS * lo:TERRAIN_AT + TERRAIN_CHANNELS * hi] = (
                    terrain)
                out[RIVERS_AT + RIVER_SIDES * lo:RIVERS_AT + RIVER_SIDES * hi] = rivers
        code, was = terr[village], was_terr[village]
        if code != was:
            at = TERRAIN_AT + TERRAIN_CHANNELS * VILLAGE_SLOT
            mv[at + (was if was >= 0 else FACE_DOWN)] = 0.0
            mv[at + (code if code >= 0 else FACE_DOWN)] = 1.0
        mask = riv[village]
        if mask != was_riv[village]:
            at = RIVERS_AT + RIVER_SIDES * VILLAGE_SLOT
            for d in range(RIVER_SIDES):
                mv[at + d] = 1.0 if mask >> d & 1 else 0.0
        if overlay != self._overlay:
            slot = SLOTS[self._n]
            for c, (kind, was) in enumerate(zip(overlay, self._overlay, strict=True)):
                if kind != was:
                    mv[EXTRA_AREA_AT + slot[c]] = 1.0 if kind >= 0 else 0.0
            self._overlay = overlay[:]
        self._terr, self._riv = terr[:], riv[:]

    def _write_animals(self, apos: list[int]) -> None:
        """Each figure's status, and the shares of each kind per area."""
        mv, slot = self._mv, SLOTS[self._n]
        for i in self._animals:
            mv[i] = 0.0
        written: list[int] = []
        animals: dict[int, float] = {}  # two wolves may share an area: their shares add up
        for i, area in enumerate(apos):
            status = STATUS_AT + 3 * i + (1 if area >= 0 else 0 if area == -1 else 2)
            mv[status] = 1.0
            written.append(status)
            if area >= 0:
                kind, share = ANIMAL_BY_FIGURE[i]
                where = ANIMALS_AT + 3 * slot[area] + kind
                animals[where] = animals.get(where, 0.0) + share
        for where, share in animals.items():
            mv[where] = share
        self._animals = written + list(animals)
        self._apos = apos[:]

    def _write_clock(self, state: WildState) -> None:
        """Today's weather and what has turned up so far, the time marker, the decks."""
        mv, wline, tmark = self._mv, state.wline, state.tmark
        new_day = wline != self._wline
        if new_day:
            seen = [0] * len(WEATHER_KINDS)
            for w in wline:
                seen[WEATHER_KIND[w]] += 1
            for k, n in enumerate(seen):
                mv[WEATHER_SEEN_AT + k] = n / WEATHER_COPIES[k]
            mv[DECKS_AT] = len(wline) / len(WEATHER)
            self._wline = wline[:]
        if new_day or tmark != self._tmark:
            today = wline[-1]
            time = [TIME_AT + tmark, ROUND_KIND_AT[today][tmark], WEATHER_AT[today]]
            _swap_ones(mv, self._time, time)
            self._time, self._tmark = time, tmark
        decks = (len(state.edeck), len(state.sdeck), len(state.wdeck), state.rounds)
        if decks != self._decks:
            mv[DECKS_AT + 1] = decks[0] / EVENT_CARDS
            mv[DECKS_AT + 2] = decks[1] / len(SICKNESS)
            mv[DECKS_AT + 3] = decks[2] / len(WEATHER)
            mv[DECKS_AT + 4] = min(1.0, decks[3] / ROUNDS)
            self._decks = decks

    def _write_sickness_discard(self, cards: list[int]) -> None:
        """The Sickness discard pile, by kind."""
        mv = self._mv
        seen = [0] * len(SICK_KINDS)
        for c in cards:
            seen[SICK_KIND[c]] += 1
        for k, n in enumerate(seen):
            mv[SICK_DISCARD_AT + k] = n / SICK_COPIES[k]
        self._sdisc = cards[:]

    def _write_turn(self, state: WildState) -> None:
        """Who moves and whose turn it is (the winners once the game is over), the
        turn's flags, companions and counts."""
        mv, rel = self._mv, self._rel
        to_move = state.to_move
        who = (state.first, state.active, to_move)
        if who != self._who or (to_move is None and state.winners != self._winners):
            ones = [FIRST_AT + rel[who[0]], ACTIVE_AT + rel[who[1]]]
            if to_move is not None:
                ones.append(TO_MOVE_AT + rel[to_move])
            else:  # the view's "over" is to_move being None; its winners come from result()
                ones.append(OVER_AT)
                ones += [WINNERS_AT + rel[s] for s in state.winners]
            _swap_ones(mv, self._who_at, ones)
            self._who_at, self._who, self._winners = ones, who, state.winners[:]
        flags = (state.spent, state.tover, state.sure, state.raft)
        if flags != self._flags:
            for i, on in enumerate(flags):
                mv[FLAGS_AT + i] = 1.0 if on else 0.0
            self._flags = flags
        comp = state.comp
        if comp != self._comp:
            for s in self._comp:
                mv[COMPANIONS_AT + rel[s]] = 0.0
            for s in comp:
                mv[COMPANIONS_AT + rel[s]] = 1.0
            self._comp = comp[:]
        if state.energy != self._energy:
            self._energy = state.energy
            mv[COUNTS_AT] = min(1.0, state.energy / ENERGY_SCALE)
        move_mod = state.move_mod
        if move_mod != self._move_mod:
            self._move_mod = move_mod
            mv[COUNTS_AT + 1] = min(1.0, max(0, -move_mod) / MOVE_MOD_SCALE)
            mv[COUNTS_AT + 2] = min(1.0, max(0, move_mod) / MOVE_MOD_SCALE)

    def _write_pending(self, pending: list[Any]) -> None:
        """The pending decision and the attack whose dice wait for it."""
        mv, rel = self._mv, self._rel
        ones: list[int] = []
        mods = [0.0] * 5
        if pending:
            top = pending[-1]
            if top[0] == "turn":
                ones.append(DECISION_AT)
            elif top[0] == "win":
                ones.append(DECISION_AT + DECISION_INDEX[top[1]])
                if top[2] >= 0:
                    ones.append(TARGET_AT + rel[top[2]])
                ones += [WAITING_AT + rel[s] for s in top[3]]
            for task in reversed(pending):
                if task[0] == "atk":
                    _, victim, source, pmod, amod, cancelled = task
                    ones += [VICTIM_AT + rel[victim], SOURCE_AT + source]
                    mods = [min(1.0, max(0, pmod) / PLAYER_MOD_SCALE),
                            min(1.0, max(0, -pmod) / PLAYER_MOD_SCALE),
                            min(1.0, max(0, amod) / ANIMAL_MOD_SCALE),
                            min(1.0, max(0, -amod) / ANIMAL_MOD_SCALE),
                            1.0 if cancelled else 0.0]
                    break
        if ones != self._pending:
            _swap_ones(mv, self._pending, ones)
            self._pending = ones
        if mods != self._mods:
            for i, v in enumerate(mods):
                mv[MODS_AT + i] = v
            self._mods = mods
        self._stack = pending[:]  # tasks are tuples: sharing them is safe

    def _write_seats(self, state: WildState) -> None:
        """Each seat's flags, figure, track positions, hand size, cold and lasting
        Sickness cards, in its block relative to the observer: per list read from the
        state, if it changed, the values of the seats whose entry changed (at 8 players
        a turn mostly moves one seat)."""
        mv, info, n = self._mv, self._info, self._players
        alive, was = state.alive, self._alive
        if alive != was:
            for s in range(n):
                if alive[s] != was[s]:
                    mv[info[s] + 1] = 1.0 if alive[s] else 0.0
            self._alive = alive[:]
            self._exh = [-1] * n  # energy per turn reads both: every seat's is rewritten
        flags, was = state.hostile, self._hostile
        if flags != was:
            for s in range(n):
                if flags[s] != was[s]:
                    mv[info[s] + 2] = 1.0 if flags[s] else 0.0
            self._hostile = flags[:]
        counts, was = state.shelter, self._shelter
        if counts != was:
            for s in range(n):
                if counts[s] != was[s]:
                    mv[info[s] + 3] = 1.0 if counts[s] else 0.0
            self._shelter = counts[:]
        pos, was = state.pos, self._pos
        if pos != was:
            slot, figure = SLOTS[self._n], self._figure
            for s in range(n):
                area, old = pos[s], was[s]
                if area != old:
                    if old >= 0:
                        mv[figure[s] + slot[old]] = 0.0
                    mv[figure[s] + slot[area]] = 1.0
            self._pos = pos[:]
        thirst_max, hunger_max, skull, max_energy = self._scales
        counts, was = state.thirst, self._thirst
        if counts != was:
            for s in range(n):
                if counts[s] != was[s]:
                    mv[info[s] + 4] = counts[s] / thirst_max
            self._thirst = counts[:]
        counts, was = state.hunger, self._hunger
        if counts != was:
            for s in range(n):
                if counts[s] != was[s]:
                    mv[info[s] + 5] = counts[s] / hunger_max
            self._hunger = counts[:]
        counts, was = state.exh, self._exh
        if counts != was:
            etrack = state.etrack
            for s in range(n):
                v = counts[s]
                if v != was[s]:
                    mv[info[s] + 6] = v / skull
                    mv[info[s] + 7] = min(1.0, (etrack[v] if alive[s] else 0) / max_energy)
            self._exh = counts[:]
        counts, was = list(map(len, state.hands)), self._sizes
        if counts != was:
            for s in range(n):
                if counts[s] != was[s]:
                    hand = counts[s]
                    mv[info[s] + 8] = hand / HAND_SCALE if hand < HAND_SCALE else 1.0
            self._sizes = counts
        counts, was = state.cold, self._cold
        if counts != was:
            for s in range(n):
                if counts[s] != was[s]:
                    chill = counts[s]
                    mv[info[s] + 9] = chill / COLD_SCALE if chill < COLD_SCALE else 1.0
            self._cold = counts[:]
        if state.sick != self._sick:
            self._write_sickness(state.sick)

    def _write_sickness(self, sick: list[list[int]]) -> None:
        """The lasting Sickness cards, by kind, of the seats whose cards changed."""
        mv, was = self._mv, self._sick
        for s, cards in enumerate(sick):
            if cards == was[s]:
                continue
            at = self._info[s] + SEAT_FLAGS + SEAT_COUNTS
            for k in range(len(SICK_KINDS)):
                mv[at + k] = 0.0
            shares: dict[int, float] = {}  # a pair of one kind adds up
            for c in cards:
                kind, share = SICK_BY_KIND[c]
                shares[kind] = shares.get(kind, 0.0) + share
            for kind, share in shares.items():
                mv[at + kind] = share
            was[s] = cards[:]


def _swap_ones(mv: memoryview[float], old: list[int], new: list[int]) -> None:
    """Clear the positions of `old`, then set those of `new`."""
    for i in old:
        mv[i] = 0.0
    for i in new:
        mv[i] = 1.0


def _move_cards(mv: memoryview[float], at: int, old: list[int], new: list[int]) -> None:
    """In the block at `at`: clear the cards of `old`, then set those of `new`; when
    `new` only adds to the end of `old` (a discard pile growing), only the added."""
    k = len(old)
    if k and new[:k] == old:
        new = new[k:]
    else:
        for c in old:
            mv[at + c] = 0.0
    for c in new:
        mv[at + c] = 1.0
