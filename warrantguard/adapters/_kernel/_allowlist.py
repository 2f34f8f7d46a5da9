"""Which request-body fields a client may set (one list for every server-side adapter).

A client of a server that holds the upstream key must not choose where or how the
upstream is called: fields such as ``api_base``, ``base_url``, ``api_key``,
``custom_llm_provider``, ``extra_headers`` or ``extra_body`` would hand the key to
any address the client names (litellm and several OpenAI-compatible servers honour
them in the body). So only the OpenAI chat-completion parameters and warrantguard's
own ``warrant`` object are accepted; anything else is rejected, naming the field.

This module imports nothing but the standard library, so any adapter can use it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

__all__ = ["ALLOWED_FIELDS", "CHAT_COMPLETION_FIELDS", "TEST_MODE_FIELDS", "WARRANTGUARD_FIELDS",
           "disallowed_field"]

#: The request-body parameters of OpenAI's ``POST /v1/chat/completions`` (the API
#: reference and the ``openai`` SDK's ``CompletionCreateParams``). ``model`` is mapped to
#: the configured upstream; nothing here changes where the upstream call goes.
CHAT_COMPLETION_FIELDS: frozenset[str] = frozenset({
    "model", "messages", "audio", "frequency_penalty", "function_call", "functions", "logit_bias", "logprobs",
    "max_completion_tokens", "max_tokens", "metadata", "modalities", "moderation", "n", "parallel_tool_calls",
    "prediction", "presence_penalty", "prompt_cache_key", "prompt_cache_options", "prompt_cache_retention",
    "reasoning_effort", "response_format",
    "safety_identifier", "seed", "service_tier", "stop", "store", "stream", "stream_options", "temperature",
    "tool_choice", "tools", "top_logprobs", "top_p", "user", "verbosity", "web_search_options",
})

#: warrantguard's own documented body field (the opt-in object; removed before the upstream call).
WARRANTGUARD_FIELDS: frozenset[str] = frozenset({"warrant"})

#: Accepted only from a server started in test mode (litellm answers without a call).
TEST_MODE_FIELDS: frozenset[str] = frozenset({"mock_response"})

#: Every field a client may send to a server holding the upstream key (outside test mode).
ALLOWED_FIELDS: frozenset[str] = CHAT_COMPLETION_FIELDS | WARRANTGUARD_FIELDS


def disallowed_field(body: Mapping[str, Any], *, test_mode: bool = False) -> str | None:
    """The first field of ``body`` a client may not set (in sorted order), or ``None``.

    Everything not in :data:`ALLOWED_FIELDS` is disallowed (``api_base``, ``base_url``,
    ``api_key``, ``extra_headers``, ``timeout``, ...); :data:`TEST_MODE_FIELDS` are
    allowed only when ``test_mode`` is true.
    """
    allowed = ALLOWED_FIELDS | TEST_MODE_FIELDS if test_mode else ALLOWED_FIELDS
    extra = sorted(str(name) for name in body if name not in allowed)
    return extra[0] if extra else None
