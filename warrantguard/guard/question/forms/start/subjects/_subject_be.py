"""A subject noun phrase before "be" after a modal: "should the new parental leave policy | be 16 weeks or …" (a
word inside it that may be a verb, "leave", is a noun modifier there: no object of its own follows it)."""

from __future__ import annotations

from warrantguard.guard.question.words import AUX, DETERMINERS, PREPS, PRONOUNS

__all__ = ["subject_before_be"]


def subject_before_be(low: list[str], i: int, be: int | None) -> bool:
    """Do the words from ``i`` to "be" at ``be`` make one noun phrase: a determiner, then only plain lower-case
    words (no determiner, pronoun, preposition or auxiliary: no verb's object or clause among them)?"""
    if be is None or be - i < 3 or low[i] not in DETERMINERS:
        return False
    closed = DETERMINERS | PRONOUNS | PREPS | AUX
    return all(w.isalpha() and w not in closed for w in low[i + 1 : be])
