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
    """The model provider failed after retries (or with a non-retryable error)."""

    def __init__(self, message: str, *, cause: BaseException | None = None) -> None:
        super().__init__(message)
        self.cause = cause


class BudgetExceeded(WarrantguardError):
    """Internal signal: a call would exceed the certificate's budget."""


class WarrantBlocked(WarrantguardError):
    """The stakes policy blocked a recommendation; carries the certificate and decision."""

    def __init__(self, message: str, *, certificate: Any, decision: Any) -> None:
        super().__init__(message)
        self.certificate = certificate
        self.decision = decision
