"""A manner adverb after an articled B's noun, closing B ("contact the FLO or the coroner | directly about a possible
treasure find", "call the bank or the police | directly", "pay the plumber or the builder | separately for the
work"): an adverb of an "-ly" derivation modifies the verb both options are objects of, so B ends before it."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, PRONOUNS, Token, participle_word

__all__ = ["manner_adverb_b"]

# Endings of adverbs made from adjectives ("directly", "separately", "personally", "urgently", "seriously",
# "exclusively", "carefully", "possibly", "quickly", "repeatedly"): no noun ends so ("supply", "family", "assembly").
_ADVERB_ENDINGS = ("ctly", "ately", "ally", "ntly", "ously", "ively", "fully", "ibly", "ably", "ckly", "edly", "ssly")
_LEAST = 6  # "really" and longer: not "ally", "rally", "tally" (nouns)


def manner_adverb_b(right: list[Token], k: int) -> bool:
    """Is ``right[k]`` a lower-case "-ly" manner adverb after B's articled noun ("… or | the coroner | directly
    …"): B opens on a determiner, at least one word after it and before ``k``, none a determiner or a pronoun? Not "…
    or the freshly baked loaf" (right after the article), not "… or the water supply" (no adverb's ending), not "… or
    a parcel shipped internationally" (the participle's adverb), not "… or the side I actually believe in" (a
    relative clause's)."""
    if k < 2 or right[0].low not in DETERMINERS or right[k - 1].low in DETERMINERS:
        return False
    if participle_word(right[k - 1].low) or any(t.low in PRONOUNS for t in right[1:k]):
        return False
    word = right[k]
    if not word.text.isalpha() or not word.text.islower() or len(word.low) < _LEAST:
        return False
    return word.low.endswith(_ADVERB_ENDINGS)
