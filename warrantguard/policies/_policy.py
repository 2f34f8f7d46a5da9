"""The stakes policy model: levels, the rules that assign them, and decisions."""

from __future__ import annotations

import fnmatch
import re
from collections.abc import Mapping
from typing import Any, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    field_serializer,
    field_validator,
    model_validator,
)

from warrantguard.guard._errors import ConfigurationError
from warrantguard.guard._oversight import CallInfo, CallPlan, DecisionLike
from warrantguard.guard.engine._certificate import Certificate, Warrant
from warrantguard.policies._decision import Action, Decision, strictest
from warrantguard.policies._explain import explain, failure_reason, timeout_sentence
from warrantguard.policies._ordering import check_known, check_order

__all__ = ["CertificateBudget", "StakesLevel", "StakesPolicy", "StakesRule", "parse_warrant"]

_NAME = re.compile(r"^[a-z][a-z0-9_-]{0,39}$")
_RESERVED_RULES = {"explicit", "default"}


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

    @field_validator("min_warrant", mode="before")
    @classmethod
    def _parse_warrant(cls, value: Any) -> Warrant:
        return parse_warrant(value)

    @field_serializer("min_warrant")
    def _warrant_name(self, value: Warrant) -> str:
        return value.name.lower()

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


class StakesRule(BaseModel):
    """Assigns ``stakes`` to calls that match every matcher it sets.

    Within a matcher any entry may match: ``routes`` and ``models`` are glob patterns
    on the tool or route name and the model; ``tags`` maps a metadata tag to a glob on
    its value; ``keywords`` are whole words or phrases (case-insensitive) looked for
    in the question and its options.
    """

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)

    name: str
    stakes: str
    routes: list[str] = Field(default_factory=list, alias="route")
    models: list[str] = Field(default_factory=list, alias="model")
    tags: dict[str, str] = Field(default_factory=dict)
    keywords: list[str] = Field(default_factory=list, alias="keyword")

    @field_validator("routes", "models", "keywords", mode="before")
    @classmethod
    def _listify(cls, value: Any) -> Any:
        return [value] if isinstance(value, str) else value

    @model_validator(mode="after")
    def _has_matcher(self) -> StakesRule:
        if not (self.routes or self.models or self.tags or self.keywords):
            raise ValueError("a rule needs at least one of routes, models, tags or keywords")
        if self.name in _RESERVED_RULES:
            raise ValueError(f"rule name {self.name!r} is reserved")
        return self

    def matches(self, call: CallInfo) -> bool:
        """True when every matcher this rule sets matches ``call``."""
        if self.routes and not (call.route and _glob_any(call.route, self.routes)):
            return False
        if self.models and not _glob_any(call.model, self.models):
            return False
        for tag, pattern in self.tags.items():
            if tag not in call.tags or not fnmatch.fnmatchcase(str(call.tags[tag]), pattern):
                return False
        if self.keywords:
            q = call.question
            text = " ".join([q.prompt, q.option_a, q.option_b, q.context or ""])
            return any(_has_phrase(text, k) for k in self.keywords)
        return True


def _glob_any(value: str, patterns: list[str]) -> bool:
    return any(fnmatch.fnmatchcase(value, p) for p in patterns)


def _has_phrase(text: str, phrase: str) -> bool:
    words = r"\s+".join(re.escape(w) for w in phrase.split())
    return bool(words) and re.search(rf"(?<!\w){words}(?!\w)", text, re.I) is not None


