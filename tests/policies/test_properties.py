"""Hypothesis: decisions are monotone in warrant (fixed stakes) and in stakes (fixed warrant);
the loader turns any document into a policy or a PolicyError, never another exception."""

from __future__ import annotations

import contextlib
from typing import Any

from _certs import make_cert
from hypothesis import given, settings
from hypothesis import strategies as st

from warrantguard.guard import CallPlan, Warrant
from warrantguard.policies import Action, PolicyError, StakesPolicy, load_policy, parse_policy

ACTIONS = ("annotate", "review", "block")


@st.composite
def levels(draw: st.DrawFn) -> dict[str, Any]:
    """A random but consistently ordered set of levels (each no looser than the last)."""
    n = draw(st.integers(1, 5))
    out: dict[str, Any] = {}
    state = {"w": 0, "below": 0, "inc": 0, "mm": False, "oc": False, "thr": 100, "to": 0}
    for i in range(n):
        state["w"] = draw(st.integers(state["w"], 3))
        state["below"] = draw(st.integers(state["below"], 2))
        state["inc"] = draw(st.integers(state["inc"], 2))
        state["mm"] = state["mm"] or draw(st.booleans())
        state["oc"] = state["oc"] or draw(st.booleans())
        state["thr"] = draw(st.integers(0, state["thr"]))
        state["to"] = draw(st.integers(state["to"], 2))
        out[f"l{i}"] = {
            "rank": i, "min_warrant": state["w"], "below": ACTIONS[state["below"]],
            "incomplete": "fail_open" if state["inc"] == 0 else "fail_closed",
            "fail_closed_action": ("review", "block")[max(state["inc"] - 1, 0)],
            "mismatch_forces_review": state["mm"], "overconfidence_forces_review": state["oc"],
            "overconfidence_threshold": state["thr"],
            "review_timeout": ACTIONS[state["to"]],
        }
    return out


policies = st.one_of(
    st.just(StakesPolicy()),
    levels().map(lambda lv: StakesPolicy(extend_defaults=False, default="l0", levels=lv)),
)
cert_fields = st.fixed_dictionaries({
    "complete": st.booleans(),
    "confidence": st.one_of(st.none(), st.integers(0, 100)),
    "consistent": st.one_of(st.none(), st.booleans()),
})


def severity(policy: StakesPolicy, stakes: str, warrant: Warrant, fields: dict[str, Any]) -> int:
    """The severity of the action ``policy`` decides."""
    decision = policy.decide(make_cert(warrant, **fields), CallPlan(stakes, "explicit"))
    return Action(decision.action).severity


@settings(max_examples=150, deadline=None)
@given(policy=policies, fields=cert_fields, data=st.data())
def test_higher_warrant_never_gets_a_stricter_action(
    policy: StakesPolicy, fields: dict[str, Any], data: st.DataObject
) -> None:
    stakes = data.draw(st.sampled_from(policy.ordered_names()))
    actions = [severity(policy, stakes, w, fields) for w in Warrant]
    assert actions == sorted(actions, reverse=True), actions


@settings(max_examples=150, deadline=None)
@given(policy=policies, fields=cert_fields, warrant=st.sampled_from(list(Warrant)))
def test_higher_stakes_never_get_a_looser_action(
    policy: StakesPolicy, fields: dict[str, Any], warrant: Warrant
) -> None:
    actions = [severity(policy, s, warrant, fields) for s in policy.ordered_names()]
    assert actions == sorted(actions), actions


@settings(max_examples=60, deadline=None)
@given(policy=policies)
def test_review_timeout_is_monotone_in_stakes(policy: StakesPolicy) -> None:
    names = policy.ordered_names()
    sev = [policy.level(n).timeout_action.severity for n in names]
    assert sev == sorted(sev)


# ---- the loader: whatever the document, a StakesPolicy or a PolicyError ---------------------

