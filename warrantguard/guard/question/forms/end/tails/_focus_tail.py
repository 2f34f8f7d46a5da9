"""A focus adverb closing a cut B ("replying just | to HR about …", "emailing only | the team"): the adverb points at
the phrase after it, which is B's own; the cut left B hanging on it."""

from __future__ import annotations

from warrantguard.guard.question.words import CUT_WORDS, PREPOSITIONS, Around, Token

__all__ = ["focus_tail"]

_FOCUS = frozenset({"just", "only", "solely", "directly", "simply"})
_BOUND = 3  # words of the phrase after the preposition


def focus_tail(b: list[Token], around: Around) -> list[Token]:
    """B through the prepositional phrase its closing focus adverb points at ("replying just | to HR"), to the next
    preposition or cut word ("… | about the potluck signup" stays shared); ``b`` unchanged unless B closes on "just" /
    "only" after a word of its own and a preposition and one to three words follow."""
    if len(b) < 2 or b[-1].low not in _FOCUS:
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
