"""What keeps every row of the audit report honest on small or odd data.

* :func:`contain`: an interval always contains its estimate. A resampling interval can
  miss its own point estimate on small samples (a skewed resampling distribution, or a
  statistic whose bias depends on the sample size); the interval is then widened to
  reach the estimate and a note says so, rather than printing ``0.12 [0.20, 0.40]``.
* :func:`percentile_interval`: a percentile interval of resampling draws, passed
  through :func:`contain` (``None`` when fewer than two draws are finite).
* :func:`not_enough`: the row shown instead of a figure when a test is below its
  minimum sample size: ``not enough data (n=35, need ≥ 50 rows …)``.
* :func:`failed`: the row shown when a computation raised on degenerate input, so the
  report is still written.

Nothing here imports a third-party library except numpy (through ``_deps``).
"""

from __future__ import annotations

import math
from typing import Any, TypeVar

from warrantguard.audit.stats._results import AuditResult, fmt_num
from warrantguard.extras.scientific import ArrayLike, np

__all__ = ["contain", "failed", "not_enough", "percentile_interval", "too_small"]

R = TypeVar("R", bound=AuditResult)


def contain(
    estimate: float, low: float, high: float, digits: int = 3
) -> tuple[float, float, str | None]:
    """``(low, high, note)`` widened so that ``low ≤ estimate ≤ high``; ``note`` if widened."""
    if not math.isfinite(estimate):
        return low, high, None
    if low <= estimate <= high:
        return low, high, None
    new_low, new_high = min(low, estimate), max(high, estimate)
    note = (f"The resampling interval [{fmt_num(low, digits)}, {fmt_num(high, digits)}] did not "
            "contain the estimate (a skewed resampling distribution, typical of small samples); "
            "it was widened to reach it.")
    return new_low, new_high, note


def percentile_interval(
    estimate: float, draws: ArrayLike, level: float = 0.95, digits: int = 3
) -> tuple[float, float, str | None] | None:
    """Percentile interval of the finite ``draws``, widened to contain ``estimate``."""
    values = np.asarray(draws, dtype=float)
    values = values[np.isfinite(values)]
    if len(values) < 2:
        return None
    low, high = np.quantile(values, [(1 - level) / 2, (1 + level) / 2])
    return contain(estimate, float(low), float(high), digits)


def not_enough(
    cls: type[R], name: str, n: int, need: int, what: str, method: str, **extra: Any
) -> R:
    """The row of a test that was not run: ``not enough data (n=…, need ≥ …)``."""
    verdict = (f"not enough data (n={n}, need ≥ {need} {what}): the test was not run, so no "
               "estimate is shown.")
    return cls(name=name, estimate=float("nan"), ci_low=None, ci_high=None, p_value=None,
               verdict=verdict, n=n, method=method, details={"need": need, "what": what},
               status="insufficient", **extra)


def too_small(
    cls: type[R], name: str, method: str, *, rows: int, items: int, need_rows: int,
    need_items: int, what: str,
) -> R | None:
    """The "not enough data" row when ``rows < need_rows`` or ``items < need_items``, else None."""
    if rows < need_rows:
        return not_enough(cls, name, rows, need_rows, what, method)
    if items < need_items:
        return not_enough(cls, name, items, need_items, "distinct questions", method)
    return None


def failed(name: str, n: int, exc: BaseException) -> AuditResult:
    """The row of a test whose computation raised on this data (the report goes on)."""
    reason = str(exc) or type(exc).__name__
    return AuditResult(name=name, estimate=float("nan"), ci_low=None, ci_high=None,
                       p_value=None, verdict=f"could not be computed on this data: {reason}",
                       n=n, method="not run", status="error")
