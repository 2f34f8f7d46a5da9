"""The audit report never crashes and never contradicts itself (issue 16, item 3).

``warrantguard audit`` (its CLI handler) runs on simulated record stores of many sizes
and on degenerate ones; every time it must write a report whose every interval contains
its estimate and whose every verdict sentence states the numbers of its own row.
Resampling counts are small to keep the suite fast; the assertions do not depend on them.
"""

from __future__ import annotations

import argparse
import csv
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from _rows import check_result, check_row, report_rows

from warrantguard.audit import (
    SimulatedAudit,
    SQLiteRecordStore,
    cmi_test,
    cyclic_monotonicity_test,
    forest_test,
    hidden_info_agent,
    logit_agent,
)
from warrantguard.cli._audit import register_cli

FAST = ["--permutations", "19", "--bootstrap", "20", "--trees", "10"]


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser()
    register_cli(parser.add_subparsers(dest="command", required=True))
    return parser


def _sim(n: int, seed: int) -> SimulatedAudit:
    agent = hidden_info_agent if seed % 2 else logit_agent
    return agent(n, seed=seed, repetitions=2 if n >= 60 else 1)


def _degenerate(kind: str) -> SimulatedAudit:
    base = logit_agent(80, seed=4, repetitions=2)
    n = len(base)
    if kind == "one class":
        return SimulatedAudit(base.belief, base.action, np.ones(n, int), base.groups)
    if kind == "constant belief":
        return SimulatedAudit(np.full(n, 50.0), base.action, base.outcome, base.groups)
    if kind == "constant action":
        return SimulatedAudit(base.belief, np.ones(n, int), base.outcome, base.groups)
    tied = np.where(base.belief >= 50, 70.0, 30.0)  # "tied": two belief values only
    return SimulatedAudit(tied, base.action, base.outcome, base.groups)


def _store(tmp_path: Path, sim: SimulatedAudit, make: Any) -> tuple[str, Path]:
    path = tmp_path / "records.sqlite3"
    store = SQLiteRecordStore(path)
    for i in range(len(sim)):
        warrant = int(min(3, sim.belief[i] // 25))
        cert = make(warrant, belief=float(sim.belief[i]), recommend_a=bool(sim.action[i]),
                    confidence=int(50 + 10 * warrant + i % 7))
        store.record(cert, question_id=f"q{sim.groups[i]}")
        store.record_outcome(cert.id, int(sim.outcome[i]))
    store.close()
    consensus = tmp_path / "consensus.csv"
    with consensus.open("w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh)
        w.writerow(["question_id", "consensus_n1", "consensus_n2"])
        for g in np.unique(sim.groups):
            w.writerow([f"q{g}", 10 + int(g) % 9, 10])
    return str(path), consensus


def _audit(tmp_path: Path, sim: SimulatedAudit, make: Any) -> tuple[int, str]:
    spec, consensus = _store(tmp_path, sim, make)
    out = tmp_path / "report.html"
    args = _parser().parse_args(["audit", "--store", spec, "--out", str(out),
                                 "--consensus", str(consensus), *FAST])
    code = args.func(args)
    return code, out.read_text(encoding="utf-8") if out.exists() else ""


SIZES = [5, 12, 35, 60, 175, 400]
DEGENERATE = ["one class", "constant belief", "constant action", "tied"]


@pytest.mark.parametrize("n", SIZES)
def test_audit_cli_report_is_written_and_consistent_at_every_size(
    tmp_path: Path, certificate_factory: Any, n: int
) -> None:
    code, page = _audit(tmp_path, _sim(n, seed=n), certificate_factory)
    assert code == 0 and "data:image/png;base64," in page
    rows = report_rows(page)
    names = {r[0] for r in rows}
    assert {"belief sufficiency (kNN CMI)", "belief sufficiency (random forest)",
            "cyclic monotonicity (signed-margin LP)"} <= names
    for row in rows:
        check_row(row)
    sufficiency = [r for r in rows if r[0].startswith("belief sufficiency")]
    if n < 50:  # below the minimum: a clear row, no estimate, no figure
        assert all(r[4].startswith(f"not enough data (n={n}, need ≥ 50 ") for r in sufficiency)
        assert "Belief sufficiency: CMI" not in page
    else:
        assert all(r[1] != "–" for r in sufficiency)
    assert "could not be drawn" not in page and "could not be computed" not in page


@pytest.mark.parametrize("kind", DEGENERATE)
def test_audit_cli_survives_degenerate_data(
    tmp_path: Path, certificate_factory: Any, kind: str
) -> None:
    code, page = _audit(tmp_path, _degenerate(kind), certificate_factory)
    assert code == 0 and "Tests per model" in page
    rows = report_rows(page)
    for row in rows:
        check_row(row)
    by_name = {r[0]: r for r in rows}
    if kind in ("one class", "constant action"):
        for name in ("belief sufficiency (kNN CMI)", "belief sufficiency (random forest)"):
            assert by_name[name][4].startswith("Uninformative"), by_name[name]
    if kind == "constant belief":  # one bin: no one-point curve, a note instead
        assert "Monotonicity curve of test-model not drawn" in page
        assert "uninformative" in by_name["cyclic monotonicity (signed-margin LP)"][4]


@pytest.mark.parametrize("n", [50, 80, 175, 400])
@pytest.mark.parametrize("seed", [0, 1, 2, 3])
def test_each_test_renders_its_sentence_from_its_row(n: int, seed: int) -> None:
    sim = _sim(n, seed)
    args = (sim.belief, sim.action)
    for result in (
        cmi_test(*args, sim.outcome, groups=sim.groups, n_perm=19, n_sub=10, seed=seed),
        forest_test(*args, sim.outcome, groups=sim.groups, n_trees=10, n_boot=30, seed=seed),
        cyclic_monotonicity_test(*args, groups=sim.groups, n_boot=20, seed=seed),
    ):
        if result.ci is not None:
            assert result.ci[0] <= result.estimate <= result.ci[1], result
        check_result(result)
