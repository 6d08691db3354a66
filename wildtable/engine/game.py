"""A game's self-description and the entry points: new, parse, load, replay."""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .action import Action
from .agent import Agent
from .errors import BadNotation, BadOption, BadRecord, IllegalAction
from .record import GameRecord
from .state import State
from .tutorial import Lesson


@dataclass(frozen=True, slots=True)
class GameInfo:
    """What a game is, in one place, so that tools can check what they can handle."""

    id: str
    title: str
    min_players: int
    max_players: int
    hidden_information: bool
    chance: bool
    rulebook: str
    max_decisions: int  # a generous upper bound on decisions in one game


@dataclass(frozen=True, slots=True)
class Option:
    """A variant option: a name, a default, and either a set of choices or a range."""

    name: str
    default: Any
    help: str = ""
    choices: tuple[Any, ...] | None = None
    low: int | None = None
    high: int | None = None

    def allowed(self) -> str:
        if self.choices is not None:
            return "one of " + ", ".join(map(str, self.choices))
        if isinstance(self.default, bool):
            return "true or false"
        if self.low is not None or self.high is not None:
            return f"an integer from {self.low} to {self.high}"
        return f"a {type(self.default).__name__}"

    def coerce(self, value: Any) -> Any:
        """The value in the option's type; text from a command line is converted.

        Raises:
            BadOption: the value is not allowed.
        """
        kind = type(self.default)
        if isinstance(value, str) and kind is not str:
            text = value.strip().lower()
            try:
                if kind is bool:
                    if text not in ("true", "false", "1", "0", "yes", "no"):
                        raise ValueError(text)
                    value = text in ("true", "1", "yes")
                else:
                    value = kind(text)
            except ValueError:
                raise BadOption(f"option {self.name}={value!r}: must be {self.allowed()}") from None
        if kind is bool and not isinstance(value, bool):
            raise BadOption(f"option {self.name}={value!r}: must be {self.allowed()}")
        if kind is int and (isinstance(value, bool) or not isinstance(value, int)):
            raise BadOption(f"option {self.name}={value!r}: must be {self.allowed()}")
        if kind not in (bool, int) and not isinstance(value, kind):
            raise BadOption(f"option {self.name}={value!r}: must be {self.allowed()}")
        if self.choices is not None and value not in self.choices:
            raise BadOption(f"option {self.name}={value!r}: must be {self.allowed()}")
        if (self.low is not None and value < self.low) or (
            self.high is not None and value > self.high
        ):
            raise BadOption(f"option {self.name}={value!r}: must be {self.allowed()}")
        return value


Setup = Callable[[int, int, dict[str, Any]], State]


