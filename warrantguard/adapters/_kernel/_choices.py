"""One rule for ``n > 1`` and one ``warrant`` payload: choices withheld on their own, the payload, its headers."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from warrantguard.adapters._kernel._outcome import Outcome

__all__ = ["choices_payload", "warrant_headers", "withhold_choices"]


def withhold_choices(choices: Sequence[Any], outcomes: Sequence[Outcome]) -> None:
    """Replace the text of each withheld choice by its notice, ``finish_reason="content_filter"``
    (litellm/OpenAI response objects or their dicts); the other choices are left as written."""
    for choice, outcome in zip(choices, outcomes, strict=False):
        if not outcome.withheld:
            continue
        if isinstance(choice, dict):
            choice["message"] = {"role": "assistant", "content": outcome.content}
            choice["finish_reason"] = "content_filter"
        else:
            choice.message.content = outcome.content
            choice.finish_reason = "content_filter"


def choices_payload(outcomes: Sequence[Outcome]) -> dict[str, Any]:
    """The response's ``warrant``: the first withheld choice's (else the first choice's); with
    several choices, ``choices`` holds each one's payload in order."""
    lead = next((o for o in outcomes if o.withheld), outcomes[0])
    payload = lead.payload
    if len(outcomes) > 1:
        payload["choices"] = [{"index": i, **o.payload} for i, o in enumerate(outcomes)]
    return payload


def warrant_headers(payload: Mapping[str, Any]) -> dict[str, str]:
    """``x-warrant-status``, ``x-warrant-certification`` (certified, reused, sampled_out, monitor,
    failed_open, failed_withheld, not_run), ``x-warrant-original-id`` (a reused certificate's),
    ``x-warrant-tier``, ``x-warrant-action``, ``x-warrant-review-id`` (those that apply)."""
    headers = {"x-warrant-status": str(payload.get("status"))}
    if payload.get("certification"):
        headers["x-warrant-certification"] = str(payload["certification"])
    if payload.get("reused"):
        headers["x-warrant-original-id"] = str(payload.get("original_id"))
    if payload.get("tier"):
        headers["x-warrant-tier"] = str(payload["tier"])
    decision = payload.get("decision") or {}
    if decision.get("action"):
        headers["x-warrant-action"] = str(decision["action"])
    if payload.get("review_id"):
        headers["x-warrant-review-id"] = str(payload["review_id"])
    return headers