BASE_YAML = """\
default: medium
caller_may_lower: false
levels:
  high: &strict {min_warrant: strong, certificate: {t2_probes: 8, max_cost: 0.5}}
  regulated:
    <<: *strict
    rank: 50
    below: block
    incomplete: fail_closed
    fail_closed_action: block
rules:
  - {name: payments, stakes: regulated, routes: ["payments.*"]}
  - name: medical
    stakes: high
    tags: {domain: medical}
    keywords: [dosage, "drug interaction"]
"""
BASE_TOML = """\
default = "medium"

[levels.high]
min_warrant = "strong"

[levels.high.certificate]
t2_probes = 8

[[rules]]
name = "gpt"
stakes = "high"
models = ["openai/*"]
"""
BASE = {"yaml": BASE_YAML, "toml": BASE_TOML, "json": StakesPolicy().model_dump_json(indent=1)}
TOKENS = ["[", "]", "{", "}", ":", ": ", "- ", "&a ", "*a", "<<: *a", "!!timestamp ", "!!python/name:os.system ",
          "\n", "\n  ", "\t", "#", "'", '"', ",", "?", "|", ">", "%YAML 1.1\n", "---\n", "~", "null", "2001-02-30",
          "2001-12-14 21:59:43.10 Z", "\\u0000", "\x00", "\ufeff", "é", "1e999", "9" * 40, "-1", ".nan", "true",
          "rank", "levels", "rules", "certificate", "max_calls", "min_warrant", "stakes", "=", "[[", "]]", "\"\"\"",
          "[" * 3000, "{a: " * 2000, "!!timestamp x", "!!timestamp 2001-1-1T", "&b [*a, *a, *a, *a, *a, *a, *a, *a]",
          "&a [*a]", "? [x]\n: y\n"]
FIELDS = ["version", "default", "extend_defaults", "caller_may_lower", "levels", "rules", "rank", "min_warrant",
          "below", "certificate", "incomplete", "fail_closed_action", "review_timeout", "name", "stakes",
          "routes", "keywords", "tags", "max_calls", "deadline", "t0_samples", "strategy", "high", "low"]


def parsed(text: str | bytes, fmt: str) -> object:
    """The policy, or the PolicyError; any other exception fails the property."""
    try:
        return parse_policy(text, fmt, source="fuzzed.policy")
    except PolicyError as err:
        assert "fuzzed.policy" in str(err)
        return err


@st.composite
def mutated(draw: st.DrawFn) -> tuple[str, str]:
    """A valid document with a few random insertions, deletions and duplications."""
    fmt = draw(st.sampled_from(sorted(BASE)))
    text = BASE[fmt]
    for _ in range(draw(st.integers(1, 6))):
        i = draw(st.integers(0, len(text)))
        j = draw(st.integers(i, min(len(text), i + 40)))
        op = draw(st.sampled_from(["insert", "delete", "duplicate"]))
        if op == "insert":
            text = text[:i] + draw(st.sampled_from(TOKENS)) + text[i:]
        elif op == "delete":
            text = text[:i] + text[j:]
        else:
            text = text[:j] + text[i:j] + text[j:]
    return text, fmt


keys = st.one_of(st.sampled_from(FIELDS), st.text(max_size=6))
values = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(-(10**30), 10**30), st.floats(), st.text(max_size=12),
              st.sampled_from(["strong", "block", "fail_closed", "low", "critical", "x*"]), st.datetimes()),
    lambda inner: st.one_of(st.lists(inner, max_size=4),
                            st.dictionaries(keys, inner, max_size=4)),
    max_leaves=20,
)
documents = st.one_of(
    st.dictionaries(st.sampled_from(FIELDS), values, max_size=5),
    values.map(lambda v: {"levels": {"high": v}}),
    values.map(lambda v: {"levels": {"high": {"certificate": v}}}),
    values.map(lambda v: {"rules": [v]}),
)


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=200), st.sampled_from(["yaml", "toml", "json"]))
def test_any_text_gives_a_policy_or_a_policy_error(text: str, fmt: str) -> None:
    parsed(text, fmt)


@settings(max_examples=300, deadline=None)
@given(mutated())
def test_mutated_documents_give_a_policy_or_a_policy_error(case: tuple[str, str]) -> None:
    parsed(*case)


@settings(max_examples=200, deadline=None)
@given(documents)
def test_random_structures_give_a_policy_or_a_policy_error(data: dict[str, Any]) -> None:
    import json

    import yaml

    parsed(yaml.safe_dump(data, allow_unicode=True), "yaml")
    parsed(json.dumps(data, default=str), "json")
    with contextlib.suppress(PolicyError):
        load_policy(data)


@settings(max_examples=150, deadline=None)
@given(st.binary(max_size=200), st.sampled_from(["yaml", "toml", "json"]))
def test_any_bytes_give_a_policy_or_a_policy_error(data: bytes, fmt: str) -> None:
    parsed(data, fmt)
