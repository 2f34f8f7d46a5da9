"""What a chat request asks of the kernel: the caller's opt-in, the question, whether to certify."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from warrantguard.guard import ConfigurationError, NotPairwiseError, PairwiseQuestion

__all__ = ["WarrantRequest", "last_user_text", "plan_certification"]


@dataclass(frozen=True)
class WarrantRequest:
    """A caller's opt-in: the two options, context and stakes (all optional)."""

    options: tuple[str, str] | None = None
    context: str | None = None
    stakes: str | None = None

    @classmethod
    def from_json(cls, data: Any) -> WarrantRequest:
        """Parse ``{"options": [A, B], "context": ..., "stakes": ...}`` (``True`` means opt in);
        ``ConfigurationError`` (a ``ValueError``) for anything else."""
        if data is None or data is True:
            return cls()
        if not isinstance(data, Mapping):
            raise ConfigurationError(
                "'warrant' must be an object such as {\"options\": [\"A\", \"B\"], \"stakes\": \"high\"}")
        options = data.get("options")
        if options is not None and (not isinstance(options, Sequence) or isinstance(options, str)
                                    or len(options) != 2 or not all(isinstance(o, str) for o in options)):
            raise ConfigurationError("'warrant.options' must be a list of exactly two strings")
        stakes, context = data.get("stakes"), data.get("context")
        if stakes is not None and not isinstance(stakes, str):
            raise ConfigurationError("'warrant.stakes' must be a string")
        return cls(tuple(options) if options else None, context if isinstance(context, str) else None, stakes)


def last_user_text(messages: Sequence[Mapping[str, Any]]) -> str | None:
    """The text of the last user message (string or text parts), or ``None`` (also when
    ``messages`` is not a list: the framework refuses it in its own way)."""
    if not isinstance(messages, list | tuple):
        return None
    for message in reversed(messages):
        if not isinstance(message, Mapping) or message.get("role") != "user":
            continue
        content = message.get("content")
        if isinstance(content, str):
            return content
        if isinstance(content, list):
            parts = [p.get("text", "") for p in content if isinstance(p, Mapping) and p.get("type") == "text"
                     and isinstance(p.get("text", ""), str)]
            return "\n".join(parts) if parts else None
        return None
    return None


def plan_certification(messages: Any, warrant: Any = None) -> tuple[str, WarrantRequest] | None:
    """``(prompt, request)`` when a chat call is to be certified, else ``None``.

    ``warrant`` is the caller's opt-in (``False`` opts out); without it the last user
    message must be a pairwise question the heuristics recognise (no model call)."""
    if warrant is False:
        return None
    prompt = last_user_text(messages or [])
    if not prompt:
        return None
    if warrant is not None:
        return prompt, WarrantRequest.from_json(warrant)
    try:
        PairwiseQuestion.parse(prompt)
    except (NotPairwiseError, ConfigurationError):
        return None
    return prompt, WarrantRequest()
