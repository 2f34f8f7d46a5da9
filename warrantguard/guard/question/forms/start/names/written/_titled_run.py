"""A title whose capitalised words include a preposition or a pronoun before A ("between Talk To Me In | Korean or
the Sogang textbooks"): a preposition written with a capital inside a run of capitals is a title's word, so A
starts where the run does."""

from __future__ import annotations

from warrantguard.guard.question.words import PREPOSITIONS, PRONOUNS, Around, Token

__all__ = ["titled_run_a"]

_SMALL = PREPOSITIONS | PRONOUNS | frozenset({"the", "a", "an", "and", "of", "to"})


def titled_run_a(a: list[Token], around: Around) -> list[Token]:
    """A from the start of the capitalised run when the word before A is a capitalised small word ("… To Me In |
    Korean" → "Talk To Me In Korean"); ``a`` otherwise ("In Korean or …" opening the sentence)."""
    prev = around.prev(a[0]) if a else None
    if prev is None or not a[0].capitalized or not prev.capitalized or prev.low not in _SMALL:
        return a
    run: list[Token] = []
    while prev is not None and prev.capitalized and prev.text[-1:].isalpha() and around.next(prev) is not None:
        run.insert(0, prev)
        prev = around.prev(prev)
    if prev is None or len(run) < 3 or not prev.text.isalpha() or not prev.text.islower() or run[0].low in _SMALL:
        return a
    return [*run, *a]
