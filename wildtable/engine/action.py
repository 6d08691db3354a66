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

    # Written out, not left to @dataclass: the methods dataclasses generates at import are
    # plain Python even in the compiled build, and every decision makes actions and tests
    # `action in legal`. They mean what the generated ones mean (fields set through
    # object.__setattr__ as a frozen class must; equal with the same class, verb and args;
    # the hash of the field tuple), so sets and dicts of actions keep their order.
    def __init__(self, verb: str, args: tuple[Arg, ...] = ()) -> None:
        object.__setattr__(self, "verb", verb)
        object.__setattr__(self, "args", args)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Action):
            return NotImplemented
        return self.verb == other.verb and self.args == other.args

    def __hash__(self) -> int:
        return hash((self.verb, self.args))

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
