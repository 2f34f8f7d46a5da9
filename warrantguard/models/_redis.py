"""The shared backends on Redis: the answer cache and the certificate store, with lifetimes and
single flight across processes.

Both are built from a URL (``redis://…``) and keep their keys under a prefix (``wg:`` by default):
``<prefix>answer:<key>`` for answers, ``<prefix>cert:<key>`` for certificates and
``<prefix>lease:<key>`` for the leases of certificates being computed. Values are JSON of a
bounded size: a value that is too large, not JSON or not of the expected shape reads as a
miss, never as an exception. Every call goes through a :class:`RedisLink`: bounded by timeouts,
and when Redis is down or slow the cache acts as none, the store as empty, and the lease as
"compute it yourself" (counted and warned about, never failing a request).
"""

from __future__ import annotations

import json
import math
from typing import Any

from warrantguard.guard import Certificate, StoredCertificate
from warrantguard.models._redis_link import DEFAULT_TIMEOUT, ErrorSink, RedisLink

__all__ = ["RedisBackend", "RedisCache", "clear_keys", "decode_entry", "encode_entry", "glob_escape"]

MAX_ENTRY_BYTES = 4 * 2**20
MAX_ANSWER_BYTES = 2**20
_CLEAR_BATCH = 500
_CLEAR_ROUNDS = 100_000  # SCAN rounds of a clear: at most 50 million keys


def encode_entry(entry: StoredCertificate) -> bytes:
    """The JSON of a stored certificate (the certificate, when it was certified, the fingerprint)."""
    return json.dumps({"v": 1, "certified_at": entry.certified_at, "fingerprint": entry.fingerprint,
                       "certificate": entry.certificate.model_dump(mode="json")}, separators=(",", ":")).encode()


def decode_entry(raw: Any, max_bytes: int = MAX_ENTRY_BYTES) -> StoredCertificate | None:
    """The stored certificate in ``raw``, or ``None`` when it is missing, too large or not one."""
    if not isinstance(raw, bytes | str) or len(raw) > max_bytes:
        return None
    try:
        data = json.loads(raw)
        at, fingerprint = data["certified_at"], data["fingerprint"]
        if data.get("v") != 1 or not isinstance(at, int | float) or not math.isfinite(at):
            return None
        if fingerprint is not None and not isinstance(fingerprint, str):
            return None
        return StoredCertificate(Certificate.model_validate(data["certificate"]), float(at), fingerprint)
    except Exception:  # garbage: not JSON, wrong shape, a certificate that does not validate
        return None


def glob_escape(prefix: str) -> str:
    """``prefix`` with SCAN's glob characters escaped."""
    return "".join("\\" + c if c in "*?[]\\" else c for c in prefix)


async def clear_keys(link: RedisLink, part: str, pattern: str) -> int:
    """Delete every key matching ``pattern`` (SCAN and UNLINK in batches, bounded rounds)."""
    async def op(client: Any) -> int:
        n, cursor = 0, 0
        for _ in range(_CLEAR_ROUNDS):
            cursor, keys = await client.scan(cursor=cursor, match=pattern, count=_CLEAR_BATCH)
            if keys:
                n += int(await client.unlink(*keys))
            if not cursor:
                break
        return n

    return await link.run(part, op, 0)


class RedisBackend:
    """A link and a prefix; ``on_error`` reads and sets the link's error sink."""

    def __init__(self, url: str | RedisLink, prefix: str, timeout: float, on_error: ErrorSink | None) -> None:
        self.link = url if isinstance(url, RedisLink) else RedisLink(url, timeout=timeout, on_error=on_error)
        if on_error is not None:
            self.link.on_error = on_error
        self.prefix = str(prefix)

    @property
    def on_error(self) -> ErrorSink | None:
        """Called as ``on_error(part)`` for each call that failed (``part``: cache, certificates, lease)."""
        return self.link.on_error

    @on_error.setter
    def on_error(self, sink: ErrorSink | None) -> None:
        self.link.on_error = sink

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.link.where!r}, prefix={self.prefix!r})"

    async def aclose(self) -> None:
        """Close the running loop's connections."""
        await self.link.aclose()


class RedisCache(RedisBackend):
    """The answer cache (the engine's ``Cache``) in Redis, shared by every process using the URL.

    Answers live ``lifetime`` seconds; the first answer stored under a key stays (set-if-absent);
    answers over ``max_bytes`` are not stored."""

    def __init__(self, url: str | RedisLink, *, prefix: str = "wg:", lifetime: float = 7 * 86400,
                 timeout: float = DEFAULT_TIMEOUT, max_bytes: int = MAX_ANSWER_BYTES,
                 on_error: ErrorSink | None = None) -> None:
        super().__init__(url, prefix, timeout, on_error)
        self.lifetime_ms = max(1, int(lifetime * 1000))
        self.max_bytes = max_bytes

    async def get(self, key: str) -> list[str] | None:
        """The cached texts, or ``None`` (missing, garbage, or Redis unavailable)."""
        raw = await self.link.run("cache", lambda r: r.get(self.prefix + "answer:" + key), None)
        if not isinstance(raw, bytes) or len(raw) > self.max_bytes:
            return None
        try:
            value = json.loads(raw)
        except ValueError:
            return None
        return value if isinstance(value, list) and all(isinstance(t, str) for t in value) else None

    async def set(self, key: str, texts: list[str]) -> None:
        """Store the texts unless some are stored already (a no-op when Redis is unavailable)."""
        data = json.dumps(list(texts)).encode()
        if len(data) <= self.max_bytes:
            await self.link.run("cache", lambda r: r.set(self.prefix + "answer:" + key, data,
                                                         px=self.lifetime_ms, nx=True), None)

    async def clear(self) -> int:
        """Forget every cached answer under the prefix; the number forgotten."""
        return await clear_keys(self.link, "cache", glob_escape(self.prefix) + "answer:*")
