"""A token bucket shared by every instance through Redis, with an in-process fallback.

The bucket lives in one Redis hash (``level``, ``stamp``) and changes only inside one Lua
script, so concurrent instances never read and write it apart. The script reads the time
from Redis (``TIME``): the instances' clocks do not matter. It refills the bucket (``per_minute``
a minute, at most a minute's worth banked), then takes the units asked for:

* when they are there, at once (wait 0);
* when the bucket would stay above ``-horizon`` seconds of refill, it takes them anyway and
  returns the wait until they are refilled (the caller sleeps that long, then sends: a
  reservation, so waiters are served in the order they asked);
* otherwise it takes nothing and returns how long until a reservation is possible (the
  caller sleeps and asks again; the whole wait is bounded by ``max_wait``).

So in any window of ``T`` seconds at most ``per_minute`` (the banked burst) plus ``T`` seconds
of refill are sent, whichever instance sends them. A cancelled waiter gives its reservation
back. ``adjust`` charges (or gives back) the difference once a call's true usage is known.

**When Redis is down or slow** (no reply within the link's timeout, 1 s by default), the bucket
falls back to an in-process :class:`~warrantguard.models.TokenBucket` at this instance's share,
``per_minute / instances``, starting empty and owing what this instance had reserved ahead: with
``instances`` set to the number of replicas the total stays at the limit. The failure is counted
(``on_error("ratelimit")``: the
``warrantguard_shared_backend_errors_total{backend="redis",part="ratelimit"}`` counter in
``serve``) and logged, at most once a minute (the URL's credentials redacted). Redis is tried
again at most every ``probe_every`` seconds, one call at a time, and used as soon as it answers.
A bucket starts full, but one that vanished (a restarted Redis keeps nothing) starts empty when
an instance that used it finds it gone: a restart adds no burst. At most ``IN_FLIGHT`` script
calls per bucket are in flight at once; the others wait their turn in process (waiting for a
connection is not a failure of Redis).
"""

from __future__ import annotations

import asyncio
import logging
import math
import time
import weakref
from collections.abc import Awaitable, Callable
from typing import Any

from warrantguard.extras.redis import redis_errors
from warrantguard.guard import ConfigurationError, ProviderError
from warrantguard.models._ratelimit import RateLimiter, TokenBucket
from warrantguard.models._redis_link import ErrorSink, RedisLink

__all__ = ["RateLimitWaitError", "RedisTokenBucket", "shared_rate_limiter"]

log = logging.getLogger("warrantguard.redis")
PART = "ratelimit"
DEFAULT_PREFIX = "wg:ratelimit:"
#: Seconds the limiter's own link gives Redis to connect and to reply (a busy event loop reads a
#: reply late: a shorter timeout would take a loaded replica's lag for a slow Redis and fall back).
DEFAULT_TIMEOUT = 1.0
#: Script calls in flight at once per bucket and event loop; the others wait their turn here, not
#: in the connection pool (whose wait would count as a failure of Redis).
IN_FLIGHT = 8
WARN_EVERY = 60.0  # seconds between two fall-back warnings of one bucket
_MAX_TRIES = 10_000

# KEYS[1] the bucket; ARGV: capacity, refill per second, amount, horizon (s), mode ("take" or "adjust"),
# the level a missing bucket starts at (full on first use; empty once this instance has used it).
# Returns {granted (1/0), wait in seconds as a string (Lua numbers come back as integers)}.
TOKEN_BUCKET_LUA = """
local t = redis.call('TIME')
local now = tonumber(t[1]) + tonumber(t[2]) / 1000000
local capacity, rate = tonumber(ARGV[1]), tonumber(ARGV[2])
local amount, horizon = tonumber(ARGV[3]), tonumber(ARGV[4])
local state = redis.call('HMGET', KEYS[1], 'level', 'stamp')
local level, stamp = tonumber(state[1]), tonumber(state[2])
if level == nil or stamp == nil then level, stamp = math.min(capacity, tonumber(ARGV[6])), now end
if now > stamp then level = math.min(capacity, level + (now - stamp) * rate) else now = stamp end
local granted, wait = 1, 0
if ARGV[5] == 'adjust' then
  level = math.min(capacity, level - amount)
elseif level - amount >= -rate * horizon then
  if level < amount then wait = (amount - level) / rate end
  level = level - amount
else
  granted = 0
  wait = (amount - level) / rate - horizon
end
redis.call('HSET', KEYS[1], 'level', tostring(level), 'stamp', tostring(now))
redis.call('EXPIRE', KEYS[1], math.ceil(capacity / rate + horizon) + 60)
return {granted, tostring(wait)}
"""


