"""Monitor mode in worker processes: a background certificate's CPU off the caller's interpreter.

In-process monitor work shares the caller's event loop (or, for sync callers, its GIL): every
probe's request, reply parsing and vetting competes with the app's own requests, which shows
in their tail latency. With ``configure_monitor(processes=N)`` the certificate itself (its probes,
vetting, evidence and rule) runs in one of ``N`` worker processes (the ``spawn`` start method:
no fork of a threaded parent), at a lower scheduling priority (nice +10): when the machine's
cores are busy, the app's own process gets them first. What stays in the caller's process is small: handing the job
over, the policy's decision, the record store, the review queue, and the hooks (metrics,
traces), which the worker records with their times and the caller replays on arrival
(:func:`event_time_ns` gives a replayed event its original time).

The worker rebuilds the Guard's engine (focal model, generator, retry, cache, clock) from a
pickle made once per Guard. A Guard whose parts do not pickle (a model holding a live client
of its own, say) keeps its monitor work in process, with one warning. A worker that dies is
replaced on the next job; the job it was running counts as failed. Every wait is bounded:
the runner's concurrency bounds the jobs handed over, :func:`close_processes` stops the workers
(terminating any still busy after the grace).
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import logging
import os
import pickle
import threading
import time
from collections import OrderedDict
from collections.abc import Iterator, Sequence
from contextvars import ContextVar
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from warrantguard.guard._clock import Clock
from warrantguard.guard._errors import ProviderError
from warrantguard.guard._models import ChatModel
from warrantguard.guard._pacing import Pace, PacedSession
from warrantguard.guard._redact import known_secrets, register_secret
from warrantguard.guard._settings import CertificateSettings, RetryPolicy
from warrantguard.guard.engine import Certificate, Hook, HookSet, Run, Session
from warrantguard.guard.probes import Probe
from warrantguard.guard.question import PairwiseQuestion

if TYPE_CHECKING:  # multiprocessing registers an exit handler when imported: it is imported on first use
    from concurrent.futures import ProcessPoolExecutor

__all__ = ["Engine", "close_processes", "event_time_ns", "offload", "set_processes"]

log = logging.getLogger("warrantguard.monitor")

_EVENT_NS: ContextVar[int | None] = ContextVar("warrantguard_event_ns", default=None)
MAX_PROCESSES, MAX_ENGINES, WORKER_NICENESS = 64, 8, 10
RECORDED = ("certificate_started", "tier_planned", "llm_call", "probe_finished", "certificate_finished",
            "certificate_failed")


def event_time_ns() -> int:
    """When the hook event being delivered happened, in ``time.time_ns()`` units: now, or for
    an event replayed from a monitor worker process, the time it happened there."""
    at = _EVENT_NS.get()
    return time.time_ns() if at is None else at


@contextlib.contextmanager
def _replayed_at(ns: int) -> Iterator[None]:
    token = _EVENT_NS.set(ns)
    try:
        yield
    finally:
        _EVENT_NS.reset(token)


@dataclass(frozen=True)
class Engine:
    """What a certificate needs of its Guard: the models, the generator, retries, cache and clock."""

    focal: ChatModel
    generator: Any
    generator_model: ChatModel | None
    retry: RetryPolicy
    cache: Any
    clock: Clock

    def session(self, cfg: CertificateSettings, *, max_concurrency: int, pace: Pace | None = None) -> Session:
        """A session for one certificate (or the call's own answer) under ``cfg``'s budget; with
        ``pace``, one whose calls yield to the app first (a background certificate)."""
        settings: dict[str, Any] = {"budget": cfg.budget, "max_concurrency": max_concurrency, "retry": self.retry,
                                    "cache": self.cache, "clock": self.clock, "call_timeout": cfg.call_timeout}
        return Session(**settings) if pace is None else PacedSession(pace=pace, **settings)

    async def certificate(self, question: PairwiseQuestion, cfg: CertificateSettings, probes: Sequence[Probe],
                          answer: Any, hooks: HookSet, max_concurrency: int | None = None,
                          pace: Pace | None = None) -> Certificate:
        """Run one certificate, reporting to ``hooks`` (the one code path in process and in a worker);
        ``max_concurrency`` caps its calls in flight below the settings' and ``pace`` makes each call
        yield to the app first (a background certificate)."""
        limit = cfg.max_concurrency if max_concurrency is None else min(cfg.max_concurrency, max_concurrency)
        session = self.session(cfg, max_concurrency=limit, pace=pace)
        run = Run(question=question, focal=self.focal, generator=self.generator,
                  generator_model=self.generator_model, settings=cfg, session=session,
                  hooks=hooks, user_probes=probes, answer=answer)
        session.observe(hooks, run.id)
        start = time.time()
        try:
            certificate = await run.certify()
        except BaseException as exc:
            hooks.certificate_failed(run.id, exc, start, time.time())
            raise
        hooks.certificate_finished(run.id, certificate, start, time.time())
        return certificate


class _Recorder(Hook):
    """The worker's hook: each event with its time, replayed by the caller's hooks."""

    def __init__(self) -> None:
        self.events: list[tuple[str, int, tuple[Any, ...]]] = []

    def _add(self, name: str, args: tuple[Any, ...]) -> None:
        self.events.append((name, time.time_ns(), tuple(_plain(a) if isinstance(a, BaseException) else a
                                                        for a in args)))

    def certificate_started(self, *args: Any) -> None:  # type: ignore[override]
        """Recorded."""
        self._add("certificate_started", args)

    def tier_planned(self, *args: Any) -> None:  # type: ignore[override]
        """Recorded."""
        self._add("tier_planned", args)

    def llm_call(self, *args: Any) -> None:  # type: ignore[override]
        """Recorded."""
        self._add("llm_call", args)

    def probe_finished(self, *args: Any) -> None:  # type: ignore[override]
        """Recorded."""
        self._add("probe_finished", args)

    def certificate_finished(self, *args: Any) -> None:  # type: ignore[override]
        """Recorded."""
        self._add("certificate_finished", args)

    def certificate_failed(self, *args: Any) -> None:  # type: ignore[override]
        """Recorded."""
        self._add("certificate_failed", args)


def _plain(error: BaseException) -> BaseException:
    """``error`` if it crosses a process boundary intact, else a ProviderError naming its type."""
    try:
        pickle.loads(pickle.dumps(error))
        return error
    except Exception:
        return ProviderError(f"{type(error).__name__} (in a monitor worker process)")


# ---- in the worker process -------------------------------------------------------------------
_ENGINES: OrderedDict[str, Engine] = OrderedDict()
_LOOP: list[asyncio.AbstractEventLoop] = []


def _worker_engine(digest: str, blob: bytes) -> Engine:
    engine = _ENGINES.get(digest)
    if engine is None:
        engine = _ENGINES[digest] = pickle.loads(blob)  # our own pickle, from our parent
        while len(_ENGINES) > MAX_ENGINES:
            _ENGINES.popitem(last=False)
    _ENGINES.move_to_end(digest)
    return engine


def _worker_start() -> None:
    """A worker yields the CPU to the app's own process: it runs at a lower priority (nice +10)."""
    with contextlib.suppress(OSError, AttributeError):
        os.nice(WORKER_NICENESS)


def _worker_job(digest: str, blob: bytes, question: PairwiseQuestion, cfg: CertificateSettings,
                probes: Sequence[Probe], answer: Any, observed: bool,
                secrets: frozenset[str]) -> tuple[bool, Any, list[tuple[str, int, tuple[Any, ...]]]]:
    """One certificate in the worker: (formed, the certificate or the error, the hook events,
    recorded only when the caller has hooks to replay them to). The caller's registered secrets
    are registered here first: every message made here is redacted as it would be there."""
    for secret in secrets:
        register_secret(secret)
    if not _LOOP:
        _LOOP.append(asyncio.new_event_loop())
    recorder = _Recorder()
    hooks = HookSet([recorder] if observed else [])
    try:
        engine = _worker_engine(digest, blob)
        certificate = _LOOP[0].run_until_complete(engine.certificate(question, cfg, probes, answer, hooks))
    except Exception as exc:
        return False, _plain(exc), recorder.events
    return True, certificate, recorder.events


# ---- in the caller's process -----------------------------------------------------------------
class _Pool:
    """The worker processes (started when configured, each with a no-op job; replaced when one died)."""

    def __init__(self, processes: int) -> None:
        self.processes = processes
        self.executor: ProcessPoolExecutor | None = None
        self.blobs: OrderedDict[int, tuple[Engine, tuple[str, bytes] | None]] = OrderedDict()
        self.lock = threading.Lock()

    def get(self) -> ProcessPoolExecutor:
        import multiprocessing
        from concurrent.futures import ProcessPoolExecutor

        with self.lock:
            if self.executor is None:
                self.executor = ProcessPoolExecutor(self.processes, mp_context=multiprocessing.get_context("spawn"),
                                                    initializer=_worker_start)
                for _ in range(self.processes):  # each job starts a worker: started now, not on the first certificate
                    self.executor.submit(os.getpid)
            return self.executor

    def broken(self, executor: ProcessPoolExecutor) -> None:
        with self.lock:
            if self.executor is executor:
                self.executor = None
        executor.shutdown(wait=False, cancel_futures=True)

    def close(self, grace: float) -> None:
        with self.lock:
            executor, self.executor = self.executor, None
        if executor is not None:
            _stop(executor, grace)


def _stop(executor: ProcessPoolExecutor, grace: float) -> None:
    """Stop taking jobs; give the busy workers ``grace`` seconds, then terminate them."""
    processes = list(getattr(executor, "_processes", {}).values())  # the stdlib keeps no public handle
    executor.shutdown(wait=False, cancel_futures=True)
    deadline = time.monotonic() + grace
    for process in processes:
        process.join(max(0.0, deadline - time.monotonic()))
        if process.is_alive():
            process.terminate()
            process.join(5)


_POOL: list[_Pool] = []
_POOL_LOCK = threading.Lock()


def set_processes(processes: int) -> None:
    """Run monitor certificates in ``processes`` worker processes from now on (0: in process)."""
    with _POOL_LOCK:
        old = _POOL.pop() if _POOL else None
        if processes > 0:
            _POOL.append(_Pool(processes))
            _POOL[0].get()
    if old is not None:
        old.close(0.0)


def close_processes(grace: float = 5.0) -> None:
    """Stop the worker processes (busy ones get ``grace`` seconds); the next job starts new ones."""
    with _POOL_LOCK:
        pool = _POOL[0] if _POOL else None
    if pool is not None:
        pool.close(grace)


_WARNED: set[int] = set()


def _blob(pool: _Pool, engine: Engine, owner: object) -> tuple[str, bytes] | None:
    """The engine's pickle (made once per owner; ``None`` when its parts do not pickle)."""
    known = pool.blobs.get(id(owner))
    if known is not None and known[0] == engine:
        return known[1]
    try:
        blob = pickle.dumps(engine)
        made: tuple[str, bytes] | None = (hashlib.sha256(blob).hexdigest(), blob)
    except Exception as exc:
        made = None
        if id(owner) not in _WARNED:
            _WARNED.add(id(owner))
            log.warning("warrantguard: this Guard's models do not pickle (%s): its monitor-mode certificates "
                        "run in process", type(exc).__name__)
    pool.blobs[id(owner)] = (engine, made)
    while len(pool.blobs) > MAX_ENGINES * 8:
        pool.blobs.popitem(last=False)
    return made


async def offload(engine: Engine, owner: object, question: PairwiseQuestion, cfg: CertificateSettings,
                  probes: Sequence[Probe], answer: Any, hooks: HookSet) -> Certificate | None:
    """A background certificate run in a worker process, its hook events replayed to ``hooks``;
    ``None`` when no processes are configured or the engine does not pickle (run it in process)."""
    pool = _POOL[0] if _POOL else None
    packed = _blob(pool, engine, owner) if pool is not None else None
    if pool is None or packed is None:
        return None
    from concurrent.futures.process import BrokenProcessPool

    executor = pool.get()
    try:
        formed, value, events = await asyncio.get_running_loop().run_in_executor(
            executor, _worker_job, packed[0], packed[1], question, cfg, probes, answer, bool(hooks.hooks),
            known_secrets())
    except BrokenProcessPool as exc:
        pool.broken(executor)
        raise ProviderError("a monitor worker process died during the certificate") from exc
    _replay(events, hooks)
    if not formed:
        raise value
    return value  # type: ignore[no-any-return]


def _replay(events: list[tuple[str, int, tuple[Any, ...]]], hooks: Hook) -> None:
    for name, ns, args in events:
        if name in RECORDED:
            with _replayed_at(ns):
                getattr(hooks, name)(*args)
