"""Server settings: from `wildtable serve` options, or WILDTABLE_* environment variables."""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Any


def default_db() -> str:
    return os.environ.get("WILDTABLE_DB", "sqlite:///wildtable.db")


@dataclass(frozen=True, slots=True)
class Settings:
    db: str = "sqlite:///wildtable.db"
    bot_delay: float = 0.4  # seconds a bot waits before moving, so people can follow
    rate: float = 20.0  # requests a second per client address, on average
    burst: float = 60.0  # requests allowed at once per client address
    create_rate: float = 1.0  # new tables a second per client address, on average
    create_burst: float = 30.0  # new tables at once per client address
    sockets_per_address: int = 32  # websockets one client address may hold open
    idle_evict: float = 600.0  # seconds a table nobody watches stays in memory
    public_url: str | None = None  # the address invite links start with
    clock_tick: float = 0.5  # how often turn clocks are checked, in seconds
    grace: float = 60.0  # seconds a person must be gone before the others may hand over
    # Processes search bots think in; None: one fewer than the cores; 0: a thread instead.
    bot_processes: int | None = None

    @staticmethod
    def from_env(**given: Any) -> Settings:
        """Settings from WILDTABLE_* variables; `given` values win (command-line options)."""
        env = os.environ.get
        values: dict[str, Any] = {
            "db": default_db(),
            "bot_delay": float(env("WILDTABLE_BOT_DELAY", "0.4")),
            "public_url": env("WILDTABLE_PUBLIC_URL") or None,
            "grace": float(env("WILDTABLE_GRACE", "60")),
        }
        # Limits per client address, raised for a load test that runs from one address.
        for name, kind in (("create_rate", float), ("create_burst", float),
                           ("sockets_per_address", int), ("rate", float), ("burst", float)):
            text = env("WILDTABLE_" + name.upper())
            if text:
                values[name] = kind(text)
        values.update(given)
        return Settings(**values)
