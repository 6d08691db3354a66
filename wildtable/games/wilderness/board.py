"""The board and the card data: cards.toml loaded once, checked, turned into lookup tables.

Geometry (WILD-BOARD-1): areas are hexes in axial coordinates (q, r), six rows r = 0..5.
Landscape tiles are triangles of 21 hexes laid in a row, alternately pointing one way
and the other; tile k = 2j + 0 covers row r, q in [7j, 7j + 5 - r], tile 2j + 1 covers
q in [7j + 6 - r, 7j + 6]. The village lies beyond the last tile's corner area.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any, Final

# Compass directions 1..6 (index 0..5), clockwise from north-east (WILD-COMPASS-1).
DIRS: Final[tuple[tuple[int, int], ...]] = ((1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1))
DIR_NAMES: Final = ("north-east", "east", "south-east", "south-west", "west", "north-west")

TERRAIN_LETTERS: Final = "GRDFSMLTV"
G: Final = 0
R: Final = 1
D: Final = 2
F: Final = 3
S: Final = 4
M: Final = 5
L: Final = 6
T: Final = 7
V: Final = 8
UNKNOWN: Final = -1

ANIMALS: Final = ("wolf", "wolf", "snake", "bear")  # the four figures, by index
TIMINGS: Final = ("A", "S", "T", "N", "V")
ROW_OFFSET: Final = (0, 6, 11, 15, 18, 20)  # local index of the first area of each tile row


class CardDataError(ValueError):
    """cards.toml does not match the rulebook's component counts or the effect vocabulary."""


def local_index(a: int, b: int) -> int:
    return ROW_OFFSET[b] + a


LOCAL_AB: Final[list[tuple[int, int]]] = [(a, b) for b in range(6) for a in range(6 - b)]


@dataclass(frozen=True, slots=True)
class Tile:
    name: str
    terrain: tuple[int, ...]  # 21 terrain codes, local order
    rivers: tuple[tuple[int, int], ...]  # local index pairs
    lair: int  # local index, -1 if none
    animal: str


@dataclass(frozen=True, slots=True)
class EventSide:
    effect: str
    amount: int
    timing: str


@dataclass(frozen=True, slots=True)
class EventCard:
    name: str
    good: EventSide
    bad: EventSide


@dataclass(frozen=True, slots=True)
class WeatherCard:
    name: str
    squares: str
    draw: int
    special: str


@dataclass(frozen=True, slots=True)
class SicknessCard:
    name: str
    effect: str
    amount: int
    hook: str
    discard: str


WEATHER_SPECIALS: Final = ("none", "heat", "storm", "rain", "fog", "moon", "cold", "plenty")
# Special rounds that count as night (no food search); fog and cold also need night dice.
NIGHT_SPECIALS: Final = {"fog": True, "moon": False, "cold": True}
SICK_EFFECTS: Final = ("none", "exhaust", "hunger", "thirst", "lasting")
SICK_HOOKS: Final = ("move", "nature_exhaust", "nature_hunger", "nature_thirst")
SICK_DISCARDS: Final = ("sleep", "drink", "food")


def _neighbours_local(i: int) -> list[int]:
    a, b = LOCAL_AB[i]
    out = []
    for da, db in DIRS:
        na, nb = a + da, b + db
        if na >= 0 and nb >= 0 and na + nb <= 5:
            out.append(local_index(na, nb))
    return out


