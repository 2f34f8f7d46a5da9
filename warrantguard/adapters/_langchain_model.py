"""``WarrantChatModel``: any LangChain chat model, its pairwise recommendations certified."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Iterator, Sequence
from dataclasses import dataclass
from typing import Any
from uuid import UUID, uuid4

from langchain_core.callbacks import CallbackManager
from langchain_core.language_models import BaseChatModel, LanguageModelInput
from langchain_core.language_models.base import LangSmithParams
from langchain_core.language_models.chat_models import agenerate_from_stream, generate_from_stream
from langchain_core.messages import AIMessage, AIMessageChunk, BaseMessage
from langchain_core.outputs import ChatGeneration, ChatGenerationChunk, ChatResult
from langchain_core.runnables import Runnable, RunnableBinding, RunnableConfig, ensure_config
from pydantic import ConfigDict, PrivateAttr, model_validator

from ..guard import run_sync
from ._kernel import Pending, WarrantRequest, plan_certification
from ._langchain_common import (
    NOSTREAM,
    Certifier,
    LangChainModel,
    OnBlock,
    annotated,
    child_callbacks,
    message_chunks,
    probe_config,
    to_dicts,
    unstreamed,
)

__all__ = ["WarrantChatModel"]

_STANDARD = ("temperature", "max_tokens", "timeout", "max_retries")


@dataclass
class _Call:
    """One call: what to certify (``plan``), the model answering, and what goes with the calls."""

    plan: tuple[str, WarrantRequest] | None
    target: Any
    stop: list[str] | None
    kwargs: dict[str, Any]
    callbacks: Any

    @property
    def config(self) -> RunnableConfig:
        """The answer call's config: child callbacks; tagged so LangGraph does not emit its tokens twice."""
        return {"callbacks": self.callbacks, "tags": [NOSTREAM]}


