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
          policies:                    # optional: policies a key's or team's metadata may select
            strict: ./strict-policy.yaml

(``examples/litellm_proxy/config.yaml`` is a complete one.) Clients opt in per request
with ``metadata={"warrant": {"options": [A, B], "stakes": "high"}}`` or LiteLLM's dynamic
guardrail params ``guardrails=[{"warrant": {"extra_body": {"stakes": "high"}}}]`` (keys
``options``, ``context``, ``stakes``; they win over ``metadata.warrant``); a last user
message that is a pairwise question is certified without either.

Tenants: a virtual key's or team's metadata ``{"warrantguard": {"policy": "strict",
"stakes_floor": "high", "stakes_ceiling": "critical"}}`` selects the rules its requests are
certified under (:mod:`._tenants`; the precedence is :func:`~warrantguard.policies.resolve_tenant`'s:
the key's policy before the team's, the strictest floor, and a request asking for stakes above
the ceiling refused with 400, never certified lower).

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

import copy
from collections.abc import AsyncGenerator, Mapping
from typing import Any, ClassVar, Literal

from litellm.integrations.custom_guardrail import CustomGuardrail
from litellm.types.guardrails import GuardrailEventHooks

from warrantguard.adapters._kernel import (
    CertifiedStream,
    GuardSource,
    attach,
    policy_from,
    review_queue_from,
    warrant_headers,
)
from warrantguard.adapters.litellm_dropin import GuardFactory
from warrantguard.adapters.litellm_proxy import _apply as apply
from warrantguard.adapters.litellm_proxy._config import config_model
from warrantguard.adapters.litellm_proxy._report import POST_CALL
from warrantguard.adapters.litellm_proxy._router import RouterModel, caller_metadata, proxy_router
from warrantguard.adapters.litellm_proxy._run import RESULT_KEY, certify_choices, runs_on
from warrantguard.adapters.litellm_proxy._tenants import METADATA_KEY, tenant_rules
from warrantguard.guard import Guard

__all__ = ["METADATA_KEY", "RouterModel", "WarrantGuardrail"]


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
                 capture_content: bool = False, policies: Mapping[str, Any] | None = None,
                 **kwargs: Any) -> None:
        kwargs.setdefault("supported_event_hooks", [POST_CALL])
        kwargs.setdefault("event_hook", POST_CALL)
        super().__init__(**kwargs)
        self.guard, self.guard_factory, self.stakes = guard, guard_factory, stakes
        self.policy, self.review_queue = policy_from(policy), review_queue_from(review_queue)
        self.policies = {str(name): policy_from(value) for name, value in (policies or {}).items()}
        self.settings = dict(settings or {})
        self.model, self.capture_content = model, bool(capture_content)

    @staticmethod
    def get_config_model() -> Any:
        """The configuration model the proxy UI renders."""
        return config_model()

    @classmethod
    def get_supported_event_hooks(cls) -> list[GuardrailEventHooks]:
        """``post_call`` only: the guardrail certifies answers."""
        return [POST_CALL]

    def guard_for(self, data: Mapping[str, Any], user_api_key_dict: Any = None, model: str | None = None,
                  stakes: str | None = None) -> Guard:
        """The Guard for one request under its tenant's rules: the policy, stakes floor and ceiling
        the key's and team's ``warrantguard`` metadata select (:mod:`._tenants`), its probes
        attributed to ``user_api_key_dict``. ``ConfigurationError`` when those rules refuse the
        request's ``stakes`` (above the ceiling) or the metadata is malformed."""
        rules = tenant_rules(user_api_key_dict, self.policies,
                             self.policy if self.policy is not None else getattr(self.guard, "policy", None))
        rules.check_stakes(stakes)
        model = model or str(data.get("model") or "")
        source = GuardSource(self.guard, self.guard_factory, self.policy, self.review_queue, self.settings)
        if self.guard is not None or self.guard_factory is not None:
            guard = source.build(None, (model, {}))
        else:
            focal = RouterModel(model, proxy_router(), metadata=caller_metadata(user_api_key_dict,
                                                                                data.get("litellm_call_id")))
            guard = source.build(focal)
        policy = rules.guard_policy()
        if policy is guard.policy:
            return guard
        tenant_guard = copy.copy(guard)  # never change a Guard another request may be using
        tenant_guard.policy = policy
        return tenant_guard

    async def async_post_call_success_hook(self, data: dict, user_api_key_dict: Any, response: Any) -> Any:
        """Certify the answer; attach the certificate; withhold or block as the policy says."""
        outcomes = await certify_choices(self, data, response, user_api_key_dict)
        return response if outcomes is None else attach(response, outcomes)

    async def async_post_call_streaming_iterator_hook(
        self, user_api_key_dict: Any, response: Any, request_data: dict,
    ) -> AsyncGenerator[Any, None]:
        """Streamed answers to be certified are buffered, certified, then replayed (the
        withheld notice as one chunk; a block raises before anything is sent). The
        warrant rides on the finishing chunk: the response headers left before it existed."""
        if not runs_on(self, request_data):
            async for chunk in response:
                yield chunk
            return
        import litellm

        chunks = [chunk async for chunk in response]
        assembled = litellm.stream_chunk_builder(chunks, messages=request_data.get("messages")) if chunks else None
        outcomes = await certify_choices(self, request_data, assembled, user_api_key_dict)
        replay = chunks if outcomes is None or assembled is None else \
            CertifiedStream(chunks, attach(assembled, outcomes), outcomes).chunks
        for chunk in replay:
            yield chunk

    async def async_post_call_response_headers_hook(
        self, data: dict, user_api_key_dict: Any, response: Any, request_headers: dict[str, str] | None = None,
        litellm_call_info: dict[str, object] | None = None,
    ) -> dict[str, str] | None:
        """``x-warrant-status``, ``x-warrant-tier``, ``x-warrant-action``, ``x-warrant-review-id``."""
        payload = data.get(RESULT_KEY)
        return warrant_headers(payload) if isinstance(payload, Mapping) else None

    async def apply_guardrail(self, inputs: Any, request_data: dict, input_type: Literal["request", "response"],
                              logging_obj: Any = None) -> Any:
        """``POST /guardrails/apply_guardrail``: certify ``inputs["texts"][0]`` as the answer to the
        last user message of ``request_data["messages"]`` with the configured ``model`` group.

        Returns the text (certified) or the withheld notice; raises a guardrail error for a
        block and refuses (400/422/503) whatever it cannot certify: never a silent pass."""
        return await apply.apply_guardrail(self, inputs, request_data, input_type)
