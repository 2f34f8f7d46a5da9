"""A short "with" phrase closing the sentence after two place phrases ("photograph my mugs on a white background or
on a wooden table | with props?", "reclaim clay on plaster bats or in a bucket | with a sock?"): A's place has no
"with" of its own, so what comes with the place next to it is B's place's own, not a means both options share (added
for the hundred-and-twelfth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.forms.end.tails.own.settings import closing_rest
from warrantguard.guard.question.words import NUMBER_WORDS, PREPOSITIONS, Around, Token

__all__ = ["placed_with_b"]

_PLACES = frozenset({"on", "in", "at", "into", "onto", "inside", "under", "over"})
_PURPOSES = frozenset({"for", "to", "so", "because", "if", "when", "while"})
# "with my kids", "with him", "with two cats", "with a toddler": who or whose along, or how many, which both places
# may share.
_ALONG = NUMBER_WORDS | frozenset({"my", "our", "your", "his", "her", "their", "me", "us", "him", "them", "you",
                                   "friends", "kids", "family", "people", "someone", "somebody", "others", "help",
                                   "several", "many", "some", "pets", "cats", "dogs", "cat", "dog", "kid", "child",
                                   "children", "toddler", "toddlers", "baby", "babies", "puppy", "kitten"})


def placed_with_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B with the "with" phrase of one to three words closing its sentence when A and B each open on a place preposition
    and A holds no "with" ("on a white background or on a wooden table | with props"); ``b`` otherwise ("… or in a
    bucket | with my kids", "in leather or in fabric | with two cats": whom both are done with; "in Germany or in UK |
    with loan", "in MicroPython or in C | with the SDK": a named place or thing, no thing's fitting; "… | with a sock
    for …": more follows; "by hand or with a winder": no place)."""
    if len(a) < 2 or len(b) < 2 or a[0].low not in _PLACES or b[0].low not in _PLACES \
            or any(t.low == "with" for t in a) or not b[-1].text.islower():  # "in UK | with loan": a named place
        return b
    rest = closing_rest(b, around)
    if rest is None or not 2 <= len(rest) <= 4 or rest[0].low != "with":
        return b
    if any(t.low in PREPOSITIONS | _PURPOSES | _ALONG | {"and", "or"} or not t.low.isalpha() for t in rest[1:]):
        return b
    return [*b, *rest]
