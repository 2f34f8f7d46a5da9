"""A verb B's own surface against A's own means: "contour with cream stick or blend powder bronzer | over the
foundation"."""

from __future__ import annotations

from warrantguard.guard.question.words import PREPOSITIONS, Around, Token, is_verb, time_word

__all__ = ["surface_b"]

# Prepositions of a surface or a spread: where B's verb puts its object ("blend it | over the foundation").
_SURFACES = frozenset({"over", "onto", "across", "under", "underneath", "beneath", "along"})
_LONGEST = 5  # the words of B's surface phrase at most
_ENDS = ("?", "!", ".")


def surface_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B, a verb and its object, with the surface phrase closing the sentence after it when A is a verb and a
    phrase of its own means ("contour with cream stick or blend powder bronzer | over the foundation?"): A's
    phrase is A's, so the one after B is B's, no place both share. ``b`` otherwise ("sand or paint | over the
    weekend": a time; "drive or fly | over the Alps": a lone verb B)."""
    prep = around.next(b[-1])
    if len(a) < 3 or len(b) < 2 or prep is None or prep.low not in _SURFACES or b[-1].text[-1:] in ",;:.?!)":
        return b
    if a[1].low not in PREPOSITIONS or not is_verb(b[0], initial=True) or b[0].capitalized:
        return b
    phrase = [prep, *around.after(prep, _LONGEST, ends=_ENDS)]
    closing = phrase[-1].text.endswith(_ENDS) or around.next(phrase[-1]) is None  # "… | over the foundation" unmarked
    if len(phrase) > _LONGEST or not closing or any(time_word(t) for t in phrase):
        return b
    return [*b, *phrase]
