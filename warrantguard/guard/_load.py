"""How busy this process is: the share of one core its threads used over the last window.

Monitor mode promises that the client is never delayed, but background certificates in the
caller's process take its CPU. When the process is already near a full core, every certificate
started queues the app's own requests behind it. With ``configure_monitor(max_load=…)`` the
runner sheds new background certificates while the process's CPU share is above that bound:
they are dropped and counted (``monitor_dropped``), as when its queue is full. The share is
``time.process_time()`` over wall time, sampled at most once a ``window``: no thread, no task,
nothing to stop. It counts the certificates' own CPU too, so shedding regulates itself.
"""

from __future__ import annotations

import time
from collections.abc import Callable

__all__ = ["ProcessLoad"]


class ProcessLoad:
    """The process's CPU share over the last complete ``window`` seconds (1.0 = one core busy)."""

    def __init__(self, window: float = 0.5, cpu: Callable[[], float] = time.process_time,
                 wall: Callable[[], float] = time.perf_counter) -> None:
        self.window, self._cpu, self._wall = window, cpu, wall
        self._since, self._cpu_since, self._share = wall(), cpu(), 0.0

    def share(self) -> float:
        """The share measured over the last window that ended (0.0 before the first one ends)."""
        now = self._wall()
        if now - self._since >= self.window:
            cpu = self._cpu()
            self._share = max(0.0, (cpu - self._cpu_since) / (now - self._since))
            self._since, self._cpu_since = now, cpu
        return self._share
