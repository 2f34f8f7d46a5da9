"""Stakes policies, decisions and the human review queue.

A :class:`StakesPolicy` assigns a stakes level to each call (explicit argument, then
rules, then a default), buys the certificate that level pays for, and turns the
certificate into a :class:`Decision` (allow, annotate, review or block). The Guard
acts on the decision; ``review`` items go to a durable :class:`ReviewQueue` (SQLite by
default, PostgreSQL for several guard instances), decided by reviewers on the command
line (``warrantguard review``) or in the web console (``warrantguard review serve``).
"""

from warrantguard.policies._decision import Action, Decision, strictest
from warrantguard.policies._explain import reversal_contexts
from warrantguard.policies._load import PolicyError, load_policy, parse_policy
from warrantguard.policies._policy import CertificateBudget, StakesLevel, StakesPolicy, StakesRule, parse_warrant
from warrantguard.policies.review._postgres import PostgresReviewStore
from warrantguard.policies.review._queue import DB_ENV, ReviewQueue, Verdict, open_store
from warrantguard.policies.review._sqlite import DEFAULT_DB, SQLiteReviewStore
from warrantguard.policies.review._store import ReviewConflict, ReviewItem, ReviewNotFound, ReviewStatus, ReviewStore
from warrantguard.policies.review._webhook import Webhook, WebhookError, WebhookRefused

__all__ = [
    "DB_ENV",
    "DEFAULT_DB",
    "Action",
    "CertificateBudget",
    "Decision",
    "PolicyError",
    "PostgresReviewStore",
    "ReviewConflict",
    "ReviewItem",
    "ReviewNotFound",
    "ReviewQueue",
    "ReviewStatus",
    "ReviewStore",
    "SQLiteReviewStore",
    "StakesLevel",
    "StakesPolicy",
    "StakesRule",
    "Verdict",
    "Webhook",
    "WebhookError",
    "WebhookRefused",
    "load_policy",
    "open_store",
    "parse_policy",
    "parse_warrant",
    "reversal_contexts",
    "strictest",
]