def _load(path: Path) -> dict[str, Any]:
    data = tomllib.loads(path.read_text())
    tr = data["tracks"]
    for name in ("thirst", "hunger"):
        if len(tr[name]) < tr["start"] + 3 or tr[name][: tr["start"] + 2] != [0] * (
                tr["start"] + 2):
            raise CardDataError(f"the {name} track must read 0 up to the square after the "
                                "start (WILD-HEALTH-1)")
    ex = tr["exhaustion"]
    if sorted(set(ex), reverse=True) != [6, 5, 4, 3] or ex != sorted(ex, reverse=True):
        raise CardDataError("the exhaustion track must give energy 6, then 5, 4 and 3")
    tiles: list[Tile] = []
    lairs: list[str] = []
    tribes = 0
    for t in data["tile"]:
        rows = t["areas"]
        if [len(r) for r in rows] != [6, 5, 4, 3, 2, 1]:
            raise CardDataError(f"tile {t['name']}: rows must hold 6, 5, 4, 3, 2, 1 areas")
        letters = "".join(rows)
        if any(c not in TERRAIN_LETTERS[:8] for c in letters):
            raise CardDataError(f"tile {t['name']}: unknown terrain letter")
        terrain = tuple(TERRAIN_LETTERS.index(c) for c in letters)
        if terrain[0] == L:
            raise CardDataError(f"tile {t['name']}: corner area 0 may not be a lake")
        tribes += letters.count("T")
        rivers = tuple((int(x), int(y)) for x, y in t["rivers"])
        for x, y in rivers:
            if y not in _neighbours_local(x):
                raise CardDataError(f"tile {t['name']}: river {x}-{y} is not between neighbours")
        lair = t.get("lair")
        if lair is not None:
            lairs.append(lair["animal"])
        tiles.append(Tile(t["name"], terrain, rivers, -1 if lair is None else int(lair["area"]),
                          "" if lair is None else lair["animal"]))
    if len(tiles) != 8:
        raise CardDataError(f"the rulebook has 8 landscape tiles, cards.toml has {len(tiles)}")
    if sorted(lairs) != sorted(ANIMALS):
        raise CardDataError("the tiles must hold 4 lairs: 2 wolves, 1 snake and 1 bear")
    if tribes != 1:
        raise CardDataError("exactly one area of the Tribe")
    extras = [(e["name"], TERRAIN_LETTERS.index(e["terrain"]), int(e["count"]))
              for e in data["extra"]]
    if sum(e[2] for e in extras) != 7:
        raise CardDataError("the rulebook has 7 extra terrain areas")
    weather: list[WeatherCard] = []
    for w in data["weather"]:
        sq = w["squares"]
        if len(sq) != 6 or any(c not in "DN*" for c in sq):
            raise CardDataError(f"weather {w['name']}: six squares of D, N, *")
        if w["special"] not in WEATHER_SPECIALS or ("*" in sq) != (w["special"] != "none"):
            raise CardDataError(f"weather {w['name']}: a starred card needs its special rule")
        weather += [WeatherCard(w["name"], sq, int(w["draw"]), w["special"])] * int(w["count"])
    if len(weather) != 27:
        raise CardDataError(f"the rulebook has 27 Weather cards, cards.toml has {len(weather)}")
    sick: list[SicknessCard] = []
    for s in data["sickness"]:
        if (s["effect"] not in SICK_EFFECTS or s.get("hook", "move") not in SICK_HOOKS
                or s.get("discard", "sleep") not in SICK_DISCARDS):
            raise CardDataError(f"sickness {s['name']}: unknown effect, hook or discard")
        sick += [SicknessCard(s["name"], s["effect"], int(s.get("amount", 0)),
                              s.get("hook", ""), s.get("discard", ""))] * int(s["count"])
    if len(sick) != 27:
        raise CardDataError(f"the rulebook has 27 Sickness cards, cards.toml has {len(sick)}")
    events: list[EventCard] = []
    for e in data["event"]:
        sides = []
        for key in ("good", "bad"):
            eff, amount, timing = e[key]
            if timing not in TIMINGS:
                raise CardDataError(f"event {e['name']}: unknown timing {timing!r}")
            sides.append(EventSide(eff, int(amount), timing))
        if sides[0].timing == "V":
            raise CardDataError(f"event {e['name']}: V is a timing for the bad side only")
        events += [EventCard(e["name"], sides[0], sides[1])] * int(e.get("count", 2))
    if len(events) != 54:
        raise CardDataError(f"the rulebook has 54 Event cards, cards.toml has {len(events)}")
    if not any(e.name == "Raft" for e in events) or not any(e.name == "Companion" for e in events):
        raise CardDataError("the Event deck must hold the Raft and the Companion")
    return {
        "thirst": list(tr["thirst"]), "hunger": list(tr["hunger"]), "exhaustion": list(ex),
        "start": int(tr["start"]), "terrain": data["terrain"], "tiles": tiles,
        "extras": extras, "weather": weather, "sickness": sick, "events": events,
    }


# ----- board layouts, one per tile count, built once at import ------------------------------


@dataclass(frozen=True, slots=True)
class Layout:
    """Where every area of an n-tile board lies and what it borders."""

    tiles: int
    cells: int  # n * 21 landscape areas + the village
    village: int
    coords: tuple[tuple[int, int], ...]  # (q, r) per area
    neigh: tuple[tuple[int, ...], ...]  # 6 neighbour ids per area, -1 off the board
    local: tuple[int, ...]  # local index of each area within its tile
    adj_tiles: tuple[tuple[int, ...], ...]  # tile positions bordering each area (not its own)


def tile_cells(k: int) -> list[tuple[int, int]]:
    """(q, r) of each local area of the tile at position k, in local order."""
    j = k // 2
    if k % 2 == 0:
        return [(7 * j + a, b) for a, b in LOCAL_AB]
    return [(7 * j + 6 - a, 5 - b) for a, b in LOCAL_AB]


