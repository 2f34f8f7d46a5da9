"""A lower-case word the verb list lacks after "Should we …", then an articled noun and a prepositional phrase, with a
determined noun phrase as B ("Should we | source the data science role through a recruiter or our referral
program?"): no noun follows "should we" unmarked, so the word is a verb; A is then its object and phrase, and
:func:`own_preposition` tells whether B stands against the whole object or the preposition's only."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    ADVERBS,
    ARTICLES,
    AUX,
    DETERMINERS,
    MODALS,
    MODIFIERS,
    PREPOSITIONS,
    Token,
    is_verb,
)

__all__ = ["unlisted_before_article", "verb_slot"]


def unlisted_before_article(toks: list[Token], right: list[Token]) -> bool:
    """Is ``toks[0]`` an unlisted verb before an articled object with a prepositional phrase of its own, B a determined
    noun phrase ("source | the data science role through a recruiter or our referral program")?"""
    if len(toks) < 5 or toks[1].low not in ARTICLES or not right or right[0].low not in DETERMINERS:
        return False
    w = toks[0]
    if w.capitalized or not w.low.isalpha() or w.low in ADVERBS | MODIFIERS | DETERMINERS or w.low.endswith("ly"):
        return False
    return not is_verb(toks[1]) and any(t.low in PREPOSITIONS for t in toks[3:-1])


_ASKERS = frozenset({"i", "we", "you", "they"})


def verb_slot(tok: Token, prev: Token | None, before: Token | None) -> bool:
    """Is ``tok`` a lower-case word right after an auxiliary and its subject pronoun ("Should we | source …"), or
    after a subject pronoun and its modal ("… whether I should | factory reset …"), where only a verb stands, listed
    or not?"""
    if prev is None or before is None or tok.capitalized or not tok.low.isalpha():
        return False
    plain = tok.low not in ADVERBS | DETERMINERS and not tok.low.endswith("ly")
    return plain and ((prev.low in _ASKERS and before.low in AUX) or (prev.low in MODALS and before.low in _ASKERS))
