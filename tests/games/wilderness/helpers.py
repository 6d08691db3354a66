"""Building Wilderness positions for scenario tests."""

from __future__ import annotations

from collections.abc import Iterable

import wildtable
from wildtable.engine import Action, Rng
from wildtable.games.wilderness.board import LAYOUTS, TERRAIN_LETTERS
from wildtable.games.wilderness.rules import advance
from wildtable.games.wilderness.state import WildState

GAME = wildtable.game("wilderness")


class ScriptedRng(Rng):
    """Dice and compass spins read from a script (1..6 each), in order."""

    def __init__(self, rolls: Iterable[int]) -> None:
        super().__init__(0)
        self.rolls = list(rolls)

    def die(self, sides: int = 6) -> int:
        return self.rolls.pop(0)

    def below(self, n: int) -> int:
        if n == 6:  # a compass spin: the script holds the direction 1..6
            return self.rolls.pop(0) - 1
        return super().below(n)

    def clone(self) -> Rng:
        return ScriptedRng(self.rolls)


def new(players: int = 1, tiles: int = 6, seed: int = 0, empty_hands: bool = True) -> WildState:
    st = GAME.new(players=players, seed=seed, tiles=tiles)
    assert isinstance(st, WildState)
    if empty_hands:
        for h in st.hands:
            st.edisc += h
            h.clear()
        st.stack = [("round",)]  # start the round again without the cards
        st._legal = None
        advance(st)
    return st


def flatten(st: WildState, letter: str = "G") -> None:
    """Turn every tile face up as plain terrain with no rivers, animals or lakes."""
    lay = LAYOUTS[st.n]
    st.faceup = [True] * st.n
    code = TERRAIN_LETTERS.index(letter)
    for c in range(lay.village):
        st.terr[c] = code
        st.riv[c] = 0
    st.apos = [-1] * 4


def set_terrain(st: WildState, cell: int, letter: str) -> None:
    st.terr[cell] = TERRAIN_LETTERS.index(letter)


def river(st: WildState, cell: int, d: int) -> None:
    """A river on the side of `cell` in direction d (0..5)."""
    nb = LAYOUTS[st.n].neigh[cell][d]
    st.riv[cell] |= 1 << d
    st.riv[nb] |= 1 << ((d + 3) % 6)


def begin_turn(st: WildState, s: int, rolls: Iterable[int] | None = None) -> None:
    """Start seat s's turn now (Nature's turn follows it)."""
    if rolls is not None:
        st.rng = ScriptedRng(rolls)
    st.stack = [("nature",), ("turn_start", s)]
    st._legal = None
    advance(st)


def do(st: WildState, *notations: str) -> None:
    for text in notations:
        st.apply(GAME.parse(st, text))


def legal(st: WildState) -> list[str]:
    return [str(a) for a in st.legal_actions()]


def act(text: str) -> Action:
    return Action.from_notation(text)


def cell_at(st: WildState, q: int, r: int) -> int:
    return LAYOUTS[st.n].coords.index((q, r))


def nb(st: WildState, cell: int, d: int) -> int:
    return LAYOUTS[st.n].neigh[cell][d]


def run_tasks(st: WildState, *tasks: tuple[object, ...], rolls: list[int] | None = None) -> None:
    """Work off the given tasks (first listed, first done); seat 0's turn waits below."""
    if rolls is not None:
        st.rng = ScriptedRng(rolls)
    st.energy = 6
    st.active = 0
    st.stack = [("turn", 0), *reversed(tasks)]
    st._legal = None
    advance(st)


SITUATIONS = ("attack", "extra", "sick", "winners")


def note_situations(met: dict[str, int], state: WildState) -> None:
    """Count the situations an encoding test must reach to mean anything: an attack on
    the stack, an extra area on the board, a Sickness card, a finished game."""
    met["attack"] += any(t[0] == "atk" for t in state.stack)
    met["extra"] += any(o >= 0 for o in state.overlay)
    met["sick"] += any(state.sick)
    met["winners"] += bool(state.winners)
