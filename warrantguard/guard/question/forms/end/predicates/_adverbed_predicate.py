"""An adverb opening the predicate after a pair of subjects ("Do the bride's parents or the groom's parents |
traditionally pay for …?", "Do cats or dogs | usually live longer?", "whether the best man or the father of the bride
| traditionally speaks first"): the adverb is the predicate's, no word of B."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    SENTENCE_ADVERBS,
    Token,
    ing_word,
    is_verb,
    manner_adverb,
    third_person_verb,
)

__all__ = ["predicate_adverb"]


def predicate_adverb(b: list[Token], right: list[Token]) -> list[Token]:
    """B without a closing adverb ("groom's parents | traditionally") when the word after it on B's side is a verb
    (the predicate the cut left: "… traditionally | pay", or its third person: "… traditionally | speaks", not after
    a gerund's phrase, whose own manner it may be: "… or booking the ARDS separately | works"); ``b`` unchanged
    otherwise."""
    if len(b) < 2 or b[-1] not in right:
        return b
    k = right.index(b[-1])
    adverb = b[-1].low
    if not (manner_adverb(adverb) or adverb in SENTENCE_ADVERBS) or k + 1 >= len(right):
        return b
    verb = is_verb(right[k + 1]) or (third_person_verb(right[k + 1]) and not any(ing_word(t.low) for t in b))
    return b[:-1] if verb and not b[-2].low.endswith("ly") else b
