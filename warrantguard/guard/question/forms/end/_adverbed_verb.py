""""Do recruiters or hiring managers actually read cover letters?": a sentence adverb after the subject pair stands
right before the predicate's verb, so the verb is the word after it, not a later noun-or-verb ("… read | cover")."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, PREPOSITIONS, Token, is_verb

__all__ = ["adverbed_verb"]

# Adverbs standing between a subject and its verb ("actually read", "usually hire").
_BEFORE_VERB = frozenset({"actually", "really", "usually", "typically", "generally", "normally", "always", "often",
                          "ever", "even", "still", "rarely", "never", "seldom"})


def adverbed_verb(right: list[Token], verb: int | None) -> int | None:
    """Where B's predicate starts when a sentence adverb stands before the verb found ("hiring managers | actually read
    cover letters", the verb found "cover"): the adverb's place (B ends before it), else ``verb``. Only after a
    bare plural word and before a lower-case verb ("managers actually read"; not "the ones | really good")."""
    end = len(right) if verb is None else verb
    for k in range(1, min(end, 8) - 1):
        before, nxt = right[k - 1], right[k + 1]
        if right[k].low in _BEFORE_VERB and before.low.endswith("s") and before.low not in DETERMINERS | PREPOSITIONS \
                and nxt.text.islower() and is_verb(nxt):
            return k
    return verb
