"""``validate`` and ``audit`` subcommands: certification through the Guard, resume, report."""

from __future__ import annotations

import argparse
import csv
import json
from pathlib import Path
from typing import Any

import pytest

import warrantguard
from warrantguard.audit import SQLiteRecordStore
from warrantguard.audit._validate import read_known_groups
from warrantguard.cli._audit import register_cli, run_validate

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
    _record_simulated(store, warrantguard.audit.logit_agent(60, seed=3), certificate_factory)
    out = tmp_path / "report.html"
    code = main(["audit", "--store", str(tmp_path / "s.sqlite3"), "--out", str(out),
                 "--permutations", "49"])
    assert code == 0 and "data:image/png;base64," in out.read_text(encoding="utf-8")
    assert main(["audit", "--store", str(tmp_path / "none.sqlite3"), "--out", str(out)]) == 2


def _strict_json(text: str) -> Any:
    def reject(token: str) -> Any:
        raise ValueError(f"non-standard JSON constant {token}")

    return json.loads(text, parse_constant=reject)


def test_validate_records_non_pairwise_row_and_writes_strict_json(
    tmp_path: Path, patched_guard: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    csv_path = _write_csv(tmp_path / "kg.csv")
    lines = csv_path.read_text(encoding="utf-8").splitlines()
    lines[-1] = "S5,Tell me a joke.,,,,3,20,1"  # no two options: NotPairwiseError
    csv_path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    out = tmp_path / "res.json"
    base = ["validate", str(csv_path), "--model", "scripted/tea", "--out", str(out),
            "--permutations", "500"]
    args = _parser().parse_args(base)
    assert args.func(args) == 0
    result = _strict_json(out.read_text(encoding="utf-8"))
    assert list(result["errors"]) == ["S5-3"] and "not pairwise" in result["errors"]["S5-3"]
    assert result["known_groups"]["page"]["p_value"] == pytest.approx((1 / 24) ** 5)  # S5 dropped
    assert "error row S5-3" in capsys.readouterr().out
    checkpoint = out.with_name(out.name + ".certificates.jsonl").read_text(encoding="utf-8")
    assert sum('"error"' in line for line in checkpoint.splitlines()) == 1
    args = _parser().parse_args([*base, "--resume"])
    assert args.func(args) == 0 and len(patched_guard) == 2  # resumed: nothing re-certified
    assert out.with_name(out.name + ".certificates.jsonl").read_text(encoding="utf-8") == checkpoint


def test_json_safe_replaces_nan_and_numpy_values() -> None:
    import numpy as np

    from warrantguard.audit._validate import json_safe

    data = {"a": float("nan"), "b": (np.float64(np.inf), np.int64(3)), "c": np.array([1.5, np.nan])}
    assert json_safe(data) == {"a": None, "b": [None, 3], "c": [1.5, None]}


@pytest.mark.parametrize(("model", "explicit", "env", "expected"), [
    ("local/smollm2", None, None, "lexical"),
    ("gpt-4o-mini", None, None, "default"),
    ("local/smollm2", "gpt-4o-mini", None, "gpt-4o-mini"),
    ("local/smollm2", None, "gpt-4o", "gpt-4o"),
])
def test_validate_chooses_generator_like_check(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, model: str, explicit: str | None,
    env: str | None, expected: str,
) -> None:
    seen: list[dict[str, Any]] = []

    def factory(**kwargs: Any) -> Any:
        seen.append(kwargs)
        raise SystemExit(0)  # stop before certifying anything

    monkeypatch.setattr(warrantguard, "Guard", factory)
    if env is None:
        monkeypatch.delenv("WARRANTGUARD_GENERATOR", raising=False)
    else:
        monkeypatch.setenv("WARRANTGUARD_GENERATOR", env)
    argv = ["validate", str(tmp_path / "kg.csv"), "--model", model]
    args = _parser().parse_args(argv + (["--generator", explicit] if explicit else []))
    with pytest.raises(SystemExit):
        args.func(args)
    assert seen == [{"model": model, "generator": expected}]


@pytest.mark.postgres
async def test_audit_command_on_postgres_url_with_coherence(
    tmp_path: Path, pg_url: str, certificate_factory: Any, capsys: pytest.CaptureFixture[str]
) -> None:
    from warrantguard.audit import elicit_coherence, open_record_store
    from warrantguard.cli import main

    store = open_record_store(pg_url)
    _record_simulated(store, warrantguard.audit.logit_agent(40, seed=3), certificate_factory)
    guard = warrantguard.Guard(model=testing.ScriptedModel("tea"), generator="lexical",
                               record_store=store, answer_retries=0)
    for meal in ("breakfast", "lunch", "dinner"):
        await elicit_coherence(guard, f"Which is better for {meal}, tea or coffee?",
                               subcontexts=["at home", "away from home"])
    store.close()
    out = tmp_path / "report.html"
    code = main(["audit", "--store", pg_url, "--out", str(out), "--permutations", "19",
                 "--model", "scripted"])
    assert code == 0, capsys.readouterr().err
    page = out.read_text(encoding="utf-8")
    assert "scripted" in page and "cross-framing stability, valence-inverted" in page
    assert "scripted: coherence" in capsys.readouterr().out
    bad = main(["audit", "--store", "postgresql://postgres@127.0.0.1:1/none", "--out", str(out)])
    assert bad == 2 and "error" in capsys.readouterr().err


def _record_simulated(store: Any, sim: Any, certificate_factory: Any) -> None:
    """Record a simulated agent's certificates (warrant from its belief) and their outcomes."""
    for i in range(len(sim)):
        cert = certificate_factory(int(min(3, sim.belief[i] // 25)), belief=float(sim.belief[i]),
                                   recommend_a=bool(sim.action[i]))
        store.record(cert, question_id=f"q{i}")
        store.record_outcome(cert.id, int(sim.outcome[i]))
