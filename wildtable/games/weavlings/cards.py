"""Card data for Weavlings in the Wilds, loaded once from cards.toml into flat tables.

Every card in the Wilds Deck (base game and both expansions) gets a small int id; the
state holds only those ids. Trappers and the Player Aid never enter the deck and are kept
apart (`TRAPPERS`).
"""

from __future__ import annotations

import tomllib
from collections import Counter
from importlib import resources
from itertools import pairwise
from typing import Any, Final

EVENT: Final = 0
SPIRIT: Final = 1
TRAP: Final = 2
WEAVLING: Final = 3
BEASTIE: Final = 4
KIND_NAMES: Final = ("Event", "Wilds Spirit", "Trap", "Weavling", "Beastie")

# Directions: index -> (row step, column step). A Chomp or Devour reaches one space.
DIRS: Final[dict[str, tuple[int, int]]] = {
    "up": (-1, 0), "down": (1, 0), "left": (0, -1), "right": (0, 1),
    "up-left": (-1, -1), "up-right": (-1, 1), "down-left": (1, -1), "down-right": (1, 1),
}
DIR_NAMES: Final = tuple(DIRS)
COLS: Final = 4
ROWS: Final = 3
SPACES: Final = COLS * ROWS


def _neighbour(space: int, d: int) -> int:
    dr, dc = DIRS[DIR_NAMES[d]]
    r, c = divmod(space, COLS)
    r, c = r + dr, c + dc
    return r * COLS + c if 0 <= r < ROWS and 0 <= c < COLS else -1


# NEIGH[space][direction] -> the space there, or -1 off the grid.
NEIGH: Final[tuple[tuple[int, ...], ...]] = tuple(
    tuple(_neighbour(s, d) for d in range(len(DIR_NAMES))) for s in range(SPACES)
)
# ORTHO[space] -> orthogonally adjacent spaces (for moving and collecting).
ORTHO: Final[tuple[tuple[int, ...], ...]] = tuple(
    tuple(n for n in NEIGH[s][:4] if n >= 0) for s in range(SPACES)
)


class CardDataError(ValueError):
    """cards.toml does not match the rulebook."""


def _load() -> dict[str, Any]:
    # Through the package, not __file__: compiled, __file__ names the group's library.
    return tomllib.loads(resources.files(__package__).joinpath("cards.toml").read_text("utf-8"))


DATA: Final = _load()

NAME: Final[list[str]] = []
KIND: Final[list[int]] = []
SET: Final[list[str]] = []
EFFECT: Final[list[str]] = []
SLUG: Final[list[str]] = []
RANK: Final[list[str]] = []
CHAIN: Final[list[bool]] = []
FIXED: Final[list[bool]] = []
SUMMONS: Final[list[str]] = []
POP: Final[list[int]] = []
COST: Final[list[int]] = []
HAPPY: Final[list[tuple[bool, bool, bool, bool]]] = []
SPEED: Final[list[int]] = []
MEAT: Final[list[int]] = []
WHEEL: list[tuple[int, int, int, int]] = []
CHOMP: Final[list[tuple[int, ...]]] = []
DEVOUR: Final[list[tuple[int, ...]]] = []
PROWL: Final[list[bool]] = []
SANGUINE: Final[list[bool]] = []


def _add(kind: int, entry: dict[str, Any], card_set: str) -> None:
    for _ in range(int(entry["count"])):
        NAME.append(entry["name"])
        KIND.append(kind)
        SET.append(card_set)
        EFFECT.append(entry.get("effect", ""))
        SLUG.append(entry.get("slug", ""))
        RANK.append(entry.get("rank", ""))
        CHAIN.append(bool(entry.get("chain", False)))
        FIXED.append(bool(entry.get("fixed", False)))
        SUMMONS.append(entry.get("summons", ""))
        POP.append(int(entry.get("population", 0)))
        COST.append(int(entry.get("cost", 0)))
        h = entry.get("happiness", ["happy"] * 4)
        HAPPY.append((h[0] == "happy", h[1] == "happy", h[2] == "happy", h[3] == "happy"))
        SPEED.append(int(entry.get("speed", 0)))
        MEAT.append(int(entry.get("meat", 0)))
        w = entry.get("wounds", [0, 0, 0, 0])
        WHEEL.append((int(w[0]), int(w[1]), int(w[2]), int(w[3])))
        CHOMP.append(tuple(DIR_NAMES.index(d) for d in entry.get("chomp", [])))
        DEVOUR.append(tuple(DIR_NAMES.index(d) for d in entry.get("devour", [])))
        PROWL.append(bool(entry.get("prowl", False)))
        SANGUINE.append(bool(entry.get("sanguinarius", False)))


for _e in DATA["event"]:
    _add(EVENT, _e, _e["set"])
for _e in DATA["spirit"]:
    _add(SPIRIT, _e, "base")
for _e in DATA["trap"]:
    _add(TRAP, _e, _e["set"])
for _e in DATA["weavling"]:
    _add(WEAVLING, _e, "base")
for _e in DATA["beastie"]:
    _add(BEASTIE, _e, _e["set"])

