"""Fixtures: the review queues of the OpenAI Agents SDK tests (SQLite and a throw-away PostgreSQL server)."""

from _postgres import free_port, pg_cluster, pg_conninfo  # noqa: F401  (shared fixtures)

from ..openai_agents.conftest import open_queue, queue, queue_target  # noqa: F401  (shared fixtures)
