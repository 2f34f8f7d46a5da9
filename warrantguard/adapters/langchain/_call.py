"""One call of ``WarrantChatModel``: what it certifies, the model answering, the answer certified.

The inner model gets the wrapper's standard parameters (:func:`with_params`). A call to be
certified starts its certificate before the answer exists, so the probes run while the
inner model answers, unless the model was offered tools (its answer may be a tool call:
the certificate then starts once a text answer is there). Streamed, a certified call is
the one certified answer replayed as chunks (:func:`emitted`).
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterable, AsyncIterator, Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from warrantguard.adapters._kernel import Pending, WarrantRequest
from warrantguard.adapters.langchain._common import (
    NOSTREAM,
    Certifier,
    LangChainModel,
    annotated,
    may_call_tools,
    message_chunks,
    probe_config,
    text_answer,
)
from warrantguard.guard import run_sync

__all__ = ["STANDARD_PARAMS", "AnswerCall", "aemitted", "emitted", "with_params"]

STANDARD_PARAMS = ("temperature", "max_tokens", "timeout", "max_retries")
"""LangChain's standard chat model parameters, set on the inner model."""


def with_params(model: Any, values: dict[str, Any]) -> Any:
    """``model`` with the standard parameters that are set, where it has a field of that name or
    alias (rebuilt, so that clients made at validation see ``timeout`` and ``max_retries``)."""
    fields = getattr(type(model), "model_fields", None) or {}
    names = {alias: name for name, f in fields.items() for alias in (name, f.alias) if alias}
    updates = {names[k]: v for k, v in values.items() if v is not None and k in names}
    if not updates:
        return model
    try:
        return type(model)(**{**{name: getattr(model, name) for name in model.model_fields_set}, **updates})
    except Exception:
        return model.model_copy(update=updates)


@dataclass
class AnswerCall:
    """One call: what to certify (``plan``), the model answering (``target``), what goes with the
    answer call, the model answering the probes (``probed``) and the ``certifier``."""

    plan: tuple[str, WarrantRequest] | None
    target: Any
    stop: list[str] | None
    kwargs: dict[str, Any]
    callbacks: Any
    probed: Any
    certifier: Certifier

    @property
    def config(self) -> dict[str, Any]:
        """The answer call's config: child callbacks; tagged so LangGraph does not emit its tokens twice."""
        return {"callbacks": self.callbacks, "tags": [NOSTREAM]}

    def invoke(self, messages: list[Any]) -> Any:
        """The answer: the target's when the call is not certified, else :meth:`answer` (its sync
        ``invoke`` in a worker thread while this thread's loop runs the probes)."""
        if self.plan is None:
            return self.target.invoke(messages, self.config, stop=self.stop, **self.kwargs)
        return run_sync(self.answer(messages, sync=True))

    def stream(self, messages: list[Any]) -> Iterator[Any]:
        """What to replay: the target's chunks as they come when not certified, else the one answer."""
        if self.plan is None:
            return iter(self.target.stream(messages, self.config, stop=self.stop, **self.kwargs))
        return iter([run_sync(self.answer(messages, sync=True))])

    async def astream(self, messages: list[Any]) -> AsyncIterator[Any]:
        """Async :meth:`stream`."""
        if self.plan is not None:
            yield await self.answer(messages)
            return
        async for item in self.target.astream(messages, self.config, stop=self.stop, **self.kwargs):
            yield item

    async def answer(self, messages: list[Any], *, sync: bool = False) -> Any:
        """The target's answer, certified (when planned) with its certificate started alongside;
        ``sync``: the target's sync ``invoke``, in a worker thread."""
        early = not may_call_tools(self.target, self.kwargs)  # else the answer may be a tool call: no probes yet
        pending = self.begin() if early else None
        try:
            if sync:
                answer = await asyncio.to_thread(self.target.invoke, messages, self.config, stop=self.stop,
                                                 **self.kwargs)
            else:
                answer = await self.target.ainvoke(messages, self.config, stop=self.stop, **self.kwargs)
        except BaseException:
            if pending is not None:
                await pending.cancel()
            raise
        if not early and text_answer(answer) is not None:
            pending = self.begin()
        if pending is None:
            return answer
        outcome = await self.certifier.finish(pending, text_answer(answer))
        return answer if outcome is None else annotated(answer, outcome)

    def begin(self) -> Pending | None:
        """Start certifying a planned call (before its answer exists); ``None`` when not planned."""
        if self.plan is None:
            return None
        params = {"model": self.kwargs["model"]} if isinstance(self.kwargs.get("model"), str) else {}
        focal = LangChainModel(self.probed, probe_config(self.callbacks), params)
        return self.certifier.begin(focal, self.plan[0], self.plan[1])


def emitted(items: Iterable[Any], run_manager: Any) -> Iterator[Any]:
    """Each item (a message or chunk) as generation chunks, each reported to ``run_manager``."""
    for item in items:
        for chunk in message_chunks(item):
            if run_manager is not None:
                run_manager.on_llm_new_token(chunk.text, chunk=chunk)
            yield chunk


async def aemitted(items: AsyncIterable[Any], run_manager: Any) -> AsyncIterator[Any]:
    """Async :func:`emitted`."""
    async for item in items:
        for chunk in message_chunks(item):
            if run_manager is not None:
                await run_manager.on_llm_new_token(chunk.text, chunk=chunk)
            yield chunk
