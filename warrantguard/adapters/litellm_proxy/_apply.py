"""``POST /guardrails/apply_guardrail`` for the warrant guardrail: certify a text, or refuse.

The text is certified as the answer to the last user message of ``request_data["messages"]``
with the guardrail's configured ``model`` group. Whatever cannot be certified is refused
with an error (400 for the call's shape, 422 when nothing was certified, 503 when the
certificate failed): never a silent pass.
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from typing import Any

from warrantguard.adapters._kernel import FAILED, NOT_RUN, last_user_text, text_response
from warrantguard.adapters.litellm_proxy import _report as report
from warrantguard.adapters.litellm_proxy._run import GuardrailLike, certify_choices

__all__ = ["apply_guardrail", "refusal"]


async def apply_guardrail(guardrail: GuardrailLike, inputs: Any, request_data: dict, input_type: str) -> Any:
    """``inputs`` with ``texts`` the certified text or the withheld notice; raises the guardrail
    error for a block and a refusal for what it cannot certify."""
    texts: Any = inputs.get("texts") if isinstance(inputs, Mapping) else None
    why = refusal(texts, request_data, input_type, bool(guardrail.model or guardrail.guard))
    if why is not None:
        report.record(guardrail, request_data, NOT_RUN, {"status": NOT_RUN, "reason": why}, time.time(),
                      report.POST_CALL)
        raise report.guardrail_error(guardrail.guardrail_name, 400, why)
    outcomes = await certify_choices(guardrail, request_data, text_response(str(texts[0])), None, required=True,
                                     model=guardrail.model)
    outcome = outcomes[0] if outcomes else None
    if outcome is None or outcome.status in (NOT_RUN, FAILED):
        status = outcome.status if outcome is not None else NOT_RUN
        raise report.guardrail_error(guardrail.guardrail_name, 503 if status == FAILED else 422,
                                     f"warrant: nothing was certified ({status})")
    return {**inputs, "texts": [outcome.content]}


def refusal(texts: Any, data: Mapping[str, Any], input_type: str, has_model: bool) -> str | None:
    """Why ``apply_guardrail`` cannot certify this call (``None``: it can)."""
    if input_type != "response":
        return "warrant certifies answers: send input_type 'response' (the text is the model's answer)"
    if not (isinstance(texts, list) and len(texts) == 1 and isinstance(texts[0], str) and texts[0].strip()):
        return "warrant certifies exactly one non-empty answer text"
    if not last_user_text(data.get("messages") or []):
        return "warrant needs the question: messages=[{'role': 'user', 'content': <question>}]"
    if not has_model:
        return "set 'model' (the model group that answers the probes) in the guardrail's litellm_params"
    return None
