"""The durable human-review queue: :class:`ReviewQueue` over a store (SQLite by default,
PostgreSQL for several instances), reviewers' verdicts and overrides, and the webhook that
announces new items.

This ``__init__`` is the subpackage's interface: other parts of warrantguard import these names
from here, never from its underscore modules.
"""

from __future__ import annotations

from warrantguard.policies.review._listen import DecisionListener, DecisionWatch, redact_secrets
from warrantguard.policies.review._override import free_text_allowed, is_reviewer_text, override_answer
from warrantguard.policies.review._postgres import PostgresReviewStore
from warrantguard.policies.review._queue import DB_ENV, ReviewQueue, Verdict, existing_store, open_store
from warrantguard.policies.review._sqlite import DEFAULT_DB, SQLiteReviewStore
from warrantguard.policies.review._store import (
    ORDERS,
    WARRANT_LABELS,
    ReviewConflict,
    ReviewItem,
    ReviewNotFound,
    ReviewStatus,
    ReviewStore,
    ReviewUnavailable,
)
from warrantguard.policies.review._webhook import Webhook, WebhookError, WebhookRefused
from warrantguard.policies.review._worker import (
    Resumer,
    ResumeReport,
    arun_resumes,
    awatch_resumes,
    resumers_by_kind,
    run_resumes,
)

__all__ = [
    "DB_ENV",
    "DEFAULT_DB",
    "ORDERS",
    "WARRANT_LABELS",
    "DecisionListener",
    "DecisionWatch",
    "PostgresReviewStore",
    "ResumeReport",
    "Resumer",
    "ReviewConflict",
    "ReviewItem",
    "ReviewNotFound",
    "ReviewQueue",
    "ReviewStatus",
    "ReviewStore",
    "ReviewUnavailable",
    "SQLiteReviewStore",
    "Verdict",
    "Webhook",
    "WebhookError",
    "WebhookRefused",
    "arun_resumes",
    "awatch_resumes",
    "existing_store",
    "free_text_allowed",
    "is_reviewer_text",
    "open_store",
    "override_answer",
    "redact_secrets",
    "resumers_by_kind",
    "run_resumes",
]
