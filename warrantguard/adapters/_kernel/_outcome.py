"""One answer's certification as every integration reports it: status, content, warrant payload.

Status words follow LiteLLM's guardrail vocabulary where they overlap:

* ``success``: certified, and the policy lets the answer through (allow or annotate);
* ``guardrail_intervened``: the policy withheld the answer (review or block), also when
  certification failed (provider error) at a stakes level that fails closed (the
  decision's trigger is then ``certification_failed``);
* ``guardrail_failed_to_respond``: certification failed (provider error) where the stakes
  level fails open, or without a policy; the answer passes unchanged (fail-open) and is
  counted as such, never as success;
* ``not_run``: not a pairwise question, or the answer recommends neither option (it names
  neither, or says that it depends). An answer that names an option but whose recommendation
  could not be determined (the mapping came back in prose, or as "neither") is a failed
  certification: withheld where the stakes level fails closed, never a silent pass.

Beside the status, ``certification`` always says what happened to the evidence (one of
:data:`CERTIFICATIONS`): ``certified`` (a fresh certificate), ``reused`` (a stored certificate
of the same question, with ``certified_at`` and ``original_id``), ``sampled_out`` (the stakes
level samples and this question is outside the sample), ``monitor`` (the answer was released at
once, its certificate is pending in the background), ``failed_open`` (certification failed, the
answer passed) or ``failed_withheld`` (it failed, the answer was withheld), and ``not_run`` (no
pairwise question, or no recommendation). The status keeps LiteLLM's guardrail words (was the
answer let through?); certification is the other question (what was it let through on?): a
reused certificate may still be withheld, so one word could not carry both.

Pure data and pure functions: the adapters' kernel and the decorator build on it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from warrantguard.guard.spi import (
    Action,
    CallInfo,
    Certificate,
    DecisionLike,
    NotPairwiseError,
    PairwiseQuestion,
    ProviderError,
    WarrantBlocked,
    names_option,
    says_it_depends,
)

if TYPE_CHECKING:
    from warrantguard.guard.spi import CheckResult, Guard

__all__ = [
    "CERTIFICATIONS",
    "FAILED",
    "INTERVENED",
    "MONITOR",
    "NOT_RUN",
    "SUCCESS",
    "Outcome",
    "answer_outcome",
    "failed_outcome",
    "failure_question",
    "monitor_outcome",
    "not_pairwise",
    "outcome_of",
    "undetermined",
    "unrun_outcome",
    "warrant_payload",
    "withheld_text",
]

SUCCESS, INTERVENED, FAILED, NOT_RUN = "success", "guardrail_intervened", "guardrail_failed_to_respond", "not_run"
MONITOR = "monitor"
CERTIFICATIONS = ("certified", "reused", "sampled_out", MONITOR, "failed_open", "failed_withheld", NOT_RUN)


@dataclass(frozen=True)
class Outcome:
    """The result of certifying one answer, as every integration reports it."""

    status: str
    answer: str
    withheld: bool
    result: CheckResult | None = None
    certificate: Certificate | None = None
    decision: DecisionLike | None = None
    reason: str | None = None
    mode: str | None = None

    @property
    def certification(self) -> str:
        """What happened to the evidence (one of :data:`CERTIFICATIONS`)."""
        if self.mode == MONITOR:
            return MONITOR
        if self.status == FAILED:
            return "failed_open"
        if self.status == INTERVENED and "certification_failed" in (getattr(self.decision, "triggers", None) or ()):
            return "failed_withheld"
        if self.result is not None and self.result.certification != "certified":
            return self.result.certification
        if self.certificate is not None and self.certificate.formed and self.status in (SUCCESS, INTERVENED):
            return "certified"
        return NOT_RUN

    @property
    def payload(self) -> dict[str, Any]:
        """The ``warrant`` JSON object."""
        out = warrant_payload(self.certificate, self.decision, self.status, self.reason)
        out["certification"] = self.certification
        if self.result is not None and self.result.reused:
            out.update(reused=True, certified_at=self.result.certified_at, original_id=self.result.certificate.id)
        return out

    @property
    def content(self) -> str:
        """What the caller receives: the model's own text, or the withheld notice."""
        return withheld_text(self.decision) if self.withheld else self.answer

    @property
    def blocked(self) -> bool:
        """True when the policy blocked the answer (adapters raise this once, in their idiom)."""
        return self.decision is not None and Action(self.decision.action) is Action.BLOCK

    def raise_for_block(self) -> Outcome:
        """Raise :class:`WarrantBlocked` when blocked, else return ``self``."""
        if self.blocked:
            assert self.decision is not None
            raise WarrantBlocked(self.reason or self.decision.reason, certificate=self.certificate,
                                 decision=self.decision)
        return self


def outcome_of(answer: str, result: CheckResult, guard: Guard | None = None,
               facts: Mapping[str, Any] | None = None) -> Outcome:
    """The outcome of a finished check-only certificate of ``answer`` (``guard`` and the check's
    ``facts``: to decide, at the call's stakes, an answer whose recommendation is undetermined)."""
    cert = result.certificate
    if result.certification == MONITOR:
        return monitor_outcome(answer, result)
    if result.certification == "sampled_out":
        return Outcome(NOT_RUN, answer, False, result, cert, reason=cert.rule)
    if not cert.formed:
        if guard is not None and undetermined(cert, answer):
            call = _call(guard, cert.prompt, (cert.option_a, cert.option_b), cert.context, facts or {})
            return _failed(guard, call, answer, f"the answer names an option, but {cert.rule}", cert)
        return Outcome(NOT_RUN, answer, False, result, cert, reason=cert.rule)
    decision = result.decision
    if result.blocked and decision is not None:
        return Outcome(INTERVENED, answer, True, result, cert, decision, reason=decision.reason)
    withheld = decision is not None and Action(decision.action).withholds and result.final_answer is None
    return Outcome(INTERVENED if withheld else SUCCESS, answer, withheld, result, cert, decision)


