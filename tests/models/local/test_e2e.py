"""End to end on the embedded SmolLM2-135M model: a real certificate from a real model."""

from __future__ import annotations

import pytest

from warrantguard import Guard, TierStatus, Warrant

pytestmark = pytest.mark.local_model

Q = "Which is safer to travel by, motorcycle or train?"


# The fewest model calls that still take every step on the real model: the reference, T1's three
# structural probes (no paraphrase), one T2 and one T3 probe (exhaustive: every tier runs whatever
# T1 says), the confidence and the belief; T0's samples are drawn from the option probabilities
# (no call). 8 calls where 11 were made before. Measured at load 12-14 on 2 cores: 460 s with
# llama.cpp's OpenMP threads spinning, 30-70 s with them asleep while they wait (tests/conftest.py
# sets OMP_WAIT_POLICY=PASSIVE). Its own timeout is generous all the same.
@pytest.mark.timeout(900)
def test_full_certificate_on_the_local_model():
    guard = Guard("local/smollm2", generator="lexical", exhaustive=True, seed=7, answer_max_tokens=16,
                  t0_samples=3, t1_paraphrases=0, t2_probes=1, t3_probes=1)
    result = guard.check(Q)
    cert = result.certificate
    assert cert.formed and cert.recommendation in ("motorcycle", "train")
    assert cert.warrant in tuple(Warrant) and cert.complete
    assert all(t.status in (TierStatus.PASSED, TierStatus.FAILED, TierStatus.SKIPPED) for t in cert.tiers)
    assert not any(t.status is TierStatus.UNASSESSED for t in cert.tiers)
    results = [r for t in cert.tiers for r in t.results]
    assert [len(t.results) for t in cert.tiers] == [3, 3, 1, 1]
    assert all(r.valid and r.attempts == 1 for r in results)  # constrained answers always parse
    assert cert.confidence is not None and 0 <= cert.confidence <= 100
    assert cert.belief is not None and cert.belief_action_consistent is not None
    # reference, 3 + 1 + 1 probes, confidence, belief (T0 costs no call when drawn from the probabilities)
    assert cert.usage.calls >= 1 + 3 + 1 + 1 + 2 and cert.usage.tokens > 0
