"""Actions: small frozen values whose notation round-trips through `Game.parse`."""

from __future__ import annotations

from dataclasses import dataclass

from .errors import BadNotation

Arg = int | str


@dataclass(frozen=True, slots=True)
class Action:
    """One atomic decision: a verb and a few ids or plain values.

    The notation is the verb followed by the arguments, separated by spaces,
    e.g. ``Action("play", (17,))`` is ``"play 17"``.
    """

    verb: str
    args: tuple[Arg, ...] = ()

    def __reduce__(self) -> tuple[type[Action], tuple[str, tuple[Arg, ...]]]:
        # Compiled by mypyc, a frozen dataclass cannot be unpickled field by field.
        return Action, (self.verb, self.args)

    def __str__(self) -> str:
        if not self.args:
            return self.verb
        return self.verb + " " + " ".join(map(str, self.args))

    @staticmethod
    def from_notation(text: str) -> Action:
        """Read a notation back into an Action.

        Raises:
            BadNotation: the text is empty.
        """
        parts = text.split()
        if not parts:
            raise BadNotation("empty action notation")
        args: tuple[Arg, ...] = tuple(
            int(p) if p.lstrip("-").isdigit() else p for p in parts[1:]
        )
        return Action(parts[0], args)


def act(verb: str, *args: Arg) -> Action:
    """Shorthand used by rules modules: ``act("play", 17)``."""
    return Action(verb, args)
