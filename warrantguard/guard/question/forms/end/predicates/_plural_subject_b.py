"""A subject pair whose B closes on a plural noun with a verb's "-s" look before a bare verb and a comparative
("whether the Eurail app or paper | passes | work better …"): by the nearer subject's agreement the bare verb is the
predicate ("passes work", not "passes" the verb: a verb's "-s" form would take "works"), so the plural noun is B's
own (:func:`plural_head_b`)."""

from __future__ import annotations

from warrantguard.guard.question.words import ADVERBS, COMPARATIVES, Token, plural_noun

__all__ = ["plural_head_b"]

# "-s" verbs taking a bare infinitive ("helps | work better"): the bare verb after them is no predicate of their own.
_BARE_INFINITIVE_TAKERS = frozenset({"helps", "lets", "makes", "sees", "watches", "hears"})
# Verbs that stand without an object before a comparative ("work better", "last longer"): after an "-s" word, a verb
# taking an object ("keeps | staff happier", "holds | heat better") leaves the "-s" word the verb.
_UNOBJECTED = frozenset({"work", "perform", "last", "scale", "fare", "sell", "age", "run", "travel", "pack", "fit",
                         "go", "look"})  # "the pearl | drops | go better with a navy dress"
_ARTICLES = frozenset({"the", "a", "an"})


def plural_head_b(b: list[Token], right: list[Token]) -> list[Token]:
    """``b`` with the plural noun after it when a bare verb taking no object and a comparative or adverb follow that
    noun ("paper | passes work better"); ``b`` otherwise (not "paper | helps work better", not "paper | passes better":
    no bare verb after it; not "remote work | keeps staff happier": a verb's object)."""
    n = len(b) + (right[: len(b)] != b and bool(right) and right[0].low in _ARTICLES)  # "… or the pearl | drops go
    # better": past B's article
    if not b or len(right) < n + 3 or right[n - len(b) : n] != b:
        return b
    noun, verb, after = right[n], right[n + 1], right[n + 2]
    if noun.capitalized or not noun.low.isalpha() or not plural_noun(noun.low) or noun.low in _BARE_INFINITIVE_TAKERS:
        return b
    bare = not verb.capitalized and verb.low in _UNOBJECTED
    return [*b, noun] if bare and after.low.strip(",.?!") in COMPARATIVES | ADVERBS else b
