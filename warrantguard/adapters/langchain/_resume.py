"""Resuming a run paused by :class:`WarrantReview` once its review item is decided, exactly once.

The console or ``warrantguard review approve|reject|override`` records the decision; the app,
which has the graph and its checkpointer, resumes: :func:`resume_review` claims the item
(``ReviewQueue.claim_resume``: only the first claim after the decision gets it, in any process)
and invokes the graph with ``Command(resume={interrupt_id: decision})`` on the item's thread.
A second decision attempt is refused by the queue; a second resume finds the item claimed and
does nothing. :func:`resume_decided` resumes every decided item waiting (a worker's poll).
"""

from __future__ import annotations

import asyncio
from collections.abc import Mapping
from typing import Any

from warrantguard.adapters.langchain._review import KIND, review_value
from warrantguard.extras.langgraph import Command
from warrantguard.policies.review import Resumer

__all__ = ["aresume_decided", "aresume_review", "resume_decided", "resume_review", "resume_worker"]


def _command(item: Any, config: Mapping[str, Any] | None) -> tuple[Any, dict[str, Any]] | None:
    """The resume command and config for a claimed item (``None``: not a LangGraph run's item)."""
    continuation = getattr(item, "continuation", None) if item is not None else None
    if not isinstance(continuation, Mapping) or continuation.get("kind") != KIND:
        return None
    base = dict(config or {})
    configurable = {**dict(base.get("configurable") or {}), "thread_id": continuation["thread_id"]}
    command: Any = Command(resume={continuation["interrupt_id"]: review_value(item)})
    return command, {**base, "configurable": configurable}


def resume_review(graph: Any, queue: Any, item_id: str, *, config: Mapping[str, Any] | None = None) -> Any:
    """Resume the run waiting for review ``item_id`` with its decision, once: the graph's result,
    or ``None`` when the item is pending, already resumed, or not a LangGraph run's."""
    found = _command(queue.claim_resume(item_id), config)
    return None if found is None else graph.invoke(*found)


async def aresume_review(graph: Any, queue: Any, item_id: str, *, config: Mapping[str, Any] | None = None) -> Any:
    """Async :func:`resume_review` (``graph.ainvoke``; with a checkpointer that has no async methods,
    such as ``SqliteSaver``, ``graph.invoke`` in a worker thread)."""
    found = _command(await queue.aclaim_resume(item_id), config)
    if found is None:
        return None
    try:
        return await graph.ainvoke(*found)
    except NotImplementedError:  # raised by the checkpointer's first read, before any node ran
        return await asyncio.to_thread(graph.invoke, *found)


def resume_decided(graph: Any, queue: Any, *, limit: int = 100,
                   config: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """Resume every decided run waiting (at most ``limit``): item id -> the graph's result."""
    out = {}
    for item in queue.resumable(limit=limit):
        result = resume_review(graph, queue, item.id, config=config)
        if result is not None:
            out[item.id] = result
    return out


async def aresume_decided(graph: Any, queue: Any, *, limit: int = 100,
                          config: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """Async :func:`resume_decided`."""
    out = {}
    for item in await asyncio.to_thread(queue.resumable, limit=limit):
        result = await aresume_review(graph, queue, item.id, config=config)
        if result is not None:
            out[item.id] = result
    return out


def resume_worker(graph: Any, queue: Any, *, config: Mapping[str, Any] | None = None) -> Resumer:
    """What a resume worker (``warrantguard review resume --app ...``, or
    :func:`warrantguard.policies.review.run_resumes`) needs to resume this app's paused runs:
    :func:`aresume_review` of ``graph`` (compiled with the app's checkpointer) for LangGraph items."""
    return Resumer(KIND, lambda item_id: aresume_review(graph, queue, item_id, config=config), queue)
