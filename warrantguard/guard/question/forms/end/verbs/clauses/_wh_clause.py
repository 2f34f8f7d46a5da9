""""do I file | where he lives | or | where the car was fixed?": an option that is a clause of place or time, opened
by its wh-word, holds its own subject and verb; the verb is the clause's, not one swallowed from the question."""

from __future__ import annotations

from warrantguard.guard.question.forms.end.verbs.clauses._hoped_clause import hoped_clause
from warrantguard.guard.question.words import AUX, DETERMINERS, FINITE, PRONOUNS, Around, Token

__all__ = ["wh_clause_option"]

_PLACE_TIME = frozenset({"where", "when", "wherever", "whenever"})
_MAX_SUBJECT = 3


def wh_clause_option(toks: list[Token], k: int, around: Around) -> bool:
    """Is ``toks[k]`` the verb of the clause the option is, "where" / "when" opening both options and a short
    subject with only auxiliaries after it before the verb ("where the car | was | fixed", "when he | moves")? Not
    an option opening otherwise ("file where he lives", "where or when …"). A hoped clause's verb is its own too
    (:func:`hoped_clause`: "keep going and hope blocking | fixes it")."""
    if hoped_clause(toks, k):
        return True
    if k < 2 or toks[0].low not in _PLACE_TIME:
        return False
    other = _other_opening(toks, around)
    subject = [t for t in toks[1:k] if t.low not in AUX]
    if not 1 <= len(subject) <= _MAX_SUBJECT or other != toks[0].low:
        return False
    led = subject[0].low in PRONOUNS | DETERMINERS or subject[0].capitalized  # "he", "the car", "Dad"
    return led and not any(t.low in FINITE and t.low not in AUX for t in subject)


def _other_opening(toks: list[Token], around: Around) -> str:
    """The word opening the other option: after the "or" closing ``toks``, or before the "or" it follows."""
    after, before = around.next(toks[-1]), around.prev(toks[0])
    if after is not None and after.low == "or" and (nxt := around.next(after)) is not None:
        return nxt.low
    if before is not None and before.low == "or":
        return _opening_before(before, around)
    return ""


def _opening_before(co: Token, around: Around) -> str:
    """The last "where" / "when" before the "or" ``co`` ("… file | where he lives | or")."""
    tok = around.prev(co)
    while tok is not None and tok.low not in _PLACE_TIME:
        tok = around.prev(tok)
    return tok.low if tok is not None else ""
