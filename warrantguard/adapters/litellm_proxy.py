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

(``examples/litellm_proxy/config.yaml`` is a complete one.) Clients opt in per request
with ``metadata={"warrant": {"options": [A, B], "stakes": "high"}}`` (a top-level
``warrant`` is read too, but would be forwarded to the provider); a last user message
that is a pairwise question is certified without it.

``async_post_call_success_hook`` certifies the answer (check-only: the answer is the
reference) with the same model group, through the proxy's router, and returns the
response with ``warrant`` attached (as the drop-in does; withheld content when the
policy says review). A ``block`` raises a 400 guardrail exception (fastapi
``HTTPException`` with ``detail={"error": ..., "warrant": ...}``; LiteLLM's
``GuardrailRaisedException`` without fastapi), which the proxy reports as a guardrail
intervention, not a 500. ``async_post_call_response_headers_hook`` adds the
``x-warrant-*`` headers. Streamed requests go through
``async_post_call_streaming_iterator_hook``: buffered, certified, then replayed. No
``apply_guardrail`` is defined: it would make the proxy bypass these native hooks.
"""

from __future__ import annotations

from collections.abc import AsyncGenerator, Mapping
from typing import Any

from litellm.integrations.custom_guardrail import CustomGuardrail
from litellm.types.guardrails import GuardrailEventHooks

from ..guard import ChatRequest, ChatResponse, Guard
from ..providers import LiteLLMModel
from ._common import Outcome, WarrantRequest, certify_answer, warrant_headers
from .litellm_dropin import CertifiedStream, GuardFactory, attach, plan_certification, response_text

__all__ = ["RouterModel", "WarrantGuardrail"]

_RESULT_KEY = "_warrantguard_payload"


class RouterModel:
    """A proxy model group as the focal model: probes go through the proxy's router
    (same deployments, keys and fallbacks); a plain litellm call outside the proxy."""

    def __init__(self, name: str, router: Any = None) -> None:
        self.name, self.router = name, router

    async def complete(self, request: ChatRequest) -> ChatResponse:
        """One router call per sample."""
        if self.router is None:
            return await LiteLLMModel(self.name).complete(request)
        texts = []
        for _ in range(request.samples):
            kwargs: dict[str, Any] = {"model": self.name, "messages": [dict(m) for m in request.messages],
                                      "temperature": request.temperature}
            if request.max_tokens:
                kwargs["max_tokens"] = request.max_tokens
            response = await self.router.acompletion(**kwargs)
            texts.append(response.choices[0].message.content or "")
        return ChatResponse(texts=texts)


def _proxy_router() -> Any:
    try:
        from litellm.proxy import proxy_server
    except ImportError:
        return None
    return getattr(proxy_server, "llm_router", None)


class WarrantGuardrail(CustomGuardrail):
    """Certify pairwise answers in LiteLLM Proxy (see the module docstring).

    ``guard`` is used as configured (tests: a scripted model); otherwise
    ``guard_factory(model, params)`` or a Guard on the request's model group with
    ``policy`` (a :class:`~warrantguard.policies.StakesPolicy` or a file path),
    ``review_queue`` (a queue or a SQLite path) and ``settings``. ``stakes`` is the
    default level when a request names none.
    """

    def __init__(self, guard: Guard | None = None, *, guard_factory: GuardFactory | None = None,
                 policy: Any = None, review_queue: Any = None, stakes: str | None = None,
                 settings: Mapping[str, Any] | None = None, **kwargs: Any) -> None:
        kwargs.setdefault("supported_event_hooks", [GuardrailEventHooks.post_call])
        kwargs.setdefault("event_hook", GuardrailEventHooks.post_call)
        super().__init__(**kwargs)
        self.guard, self.guard_factory, self.stakes = guard, guard_factory, stakes
        self.policy = _policy(policy)
        self.review_queue = _queue(review_queue)
        self.settings = dict(settings or {})

    def guard_for(self, data: Mapping[str, Any]) -> Guard:
        """The Guard for one request."""
        if self.guard is not None:
            return self.guard
        model = str(data.get("model") or "")
        if self.guard_factory is not None:
            return self.guard_factory(model, {})
        return Guard(RouterModel(model, _proxy_router()), policy=self.policy, review_queue=self.review_queue,
                     **self.settings)

    async def async_post_call_success_hook(self, data: dict, user_api_key_dict: Any, response: Any) -> Any:
        """Certify the answer; attach the certificate; withhold or block as the policy says."""
        outcome = await self._outcome(data, response)
        return response if outcome is None else attach(response, outcome)

    async def async_post_call_streaming_iterator_hook(
        self, user_api_key_dict: Any, response: Any, request_data: dict,
    ) -> AsyncGenerator[Any, None]:
        """Streamed answers to be certified are buffered, certified, then replayed (the
        withheld notice as one chunk; a block raises before anything is sent). The
        warrant rides on the finishing chunk: the response headers left before it existed."""
        if self._plan(request_data) is None:
            async for chunk in response:
                yield chunk
            return
        import litellm

        chunks = [chunk async for chunk in response]
        assembled = litellm.stream_chunk_builder(chunks, messages=request_data.get("messages")) if chunks else None
        outcome = await self._outcome(request_data, assembled) if assembled is not None else None
        replay = chunks if outcome is None else CertifiedStream(chunks, attach(assembled, outcome), outcome).chunks
        for chunk in replay:
            yield chunk

    def _plan(self, data: Mapping[str, Any]) -> tuple[str, WarrantRequest] | None:
        if self.should_run_guardrail(data=data, event_type=GuardrailEventHooks.post_call) is not True:
            return None
        return plan_certification(data.get("messages"), _opt_in(data))

    async def _outcome(self, data: dict, response: Any) -> Outcome | None:
        """The certificate's outcome for a response (``None``: not to be certified); raises on block."""
        plan, answer = self._plan(data), response_text(response)
        if plan is None or answer is None:
            return None
        prompt, request = plan
        if request.stakes is None and self.stakes:
            request = type(request)(request.options, request.context, self.stakes)
        outcome = await certify_answer(self.guard_for(data), prompt, answer, request,
                                       request_id=data.get("litellm_call_id"), route="litellm_proxy")
        data[_RESULT_KEY] = outcome.payload
        if outcome.decision is not None and outcome.decision.action == "block":
            raise self._blocked(outcome)
        return outcome

    async def async_post_call_response_headers_hook(
        self, data: dict, user_api_key_dict: Any, response: Any, request_headers: dict[str, str] | None = None,
        litellm_call_info: dict[str, object] | None = None,
    ) -> dict[str, str] | None:
        """``x-warrant-status``, ``x-warrant-tier``, ``x-warrant-action``, ``x-warrant-review-id``."""
        payload = data.get(_RESULT_KEY)
        return warrant_headers(payload) if isinstance(payload, Mapping) else None

    def _blocked(self, outcome: Outcome) -> Exception:
        message = f"warrantguard blocked the recommendation: {outcome.reason}"
        try:
            from fastapi import HTTPException
        except ImportError:
            from litellm.exceptions import GuardrailRaisedException

            return GuardrailRaisedException(self.guardrail_name, message, status_code=400, blocked_content=True)
        return HTTPException(status_code=400, detail={"error": message, "guardrail_name": self.guardrail_name,
                                                      "warrant": outcome.payload})


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
