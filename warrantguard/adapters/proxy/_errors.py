"""OpenAI-style error bodies and the one exception the proxy raises on purpose."""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

from warrantguard.guard.spi import redact as scrub

__all__ = ["INSTALL_HINT", "ProxyError", "error_body", "redact"]

INSTALL_HINT = "pip install 'warrantguard[server]'"

_TYPES = {502: "upstream_error", 503: "upstream_error", 504: "timeout_error", 500: "server_error"}


class ProxyError(Exception):
    """An error answered with an OpenAI-style body: ``{"error": {message, type, param, code}}``."""

    def __init__(self, status: int, message: str, *, code: str | None = None, param: str | None = None,
                 type_: str | None = None, headers: dict[str, str] | None = None) -> None:
        super().__init__(message)
        self.status, self.message, self.code, self.param = status, message, code, param
        self.headers: dict[str, str] = dict(headers or {})  # upstream headers the client should still see
        self.type = type_ or _TYPES.get(status, "invalid_request_error" if status < 500 else "server_error")

    def body(self) -> bytes:
        """The JSON body of the error response."""
        return error_body(self.message, self.type, self.code, self.param)


def error_body(message: str, type_: str, code: str | None = None, param: str | None = None) -> bytes:
    """An OpenAI-style error body as bytes."""
    payload: dict[str, Any] = {"error": {"message": message, "type": type_, "param": param, "code": code}}
    return json.dumps(payload).encode()


def redact(text: str, secrets: Iterable[str | None]) -> str:
    """``text`` with every non-empty secret replaced by ``***`` (upstream keys never leave the proxy),
    then with every registered secret and credential-shaped token masked (an upstream that echoes
    the request's headers in its error body echoes the key it was called with)."""
    for secret in secrets:
        if secret and len(secret) >= 4:
            text = text.replace(secret, "***")
    return scrub(text)
