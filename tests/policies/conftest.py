"""Fixtures: review stores over SQLite and a throw-away PostgreSQL server."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from _postgres import free_port, pg_cluster, pg_conninfo  # noqa: F401  (shared fixtures)

from warrantguard.policies import ReviewQueue, ReviewStore, SQLiteReviewStore


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def backend(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """A store target: a SQLite path or a PostgreSQL conninfo."""
    if request.param == "sqlite":
        return str(tmp_path / "review.sqlite3")
    return str(request.getfixturevalue("pg_conninfo"))


def make_store(target: str) -> ReviewStore:
    """The store for a :func:`backend` target."""
    if target.startswith("host="):
        from warrantguard.policies import PostgresReviewStore

        return PostgresReviewStore(target, pool_size=24)
    return SQLiteReviewStore(target)


@pytest.fixture
def queue(backend: str) -> Iterator[ReviewQueue]:
    """A review queue over each backend."""
    q = ReviewQueue(make_store(backend), poll_interval=0.05)
    yield q
    q.close()
