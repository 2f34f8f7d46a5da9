"""The on-disk answer cache and certificate store (diskcache), opened per directory; the default
directories are per user."""

from __future__ import annotations

import asyncio
import os
from pathlib import Path
from typing import Any

from warrantguard.guard import StoredCertificate

__all__ = ["DiskCache", "DiskCertificateStore", "default_cache_dir", "default_certificate_dir"]


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


class DiskCertificateStore:
    """Certificates kept for reuse in a ``diskcache.Cache`` directory (the engine's
    :class:`~warrantguard.guard.CertificateStore`): entries expire after their lifetime, the
    store stays within ``size_limit`` bytes (least recently stored out first), I/O runs off the loop."""

    def __init__(self, directory: str | os.PathLike[str] | None = None, *, size_limit: int = 256 * 2**20) -> None:
        import diskcache

        path = Path(directory).expanduser() if directory is not None else default_certificate_dir()
        path.mkdir(parents=True, exist_ok=True, mode=0o700)
        self.store: Any = diskcache.Cache(str(path), size_limit=size_limit, eviction_policy="least-recently-stored")

    async def get(self, key: str) -> StoredCertificate | None:
        """The entry, unless it expired (or is not an entry)."""
        value = await asyncio.to_thread(self.store.get, key)
        return value if isinstance(value, StoredCertificate) else None

    async def put(self, key: str, entry: StoredCertificate, lifetime: float) -> None:
        """Keep ``entry`` for ``lifetime`` seconds."""
        await asyncio.to_thread(self.store.set, key, entry, expire=lifetime)

    async def delete(self, key: str) -> None:
        """Forget one key."""
        await asyncio.to_thread(self.store.delete, key)

    async def clear(self) -> int:
        """Forget every certificate; the number forgotten."""
        return int(await asyncio.to_thread(self.store.clear))


def default_certificate_dir() -> Path:
    """``certificates`` beside the default answer cache (per user)."""
    return default_cache_dir().parent / (default_cache_dir().name.replace("answers", "certificates", 1))
