"""Fixtures: a throw-away PostgreSQL server for ``batch --queue`` and ``worker``."""

from _postgres import pg_cluster, pg_url  # noqa: F401  (shared fixtures)
from _redis import redis_prefix, redis_server, redis_url  # noqa: F401  (shared fixtures: --redis)
