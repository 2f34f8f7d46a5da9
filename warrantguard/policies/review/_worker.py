"""A resume worker: runs paused agent runs on once their reviews are decided, each exactly once.

An agent framework's adapter parks a paused run in the review queue (the item's
``continuation``, whose ``kind`` names the framework). Resuming it needs the app's own objects
(the agent, the graph and its checkpointer), so the app provides them as :class:`Resumer`
values, one per kind (``warrantguard.adapters.openai_agents.resume_worker(agent, approval)``,
``warrantguard.adapters.pydantic_ai.resume_worker(agent, toolset)``,
``warrantguard.adapters.langchain.resume_worker(graph, queue)``). :func:`arun_resumes` takes one
pass over the decided items waiting (:meth:`ReviewQueue.resumable`) and hands each to the
resumer of its kind; every resumer claims its item first (:meth:`ReviewQueue.claim_resume`),
so an item decided twice, seen in two passes or by two workers at once is resumed once.
A resume that fails after its claim is reported, not retried: a run resumes at most once.
:func:`awatch_resumes` repeats the pass (``warrantguard review resume --watch``).
"""

from __future__ import annotations

import asyncio
import builtins
from collections.abc import Awaitable, Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from warrantguard.guard import ConfigurationError, run_sync

__all__ = ["ResumeReport", "Resumer", "arun_resumes", "awatch_resumes", "resumers_by_kind", "run_resumes"]

_MAX_LIMIT = 1000
_ERROR_CHARS = 300


@dataclass(frozen=True)
class Resumer:
    """How the app resumes the paused runs of one framework: ``resume(item_id)`` resumes the run
    waiting on that item once (the adapter's claim) and returns its result, ``None`` when it did
    not resume it (pending, claimed already, not its run). ``queue``: the queue it resumes from."""

    kind: str
    resume: Callable[[str], Awaitable[Any]]
    queue: Any = None


@dataclass
class ResumeReport:
    """One pass: the results of the runs this worker resumed, and the resumes that failed (by item id)."""

    resumed: dict[str, Any] = field(default_factory=dict)
    failed: dict[str, str] = field(default_factory=dict)
    skipped: builtins.list[str] = field(default_factory=list)


def resumers_by_kind(resumers: Resumer | Iterable[Resumer]) -> dict[str, Resumer]:
    """The resumers keyed by kind (``ConfigurationError`` for a non-resumer or two of one kind)."""
    items = [resumers] if isinstance(resumers, Resumer) else list(resumers)
    out: dict[str, Resumer] = {}
    for r in items:
        if not isinstance(r, Resumer):
            raise ConfigurationError(f"a resume worker needs Resumer values, not {type(r).__name__}")
        if r.kind in out:
            raise ConfigurationError(f"two resumers for the kind {r.kind!r}")
        out[r.kind] = r
    return out


async def arun_resumes(queue: Any, resumers: Resumer | Iterable[Resumer], *, limit: int = 100) -> ResumeReport:
    """One pass over at most ``limit`` decided items waiting for their resume: each resumed by the
    resumer of its continuation's kind (items of other kinds are left for another worker)."""
    by_kind, report = resumers_by_kind(resumers), ResumeReport()
    items = await asyncio.to_thread(queue.resumable, limit=max(0, min(int(limit), _MAX_LIMIT)))
    for item in items:
        kind = (item.continuation or {}).get("kind") if isinstance(item.continuation, Mapping) else None
        resumer = by_kind.get(kind) if isinstance(kind, str) else None
        if resumer is None:
            report.skipped.append(item.id)
            continue
        try:
            result = await resumer.resume(item.id)
        except Exception as exc:  # one failed run must not stop the others: it is reported
            report.failed[item.id] = f"{type(exc).__name__}: {str(exc)[:_ERROR_CHARS]}"
            continue
        if result is not None:
            report.resumed[item.id] = result
    return report


def run_resumes(queue: Any, resumers: Resumer | Iterable[Resumer], *, limit: int = 100) -> ResumeReport:
    """:func:`arun_resumes` from sync code (``ConfigurationError`` inside a running event loop)."""
    return run_sync(arun_resumes(queue, resumers, limit=limit))


async def awatch_resumes(queue: Any, resumers: Resumer | Iterable[Resumer], *, interval: float = 2.0,
                         passes: int | None = None, stop: asyncio.Event | None = None, limit: int = 100,
                         on_pass: Callable[[ResumeReport], None] | None = None,
                         sleep: Callable[[float], Awaitable[None]] = asyncio.sleep) -> int:
    """Repeat :func:`arun_resumes` every ``interval`` seconds until ``stop`` is set or ``passes``
    passes ran (``None``: until stopped); ``on_pass`` sees each report. Returns how many runs it resumed."""
    if interval <= 0:
        raise ConfigurationError(f"interval must be positive seconds, got {interval!r}")
    total, done = 0, 0
    while (passes is None or done < passes) and not (stop is not None and stop.is_set()):
        report = await arun_resumes(queue, resumers, limit=limit)
        total, done = total + len(report.resumed), done + 1
        if on_pass is not None:
            on_pass(report)
        if passes is None or done < passes:
            await sleep(interval)
    return total
