"""Two subjects after an opening auxiliary whose predicate's verb is no listed verb ("Does Gmail or Outlook filter
spam better …?", "Does laser toner or inkjet ink dry out faster …?"): B, read as a noun phrase, took the verb's
words ("Outlook filter", "inkjet ink dry out"), and nothing tells where it ends: refused."""

from __future__ import annotations

from warrantguard.guard.question.words import Around, Token, is_verb

__all__ = ["unlisted_predicate"]

# Auxiliaries opening a question whose subjects are the options ("Does A or B …", "Will A or B …").
_OPENING_AUX = frozenset({"do", "does", "did", "will", "would", "can", "could", "should", "might", "may"})
_PROBLEM = ("the subjects after '{aux}' are followed by a verb the word lists do not know ('{word} …'): where B "
            "ends and the predicate begins is unclear")


def unlisted_predicate(a: list[Token], b: list[Token], around: Around) -> str | None:
    """The refusal when an auxiliary opening its sentence stands right before A, B is longer than A, its last word a
    lower-case word, and the word after B is no listed verb ("Does Gmail or Outlook filter | spam better?": "filter"
    is the predicate's, or B's head?); ``None`` otherwise ("Does coffee or green tea | keep you up?": a listed verb
    follows B; "Does the red one or the blue one | …": as long as A)."""
    aux = around.prev(a[0])
    if aux is None or aux.low not in _OPENING_AUX or not around.opens(aux) or len(b) <= len(a):
        return None
    after = around.next(b[-1])
    last = b[-1].text
    if after is None or not last.isalpha() or not last.islower() or is_verb(after) or is_verb(b[-1]):
        return None
    return _PROBLEM.format(aux=aux.low, word=b[len(a)].low)
