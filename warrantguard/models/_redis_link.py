"""The connection behind the Redis backends: a client per event loop, a timeout on every call, and
degradation instead of failure.

Every call goes through :meth:`RedisLink.run`: it is bounded (the sockets' connect and read
timeouts, a bounded pool, and an overall deadline on top), and any error makes it return the
caller's default (a miss, a no-op, "compute it yourself") instead of raising. Each such error is
reported to ``on_error(part)`` (the proxy wires it to ``SharedBackendErrors(registry).error``) and logged as
a warning at most once per ``warn_every`` seconds. The URL's credentials never appear in a
message: :func:`redact_url` keeps only the scheme, host, port and database.
"""

from __future__ import annotations

import asyncio
import logging
import time
import urllib.parse
import weakref
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

from warrantguard.extras.redis import redis_asyncio
from warrantguard.guard import ConfigurationError

__all__ = ["DEFAULT_TIMEOUT", "URL_ENV", "ErrorSink", "RedisLink", "redact_url"]

T = TypeVar("T")
ErrorSink = Callable[[str], None]
URL_ENV = "WARRANTGUARD_REDIS_URL"
DEFAULT_TIMEOUT = 0.25
DEFAULT_QUEUE_TIMEOUT = 5.0  # the longest a caller queues in process for one of the pool's connections
_SCHEMES = ("redis", "rediss", "unix")
_MAX_LOOPS = 8  # clients kept for distinct event loops (sync calls run a loop each)
log = logging.getLogger("warrantguard.redis")


def redact_url(url: str) -> str:
    """``redis://***@host:port/db``: the URL without user, password or query (which may hold one)."""
    try:
        parts = urllib.parse.urlsplit(str(url))
        host = parts.netloc.rpartition("@")[2]
        user = "***@" if "@" in parts.netloc else ""
        return urllib.parse.urlunsplit((parts.scheme, user + host, parts.path, "", ""))
    except ValueError:
        return "<an unparseable Redis URL>"


