"""A preposition opening A that B, a bare noun phrase, shares: the verb's own, so A starts after it. Two forms: an
articled A against an unarticled B of an adjective and a noun ("goes out under a | CC BY license or standard
all-rights-reserved copyright": B has no preposition of its own, so "under" is both's), and B's opening noun
repeated after a preposition inside A, past a participle ("get more reading done with | books from the library or
books you own": the choice is between the two kinds of books, not the reading done). And a preposition before a name
A against a bare name B ("better off on | Metacam or Galliprant"): B names what A names, so the preposition is
both's (:func:`named_prep_a`)."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    ADVERBS,
    ARTICLES,
    AUX,
    DETERMINERS,
    POSSESSIVES,
    PREPOSITIONS,
    PRONOUNS,
    Around,
    Token,
    is_verb,
    participle_word,
)
from warrantguard.guard.question.words import text as tx

__all__ = ["articled_prep_a", "echoed_noun_a", "named_prep_a"]

_PLACE_WORDS = frozenset({"only", "online", "offline", "behind", "outside", "inside", "upstairs", "downstairs", "home",
                          "abroad", "overseas", "remotely", "alone", "together", "instead"})


def _bare_noun_b(b: list[Token]) -> bool:
    """Is B a bare noun phrase opening on a lower-case word that is no preposition, determiner, pronoun, adverb or
    verb ("standard all-rights-reserved copyright", "books you own")?"""
    first = b[0].low if b else ""
    return (bool(b) and b[0].text.islower() and first.isalpha() and first not in PREPOSITIONS | DETERMINERS
            | POSSESSIVES | PRONOUNS | ADVERBS | AUX and not first.endswith("ly") and not tx.ing_word(first)
            and not is_verb(b[0]))


def articled_prep_a(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A past its opening preposition and article when B is a bare noun phrase of two words or more ("under a | CC
    BY license or standard all-rights-reserved copyright"); ``a`` otherwise ("under a license or | without one": B a
    preposition's; "in a tent or | outdoors": one word)."""
    if len(a) < 3 or a[0].low not in PREPOSITIONS or a[1].low not in ARTICLES or len(b) < 2 or not _bare_noun_b(b):
        return a
    if any(t.low in PREPOSITIONS | AUX | DETERMINERS | ADVERBS | _PLACE_WORDS or t.low == "and" for t in b):
        return a  # "in the middle or | behind the passenger", "at the door or | online only": B no noun phrase
    return a[2:]


def echoed_noun_a(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A from the noun that opens B too, after a preposition past a participle in A ("more reading done with | books
    from the library or books you own"); ``a`` otherwise ("rice with beans or beans with rice": A's first word is
    in B; no participle before the preposition)."""
    if len(a) < 4 or not _bare_noun_b(b) or a[0].low in {t.low for t in b}:
        return a
    k = next((k for k in range(2, len(a)) if a[k].low == b[0].low and a[k - 1].low in PREPOSITIONS), None)
    if k is None or not participle_word(a[k - 2].low):
        return a
    return a[k:]


def named_prep_a(a: list[Token], b: list[Token]) -> list[Token]:
    """A past its opening lower-case preposition when the rest of A and all of B are capitalised names ("better off on
    | Metacam or Galliprant long term"); A as it was otherwise (not "on Metacam or on Galliprant": B has its own)."""
    if len(a) < 2 or a[0].low not in PREPOSITIONS or not a[0].text.islower() or not b or b[0].low in PREPOSITIONS:
        return a
    names = all(t.text[:1].isupper() for t in a[1:]) and all(t.text[:1].isupper() for t in b)
    return a[1:] if names else a
