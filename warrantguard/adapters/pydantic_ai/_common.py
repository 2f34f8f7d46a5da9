"""What the pydantic-ai capability and toolset share: the focal model, certifying, the user's question."""

from __future__ import annotations

import json
from collections import OrderedDict
from collections.abc import Mapping, Sequence
from typing import Any

from warrantguard.adapters._kernel import Certification, GuardSource, Outcome, Pending, WarrantRequest
from warrantguard.adapters._kernel import policy_from as _policy
from warrantguard.adapters._kernel import review_queue_from as _queue
from warrantguard.extras.pydantic_ai import (
    ModelMessage,
    ModelRequest,
    ModelResponse,
    SystemPromptPart,
    TextPart,
    UserPromptPart,
    model_request,
)
from warrantguard.guard import ChatRequest, ChatResponse, ConfigurationError, Guard

__all__ = ["KIND", "PydanticAIModel", "Warrants", "args_text", "last_prompt", "response_text"]

_MAX_OUTCOMES = 1024
KIND = "pydantic-ai"
"""The ``kind`` of the review items' continuations this adapter resumes."""


class PydanticAIModel:
    """A pydantic-ai ``Model`` as the engine's focal model: one direct request per sample (no tools,
    not part of the agent's run or its message history)."""

    def __init__(self, model: Any) -> None:
        self.model = model
        self.name = str(getattr(model, "model_name", None) or type(model).__name__)

    async def complete(self, request: ChatRequest) -> ChatResponse:
        """The texts of ``request.samples`` responses, their usage summed."""
        settings: Any = {"temperature": request.temperature}
        if request.max_tokens is not None:
            settings["max_tokens"] = request.max_tokens
        texts, prompt_tokens, completion_tokens = [], 0, 0
        for _ in range(max(1, request.samples)):
            response = await model_request(self.model, _messages(request.messages), model_settings=settings)
            texts.append(response_text(response) or "")
            prompt_tokens += response.usage.input_tokens
            completion_tokens += response.usage.output_tokens
        return ChatResponse(texts=texts, prompt_tokens=prompt_tokens, completion_tokens=completion_tokens)


def _messages(messages: Sequence[Mapping[str, Any]]) -> list[ModelMessage]:
    """Chat messages as pydantic-ai messages (system and user parts requests, assistant turns responses)."""
    out: list[ModelMessage] = []
    for message in messages:
        content = str(message.get("content", ""))
        if message.get("role") == "assistant":
            out.append(ModelResponse(parts=[TextPart(content)]))
        elif message.get("role") == "system":
            out.append(ModelRequest(parts=[SystemPromptPart(content)]))
        else:
            out.append(ModelRequest(parts=[UserPromptPart(content)]))
    return out


class Warrants:
    """The configuration both the capability and the toolset certify with: the guard given, else
    one on the call's focal model with the policy, review queue (paths are opened) and settings."""

    def __init__(self, guard: Guard | None, policy: Any, review_queue: Any, settings: Mapping[str, Any] | None,
                 stakes: str | None) -> None:
        self.guard, self.stakes = guard, stakes
        self.source = GuardSource(guard, None, _policy(policy), _queue(review_queue), dict(settings or {}))
        self._outcomes: OrderedDict[str, Outcome] = OrderedDict()

    def remember(self, tool_call_id: str | None, outcome: Outcome) -> None:
        """Keep a tool call's outcome (the last :data:`_MAX_OUTCOMES`) for :meth:`outcome_of`."""
        if tool_call_id:
            self._outcomes[tool_call_id] = outcome
            while len(self._outcomes) > _MAX_OUTCOMES:
                self._outcomes.popitem(last=False)

    def outcome_of(self, tool_call_id: str) -> Outcome | None:
        """The certified outcome of a tool call this process saw (``None`` when unknown)."""
        return self._outcomes.get(tool_call_id)

    @property
    def review_queue(self) -> Any:
        """The configured review queue, else the guard's."""
        queue = self.source.review_queue
        return queue if queue is not None else getattr(self.guard, "review_queue", None)

    def queue(self) -> Any:
        """The review queue (``ConfigurationError`` when there is none)."""
        queue = self.review_queue
        if queue is None:
            raise ConfigurationError("review items need a review queue (review_queue=, or the guard's)")
        return queue

    def begin(self, model: Any, prompt: str, *, request_id: str | None = None, route: str | None = None) -> Pending:
        """Start certifying ``prompt`` with ``model`` (a pydantic-ai model) answering the probes."""
        while getattr(model, "warrantguard_inner", None) is not None:  # probes skip our own certifying wrapper
            model = model.warrantguard_inner
        focal = None if self.guard is not None else PydanticAIModel(model)
        guard = self.source.build(focal, generator="lexical")
        return Certification.spawn(guard, prompt, WarrantRequest(stakes=self.stakes), request_id=request_id,
                                   route=route)

    async def outcome(self, pending: Pending, answer: str, request_id: str | None = None) -> Outcome:
        """The certified outcome of ``answer`` on a started certificate."""
        return (await pending.finish([answer], request_id=request_id))[0]


def response_text(response: ModelResponse) -> str | None:
    """A response's text when it is a text answer (text parts only, not blank), else ``None``."""
    if any(not isinstance(p, TextPart) and getattr(p, "part_kind", "") != "thinking" for p in response.parts):
        return None
    text = "".join(p.content for p in response.parts if isinstance(p, TextPart))
    return text if text.strip() else None


def last_prompt(messages: Sequence[Any]) -> str | None:
    """The text of the last user prompt in a message history (string content, or its text items)."""
    for message in reversed(list(messages)):
        for part in reversed(list(getattr(message, "parts", []))):
            if isinstance(part, UserPromptPart):
                content = part.content
                if isinstance(content, str):
                    return content
                texts = [c for c in content if isinstance(c, str)]
                return "\n".join(texts) if texts else None
    return None


def args_text(arguments: Mapping[str, Any]) -> str:
    """Tool arguments as the canonical JSON text reviewers and fingerprints see."""
    return json.dumps(dict(arguments), sort_keys=True, separators=(",", ":"), default=str)
