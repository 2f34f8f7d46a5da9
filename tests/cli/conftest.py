"""Fixtures: a throw-away PostgreSQL server for ``batch --queue`` and ``worker``."""

from _postgres import pg_cluster, pg_url  # noqa: F401  (shared fixtures)
