"""What the OpenAI Agents SDK guardrails and approvals share: the focal model, certifying, the user's text."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from warrantguard.adapters._kernel import (
    Certification,
    GuardSource,
    Outcome,
    Pending,
    WarrantRequest,
    plan_certification,
    policy_from,
    review_queue_from,
)
from warrantguard.extras.openai_agents import Model, ModelSettings, ModelTracing, MultiProvider
from warrantguard.guard import ChatRequest, ChatResponse, Guard

__all__ = ["AgentsModel", "Certifier", "agent_model", "arguments_text", "output_text", "pairwise", "text_of",
           "user_text"]


class AgentsModel:
    """An Agents SDK ``Model`` as the engine's focal model: one ``get_response`` per sample, no tools,
    tracing off (the probes are not the agent's turns)."""

    def __init__(self, model: Model) -> None:
        self.model = model
        self.name = str(getattr(model, "model", None) or type(model).__name__)

    async def complete(self, request: ChatRequest) -> ChatResponse:
        """The texts of ``request.samples`` responses, their usage summed."""
        settings = ModelSettings(temperature=request.temperature, max_tokens=request.max_tokens)
        texts, prompt_tokens, completion_tokens = [], 0, 0
        for _ in range(max(1, request.samples)):
            messages: Any = [dict(m) for m in request.messages]
            response = await self.model.get_response(
                None, messages, settings, [], None, [], ModelTracing.DISABLED,
                previous_response_id=None, conversation_id=None, prompt=None)
            texts.append(output_text(response.output))
            prompt_tokens += response.usage.input_tokens
            completion_tokens += response.usage.output_tokens
        return ChatResponse(texts=texts, prompt_tokens=prompt_tokens, completion_tokens=completion_tokens)


def output_text(output: Sequence[Any]) -> str:
    """The text of a model response's output items (its messages' ``output_text`` parts)."""
    return "".join(str(part.text) for item in output if getattr(item, "type", None) == "message"
                   for part in (getattr(item, "content", None) or []) if getattr(part, "type", None) == "output_text")


def agent_model(model: Model | str | None) -> AgentsModel:
    """The focal model for an agent's ``model`` (a ``Model``, a model name, or ``None``: the SDK's default)."""
    if isinstance(model, Model):
        return AgentsModel(model)
    return AgentsModel(MultiProvider().get_model(model))


class Certifier:
    """Build the guard and certify: the guard given, else one on the call's focal model with the
    configured policy, review queue (paths are opened) and certificate settings."""

    def __init__(self, guard: Guard | None, policy: Any, review_queue: Any, settings: Mapping[str, Any] | None,
                 stakes: str | None) -> None:
        self.guard, self.request = guard, WarrantRequest(stakes=stakes)
        self.source = GuardSource(guard, None, policy_from(policy), review_queue_from(review_queue),
                                  dict(settings or {}))

    @property
    def review_queue(self) -> Any:
        """The configured review queue, else the guard's."""
        return self.source.review_queue if self.source.review_queue is not None else getattr(
            self.guard, "review_queue", None)

    def start(self, focal: Any, prompt: str, *, request_id: str | None = None, route: str | None = None) -> Pending:
        """Start certifying ``prompt`` (the probes run while the answer is being written)."""
        guard = self.source.build(focal, generator="lexical")
        return Certification.spawn(guard, prompt, self.request, request_id=request_id, route=route)

    async def certify(self, focal: Any, prompt: str, answer: str, *, request_id: str | None = None,
                      route: str | None = None, pending: Pending | None = None) -> Outcome:
        """The outcome for ``answer`` (on the certificate ``pending`` when one was started)."""
        started = pending if pending is not None else self.start(focal, prompt, request_id=request_id, route=route)
        return (await started.finish([answer], request_id=request_id))[0]


def pairwise(prompt: str | None) -> bool:
    """Whether ``prompt`` is a pairwise question the heuristics recognise (no model call)."""
    return bool(prompt) and plan_certification([{"role": "user", "content": prompt}], None) is not None


def user_text(items: Any) -> str | None:
    """The text of the last user message of an agent's input (a string, or input items)."""
    if isinstance(items, str):
        return items
    for item in reversed(list(items or [])):
        role = item.get("role") if isinstance(item, Mapping) else getattr(item, "role", None)
        if role != "user":
            continue
        content = item.get("content") if isinstance(item, Mapping) else getattr(item, "content", None)
        return text_of(content)
    return None


def text_of(content: Any) -> str | None:
    """A message content as text: a string, or its text parts joined (``None`` when it has none)."""
    if isinstance(content, str):
        return content
    if not isinstance(content, Sequence):
        return None
    parts = [p.get("text") for p in content if isinstance(p, Mapping) and p.get("type") in ("input_text", "text")]
    texts = [p for p in parts if isinstance(p, str)]
    return "\n".join(texts) if texts else None


def arguments_text(arguments: Mapping[str, Any]) -> str:
    """Tool arguments as the canonical JSON text reviewers and fingerprints see."""
    return json.dumps(dict(arguments), sort_keys=True, separators=(",", ":"), default=str)
