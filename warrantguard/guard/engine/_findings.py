"""The driver's state, and what a finished run found: the one value the report reads.

:class:`RunState` is what the driver writes while a certificate runs (the answers elicited
besides the probes, notes, the failure that ends it). When the schedule is done, the driver
freezes it, with the evidence and the session's usage, into :class:`Findings`; the report
(:func:`~warrantguard.guard.engine._report.build_certificate`) reads only that value, never
the driver.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from warrantguard.guard._errors import ProviderError, WarrantguardError
from warrantguard.guard._settings import CertificateSettings
from warrantguard.guard.engine._certificate import TierOutcome, Usage
from warrantguard.guard.engine._elicit import Answer, Distribution
from warrantguard.guard.engine._evidence import TIERS, Evidence, Verdict
from warrantguard.guard.question import PairwiseQuestion

__all__ = ["Findings", "RunState"]


@dataclass
class RunState:
    """What the driver writes while a certificate runs (besides the evidence)."""

    reference: Answer | None = None  # the recommendation as answered (or the caller's, mapped)
    confidence: Answer | None = None
    belief: Answer | None = None
    failure: WarrantguardError | None = None  # ends the run: raised instead of a certificate
    notes: list[str] = field(default_factory=list)
    distribution: Distribution | None = None  # the focal prompt's option probabilities
    t0_method: str = "sample"  # or "distribution": T0 drawn from ``distribution``
    answered: int = 0  # focal calls that returned (a run where none did is a provider failure)
    last_error: ProviderError | None = None


@dataclass(frozen=True)
class Findings:
    """A finished run: the question, the settings, what it cost and what the evidence says.

    ``verdict`` is ``None`` when the evidence fixed no category (then ``reference_failed``
    may say why); ``outcomes`` are every tier's outcomes under the verdict; ``tier_notes``
    each tier's notes; ``nominal`` the probes each tier would plan before generation.
    """

    id: str
    model: str
    question: PairwiseQuestion
    settings: CertificateSettings
    usage: Usage
    notes: tuple[str, ...]
    reference: str | None
    reference_failed: str | None
    verdict: Verdict | None
    outcomes: tuple[TierOutcome, ...]
    tier_notes: Mapping[int, tuple[str, ...]]
    nominal: Mapping[int, int]
    answer: str | None  # the reference answer as written
    confidence: int | None
    belief: int | None
    t0_method: str
    distribution: Mapping[str, float] | None

    @classmethod
    def of(cls, *, id: str, model: str, question: PairwiseQuestion, settings: CertificateSettings,
           usage: Usage, state: RunState, evidence: Evidence, nominal: Mapping[int, int]) -> Findings:
        """Freeze a finished run (the driver writes nothing after this)."""
        verdict = evidence.verdict()
        return cls(
            id=id, model=model, question=question, settings=settings, usage=usage, notes=tuple(state.notes),
            reference=evidence.reference, reference_failed=evidence.reference_failed, verdict=verdict,
            outcomes=tuple(evidence.outcomes(verdict)) if verdict is not None else (),
            tier_notes=MappingProxyType({k: tuple(evidence.tiers[k].notes) for k in TIERS}),
            nominal=MappingProxyType(dict(nominal)),
            answer=state.reference.raw if state.reference is not None else None,
            confidence=_number(state.confidence), belief=_number(state.belief), t0_method=state.t0_method,
            distribution=MappingProxyType(dict(state.distribution)) if state.distribution else None,
        )


def _number(answer: Answer | None) -> int | None:
    value = answer.value if answer is not None else None
    return value if isinstance(value, int) and not isinstance(value, bool) else None