def monitor_outcome(answer: str, result: CheckResult | None = None) -> Outcome:
    """The outcome of an answer released at once in monitor mode (its certificate runs afterwards)."""
    return Outcome(NOT_RUN, answer, False, result, reason="monitor mode: the answer was released unchanged; "
                                                          "its certificate runs in the background", mode=MONITOR)


def not_pairwise(answer: str, exc: NotPairwiseError) -> Outcome:
    """The outcome when the prompt is no pairwise question."""
    return Outcome(NOT_RUN, answer, False, reason=f"not a pairwise question: {exc}")


def failed_outcome(guard: Guard, call: CallInfo, answer: str, exc: ProviderError) -> Outcome:
    """Certification failed: what the call's stakes level says. A policy with ``decide_failure``
    (a :class:`~warrantguard.policies.StakesPolicy`) withholds at a ``fail_closed`` level;
    otherwise (fail-open level, no policy, another policy) the answer passes."""
    return _failed(guard, call, answer, str(exc), None)


def undetermined(certificate: Certificate, answer: str) -> bool:
    """Did certification fail on an answer that names an option without saying that it depends
    (so that its recommendation exists but is unknown)? Only an answer that names neither option,
    or says that it depends, recommends nothing."""
    text = certificate.answer or answer
    return names_option(text, certificate.option_a, certificate.option_b) and not says_it_depends(text)


def _failed(guard: Guard, call: CallInfo, answer: str, why: str, certificate: Certificate | None) -> Outcome:
    decide = getattr(guard.policy, "decide_failure", None)
    if guard.policy is not None and decide is not None:
        decision = decide(guard.policy.plan(call))
        if Action(decision.action).withholds:
            reason = f"certification failed, answer withheld (fail-closed, {decision.action}): {why}"
            return Outcome(INTERVENED, answer, True, certificate=certificate, decision=decision, reason=reason)
    return Outcome(FAILED, answer, False, certificate=certificate,
                   reason=f"certification failed, answer passed (fail-open): {why}")


def unrun_outcome(guard: Guard, prompt: str, answer: str, exc: NotPairwiseError | ProviderError | None,
                  facts: Mapping[str, Any]) -> Outcome:
    """The outcome of an answer whose certificate was not formed: not pairwise, or failed
    (``facts``: the check's ``options``, ``context``, ``stakes``, ``route``, ``tags``, ``request_id``)."""
    if isinstance(exc, ProviderError):
        return failed_outcome(guard, _call(guard, prompt, facts.get("options"), facts.get("context"), facts),
                              answer, exc)
    if isinstance(exc, NotPairwiseError):
        return not_pairwise(answer, exc)
    return Outcome(NOT_RUN, answer, False, reason="not certified")


def _call(guard: Guard, prompt: str, options: tuple[str, str] | None, context: str | None,
          facts: Mapping[str, Any]) -> CallInfo:
    """The call, for assigning its stakes after a failed certification."""
    return CallInfo(question=failure_question(prompt, options, context), model=guard.focal.name,
                    stakes=facts.get("stakes"), route=facts.get("route"), tags=dict(facts.get("tags") or {}),
                    request_id=facts.get("request_id"))


async def answer_outcome(guard: Guard, prompt: str, answer: str, **facts: Any) -> Outcome:
    """Certify ``answer`` check-only (:meth:`Guard.acertify` with ``facts``) as an :class:`Outcome`."""
    try:
        result = await guard.acertify(prompt, answer=answer, **facts)
    except (NotPairwiseError, ProviderError) as exc:
        return unrun_outcome(guard, prompt, answer, exc, facts)
    return outcome_of(answer, result, guard, facts)


def failure_question(prompt: str, options: tuple[str, str] | None, context: str | None) -> PairwiseQuestion:
    """The question for assigning stakes after a failure (placeholder options when none were found,
    so that route, model, tag and prompt-keyword rules still apply)."""
    try:
        return PairwiseQuestion.parse(prompt, options, context)
    except NotPairwiseError:
        return PairwiseQuestion(prompt, "option A", "option B", context)


def warrant_payload(certificate: Certificate | None, decision: DecisionLike | None, status: str,
                    reason: str | None = None) -> dict[str, Any]:
    """The ``warrant`` object integrations attach (JSON-serialisable)."""
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


def withheld_text(decision: DecisionLike | None) -> str:
    """The notice returned instead of a withheld recommendation."""
    review = getattr(decision, "review_id", None)
    action = Action(decision.action) if decision is not None else Action.REVIEW
    if "certification_failed" in (getattr(decision, "triggers", None) or ()):
        return "The recommendation is withheld: it could not be certified, and this stakes level fails closed."
    if action is Action.BLOCK:
        return "The recommendation is withheld: its warrant is below what this decision requires."
    return "The recommendation is withheld pending human review" + (f" (review id {review})." if review else ".")
