"""B opening with an unlisted word, then a manner adverb and a preposition ("use a snap swivel or | tie directly to
the lure"): a noun takes no manner adverb before its phrase, so the word is B's verb."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, PREPOSITIONS, PRONOUNS, Token

__all__ = ["manner_adverbed_b"]

# Words in "-ly" that are no adverbs of manner (nouns, verbs, a month or a country).
_NOT_MANNER = frozenset({"family", "assembly", "supply", "butterfly", "dragonfly", "firefly", "damselfly", "monopoly",
                         "anomaly", "rally", "jelly", "belly", "bully", "ally", "lily", "holly", "italy", "july",
                         "reply", "apply", "rely", "comply", "multiply", "imply", "gully", "only", "early", "daily",
                         "weekly", "monthly", "yearly", "nightly", "hourly", "likely", "friendly", "ugly", "silly"})


def manner_adverbed_b(right: list[Token]) -> bool:
    """Is ``right[0]`` a verb the lists lack, told by the manner adverb and the preposition after it ("tie | directly
    to the lure", "pour | slowly into the mould")? Not a determiner, pronoun, preposition or capitalised name."""
    if len(right) < 4 or right[0].capitalized or not right[0].low.isalpha() \
            or right[0].low in DETERMINERS | PRONOUNS | PREPOSITIONS:
        return False
    adverb = right[1].low
    return adverb.isalpha() and adverb.endswith("ly") and len(adverb) > 5 and adverb not in _NOT_MANNER \
        and right[2].low in PREPOSITIONS
