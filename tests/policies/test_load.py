"""Loading policies from YAML, TOML, JSON and Python, and load-time errors."""

from __future__ import annotations

from pathlib import Path

import pytest

from warrantguard.guard import ConfigurationError, Warrant
from warrantguard.policies import PolicyError, StakesPolicy, load_policy, parse_policy

YAML = """
default: low
levels:
  high:
    min_warrant: strong
    certificate: {t2_probes: 8, max_cost: 0.5}
  extreme:
    rank: 99
    min_warrant: Strong Warrant
    below: block
    mismatch_forces_review: true
    overconfidence_forces_review: true
    overconfidence_threshold: 50
    incomplete: fail_closed
    fail_closed_action: block
rules:
  - name: payments
    stakes: extreme
    route: "payments.*"
  - name: med
    stakes: high
    tags: {domain: medical}
    keywords: [dosage, drug]
"""

TOML = """
default = "medium"

[levels.low]
min_warrant = "none"

[[rules]]
name = "gpt"
stakes = "high"
models = ["openai/*"]
"""


def test_yaml_file(tmp_path: Path) -> None:
    path = tmp_path / "policy.yaml"
    path.write_text(YAML)
    policy = load_policy(path)
    assert policy.default == "low"
    assert policy.level("high").min_warrant is Warrant.STRONG
    assert policy.level("high").certificate.overrides() == {
        **policy.level("high").certificate.model_dump(exclude_none=True)}
    assert policy.level("high").certificate.t2_probes == 8
    assert policy.ordered_names()[-1] == "extreme"
    assert [r.name for r in policy.rules] == ["payments", "med"]
    assert policy.rules[0].routes == ["payments.*"]


def test_toml_file(tmp_path: Path) -> None:
    path = tmp_path / "policy.toml"
    path.write_text(TOML)
    policy = load_policy(str(path))
    assert policy.level("low").min_warrant is Warrant.NONE
    assert policy.rules[0].models == ["openai/*"]


def test_json_and_python_round_trip(tmp_path: Path) -> None:
    policy = parse_policy(YAML)
    path = tmp_path / "p.json"
    path.write_text(policy.model_dump_json())
    again = load_policy(path)
    assert again == policy
    assert load_policy(policy) is policy
    assert load_policy({"default": "high"}).default == "high"


def test_empty_file_is_the_default_policy(tmp_path: Path) -> None:
    path = tmp_path / "empty.yaml"
    path.write_text("")
    assert load_policy(path) == StakesPolicy()


@pytest.mark.parametrize(
    ("text", "field", "what"),
    [
        ("levels:\n  high:\n    min_warrant: mega\n", "levels.high.min_warrant",
         "invalid warrant 'mega'"),
        ("levels:\n  high:\n    below: explode\n", "levels.high.below", "'explode'"),
        ("default: extreme\n", "default", "unknown stakes level 'extreme'"),
        ("rules:\n  - {name: a, stakes: nope, routes: [x]}\n", "rules[0].stakes", "unknown stakes"),
        ("rules:\n  - {name: a, stakes: low}\n", "rules.0", "at least one of routes"),
        ("levels:\n  new: {min_warrant: basic}\n", "levels.new.rank", "Field required"),
        ("levels:\n  high:\n    certificate: {t0_samples: 0}\n",
         "levels.high.certificate.t0_samples", "greater than or equal to 1"),
        ("levels:\n  high:\n    colour: red\n", "levels.high.colour", "unknown field"),
        ("levels:\n  critical: {below: annotate}\n", "levels.critical.below", "looser action"),
    ],
)
def test_invalid_file_names_file_field_and_problem(
    tmp_path: Path, text: str, field: str, what: str
) -> None:
    path = tmp_path / "bad.yaml"
    path.write_text(text)
    with pytest.raises(PolicyError) as info:
        load_policy(path)
    err = info.value
    assert isinstance(err, ConfigurationError)
    assert str(path) in str(err)
    assert any(f == field and what in msg for f, msg in err.problems), err.problems
    assert f"{field}: " in str(err)


def test_syntax_errors_and_file_types(tmp_path: Path) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text("levels: [unclosed\n")
    with pytest.raises(PolicyError, match=r"bad.yaml: not valid YAML at line \d+"):
        load_policy(bad)
    toml = tmp_path / "bad.toml"
    toml.write_text("default = \n")
    with pytest.raises(PolicyError, match="not valid TOML"):
        load_policy(toml)
    with pytest.raises(PolicyError, match="unknown file type"):
        load_policy(tmp_path / "p.ini")
    with pytest.raises(PolicyError, match="cannot read"):
        load_policy(tmp_path / "missing.yaml")
    top = tmp_path / "list.yaml"
    top.write_text("- 1\n")
    with pytest.raises(PolicyError, match="top level must be a mapping"):
        load_policy(top)


def test_the_documented_example_loads() -> None:
    import textwrap

    example = textwrap.dedent((load_policy.__doc__ or "").split("::", 1)[1])
    policy = parse_policy(example)
    assert policy.ordered_names()[-1] == "regulated"
    assert [r.name for r in policy.rules] == ["payments", "medical"]
