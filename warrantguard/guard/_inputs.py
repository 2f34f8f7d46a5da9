"""Checks on what callers pass in: typed errors before any work, never a crash halfway.

Prompts, options, contexts and answers are untrusted: each must be a ``str`` of bounded
size (``bytes`` must be decoded by the caller), options exactly two strings.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from warrantguard.guard._errors import ConfigurationError

__all__ = ["DEFAULT_MAX_PROMPT_CHARS", "checked_answer", "checked_context", "checked_options", "checked_prompt"]

DEFAULT_MAX_PROMPT_CHARS = 20_000
_MAX_OPTION_CHARS = 500


def _kind(value: Any) -> str:
    return "bytes (decode it first)" if isinstance(value, bytes | bytearray) else type(value).__name__


def checked_prompt(prompt: Any, limit: int = DEFAULT_MAX_PROMPT_CHARS) -> str:
    """``prompt`` when it is a ``str`` of at most ``limit`` characters."""
    if not isinstance(prompt, str):
        raise ConfigurationError(f"the prompt must be a str, got {_kind(prompt)}")
    if len(prompt) > limit:
        raise ConfigurationError(f"the prompt has {len(prompt):,} characters; the limit is {limit:,} "
                                 "(max_prompt_chars)")
    return prompt


def checked_options(options: Any) -> tuple[str, str] | None:
    """``None``, or exactly two non-empty strings (a single string is not a pair of options)."""
    if options is None:
        return None
    if isinstance(options, str | bytes | bytearray) or not isinstance(options, Sequence | tuple | list):
        raise ConfigurationError(f"options must be a pair of strings such as ('A', 'B'), got {_kind(options)}")
    items = list(options)
    if len(items) != 2:
        raise ConfigurationError(f"options must be exactly two strings, got {len(items)}")
    for item in items:
        if not isinstance(item, str):
            raise ConfigurationError(f"each option must be a str, got {_kind(item)}")
        if not item.strip() or len(item) > _MAX_OPTION_CHARS:
            raise ConfigurationError(f"each option must be 1–{_MAX_OPTION_CHARS} characters")
    return items[0], items[1]


def checked_context(context: Any) -> str | None:
    """``None`` or a ``str`` of bounded size."""
    if context is None:
        return None
    if not isinstance(context, str):
        raise ConfigurationError(f"context must be a str, got {_kind(context)}")
    if len(context) > _MAX_OPTION_CHARS:
        raise ConfigurationError(f"context must be at most {_MAX_OPTION_CHARS} characters")
    return context


def checked_answer(answer: Any, limit: int = DEFAULT_MAX_PROMPT_CHARS) -> str:
    """The caller's answer: a ``str`` of bounded size."""
    if not isinstance(answer, str):
        raise ConfigurationError(f"answer must be a str, got {_kind(answer)}")
    if len(answer) > limit:
        raise ConfigurationError(f"the answer has {len(answer):,} characters; the limit is {limit:,}")
    return answer
