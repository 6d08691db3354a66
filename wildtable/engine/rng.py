"""The seeded random stream every game draws from; nothing in wildtable uses the global `random`."""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import Final, TypeVar

from mypy_extensions import i64, mypyc_attr

T = TypeVar("T")

_MASK: Final = (1 << 64) - 1
_GAMMA: Final = 0x9E3779B97F4A7C15
_MIX1: Final = 0xBF58476D1CE4E5B9
_MIX2: Final = 0x94D049BB133111EB

# Compiled by mypyc, `i64` is a machine word whose arithmetic wraps modulo 2**64 (the C
# compiler is told so with -fwrapv, tools/compile.py), so SplitMix64 runs on machine words
# there. Run plain, `i64` is only `int` and nothing wraps: that build keeps the mask on
# Python ints. An unmasked int of 64 bits is a heap object even compiled, and the masked
# steps cost a third of a decision's time in a compiled random playout. Both builds give
# the same numbers (tests/engine/test_rng.py, and every fingerprint).
_NATIVE: Final = not __file__.endswith(".py")
_GAMMA_WORD: Final[i64] = _GAMMA - (1 << 64)
_MIX1_WORD: Final[i64] = _MIX1 - (1 << 64)
_MIX2_WORD: Final[i64] = _MIX2 - (1 << 64)


# Open to subclasses written in plain Python (loaded dice in tests) even when compiled,
# where a compiled class otherwise refuses them.
@mypyc_attr(allow_interpreted_subclasses=True)
class Rng:
    """SplitMix64: its whole state is one 64-bit word, so cloning a game state copies it
    for free.

    `below(n)` takes the 64-bit output modulo n; for the n a table game uses (< 2**16)
    the bias is under 1e-14 and cannot be seen.
    """

    __slots__ = ("_word",)

    def __init__(self, seed: int) -> None:
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise TypeError(f"seed must be an int, not {type(seed).__name__}")
        state = seed & _MASK
        # Compiled, the word holds the state as a signed 64-bit value; plain, as it is.
        self._word: i64 = state - (1 << 64) if _NATIVE and state >> 63 else state

    @property
    def state(self) -> int:
        """The whole state, an int in [0, 2**64): equal states give equal streams."""
        word: int = self._word
        return word & _MASK

    def _next_word(self) -> i64:
        """The next output as a signed 64-bit word (compiled only)."""
        s = self._word + _GAMMA_WORD
        self._word = s
        # `>>` of a signed word copies the sign bit; the masks make the shifts logical.
        s = (s ^ ((s >> 30) & 0x3FFFFFFFF)) * _MIX1_WORD
        s = (s ^ ((s >> 27) & 0x1FFFFFFFFF)) * _MIX2_WORD
        return s ^ ((s >> 31) & 0x1FFFFFFFF)

    def next64(self) -> int:
        if _NATIVE:
            out: int = self._next_word()
            return out & _MASK
        word: int = self._word
        self._word = s = (word + _GAMMA) & _MASK
        s = ((s ^ (s >> 30)) * _MIX1) & _MASK
        s = ((s ^ (s >> 27)) * _MIX2) & _MASK
        return s ^ (s >> 31)

    def below(self, n: int) -> int:
        """A uniform int in [0, n): the next output modulo n."""
        return self._below(n)

    # The methods below draw through `_below`, never `below` or `die`: loaded dice in the
    # tests override those two, and a shuffle must not take their scripted rolls.
    def _below(self, n: int) -> int:
        if _NATIVE and 0 < n <= 0x7FFFFFFF:
            m: i64 = n
            w = self._next_word()
            if w >= 0:
                return w % m
            # The output is 2 * half + (w & 1) with half its top 63 bits, as unsigned.
            half = (w >> 1) & 0x7FFFFFFFFFFFFFFF
            return (half % m * 2 + (w & 1)) % m
        return self.next64() % n

    def randint(self, low: int, high: int) -> int:
        """A uniform int in [low, high], both ends included."""
        return low + self._below(high - low + 1)

    def die(self, sides: int = 6) -> int:
        return 1 + self._below(sides)

    def random(self) -> float:
        if _NATIVE:
            top: int = (self._next_word() >> 11) & 0x1FFFFFFFFFFFFF
            return top / float(1 << 53)
        return (self.next64() >> 11) / float(1 << 53)

    def choice(self, items: Sequence[T]) -> T:
        return items[self._below(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher-Yates in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self._below(i + 1)
            items[i], items[j] = items[j], items[i]

    def spawn(self) -> Rng:
        """An independent stream derived from this one (advances this one by one step)."""
        return Rng(self.next64())

    def __reduce__(self) -> tuple[type[Rng], tuple[int]]:
        # Pickled by its seed-like state: compiled, the default way makes an Rng with no
        # seed, which __init__ refuses.
        return Rng, (self.state,)

    def clone(self) -> Rng:
        # Not Rng.__new__(Rng): compiled, that call runs __init__ and wants a seed. The
        # word is copied as it is: through `state`, each clone of a game state would
        # convert it to a Python int and back.
        c = Rng(0)
        c._word = self._word
        return c
