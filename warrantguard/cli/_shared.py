"""The shared-backend flags every command that can use them takes, parsed in one place.

``--redis URL`` (else ``$WARRANTGUARD_REDIS_URL``; the flag wins) makes a command keep its
answer cache and certificate store in Redis, shared by every replica or worker using the same URL
(and the rate limiter, for the commands that limit). ``--certificate-dir PATH`` keeps certificates
on this machine's disk instead (diskcache). Without either, nothing changes: the embedded,
in-process defaults.
"""

from __future__ import annotations

import argparse
import os
from typing import Any

from warrantguard.guard import ConfigurationError
from warrantguard.models import REDIS_URL_ENV, DiskCertificateStore, RedisCache, RedisCertificateStore, RedisLink

__all__ = ["add_redis_flag", "add_store_flags", "redis_url", "shared_guard_options"]


def add_redis_flag(parser: argparse.ArgumentParser, *, holds: str = "the answer cache and certificate store") -> None:
    """Add ``--redis URL`` to ``parser`` (``holds`` says what it shares, for the help text)."""
    parser.add_argument("--redis", default=None, metavar="URL",
                        help=f"Redis for {holds}, shared by every instance using it, e.g. redis://host:6379/0 "
                             f"(default ${REDIS_URL_ENV}; none: in-process)")


def add_store_flags(parser: argparse.ArgumentParser) -> None:
    """``--redis URL`` and ``--certificate-dir PATH`` (where certificates are kept for reuse)."""
    add_redis_flag(parser)
    parser.add_argument("--certificate-dir", default=None, metavar="PATH",
                        help="keep certificates for reuse on disk in PATH (one machine; --redis shares them)")


def redis_url(args: argparse.Namespace) -> str | None:
    """The Redis URL: ``--redis`` if given, else ``$WARRANTGUARD_REDIS_URL``, else ``None`` (no Redis)."""
    url = getattr(args, "redis", None) or os.environ.get(REDIS_URL_ENV) or None
    if url is not None and not url.startswith(("redis://", "rediss://", "unix://")):
        raise ConfigurationError("--redis: expected a redis://, rediss:// or unix:// URL")
    return url


def shared_guard_options(args: argparse.Namespace) -> dict[str, Any]:
    """The Guard's ``cache`` and ``certificates`` from the flags: both on Redis (one connection pool)
    with ``--redis``/``$WARRANTGUARD_REDIS_URL``; certificates on disk with ``--certificate-dir``;
    else ``{}`` (the defaults)."""
    url = redis_url(args)
    if url is not None:
        link = RedisLink(url)
        return {"cache": RedisCache(link), "certificates": RedisCertificateStore(link)}
    directory = getattr(args, "certificate_dir", None)
    if directory:
        return {"certificates": DiskCertificateStore(directory)}
    return {}
