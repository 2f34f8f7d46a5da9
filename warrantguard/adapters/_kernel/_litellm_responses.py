"""litellm's response types with a certificate: attached, withheld per choice, streams replayed.

Shared by the drop-in (:mod:`.litellm_dropin`) and the LiteLLM Proxy guardrail
(:mod:`.litellm_proxy`): both hand litellm ``ModelResponse`` / ``ModelResponseStream`` objects
back to their callers.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator, Sequence, Set
from typing import Any

from warrantguard.adapters._kernel._buffered_stream import replay_buffered
from warrantguard.adapters._kernel._choices import choices_payload, withhold_choices
from warrantguard.adapters._kernel._outcome import Outcome

__all__ = ["CertifiedStream", "attach", "choice_texts", "response_text", "text_response"]


class CertifiedStream:
    """A streamed answer held back until it was certified, then replayed (``for`` or ``async for``).

    ``chunks`` are the provider's, or, when the policy withheld an answer, the notice for each
    withheld choice (``finish_reason="content_filter"``; the other choices' chunks and usage
    chunks kept). ``warrant`` and ``_hidden_params`` are those of ``response``, the assembled
    ``ModelResponse``; the chunk with the finish reason (and any after it) carries ``warrant`` too
    (the kernel's :func:`~._kernel.replay_buffered`).
    """

    def __init__(self, chunks: Sequence[Any], response: Any, outcomes: Sequence[Outcome]) -> None:
        self.response = response
        self.warrant = getattr(response, "warrant", None)
        self._hidden_params = getattr(response, "_hidden_params", {})
        withheld = [i for i, o in enumerate(outcomes) if o.withheld]
        self.chunks = replay_buffered(chunks, withheld, _StreamChunks(chunks[0] if chunks else response, response,
                                                                      self.warrant))

    def __iter__(self) -> Iterator[Any]:
        return iter(self.chunks)

    def __aiter__(self) -> AsyncIterator[Any]:
        return self._replay()

    async def _replay(self) -> AsyncIterator[Any]:
        for chunk in self.chunks:
            yield chunk


class _StreamChunks:
    """litellm ``ModelResponseStream`` chunks as the kernel's :class:`~._kernel.ChunkKind`: the notice
    takes its id, time and model from ``first``, its text from ``response`` (already withheld)."""

    def __init__(self, first: Any, response: Any, warrant: Any) -> None:
        self.first, self.response, self.warrant = first, response, warrant

    def choices(self, chunk: Any) -> list[int]:
        return [getattr(c, "index", 0) for c in getattr(chunk, "choices", None) or []]

    def finishes(self, chunk: Any) -> bool:
        return any(getattr(c, "finish_reason", None) for c in getattr(chunk, "choices", None) or [])

    def without(self, chunk: Any, withheld: Set[int]) -> Any:
        kept = [c for c in chunk.choices if getattr(c, "index", 0) not in withheld]
        return chunk.model_copy(update={"choices": kept})

    def notice(self, withheld: Sequence[int]) -> Any:
        from litellm.types.utils import Delta, ModelResponseStream, StreamingChoices

        return ModelResponseStream(
            id=self.first.id, created=self.first.created, model=self.first.model,
            choices=[StreamingChoices(index=i, finish_reason="content_filter",
                                      delta=Delta(role="assistant", content=self.response.choices[i].message.content))
                     for i in withheld])

    def with_warrant(self, chunk: Any) -> Any:
        chunk.warrant = self.warrant
        return chunk


def choice_texts(response: Any) -> list[str | None]:
    """The text of each choice of a chat response (``None`` for tool calls or no text)."""
    out: list[str | None] = []
    for choice in getattr(response, "choices", None) or []:
        content = getattr(getattr(choice, "message", None), "content", None)
        out.append(content if isinstance(content, str) and content.strip() else None)
    return out


def response_text(response: Any) -> str | None:
    """The text of a chat response's first choice (``None`` for tool calls or no text)."""
    texts = choice_texts(response)
    return texts[0] if texts else None


def attach(response: Any, outcomes: Sequence[Outcome]) -> Any:
    """Attach the outcomes (one per choice) to a litellm ``ModelResponse``, withholding each
    withheld choice's content; ``warrant`` is :func:`~._kernel.choices_payload`."""
    withhold_choices(getattr(response, "choices", None) or [], outcomes)
    payload = choices_payload(outcomes)
    lead = next((o for o in outcomes if o.withheld), outcomes[0])
    response.warrant = payload
    hidden = getattr(response, "_hidden_params", None)
    if isinstance(hidden, dict):
        hidden.update(warrant=payload, warrant_certificate=lead.certificate, warrant_decision=lead.decision)
    return response


def text_response(text: str) -> Any:
    """A one-choice litellm ``ModelResponse`` answering ``text``."""
    import litellm

    return litellm.ModelResponse(choices=[{"index": 0, "message": {"role": "assistant", "content": text},
                                           "finish_reason": "stop"}])
