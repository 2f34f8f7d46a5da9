"""Regression tests for the audit-report findings of issue 16 (item 3).

The simulated data sets below are the ones on which the old code broke: the seeds were
found by running the old estimators, and each test states what went wrong there.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
import pytest
from _rows import check_result, check_row, report_rows

from warrantguard.audit import (
    AuditResult,
    AuditSettings,
    ModelAudit,
    SQLiteRecordStore,
    audit_records,
    build_report,
    cmi_test,
    cyclic_monotonicity_test,
    forest_test,
    logit_agent,
)

FAST = AuditSettings(n_perm=19, n_sub=10, n_boot=20, n_trees=10)


def test_cmi_interval_contains_its_estimate_and_negative_values_are_clipped() -> None:
    # Old code: estimate −0.060 outside its own half-sampling interval [−0.285, −0.100]
    # (the half-samples' kNN bias differs from the full sample's).
    sim = logit_agent(60, seed=4, repetitions=3)
    res = cmi_test(sim.belief, sim.action, sim.outcome, groups=sim.groups, n_perm=9, n_sub=30)
    assert res.ci is not None and res.ci[0] <= res.estimate <= res.ci[1]
    assert res.details["raw_estimate"] < 0  # the kNN estimate itself is negative here
    assert res.estimate == 0.0 and res.ci[0] == 0.0  # reported clipped at 0, table and text
    assert "clipped at 0" in res.verdict and "biased" in res.verdict
    check_result(res)


def test_forest_interval_below_zero_is_not_called_an_interval_including_zero() -> None:
    # Old code: "an interval that includes zero" beside the interval [−6.259, −0.138].
    sim = logit_agent(175, seed=2, repetitions=2)
    res = forest_test(sim.belief, sim.action, sim.outcome, groups=sim.groups, n_trees=30,
                      n_boot=200)
    assert res.ci is not None and res.ci[1] < 0
    assert "includes zero" not in res.verdict and "below zero" in res.verdict
    assert "no predictive gap" in res.verdict  # worse with the action: still no gap
    check_result(res)


@pytest.mark.parametrize("n", [5, 35])
def test_small_samples_get_a_not_enough_data_row(n: int) -> None:
    sim = logit_agent(n, seed=1)
    cmi = cmi_test(sim.belief, sim.action, sim.outcome, n_perm=9, n_sub=5)
    forest = forest_test(sim.belief, sim.action, sim.outcome, n_trees=5, n_boot=10)
    for res in (cmi, forest):
        assert res.status == "insufficient" and np.isnan(res.estimate) and res.ci is None
        assert res.verdict.startswith(f"not enough data (n={n}, need ≥ 50 rows")
    mono = cyclic_monotonicity_test(sim.belief, sim.action, n_boot=5)
    assert (mono.status == "insufficient") == (n < 25)  # five rows per belief bin
    assert (f"not enough data (n={n}, need ≥ 25 rows" in mono.verdict) == (n < 25)


def test_too_few_questions_is_not_enough_data() -> None:
    sim = logit_agent(80, seed=0, repetitions=20)  # 80 rows but only 4 questions
    res = cmi_test(sim.belief, sim.action, sim.outcome, groups=sim.groups, n_perm=9, n_sub=5)
    assert res.verdict.startswith("not enough data (n=4, need ≥ 10 distinct questions")


def _odd_audit() -> ModelAudit:
    """What the old code produced on 35 certificates: an estimate outside its interval."""
    odd = AuditResult("belief sufficiency (kNN CMI)", -0.167, -0.432, -0.206, 0.5, "odd", 35,
                      "kNN")
    nan = AuditResult("belief sufficiency (random forest)", float("nan"), None, None, None,
                      "nan", 35, "rf")
    return ModelAudit(model="m", n=35, n_outcomes=35, tier_mix={0: 35}, cmi=odd, forest=nan)


def test_plotting_never_crashes_on_odd_values() -> None:
    # Old code: matplotlib "'xerr' must not contain negative values", and no report.
    page = build_report([_odd_audit()])
    assert "Tests per model" in page and "could not be drawn" not in page
    assert page.count("data:image/png;base64,") == 2  # tier mix and sufficiency


def _store_rows(tmp_path: Path, make: Any, belief: Any, action: Any) -> list[Any]:
    store = SQLiteRecordStore(tmp_path / "r.sqlite3")
    for i, (b, a) in enumerate(zip(belief, action, strict=True)):
        cert = make(2, belief=float(b), recommend_a=bool(a))
        store.record(cert, question_id=f"q{i}")
        store.record_outcome(cert.id, i % 2)
    return store.rows()


def test_degenerate_monotonicity_curve_is_skipped_with_a_note(
    tmp_path: Path, certificate_factory: Any
) -> None:
    # Old code drew a one-point "curve" when every belief fell into one bin.
    rows = _store_rows(tmp_path, certificate_factory, [80.0] * 30, [1, 0, 1] * 10)
    (audit,) = audit_records(rows, settings=FAST)
    assert audit.monotonicity is not None and audit.monotonicity.status == "uninformative"
    page = build_report([audit])
    assert "Monotonicity curve of test-model not drawn" in page
    assert "Belief-action monotonicity: choice share" not in page  # no figure
    for row in report_rows(page):
        check_row(row)


def test_a_failing_test_becomes_a_row_and_the_report_is_still_written(
    tmp_path: Path, certificate_factory: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    from warrantguard.audit import _analysis

    def broken(*args: Any, **kwargs: Any) -> Any:
        raise ValueError("singular matrix")

    monkeypatch.setattr(_analysis, "forest_test", broken)
    sim = logit_agent(60, seed=0)
    rows = _store_rows(tmp_path, certificate_factory, sim.belief, sim.action)
    (audit,) = audit_records(rows, settings=FAST)
    assert audit.forest is None and audit.cmi is not None
    page = build_report([audit])
    cells = {r[0]: r for r in report_rows(page)}
    verdict = cells["belief sufficiency (random forest)"][4]
    assert verdict == "could not be computed on this data: singular matrix"
