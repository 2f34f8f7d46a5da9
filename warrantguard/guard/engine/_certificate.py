"""The reliance certificate: warrant tiers, probe results and the hierarchical rule."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from enum import IntEnum, StrEnum
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, model_validator

from warrantguard.guard.engine._reversal_text import describe as _describe
from warrantguard.guard.engine._reversal_text import kind_label as _kind_label

__all__ = [
    "TIER_NAMES",
    "Certificate",
    "ProbeResult",
    "Reversal",
    "TierOutcome",
    "TierStatus",
    "Usage",
    "Warrant",
]


class Warrant(IntEnum):
    """The four ordered warrant categories of a recommendation (higher is stronger)."""

    NONE = 0
    CONDITIONAL = 1
    BASIC = 2
    STRONG = 3

    @property
    def label(self) -> str:
        """Human name of the category, e.g. ``"Conditional Warrant"``."""
        return _LABELS[self]


_LABELS = {
    Warrant.NONE: "No Warrant",
    Warrant.CONDITIONAL: "Conditional Warrant",
    Warrant.BASIC: "Basic Warrant",
    Warrant.STRONG: "Strong Warrant",
}

TIER_NAMES: dict[int, str] = {
    0: "stochastic stability",
    1: "decision-preserving invariance",
    2: "scope refinement",
    3: "scope extension",
}


class TierStatus(StrEnum):
    """How a tier ended: passed, failed, unassessed (not enough evidence) or skipped."""

    PASSED = "passed"
    FAILED = "failed"
    UNASSESSED = "unassessed"
    SKIPPED = "skipped"  # not needed: an earlier tier already fixed the category


class ProbeResult(BaseModel):
    """One probe as asked and answered.

    ``answer`` is the option the model named (``None`` when no valid answer was
    obtained after the retries); ``mapped_answer`` is that answer mapped back to the
    focal framing (the other option for valence-inverted probes). Where the model
    exposes option probabilities, ``reference_probability`` is the probability it gave
    the recommendation in the focal framing (below 0.5: the probe reversed; near 0.5:
    it nearly did).
    """

    model_config = ConfigDict(frozen=True)

    tier: int
    kind: str
    prompt: str
    context: str | None = None
    inverted: bool = False
    source: str = "generated"
    answer: str | None = None
    mapped_answer: str | None = None
    raw: str | None = None
    attempts: int = 0
    valid: bool = False
    violation: bool = False
    option_a_probability: float | None = Field(None, description="P(option A) in the focal framing")
    reference_probability: float | None = Field(None, description="P(the recommendation) in the focal framing")


_ANSWERED = frozenset({"tier", "kind", "prompt", "context", "inverted", "source", "answer", "mapped_answer", "raw",
                       "attempts", "valid", "option_a_probability"})  # the fields :func:`answered` sets


def answered(tier: int, kind: str, prompt: str, context: str | None, inverted: bool, source: str, answer: str | None,
             mapped: str | None, raw: str | None, attempts: int, p_a: float | None) -> ProbeResult:
    """``ProbeResult(tier=..., ..., valid=mapped is not None, option_a_probability=p_a)``: when every value
    already is of its field's own type (what validation returns unchanged), the result is stored as
    pydantic stores it (the same fields, in order, and fields set), without its validation pass."""
    if not (type(tier) is int and type(kind) is str and type(prompt) is str and type(inverted) is bool
            and type(source) is str and type(attempts) is int and (context is None or type(context) is str)
            and (answer is None or type(answer) is str) and (mapped is None or type(mapped) is str)
            and (raw is None or type(raw) is str) and (p_a is None or type(p_a) is float)):
        return ProbeResult(tier=tier, kind=kind, prompt=prompt, context=context, inverted=inverted, source=source,
                           answer=answer, mapped_answer=mapped, raw=raw, attempts=attempts,
                           valid=mapped is not None, option_a_probability=p_a)
    result = ProbeResult.__new__(ProbeResult)
    object.__setattr__(result, "__dict__", {
        "tier": tier, "kind": kind, "prompt": prompt, "context": context, "inverted": inverted, "source": source,
        "answer": answer, "mapped_answer": mapped, "raw": raw, "attempts": attempts, "valid": mapped is not None,
        "violation": False, "option_a_probability": p_a, "reference_probability": None})
    object.__setattr__(result, "__pydantic_fields_set__", set(_ANSWERED))
    object.__setattr__(result, "__pydantic_extra__", None)
    object.__setattr__(result, "__pydantic_private__", None)
    return result


class Reversal(BaseModel):
    """A probe on which the model's preference changed from the reference.

    ``kind`` is the transformation (resample, permutation, inversion, permuted_inversion,
    paraphrase, narrower, broader, user); ``answer`` is the option the model *named* and
    ``mapped_answer`` what that implies in the focal framing (the other option for a
    valence-inverted probe), so for a reversal it is never the recommendation.
    ``description`` is the one line every surface shows (see :meth:`describe`).
    """

    model_config = ConfigDict(frozen=True)

    tier: int
    kind: str
    prompt: str
    context: str | None = None
    answer: str = Field(description="the option the model named")
    inverted: bool = False
    mapped_answer: str | None = Field(None, description="what the answer implies in the focal framing")
    description: str = ""

    @model_validator(mode="before")
    @classmethod
    def _derived(cls, data: Any) -> Any:
        """Records written before ``mapped_answer``/``description`` existed get them derived."""
        if not isinstance(data, dict):
            return data
        data = dict(data)
        if data.get("mapped_answer") is None and not data.get("inverted"):
            data["mapped_answer"] = data.get("answer")
        if not data.get("description") and all(isinstance(data.get(k), str) for k in ("kind", "prompt", "answer")):
            data["description"] = _describe(tier=int(data.get("tier", 0)), kind=data["kind"], prompt=data["prompt"],
                                            context=data.get("context"), answer=data["answer"],
                                            mapped_answer=data.get("mapped_answer"))
        return data

    @classmethod
    def of(cls, result: ProbeResult, focal_prompt: str | None = None) -> Reversal:
        """The reversal record of a violating probe result, described against ``focal_prompt``."""
        fields: dict[str, Any] = {
            "tier": result.tier, "kind": result.kind, "prompt": result.prompt, "context": result.context,
            "answer": str(result.answer), "mapped_answer": result.mapped_answer,
        }
        return cls(**fields, inverted=result.inverted, description=_describe(**fields, focal_prompt=focal_prompt))

    @property
    def kind_label(self) -> str:
        """Human name of the kind, e.g. ``"valence inverted"``."""
        return _kind_label(self.kind)

    def describe(self, focal_prompt: str | None = None, count: int = 1) -> str:
        """One line: tier, kind (×count), the probe or how it differs from ``focal_prompt``,
        the option named and, when it differs, what it means, e.g.
        ``T1 valence inverted — changed "safer" to "riskier" → named motorcycle, i.e. prefers train``."""
        return _describe(tier=self.tier, kind=self.kind, prompt=self.prompt, context=self.context,
                         answer=self.answer, mapped_answer=self.mapped_answer, focal_prompt=focal_prompt,
                         count=count)

    @staticmethod
    def grouped(reversals: Iterable[Reversal]) -> list[tuple[Reversal, int]]:
        """Identical reversals (same tier, kind, probe and answers, e.g. T0 resamples) as one
        entry with its count, in first-seen order."""
        counts: Counter[tuple[Any, ...]] = Counter()
        first: dict[tuple[Any, ...], Reversal] = {}
        for r in reversals:
            key = (r.tier, r.kind, r.prompt, r.context, r.answer, r.mapped_answer)
            counts[key] += 1
            first.setdefault(key, r)
        return [(r, counts[key]) for key, r in first.items()]


class TierOutcome(BaseModel):
    """Evidence for one tier: planned and valid probes (n_k), violations (v_k), status."""

    model_config = ConfigDict(frozen=True)

    tier: int
    name: str
    planned: int
    probes: int = Field(description="n_k: valid probes evaluated")
    violations: int = Field(description="v_k: valid probes whose preference reversed")
    invalid: int = 0
    status: TierStatus
    note: str | None = None
    results: list[ProbeResult] = Field(default_factory=list)

    @property
    def assessed(self) -> bool:
        """True when the tier produced a verdict (passed or failed)."""
        return self.status in (TierStatus.PASSED, TierStatus.FAILED)

    @property
    def violation_rate(self) -> float | None:
        """v_k / n_k, or ``None`` with no valid probes."""
        return self.violations / self.probes if self.probes else None

    @property
    def upper_bound_95(self) -> float | None:
        """For a tier with zero violations: the 95% upper bound 1 − 0.05^(1/n) on its rate."""
        if self.violations or not self.probes:
            return None
        return 1.0 - 0.05 ** (1.0 / self.probes)


class Usage(BaseModel):
    """What a certificate cost: LLM calls, tokens, USD (when priced) and wall seconds."""

    calls: int = Field(0, description="calls sent to providers (retries and calls cancelled in flight included)")
    cache_hits: int = Field(0, description="answers served from the cache (no call sent)")
    prompt_tokens: int = 0
    completion_tokens: int = 0
    cost: float = 0.0
    seconds: float = 0.0

    @property
    def tokens(self) -> int:
        """Prompt plus completion tokens."""
        return self.prompt_tokens + self.completion_tokens


class Certificate(BaseModel):
    """A reliance certificate for one recommendation of one model on one question.

    Scores (both reverse-coded, higher is stronger):

    * ``lexicographic_score`` in [0, 4]: walk the tiers in order adding 1 for each
      passed tier; at the first tier that did not pass add ``1 − v_k/n_k`` (0 when it
      has no valid probes) and stop. It keeps the tier order (any recommendation that
      passes more tiers scores higher) while ranking within a category by the
      violation rate at the first failed tier. Strong Warrant scores exactly 4.
    * ``pooled_score`` in [0, 1]: ``1 − Σv_k / Σn_k`` over every valid probe of every
      tier, ignoring the hierarchy.
    """

    id: str
    formed: bool = Field(default=True, description="False when no reference answer could be obtained")
    model: str
    prompt: str
    option_a: str
    option_b: str
    context: str | None = None
    found_by: str = Field("given", description="how the options were found: 'given', 'rules' or 'model'")
    found_note: str | None = Field(None, description="why the rules did not read the options, when the "
                                                     "model found them (a form check failed, for instance)")
    recommendation: str | None
    answer: str | None = Field(None, description="the reference answer as written (the model's, or "
                                                 "the caller's in check-only mode); at most 20000 characters")
    warrant: Warrant
    rule: str
    complete: bool
    tiers: list[TierOutcome]
    reversals: list[Reversal] = Field(default_factory=list)
    confidence: int | None = None
    overconfident: bool = False
    belief: float | None = Field(default=None, description="P(option A is better), 0–100")
    belief_action_consistent: bool | None = None
    lexicographic_score: float = 0.0
    pooled_score: float | None = None
    strategy: str = "fast"
    t0_method: str = Field("sample", description="'sample' (temperature-1 samples) or 'distribution' "
                                                 "(drawn from the model's option probabilities)")
    t0_pass_probability: float | None = Field(
        None, description="probability that a fresh T0 run passes (from the option probabilities)")
    warrant_change_probability: float | None = Field(
        None, description="probability that the warrant comes out differently if T0 were re-run")
    usage: Usage = Field(default_factory=Usage)
    notes: list[str] = Field(default_factory=list)

    @property
    def first_failed_tier(self) -> int | None:
        """Index of the first tier that failed, if any."""
        return next((t.tier for t in self.tiers if t.status is TierStatus.FAILED), None)

    def tier(self, k: int) -> TierOutcome:
        """The outcome of tier ``k``."""
        return self.tiers[k]


def scores(tiers: Sequence[TierOutcome]) -> tuple[float, float | None]:
    """The lexicographic and pooled scores described on :class:`Certificate`."""
    lex = 0.0
    for t in sorted(tiers, key=lambda t: t.tier):
        if t.status is TierStatus.PASSED:
            lex += 1.0
            continue
        lex += 1.0 - t.violations / t.probes if t.probes else 0.0
        break
    n = sum(t.probes for t in tiers)
    v = sum(t.violations for t in tiers)
    return lex, (1.0 - v / n if n else None)
