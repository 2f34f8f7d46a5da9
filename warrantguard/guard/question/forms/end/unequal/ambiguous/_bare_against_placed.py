"""A bare word as B against the noun of A's place phrase, B followed by a place phrase of its own, refused: "keep the
boat ashore at the | yard or afloat | in the marina" (B stands against the whole "ashore at the yard", not "yard"
alone; where A starts the form does not say). A time after B is shared context ("in the garage or shed | in the
winter") and is left alone (session 51)."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    DETERMINERS,
    MONTHS,
    PREPOSITIONS,
    TIME_NOUNS,
    TIME_WORDS,
    Around,
    Token,
)

__all__ = ["bare_against_placed_problem"]


def bare_against_placed_problem(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why B is unclear when A is the one noun of a preposition and its determiner ("at the | yard"), B one bare
    lower-case word, and a preposition, a determiner and a noun naming no time were cut after B ("afloat | in the
    marina"), or None."""
    det = around.prev(a[0])
    prep = around.prev(det) if det is not None else None
    if len(a) != 1 or len(b) != 1 or prep is None or det is None or det.low not in DETERMINERS \
            or prep.low not in PREPOSITIONS:
        return None
    bare, before_b = b[0], around.prev(b[0])
    if not (bare.text.isalpha() and bare.text.islower()) or before_b is None or before_b.low in DETERMINERS:
        return None
    after = around.next(bare)
    det_b = around.next(after) if after is not None else None
    noun = around.next(det_b) if det_b is not None else None
    if after is None or after.low not in PREPOSITIONS or det_b is None or det_b.low not in DETERMINERS \
            or noun is None or noun.low.strip("?.!,") in TIME_NOUNS | MONTHS | TIME_WORDS:
        return None
    return (f"B ('{bare.text}') has a place phrase of its own ('{after.text} {det_b.text} …'): it may stand against "
            f"'{prep.text} {det.text} {a[-1].text}' and the words before it, not '{a[-1].text}' alone")
