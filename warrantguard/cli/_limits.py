"""``--rpm``/``--tpm``/``--instances``: the rate limit of the calls a command sends to its model.

Without Redis each process counts alone, at its share (``--rpm / --instances``: with
``--instances`` set to the number of replicas the total stays at the limit). With ``--redis``
(or ``$WARRANTGUARD_REDIS_URL``) every process using the same URL and the same model draws from
one bucket in Redis (:class:`~warrantguard.models.RedisTokenBucket`); while Redis is down or slow
each falls back to its share in process, and returns to the shared bucket when Redis answers.
"""

from __future__ import annotations

import argparse
import hashlib

from warrantguard.cli._flags import positive_float, positive_int
from warrantguard.cli._shared import redis_url
from warrantguard.models import RateLimiter, shared_rate_limiter

__all__ = ["add_instances_flag", "add_limit_flags", "limit_name", "rate_limiter_from_args"]


def add_instances_flag(p: argparse.ArgumentParser) -> None:
    """``--instances N``: how many processes share ``--rpm``/``--tpm``."""
    p.add_argument("--instances", type=positive_int, default=1, metavar="N",
                   help="processes sharing --rpm/--tpm: without Redis, or while it is unreachable, each one "
                        "limits itself to its share, the limit / N (default 1)")


def add_limit_flags(p: argparse.ArgumentParser, *, what: str = "the upstream") -> None:
    """``--rpm``, ``--tpm`` and ``--instances``."""
    p.add_argument("--rpm", type=positive_float, metavar="N",
                   help=f"requests per minute to {what}: clients' requests and certificate probes alike "
                        "(shared by every instance with --redis)")
    p.add_argument("--burst", type=positive_float, metavar="N",
                   help="the most requests sent at once after a quiet spell (default: a minute's worth, --rpm)")
    p.add_argument("--tpm", type=positive_float, metavar="N",
                   help=f"tokens per minute to {what} (estimated, then settled from the reply's usage)")
    add_instances_flag(p)


def limit_name(upstream: str) -> str:
    """The Redis key name of an upstream's limit: a digest, so no URL or credential lands in Redis."""
    return "upstream-" + hashlib.sha256(upstream.encode()).hexdigest()[:16]


def rate_limiter_from_args(args: argparse.Namespace, upstream: str) -> RateLimiter | None:
    """The limiter ``--rpm``/``--tpm`` ask for (``None``: no limit): shared through Redis under
    :func:`limit_name` (``upstream``) with ``--redis``, else in process at the ``--instances`` share."""
    rpm, tpm = getattr(args, "rpm", None), getattr(args, "tpm", None)
    if not rpm and not tpm:
        return None
    instances = int(getattr(args, "instances", 1) or 1)
    burst = getattr(args, "burst", None)
    url = redis_url(args)
    if url is not None:
        return shared_rate_limiter(url, rpm, tpm, name=limit_name(upstream), instances=instances, burst=burst)
    return RateLimiter(rpm / instances if rpm else None, tpm / instances if tpm else None,
                       burst=burst / instances if burst else None)
