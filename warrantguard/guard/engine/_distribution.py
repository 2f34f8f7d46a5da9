"""Option probabilities: T0 drawn from the focal distribution, and the graded view of a certificate.

With a model that exposes the two options' probabilities, the temperature-0 reference
is the argmax and T0's temperature-1 samples can be drawn exactly from the focal
prompt's distribution (seeded, so the same probabilities give the same certificate).
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Sequence

from warrantguard.guard.engine._certificate import TierOutcome, TierStatus, Warrant
from warrantguard.guard.engine._evidence import classify
from warrantguard.guard.question import PairwiseQuestion

__all__ = ["draw_samples", "focal_a_probability", "t0_pass_probability", "warrant_change_probability"]


def _seed(question: PairwiseQuestion, seed: int | None) -> int:
    if seed is not None:
        return seed
    digest = hashlib.sha256("\0".join((question.prompt, *question.options)).encode()).digest()
    return int.from_bytes(digest[:8], "big")


def draw_samples(question: PairwiseQuestion, p_a: float, n: int, seed: int | None) -> list[str]:
    """``n`` draws of option A (probability ``p_a``) or B, seeded by ``seed`` or the question."""
    rng = random.Random(_seed(question, seed))
    return [question.option_a if rng.random() < p_a else question.option_b for _ in range(n)]


def focal_a_probability(question: PairwiseQuestion, named: dict[str, float], inverted: bool) -> float | None:
    """P(option A) in the focal framing, from the probabilities of the options as named in a probe."""
    p_a = named.get(question.option_a)
    if p_a is None:
        return None
    return 1.0 - p_a if inverted else p_a


def t0_pass_probability(p_reference: float, n: int) -> float:
    """A fresh T0 run of ``n`` samples passes when every sample names the recommendation."""
    return p_reference**n


def warrant_change_probability(tiers: Sequence[TierOutcome], warrant: Warrant, p_pass: float) -> float | None:
    """The probability that re-running T0 (alone) changes the warrant; ``None`` when the tiers it
    would then depend on were not run."""
    t0 = tiers[0]
    if t0.status is TierStatus.PASSED:
        return 0.0 if warrant is Warrant.NONE else 1.0 - p_pass
    if t0.status is not TierStatus.FAILED:
        return None
    rest = list(tiers[1:])
    if any(t.status is TierStatus.SKIPPED and not t.results for t in rest):
        return None  # what T1–T3 would say was not observed
    passed = [t0.model_copy(update={"status": TierStatus.PASSED}),
              *(t.model_copy(update={"status": _observed(t)}) for t in rest)]
    return p_pass if classify(passed)[0] is not Warrant.NONE else 0.0


def _observed(t: TierOutcome) -> TierStatus:
    if t.status is not TierStatus.SKIPPED:
        return t.status
    return TierStatus.FAILED if t.violations else TierStatus.PASSED if t.probes else TierStatus.UNASSESSED
