"""The one module that imports Starlette, the ASGI toolkit of the review console and the proxy.

The review console (:mod:`warrantguard.policies`, the ``[review]`` extra) and the
OpenAI-compatible proxy (:mod:`warrantguard.adapters.proxy`, the ``[server]`` extra, whose
FastAPI brings Starlette) take every Starlette name from here, so a missing install fails
in one place, with the install hint. Importing this module loads Starlette: the console
and the proxy import it only when they are used.
"""

from __future__ import annotations

INSTALL_HINT = ("Starlette is missing: pip install 'warrantguard[review]' (the review console) "
                "or 'warrantguard[server]' (the proxy)")

try:
    from starlette.applications import Starlette
    from starlette.background import BackgroundTask
    from starlette.concurrency import run_in_threadpool
    from starlette.exceptions import HTTPException
    from starlette.middleware import Middleware
    from starlette.requests import ClientDisconnect, Request
    from starlette.responses import HTMLResponse, PlainTextResponse, RedirectResponse, Response
    from starlette.routing import Route
except ImportError as exc:  # pragma: no cover - depends on the environment
    raise ImportError(f"{INSTALL_HINT} ({exc})") from exc

__all__ = [
    "INSTALL_HINT",
    "BackgroundTask",
    "ClientDisconnect",
    "HTMLResponse",
    "HTTPException",
    "Middleware",
    "PlainTextResponse",
    "RedirectResponse",
    "Request",
    "Response",
    "Route",
    "Starlette",
    "run_in_threadpool",
]
