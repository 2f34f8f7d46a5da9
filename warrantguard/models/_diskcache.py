"""The on-disk answer cache (diskcache), opened per directory; the default directory is per user."""

from __future__ import annotations

import asyncio
import os
from pathlib import Path
from typing import Any

__all__ = ["DiskCache", "default_cache_dir"]


def default_cache_dir() -> Path:
    """``$WARRANTGUARD_CACHE_DIR``, else ``$XDG_CACHE_HOME/warrantguard/answers-<uid>`` (per user)."""
    if os.environ.get("WARRANTGUARD_CACHE_DIR"):
        return Path(os.environ["WARRANTGUARD_CACHE_DIR"]).expanduser()
    base = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    uid = os.getuid() if hasattr(os, "getuid") else os.environ.get("USERNAME", "user")
    return base / "warrantguard" / f"answers-{uid}"


class DiskCache:
    """A ``diskcache.Cache`` in ``directory`` behind the engine's async cache protocol."""

    def __init__(self, directory: str | os.PathLike[str]) -> None:
        import diskcache

        path = Path(directory).expanduser()
        path.mkdir(parents=True, exist_ok=True, mode=0o700)
        self.store: Any = diskcache.Cache(str(path))

    async def get(self, key: str) -> list[str] | None:
        """The cached texts, read off the event loop."""
        value = await asyncio.to_thread(self.store.get, key)
        return value if isinstance(value, list) and all(isinstance(t, str) for t in value) else None

    async def set(self, key: str, texts: list[str]) -> None:
        """Store the texts, written off the event loop."""
        await asyncio.to_thread(self.store.set, key, list(texts))
