"""A verb, its object and an "as" phrase as A, against a B of manner with no verb ("run the Turkey Trot | as a
workout or all out"): the verb and its object are both options', B stands against the "as" phrase (added for the
sixty-sixth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import ARTICLES, PREPOSITIONS, Token, is_verb, manner_adverb

__all__ = ["as_against_manner"]

_OUT = frozenset({"out"})  # "all out", "flat out": the effort of a race


def as_against_manner(a: list[Token], b: list[Token]) -> list[Token]:
    """A from its "as" when A is a verb, an object and "as" with an article and one or two words, and B one to three
    words of manner with no verb: a prepositional phrase, an -ly adverb or a phrase closing on "out" ("run the Turkey
    Trot | as a workout" / "all out", "ride the century | as a group ride" / "at race pace"); else A as it is
    ("use the room as an office" / "guest room": a noun B)."""
    k = next((k for k in range(2, len(a) - 2) if a[k].low == "as"), None)
    if k is None or a[k + 1].low not in ARTICLES or len(a) - k > 4 or not is_verb(a[0], initial=True):
        return a
    if not 1 <= len(b) <= 3 or any(is_verb(t) or t.low in ARTICLES or t.capitalized for t in b):
        return a
    words = [t.low.rstrip("?.!,") for t in b]
    manner = (words[0] in PREPOSITIONS and words[0] != "as") or (len(b) == 1 and manner_adverb(words[0])) \
        or (len(b) == 2 and words[-1] in _OUT)
    return a[k:] if manner else a
