"""``validate`` and ``audit`` subcommands: certification through the Guard, resume, report."""

from __future__ import annotations

import argparse
import csv
import json
from pathlib import Path
from typing import Any

import pytest

import warrantguard
from warrantguard.audit import SQLiteRecordStore, register_cli
from warrantguard.audit._cli import run_validate
from warrantguard.audit._validate import read_known_groups

testing = pytest.importorskip("warrantguard.testing")


def _option(s: int, level: int) -> str:
    return f"drink{s}x{level}"


def _scripted_model() -> Any:
    """Prefers tea; each row's reversal fixes its warrant at the designed level."""
    reversals: dict[str, str] = {}
    for s in range(6):
        reversals[f"drink {_option(s, 0)} or tea"] = _option(s, 0)  # T1 permutation → None
        reversals[f"or {_option(s, 1)}, specifically"] = _option(s, 1)  # T2 → Conditional
        reversals[f"or {_option(s, 2)}, in general"] = _option(s, 2)  # T3 → Basic
    return testing.ScriptedModel("tea", reversals=reversals)


def _write_csv(path: Path) -> Path:
    with path.open("w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh)
        w.writerow(["set", "prompt", "option_a", "option_b", "context", "expected",
                    "consensus_n1", "consensus_n2"])
        for s in range(6):
            for level in range(4):
                x = _option(s, level)
                n1 = 10 + 3 * level + (s % 3)
                w.writerow([f"S{s}", f"Should I drink tea or {x}?", "tea", x, "", level, n1,
                            21 - n1])
    return path


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser()
    register_cli(parser.add_subparsers(dest="command", required=True))
    return parser


@pytest.fixture
def patched_guard(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """``warrantguard.Guard(model=...)`` builds a Guard over the scripted model instead."""
    real, seen = warrantguard.Guard, []

    def factory(model: str, **kwargs: Any) -> Any:
        seen.append(model)
        return real(model=_scripted_model(), generator="lexical")

    monkeypatch.setattr(warrantguard, "Guard", factory)
    return seen


def test_known_groups_csv_format(tmp_path: Path) -> None:
    rows = read_known_groups(_write_csv(tmp_path / "kg.csv"))
    assert len(rows) == 24 and rows[0].question_id == "S0-0"
    assert rows[5].options == ("tea", "drink1x1") and rows[5].expected == 1
    assert rows[0].consensus == pytest.approx(abs(10 - 11) / 21)
    bad = tmp_path / "bad.csv"
    bad.write_text("set,prompt,expected\nA,Tea or coffee?,7\n", encoding="utf-8")
    with pytest.raises(ValueError, match="expected"):
        read_known_groups(bad)


def test_validate_certifies_with_guard_and_recovers_levels(
    tmp_path: Path, patched_guard: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "res.json"
    args = _parser().parse_args(["validate", str(_write_csv(tmp_path / "kg.csv")), "--model",
                                 "scripted/tea", "--out", str(out), "--permutations", "2000",
                                 "--store", str(tmp_path / "s.sqlite3"),
                                 "--report", str(tmp_path / "v.html")])
    assert args.func(args) == 0
    assert patched_guard == ["scripted/tea"]
    result = json.loads(out.read_text(encoding="utf-8"))
    kg = result["known_groups"]
    assert kg["group_means"] == [0.0, 1.0, 2.0, 3.0] and kg["exact_match"] == 1.0
    assert kg["page"]["p_value"] == pytest.approx((1 / 24) ** 6)
    assert result["audit"]["nomological"]["warrant_consensus"]["estimate"] > 0.5
    assert "known groups:" in capsys.readouterr().out
    assert len(SQLiteRecordStore(tmp_path / "s.sqlite3").rows()) == 24
    assert "Known-groups validity" in (tmp_path / "v.html").read_text(encoding="utf-8")


def test_validate_resumes_after_interruption(tmp_path: Path) -> None:
    csv_path, out = _write_csv(tmp_path / "kg.csv"), tmp_path / "r.json"
    guard = warrantguard.Guard(model=_scripted_model(), generator="lexical")
    calls: list[str] = []

    def certify(row: Any, fail_after: int | None = None) -> Any:
        if fail_after is not None and len(calls) >= fail_after:
            raise KeyboardInterrupt
        calls.append(row.question_id)
        return guard.check(row.prompt, options=row.options, context=row.context).certificate

    base = ["validate", str(csv_path), "--model", "m", "--out", str(out), "--permutations", "200"]
    with pytest.raises(KeyboardInterrupt):
        run_validate(_parser().parse_args(base), lambda r: certify(r, fail_after=10))
    assert len(calls) == 10
    assert run_validate(_parser().parse_args([*base, "--resume"]), certify) == 0
    assert len(calls) == 24 and len(set(calls)) == 24  # nothing certified twice


def test_audit_command_through_top_level_cli(tmp_path: Path, certificate_factory: Any) -> None:
    from warrantguard.cli import main

    store = SQLiteRecordStore(tmp_path / "s.sqlite3")
    sim = warrantguard.audit.logit_agent(60, seed=3)
    for i in range(len(sim)):
        cert = certificate_factory(int(min(3, sim.belief[i] // 25)), belief=float(sim.belief[i]),
                                   recommend_a=bool(sim.action[i]))
        store.record(cert, question_id=f"q{i}")
        store.record_outcome(cert.id, int(sim.outcome[i]))
    out = tmp_path / "report.html"
    code = main(["audit", "--store", str(tmp_path / "s.sqlite3"), "--out", str(out),
                 "--permutations", "49"])
    assert code == 0 and "data:image/png;base64," in out.read_text(encoding="utf-8")
    assert main(["audit", "--store", str(tmp_path / "none.sqlite3"), "--out", str(out)]) == 2
