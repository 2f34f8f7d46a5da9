"""A LiteLLM Proxy guardrail that certifies pairwise answers (``mode: post_call``).

In the proxy's ``config.yaml``::

    guardrails:
      - guardrail_name: warrant
        litellm_params:
          guardrail: warrantguard.adapters.litellm_proxy.WarrantGuardrail
          mode: post_call
          default_on: true
          policy: ./policy.yaml        # optional: a stakes policy file
          review_queue: ./reviews.db   # optional: where "review" items go
          stakes: medium               # optional: default stakes level
          model: advisor               # optional: the model group /guardrails/apply_guardrail probes
          capture_content: false       # optional: conversation text in logs and errors (off)

(``examples/litellm_proxy/config.yaml`` is a complete one.) Clients opt in per request
with ``metadata={"warrant": {"options": [A, B], "stakes": "high"}}`` or LiteLLM's dynamic
guardrail params ``guardrails=[{"warrant": {"extra_body": {"stakes": "high"}}}]`` (keys
``options``, ``context``, ``stakes``; they win over ``metadata.warrant``); a last user
message that is a pairwise question is certified without either.

``async_post_call_success_hook`` certifies the answer (check-only: the answer is the
reference) with the same model group, through the proxy's router, each probe charged to
the caller's key (:mod:`._litellm_guardrail_router`), and returns the response with
``warrant`` attached (withheld content when the policy says review). A ``block`` raises a
400 guardrail exception whose detail holds no conversation text. Every run records a
``StandardLoggingGuardrailInformation`` (status, duration, the content-free warrant), so
the proxy's loggers and spend logs see it. ``async_post_call_response_headers_hook`` adds
the ``x-warrant-*`` headers. Streams go through ``async_post_call_streaming_iterator_hook``:
buffered, certified, then replayed. ``apply_guardrail`` (``POST /guardrails/apply_guardrail``)
certifies the given text as the answer to the question in ``messages`` or refuses with an
error; ``use_native_lifecycle_hooks`` keeps chat calls on the hooks above.
"""

from __future__ import annotations

import time
from collections.abc import AsyncGenerator, Mapping
from typing import Any, ClassVar, Literal

from litellm.integrations.custom_guardrail import CustomGuardrail
from litellm.types.guardrails import GuardrailEventHooks

from ..guard import Guard
from . import _litellm_guardrail_report as report
from ._kernel import (
    FAILED,
    NOT_RUN,
    Certification,
    GuardSource,
    Outcome,
    WarrantRequest,
    choices_payload,
    last_user_text,
    plan_certification,
    warrant_headers,
)
from ._litellm_guardrail_config import config_model
from ._litellm_guardrail_router import RouterModel, caller_metadata, proxy_router
from ._litellm_responses import CertifiedStream, attach, choice_texts
from .litellm_dropin import GuardFactory

__all__ = ["RouterModel", "WarrantGuardrail"]

_RESULT_KEY = "_warrantguard_payload"
_POST_CALL = GuardrailEventHooks.post_call


