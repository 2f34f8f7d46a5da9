"""Fixtures: a review queue over SQLite and a throw-away PostgreSQL server."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from _postgres import free_port, pg_cluster, pg_conninfo  # noqa: F401  (shared fixtures)

from warrantguard.policies import PostgresReviewStore, ReviewQueue


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def queue_target(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """Where a queue lives: a SQLite path or a PostgreSQL conninfo."""
    if request.param == "sqlite":
        return str(tmp_path / "review.sqlite3")
    return str(request.getfixturevalue("pg_conninfo"))


def open_queue(target: str) -> ReviewQueue:
    """A queue on ``target`` (a new connection each time, as another process would have)."""
    return ReviewQueue(PostgresReviewStore(target) if target.startswith("host=") else target)


@pytest.fixture
def queue(queue_target: str) -> Iterator[ReviewQueue]:
    """A review queue over each backend."""
    q = open_queue(queue_target)
    yield q
    q.close()
