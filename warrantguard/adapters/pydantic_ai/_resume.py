"""A run paused on warrant approvals: parked in the review queue, resumed once with the decisions.

:func:`park` gives each review item of a run that ended with ``DeferredToolRequests`` the run's
message history and the calls it waits on. Once every one of those calls is decided (console
or CLI), :func:`resume` claims the run (one claim, however many processes try:
``ReviewQueue.claim_resume``), turns the decisions into the run's ``DeferredToolResults``
(approve: ``ToolApproved``; override: ``ToolApproved`` with the reviewer's answer as the
recommendation argument; reject or expiry: ``ToolDenied`` with the message the model gets)
and runs the agent on; a second resume does nothing and returns ``None``.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Mapping
from typing import Any

from warrantguard.adapters.pydantic_ai._common import KIND
from warrantguard.extras.pydantic_ai import (
    DeferredToolRequests,
    DeferredToolResults,
    ModelMessagesTypeAdapter,
    ToolApproved,
    ToolDenied,
)
from warrantguard.guard import ConfigurationError, run_sync

__all__ = ["Resumable", "park", "resume", "resume_decided", "review_results"]

_NOTE_CHARS = 500


async def park(queue: Any, result: Any) -> list[str]:
    """Give the review items of a run paused on warrant approvals its message history; their ids."""
    requests = getattr(result, "output", None)
    if not isinstance(requests, DeferredToolRequests):
        return []
    ours = {c.tool_call_id: requests.metadata.get(c.tool_call_id) or {} for c in requests.approvals}
    ours = {tcid: meta for tcid, meta in ours.items() if meta.get("review_id")}
    if not ours:
        return []
    others = [c.tool_call_id for c in [*requests.approvals, *requests.calls] if c.tool_call_id not in ours]
    continuation = {"kind": KIND, "messages": ModelMessagesTypeAdapter.dump_python(result.all_messages(), mode="json"),
                    "calls": {tcid: str(m["review_id"]) for tcid, m in ours.items()},
                    "lead": str(next(iter(ours.values()))["review_id"]), "others": others,
                    "meta": {tcid: {k: m.get(k) for k in ("review_id", "arguments", "recommendation_arg")}
                             for tcid, m in ours.items()}}
    for tcid, meta in ours.items():
        item = await asyncio.to_thread(queue.get, str(meta["review_id"]))
        await queue.aenqueue(item.certificate_model, item.decision_model, request_id=item.request_id,
                             continuation={**continuation, "tool_call_id": tcid})
    return list(continuation["calls"].values())


def _result(item: Any, meta: Mapping[str, Any]) -> ToolApproved | ToolDenied:
    """One decision as a deferred tool result."""
    note = f" Reviewer's note: {item.note[:_NOTE_CHARS]}" if item.note else ""
    if item.status == "approved":
        return ToolApproved()
    key = meta.get("recommendation_arg")
    if item.status == "overridden" and key and isinstance(meta.get("arguments"), str):
        return ToolApproved(override_args={**json.loads(meta["arguments"]), key: item.final_answer})
    if item.status == "overridden":
        return ToolDenied(f"A human reviewer replaced this recommendation with: {item.final_answer}. "
                          f"The call was not run.{note}")
    if item.status == "expired":
        return ToolDenied("The recommendation was not reviewed in time; the call was not run.")
    return ToolDenied(f"A human reviewer rejected this recommendation; the call was not run.{note}")


async def review_results(queue: Any, item_id: str) -> tuple[DeferredToolResults, Any] | None:
    """Claim the paused run of item ``item_id`` once all its calls are decided: its
    ``DeferredToolResults`` and message history, to the first caller only (``None`` otherwise)."""
    item = await asyncio.to_thread(queue.get, item_id)
    cont = item.continuation
    if not isinstance(cont, Mapping) or cont.get("kind") != KIND:
        return None
    if cont.get("others"):
        raise ConfigurationError("the run also waits on deferred calls warrantguard does not decide "
                                 f"({', '.join(cont['others'])}): resolve those and merge their results")
    items = {tcid: await asyncio.to_thread(queue.get, rid) for tcid, rid in dict(cont["calls"]).items()}
    if any(i.status == "pending" for i in items.values()) or await queue.aclaim_resume(str(cont["lead"])) is None:
        return None
    for other in items.values():
        await queue.aclaim_resume(other.id)
    meta = dict(cont.get("meta") or {})
    results = DeferredToolResults(approvals={t: _result(i, meta.get(t, {})) for t, i in items.items()},
                                  metadata={t: dict(meta.get(t, {})) for t in items})
    return results, ModelMessagesTypeAdapter.validate_python(cont["messages"])


async def resume(queue: Any, agent: Any, item_id: str, **run_kwargs: Any) -> Any:
    """Resume the run paused on item ``item_id`` (see the module docstring): the result of
    ``agent.run(message_history=..., deferred_tool_results=...)``, parked again if it pauses;
    ``None`` while a call is pending, after the first resume, or for an item of no paused run."""
    claimed = await review_results(queue, item_id)
    if claimed is None:
        return None
    results, messages = claimed
    result = await agent.run(message_history=messages, deferred_tool_results=results, **run_kwargs)
    await park(queue, result)
    return result


async def resume_decided(queue: Any, agent: Any, *, limit: int = 100, **run_kwargs: Any) -> list[Any]:
    """Resume every paused run whose calls are all decided (one pass: a worker calls it on a timer)."""
    results = []
    for item in await asyncio.to_thread(queue.resumable, limit=limit):
        if (item.continuation or {}).get("kind") == KIND:
            result = await resume(queue, agent, item.id, **run_kwargs)
            if result is not None:
                results.append(result)
    return results


class Resumable:
    """``park``, ``resume`` and ``resume_decided`` on the review queue of ``self.warrants``."""

    warrants: Any

    async def park(self, result: Any) -> list[str]:
        """:func:`park` on this configuration's review queue."""
        return await park(self.warrants.queue(), result)

    async def resume(self, agent: Any, item_id: str, **run_kwargs: Any) -> Any:
        """:func:`resume` on this configuration's review queue."""
        return await resume(self.warrants.queue(), agent, item_id, **run_kwargs)

    async def resume_decided(self, agent: Any, *, limit: int = 100, **run_kwargs: Any) -> list[Any]:
        """:func:`resume_decided` on this configuration's review queue."""
        return await resume_decided(self.warrants.queue(), agent, limit=limit, **run_kwargs)

    def resume_sync(self, agent: Any, item_id: str, **run_kwargs: Any) -> Any:
        """:meth:`resume` from sync code (``ConfigurationError`` inside a running event loop)."""
        return run_sync(self.resume(agent, item_id, **run_kwargs))

    def resume_decided_sync(self, agent: Any, *, limit: int = 100, **run_kwargs: Any) -> list[Any]:
        """:meth:`resume_decided` from sync code (a worker without an event loop)."""
        return run_sync(self.resume_decided(agent, limit=limit, **run_kwargs))

    def park_sync(self, result: Any) -> list[str]:
        """:meth:`park` from sync code."""
        return run_sync(self.park(result))
