"""A clause of a compound subject before A ("my sister and I keep going back and forth on | natural burial vs green
cremation"): the words before A's last preposition are the askers' clause, the phrase after it the option, as after
a lone "I" ("I am torn on | natural burial vs …")."""

from __future__ import annotations

from warrantguard.guard.question.words import ARTICLES, PREPOSITIONS, Token, is_verb

__all__ = ["compound_subject_a"]

_SUBJECT_PRONOUNS = frozenset({"i", "we"})


def compound_subject_a(a: list[Token], b: list[Token]) -> list[Token]:
    """A from after its last preposition when A opens on a compound subject ending "and I" / "and we" (up to four
    words before "and") and a verb, and the phrase after the preposition is up to four words, no verb among them, with
    no more than B's length plus two: the option; ``a`` otherwise ("my sister and I or a friend": no clause)."""
    k = next((k for k in range(1, min(5, len(a) - 3)) if a[k].low == "and" and a[k + 1].low in _SUBJECT_PRONOUNS),
             None)
    if k is None or not b or not all(t.text.isalpha() for t in a[:k]):
        return a
    p = max((j for j in range(k + 3, len(a) - 1) if a[j].low in PREPOSITIONS), default=None)
    if p is None:
        return a
    tail = a[p + 1 + (a[p + 1].low in ARTICLES and p + 2 < len(a)) :]
    if len(tail) > min(4, len(b) + 2) or any(is_verb(t) for t in tail):
        return a
    return tail
