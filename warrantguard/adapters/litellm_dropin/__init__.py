"""litellm drop-in: ``warrantguard.completion`` and ``warrantguard.acompletion``.

Same arguments as ``litellm.completion`` / ``litellm.acompletion``, plus three:

* ``warrant={"options": [A, B], "context": ..., "stakes": ...}`` opts a call in (any
  key may be left out; ``warrant=False`` opts out). Without it a call is certified
  when the last user message is a pairwise question (found by the heuristics, no
  model call); anything else passes through untouched.
* ``guard=Guard(...)`` certifies with that Guard as configured (its focal model
  answers the probes: a scripted model in tests, or another deployment). Without it,
  the guard comes from :func:`configure`: by default a Guard on the same model string
  with the same connection parameters (``api_base``, ``api_key``...), so the probes go
  to the model that answered.
* ``untrusted=body``: behind a server, the client's request body, kept apart from the
  server's own (trusted) arguments. Only the OpenAI chat-completion fields and ``warrant``
  are accepted from it (the proxy allowlist); ``api_base``, ``base_url``, ``api_key``,
  ``extra_headers``, ``extra_body`` or any other field raise ``ConfigurationError`` naming
  it before any call; its ``model`` is replaced by the server's ``model=``; the server's
  arguments win; the probes get connection parameters from the server's arguments only.

The model's answer is the reference (check-only: no extra reference call). The
returned ``ModelResponse`` keeps its content as the model wrote it, unless the policy
withholds it (``review`` or ``block``): then the content is the withheld notice and
``finish_reason`` is ``content_filter``; nothing is raised. It carries:

* ``response.warrant``: the ``warrant`` JSON object (status, tier, decision...), also
  serialised by ``response.model_dump()`` / ``model_dump_json()``;
* ``response._hidden_params["warrant"]``: the same object, and
  ``["warrant_certificate"]`` / ``["warrant_decision"]``: the objects themselves.

A provider failure during certification leaves the answer unchanged with status
``guardrail_failed_to_respond`` (fail-open, never counted as success).

With ``stream=True`` a call to be certified is streamed from the provider in full,
certified, and returned as a :class:`CertifiedStream`: iterate it (``for`` or
``async for``) like litellm's stream. It replays the provider's chunks, or one chunk with
the withheld notice; ``stream.warrant``, ``stream.response`` (the assembled response)
and the finishing chunk's ``warrant`` carry the outcome.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from warrantguard.adapters._kernel import (
    ALLOWED_FIELDS,
    NOT_RUN,
    Certification,
    CertifiedStream,
    GuardSource,
    Outcome,
    WarrantRequest,
    attach,
    choice_texts,
    plan_certification,
    response_text,
)
from warrantguard.adapters.litellm_dropin._untrusted import merge_untrusted
from warrantguard.guard import ConfigurationError, Guard, PolicyLike, ReviewQueueLike, run_sync

__all__ = [
    "CertifiedStream", "GuardFactory", "acompletion", "attach", "completion", "configure", "guard_for",
    "plan_certification", "response_text",
]

GuardFactory = Callable[[str, Mapping[str, Any]], Guard]
"""``factory(model, params) -> Guard``: the Guard for a call to ``model`` with connection ``params``."""

# Arguments that shape one call rather than reach the deployment: not reused for probes.
_CALL_ONLY = frozenset({
    "model", "messages", "temperature", "top_p", "n", "stream", "stream_options", "tools", "tool_choice",
    "functions", "function_call", "parallel_tool_calls", "response_format", "mock_response", "max_tokens",
    "max_completion_tokens", "seed", "logprobs", "top_logprobs", "stop", "user", "metadata", "warrant",
    "guard", "logit_bias", "presence_penalty", "frequency_penalty", "reasoning_effort", "num_retries",
}) | ALLOWED_FIELDS  # every chat-completion field, so a client's (untrusted=) never reaches a probe


_source = GuardSource()


def configure(guard_factory: GuardFactory | None = None, *, policy: PolicyLike | None = None,
              review_queue: ReviewQueueLike | None = None, **settings: Any) -> None:
    """Set how later calls build their Guard (module-wide; ``configure()`` resets).

    Either a ``guard_factory(model, params) -> Guard``, or the ``policy``,
    ``review_queue`` and certificate settings of the default Guard on the call's model.
    """
    global _source
    _source = GuardSource(factory=guard_factory, policy=policy, review_queue=review_queue, settings=dict(settings))


def guard_for(model: str, params: Mapping[str, Any]) -> Guard:
    """The Guard :func:`completion` uses for ``model`` when no ``guard=`` is passed."""
    return _source.build(model, (model, params), model_params=params)


def completion(*args: Any, warrant: Any = None, guard: Guard | None = None, untrusted: Mapping[str, Any] | None = None,
               **kwargs: Any) -> Any:
    """``litellm.completion`` with the answer to a pairwise question certified (``untrusted``:
    a client's request body, held to the allowlist; see the module docstring)."""
    import litellm

    kwargs, warrant = merge_untrusted(kwargs, warrant, untrusted)
    plan = _plan(args, kwargs, warrant)
    if plan is None:
        return litellm.completion(*args, **kwargs)
    return run_sync(_certified(args, kwargs, plan, guard), nested="thread")  # wherever litellm.completion works


async def acompletion(*args: Any, warrant: Any = None, guard: Guard | None = None,
                      untrusted: Mapping[str, Any] | None = None, **kwargs: Any) -> Any:
    """``litellm.acompletion`` with the answer to a pairwise question certified (``untrusted`` as
    in :func:`completion`)."""
    import litellm

    kwargs, warrant = merge_untrusted(kwargs, warrant, untrusted)
    plan = _plan(args, kwargs, warrant)
    if plan is None:
        return await litellm.acompletion(*args, **kwargs)
    return await _certified(args, kwargs, plan, guard)


def _plan(args: Sequence[Any], kwargs: Mapping[str, Any], warrant: Any) -> tuple[str, WarrantRequest] | None:
    return plan_certification(_messages(args, kwargs), warrant)


def _messages(args: Sequence[Any], kwargs: Mapping[str, Any]) -> Any:
    return kwargs.get("messages", args[1] if len(args) > 1 else None)


async def _certified(args: Sequence[Any], kwargs: Mapping[str, Any], plan: tuple[str, WarrantRequest],
                     guard: Guard | None) -> Any:
    """The provider's answer, its certificate started alongside the call (the probes run while
    the answer is written); every choice certified, each withheld on its own."""
    import litellm

    model = str(kwargs.get("model", args[0] if args else ""))
    if guard is not None and not isinstance(guard, Guard):
        raise ConfigurationError(f"guard must be a warrantguard Guard or None, got {type(guard).__name__}")
    guard = guard or guard_for(model, {k: v for k, v in kwargs.items() if k not in _CALL_ONLY})
    pending = Certification.spawn(guard, plan[0], plan[1])
    try:
        response, chunks = await _answer(litellm, args, kwargs)
    except BaseException:
        await pending.cancel()
        raise
    if response is None:  # the provider streamed nothing
        await pending.cancel()
        return CertifiedStream([], attach(litellm.ModelResponse(), [_EMPTY]), [_EMPTY])
    fingerprint = getattr(response, "system_fingerprint", None)
    outcomes = await pending.finish(choice_texts(response), request_id=getattr(response, "id", None),
                                    fingerprint=fingerprint if isinstance(fingerprint, str) else None)
    attach(response, outcomes)
    return CertifiedStream(chunks, response, outcomes) if chunks is not None else response


async def _answer(litellm: Any, args: Sequence[Any], kwargs: Mapping[str, Any]) -> tuple[Any, list[Any] | None]:
    """The response (assembled from the chunks when streamed) and the chunks (``None``: not streamed)."""
    if not kwargs.get("stream"):
        return await litellm.acompletion(*args, **kwargs), None
    chunks = [chunk async for chunk in await litellm.acompletion(*args, **kwargs)]
    response = litellm.stream_chunk_builder(chunks, messages=_messages(args, kwargs)) if chunks else None
    return response, chunks


_EMPTY = Outcome(NOT_RUN, "", False, reason="the response has no text answer")