@dataclass(frozen=True)
class Game:
    """One registered game: its info, options and the functions its package provides."""

    info: GameInfo
    option_specs: Sequence[Option]
    setup: Setup
    state_classes: Mapping[str, type]
    heuristic: Callable[[int], Agent]
    render: Callable[[State, int | None], Any] | None = None
    describe: Callable[[State, Action], str] | None = None
    # The decision pending, in words, for the seat looking (None: a spectator): second
    # person for the seat to move ("Keep 5 of these 9: return 4 more"), third person
    # for everyone else ("P1 is choosing which cards to keep").
    prompt: Callable[[State, int | None], str] | None = None
    # A short heading that gathers like choices ("Play a creature", "Attack", "Finish").
    group: Callable[[State, Action], str] | None = None
    evaluate: Callable[[State], list[float]] | None = None  # mid-game win estimates in [0, 1]
    tutorial: Lesson | None = None  # "Learn to play": a fixed deal and its coach
    extras: Mapping[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        # Each state class learns its game, so a state can name it in records and views.
        for cls in self.state_classes.values():
            if isinstance(cls, type) and issubclass(cls, State):
                cls.game = self

    def label(self, state: State, action: Action) -> str:
        """The action in words: the game's `describe`, or its notation if it has none."""
        return self.describe(state, action) if self.describe is not None else str(action)

    def ask(self, state: State, seat: int | None) -> str:
        """The decision pending in words for `seat`; "" when the game gives none."""
        return self.prompt(state, seat) if self.prompt is not None else ""

    def heading(self, state: State, action: Action) -> str:
        """The group an action is shown under; "" when the game gives none."""
        return self.group(state, action) if self.group is not None else ""

    @property
    def id(self) -> str:
        return self.info.id

    @property
    def seats(self) -> range:
        return range(self.info.min_players, self.info.max_players + 1)

    @property
    def options(self) -> dict[str, Any]:
        """Every variant option with its default."""
        return {o.name: o.default for o in self.option_specs}

    def check_options(self, players: int, options: Mapping[str, Any]) -> dict[str, Any]:
        """Options completed with defaults and checked.

        Raises:
            BadOption: an unknown option, a bad value, or a player count out of range.
        """
        if isinstance(players, bool) or not isinstance(players, int) or players not in self.seats:
            raise BadOption(
                f"{self.id} is for {self.seats.start}–{self.seats.stop - 1} players, "
                f"not {players!r}"
            )
        specs = {o.name: o for o in self.option_specs}
        unknown = sorted(set(options) - set(specs))
        if unknown:
            allowed = ", ".join(f"{o.name} ({o.allowed()})" for o in self.option_specs) or "none"
            raise BadOption(f"{self.id} has no option {', '.join(unknown)}; options: {allowed}")
        return {name: spec.coerce(options.get(name, spec.default)) for name, spec in specs.items()}

    def new(self, players: int, seed: int, **options: Any) -> State:
        """A new game.

        Raises:
            BadOption: see `check_options`.
            TypeError: the seed is not an int.
        """
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise TypeError(f"seed must be an int, not {type(seed).__name__}")
        return self.setup(players, seed, self.check_options(players, options))

    def parse(self, state: State, text: str) -> Action:
        """The legal action whose notation is `text` (spaces are normalised).

        Raises:
            BadNotation: no legal action has that notation.
        """
        wanted = " ".join(text.split())
        legal = state.legal_actions()
        for a in legal:
            if str(a) == wanted:
                return a
        if state.is_over:
            raise BadNotation(f"{wanted!r}: the game is over")
        raise BadNotation(
            f"{wanted!r} is not a legal action now; legal: " + ", ".join(map(str, legal))
        )

    def load(self, text: str) -> State:
        """A state saved with `State.to_json`.

        Raises:
            BadRecord: the text is not a saved state of this game.
        """
        try:
            data = json.loads(text)
        except json.JSONDecodeError as e:
            raise BadRecord(f"saved state is not valid JSON: {e}") from None
        if not isinstance(data, dict) or data.get("game") != self.id:
            raise BadRecord(f"not a saved {self.id} state")
        classes = dict(self.state_classes)
        state_cls = classes.get(data.get("__class__", ""))
        if state_cls is None or not issubclass(state_cls, State):
            raise BadRecord(f"saved state names an unknown class {data.get('__class__')!r}")
        return state_cls.from_data(data, classes)

    def replay(self, record: GameRecord, upto: int | None = None) -> State:
        """Rebuild the state after the record's first `upto` actions (all by default).

        Raises:
            BadRecord: the record is for another game, or an action is not legal.
        """
        if record.game != self.id:
            raise BadRecord(f"record is for {record.game!r}, not {self.id!r}")
        try:
            state = self.new(record.players, record.seed, **record.options)
        except (BadOption, TypeError) as e:
            raise BadRecord(f"record cannot start a game: {e}") from None
        for i, text in enumerate(record.actions[:upto]):
            try:
                state.apply(self.parse(state, text))
            except IllegalAction as e:
                raise BadRecord(f"record action {i + 1} ({text!r}): {e}") from None
        return state
