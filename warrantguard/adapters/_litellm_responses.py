"""litellm's response types with a certificate: attached, withheld per choice, streams replayed.

Shared by the drop-in (:mod:`.litellm_dropin`) and the LiteLLM Proxy guardrail
(:mod:`.litellm_proxy`): both hand litellm ``ModelResponse`` / ``ModelResponseStream`` objects
back to their callers.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator, Sequence
from typing import Any

from ._kernel import Outcome, choices_payload, withhold_choices

__all__ = ["CertifiedStream", "attach", "choice_texts", "response_text"]


class CertifiedStream:
    """A streamed answer held back until it was certified, then replayed (``for`` or ``async for``).

    ``chunks`` are the provider's, or, when the policy withheld an answer, the notice for each
    withheld choice (``finish_reason="content_filter"``; the other choices' chunks and usage
    chunks kept). ``warrant`` and ``_hidden_params`` are those of ``response``, the assembled
    ``ModelResponse``; the chunk with the finish reason (and any after it) carries ``warrant`` too.
    """

    def __init__(self, chunks: Sequence[Any], response: Any, outcomes: Sequence[Outcome]) -> None:
        self.response = response
        self.warrant = getattr(response, "warrant", None)
        self._hidden_params = getattr(response, "_hidden_params", {})
        withheld = {i for i, o in enumerate(outcomes) if o.withheld}
        self.chunks = _withheld_chunks(chunks, response, withheld) if withheld else list(chunks)
        for chunk in self.chunks[_finish_index(self.chunks):]:
            chunk.warrant = self.warrant

    def __iter__(self) -> Iterator[Any]:
        return iter(self.chunks)

    def __aiter__(self) -> AsyncIterator[Any]:
        return self._replay()

    async def _replay(self) -> AsyncIterator[Any]:
        for chunk in self.chunks:
            yield chunk


def _finish_index(chunks: Sequence[Any]) -> int:
    """Where the warrant goes: the chunk with the finish reason and any after it (a server
    may drop trailing chunks, as the LiteLLM Proxy drops those after the finish)."""
    for i in range(len(chunks) - 1, -1, -1):
        choices = getattr(chunks[i], "choices", None)
        if choices and any(getattr(c, "finish_reason", None) for c in choices):
            return i
    return max(len(chunks) - 1, 0)


def _withheld_chunks(chunks: Sequence[Any], response: Any, withheld: set[int]) -> list[Any]:
    """The chunks without any delta of a withheld choice, then one notice chunk for those choices."""
    from litellm.types.utils import Delta, ModelResponseStream, StreamingChoices

    first = chunks[0] if chunks else response
    kept = []
    for chunk in chunks:
        choices = getattr(chunk, "choices", None) or []
        if any(getattr(c, "index", 0) in withheld for c in choices):
            chunk = chunk.model_copy(update={"choices": [c for c in choices if getattr(c, "index", 0) not in withheld]})
            if not chunk.choices:
                continue
        kept.append(chunk)
    notice = ModelResponseStream(
        id=first.id, created=first.created, model=first.model,
        choices=[StreamingChoices(index=i, finish_reason="content_filter",
                                  delta=Delta(role="assistant", content=response.choices[i].message.content))
                 for i in sorted(withheld)])
    usage_only = [c for c in kept if not getattr(c, "choices", None)]
    return [*(c for c in kept if getattr(c, "choices", None)), notice, *usage_only]


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
