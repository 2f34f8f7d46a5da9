"""Probabilistic coherence of stated beliefs (second paper, Knowls 6–7).

* Law of iterated expectation: for a context x split by an auxiliary variable z into
  sub-contexts B_1..B_k, elicit P(θ | x), P(z ∈ B_j | x) and P(θ | x, z ∈ B_j). A
  coherent agent has P(θ | x) = Σ_j P(θ | x, B_j) P(B_j | x). The discrepancy
  Δ(x) = |P(θ | x) − Σ_j P(θ | x, B_j) P(B_j | x)| is normalised by the base belief
  P(θ | x) (so near-zero beliefs do not hide large relative errors) and summarised by
  its median across contexts, as in the paper.
* Cross-framing stability: the RMSE between beliefs about the same (x, θ) elicited under
  two task framings, over contexts × repetitions. For a valence-inverted prompt
  ("is B better?" instead of "is A better?") a coherent belief satisfies
  p + p_inverted = 1, so 1 − p_inverted is compared with p.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from warrantguard.audit._coherence_rows import CoherenceRecord
from warrantguard.audit.stats._checks import not_enough, percentile_interval
from warrantguard.audit.stats._results import AuditResult, fmt_ci, fmt_num
from warrantguard.extras.scientific import ArrayLike, np

_LIE = "coherence (law of iterated expectation)"
_FRAMING = "coherence (cross-framing stability, valence-inverted)"

__all__ = ["coherence_tests", "framing_stability", "lie_discrepancy"]


def _unit(values: Any) -> Any:
    arr = np.asarray(values, dtype=float)
    return arr / 100.0 if arr.size and np.nanmax(arr) > 1.0 else arr


def _boot_ci(
    est: float, stat: Any, units: int, n_boot: int, level: float, seed: int | None
) -> tuple[float | None, float | None, str | None]:
    """Percentile bootstrap over ``units`` resampled with replacement, containing ``est``."""
    rng = np.random.default_rng(seed)
    draws = [stat(rng.integers(0, units, units)) for _ in range(max(0, n_boot))]
    ci = percentile_interval(est, draws, level)
    return (None, None, None) if ci is None else ci


def lie_discrepancy(
    base: ArrayLike,
    conditional: ArrayLike,
    weights: ArrayLike,
    *,
    n_boot: int = 1000,
    level: float = 0.95,
    seed: int | None = 0,
) -> AuditResult:
    """Median normalised LIE error Δ(x)/P(θ|x) across contexts, with a bootstrap interval.

    ``conditional[i][j]`` is P(θ | x_i, B_j) and ``weights[i][j]`` is P(B_j | x_i); all
    on 0–1 or 0–100. Weights are used as elicited (their sum's deviation from 1 is
    reported in ``details`` as a separate incoherence). Contexts with P(θ|x) = 0 are
    left out of the ratio and counted.
    """
    p = _unit(base)
    mix = np.array([np.dot(_unit(c), _unit(w)) for c, w in zip(conditional, weights, strict=True)])
    delta = np.abs(p - mix)
    keep = p > 0
    ratio = delta[keep] / p[keep]
    if not len(ratio):
        raise ValueError("every base belief is zero: the normalised LIE error is undefined")
    est = float(np.median(ratio))
    lo, hi, note = _boot_ci(est, lambda i: np.median(ratio[i]), len(ratio), n_boot, level, seed)
    sums = np.array([np.sum(_unit(w)) for w in weights])
    ci = "" if lo is None or hi is None else f", 95% interval {fmt_ci((lo, hi))}"
    verdict = (f"Median normalised LIE error {fmt_num(est)}{ci}: the belief and the mixture of "
               f"its sub-context beliefs differ by {100 * est:.1f}% of the belief on a typical "
               "context (0 is perfectly coherent).")
    return AuditResult(
        name=_LIE, estimate=est, ci_low=lo, ci_high=hi, p_value=None, note=note,
        verdict=verdict if note is None else f"{verdict} {note}",
        n=len(p), method=f"median of Δ(x)/P(θ|x); bootstrap over contexts, {n_boot} draws",
        details={"mean_abs_delta": float(delta.mean()), "zero_base_dropped": int((~keep).sum()),
                 "max_weight_sum_error": float(np.max(np.abs(sums - 1.0)))},
    )


def framing_stability(
    beliefs: ArrayLike,
    other: ArrayLike,
    *,
    inverted: bool = False,
    groups: ArrayLike | None = None,
    n_boot: int = 1000,
    level: float = 0.95,
    seed: int | None = 0,
) -> AuditResult:
    """RMSE between paired beliefs under two framings (probability units, 0–1).

    Pairs share a context and repetition. With ``inverted=True`` the second framing
    asks about the complementary event and ``1 − other`` is compared. ``groups``
    (context ids) make the bootstrap resample contexts rather than rows.
    """
    a, b = _unit(beliefs), _unit(other)
    b = 1.0 - b if inverted else b
    diff = a - b
    g = np.arange(len(a)) if groups is None else np.asarray(groups)
    items, inverse = np.unique(g, return_inverse=True)
    sq, cnt = np.bincount(inverse, weights=diff**2), np.bincount(inverse)

    def rmse(idx: Any) -> float:
        return float(np.sqrt(sq[idx].sum() / cnt[idx].sum()))

    est = rmse(np.arange(len(items)))
    lo, hi, note = _boot_ci(est, rmse, len(items), n_boot, level, seed)
    kind = "valence-inverted" if inverted else "alternative"
    ci = "" if lo is None or hi is None else f", 95% interval {fmt_ci((lo, hi))}"
    verdict = (f"RMSE {fmt_num(est)}{ci}: beliefs move by {100 * est:.1f} percentage points "
               f"between the original and the {kind} framing; a coherent agent scores 0.")
    return AuditResult(
        name=f"coherence (cross-framing stability, {kind})",
        estimate=est, ci_low=lo, ci_high=hi, p_value=None, note=note,
        verdict=verdict if note is None else f"{verdict} {note}",
        n=len(a), method=f"RMSE over contexts × repetitions; bootstrap by context, {n_boot} draws",
        details={"mean_shift": float(diff.mean()), "contexts": len(items)},
    )


def coherence_tests(
    records: Sequence[CoherenceRecord],
    *,
    min_contexts: int = 2,
    n_boot: int = 1000,
    seed: int | None = 0,
) -> list[AuditResult]:
    """Both coherence tests on elicited records (:func:`elicit_coherence`).

    The LIE discrepancy uses records with a complete partition (weights and conditional
    beliefs parsed) and a non-zero base belief; the valence-inverted framing RMSE uses
    records with both beliefs, bootstrapped by question id. A test needs
    ``min_contexts`` usable records; with fewer (but some records) its row says
    "not enough data". No records: no rows.
    """
    if not records:
        return []
    n = len(records)
    lie = [x for x in (r.lie_inputs() for r in records) if x is not None]
    usable = sum(x[0] > 0 for x in lie)
    out: list[AuditResult] = []
    if usable >= min_contexts:
        out.append(lie_discrepancy([x[0] for x in lie], [x[1] for x in lie], [x[2] for x in lie],
                                   n_boot=n_boot, seed=seed))
    else:
        out.append(not_enough(AuditResult, _LIE, usable, min_contexts,
                              "contexts with a complete partition and a non-zero belief",
                              f"{n} coherence records"))
    framed = [(r.question_id, f) for r in records if (f := r.framing_inputs()) is not None]
    if len(framed) >= min_contexts:
        out.append(framing_stability([f[0] for _, f in framed], [f[1] for _, f in framed],
                                     inverted=True, groups=[g for g, _ in framed],
                                     n_boot=n_boot, seed=seed))
    else:
        out.append(not_enough(AuditResult, _FRAMING, len(framed), min_contexts,
                              "contexts with both framings answered", f"{n} coherence records"))
    return out
