"""``warrantguard serve``: run the OpenAI-compatible certifying proxy."""

from __future__ import annotations

import argparse
import os
import sys
from typing import Any

from warrantguard.adapters.proxy import (
    DEFAULT_MAX_BODY_BYTES,
    KEYS_ENV,
    UPSTREAM_KEY_ENV,
    ProxyConfig,
    keys_from_env,
)
from warrantguard.cli._generator_flags import add_generator_flags, generator_from_flags
from warrantguard.cli._limits import add_limit_flags, rate_limiter_from_args
from warrantguard.cli._shared import add_store_flags, shared_guard_options

__all__ = ["cmd_serve", "config_from_args", "register_cli"]

_LOOPBACK = ("127.0.0.1", "localhost", "::1")
KEYS_FILE_ENV = "WARRANTGUARD_PROXY_KEYS_FILE"


def register_cli(subparsers: Any) -> None:
    """Add the ``serve`` subcommand to the ``warrantguard`` command."""
    p = subparsers.add_parser("serve", help="run the OpenAI-compatible certifying proxy")
    p.add_argument("--model", help="litellm model string of the upstream (or, with --base-url, the model name "
                                   "sent upstream instead of the client's)")
    p.add_argument("--base-url",
                   help=f"OpenAI-compatible upstream, e.g. http://host:8000/v1 (key: ${UPSTREAM_KEY_ENV})")
    p.add_argument("--upstream-key-env", default=UPSTREAM_KEY_ENV,
                   help="environment variable holding the upstream key")
    p.add_argument("--host", default="127.0.0.1")
    p.add_argument("--port", type=int, default=8000)
    p.add_argument("--api-key", action="append", default=None,
                   help=f"a key clients must present (repeatable; default ${KEYS_ENV}, comma-separated)")
    p.add_argument("--keys-file", default=None, metavar="PATH",
                   help="client keys by SHA-256 hash, each with its tenant's policy, stakes bounds and rate limits "
                        f"(YAML or JSON; default ${KEYS_FILE_ENV})")
    p.add_argument("--detect", action="store_true", help="also certify pairwise questions that did not opt in")
    p.add_argument("--policy", help="stakes policy file (YAML, TOML or JSON)")
    p.add_argument("--review-db", help="review queue database (SQLite path or PostgreSQL URL)")
    p.add_argument("--generator", help="probe generator for certificates: 'lexical' (no calls) or a model string")
    add_generator_flags(p)
    p.add_argument("--max-body-bytes", type=int, default=DEFAULT_MAX_BODY_BYTES,
                   help="largest request body accepted (larger: 413)")
    p.add_argument("--request-timeout", type=float, default=300.0,
                   help="seconds to answer a request (then 504)")
    p.add_argument("--monitor-queue", type=int, default=256, metavar="N",
                   help="monitor mode: background certificates waiting at most (beyond: dropped and counted)")
    p.add_argument("--monitor-workers", type=int, default=2, metavar="N",
                   help="monitor mode: background certificates running at a time")
    p.add_argument("--monitor-grace", type=float, default=5.0, metavar="SECONDS",
                   help="at shutdown, seconds pending background certificates get to finish (then: dropped)")
    p.add_argument("--monitor-max-load", type=float, default=0.0, metavar="SHARE",
                   help="monitor mode: shed new background certificates (dropped and counted) while this process "
                        "uses more than this share of one core (e.g. 0.8; 0: never)")
    add_store_flags(p)
    add_limit_flags(p)
    p.add_argument("--log-level", default="info", choices=["critical", "error", "warning", "info", "debug"])
    p.set_defaults(func=cmd_serve)


def config_from_args(args: argparse.Namespace) -> ProxyConfig:
    """A :class:`ProxyConfig` from the ``serve`` flags and the environment."""
    from warrantguard.adapters import policy_from, review_queue_from

    policy, queue = policy_from(args.policy or None), review_queue_from(args.review_db or None)
    generator = generator_from_flags(args.generator, args)
    options = {"generator": generator} if generator is not None else {}
    options.update(shared_guard_options(args))  # --redis / --certificate-dir: where reuse and answers live
    keys = args.api_key if args.api_key else keys_from_env()
    keys_file = args.keys_file or os.environ.get(KEYS_FILE_ENV) or None
    return ProxyConfig(model=args.model, base_url=args.base_url, upstream_key_env=args.upstream_key_env,
                       api_keys=tuple(keys), keys_file=keys_file, detect=args.detect, policy=policy, review_queue=queue,
                       guard_options=options, max_body_bytes=args.max_body_bytes,
                       request_timeout=args.request_timeout, monitor_queue=args.monitor_queue,
                       monitor_workers=args.monitor_workers, monitor_grace=args.monitor_grace,
                       monitor_max_load=args.monitor_max_load,
                       rate_limiter=rate_limiter_from_args(args, args.base_url or args.model or ""))


def cmd_serve(args: argparse.Namespace) -> int:
    """Build the app and serve it until interrupted."""
    config = config_from_args(args)
    from warrantguard.adapters.proxy import create_app, serve

    if not config.api_keys and not config.keys_file and args.host not in _LOOPBACK:
        print(f"warrantguard: warning: no client keys (--api-key or ${KEYS_ENV}) on {args.host}", file=sys.stderr)
    upstream = config.base_url or config.model
    print(f"warrantguard proxy on http://{args.host}:{args.port}/v1 -> {upstream}"
          f" (detection {'on' if config.detect else 'off'})", file=sys.stderr)
    link = getattr(config.guard_options.get("certificates"), "link", None)
    if link is not None:
        print(f"answers and certificates shared in Redis at {link.where}", file=sys.stderr)
    _print_limits(config.rate_limiter, args)
    serve(create_app(config), host=args.host, port=args.port, log_level=args.log_level)
    return 0


def _print_limits(limiter: Any, args: argparse.Namespace) -> None:
    """Say what limits the upstream requests (and where the bucket lives), on stderr."""
    if limiter is None:
        return
    limits = ", ".join(f"{value:g} {unit}" for value, unit in ((args.rpm, "requests"), (args.tpm, "tokens")) if value)
    link = getattr(limiter.requests or limiter.tokens, "link", None)
    where = f"shared in Redis at {link.where}" if link is not None else f"this process's share, 1/{args.instances}"
    print(f"upstream limited to {limits} a minute ({where})", file=sys.stderr)
