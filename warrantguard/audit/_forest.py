"""Belief sufficiency, test 2: out-of-sample prediction of the outcome with a random forest.

A forest predicts the outcome θ from the belief alone and from belief plus action.
If the belief is sufficient, adding the action cannot lower the out-of-sample mean
squared error (Brier score). Folds come from ``GroupKFold`` on the item id, so the
repetitions of one question never sit on both sides of a split (that would leak the
outcome). The interval for the percentage improvement resamples items with
replacement (a cluster bootstrap of the out-of-fold losses; no model is refitted, so
duplicated rows cannot create spurious neighbours here).
"""

from __future__ import annotations

from typing import Any

from ._deps import ArrayLike, np, sklearn_parts
from ._results import AuditResult, fmt_p

__all__ = ["forest_test"]


def _oof_squared_errors(
    features: Any, y: Any, groups: Any, n_splits: int, n_trees: int, seed: int | None
) -> Any:
    forest_cls, group_kfold = sklearn_parts()
    pred = np.empty(len(y), dtype=float)
    for train, test in group_kfold(n_splits=n_splits).split(features, y, groups):
        model = forest_cls(n_estimators=n_trees, min_samples_leaf=5, random_state=seed, n_jobs=1)
        model.fit(features[train], y[train])
        pred[test] = model.predict(features[test])
    return (pred - y) ** 2


def _improvement(e_belief: Any, e_both: Any) -> float:
    base = float(np.mean(e_belief))
    return 0.0 if base == 0 else 100.0 * (base - float(np.mean(e_both))) / base


def _cluster_boot(e0: Any, e1: Any, groups: Any, n_boot: int, rng: Any) -> Any:
    items, inverse = np.unique(groups, return_inverse=True)
    s0 = np.bincount(inverse, weights=e0)
    s1 = np.bincount(inverse, weights=e1)
    draws = rng.integers(0, len(items), size=(n_boot, len(items)))
    t0, t1 = s0[draws].sum(axis=1), s1[draws].sum(axis=1)
    return np.where(t0 > 0, 100.0 * (t0 - t1) / np.where(t0 > 0, t0, 1.0), 0.0)


def forest_test(
    belief: ArrayLike,
    action: ArrayLike,
    outcome: ArrayLike,
    *,
    groups: ArrayLike | None = None,
    n_splits: int = 5,
    n_trees: int = 100,
    n_boot: int = 1000,
    level: float = 0.95,
    seed: int | None = 0,
) -> AuditResult:
    """% reduction in out-of-sample MSE of θ from adding the action to the belief.

    The p-value is the one-sided bootstrap share of resamples with no improvement.
    """
    p = np.asarray(belief, dtype=float)
    y = np.asarray(outcome, dtype=float)
    a = np.unique(np.asarray(action), return_inverse=True)[1].astype(float)
    g = np.arange(len(p)) if groups is None else np.asarray(groups)
    splits = min(n_splits, len(np.unique(g)))
    e0 = _oof_squared_errors(p[:, None], y, g, splits, n_trees, seed)
    e1 = _oof_squared_errors(np.column_stack([p, a]), y, g, splits, n_trees, seed)
    est = _improvement(e0, e1)
    boots = _cluster_boot(e0, e1, g, n_boot, np.random.default_rng(seed))
    lo, hi = np.quantile(boots, [(1 - level) / 2, (1 + level) / 2])
    p_value = float((1 + np.sum(boots <= 0)) / (1 + n_boot))
    return AuditResult(
        name="belief sufficiency (random forest)",
        estimate=est,
        ci_low=float(lo),
        ci_high=float(hi),
        p_value=p_value,
        verdict=_verdict(est, float(lo), p_value),
        n=len(p),
        method=f"random forest ({n_trees} trees), GroupKFold({splits}) by item; "
        f"cluster bootstrap by item, {n_boot} draws",
        details={"mse_belief": float(np.mean(e0)), "mse_belief_action": float(np.mean(e1))},
    )


def _verdict(est: float, lo: float, p_value: float) -> str:
    if lo > 0:
        return (f"Adding the action lowers the out-of-sample error by {est:.1f}% "
                f"(interval above zero, {fmt_p(p_value)}): the action knows more than the belief.")
    return (f"Adding the action changes the out-of-sample error by {est:.1f}%, an interval that "
            f"includes zero ({fmt_p(p_value)}): no predictive gap detected.")
