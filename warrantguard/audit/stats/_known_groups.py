"""Known-groups validity of warrant (first paper, Sections 4.3.2 and 5.3, Appendix D).

Prompts come in sets (blocks), each holding one prompt designed for every warrant
level. Does the certificate recover the designed ordering?

* Page's ordered-trend test with sets as blocks (exact permutation p, ties handled;
  the L statistic is cross-checked against ``scipy.stats.page_trend_test``, whose
  asymptotic p ignores ties and is reported alongside).
* Jonckheere–Terpstra ignoring the blocks, exact permutation p.
* Mean absolute error between assigned and designed level, tested by permuting the
  designed labels within each set (blocked permutation), and the exact-match rate.
* Mean assigned warrant per designed level.
"""

from __future__ import annotations

import itertools
from typing import Any

from warrantguard.audit.stats._ordered import jonckheere_terpstra, page_test
from warrantguard.audit.stats._results import AuditResult, KnownGroupsResult, fmt_p
from warrantguard.extras.scientific import ArrayLike, np, stats

__all__ = ["blocked_mae_test", "known_groups", "page_matrix"]


def page_matrix(
    assigned: ArrayLike, expected: ArrayLike, blocks: ArrayLike
) -> tuple[Any, list[Any]]:
    """(blocks × levels) matrix of assigned warrant for the sets with one prompt per level.

    Returns the matrix and the ids of the sets that were left out (incomplete sets).
    """
    levels = sorted(set(int(e) for e in expected))
    rows, dropped = [], []
    for block in dict.fromkeys(blocks):
        idx = [i for i, b in enumerate(blocks) if b == block]
        got = {int(expected[i]): float(assigned[i]) for i in idx}
        if len(idx) == len(levels) and sorted(got) == levels:
            rows.append([got[level] for level in levels])
        else:
            dropped.append(block)
    return np.asarray(rows, dtype=float).reshape(-1, len(levels)), dropped


def blocked_mae_test(
    assigned: ArrayLike, expected: ArrayLike, blocks: ArrayLike,
    *, n_perm: int = 10000, seed: int | None = 0,
) -> AuditResult:
    """MAE between assigned and designed levels; p = P(null MAE ≤ observed MAE).

    The null permutes the designed labels within each set, holding assignments fixed.
    """
    a, e = np.asarray(assigned, float), np.asarray(expected, float)
    b = np.asarray(blocks)
    rng = np.random.default_rng(seed)
    observed = float(np.mean(np.abs(a - e)))
    null_sum = np.zeros(n_perm)
    for block in np.unique(b):
        idx = np.flatnonzero(b == block)
        order = np.argsort(rng.random((n_perm, len(idx))), axis=1)
        null_sum += np.abs(a[idx][None, :] - e[idx][order]).sum(axis=1)
    null = null_sum / len(a)
    p = float((1 + np.sum(null <= observed + 1e-12)) / (1 + n_perm))
    return AuditResult(
        name="known groups: MAE (blocked permutation)", estimate=observed, ci_low=None,
        ci_high=None, p_value=p, n=len(a), method=f"within-set permutation, {n_perm} draws",
        verdict=(f"Assigned warrant is {observed:.3f} levels from the designed level on average, "
                 f"versus {null.mean():.3f} by chance ({fmt_p(p)})."),
        details={"null_mean": float(null.mean())},
    )


def _scipy_page(matrix: Any, l_stat: float) -> tuple[float, float, str] | None:
    """scipy's ``page_trend_test`` (ties ignored, as in the paper), or ``None`` where it is
    undefined (fewer than 2 sets or 3 levels); checks that both compute the same L."""
    if matrix.shape[0] < 2 or matrix.shape[1] < 3:
        return None
    ref = stats.page_trend_test(matrix)  # ranks treated as untied: the paper's p-values (nano: .208)
    if abs(float(ref.statistic) - l_stat) > 1e-9:
        raise AssertionError(f"Page's L mismatch: ours {l_stat}, scipy {ref.statistic}")
    return float(ref.statistic), float(ref.pvalue), f"scipy page_trend_test ({ref.method}), ties ignored"


def _page_result(matrix: Any, dropped: list[Any]) -> tuple[AuditResult, float | None, float | None]:
    if len(matrix) == 0:
        empty = AuditResult("known groups: Page's L", float("nan"), None, None, None,
                            "No complete set (one prompt per level): Page's test not run.",
                            0, "exact permutation")
        return empty, None, None
    l_stat, p = page_test(matrix)
    ref = _scipy_page(matrix, l_stat)
    result = AuditResult(
        name="known groups: Page's L", estimate=l_stat, ci_low=None, ci_high=None, p_value=p,
        n=len(matrix), method="exact within-set permutation (ties kept)",
        verdict=(f"Page's L = {l_stat:.1f} over {len(matrix)} sets ({fmt_p(p)}): "
                 + ("warrant rises with the designed level." if p < 0.05
                    else "no significant ordered trend.")),
        details={"dropped_sets": [str(d) for d in dropped],
                 "p_untied": None if ref is None else ref[1],
                 "p_untied_method": "scipy page_trend_test needs ≥ 2 sets and ≥ 3 levels: not run"
                 if ref is None else ref[2]},
    )
    return result, None if ref is None else ref[0], None if ref is None else ref[1]


def _jt_result(assigned: ArrayLike, expected: ArrayLike) -> AuditResult:
    levels = sorted(set(int(e) for e in expected))
    grp = [levels.index(int(e)) for e in expected]
    j, p, method = jonckheere_terpstra(assigned, grp)
    return AuditResult(
        name="known groups: Jonckheere–Terpstra", estimate=j, ci_low=None, ci_high=None,
        p_value=p, n=len(grp), method=method,
        verdict=(f"J = {j:.1f} ({fmt_p(p)}): " + ("the ordering holds ignoring the sets."
                                                if p < 0.05 else "no significant trend.")),
    )


def known_groups(
    assigned: ArrayLike, expected: ArrayLike, blocks: ArrayLike,
    *, n_perm: int = 10000, seed: int | None = 0,
) -> KnownGroupsResult:
    """Run every known-groups analysis for one model's assignments."""
    matrix, dropped = page_matrix(assigned, expected, blocks)
    page, scipy_l, scipy_p = _page_result(matrix, dropped)
    jt = _jt_result(assigned, expected)
    mae = blocked_mae_test(assigned, expected, blocks, n_perm=n_perm, seed=seed)
    a, e = np.asarray(assigned, float), np.asarray(expected, int)
    means = tuple(float(a[e == level].mean()) for level in sorted(set(e.tolist())))
    exact = float(np.mean(a == e))
    ordered = all(x <= y for x, y in itertools.pairwise(means))
    verdict = (f"Group means {', '.join(f'{m:.2f}' for m in means)} are "
               f"{'non-decreasing' if ordered else 'not monotone'}; {page.verdict} "
               f"Exact match {100 * exact:.1f}%.")
    return KnownGroupsResult(page, jt, mae, exact, means, scipy_l, scipy_p, verdict)
