"""The one module that imports FastAPI (the ``[server]`` extra).

The proxy's ASGI app (:mod:`warrantguard.adapters.proxy._app`) is built with the names
re-exported here; the LiteLLM guardrail raises FastAPI's :class:`HTTPException` from here
when FastAPI is installed (as in a LiteLLM Proxy) and falls back to LiteLLM's own error
otherwise. A missing install fails here, with the install hint. Importing this module
loads FastAPI: its users import it only when they need it.
"""

from __future__ import annotations

try:
    from fastapi import FastAPI, HTTPException, Request
    from fastapi.responses import PlainTextResponse, Response, StreamingResponse
except ImportError as exc:  # pragma: no cover - depends on the environment
    raise ImportError("the proxy needs fastapi: pip install 'warrantguard[server]'") from exc

__all__ = ["FastAPI", "HTTPException", "PlainTextResponse", "Request", "Response", "StreamingResponse"]
