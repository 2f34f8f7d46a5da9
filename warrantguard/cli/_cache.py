"""``warrantguard cache clear``: forget the certificates kept for reuse."""

from __future__ import annotations

import argparse
from typing import Any

from warrantguard.models import DiskCertificateStore, default_certificate_dir

__all__ = ["register_cli"]


def register_cli(sub: Any) -> None:
    """Add ``cache clear [--dir DIR]``."""
    cache = sub.add_parser("cache", help="the certificate store kept for reuse")
    actions = cache.add_subparsers(dest="cache_command", required=True)
    clear = actions.add_parser("clear", help="forget every stored certificate (no certificate is reused after)")
    clear.add_argument("--dir", default=str(default_certificate_dir()),
                       help="the certificate store's directory (default: per user)")
    clear.set_defaults(func=_clear)


def _clear(args: argparse.Namespace) -> int:
    store = DiskCertificateStore(args.dir)
    n = int(store.store.clear())  # the command line has no event loop: diskcache's own call
    print(f"cleared {n} stored certificate{'s' if n != 1 else ''} from {args.dir}")
    return 0
