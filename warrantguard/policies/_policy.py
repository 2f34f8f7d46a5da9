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
    field_validator,
    model_validator,
)

from warrantguard.guard.spi import CallInfo, CallPlan, Certificate, ConfigurationError, DecisionLike
from warrantguard.policies._decision import Decision
from warrantguard.policies._explain import explain, failure_reason, timeout_sentence
from warrantguard.policies._levels import StakesLevel, default_levels
from warrantguard.policies._ordering import check_known, check_order

__all__ = ["StakesPolicy", "StakesRule"]

_NAME = re.compile(r"^[a-z][a-z0-9_-]{0,39}$")
_RESERVED_RULES = {"explicit", "default"}


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
    stakes never get a looser decision. ``mode: monitor`` puts every level in monitor mode
    (the answer is released at once, certified afterwards).
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    version: Literal[1] = 1
    mode: Literal["certify", "monitor"] | None = None
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
        return self.plan_at(stakes, rule)

    def plan_at(self, stakes: str, rule: str) -> CallPlan:
        """The plan of level ``stakes``: the certificate it buys, its reuse, sampling and mode."""
        level = self.level(stakes)
        economy = level.economy()
        if self.mode is not None:
            economy["mode"] = self.mode
        return CallPlan(stakes=stakes, rule=rule, overrides=level.certificate.overrides(), **economy)

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