def build_layout(n: int) -> Layout:
    coords: list[tuple[int, int]] = []
    local: list[int] = []
    for k in range(n):
        coords += tile_cells(k)
        local += list(range(21))
    j = n // 2 - 1
    coords.append((7 * j + 7, 5))  # the village, beyond the last tile's area 0
    local.append(0)
    index = {c: i for i, c in enumerate(coords)}
    neigh = []
    adj: list[tuple[int, ...]] = []
    for i, (q, r) in enumerate(coords):
        row = tuple(index.get((q + dq, r + dr), -1) for dq, dr in DIRS)
        neigh.append(row)
        own = i // 21 if i < n * 21 else -1
        adj.append(tuple(sorted({x // 21 for x in row if 0 <= x < n * 21 and x // 21 != own})))
    return Layout(n, len(coords), n * 21, tuple(coords), tuple(neigh), tuple(local), tuple(adj))


# Effect ids are checked against effects.py's registry when that module loads.
# Read through the package, not __file__: a compiled module's __file__ names the place of
# the compiled group's library, not the source folder beside cards.toml.
DATA: Final = _load(Path(str(resources.files(__package__).joinpath("cards.toml"))))
TILES: Final[list[Tile]] = DATA["tiles"]
# Not Final: a test swaps in a bogus deck to see the effect check refuse it.
EVENTS: list[EventCard] = DATA["events"]
WEATHER: Final[list[WeatherCard]] = DATA["weather"]
SICKNESS: Final[list[SicknessCard]] = DATA["sickness"]
EXTRAS: Final[list[tuple[str, int, int]]] = DATA["extras"]
THIRST_TRACK: Final[list[int]] = DATA["thirst"]
HUNGER_TRACK: Final[list[int]] = DATA["hunger"]
EXHAUSTION_TRACK: Final[list[int]] = DATA["exhaustion"]
SKULL: Final = len(EXHAUSTION_TRACK)  # the exhaustion index that kills (WILD-HEALTH-5)


START: Final = DATA["start"]


def scaled(track: list[int], squares: int) -> tuple[int, ...]:
    """WILD-OPT-2: a track of `squares` squares with the designed track's profile: square
    i reads the designed square i * len(track) // squares (the designed length: itself)."""
    return tuple(track[i * len(track) // squares] for i in range(squares))


def scaled_need(track: list[int], squares: int) -> tuple[int, ...]:
    """WILD-OPT-2, WILD-HEALTH-1: a thirst or hunger track of `squares` squares. The
    squares up to the one a fresh marker reaches at the first Nature's turn (the start
    and the next) read 0 whatever the length, as the rulebook says a fresh player gains
    only 1 exhaustion step; the designed rest is stretched or squeezed over the squares
    after them, so the last square still reads the designed last value (+3). A track
    at least as long as the designed one is stretched evenly (`scaled`), which keeps
    both by itself."""
    if squares >= len(track):
        return scaled(track, squares)
    keep = START + 2
    tail = track[keep:]
    k = squares - keep
    # Square j of the shorter tail reads the designed tail square ceil((j + 1) * len / k)
    # - 1, so the last square reads the designed last one.
    return tuple([0] * keep) + tuple(tail[-(-(j + 1) * len(tail) // k) - 1] for j in range(k))
COST: Final[list[int]] = [int(DATA["terrain"][c]["cost"]) for c in TERRAIN_LETTERS]
FOOD: Final[list[bool]] = [bool(DATA["terrain"][c]["food"]) for c in TERRAIN_LETTERS]
TERRAIN_NAMES: Final[list[str]] = [str(DATA["terrain"][c]["name"]) for c in TERRAIN_LETTERS]
LAYOUTS: Final[dict[int, Layout]] = {n: build_layout(n) for n in (4, 6, 8)}
# River bitmask per local area of each tile: bit d set when a river lies in direction d.
TILE_RIVERS: Final[list[list[int]]] = []
for _t in TILES:
    _mask = [0] * 21
    for _x, _y in _t.rivers:
        ax, bx = LOCAL_AB[_x]
        ay, by = LOCAL_AB[_y]
        _mask[_x] |= 1 << DIRS.index((ay - ax, by - bx))
        _mask[_y] |= 1 << DIRS.index((ax - ay, bx - by))
    TILE_RIVERS.append(_mask)

# The animal figure (index into ANIMALS) whose lair is on each tile, -1 for none; the
# first wolf tile in cards.toml holds wolf 0, the second wolf 1.
LAIR_ANIMAL: Final[list[int]] = []
_wolves = 0
for _t in TILES:
    if _t.animal == "wolf":
        LAIR_ANIMAL.append(_wolves)
        _wolves += 1
    elif _t.animal:
        LAIR_ANIMAL.append(ANIMALS.index(_t.animal))
    else:
        LAIR_ANIMAL.append(-1)


def rotate_mask(mask: int) -> int:
    """A river mask turned half a circle: tiles at odd positions lie rotated 180°."""
    return ((mask << 3) | (mask >> 3)) & 0x3F


def hex_distance(a: tuple[int, int], b: tuple[int, int]) -> int:
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def start_cell(layout: Layout) -> int:
    """The first tile's area farthest from the village (WILD-SETUP-3)."""
    v = layout.coords[layout.village]
    return max(range(21), key=lambda i: (hex_distance(layout.coords[i], v), -i))


START_CELL: Final[dict[int, int]] = {n: start_cell(lay) for n, lay in LAYOUTS.items()}
