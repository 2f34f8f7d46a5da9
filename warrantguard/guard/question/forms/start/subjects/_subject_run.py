"""A copula's subject running into option A when no predicate follows B ("is the white powdery patch on my mushroom
bag | mycelium or trichoderma?", "is the main issue | cost or time?"): the options are the copula's complement, and
where the subject ends and A starts the words do not tell ("the patch white mold or mycelium": "mold", or "white
mold"?). Refused; added for the hundred-and-fifty-fifth held-out part."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, POSSESSIVES, Token

__all__ = ["subject_run_problem"]

# What opens a subject of several words: an article or a possessive, no demonstrative.
_OPENERS = (POSSESSIVES | frozenset({"a", "an", "the"})) - frozenset({"this", "that", "these", "those"})


def subject_run_problem(core: list[Token], a: list[Token], b: list[Token], right: list[Token]) -> str | None:
    """Why a pair read after a copula is refused when A opens the copula's subject (at its article or possessive or
    the word after it: "the | patch … mycelium"), B runs to the clause's end with no determiner of its own and A has
    more words than B (the subject's words and A's); ``None`` otherwise ("Is the cat | black or white": A cut past
    the subject; "Is the Pixel 8 or Galaxy S24": a pair of like length; "… | mycelium or trichoderma more common": a
    predicate)."""
    if len(core) < 2 or not a or not b or not right or core[0].low not in _OPENERS:
        return None  # not "Is this | one X or Y", "Is that | a draw or wages": a demonstrative is the subject itself
    if a[0] is not core[0] and a[0] is not core[1]:
        return None
    if b[-1] is not right[-1] or right[0].low in DETERMINERS or len(a) <= len(b):
        return None
    return (f"unclear where the subject of the question ends and the first option starts "
            f"('{' '.join(t.text for t in core)}')")
