"""What the LangChain chat model and middleware share: the focal model, certifying, chunks, callbacks."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any
from uuid import UUID

from warrantguard.adapters._kernel import (
    Certification,
    GuardSource,
    Outcome,
    Pending,
    ReplayChoice,
    WarrantRequest,
    answer_replay,
    words,
)
from warrantguard.adapters.decorator import OnBlock
from warrantguard.extras.langchain import (
    AIMessage,
    AIMessageChunk,
    BaseCallbackManager,
    BaseChatModel,
    BaseRunManager,
    CallbackManager,
    ChatGenerationChunk,
    RunnableBinding,
    RunnableConfig,
    convert_to_messages,
    tool_call_chunk,
)
from warrantguard.extras.langchain import convert_to_openai_messages as _to_dicts
from warrantguard.guard import ChatRequest, ChatResponse, Guard, PolicyLike, ReviewQueueLike

__all__ = ["NOSTREAM", "PROBE_TAG", "Certifier", "LangChainModel", "OnBlock", "annotated", "child_callbacks",
           "may_call_tools", "message_chunks", "probe_config", "text_answer", "to_dicts", "unstreamed"]

NOSTREAM = "nostream"
"""LangGraph's tag for runs whose tokens ``stream_mode="messages"`` must not emit."""
PROBE_TAG = "warrantguard:probe"
"""The tag on every probe call's run (filter them in a trace)."""


class LangChainModel:
    """A LangChain chat model as the engine's focal model (temperature set when it has one).

    ``config`` (callbacks, tags) and ``params`` (call keyword arguments such as a ``model``
    override) go with every call, so each probe is a child run of the caller's run."""

    def __init__(self, model: Any, config: RunnableConfig | None = None,
                 params: Mapping[str, Any] | None = None) -> None:
        self.model, self.config, self.params = model, config, dict(params or {})
        self.name = str(getattr(model, "model_name", None) or getattr(model, "model", None) or type(model).__name__)

    async def complete(self, request: ChatRequest) -> ChatResponse:
        """One unstreamed ``ainvoke`` per sample (no probe answer reaches a token stream); the usage
        is summed from the messages' ``usage_metadata``."""
        model = unstreamed(self.model)
        if "temperature" in getattr(type(model), "model_fields", {}):
            model = model.model_copy(update={"temperature": request.temperature})
        messages = convert_to_messages([dict(m) for m in request.messages])
        answers = [await model.ainvoke(messages, self.config, **self.params) for _ in range(request.samples)]
        usage = [getattr(a, "usage_metadata", None) or {} for a in answers]
        return ChatResponse(texts=[a.text for a in answers], prompt_tokens=sum(u.get("input_tokens", 0) for u in usage),
                            completion_tokens=sum(u.get("output_tokens", 0) for u in usage))


class Certifier:
    """Build the guard, certify, act on a block (shared by the chat model and the middleware)."""

    def __init__(self, guard: Guard | None, policy: PolicyLike | None, review_queue: ReviewQueueLike | None,
                 settings: Mapping[str, Any] | None, on_block: OnBlock) -> None:
        if on_block not in ("raise", "withhold"):
            raise ValueError("on_block must be 'raise' or 'withhold'")
        self.guard, self.policy, self.review_queue = guard, policy, review_queue
        self.settings, self.on_block = dict(settings or {}), on_block

    def guard_on(self, focal: Any) -> Guard:
        """The configured guard, or one whose focal model is ``focal``."""
        if self.guard is not None:
            return self.guard
        source = GuardSource(None, None, self.policy, self.review_queue, self.settings)
        return source.build(focal, generator="lexical")  # on ``focal`` itself: no default model is loaded

    def begin(self, focal: Any, prompt: str, request: WarrantRequest, route: str | None = None,
              request_id: str | None = None) -> Pending:
        """Start certifying (the probes run while the answer is being written); ``request_id``
        makes queueing a review idempotent."""
        return Certification.spawn(self.guard_on(focal), prompt, request, route=route, request_id=request_id)

    async def finish(self, pending: Pending, answer: str | None) -> Outcome | None:
        """The outcome for ``answer`` (``None``, and the certificate stopped, when there is no text
        answer to certify); raises on a block unless withholding."""
        if answer is None:
            await pending.cancel()
            return None
        outcome = (await pending.finish([answer]))[0]
        return outcome.raise_for_block() if self.on_block == "raise" else outcome

    async def certify(self, focal: Any, prompt: str, answer: str, request: WarrantRequest,
                      route: str | None = None) -> Outcome:
        """Certify and raise on a block unless withholding."""
        outcome = await self.finish(self.begin(focal, prompt, request, route), answer)
        assert outcome is not None
        return outcome


