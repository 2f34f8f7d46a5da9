"""The hierarchical rule and the scores, including hypothesis properties."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from warrantguard.guard import TIER_NAMES, TierOutcome, TierStatus, Warrant, classify
from warrantguard.guard.engine._certificate import scores


def tier(k, status, n=8, v=0):
    return TierOutcome(tier=k, name=TIER_NAMES[k], planned=n, probes=n, violations=v, status=status)


P, F, U = TierStatus.PASSED, TierStatus.FAILED, TierStatus.UNASSESSED


def test_rule_table():
    assert classify([tier(0, P), tier(1, P), tier(2, P), tier(3, P)])[0] is Warrant.STRONG
    assert classify([tier(0, P), tier(1, P), tier(2, P), tier(3, F, v=1)])[0] is Warrant.BASIC
    assert classify([tier(0, P), tier(1, P), tier(2, F, v=2), tier(3, P)])[0] is Warrant.CONDITIONAL
    assert classify([tier(0, P), tier(1, F, v=1), tier(2, P), tier(3, P)])[0] is Warrant.NONE
    assert classify([tier(0, F, v=1), tier(1, P), tier(2, P), tier(3, P)])[0] is Warrant.NONE


def test_unassessed_caps_and_is_incomplete():
    warrant, complete, rule = classify([tier(0, P), tier(1, P), tier(2, U, n=0), tier(3, P)])
    assert warrant is Warrant.CONDITIONAL and not complete and "could not be assessed" in rule
    # the first tier that does not pass fixes the category: an unassessed T0 caps it, incomplete,
    # whatever T1 shows (T1 is not needed, so it is never counted)
    warrant, complete, rule = classify([tier(0, U), tier(1, F, v=1), tier(2, U), tier(3, U)])
    assert warrant is Warrant.NONE and not complete and rule.startswith("T0")


def test_scores():
    lex, pooled = scores([tier(0, P, n=10), tier(1, P, n=6), tier(2, F, n=8, v=2), tier(3, P, n=8)])
    assert lex == 2 + (1 - 2 / 8)
    assert pooled == 1 - 2 / 32


@st.composite
def profiles(draw):
    out = []
    for k in range(4):
        status = draw(st.sampled_from([P, F, U]))
        n = draw(st.integers(1, 10))
        v = draw(st.integers(1, n)) if status is F else 0
        out.append(tier(k, status, n=n, v=v))
    return out


@given(profiles(), st.integers(0, 3))
def test_adding_a_violation_never_raises_the_category(profile, k):
    before, _, _ = classify(profile)
    t = profile[k]
    n = max(t.probes, t.violations + 1)
    worse = [*profile]
    worse[k] = tier(k, F, n=n, v=t.violations + 1)
    after, _, _ = classify(worse)
    assert after <= before


@given(profiles())
def test_lexicographic_score_orders_like_the_category(profile):
    warrant, complete, _ = classify(profile)
    lex, _ = scores(profile)
    if complete and warrant is Warrant.STRONG:
        assert lex == 4.0
    assert lex <= 4.0
