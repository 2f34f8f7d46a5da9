"""The one module that imports aiohttp, the proxy's upstream HTTP client (the ``[server]`` extra)."""

from __future__ import annotations

from warrantguard.extras import install_hint

try:
    import aiohttp
except ImportError as exc:  # pragma: no cover - depends on the environment
    raise ImportError(f"the proxy needs aiohttp: {install_hint('server')}") from exc

__all__ = ["aiohttp"]
