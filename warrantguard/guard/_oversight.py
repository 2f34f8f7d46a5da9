"""What the Guard needs of a stakes policy and a review queue (implemented in ``policies``).

The engine does not import the policies package: it talks to any object with these
methods. The policy only decides; the Guard acts (enqueues, waits, blocks).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, Protocol, runtime_checkable

from warrantguard.guard.engine import Certificate
from warrantguard.guard.question import PairwiseQuestion

__all__ = [
    "Action",
    "CallInfo",
    "CallPlan",
    "DecisionLike",
    "PolicyLike",
    "ReviewOutcome",
    "ReviewQueueLike",
]


@dataclass(frozen=True)
class CallInfo:
    """Everything known about a call before certifying it, for assigning stakes.

    ``stakes`` is the caller's explicit level (it wins); ``route`` a tool or route
    name; ``tags`` metadata tags; ``request_id`` makes review enqueueing idempotent.
    """

    question: PairwiseQuestion
    model: str
    stakes: str | None = None
    route: str | None = None
    tags: Mapping[str, str] = field(default_factory=dict)
    request_id: str | None = None


@dataclass(frozen=True)
class CallPlan:
    """The stakes level that applies to a call, the rule that chose it, and the
    certificate settings it buys (keys of ``CertificateSettings``: ``t0_samples``,
    ``t1_paraphrases``, ``t2_probes``, ``t3_probes``, ``strategy``, ``budget``...).

    What the call costs: ``reuse`` is how long (seconds) a certificate of the same question may
    be reused (0: never); ``sample`` the fraction of questions certified (1: all; decided from
    the question's key); ``mode`` ``"certify"`` (the answer waits for its certificate) or
    ``"monitor"`` (the answer goes at once, the certificate runs after it)."""

    stakes: str
    rule: str
    overrides: Mapping[str, Any] = field(default_factory=dict)
    reuse: float = 0.0
    sample: float = 1.0
    mode: str = "certify"


class Action(StrEnum):
    """What should happen to a recommendation, from loosest to strictest (the one vocabulary:
    the policies package and every adapter use this enum; each compares equal to its string,
    which is its form in JSON, headers and stored rows).

    ``allow``: the warrant meets the level's minimum; ``annotate``: return it with the
    certificate attached as a warning; ``review``: queue it for a human; ``block``:
    refuse to return it.
    """

    ALLOW = "allow"
    ANNOTATE = "annotate"
    REVIEW = "review"
    BLOCK = "block"

    @property
    def severity(self) -> int:
        """0 (allow) to 3 (block): a larger number is a stricter action."""
        return _SEVERITY[self]

    @property
    def withholds(self) -> bool:
        """True for ``review`` and ``block``: the recommendation is not returned as it is."""
        return self in (Action.REVIEW, Action.BLOCK)


_SEVERITY = {Action.ALLOW: 0, Action.ANNOTATE: 1, Action.REVIEW: 2, Action.BLOCK: 3}


@runtime_checkable
class DecisionLike(Protocol):
    """A policy decision: ``action`` is ``allow``, ``annotate``, ``review`` or ``block``."""

    action: Action
    reason: str
    stakes: str
    review_id: str | None

    def with_review_id(self, review_id: str) -> DecisionLike:
        """A copy that records the review item it was queued as."""
        ...

    def model_dump(self, *, mode: str = "python") -> dict[str, Any]:
        """JSON-able form."""
        ...


@runtime_checkable
class PolicyLike(Protocol):
    """A stakes policy as the Guard uses it."""

    def plan(self, call: CallInfo) -> CallPlan:
        """Assign stakes (and certificate settings) to a call."""
        ...

    def decide(self, certificate: Certificate, plan: CallPlan) -> DecisionLike:
        """Decide what happens to a certified recommendation."""
        ...

    def on_review_timeout(self, decision: DecisionLike, plan: CallPlan) -> DecisionLike:
        """The decision when a reviewer did not answer in time."""
        ...


@dataclass(frozen=True)
class ReviewOutcome:
    """A reviewer's decision on a queued item (``status``: approved, rejected, overridden, expired)."""

    status: str
    final_answer: str | None
    reviewer: str | None = None
    note: str | None = None


@runtime_checkable
class ReviewQueueLike(Protocol):
    """A durable review queue as the Guard uses it."""

    async def aenqueue(
        self, certificate: Certificate, decision: DecisionLike, *, request_id: str | None = None
    ) -> str:
        """Queue an item (idempotent on ``request_id``) and return its id."""
        ...

    async def await_decision(self, item_id: str, timeout: float) -> ReviewOutcome | None:
        """Wait up to ``timeout`` seconds for a reviewer; ``None`` on timeout."""
        ...
