"""Wilderness for learning agents: a fixed action space and a fixed-size observation.

The action space lists every notation `rules.py` can produce, once, built from its own
tables: the six compass directions, the turn's plain actions, each of the 54 Event cards
played for its good side or for its bad side against each seat 0..7, and "pass". No
notation names an area or a tile, so the space is the same for every `tiles` option and
player count. An action's id is its index; seats in actions are absolute ("play 12 b 2"
plays card 12 against seat 2).

The observation encodes `view(seat)` alone, every value in [0, 1]. Seats in it are
relative to the observer (index 0 is the observer, 1 the next seat clockwise…); only the
"seat" slice holds the observer's absolute seat, which a policy needs to read the
absolute targets of the actions. Areas are the board's own ids (tile k holds areas
21k..21k+20) for the largest board; the village always takes the last slot, so a
smaller board leaves the slots between empty.

numpy is imported only when an observation is made, so playing the game needs no numpy.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from ...engine import act
from ...engine.spaces import SpacesSpec
from .board import (
    ANIMALS,
    EVENTS,
    EXTRAS,
    LAYOUTS,
    SICKNESS,
    TERRAIN_LETTERS,
    TILES,
    TIMINGS,
    WEATHER,
)
from .core import SOURCE_NAMES
from .rules import DONE, DRINK, MOVES, PASS, REST, SEARCH, SLEEP

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    from .observer import WildernessObserver
    from .state import WildState

SEATS = 8  # INFO.max_players; a test checks they agree


def _notations() -> Iterator[str]:
    """Every notation, grouped as rules.turn_actions and rules._plays produce them."""
    # The active seat's turn: a move in each compass direction, then the plain actions.
    yield from (str(m) for m in MOVES)
    yield from (str(a) for a in (SEARCH, DRINK, REST, SLEEP))
    # An Event card, on one's own turn or in any reaction window: the good side for
    # oneself, or the bad side against another seat. The card id is whichever copy of
    # its kind comes first in the hand, so every copy has its own notations.
    for card in range(len(EVENTS)):
        yield str(act("play", card, "g"))
        yield from (str(act("play", card, "b", t)) for t in range(SEATS))
    yield str(DONE)
    # A reaction window: play nothing.
    yield str(PASS)


ACTIONS: tuple[str, ...] = tuple(_notations())

# ----- the observation layout: named slices of one flat vector ---------------------
TILE_COUNTS = tuple(sorted(LAYOUTS))              # the `tiles` option's values: 4, 6, 8
MAX_TILES = TILE_COUNTS[-1]
AREAS = max(lay.cells for lay in LAYOUTS.values())  # landscape areas + the village
VILLAGE_SLOT = AREAS - 1
TERRAINS = len(TERRAIN_LETTERS)                     # G R D F S M L T V
TERRAIN_CHANNELS = TERRAINS + 1                     # and one for "face down"
RIVER_SIDES = 6
TILE_INDEX = {t.name: i for i, t in enumerate(TILES)}
ANIMAL_KINDS = tuple(dict.fromkeys(ANIMALS))        # wolf, snake, bear
ANIMAL_KIND = [ANIMAL_KINDS.index(a) for a in ANIMALS]
ANIMAL_COPIES = [ANIMALS.count(k) for k in ANIMAL_KINDS]
WEATHER_KINDS = tuple(dict.fromkeys(w.name for w in WEATHER))
WEATHER_KIND = [WEATHER_KINDS.index(w.name) for w in WEATHER]
WEATHER_COPIES = [sum(1 for w in WEATHER if w.name == k) for k in WEATHER_KINDS]
SICK_KINDS = tuple(dict.fromkeys(c.name for c in SICKNESS))
SICK_KIND = [SICK_KINDS.index(c.name) for c in SICKNESS]
SICK_COPIES = [sum(1 for c in SICKNESS if c.name == k) for k in SICK_KINDS]
ROUND_KINDS = "DN*"                                 # daylight, night, a special round
DECISIONS = ("turn", *TIMINGS)                      # a turn, or a window of that timing
DECISION_INDEX = {d: i for i, d in enumerate(DECISIONS)}
ROUND_INDEX = {k: i for i, k in enumerate(ROUND_KINDS)}
TERRAIN_INDEX = {ch: i for i, ch in enumerate(TERRAIN_LETTERS)} | {"?": TERRAINS}
EVENT_CARDS = len(EVENTS)
ROUNDS = 6 * len(WEATHER)                           # the most rounds a game can last
# Per seat: present, alive, tribe hostile, shelter, thirst, hunger, exhaustion, energy per
# turn, hand size, cold, then the lasting Sickness cards in front of it by kind.
SEAT_FLAGS = 4
SEAT_COUNTS = 6
SEAT_FIELDS = SEAT_FLAGS + SEAT_COUNTS + len(SICK_KINDS)
assert (SEAT_FLAGS, SEAT_COUNTS, len(ANIMAL_KINDS)) == (4, 6, 3)  # observe_state writes them so
# Scales for counts with no printed maximum; larger values read as 1.
HAND_SCALE = 10
ENERGY_SCALE = 12
COLD_SCALE = 4
PLAYER_MOD_SCALE = 4   # Spear +2, Climb a Tree -2, and they may stack
ANIMAL_MOD_SCALE = 6   # Spear, Hunting Luck, Thorns: +1..+3, and they may stack
MOVE_MOD_SCALE = 4


def _layout() -> dict[str, tuple[int, int]]:
    sizes = [
        ("seat", SEATS),                   # the observer's absolute seat
        ("players", SEATS),                # player count, one-hot
        ("to_move", SEATS), ("over", 1), ("winners", SEATS),
        ("tiles", len(TILE_COUNTS)),       # the `tiles` option, one-hot
        ("board", MAX_TILES * len(TILES)),  # per position, the face-up tile, one-hot
        ("tile_down", MAX_TILES),          # positions still face down
        ("extra_left", len(EXTRAS)),       # extra terrain areas left / their count
        ("decks", 5),                      # days, event deck, sickness deck, weather deck, rounds
        ("weather", len(WEATHER_KINDS)),   # today's Weather card by kind
        ("weather_seen", len(WEATHER_KINDS)),  # cards of each kind turned up so far / copies
        ("time", 6), ("round_kind", len(ROUND_KINDS)),
        ("hand", EVENT_CARDS),             # the observer's own cards (other hands unseen)
        ("event_discard", EVENT_CARDS),
        ("sickness_discard", len(SICK_KINDS)),  # by kind / copies
        ("first", SEATS), ("active", SEATS), ("companions", SEATS),
        ("turn_flags", 4),                 # spent, turn over, sure feet, raft
        ("turn_counts", 3),                # energy, move discount, move penalty
        ("decision", len(DECISIONS)),      # the pending decision: a turn or a window
        ("window_target", SEATS),          # whose action or attack the window answers
        ("window_waiting", SEATS),         # seats still to answer the window
        ("attack_victim", SEATS),          # the animal attack whose dice are pending
        ("attack_source", len(SOURCE_NAMES)),
        ("attack_mods", 5),                # player +, player −, animal +, animal −, cancelled
        ("animal_status", len(ANIMALS) * 3),  # per figure: not yet out, on the board, gone
        ("seat_info", SEATS * SEAT_FIELDS),
        ("terrain", AREAS * TERRAIN_CHANNELS),  # per area: terrain one-hot or face down
        ("rivers", AREAS * RIVER_SIDES),   # per area: a river on each of its six sides
        ("extra_area", AREAS),             # an extra terrain area laid there
        ("animals", AREAS * len(ANIMAL_KINDS)),  # figures of each kind there / copies
        ("figures", SEATS * AREAS),        # per seat, the area its figure stands in
    ]
    out: dict[str, tuple[int, int]] = {}
    at = 0
    for name, n in sizes:
        out[name] = (at, n)
        at += n
    return out


LAYOUT = _layout()
OBSERVATION_SIZE = sum(n for _, n in LAYOUT.values())
AT = {name: at for name, (at, _) in LAYOUT.items()}

# The board changes only when a tile turns up or an extra area is laid, yet its areas
# are most of the encoding's work: the vector with only the board's ones written is kept
# per (terrain, rivers) and copied, which costs less than writing ~200 positions anew.
_BOARD_CACHE: dict[tuple[str, tuple[int, ...]], npt.NDArray[np.float32]] = {}
_BOARD_CACHE_SIZE = 256  # 21 kB each; one game meets about 15 boards at most


def _board_vector(terrain: str, rivers: list[int], village: int) -> npt.NDArray[np.float32]:
    """A vector holding only the terrain and river ones of every area (not to be written)."""
    import numpy as np

    key = (terrain, tuple(rivers))
    hit = _BOARD_CACHE.get(key)
    if hit is not None:
        return hit
    ones: list[int] = []
    t_at, r_at = AT["terrain"], AT["rivers"]
    for cell, letter in enumerate(terrain):
        slot = VILLAGE_SLOT if cell == village else cell
        ones.append(t_at + TERRAIN_CHANNELS * slot + TERRAIN_INDEX[letter])
        mask = rivers[cell]
        if mask:
            base = r_at + RIVER_SIDES * slot
            ones += [base + d for d in range(RIVER_SIDES) if mask >> d & 1]
    out = np.zeros(OBSERVATION_SIZE, dtype=np.float32)
    out.put(ones, 1.0)
    if len(_BOARD_CACHE) >= _BOARD_CACHE_SIZE:
        _BOARD_CACHE.clear()
    _BOARD_CACHE[key] = out
    return out


def observe(view: dict[str, Any], seat: int) -> npt.NDArray[np.float32]:
    """Encode `view(seat)`, the observer's own view.

    The board comes as a cached vector; the positions of the other ones and of scaled
    counts are gathered in plain lists and written with one numpy call each: a numpy call
    per feature would cost more than the game step itself.
    """
    players: int = view["players"]
    village: int = view["village"]

    def rel(s: int) -> int:
        return (s - seat) % players

    def slot(area: int) -> int:
        return VILLAGE_SLOT if area == village else area

    ones = [AT["seat"] + seat, AT["players"] + players - 1,
            AT["tiles"] + TILE_COUNTS.index(view["tiles"]),
            AT["time"] + view["time"], AT["round_kind"] + ROUND_INDEX[view["round_kind"]],
            AT["first"] + rel(view["first"]), AT["active"] + rel(view["active"])]
    at: list[int] = []
    values: list[float] = []
    if view["to_move"] is not None:
        ones.append(AT["to_move"] + rel(view["to_move"]))
    if view["over"]:
        ones.append(AT["over"])
        ones += [AT["winners"] + rel(s) for s in view["result"]["winners"]]
    # The row of landscape tiles and the board's areas.
    board = AT["board"]
    for k, name in enumerate(view["board"]):
        if name is None:
            ones.append(AT["tile_down"] + k)
        else:
            ones.append(board + len(TILES) * k + TILE_INDEX[name])
    ones += [AT["extra_area"] + slot(int(c)) for c in view["extra_areas"]]
    at += [AT["extra_left"] + i for i in range(len(EXTRAS))]
    values += [left / EXTRAS[i][2] for i, left in enumerate(view["extra_left"])]
    animals: dict[int, float] = {}  # two wolves may share an area: their shares add up
    for i, area in enumerate(view["animals"].values()):
        status = 0 if area == -1 else 2 if area == -2 else 1
        ones.append(AT["animal_status"] + 3 * i + status)
        if area >= 0:
            kind = ANIMAL_KIND[i]
            where = AT["animals"] + len(ANIMAL_KINDS) * slot(area) + kind
            animals[where] = animals.get(where, 0.0) + 1.0 / ANIMAL_COPIES[kind]
    at += animals
    values += animals.values()
    # Time and the decks.
    line = view["weather_line"]
    ones.append(AT["weather"] + WEATHER_KIND[line[-1]])
    seen = [0] * len(WEATHER_KINDS)
    for w in line:
        seen[WEATHER_KIND[w]] += 1
    at += [AT["weather_seen"] + k for k in range(len(WEATHER_KINDS))]
    values += [n / WEATHER_COPIES[k] for k, n in enumerate(seen)]
    at += range(AT["decks"], AT["decks"] + 5)
    values += [len(line) / len(WEATHER), view["event_deck"] / EVENT_CARDS,
               view["sickness_deck"] / len(SICKNESS), view["weather_deck"] / len(WEATHER),
               min(1.0, view["rounds"] / ROUNDS)]
    # Cards: the observer's hand and the public discard piles.
    ones += [AT["hand"] + c for c in view["hand"]]
    ones += [AT["event_discard"] + c for c in view["event_discard"]]
    sick_seen = [0] * len(SICK_KINDS)
    for c in view["sickness_discard"]:
        sick_seen[SICK_KIND[c]] += 1
    at += [AT["sickness_discard"] + k for k in range(len(SICK_KINDS))]
    values += [n / SICK_COPIES[k] for k, n in enumerate(sick_seen)]
    # The active seat's turn.
    ones += [AT["companions"] + rel(s) for s in view["companions"]]
    flags = AT["turn_flags"]
    ones += [flags + i for i, on in enumerate(
        (view["spent"], view["turn_over"], view["sure_feet"], view["raft"])) if on]
    move_mod: int = view["move_mod"]
    at += range(AT["turn_counts"], AT["turn_counts"] + 3)
    values += [min(1.0, view["energy"] / ENERGY_SCALE),
               min(1.0, max(0, -move_mod) / MOVE_MOD_SCALE),
               min(1.0, max(0, move_mod) / MOVE_MOD_SCALE)]
    # The pending decision and the attack whose dice wait for it.
    pending = view["pending"]
    if pending:
        top = pending[-1]
        if top[0] == "turn":
            ones.append(AT["decision"])
        elif top[0] == "win":
            ones.append(AT["decision"] + DECISION_INDEX[top[1]])
            if top[2] >= 0:
                ones.append(AT["window_target"] + rel(top[2]))
            ones += [AT["window_waiting"] + rel(s) for s in top[3]]
        for task in reversed(pending):
            if task[0] == "atk":
                _, victim, source, pmod, amod, cancelled = task
                ones += [AT["attack_victim"] + rel(victim), AT["attack_source"] + source]
                at += range(AT["attack_mods"], AT["attack_mods"] + 5)
                values += [min(1.0, max(0, pmod) / PLAYER_MOD_SCALE),
                           min(1.0, max(0, -pmod) / PLAYER_MOD_SCALE),
                           min(1.0, max(0, amod) / ANIMAL_MOD_SCALE),
                           min(1.0, max(0, -amod) / ANIMAL_MOD_SCALE),
                           1.0 if cancelled else 0.0]
                break
    # Each seat, relative to the observer.
    figures, info, shelter, cold = AT["figures"], AT["seat_info"], view["shelter"], view["cold"]
    # Track lengths are options (WILD-OPT-2): positions are read as a share of the track.
    tracks = view["tracks"]
    thirst_max = len(tracks["thirst"]) - 1
    hunger_max = len(tracks["hunger"]) - 1
    skull = len(tracks["exhaustion"])
    max_energy = max(tracks["exhaustion"])
    for s, p in enumerate(view["seats"]):
        r = (s - seat) % players
        base = info + SEAT_FIELDS * r
        ones.append(base)  # present
        if p["alive"]:
            ones.append(base + 1)
        if p["tribe_hostile"]:
            ones.append(base + 2)
        if shelter[s]:
            ones.append(base + 3)
        area = p["area"]
        ones.append(figures + AREAS * r + (VILLAGE_SLOT if area == village else area))
        at += range(base + SEAT_FLAGS, base + SEAT_FLAGS + SEAT_COUNTS)
        hand, chill = p["hand_size"], cold[s]
        values += [p["thirst"] / thirst_max, p["hunger"] / hunger_max,
                   p["exhaustion"] / skull, min(1.0, p["energy_per_turn"] / max_energy),
                   hand / HAND_SCALE if hand < HAND_SCALE else 1.0,
                   chill / COLD_SCALE if chill < COLD_SCALE else 1.0]
        if p["sickness_ids"]:  # lasting cards by kind; a pair of one kind adds up
            sick: dict[int, float] = {}
            for c in p["sickness_ids"]:
                k = base + SEAT_FLAGS + SEAT_COUNTS + SICK_KIND[c]
                sick[k] = sick.get(k, 0.0) + 1.0 / SICK_COPIES[SICK_KIND[c]]
            at += sick
            values += sick.values()
    x = _board_vector(view["terrain"], view["rivers"], village).copy()
    x.put(ones, 1.0)
    x.put(at, values)
    return x


# ----- the fast path: the same encoding read from the state ---------------------------
# Tables that turn the state's ints into the view's positions without the view's names.
TILES_SLOT = {n: i for i, n in enumerate(TILE_COUNTS)}
VILLAGE_OF = {n: lay.village for n, lay in LAYOUTS.items()}
TILE_SLOT = [TILE_INDEX[t.name] for t in TILES]  # the view names a tile; names index it
ROUND_KIND_AT = [[AT["round_kind"] + ROUND_INDEX[c] for c in w.squares] for w in WEATHER]
WEATHER_AT = [AT["weather"] + k for k in WEATHER_KIND]
EXTRA_COUNTS = [e[2] for e in EXTRAS]
SICK_BY_KIND = [(SICK_KIND[c], 1.0 / SICK_COPIES[SICK_KIND[c]]) for c in range(len(SICKNESS))]
ANIMAL_BY_FIGURE = [(ANIMAL_KIND[i], 1.0 / ANIMAL_COPIES[ANIMAL_KIND[i]])
                    for i in range(len(ANIMALS))]

# The board vector of the view path plus the extra areas' ones, per board as the state
# holds it: no terrain string is built unless the board is new to the cache.
_STATE_BOARD_CACHE: dict[tuple[int, tuple[int, ...], tuple[int, ...], tuple[int, ...]],
                         npt.NDArray[np.float32]] = {}
# The board met last, as copies of its lists: comparing lists costs far less than hashing
# them, and calls in a row mostly ask about the same game.
_LAST_BOARD: list[tuple[int, list[int], list[int], list[int], npt.NDArray[np.float32]]] = []


def _state_board(state: WildState) -> npt.NDArray[np.float32]:
    """What the view path starts from, with the extra areas written (not to be written)."""
    if _LAST_BOARD:
        n, terr, riv, overlay, last = _LAST_BOARD[0]
        if n == state.n and terr == state.terr and riv == state.riv and (
                overlay == state.overlay):
            return last
    key = (state.n, tuple(state.terr), tuple(state.riv), tuple(state.overlay))
    out = _STATE_BOARD_CACHE.get(key)
    if out is None:
        village = VILLAGE_OF[state.n]
        terrain = "".join("?" if t < 0 else TERRAIN_LETTERS[t] for t in state.terr)
        out = _board_vector(terrain, state.riv, village).copy()
        extra = AT["extra_area"]
        out.put([extra + (VILLAGE_SLOT if c == village else c)
                 for c, o in enumerate(state.overlay) if o >= 0], 1.0)
        if len(_STATE_BOARD_CACHE) >= _BOARD_CACHE_SIZE:
            _STATE_BOARD_CACHE.clear()
        _STATE_BOARD_CACHE[key] = out
    _LAST_BOARD[:] = [(state.n, state.terr[:], state.riv[:], state.overlay[:], out)]
    return out


# Each slice's start as a plain int: the fast path reads them thousands of times a second.
SEAT_AT, PLAYERS_AT, TILES_AT, TIME_AT = AT["seat"], AT["players"], AT["tiles"], AT["time"]
FIRST_AT, ACTIVE_AT, TO_MOVE_AT, OVER_AT = AT["first"], AT["active"], AT["to_move"], AT["over"]
WINNERS_AT, BOARD_AT, TILE_DOWN_AT = AT["winners"], AT["board"], AT["tile_down"]
EXTRA_LEFT_AT, STATUS_AT, ANIMALS_AT = AT["extra_left"], AT["animal_status"], AT["animals"]
WEATHER_SEEN_AT, DECKS_AT, HAND_AT = AT["weather_seen"], AT["decks"], AT["hand"]
EVENT_DISCARD_AT, SICK_DISCARD_AT = AT["event_discard"], AT["sickness_discard"]
COMPANIONS_AT, FLAGS_AT, COUNTS_AT = AT["companions"], AT["turn_flags"], AT["turn_counts"]
DECISION_AT, TARGET_AT, WAITING_AT = AT["decision"], AT["window_target"], AT["window_waiting"]
VICTIM_AT, SOURCE_AT, MODS_AT = AT["attack_victim"], AT["attack_source"], AT["attack_mods"]
FIGURES_AT, INFO_AT = AT["figures"], AT["seat_info"]


def write_weather_seen(mv: memoryview[float], wline: list[int]) -> None:
    """The Weather cards seen so far, by kind, and how far along the line is."""
    seen = [0] * len(WEATHER_KINDS)
    for w in wline:
        seen[WEATHER_KIND[w]] += 1
    for k, n in enumerate(seen):
        mv[WEATHER_SEEN_AT + k] = n / WEATHER_COPIES[k]
    mv[DECKS_AT] = len(wline) / len(WEATHER)


def observe_state(state: WildState, seat: int, out: npt.NDArray[np.float32]) -> None:
    """Write into `out` exactly what `observe(state.view(seat), seat)` returns, read from
    the state without building the view (the view costs about a decision).

    It reads only what `WildState._view(seat)` shows: the observer's own hand, the other
    hands' sizes, the decks' sizes, face-down tiles as face down (their areas hold -1).
    Every value is the same Python expression of the same ints as in `observe`, so the
    float32 written is the same; tests/games/wilderness/test_fast_observe.py checks the
    two agree for every seat at every decision of whole games, and on determinized states.
    No slice shares a position with another, so each value is written in place at once
    instead of being gathered first as `observe` does.
    """
    import numpy as np

    np.copyto(out, _state_board(state))
    mv = out.data.cast("B").cast("f")
    players = state.players
    village = VILLAGE_OF[state.n]
    to_move = state.to_move
    wline, tmark = state.wline, state.tmark
    mv[SEAT_AT + seat] = 1.0
    mv[PLAYERS_AT + players - 1] = 1.0
    mv[TILES_AT + TILES_SLOT[state.n]] = 1.0
    mv[TIME_AT + tmark] = 1.0
    mv[ROUND_KIND_AT[wline[-1]][tmark]] = 1.0
    mv[FIRST_AT + (state.first - seat) % players] = 1.0
    mv[ACTIVE_AT + (state.active - seat) % players] = 1.0
    if to_move is not None:
        mv[TO_MOVE_AT + (to_move - seat) % players] = 1.0
    else:  # the view's "over" is to_move being None; its winners come from result()
        mv[OVER_AT] = 1.0
        for s in state.winners:
            mv[WINNERS_AT + (s - seat) % players] = 1.0
    # The row of landscape tiles; the board's areas came with the cached vector.
    for k, (tile, up) in enumerate(zip(state.tiles, state.faceup, strict=True)):
        mv[BOARD_AT + len(TILES) * k + TILE_SLOT[tile] if up else TILE_DOWN_AT + k] = 1.0
    for i, left in enumerate(state.extra_left):
        mv[EXTRA_LEFT_AT + i] = left / EXTRA_COUNTS[i]
    animals: dict[int, float] = {}  # two wolves may share an area: their shares add up
    for i, area in enumerate(state.apos):
        if area >= 0:
            mv[STATUS_AT + 3 * i + 1] = 1.0
            kind, share = ANIMAL_BY_FIGURE[i]
            where = ANIMALS_AT + 3 * (VILLAGE_SLOT if area == village else area) + kind
            animals[where] = animals.get(where, 0.0) + share
        else:
            mv[STATUS_AT + 3 * i + (0 if area == -1 else 2 if area == -2 else 1)] = 1.0
    for where, share in animals.items():
        mv[where] = share
    # Time and the decks.
    mv[WEATHER_AT[wline[-1]]] = 1.0
    write_weather_seen(mv, wline)
    mv[DECKS_AT + 1] = len(state.edeck) / EVENT_CARDS
    mv[DECKS_AT + 2] = len(state.sdeck) / len(SICKNESS)
    mv[DECKS_AT + 3] = len(state.wdeck) / len(WEATHER)
    mv[DECKS_AT + 4] = min(1.0, state.rounds / ROUNDS)
    # Cards: the observer's hand and the public discard piles.
    for c in state.hands[seat]:
        mv[HAND_AT + c] = 1.0
    for c in state.edisc:
        mv[EVENT_DISCARD_AT + c] = 1.0
    sick_seen = [0] * len(SICK_KINDS)
    for c in state.sdisc:
        sick_seen[SICK_KIND[c]] += 1
    for k, n in enumerate(sick_seen):
        mv[SICK_DISCARD_AT + k] = n / SICK_COPIES[k]
    # The active seat's turn.
    for s in state.comp:
        mv[COMPANIONS_AT + (s - seat) % players] = 1.0
    if state.spent:
        mv[FLAGS_AT] = 1.0
    if state.tover:
        mv[FLAGS_AT + 1] = 1.0
    if state.sure:
        mv[FLAGS_AT + 2] = 1.0
    if state.raft:
        mv[FLAGS_AT + 3] = 1.0
    move_mod = state.move_mod
    mv[COUNTS_AT] = min(1.0, state.energy / ENERGY_SCALE)
    mv[COUNTS_AT + 1] = min(1.0, max(0, -move_mod) / MOVE_MOD_SCALE)
    mv[COUNTS_AT + 2] = min(1.0, max(0, move_mod) / MOVE_MOD_SCALE)
    # The pending decision and the attack whose dice wait for it.
    pending = state.stack
    if pending:
        top = pending[-1]
        if top[0] == "turn":
            mv[DECISION_AT] = 1.0
        elif top[0] == "win":
            mv[DECISION_AT + DECISION_INDEX[top[1]]] = 1.0
            if top[2] >= 0:
                mv[TARGET_AT + (top[2] - seat) % players] = 1.0
            for s in top[3]:
                mv[WAITING_AT + (s - seat) % players] = 1.0
        for task in reversed(pending):
            if task[0] == "atk":
                _, victim, source, pmod, amod, cancelled = task
                mv[VICTIM_AT + (victim - seat) % players] = 1.0
                mv[SOURCE_AT + source] = 1.0
                mv[MODS_AT] = min(1.0, max(0, pmod) / PLAYER_MOD_SCALE)
                mv[MODS_AT + 1] = min(1.0, max(0, -pmod) / PLAYER_MOD_SCALE)
                mv[MODS_AT + 2] = min(1.0, max(0, amod) / ANIMAL_MOD_SCALE)
                mv[MODS_AT + 3] = min(1.0, max(0, -amod) / ANIMAL_MOD_SCALE)
                mv[MODS_AT + 4] = 1.0 if cancelled else 0.0
                break
    # Each seat, relative to the observer; track lengths as the view's "tracks" give them.
    thirst_max = len(state.ttrack) - 1
    hunger_max = len(state.htrack) - 1
    etrack = state.etrack
    skull = len(etrack)
    max_energy = max(etrack)
    alive, hostile, shelter, cold = state.alive, state.hostile, state.shelter, state.cold
    pos, thirst, hunger, exh = state.pos, state.thirst, state.hunger, state.exh
    hands, sick = state.hands, state.sick
    for s in range(players):
        r = (s - seat) % players
        base = INFO_AT + SEAT_FIELDS * r
        mv[base] = 1.0  # present
        if alive[s]:
            mv[base + 1] = 1.0
        if hostile[s]:
            mv[base + 2] = 1.0
        if shelter[s]:
            mv[base + 3] = 1.0
        area = pos[s]
        mv[FIGURES_AT + AREAS * r + (VILLAGE_SLOT if area == village else area)] = 1.0
        hand, chill = len(hands[s]), cold[s]
        mv[base + 4] = thirst[s] / thirst_max
        mv[base + 5] = hunger[s] / hunger_max
        mv[base + 6] = exh[s] / skull
        mv[base + 7] = min(1.0, (etrack[exh[s]] if alive[s] else 0) / max_energy)
        mv[base + 8] = hand / HAND_SCALE if hand < HAND_SCALE else 1.0
        mv[base + 9] = chill / COLD_SCALE if chill < COLD_SCALE else 1.0
        if sick[s]:  # lasting cards by kind; a pair of one kind adds up
            cards: dict[int, float] = {}
            for c in sick[s]:
                kind, share = SICK_BY_KIND[c]
                k = base + SEAT_FLAGS + SEAT_COUNTS + kind
                cards[k] = cards.get(k, 0.0) + share
            for k, share in cards.items():
                mv[k] = share


def make_observer(out: npt.NDArray[np.float32] | None = None) -> WildernessObserver:
    """A `WildernessObserver` (observer.py, which reads this module's tables: so it is
    imported here, at first use, as numpy is)."""
    from .observer import WildernessObserver

    return WildernessObserver(out)


SPACES = SpacesSpec(ACTIONS, OBSERVATION_SIZE, observe, observe_state=observe_state,
                    observer=make_observer)
