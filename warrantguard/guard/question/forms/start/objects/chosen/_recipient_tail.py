"""A phrase on a possessive closing B when A and B are the second objects of a verb taking a recipient ("gift my
in-laws a food hamper or an Umrah donation | in their name?"): the phrase may be B's own ("a donation in their name")
or both options' ("put the house or the car | in their name"), so the pair is refused (added for the ninety-eighth
held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import ARTICLES, POSSESSIVES, Around, Token

__all__ = ["recipient_tail_problem"]

_RECIPIENTS = frozenset({"him", "her", "them", "us", "me"})
_TAIL_PREPS = frozenset({"in"})  # "in their name" (not "on her birthday": a time, both's)
_ENDS = (",", "?", "!", ".", ";")
_RECIPIENT_WORDS = 3  # a recipient's words before A's article ("my | in-laws", "him")


def recipient_tail_problem(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why a phrase "in" and a possessive closing the sentence after B cannot be placed, when A follows a
    recipient ("my in-laws", "her") and its article and B has an article too ("… a food hamper or an Umrah donation |
    in their name?"); None otherwise ("… a scarf or a necklace | for her birthday": a purpose, both's as before)."""
    if not a or not b or not _articled(b[0], around) or not _after_recipient(a[0], around):
        return None
    rest = around.after(b[-1], 4, ends=_ENDS)
    if len(rest) < 3 or rest[0].low not in _TAIL_PREPS or rest[1].low not in POSSESSIVES:
        return None
    if not (rest[-1].text.endswith(_ENDS) or around.next(rest[-1]) is None):
        return None
    said = " ".join(t.text for t in rest).rstrip("".join(_ENDS))
    return f"unclear whether '{said}' is the second option's own or said of both options"


def _articled(first: Token, around: Around) -> bool:
    """Does an article open the option at ``first``, cut from it or not ("an | Umrah donation")?"""
    prev = around.prev(first)
    return first.low in ARTICLES or (prev is not None and prev.low in ARTICLES)


def _after_recipient(first: Token, around: Around) -> bool:
    """Does a recipient stand before A's article: an object pronoun, or a possessive and up to two words ("gift | my
    in-laws | a food hamper")?"""
    det = first if first.low in ARTICLES else around.prev(first)
    if det is None or det.low not in ARTICLES:
        return False
    words = around.before(det)[-_RECIPIENT_WORDS:]
    if words and words[-1].low in _RECIPIENTS:
        return True
    owner = [k for k, t in enumerate(words) if t.low in POSSESSIVES]
    return bool(owner) and all(t.text.replace("-", "").isalpha() for t in words[owner[-1] + 1 :]) \
        and owner[-1] < len(words) - 1
