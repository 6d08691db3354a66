"""The seeded random stream every game draws from; nothing in wildtable uses the global `random`."""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import TypeVar

from mypy_extensions import mypyc_attr

T = TypeVar("T")

_MASK = (1 << 64) - 1


# Open to subclasses written in plain Python (loaded dice in tests) even when compiled,
# where a compiled class otherwise refuses them.
@mypyc_attr(allow_interpreted_subclasses=True)
class Rng:
    """SplitMix64: its whole state is one int, so cloning a game state copies it for free.

    `below(n)` takes the 64-bit output modulo n; for the n a table game uses (< 2**16)
    the bias is under 1e-14 and cannot be seen.
    """

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise TypeError(f"seed must be an int, not {type(seed).__name__}")
        self.state = seed & _MASK

    def next64(self) -> int:
        self.state = s = (self.state + 0x9E3779B97F4A7C15) & _MASK
        s = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        s = ((s ^ (s >> 27)) * 0x94D049BB133111EB) & _MASK
        return s ^ (s >> 31)

    def below(self, n: int) -> int:
        """A uniform int in [0, n)."""
        return self.next64() % n

    def randint(self, low: int, high: int) -> int:
        """A uniform int in [low, high], both ends included."""
        return low + self.next64() % (high - low + 1)

    def die(self, sides: int = 6) -> int:
        return 1 + self.next64() % sides

    def random(self) -> float:
        return (self.next64() >> 11) / float(1 << 53)

    def choice(self, items: Sequence[T]) -> T:
        return items[self.next64() % len(items)]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher-Yates in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.next64() % (i + 1)
            items[i], items[j] = items[j], items[i]

    def spawn(self) -> Rng:
        """An independent stream derived from this one (advances this one by one step)."""
        return Rng(self.next64())

    def __reduce__(self) -> tuple[type[Rng], tuple[int]]:
        # Pickled by its seed-like state: compiled, the default way makes an Rng with no
        # seed, which __init__ refuses.
        return Rng, (self.state,)

    def clone(self) -> Rng:
        # Not Rng.__new__(Rng): compiled, that call runs __init__ and wants a seed.
        return Rng(self.state)