N_CARDS: Final = len(NAME)
TRAPPERS: Final[dict[str, dict[str, Any]]] = {t["slug"]: t for t in DATA["trapper"]}
# TRAPPER_COSTS[slug] -> (Actions per turn, Move cost, Collect cost, Use cost)
TRAPPER_COSTS: Final[dict[str, tuple[int, int, int, int]]] = {
    k: (int(t["actions"]), int(t["move"]), int(t["collect"]), int(t["use"]))
    for k, t in TRAPPERS.items()
}
TRAP_SLUGS: Final[tuple[str, ...]] = tuple(dict.fromkeys(s for s in SLUG if s))
# SLUG_IDS[slug] -> the ids of every copy of that Trap.
SLUG_IDS: Final[dict[str, tuple[int, ...]]] = {
    s: tuple(i for i in range(N_CARDS) if SLUG[i] == s) for s in TRAP_SLUGS
}
NAMES: Final[tuple[str, ...]] = tuple(dict.fromkeys(NAME))
NAME_INDEX: Final[dict[str, int]] = {n: i for i, n in enumerate(NAMES)}
NAME_OF: Final[tuple[int, ...]] = tuple(NAME_INDEX[n] for n in NAME)
IS_BEASTIE: Final = tuple(k == BEASTIE for k in KIND)
IS_WEAVLING: Final = tuple(k == WEAVLING for k in KIND)


def ids(kind: int | None = None, card_set: str | None = None, name: str | None = None) -> list[int]:
    """The ids of cards matching every given filter."""
    return [
        i for i in range(N_CARDS)
        if (kind is None or KIND[i] == kind) and (card_set is None or SET[i] == card_set)
        and (name is None or NAME[i] == name)
    ]


# What the rulebook prints: counts per set and kind, and per name.
PRINTED_COUNTS: Final[dict[tuple[str, int], int]] = {
    ("base", EVENT): 5, ("base", SPIRIT): 8, ("base", TRAP): 13, ("base", WEAVLING): 12,
    ("base", BEASTIE): 16, ("baubles", TRAP): 12, ("predators", BEASTIE): 16,
    ("predators", EVENT): 5,
}
PRINTED_NAMES: Final[dict[str, int]] = {
    "Sunlight": 1, "Blood Moon": 2, "Full Moon": 2, "Drakeshot": 1, "Rolling Logs": 1,
    "Wilds Wrecker": 1, "Weavling Aroma": 2, "Poisoned Poppet": 2, "Clamp Trap": 3,
    "The Ol' Switcheroo": 3, "Vargler": 8, "Coraxakol": 8, "Diagonalis Draught": 1,
    "Orthogonate Elixir": 1, "Column-Shaker Potion": 2, "O'Kibe Scarecrow": 2,
    "Transposition Talisman": 3, "Idol of Second Sight": 3, "Strixlious": 8, "Aiwokic": 8,
    "Madness Constellation": 2, "Chaos Constellation": 2, "Solar Eclipse": 1,
}
PRINTED_PREDATOR_STATS: Final[dict[str, tuple[int, int, tuple[int, int, int, int]]]] = {
    "Strixlious": (0, 1, (0, 1, 2, 3)), "Aiwokic": (1, 1, (1, 2, 3, 4)),
}


def validate(event_effects: set[str], trap_effects: set[str], spirit_effects: set[str]) -> None:
    """Check the data against the rulebook's counts and the effect registries.

    Raises:
        CardDataError: a count, a stat or an effect id does not match.
    """
    problems: list[str] = []
    got = Counter((SET[i], KIND[i]) for i in range(N_CARDS))
    for key, n in PRINTED_COUNTS.items():
        if got[key] != n:
            problems.append(f"{key[0]} {KIND_NAMES[key[1]]}: {got[key]} cards, rulebook says {n}")
    names = Counter(NAME)
    for name, n in PRINTED_NAMES.items():
        if names[name] != n:
            problems.append(f"{name}: {names[name]} cards, rulebook says {n}")
    faces = sorted(Counter(NAME[i] for i in ids(WEAVLING)).values())
    if faces != [2, 3, 7]:
        problems.append(f"Weavling faces have {faces} copies, rulebook says 7, 3 and 2")
    if len({NAME[i] for i in ids(SPIRIT)}) != 5:
        problems.append("there must be 5 types of Wilds Spirits")
    for name, (speed, meat, wheel) in PRINTED_PREDATOR_STATS.items():
        for i in ids(name=name):
            if (SPEED[i], MEAT[i], WHEEL[i]) != (speed, meat, wheel):
                problems.append(f"{name} stats differ from the printed card")
    for i in ids(BEASTIE):  # WEAV-ROT-3: each turn of a Wound raises its value
        if any(a >= b for a, b in pairwise(WHEEL[i])):
            problems.append(f"{NAME[i]}: its Wound Wheel {WHEEL[i]} must rise at each turn")
    if len(TRAPPERS) != 2:
        problems.append("there must be 2 Trapper cards")
    for i in range(N_CARDS):
        table = {EVENT: event_effects, TRAP: trap_effects, SPIRIT: spirit_effects}.get(KIND[i])
        if table is not None and EFFECT[i] not in table:
            problems.append(f"{NAME[i]}: unknown effect {EFFECT[i]!r}")
        if KIND[i] == EVENT and EFFECT[i] == "summon" and SUMMONS[i] not in names:
            problems.append(f"{NAME[i]} summons an unknown Beastie {SUMMONS[i]!r}")
        if KIND[i] == TRAP and (RANK[i] not in ("A", "B", "C") or not SLUG[i]):
            problems.append(f"{NAME[i]}: a Trap needs a rank A/B/C and a slug")
    if problems:
        raise CardDataError("cards.toml: " + "; ".join(problems))
