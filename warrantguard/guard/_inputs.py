"""Checks on what callers pass in: typed errors before any work, never a crash halfway.

Prompts, options, contexts and answers are untrusted: each must be a ``str`` of bounded
size (``bytes`` must be decoded by the caller), options exactly two strings. So are the
other keywords of a check (``stakes``, ``route``, ``tags``, ``request_id``,
``wait_for_review``, ``probes``) and the parts a ``Guard`` is built from. Whatever is
wrong, the error is a :class:`ConfigurationError`: settings classes derive from
:class:`CheckedModel`, which turns pydantic's ``ValidationError`` into one.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Any, Self

from pydantic import BaseModel, ValidationError

from warrantguard.guard._errors import ConfigurationError

__all__ = [
    "DEFAULT_MAX_PROMPT_CHARS",
    "CheckedModel",
    "checked_answer",
    "checked_call",
    "checked_context",
    "checked_instance",
    "checked_items",
    "checked_options",
    "checked_parts",
    "checked_prompt",
    "describe_invalid",
]

DEFAULT_MAX_PROMPT_CHARS = 20_000
_MAX_OPTION_CHARS = 500
_MAX_NAME_CHARS = 10_000  # stakes, route, request_id, tag keys and values (a header may carry them)
_MAX_TAGS = 100
_MAX_ITEMS = 1_000  # user probes, hooks
_MAX_SHOWN = 3  # validation problems named in one message
# the methods each pluggable part must have (duck-typed: the engine imports no implementation)
_PART_METHODS = {
    "policy": ("plan", "decide", "on_review_timeout"),
    "review_queue": ("aenqueue", "await_decision"),
    "record_store": ("record", "record_outcome"),
    "clock": ("now", "sleep"),
}


def describe_invalid(exc: ValidationError) -> str:
    """A short message for a pydantic ``ValidationError``: each field and what is wrong (no input echo)."""
    problems = []
    for error in exc.errors(include_url=False, include_input=False)[:_MAX_SHOWN]:
        where = ".".join(str(part) for part in error.get("loc", ())) or "value"
        problems.append(f"{where}: {str(error.get('msg', 'invalid')).removeprefix('Value error, ')}")
    more = exc.error_count() - _MAX_SHOWN
    return "; ".join(problems) + (f"; and {more} more" if more > 0 else "")


def _described(exc: Exception) -> str:
    return describe_invalid(exc) if isinstance(exc, ValidationError) else str(exc)[:200]


class CheckedModel(BaseModel):
    """A pydantic model whose invalid input raises :class:`ConfigurationError` naming the
    field (never pydantic's ``ValidationError``), whether built or validated."""

    def __init__(self, /, **data: Any) -> None:
        try:
            super().__init__(**data)
        except (ValidationError, TypeError) as exc:  # TypeError: a nested model given non-str keys
            raise ConfigurationError(f"invalid {type(self).__name__}: {_described(exc)}") from None

    @classmethod
    def model_validate(cls, obj: Any, *args: Any, **kwargs: Any) -> Self:
        """Pydantic's ``model_validate``, raising :class:`ConfigurationError`."""
        try:
            return super().model_validate(obj, *args, **kwargs)
        except (ValidationError, TypeError) as exc:
            raise ConfigurationError(f"invalid {cls.__name__}: {_described(exc)}") from None

    @classmethod
    def model_validate_json(cls, json_data: Any, *args: Any, **kwargs: Any) -> Self:
        """Pydantic's ``model_validate_json``, raising :class:`ConfigurationError`."""
        try:
            return super().model_validate_json(json_data, *args, **kwargs)
        except (ValidationError, TypeError) as exc:
            raise ConfigurationError(f"invalid {cls.__name__}: {_described(exc)}") from None


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


def _name(value: Any, what: str) -> str | None:
    """``None`` or a ``str`` of at most ``_MAX_NAME_CHARS`` characters."""
    if value is None:
        return None
    if not isinstance(value, str):
        raise ConfigurationError(f"{what} must be a str or None, got {_kind(value)}")
    if len(value) > _MAX_NAME_CHARS:
        raise ConfigurationError(f"{what} must be at most {_MAX_NAME_CHARS:,} characters")
    return value


def _tags(tags: Any) -> dict[str, str]:
    """``None`` or a mapping of at most ``_MAX_TAGS`` str keys to str values."""
    if tags is None:
        return {}
    if not isinstance(tags, Mapping):
        raise ConfigurationError(f"tags must be a mapping of str to str, got {_kind(tags)}")
    if len(tags) > _MAX_TAGS:
        raise ConfigurationError(f"tags may hold at most {_MAX_TAGS} entries, got {len(tags)}")
    for key, value in tags.items():
        if not isinstance(key, str) or not isinstance(value, str):
            raise ConfigurationError(f"tags must map str to str, got {_kind(key)} to {_kind(value)}")
        if len(key) > _MAX_NAME_CHARS or len(value) > _MAX_NAME_CHARS:
            raise ConfigurationError(f"each key and value of tags must be at most {_MAX_NAME_CHARS:,} characters")
    return dict(tags)


def _seconds(value: Any, what: str) -> float | None:
    """``None`` or a finite, non-negative number of seconds."""
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value) or value < 0:
        raise ConfigurationError(f"{what} must be a non-negative number of seconds or None, got {value!r:.40}")
    return float(value)


def checked_call(*, stakes: Any, route: Any, tags: Any, request_id: Any, wait_for_review: Any) \
        -> tuple[str | None, str | None, dict[str, str], str | None, float | None]:
    """The keywords of one check, each of its documented type and bounded:
    ``(stakes, route, tags, request_id, wait_for_review)``."""
    return (_name(stakes, "stakes"), _name(route, "route"), _tags(tags), _name(request_id, "request_id"),
            _seconds(wait_for_review, "wait_for_review"))


def checked_items(items: Any, cls: type, what: str) -> tuple[Any, ...]:
    """A list or tuple of at most ``_MAX_ITEMS`` instances of ``cls``, as a tuple."""
    if not isinstance(items, list | tuple):
        raise ConfigurationError(f"{what} must be a list of {cls.__name__} objects, got {_kind(items)}")
    if len(items) > _MAX_ITEMS:
        raise ConfigurationError(f"{what} may hold at most {_MAX_ITEMS:,} items, got {len(items):,}")
    for item in items:
        if not isinstance(item, cls):
            raise ConfigurationError(f"{what} must be {cls.__name__} objects, got {_kind(item)}")
    return tuple(items)


def checked_instance(value: Any, cls: type, what: str) -> Any:
    """``None`` or an instance of ``cls``."""
    if value is not None and not isinstance(value, cls):
        raise ConfigurationError(f"{what} must be a {cls.__name__} or None, got {_kind(value)}")
    return value


def checked_parts(*, model_params: Any, **parts: Any) -> dict[str, Any]:
    """``model_params`` as a dict with str keys, after checking that each given part
    (``policy``, ``review_queue``, ``record_store``, ``clock``) is ``None`` or has the
    methods the Guard calls on it."""
    for what, value in parts.items():
        missing = [m for m in _PART_METHODS[what] if not callable(getattr(value, m, None))]
        if value is not None and missing:
            raise ConfigurationError(f"{what} must have the methods {', '.join(_PART_METHODS[what])} "
                                     f"(missing {', '.join(missing)}), got {_kind(value)}")
    if model_params is None:
        return {}
    if not isinstance(model_params, Mapping) or not all(isinstance(k, str) for k in model_params):
        raise ConfigurationError(f"model_params must be a mapping with str keys, got {_kind(model_params)}")
    return dict(model_params)