class StakesPolicy(BaseModel):
    """A stakes policy: levels, rules assigning them, and a default level.

    Given levels are merged onto the built-in ones field by field (a partial entry for
    ``high`` changes only the fields it names, inside ``certificate`` too; a new name
    adds a level and needs a ``rank``) unless ``extend_defaults`` is false. A caller's
    explicit stakes may raise the level a rule assigns but never lower it, unless
    ``caller_may_lower``. Levels must be ordered consistently: a higher rank never has
    a lower minimum warrant or a looser action, so that at a fixed warrant higher
    stakes never get a looser decision.
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    version: Literal[1] = 1
    default: str = "medium"
    extend_defaults: bool = True
    caller_may_lower: bool = False
    levels: dict[str, StakesLevel] = Field(default_factory=default_levels)
    rules: list[StakesRule] = Field(default_factory=list)

    @model_validator(mode="before")
    @classmethod
    def _merge_levels(cls, data: Any) -> Any:
        if not isinstance(data, Mapping) or "levels" not in data:
            return data
        given = data["levels"]
        if not isinstance(given, Mapping) or not data.get("extend_defaults", True):
            return data
        merged: dict[str, Any] = {k: v.model_dump() for k, v in default_levels().items()}
        for name, level in given.items():
            merged[name] = _merge_level(merged[name], level) if name in merged else level
        return {**data, "levels": merged}

    @model_validator(mode="after")
    def _consistent(self) -> StakesPolicy:
        for name in self.levels:
            if not _NAME.match(name):
                raise ValueError(f"level name {name!r} must match {_NAME.pattern}")
        check_known(self.default, self.levels, "default")
        seen: set[str] = set()
        for i, rule in enumerate(self.rules):
            check_known(rule.stakes, self.levels, f"rules[{i}].stakes")
            if rule.name in seen:
                raise ValueError(f"rules[{i}].name: duplicate rule name {rule.name!r}")
            seen.add(rule.name)
        check_order(self.levels)
        return self

    def level(self, name: str) -> StakesLevel:
        """The level called ``name``; :class:`ConfigurationError` if there is none."""
        try:
            return self.levels[name]
        except KeyError:
            known = ", ".join(self.ordered_names())
            raise ConfigurationError(f"unknown stakes level {name!r} (known: {known})") from None

    def ordered_names(self) -> list[str]:
        """Level names from lowest to highest stakes."""
        return sorted(self.levels, key=lambda n: self.levels[n].rank)

    def plan(self, call: CallInfo) -> CallPlan:
        """Assign stakes, with the certificate settings that level buys.

        The first matching rule assigns the level, else the default. A caller's explicit
        ``stakes`` may raise it; it may lower it below the matching rule's level only when
        ``caller_may_lower`` is true (without a matching rule the caller's level stands).
        """
        match = next((r for r in self.rules if r.matches(call)), None)
        stakes, rule = (match.stakes, match.name) if match else (self.default, "default")
        if call.stakes is not None:
            asked = self.level(call.stakes)
            floor = self.level(stakes) if match is not None and not self.caller_may_lower else None
            if floor is None or asked.rank >= floor.rank:
                stakes, rule = call.stakes, "explicit"
        overrides = self.level(stakes).certificate.overrides()
        return CallPlan(stakes=stakes, rule=rule, overrides=overrides)

    def decide(self, certificate: Certificate, plan: CallPlan) -> Decision:
        """Decide what happens to a certified recommendation at the plan's stakes."""
        level = self.level(plan.stakes)
        action, triggers = level.evaluate(certificate)
        return Decision(
            action=action,
            reason=explain(certificate, plan.stakes, plan.rule, level, action, triggers),
            stakes=plan.stakes,
            rule=plan.rule,
            warrant=certificate.warrant.label,
            min_warrant=level.min_warrant.label,
            triggers=triggers,
        )

    def decide_failure(self, plan: CallPlan) -> Decision:
        """The decision when certification failed (a provider error; no certificate): the
        level's incomplete-certificate action, so a ``fail_closed`` level withholds
        (``review`` or ``block``) and a ``fail_open`` one annotates."""
        level = self.level(plan.stakes)
        action = level.incomplete_action
        return Decision(
            action=action,
            reason=failure_reason(plan.stakes, plan.rule, level, action),
            stakes=plan.stakes,
            rule=plan.rule,
            min_warrant=level.min_warrant.label,
            triggers=["certification_failed"],
        )

    def on_review_timeout(self, decision: DecisionLike, plan: CallPlan) -> Decision:
        """The decision when no reviewer decided in time: the level's timeout action."""
        base = Decision.coerce(decision)
        action = self.level(plan.stakes).timeout_action
        return base.model_copy(update={
            "action": action,
            "reason": f"{base.reason} {timeout_sentence(plan.stakes, action)}",
            "triggers": [*base.triggers, "review_timeout"],
        })


def _merge_level(default: dict[str, Any], given: Any) -> Any:
    """``given`` over ``default`` field by field, the ``certificate`` budget too (an
    explicit ``null`` there removes a default limit)."""
    if not isinstance(given, Mapping):
        return given
    out = {**default, **given}
    certificate = given.get("certificate")
    if isinstance(certificate, Mapping):
        out["certificate"] = {**default["certificate"], **certificate}
    return out
