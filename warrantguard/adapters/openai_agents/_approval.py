"""``needs_approval`` from the warrant: a low warrant pauses the run for a reviewer, whose decision resumes it once.

The callable certifies a tool call whose arguments are a recommendation (the question: an
argument, else the user's last message). Allowed (or annotated, or not pairwise) the tool
runs; withheld it needs approval. :meth:`WarrantApproval.run` runs the agent and settles the
pause: a call the policy blocks is rejected with the notice and the run goes on; a call for
review is queued, the item holding the serialized ``RunState`` and the call id. Once every
call the paused run waits on is decided (console or CLI), :meth:`WarrantApproval.resume`
(or a worker's :meth:`WarrantApproval.resume_decided`) claims the run (one claim, however many
processes try: :meth:`ReviewQueue.claim_resume`), approves or rejects each call on the state
and runs it on: approve runs the tool, reject sends the rejection message to the model. A
second decision raises ``ReviewConflict``; a second resume does nothing and returns ``None``.
The resume passes no ``context=`` to ``Runner.run``: the state carries it (openai-agents #4244).
"""

from __future__ import annotations

import asyncio
import json
import uuid
from collections import OrderedDict
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from warrantguard.adapters._kernel import Outcome, review_certificate
from warrantguard.adapters.openai_agents._common import Certifier, agent_model, arguments_text, pairwise, user_text
from warrantguard.extras.openai_agents import Runner, RunResult, RunState
from warrantguard.guard import Action, ConfigurationError, run_sync

__all__ = ["KIND", "WarrantApproval"]

KIND = "openai-agents"
"""The ``kind`` of the review items' continuations this adapter resumes."""
_MAX_CALLS = 1024  # certified calls remembered until their run is settled
_MAX_ROUNDS = 8  # blocked calls rejected and the run resumed, at most this many times in a row
_NOTE_CHARS = 500


@dataclass(frozen=True)
class _Call:
    outcome: Outcome
    request_id: str
    arguments: str
    prompt: str = ""

    @property
    def queued(self) -> bool:
        """Withheld for review: it goes to the queue, a failed certification too (else it is rejected at once)."""
        decision = self.outcome.decision
        return self.outcome.withheld and decision is not None and Action(decision.action) is Action.REVIEW


def _call_id(item: Any) -> str | None:
    raw = getattr(item, "raw_item", None)
    value = raw.get("call_id") if isinstance(raw, Mapping) else getattr(raw, "call_id", None)
    return value if isinstance(value, str) else None


def _arguments(item: Any) -> str | None:
    raw = getattr(item, "raw_item", None)
    value = raw.get("arguments") if isinstance(raw, Mapping) else getattr(raw, "arguments", None)
    if not isinstance(value, str):
        return None
    try:
        parsed = json.loads(value)
    except ValueError:
        return None
    return arguments_text(parsed) if isinstance(parsed, dict) else None


def rejection(item: Any) -> str:
    """What the model is told for a decided item whose call does not run."""
    note = f" Reviewer's note: {item.note[:_NOTE_CHARS]}" if item.note else ""
    if item.status == "overridden":
        return (f"A human reviewer replaced this recommendation with: {item.final_answer}. "
                f"The call was not run.{note}")
    if item.status == "expired":
        return "The recommendation was not reviewed in time; the call was not run."
    return f"A human reviewer rejected this recommendation; the call was not run.{note}"


