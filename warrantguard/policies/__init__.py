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
from warrantguard.policies._keys import ClientKey, KeysFile, key_hash
from warrantguard.policies._levels import CertificateBudget, StakesLevel, parse_warrant
from warrantguard.policies._load import PolicyError, load_policy, parse_policy
from warrantguard.policies._policy import StakesPolicy, StakesRule
from warrantguard.policies._tenancy import (
    FLOOR_RULE,
    SCOPE_FIELDS,
    TenantPolicy,
    TenantRules,
    TenantScope,
    resolve_tenant,
)
from warrantguard.policies._throttle import (
    CredentialsLocked,
    CredentialThrottle,
    LoginThrottle,
    address_key,
    check_secret,
    wait_text,
)
from warrantguard.policies.review import (
    DB_ENV,
    DEFAULT_DB,
    PostgresReviewStore,
    ReviewConflict,
    ReviewItem,
    ReviewNotFound,
    ReviewQueue,
    ReviewStatus,
    ReviewStore,
    SQLiteReviewStore,
    Verdict,
    Webhook,
    WebhookError,
    WebhookRefused,
    open_store,
)

__all__ = [
    "DB_ENV",
    "DEFAULT_DB",
    "FLOOR_RULE",
    "SCOPE_FIELDS",
    "Action",
    "CertificateBudget",
    "ClientKey",
    "CredentialThrottle",
    "CredentialsLocked",
    "Decision",
    "KeysFile",
    "LoginThrottle",
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
    "TenantPolicy",
    "TenantRules",
    "TenantScope",
    "Verdict",
    "Webhook",
    "WebhookError",
    "WebhookRefused",
    "address_key",
    "check_secret",
    "key_hash",
    "load_policy",
    "open_store",
    "parse_policy",
    "parse_warrant",
    "resolve_tenant",
    "reversal_contexts",
    "strictest",
    "wait_text",
]
