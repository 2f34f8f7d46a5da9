"""Cyclic monotonicity of the choice rule in the stated belief (second paper, Knowls 4–5).

With a binary state, a choice rule is rationalisable by *some* utility iff there is a
utility-difference vector d (d_a = u(a,1) − u(a,0)) making the fitted index
m_k(d) = Σ_a q̂_ak d_a non-decreasing across belief bins. The signed-margin LP

    max γ  s.t.  m_{k+1}(d) − m_k(d) ≥ γ  for adjacent bins whose shares differ,
                 d_{a*} = 0, d_{b*} = 1, d ∈ [0, 1]^J, γ free,

is solved for every ordered pair (a*, b*) and γ̂ is the best value. γ must be free:
bounding it at 0 would turn a violated pair into an infeasible program instead of a
negative margin. γ̂ > 0 is strict monotonicity, γ̂ ≥ 0 weak, γ̂ < 0 a violation.
When no adjacent bins differ (a constant choice rule) the LP is unbounded: γ̂ is
reported as 0 and flagged as uninformative (``status="uninformative"``), as it is when
every belief falls in one bin. The bootstrap interval is widened to contain γ̂ when it
misses it (with a note). Minimum sample size: ``min_rows`` rows (default 25, five per
bin) from ``min_items`` items (5).
"""

from __future__ import annotations

from dataclasses import replace
from itertools import permutations
from typing import Any

from warrantguard.audit.stats._checks import percentile_interval, too_small
from warrantguard.audit.stats._results import MonotonicityResult, fmt_ci, fmt_num, zero_side
from warrantguard.extras.scientific import ArrayLike, linprog, np

_NAME = "cyclic monotonicity (signed-margin LP)"

__all__ = ["cyclic_monotonicity_test", "quantile_bins", "signed_margin"]


def signed_margin(shares: Any) -> tuple[float | None, tuple[float, ...], tuple[int, int] | None]:
    """Solve the signed-margin LP for a (bins × actions) share matrix.

    Returns ``(γ̂, d, (a*, b*))``; ``γ̂`` is ``None`` when no adjacent bins differ.
    """
    q = np.asarray(shares, dtype=float)
    steps = np.diff(q, axis=0)
    steps = steps[~np.all(np.isclose(steps, 0.0, atol=1e-12), axis=1)]
    if len(steps) == 0:
        return None, (), None
    n_act = q.shape[1]
    best: tuple[float, tuple[float, ...], tuple[int, int] | None] = (-np.inf, (), None)
    a_ub = np.column_stack([-steps, np.ones(len(steps))])  # γ − Δm_k(d) ≤ 0
    for a_star, b_star in permutations(range(n_act), 2):
        bounds = [(0.0, 1.0)] * n_act + [(None, None)]
        bounds[a_star], bounds[b_star] = (0.0, 0.0), (1.0, 1.0)
        res = linprog(np.r_[np.zeros(n_act), -1.0], A_ub=a_ub, b_ub=np.zeros(len(steps)),
                      bounds=bounds, method="highs")
        if res.status == 0 and -res.fun > best[0]:
            best = (float(-res.fun), tuple(float(v) for v in res.x[:n_act]), (a_star, b_star))
    return best


def quantile_bins(belief: ArrayLike, n_bins: int) -> Any:
    """Bin index per row from belief quantiles; tied edges merge bins (never split ties)."""
    p = np.asarray(belief, dtype=float)
    edges = np.unique(np.quantile(p, np.linspace(0, 1, n_bins + 1))[1:-1])
    return np.searchsorted(edges, p, side="right")


def _shares(bins: Any, codes: Any, n_act: int) -> tuple[Any, Any]:
    used = np.unique(bins)
    counts = np.zeros((len(used), n_act))
    np.add.at(counts, (np.searchsorted(used, bins), codes), 1.0)
    return counts / counts.sum(axis=1, keepdims=True), used


def _gamma(p: Any, codes: Any, n_act: int, n_bins: int) -> float | None:
    bins = quantile_bins(p, n_bins)
    return signed_margin(_shares(bins, codes, n_act)[0])[0]


def _boot(p: Any, codes: Any, g: Any, n_act: int, n_bins: int, n_boot: int, rng: Any) -> Any:
    items, inverse = np.unique(g, return_inverse=True)
    rows = [np.flatnonzero(inverse == i) for i in range(len(items))]
    out = []
    for _ in range(n_boot):
        idx = np.concatenate([rows[i] for i in rng.integers(0, len(items), len(items))])
        val = _gamma(p[idx], codes[idx], n_act, n_bins)
        out.append(0.0 if val is None else val)
    return np.asarray(out)


