"""The MCP server's two tools and their structured output (pydantic models: the ``outputSchema``).

``certify_recommendation`` certifies an answer the caller already has (check-only);
``check_answer`` asks the server's model and certifies its recommendation (``Guard.acheck``).
Both go through the adapters' kernel, so a tool result carries the same status, tier,
action, content and ``warrant`` object as every other integration.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel, Field

from warrantguard.adapters._kernel import INTERVENED, NOT_RUN, SUCCESS, Certification, Outcome, WarrantRequest
from warrantguard.extras.mcp import ToolError
from warrantguard.guard import ConfigurationError, Guard, NotPairwiseError, WarrantguardError

__all__ = ["MAX_ANSWER_CHARS", "MAX_OPTION_CHARS", "MAX_QUESTION_CHARS", "WarrantResult", "bounded", "certify_tool",
           "check_tool", "request_of", "result_of"]

MAX_QUESTION_CHARS = 20_000
"""The longest question (or context) a tool accepts (the Guard's own limit applies too)."""
MAX_ANSWER_CHARS = 20_000
"""The longest answer ``certify_recommendation`` accepts."""
MAX_OPTION_CHARS = 500
"""The longest option name."""


class WarrantResult(BaseModel):
    """A certified recommendation, as both tools return it."""

    status: str = Field(description="success, guardrail_intervened (withheld), guardrail_failed_to_respond "
                                    "(certification failed, the answer passes) or not_run (not a pairwise "
                                    "question, or the answer recommends neither option)")
    withheld: bool = Field(description="true when the policy withholds the recommendation (review or block)")
    content: str = Field(description="what may be shown: the answer, or the withheld notice")
    tier: str | None = Field(None, description="the warrant tier, e.g. 'Strong Warrant' (null when not certified)")
    action: str | None = Field(None, description="the stakes policy's decision: allow, annotate, review or block")
    review_id: str | None = Field(None, description="the review item, when the recommendation went to review")
    recommendation: str | None = Field(None, description="the option the answer recommends")
    reason: str | None = Field(None, description="why it was not certified or was withheld")
    warrant: dict[str, Any] = Field(description="the full warrant object every warrantguard integration attaches "
                                                "(certificate id, tiers, reversals, decision...)")


def result_of(outcome: Outcome) -> WarrantResult:
    """An outcome as the tools' structured output."""
    payload = outcome.payload
    decision = payload.get("decision") or {}
    return WarrantResult(status=outcome.status, withheld=outcome.withheld, content=outcome.content,
                         tier=payload.get("tier"), action=decision.get("action"), review_id=payload.get("review_id"),
                         recommendation=payload.get("recommendation"), reason=payload.get("reason"), warrant=payload)


def request_of(options: Sequence[str] | None, context: str | None, stakes: str | None) -> WarrantRequest:
    """The caller's arguments as a :class:`WarrantRequest` (``ConfigurationError`` when malformed)."""
    data: dict[str, Any] = {"stakes": stakes or None, "context": context or None}
    if options:
        data["options"] = list(options)
    return WarrantRequest.from_json(data)


async def certify_tool(guard: Guard, question: str, answer: str, request: WarrantRequest) -> WarrantResult:
    """``certify_recommendation``: certify ``answer`` (check-only: no reference call)."""
    if not answer.strip():
        raise ConfigurationError("answer is empty: there is nothing to certify")
    cert = await Certification.start(guard, question, request, route="certify_recommendation")
    return result_of(await cert.finish_one(answer))


async def check_tool(guard: Guard, question: str, request: WarrantRequest) -> WarrantResult:
    """``check_answer``: :meth:`Guard.acheck` (the server's model answers ``question`` and its
    recommendation is certified), reported as ``Guard.check`` callers read it: withheld when the
    policy reviews or blocks; ``not_run`` when the question is not pairwise or no certificate
    formed. A model that fails to answer is a tool error (there is no answer to pass on)."""
    try:
        result = await guard.acheck(question, options=request.options, context=request.context,
                                    stakes=request.stakes, route="check_answer")
    except NotPairwiseError as exc:
        return result_of(Outcome(NOT_RUN, "", False, reason=f"not a pairwise question: {exc}"))
    cert = result.certificate
    if not cert.formed:
        return result_of(Outcome(NOT_RUN, "", False, result, cert, reason=cert.rule))
    withheld = result.withheld and result.decision is not None
    reason = result.decision.reason if withheld and result.decision is not None else None
    return result_of(Outcome(INTERVENED if withheld else SUCCESS, str(result), withheld, result, cert,
                             result.decision, reason=reason if result.blocked else None))


async def bounded(slots: asyncio.Semaphore, timeout: float, job: Any) -> WarrantResult:
    """Run ``job`` (a coroutine) holding one of ``slots``, at most ``timeout`` seconds; a
    :class:`WarrantguardError` (bad input, the model failing) or the timeout is a tool error."""
    try:
        async with slots:
            return await asyncio.wait_for(job, timeout)
    except TimeoutError as exc:
        raise ToolError(f"certification took longer than {timeout:g} s") from exc
    except WarrantguardError as exc:
        raise ToolError(str(exc)) from exc
