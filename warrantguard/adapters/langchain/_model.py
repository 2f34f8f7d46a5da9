"""``WarrantChatModel``: any LangChain chat model, its pairwise recommendations certified."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator, Sequence
from typing import Any
from uuid import UUID, uuid4

from pydantic import ConfigDict, PrivateAttr, model_validator

from warrantguard.adapters._kernel import plan_certification
from warrantguard.adapters.langchain._call import STANDARD_PARAMS, AnswerCall, aemitted, emitted, with_params
from warrantguard.adapters.langchain._common import (
    Certifier,
    LangChainModel,
    OnBlock,
    child_callbacks,
    to_dicts,
    unstreamed,
)
from warrantguard.extras.langchain import (
    AIMessageChunk,
    BaseChatModel,
    BaseMessage,
    CallbackManager,
    ChatGeneration,
    ChatGenerationChunk,
    ChatResult,
    LangSmithParams,
    LanguageModelInput,
    Runnable,
    RunnableBinding,
    RunnableConfig,
    agenerate_from_stream,
    ensure_config,
    generate_from_stream,
)

__all__ = ["WarrantChatModel"]


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
        self._configured = with_params(self.inner, {k: getattr(self, k) for k in STANDARD_PARAMS})
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
              run_manager: Any) -> AnswerCall:
        plan = plan_certification(to_dicts(messages), kwargs.pop("warrant", self.warrant))
        target = self.bound if self.bound is not None else self._configured
        certifier = Certifier(self.guard, self.policy, self.review_queue, self.settings, self.on_block)
        return AnswerCall(plan, unstreamed(target) if plan is not None else target,
                          stop if stop is not None else self.stop, kwargs, self._children(run_manager),
                          self._configured, certifier)

    def _generate(self, messages: list[BaseMessage], stop: list[str] | None = None, run_manager: Any = None,
                  **kwargs: Any) -> ChatResult:
        if super()._should_stream(async_api=False, run_manager=run_manager, **kwargs):
            return generate_from_stream(self._stream(messages, stop, run_manager, **kwargs))
        answer = self._call(messages, stop, kwargs, run_manager).invoke(messages)
        return ChatResult(generations=[ChatGeneration(message=answer)])

    async def _agenerate(self, messages: list[BaseMessage], stop: list[str] | None = None, run_manager: Any = None,
                         **kwargs: Any) -> ChatResult:
        if super()._should_stream(async_api=True, run_manager=run_manager, **kwargs):
            return await agenerate_from_stream(self._astream(messages, stop, run_manager, **kwargs))
        answer = await self._call(messages, stop, kwargs, run_manager).answer(messages)
        return ChatResult(generations=[ChatGeneration(message=answer)])

    def _stream(self, messages: list[BaseMessage], stop: list[str] | None = None, run_manager: Any = None,
                **kwargs: Any) -> Iterator[ChatGenerationChunk]:
        """Not pairwise: the inner model's chunks as they come. Pairwise: the whole answer, certified,
        then replayed as chunks (a withheld answer is never sent, only the notice)."""
        yield from emitted(self._call(messages, stop, kwargs, run_manager).stream(messages), run_manager)

    async def _astream(self, messages: list[BaseMessage], stop: list[str] | None = None, run_manager: Any = None,
                       **kwargs: Any) -> AsyncIterator[ChatGenerationChunk]:
        """Async :meth:`_stream`."""
        async for chunk in aemitted(self._call(messages, stop, kwargs, run_manager).astream(messages), run_manager):
            yield chunk
