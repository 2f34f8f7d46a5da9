"""``warrantguard worker --queue URL``: certify the questions ``batch --queue`` deferred.

Each job certifies one question, unless its row is already in the results table (a retry
of a job whose worker died after writing it), writes the row with ``ON CONFLICT DO
NOTHING`` and records the stored row's certificate in the record store (an upsert by
certificate id: recording it again changes nothing). So a question is recorded once
however often its job runs. A worker that dies mid-job stops its heartbeat; any live
worker puts the dead one's jobs back in the queue after ``--stalled-after`` seconds.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import copy
import json
import os
import signal
import socket
import sys
from collections.abc import Callable
from typing import Any

from warrantguard.cli._batch import certify_item
from warrantguard.cli._edge import EXIT_OK, EXIT_PROVIDER
from warrantguard.cli._flags import ranged
from warrantguard.cli._queue import QUEUE, TASK, fetch_result, insert_result, open_queue, retry_stalled
from warrantguard.cli._stakes_flags import Stakes, stakes_from_flags
from warrantguard.extras.procrastinate import procrastinate_module
from warrantguard.guard import Certificate, ConfigurationError, Guard
from warrantguard.models import default_model_name

__all__ = ["JOB_SETTINGS", "QueueWorker", "add_worker_flags", "job_settings", "run_worker"]

# the flags a batch sends with each job (the worker's own flags fill the rest: caches, stores, limits)
JOB_SETTINGS = ("model", "generator", "strategy", "exhaustive", "no_probabilities", "t0", "per_probe",
                "max_distance", "stakes", "tag", "route")
_CHOICES = {"strategy": ("fast", "frugal"), "t0": ("auto", "sample")}
_MAX_GUARDS = 16  # guards kept for distinct job settings


class _JobFailed(Exception):
    """A provider error worth retrying: procrastinate puts the job back after its retry wait."""


def job_settings(args: argparse.Namespace, default_model: str) -> dict[str, Any]:
    """The batch's certification flags, for the jobs it defers (no paths, URLs or keys)."""
    out: dict[str, Any] = {"model": args.model or default_model}
    for key in JOB_SETTINGS[1:]:
        value = getattr(args, key, None)
        if value is not None:
            out[key] = [list(t) for t in value] if key == "tag" else value
    return out


def _checked(key: str, value: Any, own: Any) -> Any:
    """A job's setting checked (jobs are untrusted input): types, choices, no code the worker did not name."""
    if key in ("model", "generator"):
        if not isinstance(value, str) or (value.startswith("py:") and value != own):
            raise ConfigurationError(f"job setting {key}={str(value)[:80]!r}: a py: model must be the worker's own")
    elif key in _CHOICES and value not in _CHOICES[key]:
        raise ConfigurationError(f"job setting {key}={str(value)[:40]!r}: expected one of {_CHOICES[key]}")
    elif key in ("exhaustive", "no_probabilities", "per_probe") and not isinstance(value, bool):
        raise ConfigurationError(f"job setting {key}: expected true or false")
    elif key == "max_distance" and not (isinstance(value, int | float) and 0 <= value <= 200):
        raise ConfigurationError("job setting max_distance: expected a number on 0-200")
    elif key in ("stakes", "route") and not isinstance(value, str):
        raise ConfigurationError(f"job setting {key}: expected a string")
    elif key == "tag":
        if not isinstance(value, list) or not all(
                isinstance(t, list) and len(t) == 2 and all(isinstance(s, str) for s in t) for t in value):
            raise ConfigurationError("job setting tag: expected [key, value] pairs")
        return [tuple(t) for t in value]
    return value


def _namespace(args: argparse.Namespace, settings: Any) -> argparse.Namespace:
    if not isinstance(settings, dict):
        raise ConfigurationError("job settings: expected an object")
    ns = copy.copy(args)
    for key in JOB_SETTINGS:
        if settings.get(key) is not None:
            setattr(ns, key, _checked(key, settings[key], getattr(args, key, None)))
    return ns


def _checked_question(question: Any) -> str:
    """The question's id, once its row has the shapes a batch line may have (jobs are untrusted input)."""
    if not isinstance(question, dict) or not isinstance(question.get("id"), str):
        raise ConfigurationError("job question: expected an object with an 'id' string")
    if not isinstance(question.get("prompt"), str):
        raise ConfigurationError("job question: expected a 'prompt' string")
    for key in ("stakes", "route", "context"):
        if question.get(key) is not None and not isinstance(question[key], str):
            raise ConfigurationError(f"job question: '{key}' must be a string")
    options, tags = question.get("options"), question.get("tags")
    if options is not None and not (isinstance(options, list) and len(options) == 2
                                    and all(isinstance(o, str) for o in options)):
        raise ConfigurationError("job question: 'options' must be two strings")
    if tags is not None and not (isinstance(tags, dict) and all(isinstance(v, str) for v in tags.values())):
        raise ConfigurationError("job question: 'tags' must be an object of strings")
    return str(question["id"])


