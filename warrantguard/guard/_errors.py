"""Typed errors: raised for misuse, for unusable input and for blocking."""

from __future__ import annotations

from typing import Any

__all__ = [
    "BudgetExceeded",
    "ConfigurationError",
    "NotPairwiseError",
    "ProviderError",
    "WarrantBlocked",
    "WarrantguardError",
]


class WarrantguardError(Exception):
    """Base class of every error warrantguard raises on purpose."""


class ConfigurationError(WarrantguardError, ValueError):
    """A setting or argument is invalid (bad model, budget, probe or option)."""


class NotPairwiseError(WarrantguardError, ValueError):
    """The question does not name exactly two options to choose between."""


class ProviderError(WarrantguardError):
    """The model provider failed after retries (or with a non-retryable error).

    The message is redacted and truncated. The provider's exception itself is not kept
    (its text may echo credentials): ``cause_type`` names its class and ``status_code``
    carries its HTTP status, if any. ``cause`` is kept only when it is warrantguard's own.
    """

    def __init__(self, message: str, *, cause: BaseException | None = None) -> None:
        from warrantguard.guard._redact import redact

        super().__init__(_bounded(redact(message)))
        self.cause = cause if isinstance(cause, WarrantguardError) else None
        self.cause_type = type(cause).__name__ if cause is not None else None
        status = getattr(cause, "status_code", None)
        self.status_code = status if isinstance(status, int) else None
        self.auth = False  # set when the provider refused the credentials (never retried, ends the run)


#: A provider's message is cut to this many characters (an upstream may echo a whole request).
MAX_PROVIDER_MESSAGE = 1000


def _bounded(text: str) -> str:
    """``text`` cut to :data:`MAX_PROVIDER_MESSAGE` characters, saying how much was cut."""
    if len(text) <= MAX_PROVIDER_MESSAGE:
        return text
    return f"{text[:MAX_PROVIDER_MESSAGE]}… ({len(text) - MAX_PROVIDER_MESSAGE} more characters cut)"


class BudgetExceeded(WarrantguardError):
    """Internal signal: a call would exceed the certificate's budget."""


class WarrantBlocked(WarrantguardError):
    """The stakes policy blocked a recommendation; carries the certificate and decision."""

    def __init__(self, message: str, *, certificate: Any, decision: Any) -> None:
        super().__init__(message)
        self.certificate = certificate
        self.decision = decision
