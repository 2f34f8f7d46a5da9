"""A relative clause's verb after an adverb ("… or on the ESP32 that also | handles wifi", "… or the NAS that already
| runs Plex"): the clause's own verb inside the option, as right after "that" ("the ESP32 that | handles wifi"), not
a verb swallowed from the question (added for the eighty-third held-out part). So is one after a modal ("something
that can | do BE100") and a second verb of the clause after "but" / "and" ("the one who's shouty but | gets
results"; added for the hundred-and-thirty-ninth)."""

from __future__ import annotations

from warrantguard.guard.question.words import ADVERBS, Token

__all__ = ["adverbed_relative"]

_RELATIVE = frozenset({"who", "that", "which"})
_CLAUSE_ADVERBS = ADVERBS | frozenset({"already", "always", "never", "often", "only"})
_MODALS = frozenset({"can", "could", "will", "would", "should", "might", "may", "must"})
_JOINS = frozenset({"but", "and"})
_CLAUSE_REACH = 4  # words from the relative pronoun to the "but" / "and" before its second verb


def adverbed_relative(toks: list[Token], k: int) -> bool:
    """Is ``toks[k]`` a verb after a relative pronoun and one adverb or modal, with words of the clause after it ("the
    ESP32 that also | handles | wifi", "something that can | do | BE100"), or the clause's second verb ("the one who's
    shouty but | gets | results")? Not a verb closing the option ("… that still | works"): it may be the question's."""
    if not 2 <= k < len(toks) - 1:
        return False
    if toks[k - 1].low in _CLAUSE_ADVERBS | _MODALS and toks[k - 2].low in _RELATIVE:
        return True
    return toks[k - 1].low in _JOINS and _relative_before(toks[max(0, k - 1 - _CLAUSE_REACH) : k - 1])


def _relative_before(words: list[Token]) -> bool:
    """Do ``words`` hold a relative pronoun ("who", "who's") after which no clause punctuation falls?"""
    opened = False
    for tok in words:
        opened = opened or tok.low.replace("\u2019", "'").removesuffix("'s") in _RELATIVE
        if opened and not tok.text[-1:].isalnum():
            return False
    return opened
