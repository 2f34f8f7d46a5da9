"""A fake clock for rate-limit tests: ``sleep`` only moves ``now`` (no real waiting)."""

from __future__ import annotations


class FakeTime:
    """A clock and a sleep that only moves it; ``sleeps`` records every sleep asked for."""

    def __init__(self) -> None:
        self.now = 0.0
        self.sleeps: list[float] = []

    def clock(self) -> float:
        """The current fake time."""
        return self.now

    async def sleep(self, seconds: float) -> None:
        """Move the clock ``seconds`` forward at once."""
        self.sleeps.append(seconds)
        self.now += seconds
