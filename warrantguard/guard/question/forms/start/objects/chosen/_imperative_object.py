"""A sentence opening on a bare verb whose object is the pair, each option with its own article ("Approve | the
standard support tier or the premium support tier?", "Buy | the red car or the blue car?"): the verb is both's, so
A starts past its article as B does (:func:`imperative_object`)."""

from __future__ import annotations

from warrantguard.guard.question.words import ARTICLES, DETERMINERS, PREPOSITIONS, Around, Token, is_verb

__all__ = ["imperative_object"]


def imperative_object(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """Option A past the verb and article opening its sentence when B (a noun phrase) stood after the same
    article ("Approve | the standard tier or the premium tier?"); A must hold no other determiner or preposition
    (not "Put the box in the garage or the shed?": where the pair starts is not told) and B no verb.
    Else A as it was."""
    if len(a) < 3 or not b or not around.opens(a[0]) or not is_verb(a[0], initial=True) or a[1].low not in ARTICLES:
        return a
    before_b = around.prev(b[0])
    if before_b is None or before_b.low != a[1].low or is_verb(b[0]):
        return a
    if any(t.low in DETERMINERS | ARTICLES | PREPOSITIONS or t.text.endswith((",", ";", ":")) for t in a[2:]):
        return a
    return a[2:]