class QueueWorker:
    """What a worker process keeps between jobs: its guards, its record store, its name."""

    def __init__(self, app: Any, args: argparse.Namespace, make_guard: Callable[..., Guard],
                 limiter_for: Callable[[str], Any] | None = None, record_store: Any = None,
                 shared: dict[str, Any] | None = None) -> None:
        self.app, self.args, self.make_guard, self.limiter_for = app, args, make_guard, limiter_for
        self.limiters: dict[str, Any] = {}  # one per model: every job for it draws on the same limits
        self.record_store = record_store
        self.shared = dict(shared or {})  # the Guard's cache and certificate store on Redis (--redis)
        self.name = f"{socket.gethostname()}:{os.getpid()}"
        self.certified = 0
        self._guards: dict[str, tuple[Guard, Stakes]] = {}

    def guard_for(self, settings: Any) -> tuple[Guard, Stakes]:
        """The guard for a job's settings (built once per distinct settings)."""
        key = json.dumps(settings, sort_keys=True, default=str)
        if key not in self._guards:
            ns = _namespace(self.args, settings)
            stakes = stakes_from_flags(ns)
            options = dict(self.shared)
            if "cache" in options:
                ns.cache = options.pop("cache")  # make_guard passes args.cache as the Guard's cache
            if len(self._guards) >= _MAX_GUARDS:
                self._guards.pop(next(iter(self._guards)))
            self._guards[key] = (self.make_guard(ns, stakes, self._limiter(ns.model), **options), stakes)
        return self._guards[key]

    def _limiter(self, model: str | None) -> Any:
        spec = model or default_model_name()
        if self.limiter_for is not None and spec not in self.limiters:
            self.limiters[spec] = self.limiter_for(spec)
        return self.limiters.get(spec)

    async def aclose(self) -> None:
        """Close the limiters' connections (Redis)."""
        for limiter in self.limiters.values():
            if limiter is not None:
                await limiter.aclose()

    async def run_job(self, batch: Any, question: Any, settings: Any) -> str:
        """One job: the question's stored row, else a fresh certificate written once; then recorded."""
        if not isinstance(batch, str):
            raise ConfigurationError("job arguments: expected a batch name")
        qid = _checked_question(question)
        row = await fetch_result(self.app, batch, qid)
        if row is None:
            guard, stakes = self.guard_for(settings)
            row = await certify_item(guard, stakes, question, batch)
            if row.get("retry"):
                raise _JobFailed(str(row.get("error")))
            self.certified += 1
            row = await insert_result(self.app, batch, qid, row, self.name)
        await self._record(row, qid)
        return "certified" if row.get("certificate") else "not pairwise"

    async def _record(self, row: dict[str, Any], qid: str) -> None:
        if self.record_store is None or not isinstance(row.get("certificate"), dict):
            return
        certificate = Certificate.model_validate(row["certificate"])
        if certificate.formed:
            await asyncio.to_thread(self.record_store.record, certificate, question_id=qid,
                                    action=certificate.recommendation)


def register_task(worker: QueueWorker, retries: int, wait: float) -> None:
    """The certify task on the worker's app, retried ``retries`` times on provider errors, after
    ``wait``, then 2 × ``wait``, 3 × ``wait``… seconds."""
    procrastinate = procrastinate_module()
    strategy = procrastinate.RetryStrategy(max_attempts=retries, wait=wait, linear_wait=wait,
                                           retry_exceptions=[_JobFailed])

    async def certify(batch: Any = None, question: Any = None, settings: Any = None) -> str:
        """Certify one deferred question (see :meth:`QueueWorker.run_job`)."""
        return await worker.run_job(batch, question, settings)

    worker.app.task(name=TASK, queue=QUEUE, retry=strategy if retries else False)(certify)


async def _recover(app: Any, every: float, stalled_after: float) -> None:
    """Every ``every`` seconds, put the jobs of silent workers back in the queue (until cancelled)."""
    errors = procrastinate_module().exceptions
    while True:
        await asyncio.sleep(every)
        try:
            found = await retry_stalled(app, stalled_after)
        except errors.ConnectorException as exc:
            print(f"warrantguard: stalled-job check failed: {type(exc).__name__}", file=sys.stderr)
            continue
        if found:
            print(f"warrantguard: {found} jobs of a stopped worker put back in the queue", file=sys.stderr)