class RedisLink:
    """A Redis URL made safe to call: ``run(part, op, default)`` never raises, never hangs.

    ``timeout`` bounds connecting and each reply (seconds); ``max_connections`` bounds the pool of
    each event loop. Callers beyond it queue in process for a connection, at most ``queue_timeout``
    seconds (a crowd of callers on a busy replica is not Redis failing; a queue that never moves
    degrades like a failure)."""

    def __init__(self, url: str, *, timeout: float = DEFAULT_TIMEOUT, max_connections: int = 64,
                 on_error: ErrorSink | None = None, warn_every: float = 60.0,
                 queue_timeout: float = DEFAULT_QUEUE_TIMEOUT) -> None:
        if not isinstance(url, str) or urllib.parse.urlsplit(url).scheme not in _SCHEMES:
            raise ConfigurationError(f"not a Redis URL: {redact_url(str(url))} (expected redis://host:port/db)")
        if not 0 < timeout <= 60:
            raise ConfigurationError(f"Redis timeout must be within (0, 60] seconds, got {timeout}")
        self._url = url
        self.where = redact_url(url)
        self.timeout = float(timeout)
        self.max_connections = max(1, int(max_connections))
        self.queue_timeout = max(0.0, float(queue_timeout))
        self._gates: dict[int, tuple[weakref.ref[asyncio.AbstractEventLoop], asyncio.Semaphore]] = {}
        self.on_error = on_error
        self.warn_every = warn_every
        self.errors = 0
        self._warned_at = float("-inf")
        self._secrets = _secrets(url)
        self._clients: dict[int, tuple[weakref.ref[asyncio.AbstractEventLoop], Any]] = {}
        self._pool()  # a malformed URL fails here, not at the first call

    def __repr__(self) -> str:
        return f"RedisLink({self.where!r})"

    def _pool(self) -> Any:
        try:
            return redis_asyncio().BlockingConnectionPool.from_url(
                self._url, max_connections=self.max_connections, timeout=self.timeout,
                socket_timeout=self.timeout, socket_connect_timeout=self.timeout)
        except (ValueError, TypeError) as exc:
            raise ConfigurationError(f"bad Redis URL {self.where}: {self.scrub(str(exc))}") from None

    def client(self) -> Any:
        """The running event loop's client (created on first use; closed loops' clients dropped)."""
        loop = asyncio.get_running_loop()
        found = self._clients.get(id(loop))
        if found is not None and found[0]() is loop:
            return found[1]
        for key, (ref, _) in list(self._clients.items()):
            alive = ref()
            if alive is None or alive.is_closed() or len(self._clients) >= _MAX_LOOPS:
                del self._clients[key]
        client = redis_asyncio().Redis(connection_pool=self._pool())
        self._clients[id(loop)] = (weakref.ref(loop), client)
        return client

    async def run(self, part: str, op: Callable[[Any], Awaitable[T]], default: T) -> T:
        """``await op(client)``, or ``default`` after any error, ``3 × timeout`` once a connection
        is free, or ``queue_timeout`` waiting for one (each reported as ``part``)."""
        gate = self._gate()
        try:
            async with asyncio.timeout(self.queue_timeout):
                await gate.acquire()
        except TimeoutError as exc:
            self.degraded(part, exc)
            return default
        try:
            async with asyncio.timeout(3 * self.timeout):
                return await op(self.client())
        except Exception as exc:  # down, slow, refused, a bad reply: the backend degrades to none
            self.degraded(part, exc)
            return default
        finally:
            gate.release()

    def _gate(self) -> asyncio.Semaphore:
        """The running loop's gate: ``max_connections`` callers at a time, so the pool always has one free."""
        loop = asyncio.get_running_loop()
        found = self._gates.get(id(loop))
        if found is not None and found[0]() is loop:
            return found[1]
        for key, (ref, _) in list(self._gates.items()):
            if ref() is None or len(self._gates) >= _MAX_LOOPS:
                del self._gates[key]
        gate = asyncio.Semaphore(self.max_connections)
        self._gates[id(loop)] = (weakref.ref(loop), gate)
        return gate

    def degraded(self, part: str, exc: BaseException) -> None:
        """Count one failed call (``on_error(part)``) and warn, at most once per ``warn_every`` s."""
        self.errors += 1
        if self.on_error is not None:
            try:
                self.on_error(part)
            except Exception:  # telemetry never breaks a call
                log.debug("the Redis error sink failed", exc_info=True)
        now = time.monotonic()
        if now - self._warned_at >= self.warn_every:
            self._warned_at = now
            log.warning("warrantguard: Redis at %s unavailable for the %s (%s: %s); degrading to none, "
                        "requests go on", self.where, part, type(exc).__name__, self.scrub(str(exc))[:300])

    def scrub(self, text: str) -> str:
        """``text`` with the URL's credentials replaced by ``***``."""
        for secret in self._secrets:
            text = text.replace(secret, "***")
        return text

    async def aclose(self) -> None:
        """Close the running loop's client (others belong to loops that may be gone); never raises."""
        found = self._clients.pop(id(asyncio.get_running_loop()), None)
        if found is not None:
            try:
                await found[1].aclose(close_connection_pool=True)
            except Exception:  # a broken connection is closed all the same
                log.debug("closing a Redis client failed", exc_info=True)


def _secrets(url: str) -> list[str]:
    """The credentials inside ``url`` (user, password, query values), longest first, as written and decoded."""
    try:
        parts = urllib.parse.urlsplit(url)
    except ValueError:
        return [url]
    found = {url}
    userinfo = parts.netloc.rpartition("@")[0]
    for raw in [userinfo, *userinfo.split(":", 1), *(v for _, v in urllib.parse.parse_qsl(parts.query))]:
        if len(raw) >= 3:
            found |= {raw, urllib.parse.unquote(raw)}
    return sorted(found, key=len, reverse=True)