def annotated(message: Any, outcome: Outcome) -> Any:
    """``message`` with ``response_metadata["warrant"]``, its content the withheld notice if withheld."""
    meta = {**message.response_metadata, "warrant": outcome.payload}
    update: dict[str, Any] = {"response_metadata": meta}
    if outcome.withheld:
        update["content"] = outcome.content
    return message.model_copy(update=update)


def text_answer(answer: Any) -> str | None:
    """The answer's text when it is a text answer (an ``AIMessage``, not a tool call, not blank)."""
    if isinstance(answer, AIMessage) and not answer.tool_calls and answer.text.strip():
        return answer.text
    return None


def may_call_tools(target: Any, kwargs: Mapping[str, Any]) -> bool:
    """Whether a model called with ``kwargs`` was offered tools (then it may answer with a tool call)."""
    return isinstance(target, RunnableBinding) or any(key in kwargs for key in ("tools", "functions"))


def to_dicts(messages: Sequence[Any]) -> list[dict[str, Any]]:
    """LangChain messages as OpenAI-style dicts."""
    out = _to_dicts(list(messages))
    return out if isinstance(out, list) else [out]


def message_chunks(message: Any) -> list[ChatGenerationChunk]:
    """``message`` replayed as stream chunks, the kernel's :func:`~._kernel.answer_replay` word by
    word: a chunk per piece of text; LangChain's stream has no finishing chunk, so the finish
    and usage ride on the last one: the tool calls, ``usage_metadata``, ``response_metadata``
    (its ``warrant``) and ``chunk_position="last"`` (``full = full + chunk`` rebuilds the
    message, the usage counted once)."""
    if isinstance(message, AIMessageChunk):
        return [ChatGenerationChunk(message=message)]
    meta = dict(message.response_metadata)
    replay = answer_replay([ReplayChoice(message.content, getattr(message, "tool_calls", None) or [])],
                           meta.get("warrant"), usage=getattr(message, "usage_metadata", None), with_usage=True,
                           split=words)
    *head, tail = [frame.pieces[0] for frame in replay.content]
    calls = [tool_call_chunk(name=c["name"], args=json.dumps(c["args"]), id=c["id"], index=i)
             for i, c in enumerate(tail.tool_calls)]
    last = AIMessageChunk(content=tail.content, id=message.id, tool_call_chunks=calls,
                          usage_metadata=replay.usage.usage if replay.usage else None, response_metadata=meta,
                          additional_kwargs=dict(message.additional_kwargs), chunk_position="last")
    return [ChatGenerationChunk(message=m) for m in [*(AIMessageChunk(content=p.content, id=message.id)
                                                       for p in head), last]]


def unstreamed(model: Any) -> Any:
    """A copy of a chat model that neither streams nor lets LangGraph emit its tokens (the answer
    is certified before anyone sees it); other runnables unchanged."""
    if not isinstance(model, BaseChatModel):
        return model
    return model.model_copy(update={"disable_streaming": True, "tags": [*(model.tags or []), NOSTREAM]})


def probe_config(callbacks: Any = None) -> RunnableConfig:
    """The config of a probe call: child callbacks (when given), tagged as a probe not to stream."""
    config: RunnableConfig = {"tags": [NOSTREAM, PROBE_TAG]}
    if callbacks is not None:
        config["callbacks"] = callbacks
    return config


def child_callbacks(manager: BaseCallbackManager | BaseRunManager, run_id: UUID) -> CallbackManager:
    """What ``get_child()`` returns, for the run ``run_id`` (its run manager, or the manager it started from)."""
    child = CallbackManager(handlers=[], parent_run_id=run_id)
    child.set_handlers(manager.inheritable_handlers)
    child.add_tags(manager.inheritable_tags)
    child.add_metadata(manager.inheritable_metadata)
    return child
