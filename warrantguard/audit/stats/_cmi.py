"""Belief sufficiency, test 1: k-nearest-neighbour conditional mutual information.

The estimand is I(A; θ | p): how much the action A tells about the outcome θ once the
stated belief p is known (zero for an agent acting on its stated belief, Knowl 3).

Estimator. Beliefs come rounded (multiples of 5 are typical), so many rows share the
same p and A, θ are discrete: the plain KSG estimator, which assumes continuous data
with no ties, is biased there. We use the mixed discrete–continuous estimator of
Mesner & Shalizi (2020), the conditional extension of Gao et al. (2017): in the
max-norm with the 0/1 discrete metric on A and θ, let ρ_i be the distance from row i
to its k-th neighbour; k̃_i counts *all* rows within ρ_i (so when ρ_i = 0 every tied
duplicate is counted, instead of an arbitrary k of them), and n_xz, n_yz, n_z count
rows within ρ_i in the sub-spaces (A, p), (θ, p) and (p). Then
    Î = mean_i [ψ(k̃_i) − ψ(n_xz,i) − ψ(n_yz,i) + ψ(n_z,i)].
No jitter is added; distances are rounded to 12 decimals so that equal belief gaps
compare equal in floating point.

Negative values. I(A; θ | p) ≥ 0, but the kNN estimate is not: near zero its bias and
noise push it below zero on small or null data. The report shows the estimate and its
interval clipped at 0, and the verdict names the raw value (``details["raw_estimate"]``);
the permutation p-value is computed on the raw values, observed and null alike.

Inference. A with-replacement bootstrap duplicates rows, which become zero-distance
neighbours and inflate Î under the null, so it is not used. The p-value comes from a
local permutation test: A is shuffled among rows in the same belief stratum (tied
belief values, merged with neighbouring values until a stratum has ``min_stratum``
rows). When actions are drawn independently given p — the null model, including
repeated questions — this keeps the joint law of (A, p) and (θ, p) and is exact for
tied strata. The interval comes from half-sampling *by item* (question id) without
replacement: the spread of Î_half − Î estimates that of Î − I, because
Var(Î_{n/2} − Î_n) ≈ σ²/n. The kNN bias depends on the sample size, so Î_half is
shifted against Î_n; the differences are centred at their median before use (only
their spread is used), which also makes the interval contain Î by construction.

Minimum sample size: ``min_rows`` rows (default 50) from ``min_items`` items (10);
below that the result is a "not enough data" row (``status="insufficient"``). A
constant action or outcome makes the test uninformative (estimate 0, no p-value).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from warrantguard.audit.stats._checks import contain, too_small
from warrantguard.audit.stats._results import AuditResult, fmt_ci, fmt_num, fmt_p, zero_side
from warrantguard.extras.scientific import ArrayLike, digamma, np

__all__ = ["belief_strata", "cmi_test", "knn_cmi"]

Array = Any  # a numpy array


def _cont_dist(z: Array) -> Array:
    z = np.asarray(z, dtype=float)
    z = z.reshape(len(z), -1)
    d = np.abs(z[:, None, :] - z[None, :, :]).max(axis=2)
    return np.round(d, 12).astype(np.float32)


def _disc_dist(x: Array) -> Array:
    x = np.asarray(x)
    return (x[:, None] != x[None, :]).astype(np.float32)


def _cmi_from_dists(dx: Array, dy: Array, dz: Array, k: int) -> float:
    """Mesner–Shalizi estimate from the three pairwise distance matrices."""
    n = dz.shape[0]
    if n <= k:
        raise ValueError(f"need more than k={k} rows, got {n}")
    dxz = np.maximum(dx, dz)
    dyz = np.maximum(dy, dz)
    dxyz = np.maximum(dxz, dyz)
    np.fill_diagonal(dxyz, np.inf)
    rho = np.partition(dxyz, k - 1, axis=1)[:, k - 1][:, None]
    k_tilde = (dxyz <= rho).sum(axis=1)
    n_xz = (dxz <= rho).sum(axis=1) - 1  # minus the row itself (distance 0)
    n_yz = (dyz <= rho).sum(axis=1) - 1
    n_z = (dz <= rho).sum(axis=1) - 1
    xi = digamma(k_tilde) - digamma(n_xz) - digamma(n_yz) + digamma(n_z)
    return float(np.mean(xi))


def knn_cmi(x: ArrayLike, y: ArrayLike, z: ArrayLike, k: int = 3) -> float:
    """Estimate I(x; y | z) for discrete ``x``, ``y`` and numeric ``z`` (ties allowed).

    ``z`` may be one- or two-dimensional; put it on a [0, 1] scale so that a
    discrete mismatch (distance 1) is never nearer than a belief gap.
    """
    return _cmi_from_dists(_disc_dist(x), _disc_dist(y), _cont_dist(z), k)


def belief_strata(z: ArrayLike, min_size: int = 5) -> Array:
    """Stratum label per row: tied values together, merged upward until ``min_size`` rows.

    A trailing stratum smaller than ``min_size`` joins the previous one.
    """
    z = np.round(np.asarray(z, dtype=float), 12)
    values, inverse, counts = np.unique(z, return_inverse=True, return_counts=True)
    label_of_value = np.empty(len(values), dtype=int)
    label, size = 0, 0
    for i, c in enumerate(counts):
        label_of_value[i] = label
        size += int(c)
        if size >= min_size:
            label, size = label + 1, 0
    if 0 < size < min_size and label > 0:
        label_of_value[label_of_value == label] = label - 1
    return label_of_value[inverse]


def _permute_within(x: Array, strata: Array, rng: Any) -> Array:
    """``x`` shuffled independently inside each stratum."""
    order = np.argsort(strata, kind="stable")
    shuffled = np.lexsort((rng.random(len(x)), strata))
    out = np.empty_like(x)
    out[order] = x[shuffled]
    return out


def _local_permutation(
    x: Array, y: Array, p: Array, strata: Array, k: int, n_perm: int, rng: Any
) -> tuple[float, Array]:
    """Observed CMI and its null draws with ``x`` shuffled inside belief strata."""
    dz, dy = _cont_dist(p), _disc_dist(y)
    observed = _cmi_from_dists(_disc_dist(x), dy, dz, k)
    null = [_cmi_from_dists(_disc_dist(_permute_within(x, strata, rng)), dy, dz, k)
            for _ in range(n_perm)]
    return observed, np.asarray(null, dtype=float)


def _as_unit(belief: ArrayLike) -> Array:
    p = np.asarray(belief, dtype=float)
    return p / 100.0 if p.size and np.nanmax(p) > 1.0 else p


_NAME = "belief sufficiency (kNN CMI)"


def _half_sample_ci(
    x: Array, y: Array, p: Array, groups: Array, k: int, n_sub: int, rng: Any, level: float
) -> tuple[float, float] | None:
    """Raw-scale interval ``Î − (centred half-sample differences)``; contains Î."""
    items = np.unique(groups)
    half = len(items) // 2
    if n_sub <= 0 or half < 2:
        return None
    full = knn_cmi(x, y, p, k)
    diffs = []
    for _ in range(n_sub):
        keep = np.isin(groups, rng.choice(items, size=half, replace=False))
        if keep.sum() > k + 1:
            diffs.append(knn_cmi(x[keep], y[keep], p[keep], k) - full)
    if len(diffs) < 2:
        return None
    centred = np.asarray(diffs) - np.median(diffs)
    lo_q, hi_q = np.quantile(centred, [(1 - level) / 2, (1 + level) / 2])
    return float(full - hi_q), float(full - lo_q)


def _clipped(raw: float, ci: tuple[float, float] | None) -> tuple[float, Any, str | None]:
    """Estimate and interval clipped at 0 (CMI cannot be negative), with a note if clipped."""
    note = None
    if ci is not None:
        lo, hi, note = contain(raw, ci[0], ci[1])
        ci = (max(0.0, lo), max(0.0, hi))
    if raw < 0:
        note = ((note + " ") if note else "") + (
            f"The raw kNN estimate {fmt_num(raw)} is negative, which a mutual information "
            "cannot be: near zero the estimator is biased and noisy, so the estimate and its "
            "interval are clipped at 0.")
    return max(0.0, raw), ci, note


def _uninformative(x: Array, y: Array) -> str | None:
    if len(np.unique(x)) < 2:
        return "every action is the same"
    if len(np.unique(y)) < 2:
        return "every outcome is the same"
    return None


def cmi_test(
    belief: ArrayLike,
    action: ArrayLike,
    outcome: ArrayLike,
    *,
    groups: ArrayLike | None = None,
    k: int = 3,
    n_perm: int = 199,
    n_sub: int = 200,
    min_stratum: int = 5,
    level: float = 0.95,
    seed: int | None = 0,
    min_rows: int = 50,
    min_items: int = 10,
) -> AuditResult:
    """Test H0: action ⊥ outcome | belief with the kNN CMI (see the module docstring).

    ``belief`` is on 0–1 or 0–100 (rescaled); ``groups`` are item (question) ids for
    the half-sampling interval, one row per item when omitted. ``n_sub=0`` skips it.
    Below ``min_rows`` rows or ``min_items`` items the result is "not enough data".
    """
    p, x, y = _as_unit(belief), np.asarray(action), np.asarray(outcome)
    g = np.arange(len(p)) if groups is None else np.asarray(groups)
    method = (f"Mesner–Shalizi kNN CMI (k={k}); local permutation within belief strata, "
              f"{n_perm} draws; half-sampling by item, {n_sub} draws")
    short = too_small(AuditResult, _NAME, method, rows=len(p), items=len(np.unique(g)),
                      need_rows=max(min_rows, k + 2), need_items=min_items,
                      what="rows with belief, action and outcome")
    if short is not None:
        return short
    if (why := _uninformative(x, y)) is not None:
        return _render(AuditResult(_NAME, 0.0, None, None, None, "", len(p), method,
                                   {"reason": why}, status="uninformative"))
    return _render(_estimate(p, x, y, g, k=k, n_perm=n_perm, n_sub=n_sub,
                             min_stratum=min_stratum, level=level, seed=seed, method=method))


def _estimate(p: Array, x: Array, y: Array, g: Array, *, k: int, n_perm: int, n_sub: int,
              min_stratum: int, level: float, seed: int | None, method: str) -> AuditResult:
    """Permutation p-value on the raw estimate; clipped estimate and half-sampling interval."""
    rng = np.random.default_rng(seed)
    strata = belief_strata(p, min_stratum)
    observed, null = _local_permutation(x, y, p, strata, k, n_perm, rng)
    p_value = float((1 + np.sum(null >= observed - 1e-12)) / (1 + n_perm))
    estimate, ci, note = _clipped(observed, _half_sample_ci(x, y, p, g, k, n_sub, rng, level))
    details = {"raw_estimate": observed, "null_mean": float(null.mean()) if n_perm else None,
               "strata": len(np.unique(strata)), "items": len(np.unique(g))}
    return AuditResult(_NAME, estimate, None if ci is None else ci[0],
                       None if ci is None else ci[1], p_value, "", len(p), method, details,
                       note=note)


def _render(r: AuditResult, alpha: float = 0.05) -> AuditResult:
    """The result with its verdict rendered from its own numbers (as the table shows them)."""
    return replace(r, verdict=_verdict(r, alpha))


def _verdict(r: AuditResult, alpha: float) -> str:
    """The permutation test decides (its size is calibrated); the interval gives the size."""
    stats = f"CMI {fmt_num(r.estimate, r.digits)} nats"
    if r.status == "uninformative":
        return (f"Uninformative ({stats}): {r.details['reason']}, so the action cannot carry "
                "information about the outcome beyond the belief.")
    ci = r.ci
    side = None if ci is None else zero_side(ci, r.digits)
    stats += "" if ci is None else f", 95% interval {fmt_ci(ci, r.digits)} {side}"
    stats += f", permutation {fmt_p(r.p_value)}"
    if r.significant(alpha):
        text = (f"The action carries information about the outcome beyond the stated belief "
                f"({stats}): the stated belief is not a sufficient summary of what drives the "
                "recommendation.")
        if side == "includes zero":
            text += " The interval reaches zero, so the size of the gap is uncertain."
    elif side == "above zero":
        text = (f"Inconclusive ({stats}): the permutation test finds no significant "
                "information in the action beyond the stated belief, though the interval lies "
                "above zero.")
    else:
        text = (f"No evidence that the action knows more than the stated belief ({stats}); "
                "consistent with acting on it.")
    return text if r.note is None else f"{text} {r.note}"
