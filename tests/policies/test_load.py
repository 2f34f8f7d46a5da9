"""Loading policies from YAML, TOML, JSON and Python, and load-time errors."""

from __future__ import annotations

import re
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


# ---- the loader raises nothing but PolicyError, with the file and the line -----------------

def _refused(tmp_path: Path, content: str | bytes, name: str = "p.yaml") -> PolicyError:
    path = tmp_path / name
    path.write_bytes(content if isinstance(content, bytes) else content.encode())
    with pytest.raises(PolicyError) as info:
        load_policy(path)
    assert str(path) in str(info.value)
    return info.value


@pytest.mark.parametrize(("name", "content", "what"), [pytest.param(*case, id=case[0]) for case in [
    ("deep.yaml", "levels: " + "[" * 20_000 + "]" * 20_000 + "\n", "nested more than"),
    ("deep-map.yaml", "".join(f"{' ' * i}k{i}:\n" for i in range(200)) + " " * 200 + "x: 1\n", "nested more than"),
    ("deep.json", "[" * 100_000 + "]" * 100_000, "nested"),
    ("deep-map.json", '{"a":' * 100 + "1" + "}" * 100, "nested more than"),
    ("deep.toml", "a = " + "[" * 5_000 + "]" * 5_000 + "\n", "not valid TOML"),
    ("big-int.json", '{"levels": {"high": {"rank": ' + "1" * 5_000 + "}}}", "not valid JSON"),
    ("bad-date.toml", "default = 2001-13-45\n", "not valid TOML"),
]])
def test_deep_or_odd_documents_are_refused(tmp_path: Path, name: str, content: str, what: str) -> None:
    assert what in str(_refused(tmp_path, content, name))


def test_non_utf8_file_names_the_line(tmp_path: Path) -> None:
    err = _refused(tmp_path, b"default: medium\nlevels:\n  high: {description: caf\xe9}\n")
    assert "not UTF-8" in str(err) and err.line == 3


@pytest.mark.parametrize("text", ["default: !!timestamp nonsense\n", "default: 2001-02-30\n",
                                  "levels:\n  high: {description: 2001-12-14 21:59:43.10 Z}\n"])
def test_timestamps_are_read_as_text(tmp_path: Path, text: str) -> None:
    try:
        policy = parse_policy(text)
    except PolicyError as err:
        assert "unknown stakes level" in str(err)  # a date is just an unknown level name
    else:
        assert policy.level("high").description == "2001-12-14 21:59:43.10 Z"


def test_billion_laughs_is_refused(tmp_path: Path) -> None:
    lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
    lines += [f"a{i}: &a{i} [{', '.join([f'*a{i - 1}'] * 10)}]" for i in range(1, 10)]
    err = _refused(tmp_path, "\n".join(lines) + "\n")
    assert "expands to more than" in str(err) and err.line is not None


def test_recursive_alias_is_refused(tmp_path: Path) -> None:
    assert "recursive alias" in str(_refused(tmp_path, "levels: &x {high: *x}\n"))


def test_aliases_and_merge_keys_within_the_limit_work() -> None:
    policy = parse_policy(
        "levels:\n"
        "  high: &strict {min_warrant: strong, below: review}\n"
        "  critical:\n    <<: *strict\n    below: block\n"
    )
    assert policy.level("critical").min_warrant is Warrant.STRONG and policy.level("critical").below == "block"


def test_huge_file_is_refused_before_parsing(tmp_path: Path) -> None:
    from warrantguard.policies._load import MAX_BYTES

    err = _refused(tmp_path, "# " + "x" * MAX_BYTES + "\n")
    assert "larger than" in str(err)
    with pytest.raises(PolicyError, match="larger than"):
        parse_policy("#" * (MAX_BYTES + 1))


def test_duplicate_keys_are_refused_with_their_line(tmp_path: Path) -> None:
    err = _refused(tmp_path, "default: critical\nrules: []\ndefault: low\n")
    assert "duplicate key 'default'" in str(err) and err.line == 3


