"""Which upstream response headers reach the client, and whether the client retries by itself.

OpenAI's SDKs read ``x-request-id`` (``completion._request_id``), ``retry-after`` and
``retry-after-ms`` (how long to wait before retrying), ``x-should-retry``; dashboards
and clients read the ``x-ratelimit-*`` family and ``openai-processing-ms``. Those are
passed on, on every path; nothing else is (cookies, connection and length headers
belong to the proxy's own hop).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

__all__ = ["FORWARDED", "FORWARDED_PREFIXES", "client_retries", "forwarded_headers"]

#: Upstream response headers passed on to the client as they are.
FORWARDED = frozenset({"x-request-id", "openai-processing-ms", "openai-organization", "openai-version",
                       "openai-project", "openai-model", "retry-after", "retry-after-ms", "x-should-retry"})
#: Header name prefixes passed on as well (OpenAI's rate-limit headers).
FORWARDED_PREFIXES = ("x-ratelimit-",)
#: Sent by OpenAI's SDKs (Stainless) on every attempt: the client runs its own retry loop.
RETRY_COUNT_HEADER = "x-stainless-retry-count"
#: At most this many headers and characters per value are passed on (a hostile upstream stays bounded).
_MAX_HEADERS = 32
_MAX_VALUE = 512


def forwarded_headers(pairs: Iterable[tuple[str, str]]) -> dict[str, str]:
    """The upstream response headers the client should see (lower-cased names)."""
    out: dict[str, str] = {}
    for name, value in pairs:
        key = name.lower()
        if key in FORWARDED or key.startswith(FORWARDED_PREFIXES):
            out[key] = value[:_MAX_VALUE]
            if len(out) >= _MAX_HEADERS:
                break
    return out


def client_retries(headers: Mapping[str, str]) -> bool:
    """True when the request comes from a client that retries on its own (OpenAI's SDKs)."""
    return RETRY_COUNT_HEADER in headers
