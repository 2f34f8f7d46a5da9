"""A subject pair whose B closes on a plural noun with a verb's "-s" look before a bare verb and a comparative
("whether the Eurail app or paper | passes | work better …"): by the nearer subject's agreement the bare verb is the
predicate ("passes work", not "passes" the verb: a verb's "-s" form would take "works"), so the plural noun is B's
own (:func:`plural_head_b`)."""

from __future__ import annotations

from warrantguard.guard.question.words import ADVERBS, COMPARATIVES, VERBS, Token, plural_noun

__all__ = ["plural_head_b"]

# "-s" verbs taking a bare infinitive ("helps | work better"): the bare verb after them is no predicate of their own.
_BARE_INFINITIVE_TAKERS = frozenset({"helps", "lets", "makes", "sees", "watches", "hears"})


def plural_head_b(b: list[Token], right: list[Token]) -> list[Token]:
    """``b`` with the plural noun after it when a bare listed verb and a comparative or adverb follow that noun
    ("paper | passes work better"); ``b`` otherwise (not "paper | helps work better", not "paper | passes better":
    no bare verb after it)."""
    n = len(b)
    if not b or len(right) < n + 3 or right[:n] != b:
        return b
    noun, verb, after = right[n], right[n + 1], right[n + 2]
    if noun.capitalized or not noun.low.isalpha() or not plural_noun(noun.low) or noun.low in _BARE_INFINITIVE_TAKERS:
        return b
    bare = not verb.capitalized and verb.low in VERBS and not verb.low.endswith("s")
    return [*b, noun] if bare and after.low.strip(",.?!") in COMPARATIVES | ADVERBS else b
