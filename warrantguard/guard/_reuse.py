"""Certificate reuse and sampling: the key of a question, the store behind one interface, single flight.

A certificate belongs to a model, a question (the canonical prompt text, the options in canonical
order, the context) and the settings that shape its plan: :func:`question_key` hashes exactly
these. The store (:class:`CertificateStore`) is the one interface every backend implements: the
bounded in-memory :class:`MemoryCertificateStore` here (no I/O), the diskcache one in
``warrantguard.models``; a shared one goes behind the same protocol. :class:`InFlight` makes
concurrent identical calls share the certificate being computed instead of computing N.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import re
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar, runtime_checkable

from warrantguard.guard.engine import Certificate
from warrantguard.guard.question import PairwiseQuestion

__all__ = [
    "SHARED_INFLIGHT",
    "CertificateStore",
    "InFlight",
    "MemoryCertificateStore",
    "SharedFlight",
    "StoredCertificate",
    "default_store",
    "parse_duration",
    "question_key",
    "sampled",
]

T = TypeVar("T")
_DURATION = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*([smhdw]?)\s*$")
_UNIT = {"": 1, "s": 1, "m": 60, "h": 3600, "d": 86400, "w": 604800}
MAX_DURATION = 366 * 86400


def parse_duration(value: Any) -> float:
    """Seconds from ``0``, ``90``, ``"45s"``, ``"30m"``, ``"12h"``, ``"7d"`` or ``"2w"`` (at most a year)."""
    if isinstance(value, bool):
        raise ValueError(f"invalid duration {value!r}")
    if isinstance(value, int | float):
        seconds = float(value)
    elif isinstance(value, str) and (m := _DURATION.match(value)):
        seconds = float(m.group(1)) * _UNIT[m.group(2)]
    else:
        raise ValueError(f"invalid duration {value!r} (expected seconds or e.g. '30m', '12h', '7d')")
    if not 0 <= seconds <= MAX_DURATION:
        raise ValueError(f"duration {value!r} out of range (0 to 366 days)")
    return seconds


def question_key(question: PairwiseQuestion, model_identity: str, settings: Any,
                 probes: Sequence[Any] = ()) -> str:
    """The hash of what a certificate belongs to: the model's identity, the canonical question
    (whitespace-collapsed prompt, the two options in sorted order, the context) and the settings
    that shape the plan (``settings.model_dump()``; user probes' texts too)."""
    options = sorted(_canon(o).lower() for o in (question.option_a, question.option_b))
    shape = settings.model_dump(mode="json") if hasattr(settings, "model_dump") else settings
    payload = json.dumps([model_identity, _canon(question.prompt), options, _canon(question.context or ""),
                          shape, [str(getattr(p, "text", p)) for p in probes]], sort_keys=True, default=str)
    return "wgc1:" + hashlib.sha256(payload.encode()).hexdigest()


def _canon(text: str) -> str:
    return " ".join(text.split())


def sampled(key: str, rate: float) -> bool:
    """Is the question with ``key`` certified at sampling ``rate`` (0 to 1)?

    Decided from the canonical question key, not the request id: a retry, another replica and
    a reuse hit all reach the same verdict for the same question, so a sampled-out question is
    never certified by chance on its third retry, and a reused certificate never meets a
    replica that would have skipped it. The key's hash is read as a uniform number in [0, 1):
    the question is certified when it is below ``rate``. The sets are nested (raising the rate
    only adds questions) and exact at the edges (0: none, 1: all); 0.51 is 51%, not "all"
    (confident-ai/deepteam#259 compared a coin with 0.5).
    """
    if rate >= 1:
        return True
    if rate <= 0:
        return False
    digest = hashlib.sha256(("sample:" + key).encode()).digest()
    return int.from_bytes(digest[:8], "big") / 2**64 < rate


@dataclass(frozen=True)
class StoredCertificate:
    """A certificate kept for reuse: when it was certified (epoch seconds) and under which fingerprint."""

    certificate: Certificate
    certified_at: float
    fingerprint: str | None = None


@runtime_checkable
class CertificateStore(Protocol):
    """Where certificates are kept for reuse (async; an implementation does its I/O off the loop)."""

    async def get(self, key: str) -> StoredCertificate | None:
        """The stored certificate under ``key``, or ``None`` (expired ones are gone)."""
        ...

    async def put(self, key: str, entry: StoredCertificate, lifetime: float) -> None:
        """Keep ``entry`` under ``key`` for ``lifetime`` seconds."""
        ...

    async def delete(self, key: str) -> None:
        """Forget ``key`` (a fingerprint change invalidated it)."""
        ...

    async def clear(self) -> int:
        """Forget every certificate; the number forgotten."""
        ...


@runtime_checkable
class SharedFlight(Protocol):
    """An optional capability of a :class:`CertificateStore` shared by several processes: single
    flight across them (one certificate for a question however many replicas receive it).

    The first process takes the question's lease and computes; the others wait for the stored
    entry (bounded by the store) and reuse it under the usual rules. Every method degrades
    rather than fails: a lease that cannot be taken *or checked* says "compute" (``True``)."""

    async def lease(self, key: str) -> bool:
        """Take the lease of ``key`` (``True``: compute it; ``False``: another process is computing it)."""
        ...

    async def release(self, key: str) -> None:
        """Give the lease of ``key`` back (after the entry was stored, or the computation failed)."""
        ...

    async def await_entry(self, key: str) -> StoredCertificate | None:
        """The entry the lease holder stores, or ``None`` when it gave up, died or took too long."""
        ...


class MemoryCertificateStore:
    """A bounded in-process store (least recently used out first); ``now`` gives epoch seconds."""

    def __init__(self, max_entries: int = 10_000, now: Callable[[], float] | None = None) -> None:
        import time

        self.max_entries = max(1, int(max_entries))
        self._now = now or time.time
        self._items: OrderedDict[str, tuple[StoredCertificate, float]] = OrderedDict()

    async def get(self, key: str) -> StoredCertificate | None:
        """The entry, unless it expired."""
        item = self._items.get(key)
        if item is None:
            return None
        if item[1] <= self._now():
            del self._items[key]
            return None
        self._items.move_to_end(key)
        return item[0]

    async def put(self, key: str, entry: StoredCertificate, lifetime: float) -> None:
        """Keep the entry until ``now + lifetime`` (the oldest leaves beyond ``max_entries``)."""
        self._items[key] = (entry, self._now() + lifetime)
        self._items.move_to_end(key)
        while len(self._items) > self.max_entries:
            self._items.popitem(last=False)

    async def delete(self, key: str) -> None:
        """Forget one key."""
        self._items.pop(key, None)

    async def clear(self) -> int:
        """Forget everything."""
        n = len(self._items)
        self._items.clear()
        return n

    def __len__(self) -> int:
        return len(self._items)


_DEFAULT: list[MemoryCertificateStore] = []


def default_store() -> MemoryCertificateStore:
    """The process's shared in-memory store (1,000 certificates), for Guards given none: adapters
    that build a Guard per call still reuse (the key holds the model and settings, so sharing is safe)."""
    if not _DEFAULT:
        _DEFAULT.append(MemoryCertificateStore(max_entries=1_000))
    return _DEFAULT[0]


class InFlight:
    """Single flight: the first caller of a key computes, concurrent callers of the same key await
    its result. At most ``limit`` keys are tracked (beyond that a caller computes on its own).
    Keys are per event loop (a future belongs to its loop)."""

    def __init__(self, limit: int = 10_000) -> None:
        self.limit = limit
        self._running: dict[tuple[int, str], asyncio.Future[Any]] = {}

    def joined(self, key: str) -> asyncio.Future[Any] | None:
        """The future of the certificate in flight for ``key`` (shielded), if any."""
        future = self._running.get((id(asyncio.get_running_loop()), key))
        return asyncio.shield(future) if future is not None else None

    async def lead(self, key: str, work: Callable[[], Awaitable[T]]) -> T:
        """Run ``work`` as the key's leader: waiting callers get its result (or its error)."""
        loop = asyncio.get_running_loop()
        slot = (id(loop), key)
        if slot in self._running or len(self._running) >= self.limit:
            return await work()
        future: asyncio.Future[Any] = loop.create_future()
        future.add_done_callback(_retrieve)
        self._running[slot] = future
        try:
            result = await work()
        except BaseException as exc:
            future.set_exception(exc if isinstance(exc, Exception) else asyncio.CancelledError())
            raise
        else:
            future.set_result(result)
            return result
        finally:
            self._running.pop(slot, None)

    def __len__(self) -> int:
        return len(self._running)


SHARED_INFLIGHT = InFlight()


def _retrieve(future: asyncio.Future[Any]) -> None:
    if not future.cancelled():
        future.exception()
