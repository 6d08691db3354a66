"""The errors every part of wildtable raises; all are ValueErrors so callers can catch one type."""


class WildtableError(ValueError):
    """Base of every error wildtable raises on bad input."""


class IllegalAction(WildtableError):
    """An action that is not legal in the current state; the message says what is allowed."""


class BadNotation(IllegalAction):
    """Text that names no legal action."""


class BadOption(WildtableError):
    """An unknown game option, a value out of range, or a bad player count."""


class BadRecord(WildtableError):
    """A game record or saved state that cannot be read back."""


class UnknownGame(WildtableError):
    """A game id that is not registered."""
