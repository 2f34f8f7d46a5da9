"""A sentence adverb between a plural subject and its bare verb ("Do recruiters or hiring managers | actually | read
cover letters?", "Does gripe water or simethicone drops | actually | work …?"): two finite verbs cannot stand side by
side, so the ``-s`` word before the adverb is B's noun and the verb is the word after the adverb, not a later
noun-or-verb ("… read | cover")."""

from __future__ import annotations

from warrantguard.guard.question.words import ADVERBS, DETERMINERS, PREPOSITIONS, VERBS, Token, is_verb, plural_noun

__all__ = ["adverbed_verb", "plural_before_adverbed_verb"]

# Adverbs standing between a subject and its verb ("actually read", "usually hire", "really help").
_BEFORE_VERB = ADVERBS - frozenset({"better", "instead", "rather"}) | frozenset(
    {"actually", "really", "usually", "typically", "generally", "normally", "always", "often", "ever", "even", "still",
     "rarely", "never", "seldom"})


def plural_before_adverbed_verb(head: Token, adverb: Token | None, verb: Token | None) -> bool:
    """Is ``head`` a plural-looking word, ``adverb`` an adverb that stands before a verb and ``verb`` a bare listed
    verb ("drops | actually | work", not "drops | actually | works")?"""
    if adverb is None or verb is None or adverb.low not in _BEFORE_VERB or not plural_noun(head.low):
        return False
    w = verb.low.strip(".,!?;:")
    return not verb.capitalized and w in VERBS and not w.endswith("s")


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
