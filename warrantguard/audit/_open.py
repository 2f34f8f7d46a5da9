"""Opening a record store from a path or URL."""

from __future__ import annotations

from pathlib import Path

from warrantguard.audit._records import SQLiteRecordStore, SQLRecordStore

__all__ = ["open_record_store"]


def open_record_store(spec: str | Path) -> SQLRecordStore:
    """A record store from a SQLite path or a ``postgresql://`` (``postgres://``) URL.

    The PostgreSQL store needs psycopg 3 (``pip install 'warrantguard[postgres]'``).
    """
    text = str(spec)
    if text.startswith(("postgresql://", "postgres://")):
        from warrantguard.audit._postgres import PostgresRecordStore

        return PostgresRecordStore(text)
    return SQLiteRecordStore(spec)