def cyclic_monotonicity_test(
    belief: ArrayLike,
    action: ArrayLike,
    *,
    groups: ArrayLike | None = None,
    n_bins: int = 5,
    n_boot: int = 200,
    level: float = 0.95,
    seed: int | None = 0,
    min_rows: int = 25,
    min_items: int = 5,
) -> MonotonicityResult:
    """γ̂ over ``n_bins`` quantile bins of belief, with an item-level bootstrap interval.

    Resampling items (question ids) with replacement is harmless here: the LP sees only
    per-bin action shares, not distances between rows. Below ``min_rows`` rows or
    ``min_items`` items the result is "not enough data".
    """
    p = np.asarray(belief, dtype=float)
    labels, codes = np.unique(np.asarray(action).astype(str), return_inverse=True)
    g = np.arange(len(p)) if groups is None else np.asarray(groups)
    method = f"HiGHS LP over {n_bins} quantile bins; item bootstrap, {n_boot} draws"
    short = too_small(MonotonicityResult, _NAME, method, rows=len(p), items=len(np.unique(g)),
                      need_rows=min_rows, need_items=min_items, what="rows with belief and action")
    if short is not None:
        return short
    bins = quantile_bins(p, n_bins)
    shares, used = _shares(bins, codes, len(labels))
    gamma, d, pair = signed_margin(shares) if len(labels) > 1 else (None, (), None)
    ci = None
    if gamma is not None and n_boot > 0:
        boots = _boot(p, codes, g, len(labels), n_bins, n_boot, np.random.default_rng(seed))
        ci = percentile_interval(gamma, boots, level)
    return _render(_result(p, bins, used, shares, labels, gamma, d, pair, ci, n_boot))


def _result(p: Any, bins: Any, used: Any, shares: Any, labels: Any, gamma: float | None,
            d: tuple[float, ...], pair: tuple[int, int] | None,
            ci: tuple[float, float, str | None] | None, n_boot: int) -> MonotonicityResult:
    """The result record (verdict still empty) from the LP and bootstrap outputs."""
    return MonotonicityResult(
        name=_NAME, estimate=0.0 if gamma is None else gamma,
        ci_low=None if ci is None else ci[0], ci_high=None if ci is None else ci[1],
        p_value=None, verdict="", n=len(p),
        method=f"HiGHS LP over {len(used)} quantile bins; item bootstrap, {n_boot} draws",
        details={"informative": gamma is not None, "bins": len(used)},
        status="ok" if gamma is not None else "uninformative",
        note=None if ci is None else ci[2],
        bin_centers=tuple(float(p[bins == b].mean()) for b in used),
        bin_shares=tuple(tuple(float(v) for v in row) for row in shares),
        actions=tuple(str(v) for v in labels), d=d,
        pair=None if pair is None else (str(labels[pair[0]]), str(labels[pair[1]])),
    )


def _render(r: MonotonicityResult) -> MonotonicityResult:
    """The result with its verdict rendered from its own numbers (as the table shows them)."""
    return replace(r, verdict=_verdict(r))


def _verdict(r: MonotonicityResult) -> str:
    gamma, bins = r.estimate, r.details.get("bins", 0)
    head = f"γ̂ = {fmt_num(gamma, r.digits)}"
    if r.status == "uninformative":
        why = ("every belief falls in one bin" if bins < 2 else
               f"the choice rule does not change across the {bins} belief bins")
        return f"{head} (uninformative): {why}, so monotonicity holds only trivially."
    shown = float(fmt_num(gamma, r.digits))
    sign = "positive" if shown > 0 else "zero" if shown == 0 else "negative"
    ci = r.ci
    text = f"{head} ({sign}" + ("" if ci is None else f", 95% interval {fmt_ci(ci, r.digits)}")
    side = None if ci is None else zero_side(ci, r.digits)
    if side == "above zero":
        tail = "choices move strictly toward the better option as the belief rises."
    elif side == "below zero":
        tail = "a significant violation: no utility makes these choices monotone in belief."
    elif shown >= 0:
        tail = "consistent with (weakly) monotone choices."
    else:
        tail = "a violation, but not a significant one."
    text = f"{text}): {tail}"
    return text if r.note is None else f"{text} {r.note}"