def test_unknown_key_is_named_with_the_closest_known_one_and_its_line(tmp_path: Path) -> None:
    err = _refused(tmp_path, "levels:\n  high:\n    min_warrent: strong\n")
    assert err.problems == [("levels.high.min_warrent",
                             "unknown field 'min_warrent'; did you mean 'min_warrant'? (line 3)")]
    assert err.line == 3
    top = _refused(tmp_path, "defualt: low\n")
    assert "did you mean 'default'?" in str(top)
    rule = _refused(tmp_path, "rules:\n  - {name: a, stakes: high, keywordz: [x]}\n")
    assert "did you mean 'keyword'?" in str(rule) or "did you mean 'keywords'?" in str(rule)
    budget = _refused(tmp_path, "levels:\n  low:\n    certificate: {max_call: 3}\n")
    assert "did you mean 'max_calls'?" in str(budget) and budget.line == 3
    far = _refused(tmp_path, "zzz: 1\n")
    assert "known fields:" in str(far) and "rules" in str(far)


def test_validation_errors_carry_the_line(tmp_path: Path) -> None:
    err = _refused(tmp_path, "default: medium\nlevels:\n  high:\n    below: explode\n")
    assert err.line == 4 and "(line 4)" in str(err)
    order = _refused(tmp_path, "levels:\n  critical: {below: annotate}\n")
    assert order.line == 2
    rules = "rules:\n  - {name: a, stakes: low, routes: [x]}\n  - {name: b, stakes: nope, routes: [y]}\n"
    rule = _refused(tmp_path, rules)
    assert rule.line == 3


@pytest.mark.parametrize("text", [
    "rules: 5\n", "levels: [1, 2]\n", "levels:\n  high: 5\n", "levels:\n  high: {certificate: [1]}\n",
    "levels:\n  1: {rank: 5}\n", "? [a, b]\n: 1\n", "default: !!python/object:os.system x\n",
    "rules:\n  - {name: a, stakes: high, tags: {1: [x]}}\n", "~: 1\n", "levels: {high: {rank: .nan}}\n",
    "levels: {high: {certificate: {max_cost: .nan}}}\n", "\x00\n", "default: [\n", "version: 2\n",
])
def test_wrong_types_and_odd_values_are_policy_errors(text: str) -> None:
    with pytest.raises(PolicyError):
        parse_policy(text)


def test_odd_sources_are_policy_errors(tmp_path: Path) -> None:
    with pytest.raises(PolicyError, match="expected a file path"):
        load_policy(5)  # type: ignore[arg-type]
    with pytest.raises(PolicyError, match="cannot read"):
        load_policy("bad\x00name.yaml")
    with pytest.raises(PolicyError, match="cannot read"):
        load_policy(tmp_path / "dir.yaml" if (tmp_path / "dir.yaml").mkdir() is None else "")
    with pytest.raises(PolicyError, match="not UTF-8"):
        parse_policy(b"default: \xff\n")
    with pytest.raises(PolicyError, match="expected text"):
        parse_policy(None)  # type: ignore[arg-type]
    assert parse_policy(b"\xef\xbb\xbfdefault: low\n").default == "low"  # a UTF-8 byte-order mark is fine
    assert parse_policy("default = 'low'\n", "TOML").default == "low"


def test_the_example_policy_loads_and_documents_every_field() -> None:
    example = Path(__file__).resolve().parents[2] / "examples" / "policy.yaml"
    policy = load_policy(example)
    text = example.read_text(encoding="utf-8")
    from warrantguard.policies import CertificateBudget, StakesLevel, StakesRule

    for model in (StakesPolicy, StakesLevel, CertificateBudget, StakesRule):
        for field in model.model_fields:
            assert re.search(rf"^\s*#.*\b{field}\b", text, re.M), f"{model.__name__}.{field} is not explained"
    assert policy.rules and policy.level("high").certificate.max_calls is not None


def test_many_problems_are_summarised() -> None:
    rules = "".join(f"  - {{name: r{i}, stakes: nope, routes: [x]}}\n" for i in range(50))
    with pytest.raises(PolicyError) as info:
        parse_policy("rules:\n" + rules)
    assert len(info.value.problems) >= 1 and len(str(info.value)) < 5_000
    many = PolicyError("p.yaml", [(f"f{i}", "bad") for i in range(30)])
    assert "and 10 more problems" in str(many) and len(many.problems) == 30