class WarrantGuardrail(CustomGuardrail):
    """Certify pairwise answers in LiteLLM Proxy (see the module docstring).

    ``guard`` is used as configured (tests: a scripted model); otherwise
    ``guard_factory(model, params)`` or a Guard on the request's model group with
    ``policy`` (a :class:`~warrantguard.policies.StakesPolicy` or a file path),
    ``review_queue`` (a queue or a SQLite path) and ``settings``. ``stakes`` is the
    default level when a request names none; ``model`` the group ``apply_guardrail``
    probes; ``capture_content=True`` lets conversation text into logs and errors.
    """

    use_native_lifecycle_hooks: ClassVar[bool] = True  # chat calls: the hooks below, not apply_guardrail
    records_own_guardrail_information: ClassVar[bool] = True

    def __init__(self, guard: Guard | None = None, *, guard_factory: GuardFactory | None = None,
                 policy: Any = None, review_queue: Any = None, stakes: str | None = None,
                 settings: Mapping[str, Any] | None = None, model: str | None = None,
                 capture_content: bool = False, **kwargs: Any) -> None:
        kwargs.setdefault("supported_event_hooks", [_POST_CALL])
        kwargs.setdefault("event_hook", _POST_CALL)
        super().__init__(**kwargs)
        self.guard, self.guard_factory, self.stakes = guard, guard_factory, stakes
        self.policy = _policy(policy)
        self.review_queue = _queue(review_queue)
        self.settings = dict(settings or {})
        self.model, self.capture_content = model, bool(capture_content)

    @property
    def _source(self) -> GuardSource:
        return GuardSource(self.guard, self.guard_factory, self.policy, self.review_queue, self.settings)

    @staticmethod
    def get_config_model() -> Any:
        """The configuration model the proxy UI renders."""
        return config_model()

    @classmethod
    def get_supported_event_hooks(cls) -> list[GuardrailEventHooks]:
        """``post_call`` only: the guardrail certifies answers."""
        return [_POST_CALL]

    def guard_for(self, data: Mapping[str, Any], user_api_key_dict: Any = None, model: str | None = None) -> Guard:
        """The Guard for one request (its probes attributed to ``user_api_key_dict``)."""
        model = model or str(data.get("model") or "")
        if self.guard is not None or self.guard_factory is not None:
            return self._source.build(None, (model, {}))
        focal = RouterModel(model, proxy_router(), metadata=caller_metadata(user_api_key_dict,
                                                                            data.get("litellm_call_id")))
        return self._source.build(focal)

    async def async_post_call_success_hook(self, data: dict, user_api_key_dict: Any, response: Any) -> Any:
        """Certify the answer; attach the certificate; withhold or block as the policy says."""
        outcomes = await self._outcomes(data, response, user_api_key_dict)
        return response if outcomes is None else attach(response, outcomes)

    async def async_post_call_streaming_iterator_hook(
        self, user_api_key_dict: Any, response: Any, request_data: dict,
    ) -> AsyncGenerator[Any, None]:
        """Streamed answers to be certified are buffered, certified, then replayed (the
        withheld notice as one chunk; a block raises before anything is sent). The
        warrant rides on the finishing chunk: the response headers left before it existed."""
        if not self._runs(request_data):
            async for chunk in response:
                yield chunk
            return
        import litellm

        chunks = [chunk async for chunk in response]
        assembled = litellm.stream_chunk_builder(chunks, messages=request_data.get("messages")) if chunks else None
        outcomes = await self._outcomes(request_data, assembled, user_api_key_dict)
        replay = chunks if outcomes is None or assembled is None else \
            CertifiedStream(chunks, attach(assembled, outcomes), outcomes).chunks
        for chunk in replay:
            yield chunk

    async def async_post_call_response_headers_hook(
        self, data: dict, user_api_key_dict: Any, response: Any, request_headers: dict[str, str] | None = None,
        litellm_call_info: dict[str, object] | None = None,
    ) -> dict[str, str] | None:
        """``x-warrant-status``, ``x-warrant-tier``, ``x-warrant-action``, ``x-warrant-review-id``."""
        payload = data.get(_RESULT_KEY)
        return warrant_headers(payload) if isinstance(payload, Mapping) else None

    async def apply_guardrail(self, inputs: Any, request_data: dict, input_type: Literal["request", "response"],
                              logging_obj: Any = None) -> Any:
        """``POST /guardrails/apply_guardrail``: certify ``inputs["texts"][0]`` as the answer to the
        last user message of ``request_data["messages"]`` with the configured ``model`` group.

        Returns the text (certified) or the withheld notice; raises a guardrail error for a
        block and refuses (400/422/503) whatever it cannot certify: never a silent pass."""
        texts: Any = inputs.get("texts") if isinstance(inputs, Mapping) else None
        refusal = _apply_refusal(texts, request_data, input_type, bool(self.model or self.guard))
        if refusal is not None:
            report.record(self, request_data, NOT_RUN, {"status": NOT_RUN, "reason": refusal}, time.time(), _POST_CALL)
            raise report.guardrail_error(self.guardrail_name, 400, refusal)
        answer = _text_response(str(texts[0]))
        outcomes = await self._outcomes(request_data, answer, None, required=True, model=self.model)
        outcome = outcomes[0] if outcomes else None
        if outcome is None or outcome.status in (NOT_RUN, FAILED):
            status = outcome.status if outcome is not None else NOT_RUN
            raise report.guardrail_error(self.guardrail_name, 503 if status == FAILED else 422,
                                         f"warrant: nothing was certified ({status})")
        return {**inputs, "texts": [outcome.content]}

    def _runs(self, data: Mapping[str, Any]) -> bool:
        return self.should_run_guardrail(data=data, event_type=_POST_CALL) is True

    async def _outcomes(self, data: dict, response: Any, user_api_key_dict: Any, *, required: bool = False,
                        model: str | None = None) -> list[Outcome] | None:
        """Certify every choice of ``response`` (``None``: the guardrail does not run here); records
        the run (the lead outcome: the first withheld choice, else the first); raises on block."""
        if not required and not self._runs(data):
            return None
        started = time.time()
        try:
            plan = plan_certification(data.get("messages"), report.merge_opt_in(_opt_in(data),
                                                                               report.dynamic_params(self, data)))
        except ValueError as exc:  # ConfigurationError included: the client's opt-in is malformed
            report.record(self, data, NOT_RUN, {"status": NOT_RUN, "reason": "invalid warrant request"}, started,
                          _POST_CALL)
            raise report.guardrail_error(self.guardrail_name, 400, f"invalid warrant request: {exc}") from None
        answers = choice_texts(response)
        if plan is None or not any(answers):
            reason = "not a pairwise question" if plan is None else "the response has no text answer"
            report.record(self, data, NOT_RUN, {"status": NOT_RUN, "reason": reason}, started, _POST_CALL)
            return [Outcome(NOT_RUN, (answers[0] or "") if answers else "", False, reason=reason)] if required else None
        outcomes = await self._certify(data, plan, answers, user_api_key_dict, model)
        lead = next((o for o in outcomes if o.withheld), outcomes[0])
        data[_RESULT_KEY] = payload = choices_payload(outcomes)
        report.record(self, data, lead.status, payload, started, _POST_CALL)
        if lead.blocked:
            raise self._blocked(lead)
        return outcomes

    async def _certify(self, data: dict, plan: tuple[str, WarrantRequest], answers: list[str | None],
                       user_api_key_dict: Any, model: str | None) -> list[Outcome]:
        prompt, request = plan
        if request.stakes is None and self.stakes:
            request = WarrantRequest(request.options, request.context, self.stakes)
        guard = self.guard_for(data, user_api_key_dict, model)
        cert = await Certification.start(guard, prompt, request, request_id=data.get("litellm_call_id"),
                                         route="litellm_proxy")
        return await cert.finish(answers)

    def _blocked(self, outcome: Outcome) -> Exception:
        payload = outcome.payload
        if self.capture_content:
            message = f"warrantguard blocked the recommendation: {outcome.reason}"
            return report.guardrail_error(self.guardrail_name, 400, message, payload)
        return report.guardrail_error(self.guardrail_name, 400, report.blocked_message(payload),
                                      report.content_free(payload))


def _apply_refusal(texts: Any, data: Mapping[str, Any], input_type: str, has_model: bool) -> str | None:
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


def _text_response(text: str) -> Any:
    import litellm

    return litellm.ModelResponse(choices=[{"index": 0, "message": {"role": "assistant", "content": text},
                                           "finish_reason": "stop"}])


def _opt_in(data: Mapping[str, Any]) -> Any:
    for key in ("metadata", "litellm_metadata"):
        bucket = data.get(key)
        if isinstance(bucket, Mapping) and "warrant" in bucket:
            return bucket["warrant"]
    return data.get("warrant")


def _policy(policy: Any) -> Any:
    if policy is None or hasattr(policy, "decide"):
        return policy
    from ..policies import load_policy

    return load_policy(policy)


def _queue(queue: Any) -> Any:
    if queue is None or hasattr(queue, "aenqueue"):
        return queue
    from ..policies import ReviewQueue

    return ReviewQueue(queue)
