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

from ...engine.spaces import move_cards
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
    WINNERS_AT,
    _board_vector,
    write_weather_seen,
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
FLOAT = 4  # bytes in a float32: blocks are copied as bytes, which costs least
# The board as a game starts, before any tile turns up: every area face down but the
# village (rules.setup).
BLANK_TERR = {n: [-1] * lay.village + [TERRAIN_LETTERS.index("V")]
              for n, lay in LAYOUTS.items()}
_BLANK: dict[int, bytes] = {}  # per board size, made at first use
# A tile's 21 areas as encoded, per (terrain codes, river masks): a tile turning up
# copies two blocks of bytes instead of writing ~30 values one by one. Only the tiles,
# their two orientations and the extra areas laid on them occur: a few hundred at most.
_TILE_BLOCKS: dict[tuple[tuple[int, ...], tuple[int, ...]], tuple[bytes, bytes]] = {}
_TILE_BLOCKS_SIZE = 1024  # 1.3 kB each
NO_MODS = (0.0,) * 5  # the attack modifiers with no attack pending


def _blank(n: int) -> bytes:
    """The vector holding only the board of BLANK_TERR[n], as bytes."""
    out = _BLANK.get(n)
    if out is None:
        terrain = "".join("?" if t < 0 else TERRAIN_LETTERS[t] for t in BLANK_TERR[n])
        out = _BLANK[n] = _board_vector(terrain, [0] * len(terrain),
                                        LAYOUTS[n].village).tobytes()
    return out


def _tile_blocks(terr: list[int], riv: list[int]) -> tuple[bytes, bytes]:
    """The terrain and river blocks of one tile's areas, as bytes."""
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
        hit = _TILE_BLOCKS[key] = (terrain.tobytes(), rivers.tobytes())
    return hit


_PLACES: dict[tuple[int, int], tuple[list[int], ...]] = {}


def _places(players: int, seat: int) -> tuple[list[int], ...]:
    """Per seat, relative to the observer `seat`: its place, where its seat_info block
    and its row of figures start, and where the fields written at most calls lie
    (thirst, hunger, exhaustion with energy per turn after it, hand size). Made once
    per (players, seat), as OpenSpiel asks one observer for every seat in turn, and
    shared by every observer: never written."""
    hit = _PLACES.get((players, seat))
    if hit is None:
        rel = [(s - seat) % players for s in range(players)]
        info = [INFO_AT + SEAT_FIELDS * r for r in rel]
        hit = _PLACES[players, seat] = (
            rel, info, [FIGURES_AT + AREAS * r for r in rel], [base + 4 for base in info],
            [base + 5 for base in info], [base + 6 for base in info],
            [base + 8 for base in info])
    return hit


# The pending decision's positions and the attack's modifiers, per (players, observer
# seat, stack): stacks recur (a turn, a window after an action, an attack's window), and
# a lookup costs less than reading the stack anew. Never written once made.
_PENDING: dict[tuple[Any, ...], tuple[list[int], tuple[float, ...]]] = {}
_PENDING_SIZE = 4096


def _pending_positions(pending: list[Any], rel: list[int]
                       ) -> tuple[list[int], tuple[float, ...]]:
    """The positions of the pending decision's ones (seats relative by `rel`), and the
    five attack modifiers of the attack whose dice wait, as observe_state reads them."""
    ones: list[int] = []
    mods = NO_MODS
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
                mods = (min(1.0, max(0, pmod) / PLAYER_MOD_SCALE),
                        min(1.0, max(0, -pmod) / PLAYER_MOD_SCALE),
                        min(1.0, max(0, amod) / ANIMAL_MOD_SCALE),
                        min(1.0, max(0, -amod) / ANIMAL_MOD_SCALE),
                        1.0 if cancelled else 0.0)
                break
    return ones, mods


