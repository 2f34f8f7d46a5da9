"""Certificate settings: probe counts, strategy, budget, concurrency."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass
from typing import Any, Literal

from pydantic import ConfigDict, Field, field_validator
from tenacity import AsyncRetrying, RetryCallState, retry_if_exception, stop_after_attempt
from tenacity.wait import wait_base, wait_exponential, wait_random

from warrantguard.guard._errors import ConfigurationError
from warrantguard.guard._inputs import CheckedModel

__all__ = ["STRUCTURAL_T1_PROBES", "Budget", "CertificateSettings", "RetryPolicy"]

STRUCTURAL_T1_PROBES = 3
"""T1's structural probes, written by the engine itself besides the paraphrases: the options
swapped, the valence inverted, and both."""

_BUDGET_KEYS = ("max_calls", "max_tokens", "max_cost", "deadline")


class Budget(CheckedModel):
    """Limits for one certificate. ``None`` means unlimited.

    ``deadline`` is in seconds from the start of the certificate; ``max_cost`` in USD
    (litellm's price tables; unpriced models cost 0). An unknown or invalid limit raises
    :class:`ConfigurationError`.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    max_calls: int | None = None
    max_tokens: int | None = None
    max_cost: float | None = None
    deadline: float | None = None

    @field_validator("max_calls", "max_tokens", "max_cost", "deadline")
    @classmethod
    def _positive(cls, v: float | None) -> float | None:
        if v is not None and v <= 0:
            raise ConfigurationError("budget limits must be positive (or None for no limit)")
        return v


@dataclass(frozen=True)
class RetryPolicy:
    """Retries of transient provider errors: exponential backoff with jitter, ``attempts`` in all.

    ``attempts`` is 1–100; ``initial`` and ``maximum`` are seconds from 0 to an hour (else
    :class:`ConfigurationError`). The wait after failed attempt ``n`` is ``initial * 2**(n-1)``,
    at most ``maximum``, plus a random jitter of up to ``min(1, initial)`` seconds. The engine
    runs it as a tenacity strategy (:meth:`retrying`).
    """

    attempts: int = 4
    initial: float = 0.5
    maximum: float = 8.0

    def __post_init__(self) -> None:
        if isinstance(self.attempts, bool) or not isinstance(self.attempts, int) or not 1 <= self.attempts <= 100:
            raise ConfigurationError(f"RetryPolicy.attempts must be an integer from 1 to 100, "
                                     f"got {self.attempts!r:.40}")
        for name in ("initial", "maximum"):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int | float) or not 0 <= value <= 3600:
                raise ConfigurationError(f"RetryPolicy.{name} must be seconds from 0 to 3600, got {value!r:.40}")

    def wait(self) -> wait_base:
        """The jittered exponential wait, as a tenacity wait strategy."""
        return wait_exponential(multiplier=self.initial, max=self.maximum) + wait_random(0, min(1.0, self.initial))

    def retrying(self, *, retry_on: Callable[[BaseException], bool],
                 sleep: Callable[[float], Awaitable[None]]) -> AsyncRetrying:
        """A fresh tenacity ``AsyncRetrying`` for one call: ``attempts`` in all, :meth:`wait` between
        them slept by ``sleep`` (the engine's clock), retrying the errors ``retry_on`` accepts; the
        last error is re-raised as it is."""
        return AsyncRetrying(stop=stop_after_attempt(self.attempts), wait=self.wait(),
                             retry=retry_if_exception(retry_on), sleep=sleep, reraise=True)

    def backoff(self, attempt: int) -> float:
        """Seconds to wait after failed attempt ``attempt`` (1-based), for callers that loop themselves."""
        state = RetryCallState(AsyncRetrying(), None, (), {})
        state.attempt_number = max(1, attempt)
        return float(self.wait()(state))


