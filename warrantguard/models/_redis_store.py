"""The certificate store on Redis, with single flight across processes (the engine's
``CertificateStore`` and its optional ``SharedFlight`` capability).

The process that computes a question's certificate holds its lease, ``SET <prefix>lease:<key>
<token> NX PX lease_ttl``, renewed every third of ``lease_ttl`` while it computes (at most 10
minutes) and released (only by its holder: a compare-and-delete script) once the certificate is
stored. Other processes poll for the stored entry (one ``MGET`` of the entry and the lease, with a
backoff from 5 to 50 ms) until it appears, the lease disappears (the holder gave up or died: its
lease expires within ``lease_ttl``) or ``max_wait`` passes; then they compute their own.

**While Redis is unavailable** the store falls back to the embedded default, a bounded in-process
:class:`~warrantguard.guard.MemoryCertificateStore` that every ``put`` also fills: this process
keeps reusing its own certificates (each replica on its own) instead of certifying every call.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
import uuid

from warrantguard.guard import MemoryCertificateStore, StoredCertificate
from warrantguard.models._redis import (
    MAX_ENTRY_BYTES,
    RedisBackend,
    clear_keys,
    decode_entry,
    encode_entry,
    glob_escape,
)
from warrantguard.models._redis_link import DEFAULT_TIMEOUT, ErrorSink, RedisLink

__all__ = ["RedisCertificateStore"]

_MAX_HOLD = 600.0  # a lease is renewed for at most this long
_MAX_POLLS = 100_000
_MAX_FAILED_POLLS = 3  # failed polls in a row before a follower stops waiting and computes
_UNAVAILABLE = object()  # what a failed Redis call returns (a miss is None)
_RELEASE = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0"
_RENEW = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) end return 0"


class RedisCertificateStore(RedisBackend):
    """Certificates kept for reuse in Redis, shared by every replica using the URL.

    Entries expire after the lifetime they were put with (``PX``); entries over ``max_bytes``
    are not stored; ``clear()`` deletes this prefix's certificates only. ``lease_ttl`` is how
    soon a dead leader's lease frees its question; ``max_wait`` how long a follower waits for
    another process's certificate before computing its own. ``local_entries`` bounds the
    in-process copy that serves while Redis is unavailable."""

    def __init__(self, url: str | RedisLink, *, prefix: str = "wg:", timeout: float = DEFAULT_TIMEOUT,
                 lease_ttl: float = 10.0, max_wait: float = 60.0, max_bytes: int = MAX_ENTRY_BYTES,
                 on_error: ErrorSink | None = None, local_entries: int = 1_000) -> None:
        super().__init__(url, prefix, timeout, on_error)
        self.local = MemoryCertificateStore(max_entries=local_entries)
        self.lease_ttl = max(0.01, float(lease_ttl))
        self.max_wait = max(0.0, float(max_wait))
        self.max_bytes = max_bytes
        self._held: dict[str, tuple[str, asyncio.Task[None] | None]] = {}

    def _key(self, key: str) -> str:
        return self.prefix + "cert:" + key

    def _lease_key(self, key: str) -> str:
        return self.prefix + "lease:" + key

    async def get(self, key: str) -> StoredCertificate | None:
        """The entry, or ``None`` (missing, expired, garbage, too large); while Redis is
        unavailable, this process's own copy."""
        raw = await self.link.run("certificates", lambda r: r.get(self._key(key)), _UNAVAILABLE)
        if raw is _UNAVAILABLE:
            return await self.local.get(key)
        return decode_entry(raw, self.max_bytes)

    async def put(self, key: str, entry: StoredCertificate, lifetime: float) -> None:
        """Keep ``entry`` for ``lifetime`` seconds (not at all when it is over ``max_bytes``)."""
        data = encode_entry(entry)
        ms = int(lifetime * 1000)
        if len(data) <= self.max_bytes and ms > 0:
            await self.local.put(key, entry, lifetime)
            await self.link.run("certificates", lambda r: r.set(self._key(key), data, px=ms), None)

    async def delete(self, key: str) -> None:
        """Forget one key."""
        await self.local.delete(key)
        await self.link.run("certificates", lambda r: r.delete(self._key(key)), None)

    async def clear(self) -> int:
        """Forget every certificate under the prefix; the number forgotten in Redis (0 when unavailable)."""
        await self.local.clear()
        return await clear_keys(self.link, "certificates", glob_escape(self.prefix) + "cert:*")

    # ---- single flight across processes (SharedFlight) ---------------------------------------
    async def lease(self, key: str) -> bool:
        """Take the question's lease; ``True`` also when Redis cannot say (then this process computes)."""
        token, ms = uuid.uuid4().hex, max(10, int(self.lease_ttl * 1000))
        got = await self.link.run("lease", lambda r: r.set(self._lease_key(key), token, nx=True, px=ms), "error")
        if got == "error":
            return True
        if not got:
            return False
        self._forget(key)
        self._held[key] = (token, asyncio.get_running_loop().create_task(self._renew(key, token, ms)))
        return True

    async def _renew(self, key: str, token: str, ms: int) -> None:
        """Extend the lease every third of its lifetime while it is held (at most ``_MAX_HOLD`` s)."""
        every = ms / 3000
        for _ in range(int(_MAX_HOLD / every) + 1):
            await asyncio.sleep(every)
            await self.link.run("lease", lambda r: r.eval(_RENEW, 1, self._lease_key(key), token, ms), None)

    def _forget(self, key: str) -> str | None:
        token, task = self._held.pop(key, (None, None))
        if task is not None:
            task.cancel()
        return token

    async def release(self, key: str) -> None:
        """Give the lease back (only if this process still holds it)."""
        token = self._forget(key)
        if token is not None:
            await self.link.run("lease", lambda r: r.eval(_RELEASE, 1, self._lease_key(key), token), None)

    async def await_entry(self, key: str) -> StoredCertificate | None:
        """Poll for the leader's entry until it is stored, its lease is gone, or ``max_wait`` passed
        (or Redis failed ``_MAX_FAILED_POLLS`` polls in a row: then this process computes)."""
        deadline, delay, failures = time.monotonic() + self.max_wait, 0.005, 0
        keys = (self._key(key), self._lease_key(key))
        for _ in range(_MAX_POLLS):
            found = await self.link.run("lease", lambda r: r.mget(*keys), None)
            if not found:  # a slow reply under load is no reason to give up; Redis gone for good is
                failures += 1
                if failures >= _MAX_FAILED_POLLS or time.monotonic() + delay > deadline:
                    return None
                await asyncio.sleep(delay)
                continue
            failures = 0
            raw, held = found
            if raw is not None or held is None:
                return decode_entry(raw, self.max_bytes)
            if time.monotonic() + delay > deadline:
                return None
            await asyncio.sleep(delay)
            delay = min(delay * 1.5, 0.05)
        return None

    async def aclose(self) -> None:
        """Stop renewing leases and close the running loop's connections."""
        for key in list(self._held):
            with contextlib.suppress(Exception):
                await self.release(key)
        await super().aclose()
