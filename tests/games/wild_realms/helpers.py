"""Build Wild Realms positions for scenario tests by moving cards between zones."""

from __future__ import annotations

from collections.abc import Iterable

import wildtable
from wildtable.engine import Action, Rng
from wildtable.games.wild_realms import cards as C
from wildtable.games.wild_realms.rules import advance
from wildtable.games.wild_realms.state import SOLO_PLAY, UNLEASH, WildState

GAME = wildtable.game("wild-realms")


def tok(name: str, owner: int = 0) -> int:
    """The token of a named card in a seat's deck (the first of that name)."""
    return owner * C.PER_OWNER + C.NAME.index(name)


def tokens(names: Iterable[str], owner: int = 0) -> list[int]:
    return [tok(n, owner) for n in names]


class Dice(Rng):
    """An Rng whose d12 rolls come from a script (for scenario tests)."""

    __slots__ = ("script",)

    def __init__(self, *values: int) -> None:
        super().__init__(1)
        self.script = list(values)

    def die(self, sides: int = 6) -> int:
        assert self.script, "the test ran out of scripted dice"
        return self.script.pop(0)


def take(s: WildState, t: int) -> int:
    """Remove a token from wherever it is (deck, hand, discard, kingdom, The Wild)."""
    p = C.T_OWNER[t]
    for zone in (s.deck[p], s.disc[p], *s.hand, *s.alliance, *s.dfn):
        if t in zone:
            zone.remove(t)
            return t
    for i, r in enumerate(s.realm):
        if r == t:
            s.realm[i] = -1
            return t
    for j, w in enumerate(s.wild):
        if w == t:
            s.wild[j] = -1
            return t
    raise AssertionError(f"token {t} is nowhere")


def fresh(players: int = 2, round_: int = 2, seed: int = 1) -> WildState:
    """A game at the start of seat 0's turn with every card back in its owner's deck."""
    s = GAME.new(players=players, seed=seed)
    assert isinstance(s, WildState)
    for p in range(players):
        back = s.hand[p] + s.disc[p] + s.alliance[p]
        s.hand[p], s.disc[p], s.alliance[p] = [], [], []
        for t in range(4):
            i = p * 4 + t
            back += s.dfn[i]
            if s.realm[i] >= 0:
                back.append(s.realm[i])
            s.realm[i], s.dfn[i], s.locked[i] = -1, [], False
        if p == 0:
            back += [w for w in s.wild if w >= 0]
        s.deck[p] += back
        s.deck[p].sort()
    s.wild = [-1, -1, -1, -1]
    s.queue, s.lasting = [], []
    s.round, s.active, s.first = round_, 0, 0
    s.phase = UNLEASH if players > 1 else SOLO_PLAY
    s.battled = s.deckout = False
    s.discarding = 0
    s.winners, s.moved = None, []
    refresh(s)
    return s


def refresh(s: WildState) -> None:
    s._legal = None
    advance(s)


def hand(s: WildState, p: int, names: Iterable[str]) -> list[int]:
    out = [take(s, tok(n, p)) for n in names]
    s.hand[p] += out
    refresh(s)
    return out


def realm(s: WildState, p: int, realm_name: str, defenders: Iterable[str],
          locked: bool = False) -> int:
    r = take(s, tok(realm_name, p))
    i = p * 4 + C.T_RTYPE[r]
    s.realm[i] = r
    s.dfn[i] = [take(s, tok(n, p)) for n in defenders]
    s.locked[i] = locked
    refresh(s)
    return C.T_RTYPE[r]


def ally(s: WildState, p: int, names: Iterable[str]) -> list[int]:
    out = [take(s, tok(n, p)) for n in names]
    s.alliance[p] += out
    refresh(s)
    return out


def wild(s: WildState, slot: int, name: str) -> int:
    """Put one of seat 0's cards into The Wild above a slot (solo)."""
    t = take(s, tok(name))
    s.wild[slot] = t
    refresh(s)
    return t


def legal(s: WildState) -> list[str]:
    return [str(a) for a in s.legal_actions()]


def play(s: WildState, *notations: str) -> None:
    for n in notations:
        s.apply(GAME.parse(s, n))


def act(verb: str, *args: int) -> Action:
    return Action(verb, args)


LOCKABLE = ["Wolf", "Lynx", "Bali Tiger", "Somali Giraffe", "Honey Badger"]
"""Swarm Leader, Lethal, Adapt, Growth, Decay: five classes with a Leader."""