class RateLimitWaitError(ProviderError):
    """A call would have waited longer than the rate limiter's ``max_wait`` for its turn."""


class RedisTokenBucket:
    """``per_minute`` units a minute under the Redis key ``key``, shared by every instance using it.

    ``link`` is the :class:`~warrantguard.models.RedisLink` (or a URL: a link of its own, with
    ``on_error``); ``instances`` the number of replicas sharing the limit (the fallback's share);
    ``horizon`` how far ahead (seconds) a waiter may reserve; ``max_wait`` the longest one
    ``acquire`` waits (then :class:`RateLimitWaitError`); ``probe_every`` how often Redis is tried
    again while it is down; ``burst`` the most units banked (default a minute's worth,
    ``per_minute``). ``clock`` and ``sleep`` are injectable for tests (the bucket's own time is
    Redis's).
    """

    def __init__(self, link: RedisLink | str, key: str, per_minute: float, *, instances: int = 1,
                 horizon: float = 10.0, max_wait: float = 600.0, probe_every: float = 5.0,
                 burst: float | None = None, on_error: ErrorSink | None = None, timeout: float = DEFAULT_TIMEOUT,
                 clock: Callable[[], float] = time.monotonic,
                 sleep: Callable[[float], Awaitable[Any]] = asyncio.sleep) -> None:
        if not per_minute > 0 or not math.isfinite(per_minute):
            raise ConfigurationError(f"a rate limit must be positive, got {per_minute!r}")
        if int(instances) < 1:
            raise ConfigurationError(f"instances must be at least 1, got {instances!r}")
        self.link = link if isinstance(link, RedisLink) else RedisLink(link, timeout=timeout, on_error=on_error)
        if burst is not None and not (burst > 0 and math.isfinite(burst)):
            raise ConfigurationError(f"a burst must be positive, got {burst!r}")
        self.key, self.rate = key, float(per_minute) / 60.0
        self.capacity = float(burst if burst is not None else per_minute)
        self.instances, self.horizon, self.max_wait = int(instances), max(0.0, horizon), max_wait
        self.probe_every = probe_every
        self.fallback = TokenBucket(per_minute / self.instances, burst=self.capacity / self.instances,
                                    clock=clock, sleep=sleep)
        self._clock, self._sleep = clock, sleep
        self._down_until: float | None = None  # while Redis is down: when to try it again
        self._warned_at = -math.inf
        self._reserved = 0.0  # units this instance reserved and has not sent yet (its waiters sleep)
        self._used = False  # once it has, a missing bucket (Redis restarted, no persistence) starts empty
        self._scripts: dict[int, Any] = {}
        self._refunds: set[asyncio.Task[None]] = set()
        self._gates: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, asyncio.Semaphore] = \
            weakref.WeakKeyDictionary()

    @property
    def shared(self) -> bool:
        """Whether the last call reached Redis (``False``: counting in this process)."""
        return self._down_until is None

    async def reserve(self, amount: float) -> tuple[bool, float]:
        """One run of the script (Redis errors raise): whether ``amount`` was taken, and the wait
        (granted: until the units are there; not granted: until a reservation is possible)."""
        granted, wait = await self._run("take", min(max(0.0, float(amount)), self.capacity))
        return bool(int(granted)), float(wait)

    async def acquire(self, amount: float = 1.0) -> float:
        """Take ``amount`` units, waiting as needed (at most ``max_wait``); the seconds waited."""
        need = min(max(0.0, float(amount)), self.capacity)
        if need == 0:  # nothing to take (a request with no tokens): no round trip
            return 0.0
        waited = 0.0
        for _ in range(_MAX_TRIES):
            step = await self._try("take", need)
            if step is None:  # Redis down or slow: this instance's share, counted here
                return waited + await self.fallback.acquire(need)
            granted, wait = step
            if waited + wait > self.max_wait:
                if granted:
                    self._refund(need)
                raise RateLimitWaitError(f"rate limit: more than {self.max_wait:g} s to wait for a turn")
            if wait > 0:
                await self._wait(wait, need if granted else 0.0)
                waited += wait
            if granted:
                return waited
        raise RateLimitWaitError("rate limit: gave up waiting")  # pragma: no cover - bounded by max_wait

    async def adjust(self, extra: float) -> None:
        """Charge ``extra`` more units (negative: give some back) once the true amount is known."""
        if extra and await self._try("adjust", float(extra)) is None:
            self.fallback.settle(extra)

    settle = adjust

    async def aclose(self) -> None:
        """Wait for pending give-backs; close the link's client of this event loop."""
        if self._refunds:
            await asyncio.gather(*self._refunds, return_exceptions=True)
        await self.link.aclose()

    async def _run(self, mode: str, amount: float) -> tuple[Any, Any]:
        client = self.link.client()
        script = self._scripts.get(id(client))
        if script is None:  # EVALSHA, loading the script once when Redis does not know it
            script = self._scripts[id(client)] = client.register_script(TOKEN_BUCKET_LUA)
        args = (self.capacity, self.rate, amount, self.horizon, mode, 0.0 if self._used else self.capacity)
        async with asyncio.timeout(2 * self.link.timeout):
            granted, wait = await script(keys=[self.key], args=args)
        self._used = True
        return granted, wait

    def _gate(self) -> asyncio.Semaphore:
        """The running event loop's limit on script calls in flight (a semaphore belongs to one loop)."""
        loop = asyncio.get_running_loop()
        gate = self._gates.get(loop)
        if gate is None:
            gate = self._gates[loop] = asyncio.Semaphore(IN_FLIGHT)
        return gate

    async def _try(self, mode: str, amount: float) -> tuple[bool, float] | None:
        """The script's answer, or ``None`` while Redis is down (tried again every ``probe_every`` s)."""
        until = self._down_until
        probe = until is not None
        if until is not None:
            if self._clock() < until:
                return None
            self._down_until = self._clock() + self.probe_every  # one probe at a time
        failures: tuple[type[BaseException], ...] = (*redis_errors(), ValueError, TypeError)  # or a reply not ours
        async with self._gate():
            if self._down_until is not None and not probe:  # it went down while this call waited its turn
                return None
            try:
                granted, wait = await self._run(mode, amount)
            except failures as exc:
                self._failed(exc)
                return None
        if self._down_until is not None:
            self._down_until = None
            log.info("warrantguard: Redis at %s answers again: the rate limit %s is shared again",
                     self.link.where, self.key)
        return bool(int(granted)), float(wait)

    def _failed(self, exc: BaseException) -> None:
        first = self._down_until is None
        self._down_until = self._clock() + self.probe_every
        self.link.degraded(PART, exc)
        if first:  # the share starts empty: what Redis already let through may be this minute's burst
            self.fallback.drain(self._reserved)  # and owes what this instance reserved ahead
        if first and self._clock() - self._warned_at >= WARN_EVERY:  # a flapping Redis: one a minute
            self._warned_at = self._clock()
            log.warning("warrantguard: the rate limit %s falls back to this process's share, %g a minute "
                        "(1/%d of %g), until Redis at %s answers (tried every %g s)", self.key,
                        self.capacity / self.instances, self.instances, self.capacity, self.link.where,
                        self.probe_every)

    async def _wait(self, seconds: float, reserved: float) -> None:
        """Sleep; a reservation is given back when the waiter is cancelled."""
        self._reserved += reserved
        try:
            await self._sleep(seconds)
        except asyncio.CancelledError:
            if reserved:
                self._refund(reserved)
            raise
        finally:
            self._reserved -= reserved

    def _refund(self, amount: float) -> None:
        task = asyncio.get_running_loop().create_task(self.adjust(-amount))
        self._refunds.add(task)
        task.add_done_callback(self._refunds.discard)


def shared_rate_limiter(link: RedisLink | str, rpm: float | None = None, tpm: float | None = None, *,
                        name: str = "default", prefix: str = DEFAULT_PREFIX, instances: int = 1,
                        timeout: float = DEFAULT_TIMEOUT, on_error: ErrorSink | None = None,
                        burst: float | None = None, **options: Any) -> RateLimiter:
    """A :class:`RateLimiter` whose buckets live in Redis under ``<prefix><name>:rpm`` and ``:tpm``
    (one link for both; ``burst`` bounds the requests banked; ``options`` go to each
    :class:`RedisTokenBucket`)."""
    if not isinstance(link, RedisLink):
        link = RedisLink(link, timeout=timeout, on_error=on_error)
    requests = RedisTokenBucket(link, f"{prefix}{name}:rpm", rpm, instances=instances, burst=burst,
                                **options) if rpm else None
    tokens = RedisTokenBucket(link, f"{prefix}{name}:tpm", tpm, instances=instances, **options) if tpm else None
    return RateLimiter(requests=requests, tokens=tokens)
