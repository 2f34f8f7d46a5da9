"""Hypothesis: decisions are monotone in warrant (fixed stakes) and in stakes (fixed warrant)."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from warrantguard.guard import CallPlan, Warrant
from warrantguard.policies import Action, StakesPolicy

from ._certs import make_cert

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
