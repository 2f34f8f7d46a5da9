"""``WarrantToolset``: certify recommending tool calls; a low warrant asks for approval.

A call of a recommending tool (``tools``: their names; default every tool of the wrapped
toolset) whose arguments carry a recommendation is certified (the question: an argument,
else the run's last user prompt; probes go to the run's model unless ``guard=`` is given).
Allowed, the tool runs. Withheld for review, the call is queued and ``ApprovalRequired`` is
raised with ``metadata={"warrant": ..., "review_id": ...}`` (the agent's ``output_type`` must
include ``DeferredToolRequests``). Blocked, ``ToolFailed`` tells the model the notice. A call
approved by a review's decision (``DeferredToolResults`` built by
:func:`~warrantguard.adapters.pydantic_ai.resume`) runs only with the arguments reviewed.
"""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from warrantguard.adapters._kernel import Outcome, plan_certification, review_certificate
from warrantguard.adapters.pydantic_ai._common import KIND, Warrants, args_text, last_prompt
from warrantguard.adapters.pydantic_ai._resume import Resumable
from warrantguard.extras.pydantic_ai import ApprovalRequired, ToolFailed, WrapperToolset
from warrantguard.guard import Action

__all__ = ["KIND", "WarrantToolset"]

def _pairwise(text: Any) -> bool:
    return isinstance(text, str) and plan_certification([{"role": "user", "content": text}], None) is not None


@dataclass
class WarrantToolset(Resumable, WrapperToolset[Any]):
    """A toolset whose recommending tool calls are certified (see the module docstring)."""

    warrants: Warrants | None = None
    tools: frozenset[str] | None = None
    question: str | None = None
    recommendation: str | None = None

    async def call_tool(self, name: str, tool_args: dict[str, Any], ctx: Any, tool: Any) -> Any:
        """Run the call when its warrant allows it (or a reviewer approved it), else ask for approval."""
        if self.warrants is None or (self.tools is not None and name not in self.tools):
            return await super().call_tool(name, tool_args, ctx, tool)
        if ctx.tool_call_approved:
            await self._check_approval(tool_args, ctx.tool_call_metadata)
            return await super().call_tool(name, tool_args, ctx, tool)
        prompt, (answer_arg, answer) = self._question(tool_args, ctx), self._answer(tool_args)
        if prompt is None or answer is None:
            return await super().call_tool(name, tool_args, ctx, tool)
        request_id = f"{KIND}:{uuid.uuid4().hex}"
        pending = self.warrants.begin(ctx.model, prompt, request_id=request_id, route=name)
        outcome = await self.warrants.outcome(pending, answer, request_id)
        self.warrants.remember(getattr(ctx, "tool_call_id", None), outcome)
        if not outcome.withheld:
            return await super().call_tool(name, tool_args, ctx, tool)
        if not _queueable(outcome):
            raise ToolFailed(outcome.content)
        review_id = await self._queued(outcome, request_id, prompt, ctx.model)
        raise ApprovalRequired(metadata={"warrant": {**outcome.payload, "review_id": review_id},
                                         "review_id": review_id, "notice": outcome.content,
                                         "arguments": args_text(tool_args),
                                         "recommendation_arg": answer_arg})

    def _question(self, args: Mapping[str, Any], ctx: Any) -> str | None:
        if self.question is not None:
            value = args.get(self.question)
            return value if isinstance(value, str) else None
        found = next((v for v in args.values() if _pairwise(v)), None)
        if found is not None:
            return str(found)
        prompt = ctx.prompt if isinstance(getattr(ctx, "prompt", None), str) else last_prompt(ctx.messages)
        return prompt if _pairwise(prompt) else None

    def _answer(self, args: Mapping[str, Any]) -> tuple[str | None, str | None]:
        if self.recommendation is not None:
            value = args.get(self.recommendation)
            return self.recommendation, (value if isinstance(value, str) and value.strip() else None)
        rest = {k: v for k, v in args.items() if k != self.question and not _pairwise(v)}
        if len(rest) == 1 and isinstance(next(iter(rest.values())), str):
            key, value = next(iter(rest.items()))
            return key, (value if value.strip() else None)
        return None, (args_text(rest) if rest else None)

    async def _queued(self, outcome: Outcome, request_id: str, prompt: str, model: Any) -> str:
        """The review item of a withheld call (queued by the guard, or now; a failed certification
        with an unformed certificate, see :func:`review_certificate`)."""
        queue = self._queue()
        review_id = getattr(outcome.decision, "review_id", None)
        if review_id:
            return str(review_id)
        name = str(getattr(model, "model_name", None) or type(model).__name__)
        certificate = review_certificate(outcome, prompt, name)
        return str(await queue.aenqueue(certificate, outcome.decision, request_id=request_id))

    def _queue(self) -> Any:
        assert self.warrants is not None
        return self.warrants.queue()

    async def _check_approval(self, args: Mapping[str, Any], metadata: Any) -> None:
        """An approval from a review holds for the arguments reviewed (or the reviewer's answer)."""
        if not isinstance(metadata, Mapping) or not metadata.get("review_id"):
            return  # approved by the application itself, not through a review
        item = await asyncio.to_thread(self._queue().get, str(metadata["review_id"]))
        key = metadata.get("recommendation_arg")
        if item.status == "approved" and args_text(args) == metadata.get("arguments"):
            return
        if item.status == "overridden" and key and args.get(key) == item.final_answer:
            return
        raise ToolFailed("This call was not approved by the reviewer as made; it was not run.")


def _queueable(outcome: Outcome) -> bool:
    """Withheld for review: it is queued, a failed certification too (a block fails the call)."""
    decision = outcome.decision
    return decision is not None and Action(decision.action) is Action.REVIEW
