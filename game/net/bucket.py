"""The throttle of one device: a flood is dropped cheaply, before any parsing."""

from __future__ import annotations

import time

RATE = 30.0  # messages per second a device may send on average (a person: a few)
BURST = 60  # messages a device may send at once


class Bucket:
    """A token bucket: `rate` messages a second on average, `burst` at once."""

    def __init__(self, rate: float = RATE, burst: int = BURST) -> None:
        self.rate, self.burst = rate, float(burst)
        self.level = float(burst)
        self.stamp = time.monotonic()

    def _refill(self) -> None:
        now = time.monotonic()
        self.level = min(self.burst, self.level + (now - self.stamp) * self.rate)
        self.stamp = now

    def take(self) -> bool:
        self._refill()
        if self.level < 1:
            return False
        self.level -= 1
        return True

    def full(self) -> bool:
        self._refill()
        return self.level >= self.burst - 1
