"""Credentials are guarded like passwords: one throttle and lockout, and no weak secret at start-up.

Every path that checks a secret goes through a :class:`CredentialThrottle`: the review
console's login form, its ``Authorization: Bearer`` token (pages and ``/metrics``), and the
proxy's client keys. The sequence is the same everywhere (:meth:`CredentialThrottle.admit`
before the secret is looked at, :meth:`CredentialThrottle.record` after):

* failures are counted per key: the client address (``address:<ip>``) always, the account
  name (``account:<name>``) where one was given;
* after ``max_failures`` failures a key is locked for ``lockout`` seconds, doubling with each
  further lockout up to ``max_lockout``;
* while a key is locked nothing is checked: the right secret is refused too
  (:class:`CredentialsLocked`, answered with 429 and ``Retry-After``);
* a success forgets the failures of the account it proved, never those of the address (a
  client holding one valid key cannot reset its count between guesses at others);
* a key's history is forgotten ``forget`` seconds after its last failure; at most ``max_keys``
  keys are remembered (the least recently failed dropped first): memory is bounded.

:func:`check_secret` refuses, at start-up, a token or key a throttle cannot make safe: fewer
than :data:`MIN_SECRET_CHARS` characters, fewer than :data:`MIN_DISTINCT_CHARS` distinct ones,
or under :data:`MIN_SECRET_BITS` bits by its length and alphabet (a 4-digit token fell to 1,235
guesses in 1.3 s when Bearer guesses were not counted).
"""

from __future__ import annotations

import math
import string
import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from warrantguard.guard import ConfigurationError, WarrantguardError

__all__ = ["MIN_DISTINCT_CHARS", "MIN_SECRET_BITS", "MIN_SECRET_CHARS", "CredentialThrottle", "CredentialsLocked",
           "LoginThrottle",
           "address_key", "check_secret", "wait_text"]

MIN_SECRET_CHARS = 16
MIN_DISTINCT_CHARS = 8
MIN_SECRET_BITS = 64
_ALPHABETS = (string.digits, string.ascii_lowercase, string.ascii_uppercase)


class CredentialsLocked(WarrantguardError):
    """Too many failed credentials from this client: refused without a check for ``seconds``."""

    def __init__(self, seconds: float) -> None:
        super().__init__(f"too many failed credentials: locked for {wait_text(seconds)}")
        self.seconds = seconds

    @property
    def retry_after(self) -> str:
        """The ``Retry-After`` header's value (whole seconds, at least 1)."""
        return str(max(1, math.ceil(self.seconds)))


@dataclass
class _Record:
    failures: int = 0
    lockouts: int = 0
    locked_until: float = 0.0
    last_failure: float = 0.0


class CredentialThrottle:
    """Counts failed credentials per key and says how long a key stays locked (see the module)."""

    def __init__(self, *, max_failures: int = 5, lockout: float = 30.0,
                 max_lockout: float = 3600.0, forget: float = 24 * 3600.0,
                 max_keys: int = 10_000, clock: Callable[[], float] = time.monotonic) -> None:
        if max_failures < 1 or lockout <= 0 or max_lockout < lockout or max_keys < 1:
            raise ConfigurationError("credential throttle: max_failures and lockout must be positive "
                                     "and max_lockout at least lockout")
        self.max_failures, self.lockout, self.max_lockout = max_failures, lockout, max_lockout
        self.forget, self.max_keys, self.clock = forget, max_keys, clock
        self._records: OrderedDict[str, _Record] = OrderedDict()
        self._lock = threading.Lock()

    def admit(self, keys: Iterable[str]) -> None:
        """Raise :class:`CredentialsLocked` while any of ``keys`` is locked (before any check)."""
        wait = self.locked_for(keys)
        if wait > 0:
            raise CredentialsLocked(wait)

    def record(self, keys: Iterable[str], ok: bool, *, proven: Iterable[str] = ()) -> None:
        """After a check: a failure counts for every key (raising :class:`CredentialsLocked`
        when it starts a lockout); a success forgets the failures of the ``proven`` keys."""
        if ok:
            self.success(proven)
            return
        started = self.failure(keys)
        if started > 0:
            raise CredentialsLocked(started)

    def locked_for(self, keys: Iterable[str]) -> float:
        """Seconds until every key in ``keys`` may try again (0: none is locked)."""
        now = self.clock()
        with self._lock:
            waits = [r.locked_until - now for r in map(self._records.get, keys) if r is not None]
        return max([0.0, *waits])

    def failure(self, keys: Iterable[str]) -> float:
        """Record a failure for each key; the seconds of lockout it started (or 0)."""
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
        """Forget the failures of ``keys``."""
        with self._lock:
            for key in keys:
                self._records.pop(key, None)


#: The console's earlier name for the throttle.
LoginThrottle = CredentialThrottle


def address_key(host: str | None) -> str:
    """The throttle key of a client address (``address:unknown`` when the server gives none)."""
    return f"address:{(host or 'unknown')[:64]}"


def check_secret(secret: str, what: str) -> None:
    """Raise :class:`ConfigurationError` naming ``what`` (never the secret) when it is weak."""
    problem = _weakness(secret)
    if problem is not None:
        raise ConfigurationError(f"{what} is too weak ({problem}): use at least {MIN_SECRET_CHARS} random "
                                 f"characters, e.g. python -c 'import secrets; print(secrets.token_urlsafe(32))'")


def _weakness(secret: str) -> str | None:
    if len(secret) < MIN_SECRET_CHARS:
        return f"{len(secret)} characters"
    if len(set(secret)) < MIN_DISTINCT_CHARS:
        return f"only {len(set(secret))} distinct characters"
    pool = sum(len(a) for a in _ALPHABETS if any(c in a for c in secret))
    pool += 33 if any(not any(c in a for a in _ALPHABETS) for c in secret) else 0
    bits = len(secret) * math.log2(max(pool, 2))
    return f"about {bits:.0f} bits" if bits < MIN_SECRET_BITS else None


def wait_text(seconds: float) -> str:
    """``seconds`` for a person: "30 seconds", "2 minutes", "1 hour"."""
    if seconds < 90:
        n, unit = max(1, math.ceil(seconds)), "second"
    elif seconds < 90 * 60:
        n, unit = math.ceil(seconds / 60), "minute"
    else:
        n, unit = math.ceil(seconds / 3600), "hour"
    return f"{n} {unit}{'' if n == 1 else 's'}"
