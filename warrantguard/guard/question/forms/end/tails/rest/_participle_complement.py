"""A noun B closing on a past participle cut from its complement ("a banneton or a regular bowl lined | with a
towel"): "lined" says nothing without what the bowl is lined with, so the phrase is B's own, up to the next
preposition or the end of the clause."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, PREPOSITIONS, Around, Token

__all__ = ["participle_complement"]

# Prepositions completing a participle after a noun ("lined with", "made from", "filled with", "covered in",
# "topped with", "cooked in").
_COMPLETING = frozenset({"with", "in", "from", "by"})


def participle_complement(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B with the preposition phrase completing its closing past participle, after a noun of B's ("a regular bowl
    lined | with a towel" → "regular bowl lined with a towel"), when A has no such participle; B as it was otherwise
    ("… or a bowl | with a towel": no participle; "… or the red | with stripes": not a participle)."""
    if len(b) < 2 or not _participle(b[-1]) or b[-2].low in DETERMINERS | PREPOSITIONS or b[-1].text[-1:] in ",;:":
        return b
    if any(_participle(t) for t in a):
        return b
    prep = around.next(b[-1])
    if prep is None or prep.low not in _COMPLETING or prep.text != prep.low:
        return b
    phrase = [prep]
    nxt = around.next(prep)
    while nxt is not None and nxt.low not in PREPOSITIONS and nxt.low not in ("or", "and", "vs"):
        phrase.append(nxt)
        if nxt.text[-1:] in ",;:?!.":
            break
        nxt = around.next(nxt)
    return [*b, *phrase] if len(phrase) > 1 else b


def _participle(word: Token) -> bool:
    """Is ``word`` a lower-case regular past participle ("lined", "filled"), not a short word ("red", "bed")?"""
    return len(word.text) > 4 and word.text.endswith("ed") and word.text.isalpha() and word.text.islower()
