"""A passive's participle and a phrase of where from or how before the pair ("whether the primers were ordered from |
IDT or Eurofins so I can reorder"): the pair is the phrase's object, not the subject of a verb after B, as the
agents after "by" are ("whether DBS checks are done by | the church office or …"; added for the
hundred-and-twenty-eighth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import Token, participle

__all__ = ["passive_phrase"]

_BE = frozenset({"is", "are", "was", "were"})
_PHRASES = frozenset({"by", "from", "through", "via", "with", "to"})  # the agent, the source, the means, the recipient


def passive_phrase(left: list[Token], k: int) -> bool:
    """Does ``left[k]`` open a passive whose participle is followed by a preposition of agent, source or means, with
    room for A after it ("were ordered from | IDT", "are done by | the church office")?"""
    return left[k].low in _BE and k + 2 < len(left) - 1 and participle(left, k + 1, True) \
        and left[k + 2].low in _PHRASES
