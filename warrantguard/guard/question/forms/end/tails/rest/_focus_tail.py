"""A focus adverb closing a cut B ("replying just | to HR about …", "emailing only | the team"): the adverb points at
the phrase after it, which is B's own; the cut left B hanging on it."""

from __future__ import annotations

from warrantguard.guard.question.words import CUT_WORDS, PREPOSITIONS, Around, Token, is_verb
from warrantguard.guard.question.words import text as tx

__all__ = ["focus_tail"]

_FOCUS = frozenset({"just", "only", "solely", "simply"})
_BOUND = 3  # words of the phrase after the preposition


def focus_tail(b: list[Token], around: Around) -> list[Token]:
    """B through the prepositional phrase its closing focus adverb points at ("replying just | to HR"), to the next
    preposition or cut word ("… | about the potluck signup" stays shared); ``b`` unchanged unless B closes on "just" /
    "only" right after its verb ("passcode only | on my iphone": a noun's "only", said of both) and a preposition
    and one to three words follow."""
    if len(b) < 2 or b[-1].low not in _FOCUS or not (is_verb(b[-2]) or tx.ing_word(b[-2].low)):
        return b
    prep = around.next(b[-1])
    if prep is None or prep.low not in PREPOSITIONS:
        return b
    phrase: list[Token] = []
    tok = around.next(prep)
    while tok is not None and tok.low not in PREPOSITIONS | CUT_WORDS and len(phrase) < _BOUND:
        phrase.append(tok)
        tok = around.next(tok)
    return [*b, prep, *phrase] if phrase else b
