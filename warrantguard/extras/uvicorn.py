"""The one module that imports uvicorn, the ASGI server of the review console and the proxy.

``warrantguard review serve`` (the ``[review]`` extra) and ``warrantguard serve`` (the
``[server]`` extra) run their apps with the ``uvicorn`` module re-exported here, so a
missing install fails in one place, with the install hint. The console imports this module
only when it serves, the proxy only when its server module is loaded.
"""

from __future__ import annotations

INSTALL_HINT = ("uvicorn is missing: pip install 'warrantguard[server]' (the proxy) "
                "or 'warrantguard[review]' (the review console)")

try:
    import uvicorn
except ImportError as exc:  # pragma: no cover - depends on the environment
    raise ImportError(f"{INSTALL_HINT} ({exc})") from exc

__all__ = ["INSTALL_HINT", "uvicorn"]
