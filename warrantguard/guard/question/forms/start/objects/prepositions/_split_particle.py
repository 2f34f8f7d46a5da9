"""A phrasal verb split by its object before option A ("signing jack | up for | karate or gymnastics", "sign the
kids | up for | swim or soccer"): the object and the particle with its preposition belong to the verb, so A starts
after the preposition (:func:`split_particle`), as it does with the particle unsplit ("sign up for | karate or
gymnastics"), and B's one noun stands against A's noun, not against the whole."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, POSSESSIVES, Around, Token, gerund_word, is_verb
from warrantguard.guard.question.words import text as tx

__all__ = ["split_particle"]

_PARTICLES = frozenset({"up", "down"})
_PREPS = frozenset({"for", "to"})
_OBJECT_MAX = 2  # words of the object between the verb and its particle


def split_particle(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A without a verb's object, particle and preposition opening it ("signing | jack up for | karate"), when a verb
    (or its -ing form) stands before A, perhaps past a determiner ("sign | the | kids up for …"), the object is one
    or two words that are no verb, and B is no phrase of that preposition ("… or for soccer"); else A as it is, and
    when A opens its clause ("Quick question: | Round up to $100 or …": no verb before it)."""
    most = _OBJECT_MAX + 1 + 2 * (a[0].low in POSSESSIVES)  # "sign | my 6 year old up for …": "my" and three
    k = next((k for k in range(1, min(len(a) - 2, most)) if a[k].low in _PARTICLES), None)
    if k is None or a[k + 1].low not in _PREPS or b[0].low == a[k + 1].low:
        return a
    if any(is_verb(t) or tx.ing_word(t.low) or t.low in _PARTICLES for t in a[:k]):
        return a
    if around.opens(a[0]):  # "Quick question: | Round up to …": a label, no verb, before A
        return a
    prev = around.prev(a[0])
    if prev is not None and (prev.low in DETERMINERS or prev.low in POSSESSIVES):
        prev = around.prev(prev)
    if prev is None or not (is_verb(prev) or gerund_word(prev)):
        return a
    return a[k + 2 :]
