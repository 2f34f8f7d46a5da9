"""The one-paragraph, human-readable reason attached to every decision."""

from __future__ import annotations

from typing import TYPE_CHECKING

from warrantguard.guard.spi import TIER_NAMES, Certificate, TierStatus
from warrantguard.policies._decision import Action

if TYPE_CHECKING:
    from warrantguard.policies._levels import StakesLevel

__all__ = ["explain", "failure_reason", "reversal_contexts", "timeout_sentence"]

_MAX_CONTEXTS = 4


_KIND_TEXT = {
    "resample": "on re-asking the same question",
    "permutation": "with the options swapped",
    "inversion": "with the question's valence inverted",
    "permuted_inversion": "with the options swapped and the valence inverted",
    "paraphrase": "under a close paraphrase",
}


def reversal_contexts(certificate: Certificate) -> list[str]:
    """The distinct contexts in which the preference reversed: the sub-context or
    broader context for T2/T3, the transformation for T0/T1 (same context, other wording)."""
    out: list[str] = []
    for rev in certificate.reversals:
        text = _KIND_TEXT.get(rev.kind) if rev.tier <= 1 else None
        text = (text or rev.context or rev.prompt).strip()
        if text and text not in out:
            out.append(text)
    return out


def explain(
    certificate: Certificate,
    stakes: str,
    rule: str,
    level: StakesLevel,
    action: Action,
    triggers: list[str],
) -> str:
    """One paragraph: the warrant and first failed tier, the reversal contexts, the
    stakes level and rule that applied, what forced the action, and the action."""
    parts = [_warrant_sentence(certificate), _contexts_sentence(certificate)]
    parts.append(
        f"Stakes are {stakes} ({_rule_text(rule)}), which requires at least "
        f"{level.min_warrant.label}."
    )
    parts.extend(_trigger_sentence(t, certificate, level) for t in triggers)
    parts.append(f"Action: {action.value}.")
    return " ".join(p for p in parts if p)


def failure_reason(stakes: str, rule: str, level: StakesLevel, action: Action) -> str:
    """The reason when certification failed (the provider's error is reported beside it, not
    here): the stakes and rule, whether the level fails open or closed, and the action."""
    mode = level.incomplete.replace("_", "-")
    return (
        f"Certification failed (a provider error), so there is no certificate. Stakes are {stakes} "
        f"({_rule_text(rule)}), which requires at least {level.min_warrant.label}; this level "
        f"is {mode}. Action: {action.value}."
    )


def timeout_sentence(stakes: str, action: Action) -> str:
    """The sentence added when no reviewer decided in time."""
    tail = " (the answer stays withheld while the item remains queued)" if (
        action is Action.REVIEW) else ""
    return (
        f"No reviewer decided in time, so the {stakes} level's timeout action applies: "
        f"{action.value}{tail}."
    )


def _rule_text(rule: str) -> str:
    if rule == "explicit":
        return "set explicitly by the caller"
    if rule == "default":
        return "the policy default; no rule matched"
    return f"assigned by rule {rule!r}"


def _warrant_sentence(certificate: Certificate) -> str:
    rec = certificate.recommendation
    head = f"The recommendation {rec!r}" if rec else "The model gave no valid recommendation; it"
    first = certificate.first_failed_tier
    if first is not None:
        tier = certificate.tier(first)
        detail = (
            f"it first failed T{first} ({TIER_NAMES.get(first, tier.name)}): "
            f"{tier.violations} of {tier.probes} probes reversed"
        )
    elif not certificate.complete:
        detail = _unassessed(certificate)
    else:
        detail = "it passed every tier"
    return f"{head} has {certificate.warrant.label}; {detail}."


def _unassessed(certificate: Certificate) -> str:
    tier = next((t for t in certificate.tiers if t.status is TierStatus.UNASSESSED), None)
    if tier is None:
        return "the certificate is incomplete"
    note = f" ({tier.note})" if tier.note else ""
    return f"the certificate is incomplete: T{tier.tier} ({tier.name}) could not be assessed{note}"


def _contexts_sentence(certificate: Certificate) -> str:
    contexts = reversal_contexts(certificate)
    if not contexts:
        return "No reversal was observed." if certificate.tiers else ""
    shown = ", ".join(repr(c) for c in contexts[:_MAX_CONTEXTS])
    more = len(contexts) - _MAX_CONTEXTS
    tail = f" and {more} more" if more > 0 else ""
    return f"The preference reversed in these contexts: {shown}{tail}."


def _trigger_sentence(trigger: str, certificate: Certificate, level: StakesLevel) -> str:
    if trigger == "below_minimum":
        if not certificate.complete:
            return "That is below the minimum."
        return f"That is below the minimum, which gets {level.below} at this level."
    if trigger == "incomplete":
        mode = level.incomplete.replace("_", "-")
        return f"The certificate is incomplete and this level is {mode}: it gets " \
            f"{level.incomplete_action.value}."
    if trigger == "mismatch":
        return "The model's stated belief contradicts its recommendation, which forces review."
    if trigger == "overconfidence":
        return (
            f"The model stated confidence {certificate.confidence} (at least "
            f"{level.overconfidence_threshold}) with No Warrant, which forces review."
        )
    return ""
