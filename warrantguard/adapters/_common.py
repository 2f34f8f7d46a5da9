"""What every adapter shares: one certification outcome, one JSON shape, one vocabulary.

Status words follow LiteLLM's guardrail vocabulary where they overlap:

* ``success``: certified, and the policy lets the answer through (allow or annotate);
* ``guardrail_intervened``: the policy withheld the answer (review or block), also when
  certification failed (provider error) at a stakes level that fails closed (the
  decision's trigger is then ``certification_failed``);
* ``guardrail_failed_to_respond``: certification failed (provider error) where the stakes
  level fails open, or without a policy; the answer passes unchanged (fail-open) and is
  counted as such, never as success;
* ``not_run``: not a pairwise question, or the answer recommends neither option.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..guard import (
    CallInfo,
    Certificate,
    CheckResult,
    ConfigurationError,
    DecisionLike,
    Guard,
    NotPairwiseError,
    PairwiseQuestion,
    ProviderError,
    WarrantBlocked,
)

__all__ = [
    "FAILED",
    "INTERVENED",
    "NOT_RUN",
    "SUCCESS",
    "Outcome",
    "WarrantRequest",
    "certify_answer",
    "last_user_text",
    "warrant_headers",
    "warrant_payload",
    "withheld_text",
]

SUCCESS, INTERVENED, FAILED, NOT_RUN = "success", "guardrail_intervened", "guardrail_failed_to_respond", "not_run"


@dataclass(frozen=True)
class WarrantRequest:
    """A caller's opt-in: the two options, context and stakes (all optional)."""

    options: tuple[str, str] | None = None
    context: str | None = None
    stakes: str | None = None

    @classmethod
    def from_json(cls, data: Any) -> WarrantRequest:
        """Parse ``{"options": [A, B], "context": ..., "stakes": ...}`` (``True`` means opt in);
        ``ConfigurationError`` (a ``ValueError``) for anything else."""
        if data is None or data is True:
            return cls()
        if not isinstance(data, Mapping):
            raise ConfigurationError(
                "'warrant' must be an object such as {\"options\": [\"A\", \"B\"], \"stakes\": \"high\"}")
        options = data.get("options")
        if options is not None and (not isinstance(options, Sequence) or isinstance(options, str)
                                    or len(options) != 2 or not all(isinstance(o, str) for o in options)):
            raise ConfigurationError("'warrant.options' must be a list of exactly two strings")
        stakes, context = data.get("stakes"), data.get("context")
        if stakes is not None and not isinstance(stakes, str):
            raise ConfigurationError("'warrant.stakes' must be a string")
        return cls(tuple(options) if options else None, context if isinstance(context, str) else None, stakes)


@dataclass(frozen=True)
class Outcome:
    """The result of certifying one answer, as every adapter reports it."""

    status: str
    answer: str
    withheld: bool
    result: CheckResult | None = None
    certificate: Certificate | None = None
    decision: DecisionLike | None = None
    reason: str | None = None

    @property
    def payload(self) -> dict[str, Any]:
        """The ``warrant`` JSON object."""
        return warrant_payload(self.certificate, self.decision, self.status, self.reason)

    @property
    def content(self) -> str:
        """What the caller receives: the model's own text, or the withheld notice."""
        return withheld_text(self.decision) if self.withheld else self.answer


def last_user_text(messages: Sequence[Mapping[str, Any]]) -> str | None:
    """The text of the last user message (string or text parts), or ``None``."""
    for message in reversed(list(messages)):
        if message.get("role") != "user":
            continue
        content = message.get("content")
        if isinstance(content, str):
            return content
        if isinstance(content, list):
            parts = [p.get("text", "") for p in content if isinstance(p, Mapping) and p.get("type") == "text"]
            return "\n".join(parts) if parts else None
        return None
    return None


