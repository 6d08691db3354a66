"""Server settings: from `wildtable serve` options, or WILDTABLE_* environment variables."""

from __future__ import annotations

import os
from dataclasses import dataclass


def default_db() -> str:
    return os.environ.get("WILDTABLE_DB", "sqlite:///wildtable.db")


@dataclass(frozen=True, slots=True)
class Settings:
    db: str = "sqlite:///wildtable.db"
    bot_delay: float = 0.4  # seconds a bot waits before moving, so people can follow
    rate: float = 20.0  # requests a second per connection, on average
    burst: float = 60.0  # requests allowed at once per connection
    clock_tick: float = 0.5  # how often turn clocks are checked, in seconds
    bot_threads: int = 2  # threads bots think in (one a core here; they share the GIL)
    grace: float = 60.0  # seconds a person must be gone before the others may hand over

    @staticmethod
    def from_env() -> Settings:
        return Settings(
            db=default_db(),
            bot_delay=float(os.environ.get("WILDTABLE_BOT_DELAY", "0.4")),
            grace=float(os.environ.get("WILDTABLE_GRACE", "60")),
        )
