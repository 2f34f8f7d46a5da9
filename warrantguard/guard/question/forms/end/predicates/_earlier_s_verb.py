"""A subject pair's verb read at a word that is also a preposition ("if Tuition Assistance or the GI Bill kicker
covers certification exams | like the CompTIA Security+"), an unlisted "-s" word after B's singular noun standing
before it: that "-s" word may be the verb, and what follows its object; refused, naming both (added in session 43,
from the hundred-and-sixteenth part: B read as "GI Bill kicker covers certification exams")."""

from __future__ import annotations

from warrantguard.guard.question.words import ARTICLES, Token, phrase_text, third_person_verb

__all__ = ["earlier_s_verb_cut", "earlier_s_verb_problem"]

_PREPOSITION_VERBS = frozenset({"like", "near", "round", "past"})


def earlier_s_verb_problem(b: list[Token], right: list[Token]) -> str | None:
    """The doubt when B, read as the subject up to a verb that is also a preposition ("… exams | like …"), holds a
    lower-case "-s" word after a lower-case singular word with a word after it ("kicker | covers | certification");
    None otherwise ("the GI Bill | covers …": the verb found already; "the new laptops | like …": no "-s" word
    inside B before a word of its own)."""
    j, end = _s_word(b, right)
    return None if j is None else f"unclear whether '{b[j].text}' or '{right[end].text}' is the verb after the " \
        f"second option ('{phrase_text(b)}')"


def earlier_s_verb_cut(b: list[Token], right: list[Token]) -> list[Token]:
    """B cut before that "-s" word when the lists know it for a verb's third person ("… or the GI Bill kicker |
    covers certification exams like …": "covers" is the verb, "like" opens its object's example); ``b`` otherwise."""
    j, _ = _s_word(b, right)
    return b[:j] if j is not None and third_person_verb(b[j]) else b


def _s_word(b: list[Token], right: list[Token]) -> tuple[int | None, int]:
    """Where the "-s" word stands in ``b`` and the preposition-verb in ``right`` (``None``: no such pair)."""
    end = next((i + 1 for i, t in enumerate(right) if b and t is b[-1]), len(right))
    if not b or end >= len(right) or right[end].low not in _PREPOSITION_VERBS:
        return None, end
    for j in range(1, len(b) - 1):
        w, prev = b[j].low, b[j - 1]
        if w.endswith("s") and not w.endswith(("ss", "us", "is")) and b[j].text.isalpha() and b[j].text.islower() \
                and prev.text.isalpha() and prev.text.islower() and not prev.low.endswith("s") \
                and prev.low not in ARTICLES and b[j + 1].text.islower():
            return j, end
    return None, end
