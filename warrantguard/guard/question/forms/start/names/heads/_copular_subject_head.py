"""A's name after a preposition inside the subject a question's opening copula asks about, against an articled B:
"Is a part-time course at | City Lit or a full MA the smarter move?" (added for the hundred-and-fourteenth held-out
part)."""

from __future__ import annotations

from warrantguard.guard.question.words import ARTICLES, PREPOSITIONS, Around, Token

__all__ = ["copular_subject_head"]

_INDEFINITE = frozenset({"a", "an"})
_OPENING_COPULAS = frozenset({"is", "are", "was", "were"})
_REACH = 4  # the words at most between A's article and its preposition ("a | part-time course | at")


def copular_subject_head(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A from its head noun when A is a bare name after a preposition, its phrase opening with an article right after
    the question's opening copula, and B opens with an article of the same kind and holds a capitalised word ("Is a
    part-time course at City Lit or a full MA …"): the copula's subject is the articled phrase, so B is parallel to
    "part-time course at City Lit", not to the name. ``a`` otherwise ("Is the hotel in Rome or the countryside
    nicer?": B a common noun, maybe a place both the hotels are in; "Is it at | Lincoln or the Majestic": no
    article)."""
    before, b_article = around.before(a[0]), around.prev(b[0])
    if around.uncased or not a[0].capitalized or len(before) < 4 or before[-1].low not in PREPOSITIONS:
        return a
    if b_article is None or b_article.low not in ARTICLES or not any(t.text[:1].isupper() for t in b):
        return a
    for k in range(len(before) - 3, max(len(before) - 3 - _REACH, 0), -1):
        word = before[k]
        if word.low in ARTICLES:
            same = (word.low in _INDEFINITE) == (b_article.low in _INDEFINITE)
            copula = before[k - 1]
            opened = copula.low in _OPENING_COPULAS and (around.opens(copula) or _after_stop(before, k - 1))
            return before[k + 1 :] + a if same and opened else a
        if word.low in PREPOSITIONS or not word.text.replace("-", "").isalpha():
            return a
    return a


def _after_stop(words: list[Token], k: int) -> bool:
    """Does the word ``words[k]`` follow a sentence's full stop ("… pro at 35. | Is a …"), one after a figure too?"""
    return k > 0 and words[k - 1].text.endswith((".", "?", "!")) and words[k].text[:1].isupper()
