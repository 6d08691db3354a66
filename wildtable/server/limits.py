"""Per-connection rate limits and the size limits of requests and messages."""

from __future__ import annotations

import time
from collections import OrderedDict

MAX_BODY = 16 * 1024  # bytes of an HTTP request body; the largest real request is < 2 KiB
MAX_WS_MESSAGE = 4 * 1024  # characters of one websocket message


class Bucket:
    """A token bucket: `rate` requests a second on average, bursts of up to `burst`."""

    __slots__ = ("burst", "level", "rate", "stamp")

    def __init__(self, rate: float, burst: float) -> None:
        self.rate = rate
        self.burst = burst
        self.level = burst
        self.stamp = time.monotonic()

    def take(self) -> bool:
        now = time.monotonic()
        self.level = min(self.burst, self.level + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.level >= 1.0:
            self.level -= 1.0
            return True
        return False


class Buckets:
    """One bucket per connection key (client address and port), the oldest forgotten first."""

    def __init__(self, rate: float, burst: float, keep: int = 10_000) -> None:
        self.rate = rate
        self.burst = burst
        self.keep = keep
        self._buckets: OrderedDict[str, Bucket] = OrderedDict()

    def take(self, key: str) -> bool:
        b = self._buckets.get(key)
        if b is None:
            b = self._buckets[key] = Bucket(self.rate, self.burst)
            if len(self._buckets) > self.keep:
                self._buckets.popitem(last=False)
        else:
            self._buckets.move_to_end(key)
        return b.take()
