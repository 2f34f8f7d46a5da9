"""Login throttling for the review console: lockout per account and per client address.

After ``max_failures`` failed logins in a row a key (an account name or a client
address) is locked for ``lockout`` seconds; each further lockout of the same key
doubles the interval, up to ``max_lockout``. A key's history is forgotten ``forget``
seconds after its last failure, and after a successful login. The table is bounded:
the least recently failed keys are dropped first.
"""

from __future__ import annotations

import math
import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from warrantguard.guard._errors import ConfigurationError

__all__ = ["LoginThrottle", "wait_text"]


@dataclass
class _Record:
    failures: int = 0
    lockouts: int = 0
    locked_until: float = 0.0
    last_failure: float = 0.0


class LoginThrottle:
    """Counts failed logins per key and says how long a key stays locked."""

    def __init__(self, *, max_failures: int = 5, lockout: float = 30.0,
                 max_lockout: float = 3600.0, forget: float = 24 * 3600.0,
                 max_keys: int = 10_000, clock: Callable[[], float] = time.monotonic) -> None:
        if max_failures < 1 or lockout <= 0 or max_lockout < lockout or max_keys < 1:
            raise ConfigurationError("login throttle: max_failures and lockout must be positive "
                                     "and max_lockout at least lockout")
        self.max_failures, self.lockout, self.max_lockout = max_failures, lockout, max_lockout
        self.forget, self.max_keys, self.clock = forget, max_keys, clock
        self._records: OrderedDict[str, _Record] = OrderedDict()
        self._lock = threading.Lock()

    def locked_for(self, keys: Iterable[str]) -> float:
        """Seconds until every key in ``keys`` may try again (0: none is locked)."""
        now = self.clock()
        with self._lock:
            waits = [r.locked_until - now for r in map(self._records.get, keys) if r is not None]
        return max([0.0, *waits])

    def failure(self, keys: Iterable[str]) -> float:
        """Record a failed login for each key; the seconds of lockout it started (or 0)."""
        now, started = self.clock(), 0.0
        with self._lock:
            for key in keys:
                started = max(started, self._fail(key, now))
        return started

    def _fail(self, key: str, now: float) -> float:
        record = self._records.pop(key, None)
        if record is None or now - record.last_failure >= self.forget:
            record = _Record()
        while len(self._records) >= self.max_keys:
            self._records.popitem(last=False)
        self._records[key] = record
        record.failures, record.last_failure = record.failures + 1, now
        if record.failures < self.max_failures:
            return 0.0
        interval = min(self.max_lockout, self.lockout * 2.0 ** min(record.lockouts, 30))
        record.failures, record.lockouts = 0, record.lockouts + 1
        record.locked_until = now + interval
        return interval

    def success(self, keys: Iterable[str]) -> None:
        """A successful login: forget the keys' failures."""
        with self._lock:
            for key in keys:
                self._records.pop(key, None)


def wait_text(seconds: float) -> str:
    """``seconds`` for a person: "30 seconds", "2 minutes", "1 hour"."""
    if seconds < 90:
        n, unit = max(1, math.ceil(seconds)), "second"
    elif seconds < 90 * 60:
        n, unit = math.ceil(seconds / 60), "minute"
    else:
        n, unit = math.ceil(seconds / 3600), "hour"
    return f"{n} {unit}{'' if n == 1 else 's'}"
