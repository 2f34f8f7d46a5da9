"""A prepositional phrase set against a manner adverb ("split groceries | by item or evenly", "sort them | by date or
alphabetically"): the two are adverbials of one verb, so A is the whole phrase, its preposition kept, as B is the
whole adverb; the noun alone ("item") would set a thing against a manner. Two prepositional phrases ("by date or by
name") and two nouns read as before."""

from __future__ import annotations

from warrantguard.guard.question.words import PREPOSITIONS, Around, Token, is_verb, manner_adverb

__all__ = ["prep_against_adverb"]

_FOCUS = frozenset({"just", "only", "simply"})
_NOT_ADVERBIAL = frozenset({"to", "of", "as", "than"})  # "a copy of | x or …": no adverbial
_BOUND = 4  # words of A's noun phrase


def prep_against_adverb(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A with the preposition before it when B is one ``-ly`` manner adverb, after a focus adverb or not, and A a
    short noun phrase after a preposition ("by | item" / "evenly" -> "by item"; not "through | France or Italy", a
    name); ``a`` itself otherwise."""
    if not a or not b or len(a) > _BOUND or len(b) > 2 or not manner_adverb(b[-1].low) or b[-1].capitalized:
        return a
    if len(b) == 2 and b[0].low not in _FOCUS:
        return a
    prep = around.prev(a[0])
    if prep is None or prep.low not in PREPOSITIONS or prep.low in _NOT_ADVERBIAL:
        return a
    if any(t.low in PREPOSITIONS or is_verb(t) for t in a):
        return a
    return [prep, *a]
