"""The one module that imports aiohttp: the proxy's upstream client and ``OpenAIHTTPModel`` (the ``[server]`` extra)."""

from __future__ import annotations

try:
    import aiohttp
except ImportError as exc:  # pragma: no cover - depends on the environment
    raise ImportError("the proxy and OpenAIHTTPModel need aiohttp: pip install 'warrantguard[server]'") from exc

__all__ = ["aiohttp"]
