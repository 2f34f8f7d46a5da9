"""Which provider failures are worth retrying, and how a failure is described safely.

Classification works on exception *names* along the class hierarchy and the
``__cause__``/``__context__`` chain, so the engine needs no import of httpx, aiohttp,
litellm or openai to recognise their errors.
"""

from __future__ import annotations

import re

__all__ = ["describe", "is_transient"]

_TRANSIENT_NAMES = frozenset({
    # litellm / openai
    "RateLimitError", "Timeout", "APITimeoutError", "APIConnectionError", "InternalServerError",
    "ServiceUnavailableError", "BadGatewayError", "ServerError",
    # httpx
    "TimeoutException", "ConnectTimeout", "ReadTimeout", "WriteTimeout", "PoolTimeout", "NetworkError",
    "ConnectError", "ReadError", "WriteError", "CloseError", "RemoteProtocolError", "ProtocolError",
    # aiohttp
    "ClientConnectionError", "ClientConnectorError", "ServerDisconnectedError", "ClientOSError",
    "ServerTimeoutError", "ServerConnectionError", "ClientPayloadError", "ConnectionTimeoutError",
    "SocketTimeoutError",
    # stdlib
    "TimeoutError", "ConnectionError", "ConnectionResetError", "BrokenPipeError", "IncompleteRead",
    "TransientError",
})
_PERMANENT_NAMES = frozenset({
    "AuthenticationError", "BadRequestError", "PermissionDeniedError", "NotFoundError",
    "ContextWindowExceededError", "ContentPolicyViolationError", "UnprocessableEntityError",
    "UnsupportedParamsError", "InvalidRequestError",
})
_MISSING_KEY = re.compile(r"api[_ ]?key.{0,60}(missing|not (been )?(set|provided|found)|must be (set|passed|provided))"
                          r"|(missing|no) (api[_ ]?key|credentials)|invalid api[_ ]?key|incorrect api key", re.I | re.S)
_KEY_NAME = re.compile(r"\b[A-Z][A-Z0-9_]*_(?:API_KEY|KEY|TOKEN)\b")
_CHAIN_DEPTH = 6


def _chain(exc: BaseException) -> list[BaseException]:
    out: list[BaseException] = []
    current: BaseException | None = exc
    while current is not None and len(out) < _CHAIN_DEPTH and current not in out:
        out.append(current)
        current = current.__cause__ or current.__context__
    return out


def _names(exc: BaseException) -> set[str]:
    return {cls.__name__ for cls in type(exc).__mro__}


def is_auth_failure(exc: BaseException) -> bool:
    """401/403, an authentication error type, or a message saying the API key is missing."""
    for e in _chain(exc):
        status = getattr(e, "status_code", None)
        if status in (401, 403) or {"AuthenticationError", "PermissionDeniedError"} & _names(e):
            return True
        if _MISSING_KEY.search(str(e)[:2000]):
            return True
    return False


def is_transient(exc: BaseException) -> bool:
    """Rate limits, timeouts, connection resets, protocol errors and 5xx are transient;
    authentication failures, bad requests and anything unrecognised are not."""
    if is_auth_failure(exc):
        return False
    for e in _chain(exc):
        names = _names(e)
        if names & _PERMANENT_NAMES:
            return False
        if names & _TRANSIENT_NAMES:
            return True
        status = getattr(e, "status_code", None)
        if isinstance(status, int) and (status in (408, 409, 425, 429) or status >= 500):
            return True
    return False


_MAX_MESSAGE = 300


def describe(exc: BaseException) -> str:
    """``Type: message``, truncated, with anything that looks like a credential redacted."""
    from warrantguard.guard._redact import redact

    text = f"{type(exc).__name__}: {exc}"
    if is_auth_failure(exc):
        names = sorted(set(_KEY_NAME.findall(str(exc)[:2000])))
        which = f" (set {' or '.join(names)})" if names else ""
        text = f"authentication failed: the provider refused or lacks the API key{which}. " + text
    text = redact(text)
    return text if len(text) <= _MAX_MESSAGE else text[: _MAX_MESSAGE - 1] + "…"
