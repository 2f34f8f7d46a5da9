"""An unlisted comparative right before A's preposition ("Does the 14900K run hotter | with the stock Intel profile or
…"): like a listed one ("run better | with …"), it makes the yes/no question ask which of the two phrases, so the
question is a choice, not one about its subject."""

from __future__ import annotations

from warrantguard.guard.question.words import PREPOSITIONS
from warrantguard.guard.question.words import text as tx

__all__ = ["compared_before"]


def compared_before(sentence: list[tx.Token], a: list[tx.Token]) -> bool:
    """Does a lower-case "-er" word of five letters or more stand right before A, A opening on a preposition ("run
    hotter | with …", "dry quicker | in …")?"""
    before = [t for t in sentence if t.end <= a[0].start] if a else []
    if not before or a[0].low not in PREPOSITIONS:
        return False
    w = before[-1].text
    return len(w) > 4 and w.endswith("er") and w.isalpha() and w.islower()
