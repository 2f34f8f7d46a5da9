"""Frozen result records returned by every statistic of the audit toolkit."""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

__all__ = [
    "AuditResult",
    "DiscriminantResult",
    "IncrementResult",
    "KnownGroupsResult",
    "MonotonicityResult",
    "NomologicalResult",
    "fmt_ci",
    "fmt_num",
    "fmt_p",
    "zero_side",
]


def fmt_p(p: float | None) -> str:
    """A p-value for prose: ``p = 0.034``, ``p < 0.001`` or ``p n/a``."""
    if p is None or not math.isfinite(p):
        return "p n/a"
    return "p < 0.001" if p < 0.001 else f"p = {p:.3f}"


def fmt_num(value: float | None, digits: int = 3) -> str:
    """A number as the report's table *and* its verdicts print it ("–" when missing)."""
    if value is None or not math.isfinite(value):
        return "–"
    text = f"{value:.{digits}f}"
    return text[1:] if text.startswith("-") and float(text) == 0 else text  # no "-0.000"


def fmt_ci(ci: tuple[float, float] | None, digits: int = 3) -> str:
    """An interval as ``[low, high]`` with :func:`fmt_num` ends, or "–"."""
    return "–" if ci is None else f"[{fmt_num(ci[0], digits)}, {fmt_num(ci[1], digits)}]"


def zero_side(ci: tuple[float, float], digits: int = 3) -> str:
    """Where an interval lies relative to zero: ``above zero``, ``below zero``, ``includes zero``.

    Judged on the ends as printed with ``digits`` decimals, so that the words always agree
    with the numbers beside them (``[0.000, 0.2]`` includes zero).
    """
    low, high = (round(v, digits) for v in ci)
    if low > 0:
        return "above zero"
    return "below zero" if high < 0 else "includes zero"


@dataclass(frozen=True)
class AuditResult:
    """One test: point estimate, optional interval and p-value, and a plain-language verdict.

    ``method`` says how inference was done (e.g. ``"local permutation, 199 draws"``);
    ``details`` carries test-specific extras (JSON-able values only). ``digits`` is how
    many decimals the table and the verdict print. ``status`` is ``"ok"``,
    ``"uninformative"`` (the data cannot speak to the test, e.g. a constant action),
    ``"insufficient"`` (below the test's minimum sample size: no estimate) or
    ``"error"`` (the computation failed; the verdict says why). ``note`` explains an
    adjustment the verdict mentions (a clipped or widened interval).
    """

    name: str
    estimate: float
    ci_low: float | None
    ci_high: float | None
    p_value: float | None
    verdict: str
    n: int
    method: str
    details: Mapping[str, Any] = field(default_factory=dict)
    digits: int = 3
    status: str = "ok"
    note: str | None = None

    @property
    def ci(self) -> tuple[float, float] | None:
        """The interval as a pair, or ``None`` when none was computed."""
        if self.ci_low is None or self.ci_high is None:
            return None
        return (self.ci_low, self.ci_high)

    def significant(self, alpha: float = 0.05) -> bool:
        """True when a p-value exists and is below ``alpha``."""
        return self.p_value is not None and self.p_value < alpha


@dataclass(frozen=True)
class MonotonicityResult(AuditResult):
    """Cyclic-monotonicity γ̂ with the bins it was computed on.

    ``bin_centers`` are mean beliefs per quantile bin, ``bin_shares`` the per-bin
    action shares (one tuple per bin, in ``actions`` order), ``d`` the maximising
    utility-difference vector and ``pair`` the (a*, b*) anchoring it.
    """

    bin_centers: tuple[float, ...] = ()
    bin_shares: tuple[tuple[float, ...], ...] = ()
    actions: tuple[str, ...] = ()
    d: tuple[float, ...] = ()
    pair: tuple[str, str] | None = None


@dataclass(frozen=True)
class IncrementResult:
    """Nested OLS comparison: ΔR² from adding ``added`` and its HC3-robust Wald test."""

    name: str
    added: str
    r2_restricted: float
    r2_full: float
    coef: float
    se_hc3: float
    p_value: float | None
    n: int
    verdict: str

    @property
    def delta_r2(self) -> float:
        """R²(full) − R²(restricted)."""
        return self.r2_full - self.r2_restricted


@dataclass(frozen=True)
class KnownGroupsResult:
    """Known-groups validity (first paper, Section 4.3.2) for one model.

    ``page.p_value`` is exact with the ties warrant data have; ``scipy_page_p`` is
    scipy's ``page_trend_test``, which ranks as if untied, as the paper's figures do
    (gpt-4.1-nano: L = 258, p = .208 there, 15/256 = .059 exact with ties).
    """

    page: AuditResult
    jonckheere: AuditResult
    mae: AuditResult
    exact_match: float
    group_means: tuple[float, ...]
    scipy_page_l: float | None
    scipy_page_p: float | None
    verdict: str


@dataclass(frozen=True)
class NomologicalResult:
    """Warrant vs human consensus: Spearman, per-tier correlations, tier increments."""

    warrant_consensus: AuditResult
    tier_correlations: tuple[AuditResult, ...]
    increments: tuple[IncrementResult, ...]
    verdict: str


@dataclass(frozen=True)
class DiscriminantResult:
    """Warrant vs verbalised confidence: Spearman with CI and cap, and ΔR² beyond confidence."""

    spearman: AuditResult
    attainable_max: float
    increment: IncrementResult | None
    verdict: str