class WarrantChatModel(BaseChatModel):
    """Any LangChain chat model, with its pairwise recommendations certified."""

    model_config = ConfigDict(arbitrary_types_allowed=True)

    inner: Any
    """The wrapped chat model (answers the probes unless ``guard`` is set)."""
    bound: Any = None
    """The inner model's own tool binding, when it is not a plain ``RunnableBinding`` of it."""
    guard: Any = None
    policy: Any = None
    review_queue: Any = None
    warrant: dict[str, Any] | None = None
    """Opt every call in: ``{"options": [A, B], "context": ..., "stakes": ...}``."""
    settings: dict[str, Any] | None = None
    on_block: OnBlock = "raise"
    temperature: float | None = None
    """Set on the inner model (the probes then set their own temperatures)."""
    max_tokens: int | None = None
    """Set on the inner model (answer and probes)."""
    timeout: float | None = None
    """Set on the inner model (answer and probes)."""
    max_retries: int | None = None
    """Set on the inner model (answer and probes)."""
    stop: list[str] | None = None
    """Stop sequences of the answer call (a call's own ``stop`` wins); probes are not cut."""

    _configured: Any = PrivateAttr(default=None)
    _parent: tuple[CallbackManager, UUID] | None = PrivateAttr(default=None)

    @model_validator(mode="after")
    def _configure_inner(self) -> WarrantChatModel:
        self._configured = _with_params(self.inner, {k: getattr(self, k) for k in _STANDARD})
        return self

    @property
    def _llm_type(self) -> str:
        return f"warrantguard-{getattr(self.inner, '_llm_type', type(self.inner).__name__)}"

    @property
    def _identifying_params(self) -> dict[str, Any]:
        inner = dict(getattr(self._configured, "_identifying_params", None) or {})
        return {**inner, "warrant": self.warrant, "on_block": self.on_block}

    def _get_ls_params(self, stop: list[str] | None = None, **kwargs: Any) -> LangSmithParams:
        """The inner model's provider and model name (a ``model=`` override honoured), as tracing shows it."""
        getter = getattr(self._configured, "_get_ls_params", None)
        params: dict[str, Any] = dict(getter(stop=stop if stop is not None else self.stop, **kwargs)) if getter else {}
        params.setdefault("ls_provider", "warrantguard")
        params.setdefault("ls_model_name", LangChainModel(self._configured).name)
        params["ls_model_type"] = "chat"
        return LangSmithParams(**params)  # type: ignore[typeddict-item]

    def bind_tools(self, tools: Sequence[Any], *, tool_choice: Any = None, **kwargs: Any) -> Runnable[Any, Any]:
        """A ``RunnableBinding`` of the wrapper carrying the inner model's own tool binding (tool-call
        answers pass through uncertified)."""
        if tool_choice is not None:
            kwargs["tool_choice"] = tool_choice
        bound = self.inner.bind_tools(tools, **kwargs)
        if (isinstance(bound, RunnableBinding) and bound.bound is self.inner and not bound.config
                and not bound.config_factories):
            return self.bind(**bound.kwargs)
        return self.model_copy(update={"bound": bound}).bind()

    def with_structured_output(self, schema: Any, **kwargs: Any) -> Any:
        """The inner model's structured output (not certified: there is no text answer)."""
        return self._configured.with_structured_output(schema, **kwargs)

    def _should_stream(self, *, async_api: bool, run_manager: Any = None, **kwargs: Any) -> bool:
        # ``invoke`` would call ``_stream`` without the run manager (no child runs): ``_generate``
        # streams itself when a streaming handler is attached
        return bool(kwargs.get("stream")) and super()._should_stream(async_api=async_api, run_manager=run_manager,
                                                                     **kwargs)

    def stream(self, input: LanguageModelInput, config: RunnableConfig | None = None, *,
               stop: list[str] | None = None, **kwargs: Any) -> Iterator[AIMessageChunk]:
        """``BaseChatModel.stream``, the run's callbacks handed to the inner and probe calls."""
        handoff, config = self._handoff(config)
        yield from BaseChatModel.stream(handoff, input, config, stop=stop, **kwargs)

    async def astream(self, input: LanguageModelInput, config: RunnableConfig | None = None, *,
                      stop: list[str] | None = None, **kwargs: Any) -> AsyncIterator[AIMessageChunk]:
        """``BaseChatModel.astream``, the run's callbacks handed to the inner and probe calls."""
        handoff, config = self._handoff(config)
        async for chunk in BaseChatModel.astream(handoff, input, config, stop=stop, **kwargs):
            yield chunk

    def _handoff(self, config: RunnableConfig | None) -> tuple[WarrantChatModel, RunnableConfig]:
        """A copy knowing the run's callback manager and id (``stream`` gives ``_stream`` no run manager)."""
        config = ensure_config(config)
        manager = CallbackManager.configure(config.get("callbacks"), inheritable_tags=config.get("tags"),
                                            inheritable_metadata=config.get("metadata"))
        run_id = config.get("run_id") or uuid4()
        handoff = self.model_copy()
        handoff._parent = (manager, run_id)
        return handoff, {**config, "callbacks": manager, "run_id": run_id}

    def _children(self, run_manager: Any) -> Any:
        if run_manager is not None:  # a chat model's run manager has no ``get_child``
            return child_callbacks(run_manager, run_manager.run_id)
        return child_callbacks(*self._parent) if self._parent is not None else None

    def _call(self, messages: list[BaseMessage], stop: list[str] | None, kwargs: dict[str, Any],
              run_manager: Any) -> _Call:
        plan = plan_certification(to_dicts(messages), kwargs.pop("warrant", self.warrant))
        target = self.bound if self.bound is not None else self._configured
        return _Call(plan, unstreamed(target) if plan is not None else target,
                     stop if stop is not None else self.stop, kwargs, self._children(run_manager))

    def _begin(self, call: _Call) -> Pending | None:
        """Start certifying a planned call (before its answer exists)."""
        if call.plan is None:
            return None
        params = {"model": call.kwargs["model"]} if isinstance(call.kwargs.get("model"), str) else {}
        focal = LangChainModel(self._configured, probe_config(call.callbacks), params)
        return self._certifier().begin(focal, call.plan[0], call.plan[1])

    async def _finished(self, pending: Pending | None, answer: Any) -> Any:
        if pending is None:
            return answer
        outcome = await self._certifier().finish(pending, _text_answer(answer))
        return answer if outcome is None else annotated(answer, outcome)

    async def _answer(self, messages: list[BaseMessage], call: _Call, *, sync: bool = False) -> Any:
        """The inner model's answer, its certificate started alongside (the probes run meanwhile);
        ``sync``: the inner model's sync ``invoke``, in a worker thread while this loop runs the probes."""
        early = not _may_call_tools(call)  # else the answer may be a tool call: no probes spent before
        pending = self._begin(call) if early else None
        try:
            if sync:
                answer = await asyncio.to_thread(call.target.invoke, messages, call.config, stop=call.stop,
                                                 **call.kwargs)
            else:
                answer = await call.target.ainvoke(messages, call.config, stop=call.stop, **call.kwargs)
        except BaseException:
            if pending is not None:
                await pending.cancel()
            raise
        if not early and _text_answer(answer) is not None:
            pending = self._begin(call)
        return await self._finished(pending, answer)

    def _certifier(self) -> Certifier:
        return Certifier(self.guard, self.policy, self.review_queue, self.settings, self.on_block)

    def _generate(self, messages: list[BaseMessage], stop: list[str] | None = None, run_manager: Any = None,
                  **kwargs: Any) -> ChatResult:
        if super()._should_stream(async_api=False, run_manager=run_manager, **kwargs):
            return generate_from_stream(self._stream(messages, stop, run_manager, **kwargs))
        call = self._call(messages, stop, kwargs, run_manager)
        if call.plan is None:
            answer = call.target.invoke(messages, call.config, stop=call.stop, **call.kwargs)
        else:
            answer = run_sync(self._answer(messages, call, sync=True))
        return ChatResult(generations=[ChatGeneration(message=answer)])

    async def _agenerate(self, messages: list[BaseMessage], stop: list[str] | None = None, run_manager: Any = None,
                         **kwargs: Any) -> ChatResult:
        if super()._should_stream(async_api=True, run_manager=run_manager, **kwargs):
            return await agenerate_from_stream(self._astream(messages, stop, run_manager, **kwargs))
        call = self._call(messages, stop, kwargs, run_manager)
        return ChatResult(generations=[ChatGeneration(message=await self._answer(messages, call))])

    def _stream(self, messages: list[BaseMessage], stop: list[str] | None = None, run_manager: Any = None,
                **kwargs: Any) -> Iterator[ChatGenerationChunk]:
        """Not pairwise: the inner model's chunks as they come. Pairwise: the whole answer, certified,
        then replayed as chunks (a withheld answer is never sent, only the notice)."""
        call = self._call(messages, stop, kwargs, run_manager)
        if call.plan is None:
            chunks: Iterator[Any] = call.target.stream(messages, call.config, stop=call.stop, **call.kwargs)
        else:
            chunks = iter([run_sync(self._answer(messages, call, sync=True))])
        for item in chunks:
            for chunk in message_chunks(item):
                if run_manager is not None:
                    run_manager.on_llm_new_token(chunk.text, chunk=chunk)
                yield chunk

    async def _astream(self, messages: list[BaseMessage], stop: list[str] | None = None, run_manager: Any = None,
                       **kwargs: Any) -> AsyncIterator[ChatGenerationChunk]:
        """Async :meth:`_stream`."""
        call = self._call(messages, stop, kwargs, run_manager)
        if call.plan is not None:
            for chunk in message_chunks(await self._answer(messages, call)):
                if run_manager is not None:
                    await run_manager.on_llm_new_token(chunk.text, chunk=chunk)
                yield chunk
            return
        async for item in call.target.astream(messages, call.config, stop=call.stop, **call.kwargs):
            for chunk in message_chunks(item):
                if run_manager is not None:
                    await run_manager.on_llm_new_token(chunk.text, chunk=chunk)
                yield chunk


def _text_answer(answer: Any) -> str | None:
    """The answer's text when it is a text answer (not a tool call, not blank)."""
    if isinstance(answer, AIMessage) and not answer.tool_calls and answer.text.strip():
        return answer.text
    return None


def _may_call_tools(call: _Call) -> bool:
    """Whether the inner model was offered tools for this call (then it may answer with a tool call)."""
    return isinstance(call.target, RunnableBinding) or any(key in call.kwargs for key in ("tools", "functions"))


def _with_params(model: Any, values: dict[str, Any]) -> Any:
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
