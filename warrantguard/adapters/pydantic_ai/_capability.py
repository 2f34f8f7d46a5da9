"""``WarrantCapability``: certify the agent's final text answer, streamed or not.

The capability wraps the model serving each request (``get_wrapper_model``). A request whose
last user prompt is a pairwise question and whose answer may be text is certified: the
certificate starts with the request (the probes run while the model answers; once a text
answer is there when the model was offered tools). A text-only response is the final answer:
certified once, whole. Partial outputs are never certified. An allowed answer passes with
``response.metadata["warrant"]``; a withheld one is replaced by the notice; a block raises
:class:`WarrantOutputBlocked`, pydantic-ai's ``ContentFilterError``. Streamed
(``run_stream``, ``stream_text(delta=True)``), the response is held whole, certified, then
replayed: no delta of a withheld answer is ever emitted (pydantic-ai's text deltas run
before its output validators).
"""

from __future__ import annotations

import dataclasses
from collections.abc import AsyncIterator, Collection, Mapping
from contextlib import asynccontextmanager
from typing import Any

from warrantguard.adapters._kernel import Outcome, Pending, plan_certification
from warrantguard.adapters.pydantic_ai._common import Warrants, last_prompt, response_text
from warrantguard.adapters.pydantic_ai._resume import Resumable
from warrantguard.adapters.pydantic_ai._toolset import WarrantToolset
from warrantguard.extras.pydantic_ai import (
    AbstractCapability,
    CompletedStreamedResponse,
    ContentFilterError,
    ModelResponse,
    TextPart,
    WrapperModel,
)
from warrantguard.guard import WarrantBlocked

__all__ = ["WarrantCapability", "WarrantOutputBlocked", "certifying_model"]


class WarrantOutputBlocked(WarrantBlocked, ContentFilterError):
    """The policy blocked the agent's answer: pydantic-ai's ``ContentFilterError`` (an output a filter
    stopped), carrying the certificate and decision."""

    def __init__(self, message: str, *, certificate: Any, decision: Any) -> None:
        WarrantBlocked.__init__(self, message, certificate=certificate, decision=decision)

    def __reduce__(self) -> tuple[Any, ...]:
        return _blocked, (str(self), self.certificate, self.decision)


def _blocked(message: str, certificate: Any, decision: Any) -> WarrantOutputBlocked:
    return WarrantOutputBlocked(message, certificate=certificate, decision=decision)


class _CertifyingModel(WrapperModel):
    """The model serving a request, its pairwise text answers certified (see the module docstring)."""

    def __init__(self, wrapped: Any, warrants: Warrants) -> None:
        super().__init__(wrapped)
        self.warrants = warrants

    @property
    def warrantguard_inner(self) -> Any:
        """The wrapped model (the probes go to it, not through this wrapper)."""
        return self.wrapped

    async def request(self, messages: list[Any], model_settings: Any, model_request_parameters: Any) -> ModelResponse:
        """The wrapped model's response, certified when it is a text answer to a pairwise question."""
        prompt = _prompt(messages, model_request_parameters)
        pending = self._early(prompt, model_request_parameters)
        try:
            response = await self.wrapped.request(messages, model_settings, model_request_parameters)
        except BaseException:
            if pending is not None:
                await pending.cancel()
            raise
        return await self._certified(prompt, response, pending)

    @asynccontextmanager
    async def request_stream(self, messages: list[Any], model_settings: Any, model_request_parameters: Any,
                             run_context: Any = None) -> AsyncIterator[Any]:
        """Not certified: the wrapped stream as it comes. Certified: the whole response, certified,
        then replayed (the notice in place of a withheld answer; a block raises before any event)."""
        prompt = _prompt(messages, model_request_parameters)
        if prompt is None:
            async with self.wrapped.request_stream(messages, model_settings, model_request_parameters,
                                                   run_context) as stream:
                yield stream
            return
        pending = self._early(prompt, model_request_parameters)
        try:
            async with self.wrapped.request_stream(messages, model_settings, model_request_parameters,
                                                   run_context) as stream:
                async for _event in stream:
                    pass
                response = stream.get()
        except BaseException:
            if pending is not None:
                await pending.cancel()
            raise
        response = await self._certified(prompt, response, pending)
        yield CompletedStreamedResponse(response, model_request_parameters=model_request_parameters,
                                        replay_events=True)

    def _early(self, prompt: str | None, params: Any) -> Pending | None:
        """The certificate started with the request, unless the model may answer with a tool call."""
        if prompt is None or getattr(params, "function_tools", None):
            return None
        return self.warrants.begin(self.wrapped, prompt)

    async def _certified(self, prompt: str | None, response: ModelResponse, pending: Pending | None) -> ModelResponse:
        text = response_text(response) if prompt is not None else None
        if text is None:
            if pending is not None:
                await pending.cancel()
            return response
        if pending is None:
            assert prompt is not None
            pending = self.warrants.begin(self.wrapped, prompt)
        outcome = await self.warrants.outcome(pending, text)
        if outcome.blocked:
            assert outcome.decision is not None
            raise WarrantOutputBlocked(outcome.reason or outcome.decision.reason, certificate=outcome.certificate,
                                       decision=outcome.decision)
        return _annotated(response, outcome)


def _prompt(messages: list[Any], params: Any) -> str | None:
    """The pairwise question a request answers, when its answer may be text."""
    if not getattr(params, "allow_text_output", True):
        return None
    prompt = last_prompt(messages)
    if prompt is None or plan_certification([{"role": "user", "content": prompt}], None) is None:
        return None
    return prompt


def _annotated(response: ModelResponse, outcome: Outcome) -> ModelResponse:
    """``response`` with ``metadata["warrant"]``, its text the notice when withheld."""
    parts = response.parts
    if outcome.withheld:
        parts = [*(p for p in parts if not isinstance(p, TextPart)), TextPart(outcome.content)]
    metadata = {**(response.metadata or {}), "warrant": outcome.payload}
    return dataclasses.replace(response, parts=parts, metadata=metadata)


def certifying_model(model: Any, warrants: Warrants) -> Any:
    """``model`` wrapped so that its pairwise text answers are certified."""
    return _CertifyingModel(model, warrants)


class WarrantCapability(Resumable, AbstractCapability[Any]):
    """A capability certifying the agent's final text answer (see the module docstring); with
    ``tools`` (tool names, or ``True`` for every tool) it also wraps the agent's toolset in a
    :class:`~warrantguard.adapters.pydantic_ai.WarrantToolset` certifying those tools' calls."""

    def __init__(self, guard: Any = None, *, policy: Any = None, review_queue: Any = None, stakes: str | None = None,
                 settings: Mapping[str, Any] | None = None, tools: Collection[str] | bool | None = None,
                 question: str | None = None, recommendation: str | None = None) -> None:
        self.warrants = Warrants(guard, policy, review_queue, settings, stakes)
        self.tools, self.question, self.recommendation = tools, question, recommendation

    def get_wrapper_model(self, model: Any) -> Any:
        """The model serving each request, its pairwise text answers certified."""
        return _CertifyingModel(model, self.warrants)

    def get_wrapper_toolset(self, toolset: Any) -> Any:
        """The agent's toolset wrapped in a ``WarrantToolset`` when ``tools`` is set."""
        if not self.tools:
            return None
        names = None if self.tools is True else frozenset(self.tools)  # type: ignore[arg-type]
        return WarrantToolset(toolset, self.warrants, tools=names, question=self.question,
                              recommendation=self.recommendation)
