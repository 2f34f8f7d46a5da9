"""A passive's participle and a phrase of where from or how before the pair ("whether the primers were ordered from |
IDT or Eurofins so I can reorder"): the pair is the phrase's object, not the subject of a verb after B, as the
agents after "by" are ("whether DBS checks are done by | the church office or …"; added for the
hundred-and-twenty-eighth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import ADVERBS, ARTICLES, COMPARATIVES, PREPOSITIONS, Token, participle

__all__ = ["passive_phrase"]

_BE = frozenset({"is", "are", "was", "were"})
_PHRASES = frozenset({"by", "from", "through", "via", "with", "to"})  # the agent, the source, the means, the recipient


def passive_phrase(left: list[Token], k: int) -> bool:
    """Does ``left[k]`` open a passive whose participle is followed by a preposition of agent, source or means, with
    room for A after it ("were ordered from | IDT", "are done by | the church office")?"""
    if left[k].low not in _BE or k + 2 >= len(left) - 1 or left[k + 2].low not in _PHRASES:
        return False
    return participle(left, k + 1, True) or _irregular_before_by(left, k + 1)


def _irregular_before_by(left: list[Token], k: int) -> bool:
    """Is ``left[k]``, a lower-case word the lists do not know for a participle, one before "by" and an article
    ("were shot by | a staffer", "was written by | the intern")? After "be", a word before an agent so introduced
    is a passive's participle."""
    tok = left[k]
    return left[k + 1].low == "by" and left[k + 2].low in ARTICLES and tok.text.isalpha() and tok.text.islower() \
        and tok.low not in ADVERBS | PREPOSITIONS | COMPARATIVES