class CertificateSettings(CheckedModel):
    """How a certificate is formed.

    Defaults follow the paper: 10 T0 samples at temperature 1; T1 permutation,
    valence inversion, both, and ``t1_paraphrases`` close paraphrases; 8 T2 and 8 T3
    probes. ``strategy="fast"`` runs all tiers at once and cancels what is no longer
    needed once the category is fixed; ``"frugal"`` runs tiers in order and stops at
    the first failing one. ``exhaustive=True`` runs every probe (diagnostics).
    A tier passes only with at least ``min_valid_fraction`` of its planned probes valid.
    Where the focal model exposes option probabilities (``capabilities.probabilities``) and
    ``use_probabilities`` is on, answers are the argmax of the two options' probabilities
    and, with ``t0="auto"``, T0's samples are drawn (seeded) from the focal prompt's exact
    distribution at no extra call; ``t0="sample"`` keeps the paper's temperature-1 sampling.
    ``call_timeout`` limits each provider call (a timed-out call is retried like any
    transient error); the certificate's ``deadline`` (in ``budget``) limits the whole.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    t0_samples: int = Field(10, ge=0, le=100)
    t1_paraphrases: int = Field(4, ge=0, le=50)
    t2_probes: int = Field(8, ge=0, le=50)
    t3_probes: int = Field(8, ge=0, le=50)
    strategy: Literal["fast", "frugal"] = "fast"
    exhaustive: bool = False
    max_concurrency: int = Field(32, ge=1, le=1024)
    frugal_wave: int = Field(3, ge=1, le=100)
    answer_retries: int = Field(4, ge=0, le=10)
    answer_max_tokens: int | None = Field(64, ge=1)
    min_valid_fraction: float = Field(0.5, gt=0, le=1)
    confidence: bool = True
    belief: bool = True
    overconfidence_threshold: int = Field(80, ge=0, le=100)
    seed: int | None = None
    t0: Literal["auto", "sample"] = "auto"
    use_probabilities: bool = True
    max_prompt_chars: int = Field(20_000, ge=100, le=1_000_000, description="longest prompt accepted")
    call_timeout: float | None = Field(60.0, gt=0, description="seconds per provider call (None: no limit)")
    budget: Budget = Field(default_factory=Budget)

    def merged(self, overrides: Mapping[str, Any] | None) -> CertificateSettings:
        """A copy with ``overrides`` applied; budget limits may be given flat
        (``max_calls=...``) or as ``budget=Budget(...)``. Unknown keys are an error."""
        if not overrides:
            return self
        data = self.model_dump()
        budget = dict(data.pop("budget"))
        for key, value in _mapping(overrides, "settings").items():
            if value is None and key not in (*_BUDGET_KEYS, "call_timeout"):
                continue
            if key in _BUDGET_KEYS:
                budget[key] = value
            elif key == "budget":
                budget.update(_limits(value))
            else:
                data[key] = value
        return CertificateSettings.model_validate({**data, "budget": Budget.model_validate(budget)})

    def stricter(self, overrides: Mapping[str, Any] | None) -> CertificateSettings:
        """A copy with a stakes level's ``overrides`` applied, except that each budget limit
        (``max_calls``, ``max_tokens``, ``max_cost``, ``deadline``, flat or as ``budget=``)
        is the stricter of this one's and the override's (``None`` is no limit).

        The Guard applies a policy plan's overrides with this, then the keyword settings
        passed to ``check(...)`` with :meth:`merged`: a call's explicit settings win."""
        if not overrides:
            return self
        rest = _mapping(overrides, "settings")
        limits = _limits(rest.pop("budget", None))
        limits.update({k: rest.pop(k) for k in _BUDGET_KEYS if k in rest})
        mine = self.budget.model_dump()
        return self.merged({**rest, **{k: _stricter(mine.get(k), v) for k, v in limits.items()}})

    def planned(self) -> dict[int, int]:
        """Planned probes per tier before generation (T1 counts its structural probes)."""
        return {0: self.t0_samples, 1: STRUCTURAL_T1_PROBES + self.t1_paraphrases, 2: self.t2_probes,
                3: self.t3_probes}


def _mapping(value: Any, what: str) -> dict[str, Any]:
    """``value`` as a dict with str keys (a :class:`ConfigurationError` otherwise)."""
    if not isinstance(value, Mapping) or not all(isinstance(k, str) for k in value):
        raise ConfigurationError(f"{what} must be a mapping with str keys, got {type(value).__name__}")
    return dict(value)


def _limits(value: Any) -> dict[str, Any]:
    """Budget limits from ``budget=``: a :class:`Budget`, a mapping of its fields, or ``None``."""
    if value is None:
        return {}
    if isinstance(value, Budget):
        return value.model_dump()
    return _mapping(value, "budget")


def _stricter(mine: Any, theirs: Any) -> Any:
    """The smaller of two limits (``None``: no limit); a non-number is left for validation."""
    numbers = all(isinstance(v, int | float) and not isinstance(v, bool) for v in (mine, theirs))
    if numbers:
        return min(mine, theirs)
    return theirs if mine is None else mine if theirs is None else theirs