async def serve(worker: QueueWorker) -> bool:
    """Run jobs until SIGINT/SIGTERM (the running jobs finish first; later signals are ignored), or
    with ``--drain`` until no job waits. ``False`` when the worker stopped on its own: procrastinate
    stops a worker whose heartbeat or listener failed (the queue database went away)."""
    args = worker.args
    async with open_queue(args.queue, pool_size=args.concurrency + 4, wait=args.stalled_after) as app:
        worker.app = app
        register_task(worker, args.retries, args.retry_wait)
        await retry_stalled(worker.app, args.stalled_after)  # dead workers' jobs first (also with --drain)
        recovery = asyncio.create_task(_recover(worker.app, args.heartbeat, args.stalled_after))
        run = asyncio.create_task(worker.app.run_worker_async(
            queues=[QUEUE], name="warrantguard", concurrency=args.concurrency, wait=not args.drain,
            fetch_job_polling_interval=args.poll, update_heartbeat_interval=args.heartbeat,
            stalled_worker_timeout=args.stalled_after, install_signal_handlers=False))
        signalled, lost = _on_signals(run), False
        try:
            await run
        except asyncio.CancelledError:
            if not signalled:
                raise
        except procrastinate_module().exceptions.ConnectorException:
            lost = True  # the database went away (also while the worker unregistered)
        finally:
            _off_signals()
            recovery.cancel()
            await asyncio.gather(recovery, return_exceptions=True)
            await worker.aclose()
    return not lost and (bool(signalled) or args.drain)


def _on_signals(run: asyncio.Task[Any]) -> list[int]:
    """The first SIGINT or SIGTERM cancels ``run`` (procrastinate then stops gracefully); the list records them."""
    received: list[int] = []

    def stop(sig: int) -> None:
        if not received:  # later signals wait with the first: the running jobs finish
            run.cancel()
        received.append(sig)

    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError, RuntimeError, ValueError):  # not the main thread
            loop.add_signal_handler(sig, stop, sig)
    return received


def _off_signals() -> None:
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError, RuntimeError, ValueError):
            loop.remove_signal_handler(sig)


def run_worker(args: argparse.Namespace, make_guard: Callable[..., Guard],
               limiter_for: Callable[[str], Any] | None = None, shared: dict[str, Any] | None = None) -> int:
    """``warrantguard worker``: serve the queue until interrupted (``limiter_for(model)``: the rate
    limits of the calls to a model; ``shared``: the Guard's cache and certificate store, on Redis
    with ``--redis``)."""
    if args.stalled_after <= args.heartbeat:
        raise ConfigurationError("--stalled-after must be longer than --heartbeat")
    from warrantguard.audit import open_record_store

    store = open_record_store(args.records or args.queue) if args.records != "" else None
    worker = QueueWorker(None, args, make_guard, limiter_for, store, shared)
    print(f"warrantguard: worker {worker.name} on the queue, {args.concurrency} at a time", file=sys.stderr)
    try:
        asked = asyncio.run(serve(worker))
    finally:
        if store is not None:
            store.close()
    print(f"warrantguard: worker {worker.name} stopped: {worker.certified} questions certified", file=sys.stderr)
    if not asked:
        print("warrantguard: error: the worker lost the queue (its log above says why); restart it", file=sys.stderr)
        return EXIT_PROVIDER
    return EXIT_OK


_count = ranged(int, "a whole number", lambda v: 0 <= v <= 100, "must be between 0 and 100")
_seconds = ranged(float, "a number of seconds", lambda v: 0 <= v <= 86_400, "must be between 0 and 86400 seconds")


def add_worker_flags(p: argparse.ArgumentParser, positive_int: Any, positive_float: Any) -> None:
    """The worker's own flags (the certification flags are the batch's: ``--model`` and the rest)."""
    p.add_argument("--queue", required=True, metavar="URL",
                   help="the job queue: a postgresql:// URL (the same as batch --queue)")
    p.add_argument("--records", metavar="SPEC",
                   help="record store for every certificate (SQLite path or postgresql:// URL; "
                        "default: the queue's database; '' records nowhere)")
    p.add_argument("--retries", type=_count, default=3, metavar="N",
                   help="times a job that failed on a provider error is tried again (default 3)")
    p.add_argument("--retry-wait", type=_seconds, default=10.0, metavar="SECONDS",
                   help="wait before the first retry; then twice as long, three times… (default 10)")
    p.add_argument("--heartbeat", type=positive_float, default=10.0, metavar="SECONDS",
                   help="how often the worker tells the queue it is alive (default 10)")
    p.add_argument("--stalled-after", type=positive_float, default=30.0, metavar="SECONDS",
                   help="a worker silent this long is dead: its jobs go back in the queue (default 30)")
    p.add_argument("--poll", type=positive_float, default=5.0, metavar="SECONDS",
                   help="longest wait between looks for new jobs (LISTEN/NOTIFY wakes it sooner; default 5)")
    p.add_argument("--drain", action="store_true", help="stop once no job is waiting (default: run until stopped)")
