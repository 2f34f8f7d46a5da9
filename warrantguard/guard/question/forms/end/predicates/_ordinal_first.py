""""first" as an ordinal inside B's articled noun phrase, a modifier before it and the noun it counts after it ("a half
| first | cousin", "a signed first edition"): a word of B, not a time closing B ("… or a taxi | first"). Added for the
hundred-and-twenty-first held-out part."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    ARTICLES,
    AUX,
    CUT_WORDS,
    DETERMINERS,
    PREPOSITIONS,
    PRONOUNS,
    TIME_UNITS,
    TIME_WORDS,
    Token,
    is_verb,
)

__all__ = ["ordinal_first"]

_NOT_COUNTED = DETERMINERS | PREPOSITIONS | PRONOUNS | AUX | CUT_WORDS | TIME_UNITS | TIME_WORDS | frozenset(
    {"thing", "things", "time", "and", "or", "but", "then", "off", "up", "out"})


def ordinal_first(right: list[Token], k: int) -> bool:
    """Is "first" at ``k`` of B's side an ordinal between an article's modifier and a noun ("a half | first | cousin
    once removed", "a signed | first | edition")? Not "a taxi | first": no noun after it; nor "a bus | first thing"."""
    if right[k].low != "first" or k < 2 or k + 1 >= len(right) or right[0].low not in ARTICLES:
        return False
    modifiers, noun = right[1:k], right[k + 1]
    word = noun.low.rstrip("?.!,;:")
    if not word.isalpha() or noun.capitalized or word in _NOT_COUNTED or is_verb(noun):
        return False
    return all(t.low.isalpha() and not t.capitalized and not is_verb(t) and t.low not in _NOT_COUNTED
               for t in modifiers)
