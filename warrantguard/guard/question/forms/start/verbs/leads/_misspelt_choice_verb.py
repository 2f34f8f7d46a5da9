"""A choice verb typed with a letter doubled, dropped or swapped opening A after its subject ("would you reccomend a
stand mixer or kneading by hand?"): the verb asks for the choice, as "recommend" would, and is no part of A. Only
the listed choice verbs of six letters or more are matched (a near spelling of a short word may be another word),
and only a word the verb list does not know. Added for the seventy-fifth held-out part."""

from __future__ import annotations

from difflib import SequenceMatcher

from warrantguard.guard.question.words import ARTICLES, CHOICE_VERBS, PRONOUNS, VERBS, Around, Token, ing_word, is_verb

__all__ = ["misspelt_choice_verb"]

_LONG = 6
_NEAR = 0.85
_LONG_CHOICES = tuple(sorted(v for v in CHOICE_VERBS if len(v) >= _LONG))


def _misspelt(word: str) -> bool:
    """Is ``word`` a near spelling of a long choice verb and no listed verb ("reccomend", "recomend", "perfer")?"""
    if len(word) < _LONG or not word.isalpha() or word in VERBS or word in CHOICE_VERBS:
        return False
    return any(v[0] == word[0] and SequenceMatcher(None, word, v).ratio() >= _NEAR for v in _LONG_CHOICES)


def misspelt_choice_verb(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A without a misspelt choice verb opening it after a subject pronoun ("would you reccomend | a stand mixer or
    kneading by hand", "whether you'd recomend | learning …"), its article too, B not opening on a verb of its own
    (not "… or suggest …"); else A unchanged."""
    if len(a) < 2 or not b or not _misspelt(a[0].low):
        return a
    prev = around.prev(a[0])
    if prev is None or prev.low.replace("’", "'").split("'")[0] not in PRONOUNS:  # "you | reccomend", "you'd | …"
        return a
    if is_verb(b[0]) and not ing_word(b[0].low):
        return a
    return a[2:] if len(a) > 2 and a[1].low in ARTICLES else a[1:]
