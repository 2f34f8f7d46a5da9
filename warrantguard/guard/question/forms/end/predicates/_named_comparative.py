"""After "Is A or B" with two names, a lower-case "-er" word the lists lack closing B's run of capitals before a
preposition ("Is Garnier Nutrisse or Clairol Natural Instincts | gentler on the scalp"): a name's words are
capitalised, so the word after them is the predicate's comparative, however many words each name has."""

from __future__ import annotations

from warrantguard.guard.question.words import Token

__all__ = ["named_comparative"]

_PREP_AFTER = frozenset({"on", "for", "to", "with", "at", "in", "than", "during"})


def named_comparative(right: list[Token], k: int, a_toks: list[Token]) -> bool:
    """Is ``right[k]`` a comparative after B's name: A and ``right[:k]`` words with capitals only (a name each), and
    ``right[k]`` a lower-case "-er" word of five letters or more before a preposition ("… or Clairol Natural
    Instincts | gentler on …"; not "… or Shark | vacuum cleaner", whose lower-case word is B's own)?"""
    if k < 1 or k + 1 >= len(right) or not a_toks or right[k + 1].low not in _PREP_AFTER:
        return False
    word = right[k]
    if word.capitalized or not word.low.isalpha() or len(word.low) < 5 or not word.low.endswith("er"):
        return False
    return all(t.text[:1].isupper() for t in (*a_toks, *right[:k]))
