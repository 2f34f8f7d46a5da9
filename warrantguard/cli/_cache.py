"""``warrantguard cache clear``: forget the certificates kept for reuse."""

from __future__ import annotations

import argparse
import asyncio
import sys
from typing import Any

from warrantguard.cli._shared import add_redis_flag, redis_url
from warrantguard.models import DiskCertificateStore, RedisCertificateStore, default_certificate_dir

__all__ = ["register_cli"]


def register_cli(sub: Any) -> None:
    """Add ``cache clear [--dir DIR | --redis URL]``."""
    cache = sub.add_parser("cache", help="the certificate store kept for reuse")
    actions = cache.add_subparsers(dest="cache_command", required=True)
    clear = actions.add_parser("clear", help="forget every stored certificate (no certificate is reused after)")
    clear.add_argument("--dir", default=None,
                       help=f"the certificate store's directory (default: per user, {default_certificate_dir()})")
    add_redis_flag(clear, holds="the shared certificate store to clear instead of a directory")
    clear.add_argument("--prefix", default="wg:", help="the Redis key prefix of the store (default wg:)")
    clear.set_defaults(func=_clear)


def _clear(args: argparse.Namespace) -> int:
    url = redis_url(args) if args.dir is None else None  # an explicit --dir wins over $WARRANTGUARD_REDIS_URL
    if url is not None:
        return _clear_redis(url, args.prefix)
    directory = args.dir or str(default_certificate_dir())
    store = DiskCertificateStore(directory)
    n = int(store.store.clear())  # the command line has no event loop: diskcache's own call
    print(f"cleared {n} stored certificate{'s' if n != 1 else ''} from {directory}")
    return 0


def _clear_redis(url: str, prefix: str) -> int:
    store = RedisCertificateStore(url, prefix=prefix, timeout=5.0)
    n = asyncio.run(_cleared(store))
    if store.link.errors:
        print(f"warrantguard: error: could not clear the certificates in Redis at {store.link.where} "
              "(unreachable or failing)", file=sys.stderr)
        return 1
    print(f"cleared {n} stored certificate{'s' if n != 1 else ''} from Redis at {store.link.where} "
          f"(prefix {prefix})")
    return 0


async def _cleared(store: RedisCertificateStore) -> int:
    try:
        return await store.clear()
    finally:
        await store.aclose()