async def certify_answer(guard: Guard, prompt: str, answer: str, request: WarrantRequest | None = None, *,
                         request_id: str | None = None, route: str | None = None,
                         tags: Mapping[str, str] | None = None) -> Outcome:
    """Certify ``answer`` to ``prompt`` in check-only mode and map it to an :class:`Outcome`."""
    req = request or WarrantRequest()
    try:
        result = await guard.acertify(prompt, answer=answer, options=req.options, context=req.context,
                                      stakes=req.stakes, request_id=request_id, route=route, tags=tags)
    except NotPairwiseError as exc:
        return Outcome(NOT_RUN, answer, False, reason=f"not a pairwise question: {exc}")
    except WarrantBlocked as exc:
        return Outcome(INTERVENED, answer, True, certificate=exc.certificate, decision=exc.decision,
                       reason=str(exc))
    except ProviderError as exc:
        call = CallInfo(question=_question(prompt, req), model=guard.focal.name, stakes=req.stakes, route=route,
                        tags=dict(tags or {}), request_id=request_id)
        return _failed(guard, call, answer, exc)
    cert = result.certificate
    if not cert.formed:
        return Outcome(NOT_RUN, answer, False, result, cert, reason=cert.rule)
    decision = result.decision
    if result.blocked and decision is not None:
        return Outcome(INTERVENED, answer, True, result, cert, decision, reason=decision.reason)
    withheld = decision is not None and decision.action in ("review", "block") and result.final_answer is None
    return Outcome(INTERVENED if withheld else SUCCESS, answer, withheld, result, cert, decision)


def _failed(guard: Guard, call: CallInfo, answer: str, exc: ProviderError) -> Outcome:
    """Certification failed: what the call's stakes level says. A policy with ``decide_failure``
    (a :class:`~warrantguard.policies.StakesPolicy`) withholds at a ``fail_closed`` level;
    otherwise (fail-open level, no policy, another policy) the answer passes."""
    decide = getattr(guard.policy, "decide_failure", None)
    if guard.policy is not None and decide is not None:
        decision = decide(guard.policy.plan(call))
        if decision.action in ("review", "block"):
            reason = f"certification failed, answer withheld (fail-closed, {decision.action}): {exc}"
            return Outcome(INTERVENED, answer, True, decision=decision, reason=reason)
    return Outcome(FAILED, answer, False, reason=f"certification failed, answer passed (fail-open): {exc}")


def _question(prompt: str, request: WarrantRequest) -> PairwiseQuestion:
    """The question for assigning stakes after a failure (placeholder options when none were found,
    so that route, model, tag and prompt-keyword rules still apply)."""
    try:
        return PairwiseQuestion.parse(prompt, request.options, request.context)
    except NotPairwiseError:
        return PairwiseQuestion(prompt, "option A", "option B", request.context)


def warrant_payload(certificate: Certificate | None, decision: DecisionLike | None, status: str,
                    reason: str | None = None) -> dict[str, Any]:
    """The ``warrant`` object adapters attach (JSON-serialisable)."""
    out: dict[str, Any] = {"status": status, "reason": reason}
    if certificate is not None and certificate.formed:
        out.update(
            certificate_id=certificate.id, tier=certificate.warrant.label, warrant=int(certificate.warrant),
            complete=certificate.complete, rule=certificate.rule, recommendation=certificate.recommendation,
            tiers=[{"tier": t.tier, "name": t.name, "probes": t.probes, "violations": t.violations,
                    "status": t.status.value} for t in certificate.tiers],
            reversals=[r.model_dump(mode="json") for r in certificate.reversals],
            confidence=certificate.confidence, belief=certificate.belief,
            belief_action_consistent=certificate.belief_action_consistent,
        )
    out["decision"] = decision.model_dump(mode="json") if decision is not None else None
    out["review_id"] = getattr(decision, "review_id", None)
    return out


def warrant_headers(payload: Mapping[str, Any]) -> dict[str, str]:
    """``x-warrant-tier``, ``x-warrant-action``, ``x-warrant-review-id`` (those that apply)."""
    headers = {"x-warrant-status": str(payload.get("status"))}
    if payload.get("tier"):
        headers["x-warrant-tier"] = str(payload["tier"])
    decision = payload.get("decision") or {}
    if decision.get("action"):
        headers["x-warrant-action"] = str(decision["action"])
    if payload.get("review_id"):
        headers["x-warrant-review-id"] = str(payload["review_id"])
    return headers


def withheld_text(decision: DecisionLike | None) -> str:
    """The notice returned instead of a withheld recommendation."""
    review = getattr(decision, "review_id", None)
    action = getattr(decision, "action", "review")
    if "certification_failed" in (getattr(decision, "triggers", None) or ()):
        return "The recommendation is withheld: it could not be certified, and this stakes level fails closed."
    if action == "block":
        return "The recommendation is withheld: its warrant is below what this decision requires."
    return "The recommendation is withheld pending human review" + (f" (review id {review})." if review else ".")
