"""A subject pair's verb read at a word that is also a preposition ("if Tuition Assistance or the GI Bill kicker
covers certification exams | like the CompTIA Security+"), an unlisted "-s" word after B's singular noun standing
before it: that "-s" word may be the verb, and what follows its object; refused, naming both (added in session 43,
from the hundred-and-sixteenth part: B read as "GI Bill kicker covers certification exams")."""

from __future__ import annotations

from warrantguard.guard.question.words import ARTICLES, Token, phrase_text

__all__ = ["earlier_s_verb_problem"]

_PREPOSITION_VERBS = frozenset({"like", "near", "round", "past"})


def earlier_s_verb_problem(b: list[Token], right: list[Token]) -> str | None:
    """The doubt when B, read as the subject up to a verb that is also a preposition ("… exams | like …"), holds a
    lower-case "-s" word after a lower-case singular word with a word after it ("kicker | covers | certification");
    None otherwise ("the GI Bill | covers …": the verb found already; "the new laptops | like …": no "-s" word
    inside B before a word of its own)."""
    end = next((i + 1 for i, t in enumerate(right) if b and t is b[-1]), len(right))
    if not b or end >= len(right) or right[end].low not in _PREPOSITION_VERBS:
        return None
    for j in range(1, len(b) - 1):
        w, prev = b[j].low, b[j - 1]
        if w.endswith("s") and not w.endswith(("ss", "us", "is")) and b[j].text.isalpha() and b[j].text.islower() \
                and prev.text.isalpha() and prev.text.islower() and not prev.low.endswith("s") \
                and prev.low not in ARTICLES and b[j + 1].text.islower():
            return f"unclear whether '{b[j].text}' or '{right[end].text}' is the verb after the second option " \
                   f"('{phrase_text(b)}')"
    return None
