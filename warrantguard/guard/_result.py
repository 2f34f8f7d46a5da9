"""The result of a check: the recommendation, its certificate and the policy's decision."""

from __future__ import annotations

from dataclasses import dataclass

from warrantguard.guard._errors import WarrantBlocked
from warrantguard.guard._oversight import Action, DecisionLike, ReviewOutcome
from warrantguard.guard.engine import Certificate

__all__ = ["CheckResult"]


@dataclass(frozen=True)
class CheckResult:
    """A certified recommendation. ``str(result)`` is the recommendation.

    ``decision`` is the stakes policy's decision (``None`` without a policy);
    ``final_answer`` is what may be acted on: the recommendation when allowed or
    annotated, a reviewer's answer after review, ``None`` while withheld.
    ``certification`` says what happened: ``certified`` (a fresh certificate), ``reused`` (a
    stored certificate of the same question, certified at ``certified_at``, epoch seconds, whose
    recommendation the call's own answer matches) or ``sampled_out`` (not certified: the
    stakes level samples and this question is outside the sample; the certificate is unformed).
    """

    recommendation: str | None
    certificate: Certificate
    decision: DecisionLike | None = None
    final_answer: str | None = None
    review: ReviewOutcome | None = None
    certification: str = "certified"
    certified_at: float | None = None

    @property
    def reused(self) -> bool:
        """True when the certificate is a stored one reused for this call (its id is the original's)."""
        return self.certification == "reused"

    @property
    def withheld(self) -> bool:
        """True when the recommendation must not be acted on (pending review or rejected)."""
        return self.final_answer is None

    @property
    def action(self) -> Action:
        """The policy's action (``allow`` without a policy)."""
        return Action(self.decision.action) if self.decision is not None else Action.ALLOW

    @property
    def blocked(self) -> bool:
        """True when the policy blocked the recommendation."""
        return self.action is Action.BLOCK

    def raise_for_block(self) -> CheckResult:
        """Raise :class:`WarrantBlocked` when the policy blocked; else return ``self``
        (``httpx``'s ``raise_for_status`` is the model: decisions are data until here)."""
        if self.blocked:
            assert self.decision is not None
            raise WarrantBlocked(self.decision.reason, certificate=self.certificate, decision=self.decision)
        return self

    def __str__(self) -> str:
        return self.recommendation or ""