class WildernessObserver:
    """One observation vector, brought up to date in place by each `observe`.

    Each call compares what the encoding reads from the state with what it read the
    last time, part by part (comparing two lists runs in C), and rewrites only the parts
    that changed: their old positions are set to 0, then the new ones written. What
    changes a few times a game at most (the board, the decks, the seats' flags…) is
    compared at once first, as one tuple of lists. Only the values read last time are
    remembered, never the state, so any state may come next: the vector is always what
    `observe_state(state, seat)` writes (tests/games/wilderness/test_observer.py checks
    it at every seat and decision of whole games, with games, options and seats
    switching). Values are written one by one through a memoryview: a few dozen per call
    cost less that way than one numpy call.

    Per-seat values are remembered by absolute seat, so another observer seat (as
    OpenSpiel's one observer for all players asks) only rotates the seat blocks and
    rewrites the few one-hots that name seats; another player count, board size or set
    of tracks starts the vector anew.
    """

    __slots__ = ("_alive", "_animals", "_apos", "_bytes", "_cold", "_comp", "_edeck",
                 "_edisc", "_energy", "_energy_shares", "_exh", "_exh_at", "_extra_left",
                 "_faceup", "_figure", "_flags", "_hand", "_hands", "_hostile", "_hunger",
                 "_hunger_at", "_info", "_key", "_mods", "_move_mod", "_mv", "_n",
                 "_overlay", "_pending", "_players", "_pos", "_rare", "_rel", "_riv",
                 "_rounds", "_row", "_scales", "_sdeck", "_sdisc", "_seat", "_shelter",
                 "_sick", "_size_at", "_sizes", "_stack", "_terr", "_thirst", "_thirst_at",
                 "_tiles", "_time", "_tmark", "_wdeck", "_who", "_who_at", "_winners",
                 "_wline", "out")

    # What the vector was written for: another player count, board size or tracks
    # start it anew; another seat rotates the seat blocks.
    _key: tuple[Any, ...]  # players, board size, the three tracks
    _players: int
    _n: int
    _seat: int
    _scales: tuple[int, int, int]  # the thirst, hunger and exhaustion tracks' lengths
    _energy_shares: list[float]  # per exhaustion square
    _rel: list[int]     # per seat, its place relative to the observer
    _info: list[int]    # per seat, where its block of seat_info starts
    _figure: list[int]  # per seat, where its row of figures starts
    _thirst_at: list[int]
    _hunger_at: list[int]
    _exh_at: list[int]
    _size_at: list[int]
    # What was read last time, as copies (None: nothing written yet). The rare parts:
    _rare: tuple[Any, ...] | None  # all of them at once, as compared first
    _terr: list[int]
    _riv: list[int]
    _overlay: list[int]
    _faceup: list[bool] | None
    _tiles: list[int] | None
    _row: list[int]  # the tile row's positions written
    _extra_left: list[int] | None
    _wline: list[int] | None
    _edeck: list[int] | None
    _sdeck: list[int] | None
    _wdeck: list[int] | None
    _sdisc: list[int] | None
    _alive: Sequence[int]
    _hostile: Sequence[int]
    _shelter: Sequence[int]
    _cold: Sequence[int]
    _sick: list[list[int]]
    _comp: list[int]
    _winners: list[int]
    # The parts that change from one decision to the next:
    _apos: list[int] | None
    _animals: list[int]  # the animals' positions written
    _tmark: int
    _time: tuple[int, int, int]  # time, round kind and weather positions written
    _rounds: int
    _hands: list[list[int]] | None  # every hand, as read (None: the observer's unread)
    _hand: list[int]
    _edisc: list[int]
    _who: tuple[int, int, int | None] | None  # first, active, to_move
    _who_at: list[int]  # the positions `_who` and the winners wrote
    _flags: tuple[bool, bool, bool, bool]
    _energy: int
    _move_mod: int
    _stack: list[Any] | None
    _pending: list[int]  # the pending decision's positions written
    _mods: tuple[float, ...]
    _pos: Sequence[int]
    _thirst: Sequence[int]
    _hunger: Sequence[int]
    _exh: Sequence[int]
    _sizes: Sequence[int]

    def __init__(self, out: npt.NDArray[np.float32] | None = None) -> None:
        """`out`: the vector to keep up to date (all overwritten at the first call);
        by default a new one."""
        import numpy as np

        self.out = np.zeros(OBSERVATION_SIZE, np.float32) if out is None else out
        self._bytes = self.out.data.cast("B")  # blocks are copied in as bytes
        self._mv = self._bytes.cast("f")  # float32, written one value at a time
        self._seat, self._key = -1, ()  # nothing written yet

    def observe(self, state: WildState, seat: int) -> npt.NDArray[np.float32]:
        """The encoding of what `seat` sees of `state`: `self.out`, which the next call
        overwrites."""
        # The tracks of one game are the same tuples: compared by identity first.
        if (seat != self._seat or (state.players, state.n, state.etrack, state.ttrack,
                                   state.htrack) != self._key):
            self._fit(state, seat)
        mv = self._mv
        if (state.terr, state.riv, state.overlay, state.faceup, state.tiles,
                state.extra_left, state.wline, state.edeck, state.sdeck, state.wdeck,
                state.sdisc, state.alive, state.hostile, state.shelter, state.cold,
                state.sick, state.comp, state.winners) != self._rare:
            self._write_rare(state)
        if state.apos != self._apos:
            self._write_animals(state.apos)
        # The time marker on today's Weather card, and the rounds played.
        tmark = state.tmark
        if tmark != self._tmark:
            marks = self._time
            mv[marks[0]] = mv[marks[1]] = mv[marks[2]] = 0.0
            today = state.wline[-1]
            marks = self._time = (TIME_AT + tmark, ROUND_KIND_AT[today][tmark],
                                  WEATHER_AT[today])
            mv[marks[0]] = mv[marks[1]] = mv[marks[2]] = 1.0
            self._tmark = tmark
        if state.rounds != self._rounds:
            self._rounds = state.rounds
            mv[DECKS_AT + 4] = min(1.0, state.rounds / ROUNDS)
        # The Event discard pile.
        cards = state.edisc
        if cards != self._edisc:
            move_cards(mv, EVENT_DISCARD_AT, self._edisc, cards)
        # Who moves and whose turn it is (the winners once over); the turn's flags and
        # counts; the pending decision.
        to_move = state.to_move
        who = (state.first, state.active, to_move)
        if who != self._who:
            rel = self._rel
            ones = [FIRST_AT + rel[who[0]], ACTIVE_AT + rel[who[1]]]
            if to_move is not None:
                ones.append(TO_MOVE_AT + rel[to_move])
            else:  # the view's "over" is to_move being None; its winners come from result()
                ones.append(OVER_AT)
                ones += [WINNERS_AT + rel[s] for s in state.winners]
            for i in self._who_at:
                mv[i] = 0.0
            for i in ones:
                mv[i] = 1.0
            self._who_at, self._who = ones, who
        flags = (state.spent, state.tover, state.sure, state.raft)
        if flags != self._flags:
            self._flags = flags
            mv[FLAGS_AT] = 1.0 if flags[0] else 0.0
            mv[FLAGS_AT + 1] = 1.0 if flags[1] else 0.0
            mv[FLAGS_AT + 2] = 1.0 if flags[2] else 0.0
            mv[FLAGS_AT + 3] = 1.0 if flags[3] else 0.0
        energy = state.energy
        if energy != self._energy:  # min(1.0, energy / ENERGY_SCALE), with no call
            self._energy = energy
            mv[COUNTS_AT] = energy / ENERGY_SCALE if energy < ENERGY_SCALE else 1.0
        if state.move_mod != self._move_mod:
            self._move_mod = move_mod = state.move_mod
            mv[COUNTS_AT + 1] = min(1.0, max(0, -move_mod) / MOVE_MOD_SCALE)
            mv[COUNTS_AT + 2] = min(1.0, max(0, move_mod) / MOVE_MOD_SCALE)
        if state.stack != self._stack:
            self._write_pending(state.stack)
        # The seats' figures, track positions and hand sizes: of each list that changed,
        # the seats whose entry changed (at 8 players a turn mostly moves one seat).
        values, was = state.pos, self._pos
        if values != was:
            slot = SLOTS[self._n]
            for at, area, old in zip(self._figure, values, was, strict=True):
                if area != old:
                    if old >= 0:
                        mv[at + slot[old]] = 0.0
                    mv[at + slot[area]] = 1.0
            self._pos = values[:]
        if state.thirst != self._thirst:
            self._thirst = _track(mv, self._thirst_at, state.thirst, self._thirst,
                                  self._scales[0])
        if state.hunger != self._hunger:
            self._hunger = _track(mv, self._hunger_at, state.hunger, self._hunger,
                                  self._scales[1])
        values, was = state.exh, self._exh
        if values != was:  # and energy per turn, the next field, read from it
            scale, shares = self._scales[2], self._energy_shares
            for at, v, old, living in zip(self._exh_at, values, was, state.alive,
                                          strict=True):
                if v != old:
                    mv[at] = v / scale
                    mv[at + 1] = shares[v] if living else 0.0
            self._exh = values[:]
        hands = state.hands
        if hands != self._hands:  # the observer's hand, and every hand's size
            cards = hands[seat]
            if cards != self._hand:
                move_cards(mv, HAND_AT, self._hand, cards)
            values, was = list(map(len, hands)), self._sizes
            for at, hand, old in zip(self._size_at, values, was, strict=True):
                if hand != old:
                    mv[at] = hand / HAND_SCALE if hand < HAND_SCALE else 1.0
            self._sizes = values
            self._hands = [cards[:] for cards in hands]
        return self.out

    def _fit(self, state: WildState, seat: int) -> None:
        """Another seat rotates the seat blocks; another player count, board size or
        tracks start anew."""
        key = (state.players, state.n, state.etrack, state.ttrack, state.htrack)
        if key != self._key:
            self._start(state, seat)
        else:
            self._key = key  # equal tracks of another game: compared by identity now
            if seat != self._seat:
                self._reseat(seat)

    def _start(self, state: WildState, seat: int) -> None:
        """Start from the blank vector and forget what was read: this call writes every
        part.

        What is remembered is what the blank vector shows: zeros, but for the board as a
        game starts, so that a new game's first call only writes the tiles turned up."""
        mv, n = self._mv, state.players
        self._bytes[:] = _blank(state.n)
        self._players, self._n, self._seat = n, state.n, seat
        self._key = (n, state.n, state.etrack, state.ttrack, state.htrack)
        # Track lengths are options (WILD-OPT-2): positions are read as a share of them.
        etrack = state.etrack
        self._scales = (len(state.ttrack) - 1, len(state.htrack) - 1, len(etrack))
        # Energy per turn as a share of the most, per exhaustion square (as observe_state
        # computes it, so the same floats).
        self._energy_shares = [min(1.0, e / max(etrack)) for e in etrack]
        mv[SEAT_AT + seat] = 1.0
        mv[PLAYERS_AT + n - 1] = 1.0
        mv[TILES_AT + TILES_SLOT[state.n]] = 1.0
        self._place(seat)
        for base in self._info:
            mv[base] = 1.0  # present
        self._rare = None
        self._terr = BLANK_TERR[state.n][:]
        self._riv = [0] * len(self._terr)
        self._overlay = [-1] * len(self._terr)
        self._faceup = self._tiles = self._extra_left = self._wline = None
        self._edeck = self._sdeck = self._wdeck = self._sdisc = None
        self._row, self._comp, self._winners = [], [], []
        unread = [-1] * n  # no seat's value was read: every seat's is written
        self._alive = self._hostile = self._shelter = self._cold = unread
        self._sick = [[] for _ in range(n)]
        self._apos, self._animals = None, []
        # Cleared at the first call: positions of the blank vector's zeros.
        self._tmark, self._time, self._rounds = -1, (TIME_AT, TIME_AT, TIME_AT), -1
        self._hands, self._hand, self._edisc = None, [], []
        self._who, self._who_at = None, []
        self._flags = (False, False, False, False)
        self._energy = self._move_mod = 0
        self._stack, self._pending, self._mods = None, [], NO_MODS
        self._pos = self._thirst = self._hunger = self._exh = self._sizes = unread

    def _place(self, seat: int) -> None:
        """Where each seat's values go for this observer seat."""
        (self._rel, self._info, self._figure, self._thirst_at, self._hunger_at,
         self._exh_at, self._size_at) = _places(self._players, seat)

    def _reseat(self, seat: int) -> None:
        """Move to another observer seat: the seats' blocks turn with it, the one-hots
        that name seats relative to the observer are written anew."""
        mv, n = self._mv, self._players
        shift = (seat - self._seat) % n
        mv[SEAT_AT + self._seat] = 0.0
        mv[SEAT_AT + seat] = 1.0
        _rotate(self._bytes, INFO_AT, SEAT_FIELDS, n, shift)
        _rotate(self._bytes, FIGURES_AT, AREAS, n, shift)
        old = self._rel
        self._place(seat)
        for s in self._comp:
            mv[COMPANIONS_AT + old[s]] = 0.0
        for s in self._comp:
            mv[COMPANIONS_AT + self._rel[s]] = 1.0
        self._seat = seat
        self._who = self._stack = None  # they name seats: rewritten at this call
        self._hands = None  # the observer's own hand is another

    def _write_rare(self, state: WildState) -> None:
        """The parts that change a few times a game at most, each if it changed."""
        mv = self._mv
        if state.terr != self._terr or state.riv != self._riv or (
                state.overlay != self._overlay):
            self._write_areas(state.terr, state.riv, state.overlay)
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
        wline = state.wline
        if wline != self._wline:  # a new day: the Weather cards seen so far
            write_weather_seen(mv, wline)
            self._wline = wline[:]
            self._tmark = -1  # today's card shows the time: rewritten at this call
        if state.edeck != self._edeck:
            mv[DECKS_AT + 1] = len(state.edeck) / EVENT_CARDS
            self._edeck = state.edeck[:]
        if state.sdeck != self._sdeck:
            mv[DECKS_AT + 2] = len(state.sdeck) / len(SICKNESS)
            self._sdeck = state.sdeck[:]
        if state.wdeck != self._wdeck:
            mv[DECKS_AT + 3] = len(state.wdeck) / len(WEATHER)
            self._wdeck = state.wdeck[:]
        if state.sdisc != self._sdisc:
            seen = [0] * len(SICK_KINDS)
            for c in state.sdisc:
                seen[SICK_KIND[c]] += 1
            for k, count in enumerate(seen):
                mv[SICK_DISCARD_AT + k] = count / SICK_COPIES[k]
            self._sdisc = state.sdisc[:]
        self._write_seat_flags(state)
        if state.comp != self._comp:
            for s in self._comp:
                mv[COMPANIONS_AT + self._rel[s]] = 0.0
            for s in state.comp:
                mv[COMPANIONS_AT + self._rel[s]] = 1.0
            self._comp = state.comp[:]
        if state.winners != self._winners:
            self._winners = state.winners[:]
            self._who = None  # the winners are written with who moves: at this call
        self._rare = (self._terr, self._riv, self._overlay, self._faceup, self._tiles,
                      self._extra_left, self._wline, self._edeck, self._sdeck, self._wdeck,
                      self._sdisc, self._alive, self._hostile, self._shelter, self._cold,
                      self._sick, self._comp, self._winners)

    def _write_areas(self, terr: list[int], riv: list[int], overlay: list[int]) -> None:
        """The tiles whose areas changed, each copied whole from its cached blocks, and
        the village; the extra areas laid, area by area."""
        mv, blocks, slot = self._mv, self._bytes, SLOTS[self._n]
        was_terr, was_riv, was_overlay = self._terr, self._riv, self._overlay
        village = len(terr) - 1
        areas = terr != was_terr or riv != was_riv
        laid = overlay != was_overlay
        for lo in range(0, village, TILE_AREAS):
            hi = lo + TILE_AREAS
            if areas:
                codes, masks = terr[lo:hi], riv[lo:hi]
                if codes != was_terr[lo:hi] or masks != was_riv[lo:hi]:
                    terrain, rivers = _tile_blocks(codes, masks)
                    at = FLOAT * (TERRAIN_AT + TERRAIN_CHANNELS * lo)
                    blocks[at:at + len(terrain)] = terrain
                    at = FLOAT * (RIVERS_AT + RIVER_SIDES * lo)
                    blocks[at:at + len(rivers)] = rivers
            if laid and overlay[lo:hi] != was_overlay[lo:hi]:
                for c in range(lo, hi):
                    if overlay[c] != was_overlay[c]:
                        mv[EXTRA_AREA_AT + c] = 1.0 if overlay[c] >= 0 else 0.0
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
        if overlay[village] != was_overlay[village]:
            mv[EXTRA_AREA_AT + slot[village]] = 1.0 if overlay[village] >= 0 else 0.0
        self._terr, self._riv, self._overlay = terr[:], riv[:], overlay[:]

    def _write_seat_flags(self, state: WildState) -> None:
        """Each seat's alive, tribe hostile and shelter flags, cold and lasting Sickness
        cards: of each list that changed, the seats whose entry changed."""
        mv, info, n = self._mv, self._info, self._players
        flags, was = state.alive, self._alive
        if flags != was:
            for s in range(n):
                if flags[s] != was[s]:
                    mv[info[s] + 1] = 1.0 if flags[s] else 0.0
            self._alive = flags[:]
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
        counts, was = state.cold, self._cold
        if counts != was:
            for s in range(n):
                chill = counts[s]
                if chill != was[s]:
                    mv[info[s] + 9] = chill / COLD_SCALE if chill < COLD_SCALE else 1.0
            self._cold = counts[:]
        sick, had = state.sick, self._sick
        if sick != had:
            for s in range(n):
                if sick[s] == had[s]:
                    continue
                at = info[s] + SEAT_FLAGS + SEAT_COUNTS
                for k in range(len(SICK_KINDS)):
                    mv[at + k] = 0.0
                shares: dict[int, float] = {}  # a pair of one kind adds up
                for c in sick[s]:
                    kind, share = SICK_BY_KIND[c]
                    shares[kind] = shares.get(kind, 0.0) + share
                for kind, share in shares.items():
                    mv[at + kind] = share
            self._sick = [cards[:] for cards in sick]

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

    def _write_pending(self, pending: list[Any]) -> None:
        """The pending decision and the attack whose dice wait for it."""
        key = (self._players, self._seat, *pending)
        hit = _PENDING.get(key)
        if hit is None:
            hit = _pending_positions(pending, self._rel)
            if len(_PENDING) >= _PENDING_SIZE:
                _PENDING.clear()
            _PENDING[key] = hit
        ones, mods = hit
        mv = self._mv
        if ones != self._pending:
            for i in self._pending:
                mv[i] = 0.0
            for i in ones:
                mv[i] = 1.0
            self._pending = ones
        if mods != self._mods:
            for i, v in enumerate(mods):
                mv[MODS_AT + i] = v
            self._mods = mods
        self._stack = pending[:]  # tasks are tuples: sharing them is safe


def _track(mv: memoryview[float], ats: list[int], values: list[int], was: Sequence[int],
           scale: float) -> list[int]:
    """Rewrite the seats whose marker on a health track moved; return a copy to keep."""
    for at, v, old in zip(ats, values, was, strict=True):
        if v != old:
            mv[at] = v / scale
    return values[:]


def _rotate(blocks: memoryview, at: int, width: int, n: int, shift: int) -> None:
    """Turn the `n` blocks of `width` floats from `at` so that block r takes what block
    (r + shift) % n held."""
    lo, hi, cut = FLOAT * at, FLOAT * (at + width * n), FLOAT * width * shift
    held = bytes(blocks[lo:hi])
    blocks[lo:hi - cut] = held[cut:]
    blocks[hi - cut:hi] = held[:cut]


def _swap_ones(mv: memoryview[float], old: list[int], new: list[int]) -> None:
    """Clear the positions of `old`, then set those of `new`."""
    for i in old:
        mv[i] = 0.0
    for i in new:
        mv[i] = 1.0
