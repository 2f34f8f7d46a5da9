"""Belief sufficiency, test 2: out-of-sample prediction of the outcome with a random forest.

A forest predicts the outcome θ from the belief alone and from belief plus action.
If the belief is sufficient, adding the action cannot lower the out-of-sample mean
squared error (Brier score). Folds come from ``GroupKFold`` on the item id, so the
repetitions of one question never sit on both sides of a split (that would leak the
outcome). The interval for the percentage improvement resamples items with
replacement (a cluster bootstrap of the out-of-fold losses; no model is refitted, so
duplicated rows cannot create spurious neighbours here). The percentile interval is
widened to contain the estimate when a skewed bootstrap misses it (with a note).

The verdict is read off the interval: above zero, the action knows more than the
belief; below zero, adding the action makes the prediction *worse* (it only adds
noise: no gap); including zero, no gap detected. Minimum sample size: ``min_rows``
rows (default 50) from ``min_items`` items (10); a constant outcome or action makes the
test uninformative.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from warrantguard.audit.stats._checks import percentile_interval, too_small
from warrantguard.audit.stats._results import AuditResult, fmt_ci, fmt_num, fmt_p, zero_side
from warrantguard.extras.scientific import ArrayLike, np, sklearn_parts

_NAME = "belief sufficiency (random forest)"

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
    min_rows: int = 50,
    min_items: int = 10,
) -> AuditResult:
    """% reduction in out-of-sample MSE of θ from adding the action to the belief.

    The p-value is the one-sided bootstrap share of resamples with no improvement.
    Below ``min_rows`` rows or ``min_items`` items the result is "not enough data".
    """
    p = np.asarray(belief, dtype=float)
    y = np.asarray(outcome, dtype=float)
    a = np.unique(np.asarray(action), return_inverse=True)[1].astype(float)
    g = np.arange(len(p)) if groups is None else np.asarray(groups)
    splits = max(2, min(n_splits, len(np.unique(g))))
    method = (f"random forest ({n_trees} trees), GroupKFold({splits}) by item; "
              f"cluster bootstrap by item, {n_boot} draws")
    short = too_small(AuditResult, _NAME, method, rows=len(p), items=len(np.unique(g)),
                      need_rows=min_rows, need_items=min_items,
                      what="rows with belief, action and outcome")
    if short is not None:
        return short
    if len(np.unique(y)) < 2 or len(np.unique(a)) < 2:
        why = "every outcome is the same" if len(np.unique(y)) < 2 else "every action is the same"
        return _render(AuditResult(_NAME, 0.0, None, None, None, "", len(p), method,
                                   {"reason": why}, digits=2, status="uninformative"))
    e0 = _oof_squared_errors(p[:, None], y, g, splits, n_trees, seed)
    e1 = _oof_squared_errors(np.column_stack([p, a]), y, g, splits, n_trees, seed)
    return _render(_gain(e0, e1, g, n_boot, level, seed, method))


def _gain(e0: Any, e1: Any, g: Any, n_boot: int, level: float, seed: int | None,
          method: str) -> AuditResult:
    """The % gain, its cluster-bootstrap interval (containing it) and one-sided p-value."""
    est = _improvement(e0, e1)
    boots = _cluster_boot(e0, e1, g, n_boot, np.random.default_rng(seed))
    ci = percentile_interval(est, boots, level, digits=2)
    p_value = float((1 + np.sum(boots <= 0)) / (1 + n_boot))
    return AuditResult(
        _NAME, est, None if ci is None else ci[0], None if ci is None else ci[1], p_value, "",
        len(e0), method,
        {"mse_belief": float(np.mean(e0)), "mse_belief_action": float(np.mean(e1))},
        digits=2, note=None if ci is None else ci[2])


def _render(r: AuditResult) -> AuditResult:
    """The result with its verdict rendered from its own numbers (as the table shows them)."""
    return replace(r, verdict=_verdict(r))


def _verdict(r: AuditResult) -> str:
    est = f"{fmt_num(r.estimate, r.digits)}%"
    if r.status == "uninformative":
        return (f"Uninformative (gain {est}): {r.details['reason']}, so adding the action "
                "cannot change the prediction.")
    ci = r.ci
    side = "no interval" if ci is None else zero_side(ci, r.digits)
    stats = est + ("" if ci is None else f", 95% interval {fmt_ci(ci, r.digits)} {side}")
    stats += f", one-sided {fmt_p(r.p_value)}"
    if side == "above zero":
        text = (f"Adding the action lowers the out-of-sample error ({stats}): the action knows "
                "more than the belief.")
    elif side == "below zero":
        text = (f"Adding the action makes the out-of-sample error worse ({stats}): it only adds "
                "noise to the prediction, so no predictive gap is detected.")
    else:
        text = (f"Adding the action changes the out-of-sample error by {stats}: no predictive "
                "gap detected.")
    return text if r.note is None else f"{text} {r.note}"
