"""The audit guide (docs/guides/audit.md): its file formats, model syntax and minimum sizes are the code's."""

from __future__ import annotations

import argparse
import json
import re
from pathlib import Path

import pytest

from warrantguard.audit import AuditSettings, parse_outcome
from warrantguard.audit._validate import read_known_groups
from warrantguard.cli._audit import register_cli

GUIDE = Path(__file__).resolve().parents[2] / "docs" / "guides" / "audit.md"


def _section() -> str:
    return GUIDE.read_text(encoding="utf-8")


def _blocks(lang: str) -> list[str]:
    return re.findall(rf"```{lang}\n(.*?)```", _section(), re.S)


def test_known_groups_columns_are_the_ones_read() -> None:
    table = _section().split("### Known-groups file", 1)[1].split("```", 1)[0]
    documented = set(re.findall(r"^\| `([a-z0-9_]+)`(?:, `([a-z0-9_]+)`)?", table, re.M))
    names = {n for pair in documented for n in pair if n}
    assert names == {"set", "prompt", "option_a", "option_b", "context", "expected",
                     "consensus_n1", "consensus_n2", "question_id"}


def test_csv_examples_parse(tmp_path: Path) -> None:
    outcomes, known = _blocks("csv")
    kg = tmp_path / "kg.csv"
    kg.write_text(known, encoding="utf-8")
    rows = read_known_groups(kg)
    assert sorted(r.expected for r in rows) == [0, 1, 2, 3] and len({r.set for r in rows}) == 1
    assert all(r.options is not None and r.consensus is not None for r in rows)
    values = [line.split(",")[1] for line in outcomes.strip().splitlines()[1:]]
    assert [parse_outcome(v, "tea", "coffee") for v in values] == [1.0, 0.0]


def test_documented_minimum_sizes_are_the_defaults() -> None:
    s, text = AuditSettings(), _section()
    assert (f"| {s.min_sufficiency} certificates with belief, action and outcome, from "
            f"{s.min_items} distinct questions |") in text
    assert f"| {s.min_monotone} certificates with belief and action" in text
    assert f"| {s.min_rows} certificates with a verbalized confidence" in text
    assert f"| {max(5, s.min_rows // 2)} certificates whose question has a consensus" in text


def test_py_model_example_runs_validate(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (code,) = (b for b in _blocks("python") if b.startswith("# mymodels.py"))
    (tmp_path / "mymodels.py").write_text(code, encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    kg = tmp_path / "kg.csv"
    kg.write_text(_blocks("csv")[1], encoding="utf-8")
    command = code.splitlines()[0].split("warrantguard ", 1)[1].split()
    assert command[:2] == ["validate", "kg.csv"]
    parser = argparse.ArgumentParser()
    register_cli(parser.add_subparsers(dest="command", required=True))
    out = tmp_path / "res.json"
    args = parser.parse_args(["validate", str(kg), *command[2:], "--out", str(out),
                              "--permutations", "50"])
    assert args.func(args) == 0
    result = json.loads(out.read_text(encoding="utf-8"))
    assert result["errors"] == {} and result["model"] == "first_in_order"
    assert len(result["known_groups"]["group_means"]) == 4
