"""What the LiteLLM Proxy guardrail tells the proxy: logging records, errors, dynamic params, UI config.

Without ``capture_content=True`` nothing the guardrail logs or raises carries text of the
conversation (prompts, probe wordings, contexts, options, the decision's prose reason):
:func:`content_free` keeps the status, tier, counts, certificate id and the decision's
action, stakes and levels. The ``warrant`` object attached to a successful response is
the caller's own and stays complete.
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from typing import Any

from litellm.types.guardrails import GuardrailEventHooks

from warrantguard.adapters._kernel import WarrantRequest
from warrantguard.guard import ConfigurationError

__all__ = [
    "DYNAMIC_FIELDS",
    "POST_CALL",
    "PROVIDER",
    "blocked_message",
    "content_free",
    "dynamic_params",
    "guardrail_error",
    "merge_opt_in",
    "record",
]

PROVIDER = "warrantguard"  # ``guardrail_provider`` in StandardLoggingGuardrailInformation

POST_CALL = GuardrailEventHooks.post_call
"""The guardrail's one event hook (it certifies answers), the ``event_type`` of its records."""

DYNAMIC_FIELDS = frozenset({"options", "context", "stakes"})
"""The keys a request's ``guardrails=[{"<name>": {"extra_body": {...}}}]`` may set."""

_DECISION_KEYS = ("action", "stakes", "rule", "warrant", "min_warrant", "triggers", "review_id")


def content_free(payload: Mapping[str, Any]) -> dict[str, Any]:
    """The ``warrant`` object without any text of the conversation."""
    out = {key: payload.get(key) for key in ("status", "certificate_id", "tier", "warrant", "complete", "review_id")
           if payload.get(key) is not None}
    if payload.get("tiers"):
        out["tiers"] = [{k: t.get(k) for k in ("tier", "probes", "violations", "status")} for t in payload["tiers"]]
    if payload.get("reversals") is not None:
        out["reversals"] = len(payload["reversals"])
    decision = payload.get("decision")
    if isinstance(decision, Mapping):
        out["decision"] = {key: decision.get(key) for key in _DECISION_KEYS if decision.get(key) is not None}
    return out


def record(guardrail: Any, data: dict[str, Any], status: str, payload: Mapping[str, Any], started: float,
           event_type: Any) -> None:
    """Add one ``StandardLoggingGuardrailInformation`` (status, duration, masked response) to ``data``.

    ``started`` is a ``time.time()`` stamp. The response is :func:`content_free` unless the
    guardrail was configured with ``capture_content=True``."""
    ended = time.time()
    response = dict(payload) if getattr(guardrail, "capture_content", False) else content_free(payload)
    guardrail.add_standard_logging_guardrail_information_to_request_data(
        guardrail_json_response=response, request_data=data, guardrail_status=status, start_time=started,
        end_time=ended, duration=max(0.0, ended - started), guardrail_provider=PROVIDER, event_type=event_type)


def dynamic_params(guardrail: Any, data: Mapping[str, Any]) -> dict[str, Any]:
    """This guardrail's per-request ``extra_body`` (``{}`` if none); raises ``ConfigurationError``
    for a key outside :data:`DYNAMIC_FIELDS` or a non-object ``extra_body``.

    Read directly rather than with ``get_guardrail_dynamic_request_body_params`` (which
    returns nothing outside LiteLLM Enterprise): the keys are the same a client may send in
    ``metadata.warrant``, so they grant nothing more."""
    try:
        requested = guardrail.get_guardrail_from_metadata(dict(data))
    except Exception:  # an unreadable guardrails list: the proxy rejects it itself
        return {}
    for entry in requested if isinstance(requested, list) else []:
        if isinstance(entry, Mapping) and guardrail.guardrail_name in entry:
            params = entry[guardrail.guardrail_name]
            extra = params.get("extra_body") if isinstance(params, Mapping) else None
            if extra is None:
                return {}
            if not isinstance(extra, Mapping):
                raise ConfigurationError("'extra_body' of the warrant guardrail must be an object")
            unknown = sorted(str(k) for k in extra if k not in DYNAMIC_FIELDS)
            if unknown:
                raise ConfigurationError(f"'extra_body' of the warrant guardrail may not set {unknown[0]!r} "
                                         f"(allowed: {', '.join(sorted(DYNAMIC_FIELDS))})")
            return dict(extra)
    return {}


def merge_opt_in(opt_in: Any, extra: Mapping[str, Any]) -> Any:
    """The request's opt-in with the dynamic params laid over it (they win, key by key)."""
    if not extra:
        return opt_in
    base = dict(opt_in) if isinstance(opt_in, Mapping) else {}
    merged = {**base, **extra}
    WarrantRequest.from_json(merged)  # validates (ConfigurationError)
    return merged


def guardrail_error(guardrail_name: str | None, status_code: int, message: str,
                    warrant: Mapping[str, Any] | None = None) -> Exception:
    """The proxy's guardrail error: fastapi ``HTTPException`` (``detail={"error", "guardrail_name",
    "warrant"}``), or LiteLLM's ``GuardrailRaisedException`` without fastapi."""
    try:
        from warrantguard.extras.fastapi import HTTPException
    except ImportError:
        from litellm.exceptions import GuardrailRaisedException

        return GuardrailRaisedException(guardrail_name, message, status_code=status_code,
                                        blocked_content=warrant is not None)
    detail: dict[str, Any] = {"error": message, "guardrail_name": guardrail_name}
    if warrant is not None:
        detail["warrant"] = dict(warrant)
    return HTTPException(status_code=status_code, detail=detail)


def blocked_message(payload: Mapping[str, Any]) -> str:
    """The block's message, free of conversation text."""
    decision = payload.get("decision") or {}
    parts = [f"{payload.get('tier') or 'no certificate'}"]
    if decision.get("min_warrant"):
        parts.append(f"below the {decision['min_warrant']} required")
    if decision.get("stakes"):
        parts.append(f"at {decision['stakes']} stakes")
    ident = f" (certificate {payload['certificate_id']})" if payload.get("certificate_id") else ""
    return "warrantguard blocked the recommendation: " + " ".join(parts) + ident
