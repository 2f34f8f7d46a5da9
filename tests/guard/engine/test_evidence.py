"""The rule object driven directly (no asyncio): every profile, and hypothesis properties."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from warrantguard.guard import ProbeResult, TierStatus, Warrant, classify
from warrantguard.guard.engine._evidence import CATEGORY_IF_FAILED, Evidence
from warrantguard.guard.engine._schedule import Plan, Work, next_step

REF, OTHER = "train", "motorcycle"


def result(tier: int, answer: str | None) -> ProbeResult:
    return ProbeResult(tier=tier, kind="user", prompt="p", answer=answer, mapped_answer=answer,
                       valid=answer is not None)


def evidence(profile: dict[int, list[str | None]], planned: dict[int, int] | None = None) -> Evidence:
    """``profile`` maps tier -> answers per slot (None: invalid); ``planned`` may exceed the answers."""
    ev = Evidence(min_valid_fraction=0.5)
    ev.reference = REF
    for k, answers in profile.items():
        ev.plan(k, (planned or {}).get(k, len(answers)))
        for slot, a in enumerate(answers):
            ev.record(k, slot, result(k, a))
    return ev


def test_pending_tiers_give_no_verdict():
    ev = evidence({0: [REF] * 10, 1: [REF] * 3}, planned={1: 7})
    assert ev.verdict() is None and ev.status(1) is None and ev.needed() == (0, 1, 2, 3)


def test_the_first_tier_not_passing_fixes_the_category_and_tiers_above_are_skipped():
    ev = evidence({0: [REF] * 10, 1: [REF] * 7, 2: [REF, OTHER] + [REF] * 6, 3: [OTHER] * 8})
    v = ev.verdict()
    assert v is not None and v.warrant is Warrant.CONDITIONAL and v.complete and v.fixing == 2
    out = ev.outcomes(v)
    assert [t.status for t in out] == [TierStatus.PASSED, TierStatus.PASSED, TierStatus.FAILED, TierStatus.SKIPPED]
    assert (out[2].probes, out[2].violations) == (8, 1)


def test_a_failed_tier_above_does_not_decide_while_a_lower_tier_is_pending():
    ev = evidence({0: [REF] * 4, 1: [OTHER] * 7}, planned={0: 10})
    assert ev.verdict() is None and ev.needed() == (0, 1)  # T2, T3 no longer needed
    for slot in range(4, 10):
        ev.record(0, slot, result(0, OTHER if slot == 9 else REF))
    v = ev.verdict()
    assert v is not None and v.fixing == 0 and [t.status for t in ev.outcomes(v)][1] is TierStatus.SKIPPED


def test_unassessed_caps_and_marks_incomplete():
    ev = evidence({0: [REF] * 10, 1: [REF] * 7, 2: [None] * 6 + [REF] * 2})
    v = ev.verdict()
    assert v is not None and v.warrant is Warrant.CONDITIONAL and not v.complete and "only 2 valid" in v.rule


def test_slots_outside_the_plan_or_twice_are_refused():
    ev = evidence({0: [REF] * 10})
    assert not ev.record(0, 10, result(0, REF)) and not ev.record(0, 3, result(0, OTHER))
    assert not ev.record(1, 0, result(1, REF))  # T1 not planned yet
    assert len(ev.tiers[0].results) == 10


def test_not_run_slots_leave_the_tier_unassessed_with_the_reason():
    ev = evidence({0: [REF] * 6}, planned={0: 10})
    for slot in range(6, 10):
        ev.record_not_run(0, slot, "call budget exhausted")
    status = ev.status(0)
    assert status is not None and status[0] is TierStatus.UNASSESSED and "4 of 10 probes not run" in str(status[1])


answers = st.sampled_from([REF, OTHER, None])


@st.composite
def profiles(draw):
    out, planned = {}, {}
    for k in range(4):
        n = draw(st.integers(0, 8))
        got = draw(st.lists(answers, min_size=0, max_size=n))
        out[k], planned[k] = got, n
    return out, planned


@settings(max_examples=300, deadline=None)
@given(profiles())
def test_properties_of_every_profile(data):
    profile, planned = data
    ev = evidence(profile, planned)
    for k in range(4):  # n_k ≤ planned, whatever was recorded
        assert len(ev.tiers[k].results) <= planned[k]
    v = ev.verdict()
    if v is None:
        assert any(not ev.tiers[k].resolved for k in range(4))
        return
    out = ev.outcomes(v)
    assert classify(out)[:2] == (v.warrant, v.complete)
    for t in out:
        assert t.probes <= t.planned
        if v.fixing is not None and t.tier > v.fixing:
            assert t.status is TierStatus.SKIPPED
        if t.status is TierStatus.UNASSESSED:
            assert not v.complete and v.warrant <= CATEGORY_IF_FAILED[t.tier]
    if v.warrant is Warrant.STRONG:
        assert all(t.status is TierStatus.PASSED for t in out)


@settings(max_examples=300, deadline=None)
@given(profiles(), st.integers(0, 3), st.integers(0, 7))
def test_adding_a_violation_never_raises_the_category(data, k, slot):
    profile, planned = data
    full = {t: [*a, *[REF] * (planned[t] - len(a))] for t, a in profile.items()}  # every tier resolved
    before = evidence(full, planned).verdict()
    if not full[k]:
        return
    worse = {**full, k: [*full[k]]}
    worse[k][slot % len(worse[k])] = OTHER
    after = evidence(worse, planned).verdict()
    assert before is not None and after is not None and after.warrant <= before.warrant


@pytest.mark.parametrize("strategy", ["fast", "frugal"])
def test_the_schedule_is_a_pure_function_of_the_evidence(strategy):
    ev = Evidence()
    ev.plan(0, 3)
    plan = Plan(strategy=strategy, side=())
    step = next_step(ev, plan, (), ())
    assert Work("reference") in step.start and not step.done
    expected_tiers = {0, 1, 2, 3} if strategy == "fast" else {0}
    assert {w.tier for w in step.start if w.kind != "reference"} == expected_tiers
    assert next_step(ev, plan, (), ()) == step  # same evidence, same step
    ev.reference = REF
    for slot in range(3):
        ev.record(0, slot, result(0, OTHER))  # T0 fails: everything above is cancelled
    running = {Work("generate", 1), Work("generate", 2)} if strategy == "fast" else set()
    step = next_step(ev, plan, running, {Work("reference")})
    assert step.done and set(step.cancel) == running
