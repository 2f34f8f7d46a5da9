"""The default review store: SQLite in WAL mode, one short connection per operation."""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Iterator
from contextlib import closing, contextmanager
from pathlib import Path
from typing import Any

from warrantguard.policies.review._resume import migration_statements
from warrantguard.policies.review._store import SQLStore, schema_statements

__all__ = ["DEFAULT_DB", "SQLiteReviewStore"]

DEFAULT_DB = "./warrantguard-review.sqlite3"


class SQLiteReviewStore(SQLStore):
    """Review items in a SQLite database at ``path`` (created if missing).

    The database runs in WAL mode with full synchronous commits, so an item whose
    enqueue returned survives the process being killed, and readers never block the
    writer. Each operation opens its own connection, so one store may be shared by
    threads (and by processes pointing at the same file). ``busy_timeout`` is how long
    a writer waits for the lock, in seconds.
    """

    def __init__(self, path: str | os.PathLike[str] = DEFAULT_DB, *, busy_timeout: float = 30.0):
        self.path = Path(path)
        self.busy_timeout = busy_timeout
        if self.path.parent and not self.path.parent.exists():
            self.path.parent.mkdir(parents=True, exist_ok=True)
        with self._connection() as conn:
            conn.execute("PRAGMA journal_mode=WAL")
            for stmt in schema_statements():
                conn.execute(stmt)
            _migrate(conn)

    def __repr__(self) -> str:
        return f"SQLiteReviewStore({str(self.path)!r})"

    @contextmanager
    def _connection(self) -> Iterator[sqlite3.Connection]:
        conn = sqlite3.connect(self.path, timeout=self.busy_timeout, isolation_level=None)
        with closing(conn):
            conn.execute("PRAGMA synchronous=FULL")
            yield conn

    @contextmanager
    def _cursor(self) -> Iterator[Any]:
        with self._connection() as conn, closing(conn.cursor()) as cur:
            yield cur

    def journal_mode(self) -> str:
        """The database's journal mode (``wal`` unless changed by hand)."""
        return str(self._rows("PRAGMA journal_mode")[0][0])

    def integrity_check(self) -> str:
        """SQLite's ``PRAGMA integrity_check`` result (``ok`` when sound)."""
        return str(self._rows("PRAGMA integrity_check")[0][0])


def _migrate(conn: sqlite3.Connection) -> None:
    """Add the columns a queue written by an older version lacks (a concurrent opener may add
    them first: its duplicate column is not an error)."""
    existing = {str(row[1]) for row in conn.execute("PRAGMA table_info(review_items)")}
    for stmt in migration_statements(existing):
        try:
            conn.execute(stmt)
        except sqlite3.OperationalError as exc:
            if "duplicate column" not in str(exc):
                raise
