"""Fixtures: a throw-away Redis server for the shared backends (tests/_redis.py)."""

from __future__ import annotations

from _redis import redis_prefix, redis_server, redis_url  # noqa: F401  (shared fixtures)
