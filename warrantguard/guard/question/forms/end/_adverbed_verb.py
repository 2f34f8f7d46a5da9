"""B's plural head before an adverb and a bare verb ("Does gripe water or simethicone | drops | actually work …?",
"Do sprays or nasal drops really help?") (:func:`plural_before_adverbed_verb`): two finite verbs cannot stand side by
side, so with a listed bare verb after the adverb the ``-s`` word is B's noun, not the verb."""

from __future__ import annotations

from warrantguard.guard.question.words import ADVERBS, VERBS, Token, plural_noun

__all__ = ["plural_before_adverbed_verb"]

_BEFORE_VERB = ADVERBS - frozenset({"better", "instead", "rather", "ever"}) | frozenset(
    {"often", "typically", "normally", "always"})


def plural_before_adverbed_verb(head: Token, adverb: Token | None, verb: Token | None) -> bool:
    """Is ``head`` a plural-looking word, ``adverb`` an adverb that stands before a verb and ``verb`` a bare listed
    verb ("drops | actually | work", not "drops | actually | works")?"""
    if adverb is None or verb is None or adverb.low not in _BEFORE_VERB or not plural_noun(head.low):
        return False
    w = verb.low.strip(".,!?;:")
    return not verb.capitalized and w in VERBS and not w.endswith("s")
