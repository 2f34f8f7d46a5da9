"""One run of the LiteLLM Proxy guardrail on a request: plan it, certify every choice, record it.

The plan is the kernel's (:func:`~._kernel.plan_certification`) on the request's opt-in
(``metadata.warrant``, the dynamic ``extra_body`` laid over it) with the guardrail's default
stakes; the Guard is the guardrail's (:meth:`~.litellm_proxy.WarrantGuardrail.guard_for`).
Every run records a ``StandardLoggingGuardrailInformation``; a block raises the proxy's
guardrail error (content-free unless ``capture_content``).
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Protocol

from warrantguard.adapters._kernel import (
    NOT_RUN,
    Certification,
    Outcome,
    WarrantRequest,
    choice_texts,
    choices_payload,
    plan_certification,
)
from warrantguard.adapters.litellm_proxy import _report as report
from warrantguard.guard import ConfigurationError

if TYPE_CHECKING:
    from warrantguard.guard import Guard

__all__ = ["RESULT_KEY", "GuardrailLike", "blocked_error", "certify_choices", "runs_on"]


class GuardrailLike(Protocol):
    """What a run needs of the guardrail (:class:`~.litellm_proxy.WarrantGuardrail`)."""

    guardrail_name: str | None
    model: str | None
    guard: Guard | None
    stakes: str | None
    capture_content: bool

    def guard_for(self, data: Mapping[str, Any], user_api_key_dict: Any = None,
                  model: str | None = None, stakes: str | None = None) -> Guard:
        """The Guard that certifies this request under its tenant's rules (``ConfigurationError``:
        they refuse it)."""
        ...

    def should_run_guardrail(self, data: Any, event_type: Any) -> bool:
        """LiteLLM's check: is this guardrail on for the request and event."""
        ...

RESULT_KEY = "_warrantguard_payload"
"""Where a run leaves the response's ``warrant`` in the request data (for the response headers)."""


def runs_on(guardrail: GuardrailLike, data: Mapping[str, Any]) -> bool:
    """Whether the guardrail runs on this request (LiteLLM's ``default_on`` / per-request choice)."""
    return guardrail.should_run_guardrail(data=data, event_type=report.POST_CALL) is True


async def certify_choices(guardrail: GuardrailLike, data: dict, response: Any, user_api_key_dict: Any, *,
                          required: bool = False, model: str | None = None) -> list[Outcome] | None:
    """Certify every choice of ``response`` (``None``: the guardrail does not run here); records
    the run (the lead outcome: the first withheld choice, else the first); raises on block.

    ``required``: run whatever the request says, and return a ``not_run`` outcome rather than
    ``None`` when there is nothing to certify (``apply_guardrail``)."""
    if not required and not runs_on(guardrail, data):
        return None
    started = time.time()
    plan = _plan(guardrail, data, started)
    answers = choice_texts(response)
    if plan is None or not any(answers):
        reason = "not a pairwise question" if plan is None else "the response has no text answer"
        report.record(guardrail, data, NOT_RUN, {"status": NOT_RUN, "reason": reason}, started, report.POST_CALL)
        return [Outcome(NOT_RUN, (answers[0] or "") if answers else "", False, reason=reason)] if required else None
    outcomes = await _certify(guardrail, data, plan, answers, user_api_key_dict, model)
    lead = next((o for o in outcomes if o.withheld), outcomes[0])
    data[RESULT_KEY] = payload = choices_payload(outcomes)
    report.record(guardrail, data, lead.status, payload, started, report.POST_CALL)
    if lead.blocked:
        raise blocked_error(guardrail, lead)
    return outcomes


def blocked_error(guardrail: GuardrailLike, outcome: Outcome) -> Exception:
    """The guardrail error for a blocked answer (its detail content-free unless ``capture_content``)."""
    payload = outcome.payload
    if guardrail.capture_content:
        message = f"warrantguard blocked the recommendation: {outcome.reason}"
        return report.guardrail_error(guardrail.guardrail_name, 400, message, payload)
    return report.guardrail_error(guardrail.guardrail_name, 400, report.blocked_message(payload),
                                  report.content_free(payload))


def _plan(guardrail: GuardrailLike, data: dict, started: float) -> tuple[str, WarrantRequest] | None:
    """What to certify (``None``: nothing); a malformed opt-in is recorded and refused (400)."""
    try:
        return plan_certification(data.get("messages"), report.merge_opt_in(_opt_in(data),
                                                                            report.dynamic_params(guardrail, data)))
    except ValueError as exc:  # ConfigurationError included: the client's opt-in is malformed
        report.record(guardrail, data, NOT_RUN, {"status": NOT_RUN, "reason": "invalid warrant request"}, started,
                      report.POST_CALL)
        raise report.guardrail_error(guardrail.guardrail_name, 400, f"invalid warrant request: {exc}") from None


async def _certify(guardrail: GuardrailLike, data: dict, plan: tuple[str, WarrantRequest],
                   answers: list[str | None], user_api_key_dict: Any, model: str | None) -> list[Outcome]:
    prompt, request = plan
    if request.stakes is None and guardrail.stakes:
        request = WarrantRequest(request.options, request.context, guardrail.stakes)
    try:
        guard = guardrail.guard_for(data, user_api_key_dict, model, stakes=request.stakes)
    except ConfigurationError as exc:  # the tenant's rules refuse it: never certified under other rules
        report.record(guardrail, data, NOT_RUN, {"status": NOT_RUN, "reason": "refused by the tenant's rules"},
                      time.time(), report.POST_CALL)
        raise report.guardrail_error(guardrail.guardrail_name, 400, f"warrant: {exc}") from None
    cert = await Certification.start(guard, prompt, request, request_id=data.get("litellm_call_id"),
                                     route="litellm_proxy")
    return await cert.finish(answers)


def _opt_in(data: Mapping[str, Any]) -> Any:
    for key in ("metadata", "litellm_metadata"):
        bucket = data.get(key)
        if isinstance(bucket, Mapping) and "warrant" in bucket:
            return bucket["warrant"]
    return data.get("warrant")
