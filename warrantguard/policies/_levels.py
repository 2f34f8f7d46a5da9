"""Stakes levels: what each level requires of a certificate and what it does when it falls short."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_serializer, field_validator

from warrantguard.guard.spi import Certificate, Warrant, parse_duration
from warrantguard.policies._decision import Action, strictest

__all__ = ["CertificateBudget", "StakesLevel", "default_levels", "parse_warrant"]


def parse_warrant(value: Any) -> Warrant:
    """A :class:`Warrant` from a name (``"basic"``, ``"Basic Warrant"``), a number or itself."""
    if isinstance(value, Warrant):
        return value
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 3:
        return Warrant(value)
    if isinstance(value, str):
        key = value.strip().lower().removesuffix(" warrant").strip()
        key = "none" if key == "no" else key
        if key.upper() in Warrant.__members__:
            return Warrant[key.upper()]
    raise ValueError(
        f"invalid warrant {value!r} (expected one of none, conditional, basic, strong)"
    )


class CertificateBudget(BaseModel):
    """The certificate a stakes level buys: probe counts, strategy and budget caps.

    Unset fields keep the engine's defaults; set ones become ``CallPlan.overrides``.
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    t0_samples: int | None = Field(default=None, ge=1)
    t1_paraphrases: int | None = Field(default=None, ge=1)
    t2_probes: int | None = Field(default=None, ge=1)
    t3_probes: int | None = Field(default=None, ge=1)
    strategy: Literal["fast", "frugal"] | None = None
    max_calls: int | None = Field(default=None, ge=1)
    max_tokens: int | None = Field(default=None, ge=1)
    max_cost: float | None = Field(default=None, ge=0)
    deadline: float | None = Field(default=None, gt=0, description="seconds")

    def overrides(self) -> dict[str, Any]:
        """The settings that are set, as engine overrides."""
        return self.model_dump(exclude_none=True)


class StakesLevel(BaseModel):
    """One stakes level: what warrant it needs and what happens below it.

    ``rank`` orders the levels (higher is higher stakes). ``below`` is the action when
    a complete certificate falls below ``min_warrant``; an incomplete one gets
    ``annotate`` when the level fails open and ``fail_closed_action`` when it fails
    closed. A belief-action mismatch and overconfidence (stated confidence at least
    ``overconfidence_threshold`` with No Warrant) can each force review.
    ``review_timeout`` is the action when no reviewer decides in time; by default the
    incomplete-certificate action (``annotate`` when failing open; when failing closed,
    ``review``, which keeps the answer withheld while the item stays queued, or ``block``).
    ``review_free_text`` lets a reviewer's override be free text instead of one of the
    two options (it is then stored marked as the reviewer's text).

    What the level costs: ``reuse`` is how long a certificate of the same question is reused
    (seconds or ``"30m"``, ``"12h"``, ``"7d"``; 0, the default, never); ``sample`` the fraction
    of questions certified (1, the default: all; decided from the question, so retries and
    replicas agree); ``mode: monitor`` releases the answer at once and certifies it afterwards.
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    rank: int
    description: str = ""
    min_warrant: Warrant = Warrant.BASIC
    below: Literal["annotate", "review", "block"] = "annotate"
    certificate: CertificateBudget = Field(default_factory=CertificateBudget)
    mismatch_forces_review: bool = False
    overconfidence_forces_review: bool = False
    overconfidence_threshold: int = Field(default=90, ge=0, le=100)
    incomplete: Literal["fail_open", "fail_closed"] = "fail_open"
    fail_closed_action: Literal["review", "block"] = "review"
    review_timeout: Literal["annotate", "review", "block"] | None = None
    review_free_text: bool = False
    reuse: float = Field(default=0.0, description="seconds (or '7d', '12h'); 0: never reused")
    sample: float = Field(default=1.0, ge=0, le=1)
    mode: Literal["certify", "monitor"] = "certify"

    @field_validator("reuse", mode="before")
    @classmethod
    def _parse_reuse(cls, value: Any) -> float:
        return parse_duration(value)

    @field_validator("min_warrant", mode="before")
    @classmethod
    def _parse_warrant(cls, value: Any) -> Warrant:
        return parse_warrant(value)

    @field_serializer("min_warrant")
    def _warrant_name(self, value: Warrant) -> str:
        return value.name.lower()

    def economy(self) -> dict[str, Any]:
        """The plan fields this level sets: ``reuse`` (seconds), ``sample`` and ``mode``."""
        return {"reuse": self.reuse, "sample": self.sample, "mode": self.mode}

    @property
    def incomplete_action(self) -> Action:
        """The action for an incomplete certificate below the minimum."""
        if self.incomplete == "fail_open":
            return Action.ANNOTATE
        return Action(self.fail_closed_action)

    @property
    def timeout_action(self) -> Action:
        """The action when no reviewer decided in time."""
        if self.review_timeout is not None:
            return Action(self.review_timeout)
        return self.incomplete_action

    def evaluate(self, certificate: Certificate) -> tuple[Action, list[str]]:
        """The action this level gives ``certificate`` and the triggers that set it."""
        action, triggers = Action.ALLOW, []
        if certificate.warrant < self.min_warrant:
            triggers.append("below_minimum")
            if certificate.complete:
                action = Action(self.below)
            else:
                action = self.incomplete_action
                triggers.append("incomplete")
        if self.mismatch_forces_review and certificate.belief_action_consistent is False:
            action = strictest(action, Action.REVIEW)
            triggers.append("mismatch")
        if self.overconfidence_forces_review and _overconfident(certificate, self):
            action = strictest(action, Action.REVIEW)
            triggers.append("overconfidence")
        return action, triggers


def _overconfident(certificate: Certificate, level: StakesLevel) -> bool:
    conf = certificate.confidence
    if certificate.warrant is not Warrant.NONE or conf is None:
        return False
    return conf >= level.overconfidence_threshold


def default_levels() -> dict[str, StakesLevel]:
    """The built-in levels: ``low``, ``medium``, ``high`` and ``critical``."""
    return {
        "low": StakesLevel(
            rank=10, description="cheap certificate; annotate anything weak",
            min_warrant=Warrant.CONDITIONAL, below="annotate",
            certificate=CertificateBudget(
                t0_samples=3, t1_paraphrases=2, t2_probes=2, t3_probes=2,
                strategy="frugal", max_calls=16, deadline=30,
            ),
        ),
        "medium": StakesLevel(
            rank=20, description="standard certificate; annotate below Basic Warrant",
            min_warrant=Warrant.BASIC, below="annotate", overconfidence_forces_review=True,
            certificate=CertificateBudget(
                t0_samples=5, t1_paraphrases=4, t2_probes=4, t3_probes=4,
                strategy="frugal", max_calls=40, deadline=60,
            ),
        ),
        "high": StakesLevel(
            rank=30, description="full certificate; a human reviews anything below Basic",
            min_warrant=Warrant.BASIC, below="review", mismatch_forces_review=True,
            overconfidence_forces_review=True, overconfidence_threshold=80,
            incomplete="fail_closed", fail_closed_action="review",
            certificate=CertificateBudget(strategy="fast", max_calls=120, deadline=180),
        ),
        "critical": StakesLevel(
            rank=40, description="full certificate; only Strong Warrant passes unreviewed",
            min_warrant=Warrant.STRONG, below="block", mismatch_forces_review=True,
            overconfidence_forces_review=True, overconfidence_threshold=70,
            incomplete="fail_closed", fail_closed_action="block", review_timeout="block",
            certificate=CertificateBudget(strategy="fast", deadline=600),
        ),
    }