class WarrantApproval:
    """A tool's ``needs_approval``: certify the recommendation in its arguments (see the module docstring)."""

    def __init__(self, guard: Any = None, *, model: Any = None, review_queue: Any = None, policy: Any = None,
                 stakes: str | None = None, settings: Mapping[str, Any] | None = None,
                 question: str | None = None, recommendation: str | None = None) -> None:
        if guard is None and model is None:
            raise ConfigurationError("warrant_needs_approval needs guard= (whose model answers the probes) "
                                     "or model= (an Agents SDK model or model name)")
        self.certifier = Certifier(guard, policy, review_queue, settings, stakes)
        if self.certifier.review_queue is None:
            raise ConfigurationError("warrant_needs_approval needs a review queue (review_queue=, or the guard's)")
        self.queue = self.certifier.review_queue
        self.question, self.recommendation = question, recommendation
        self._focal = None if guard is not None else agent_model(model)
        self._calls: OrderedDict[str, _Call] = OrderedDict()

    async def __call__(self, ctx: Any, params: dict[str, Any], call_id: str) -> bool:
        """``needs_approval(run_context, arguments, call_id)``: whether the call waits for a reviewer."""
        prompt, answer = self._question(params, ctx), self._answer(params)
        if prompt is None or answer is None:
            return False
        request_id = f"{KIND}:{uuid.uuid4().hex}"
        outcome = await self.certifier.certify(self._focal, prompt, answer, request_id=request_id)
        self._calls[call_id] = _Call(outcome, request_id, arguments_text(params), prompt)
        while len(self._calls) > _MAX_CALLS:
            self._calls.popitem(last=False)
        return outcome.withheld

    def outcome(self, call_id: str) -> Outcome | None:
        """The certified outcome of a call this process saw (``None`` when unknown)."""
        call = self._calls.get(call_id)
        return None if call is None else call.outcome

    def _question(self, params: Mapping[str, Any], ctx: Any) -> str | None:
        if self.question is not None:
            value = params.get(self.question)
            return value if isinstance(value, str) else None
        found = next((v for v in params.values() if isinstance(v, str) and pairwise(v)), None)
        return found if found is not None else user_text(getattr(ctx, "turn_input", None))

    def _answer(self, params: Mapping[str, Any]) -> str | None:
        if self.recommendation is not None:
            value = params.get(self.recommendation)
            return value if isinstance(value, str) and value.strip() else None
        rest = {k: v for k, v in params.items() if k != self.question and not (isinstance(v, str) and pairwise(v))}
        only = next(iter(rest.values())) if len(rest) == 1 else None
        if isinstance(only, str):
            return only if only.strip() else None
        return arguments_text(rest) if rest else None

    async def run(self, agent: Any, agent_input: Any, **runner_kwargs: Any) -> RunResult:
        """``Runner.run(agent, agent_input, ...)``, its pause settled (blocked calls rejected, review calls queued)."""
        return await self._settle(agent, await Runner.run(agent, agent_input, **runner_kwargs), runner_kwargs)

    async def _settle(self, agent: Any, result: Any, runner_kwargs: Mapping[str, Any]) -> Any:
        """Reject the blocked calls and run on (bounded), then queue the calls for review."""
        resume_kwargs = {k: v for k, v in runner_kwargs.items() if k != "context"}
        for _ in range(_MAX_ROUNDS):
            blocked = [i for i in result.interruptions if self._blocked(i)]
            if not blocked:
                break
            state = result.to_state()
            for item in blocked:
                call = self._calls[_call_id(item) or ""]
                state.reject(item, rejection_message=call.outcome.content)
            result = await Runner.run(agent, state, **resume_kwargs)
        await self.park(result)
        return result

    def _blocked(self, item: Any) -> bool:
        call = self._calls.get(_call_id(item) or "")
        return call is not None and call.outcome.withheld and not call.queued

    async def park(self, result: Any) -> list[str]:
        """Queue the paused run's calls for review, each item holding the run state; their ids
        (those already queued get the state). Use after ``Runner.run`` / a drained
        ``Runner.run_streamed`` when not using :meth:`run`."""
        calls = {cid: self._calls[cid] for cid in filter(None, map(_call_id, result.interruptions))
                 if cid in self._calls and self._calls[cid].queued}
        if not calls:
            return []
        ids = {cid: await self._item_id(call) for cid, call in calls.items()}
        continuation = {"kind": KIND, "state": result.to_state().to_json(), "calls": ids,
                        "lead": next(iter(ids.values())),
                        "arguments": {cid: call.arguments for cid, call in calls.items()}}
        for cid, item_id in ids.items():
            item = await _get(self.queue, item_id)
            await self.queue.aenqueue(item.certificate_model, item.decision_model, request_id=item.request_id,
                                      continuation={**continuation, "call_id": cid})
        return list(ids.values())

    async def _item_id(self, call: _Call) -> str:
        """The call's review item (queued by the guard, or now; a failed certification with an
        unformed certificate, see :func:`review_certificate`)."""
        decision = call.outcome.decision
        if decision is not None and getattr(decision, "review_id", None):
            return str(decision.review_id)
        certificate = review_certificate(call.outcome, call.prompt, self._model_name())
        return str(await self.queue.aenqueue(certificate, decision, request_id=call.request_id))

    def _model_name(self) -> str:
        focal = getattr(self.certifier.guard, "focal", None) or self._focal
        return str(getattr(focal, "name", None) or "agent")

    async def resume(self, agent: Any, item_id: str, **runner_kwargs: Any) -> RunResult | None:
        """Resume the run paused on item ``item_id`` once every call it waits on is decided: the
        first caller (in any process) gets the resumed run's result, every later one ``None``;
        ``None`` too while a call is pending or when the item holds no run of this adapter."""
        item = await _get(self.queue, item_id)
        cont = item.continuation
        if not isinstance(cont, Mapping) or cont.get("kind") != KIND:
            return None
        items = {cid: await _get(self.queue, rid) for cid, rid in dict(cont.get("calls") or {}).items()}
        if not items or any(i.status == "pending" for i in items.values()):
            return None
        if await self.queue.aclaim_resume(str(cont["lead"])) is None:
            return None
        for other in items.values():
            await self.queue.aclaim_resume(other.id)
        state = await RunState.from_json(agent, cont["state"])
        for interruption in state.get_interruptions():
            decided = items.get(_call_id(interruption) or "")
            if decided is not None:
                _apply(state, interruption, decided, dict(cont.get("arguments") or {}))
        resume_kwargs = {k: v for k, v in runner_kwargs.items() if k != "context"}
        return await self._settle(agent, await Runner.run(agent, state, **resume_kwargs), resume_kwargs)

    async def resume_decided(self, agent: Any, *, limit: int = 100, **runner_kwargs: Any) -> list[RunResult]:
        """Resume every paused run of this adapter whose calls are all decided (one pass: a
        worker calls it on a timer); the results of the runs this caller resumed."""
        results = []
        for item in await _resumable(self.queue, limit):
            if (item.continuation or {}).get("kind") == KIND:
                result = await self.resume(agent, item.id, **runner_kwargs)
                if result is not None:
                    results.append(result)
        return results

    def run_sync(self, agent: Any, agent_input: Any, **runner_kwargs: Any) -> RunResult:
        """:meth:`run` from sync code (``ConfigurationError`` inside a running event loop)."""
        return run_sync(self.run(agent, agent_input, **runner_kwargs))

    def resume_sync(self, agent: Any, item_id: str, **runner_kwargs: Any) -> RunResult | None:
        """:meth:`resume` from sync code."""
        return run_sync(self.resume(agent, item_id, **runner_kwargs))

    def resume_decided_sync(self, agent: Any, *, limit: int = 100, **runner_kwargs: Any) -> list[RunResult]:
        """:meth:`resume_decided` from sync code (a worker without an event loop)."""
        return run_sync(self.resume_decided(agent, limit=limit, **runner_kwargs))


def _apply(state: Any, interruption: Any, item: Any, arguments: Mapping[str, str]) -> None:
    """Approve or reject one call on the state; an approval holds only for the arguments reviewed."""
    reviewed = arguments.get(_call_id(interruption) or "")
    if item.status == "approved" and reviewed is not None and reviewed == _arguments(interruption):
        state.approve(interruption)
    elif item.status == "approved":
        state.reject(interruption, rejection_message="The call's arguments differ from those reviewed; "
                                                     "the call was not run.")
    else:
        state.reject(interruption, rejection_message=rejection(item))


async def _get(queue: Any, item_id: str) -> Any:
    return await asyncio.to_thread(queue.get, item_id)


async def _resumable(queue: Any, limit: int) -> list[Any]:
    return list(await asyncio.to_thread(queue.resumable, limit=limit))
