"""Actions and decisions: what a stakes policy concluded about one recommendation."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field, field_validator

from warrantguard.guard import Action

__all__ = ["Action", "Decision", "strictest"]


def strictest(*actions: Action | str) -> Action:
    """The strictest of ``actions`` (at least ``allow``)."""
    return max((Action(a) for a in actions), key=lambda a: a.severity, default=Action.ALLOW)


class Decision(BaseModel):
    """A stakes policy's decision on one certified recommendation.

    The policy only decides; the Guard acts on ``action`` (annotates, enqueues for
    review, blocks). ``reason`` is one human-readable paragraph naming the first
    failed tier and the contexts in which the preference reversed; ``stakes`` and
    ``rule`` say which level applied and why; ``review_id`` is set once queued.
    """

    # Not frozen: DecisionLike declares plain (settable) attributes. Treat it as a value
    # all the same and use ``with_review_id`` / ``model_copy`` to derive new decisions.
    model_config = ConfigDict(validate_assignment=True)

    action: Action = Field(description="allow, annotate, review or block")
    reason: str
    stakes: str
    rule: str = Field(description="the stakes rule that chose the level")
    warrant: str | None = Field(default=None, description="the certificate's warrant label")
    min_warrant: str | None = Field(default=None, description="the level's minimum warrant")
    triggers: list[str] = Field(
        default_factory=list,
        description="what forced the action: below_minimum, incomplete, mismatch, "
        "overconfidence, review_timeout",
    )
    review_id: str | None = None

    @field_validator("action", mode="before")
    @classmethod
    def _known_action(cls, value: Any) -> Action:
        try:
            return Action(value)
        except ValueError:
            raise ValueError(
                f"unknown action {value!r} (expected one of {', '.join(a.value for a in Action)})"
            ) from None

    @property
    def act(self) -> Action:
        """``action`` (kept for callers written when ``action`` was a string)."""
        return self.action

    def with_review_id(self, review_id: str) -> Decision:
        """A copy that records the review item this decision was queued as."""
        return self.model_copy(update={"review_id": review_id})

    @classmethod
    def coerce(cls, decision: Any) -> Decision:
        """``decision`` as a :class:`Decision` (from any object with ``model_dump``)."""
        if isinstance(decision, Decision):
            return decision
        if isinstance(decision, dict):
            return cls.model_validate(decision)
        data = decision.model_dump(mode="json")
        data.setdefault("rule", "unknown")
        return cls.model_validate(data)
