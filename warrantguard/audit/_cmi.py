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
compare equal in floating point. The estimate is reported unclipped.

Inference. A with-replacement bootstrap duplicates rows, which become zero-distance
neighbours and inflate Î under the null, so it is not used. The p-value comes from a
local permutation test: A is shuffled among rows in the same belief stratum (tied
belief values, merged with neighbouring values until a stratum has ``min_stratum``
rows). When actions are drawn independently given p — the null model, including
repeated questions — this keeps the joint law of (A, p) and (θ, p) and is exact for
tied strata. The interval comes from half-sampling *by item* (question id) without
replacement: the spread of Î_half − Î around zero estimates that of Î − I, because
Var(Î_{n/2} − Î_n) ≈ σ²/n.
"""

from __future__ import annotations

from typing import Any

from ._deps import ArrayLike, digamma, np
from ._results import AuditResult, fmt_p

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


def _half_sample_ci(
    x: Array, y: Array, p: Array, groups: Array, k: int, n_sub: int, rng: Any, level: float
) -> tuple[float, float] | None:
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
    lo_q, hi_q = np.quantile(diffs, [(1 - level) / 2, (1 + level) / 2])
    return float(full - hi_q), float(full - lo_q)


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
) -> AuditResult:
    """Test H0: action ⊥ outcome | belief with the kNN CMI (see the module docstring).

    ``belief`` is on 0–1 or 0–100 (rescaled); ``groups`` are item (question) ids for
    the half-sampling interval, one row per item when omitted. ``n_sub=0`` skips it.
    """
    p, x, y = _as_unit(belief), np.asarray(action), np.asarray(outcome)
    g = np.arange(len(p)) if groups is None else np.asarray(groups)
    rng = np.random.default_rng(seed)
    strata = belief_strata(p, min_stratum)
    observed, null = _local_permutation(x, y, p, strata, k, n_perm, rng)
    p_value = float((1 + np.sum(null >= observed - 1e-12)) / (1 + n_perm))
    ci = _half_sample_ci(x, y, p, g, k, n_sub, rng, level)
    return AuditResult(
        name="belief sufficiency (kNN CMI)",
        estimate=observed,
        ci_low=None if ci is None else ci[0],
        ci_high=None if ci is None else ci[1],
        p_value=p_value,
        verdict=_verdict(observed, p_value),
        n=len(p),
        method=f"Mesner–Shalizi kNN CMI (k={k}); local permutation within belief strata, "
        f"{n_perm} draws; half-sampling by item, {n_sub} draws",
        details={"null_mean": float(null.mean()) if n_perm else None,
                 "strata": len(np.unique(strata)), "items": len(np.unique(g))},
    )


def _verdict(estimate: float, p_value: float, alpha: float = 0.05) -> str:
    if p_value < alpha:
        return (f"The action carries information about the outcome beyond the stated belief "
                f"(CMI {estimate:.3f} nats, {fmt_p(p_value)}): the stated belief is not a "
                "sufficient summary of what drives the recommendation.")
    return (f"No evidence that the action knows more than the stated belief "
            f"(CMI {estimate:.3f} nats, {fmt_p(p_value)}); consistent with acting on it.")
