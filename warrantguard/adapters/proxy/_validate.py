"""The shape of a chat-completion request body, checked before anything reads it (errors are 400s)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from warrantguard.adapters._kernel import disallowed_field
from warrantguard.adapters.proxy._errors import ProxyError

__all__ = ["FIELD_TYPES", "MAX_CHOICES", "validate_chat"]

#: The largest ``n`` a client may ask for (OpenAI's own limit).
MAX_CHOICES = 128

_NUMBER = (int, float)
#: The JSON type each typed field must have (``null`` is accepted for all of them).
FIELD_TYPES: dict[str, tuple[type, ...]] = {
    **dict.fromkeys(("stream", "logprobs", "parallel_tool_calls", "store"), (bool,)),
    **dict.fromkeys(("temperature", "top_p", "presence_penalty", "frequency_penalty"), _NUMBER),
    **dict.fromkeys(("max_tokens", "max_completion_tokens", "n", "seed", "top_logprobs"), (int,)),
    **dict.fromkeys(("model", "user", "reasoning_effort", "service_tier", "verbosity", "safety_identifier",
                     "prompt_cache_key", "prompt_cache_retention", "mock_response"), (str,)),
    **dict.fromkeys(("metadata", "stream_options", "response_format", "logit_bias", "audio", "prediction",
                     "web_search_options", "moderation", "prompt_cache_options"), (dict,)),
    **dict.fromkeys(("tools", "functions", "modalities"), (list,)),
    **dict.fromkeys(("tool_choice", "function_call"), (str, dict)),
    "stop": (str, list),
}
#: The string fields each non-text content part's inner object must have (OpenAI's chat format).
_PART_FIELDS: dict[str, tuple[str, ...]] = {"image_url": ("url",), "input_audio": ("data", "format"), "file": ()}
_NAMES = {bool: "a boolean", int: "an integer", float: "a number", str: "a string", dict: "an object",
          list: "an array"}


def validate_chat(body: Any, *, test_mode: bool = False) -> dict[str, Any]:
    """``body`` if it is a chat-completion request a client may send, else a 400 :class:`ProxyError`.

    Rejects fields outside the allowlist (naming the field), fields of the wrong JSON
    type, messages that are not ``{"role": str, "content": str | null | [parts]}`` and
    content parts of a known type without their OpenAI shape (a text part's ``text``, an
    ``image_url`` part's ``url``...).
    """
    if not isinstance(body, dict):
        raise ProxyError(400, "The request body must be a JSON object.", code="invalid_json")
    field = disallowed_field(body, test_mode=test_mode)
    if field is not None:
        raise ProxyError(400, f"Unrecognized request argument supplied: {field[:100]}", param=field[:100],
                         code="unknown_parameter")
    for name, value in body.items():
        _check_type(name, value)
    _check_messages(body.get("messages"))
    n = body.get("n")
    if n is not None and not 1 <= n <= MAX_CHOICES:
        raise ProxyError(400, f"'n' must be between 1 and {MAX_CHOICES}.", param="n", code="invalid_value")
    return body


def _check_type(name: str, value: Any) -> None:
    allowed = FIELD_TYPES.get(name)
    if allowed is None or value is None:
        return
    wrong = isinstance(value, bool) and bool not in allowed  # JSON true is not a number
    if wrong or not isinstance(value, allowed):
        expected = " or ".join(_NAMES[t] for t in allowed)
        raise ProxyError(400, f"'{name}' must be {expected}.", param=name, code="invalid_type")
    if name == "stop" and isinstance(value, list) and not all(isinstance(s, str) for s in value):
        raise ProxyError(400, "'stop' must be a string or an array of strings.", param="stop", code="invalid_type")


def _check_messages(messages: Any) -> None:
    if not isinstance(messages, list) or not messages:
        raise ProxyError(400, "'messages' must be a non-empty array.", param="messages", code="invalid_type")
    for i, message in enumerate(messages):
        if not isinstance(message, dict) or not isinstance(message.get("role"), str):
            raise ProxyError(400, "each message must be an object with a 'role' string.", param=f"messages.{i}",
                             code="invalid_type")
        _check_content(message.get("content"), f"messages.{i}.content")


def _check_content(content: Any, param: str) -> None:
    if content is None or isinstance(content, str):
        return
    if not isinstance(content, list):
        raise ProxyError(400, "a message's 'content' must be a string or an array of content parts.", param=param,
                         code="invalid_type")
    for j, part in enumerate(content):
        if not isinstance(part, Mapping) or not isinstance(part.get("type"), str):
            raise ProxyError(400, "each content part must be an object with a 'type' string.",
                             param=f"{param}.{j}", code="invalid_type")
        _check_part(part, f"{param}.{j}")


def _check_part(part: Mapping[str, Any], param: str) -> None:
    """A part of a known type has its OpenAI shape (``image_url`` needs ``{"url": str}``...);
    other types pass through to the upstream, which knows them."""
    kind = part["type"]
    if kind == "text" and not isinstance(part.get("text"), str):
        raise ProxyError(400, "a text content part's 'text' must be a string.", param=f"{param}.text",
                         code="invalid_type")
    required = _PART_FIELDS.get(kind)
    if required is None:
        return
    inner = part.get(kind)
    if not isinstance(inner, Mapping):
        raise ProxyError(400, f"a '{kind}' content part needs a '{kind}' object.", param=f"{param}.{kind}",
                         code="invalid_type")
    for name in required:
        if not isinstance(inner.get(name), str):
            raise ProxyError(400, f"a '{kind}' content part's '{name}' must be a string.",
                             param=f"{param}.{kind}.{name}", code="invalid_type")
