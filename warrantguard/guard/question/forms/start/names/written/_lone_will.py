""""will or trust for a blended family?": a lone "will" opening the choice (only hashtags before it) against a noun
is the document, option A, not the auxiliary of a question with no option left before the 'or'."""

from __future__ import annotations

from warrantguard.guard.question.words import AUX, DETERMINERS, PRONOUNS, VERBS, Token

__all__ = ["lone_will"]


def lone_will(left: list[Token], right: list[Token]) -> int | None:
    """Where option A, the noun "will", stands when the left side is "will" after nothing but hashtags
    ("#estateplanning | will or trust …") and B opens with a bare noun (not "will or won't he …", "will or can we
    …", "will or should I", "will or hire a lawyer"); else ``None``."""
    if not left or left[-1].low != "will" or not all(t.text.startswith("#") for t in left[:-1]):
        return None
    first, then = right[0], (right[1].low if len(right) > 1 else "")
    if first.low in AUX | PRONOUNS or first.low.endswith(("n't", "n\u2019t")):
        return None
    if first.low in VERBS and then in DETERMINERS | PRONOUNS:
        return None  # "will or hire a lawyer": a verb and its object
    return len(left) - 1
