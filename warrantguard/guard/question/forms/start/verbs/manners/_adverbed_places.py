""""interview onsite in Boston or virtually over Zoom": a verb's two manners or places, each an adverb with a phrase
of its own. The verb before A's adverb is shared; the options are the adverbs with their phrases."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, PREPOSITIONS, Token, adverbial, is_verb

__all__ = ["adverbed_places"]


def adverbed_places(left: list[Token], right: list[Token]) -> tuple[list[Token], list[Token]] | None:
    """A verb, an adverb of manner or place and its phrase closing A's side ("interview | onsite in Boston") against B
    of the same form ("virtually over Zoom", "remotely from Denver"): A from its adverb, B whole; else ``None`` (each
    phrase a preposition and one to three words, no other preposition, B's side ending there)."""
    if len(left) < 4 or len(right) < 3 or not adverbial(right[0]) or not _phrase(right[1:]):
        return None
    j = len(left) - 3
    while j >= 1 and not (adverbial(left[j]) and _phrase(left[j + 1 :])):
        j -= 1
    return (left[j:], right) if j >= 1 and is_verb(left[j - 1]) and left[j - 1].text.islower() else None


def _phrase(toks: list[Token]) -> bool:
    """A preposition and one to three words after it, none a preposition ("in Boston", "over Zoom")."""
    return toks[0].low in PREPOSITIONS and 2 <= len(toks) <= 4 and toks[1].low not in DETERMINERS - {"the", "a", "an"} \
        and not any(t.low in PREPOSITIONS for t in toks[1:])
