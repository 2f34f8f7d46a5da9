"""End to end on the embedded SmolLM2-135M model: a real certificate from a real model."""

from __future__ import annotations

import pytest

from warrantguard import Guard, TierStatus, Warrant

pytestmark = pytest.mark.local_model

Q = "Which is safer to travel by, motorcycle or train?"


def test_full_certificate_on_the_local_model():
    guard = Guard("local/smollm2", generator="lexical", exhaustive=True, seed=7,
                  t0_samples=3, t1_paraphrases=1, t2_probes=2, t3_probes=2)
    result = guard.check(Q)
    cert = result.certificate
    assert cert.formed and cert.recommendation in ("motorcycle", "train")
    assert cert.warrant in tuple(Warrant) and cert.complete
    assert all(t.status in (TierStatus.PASSED, TierStatus.FAILED, TierStatus.SKIPPED) for t in cert.tiers)
    assert not any(t.status is TierStatus.UNASSESSED for t in cert.tiers)
    results = [r for t in cert.tiers for r in t.results]
    assert len(results) == 3 + 4 + 2 + 2
    assert all(r.valid and r.attempts == 1 for r in results)  # constrained answers always parse
    assert cert.confidence is not None and 0 <= cert.confidence <= 100
    assert cert.belief is not None and cert.belief_action_consistent is not None
    # reference, 4 + 2 + 2 probes, confidence, belief (T0 costs no call when drawn from the probabilities)
    assert cert.usage.calls >= 1 + 4 + 2 + 2 + 2 and cert.usage.tokens > 0
