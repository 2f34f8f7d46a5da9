""""will" the document closing an option ("living trust or pour-over will?", "Is a holographic will or a witnessed
will safer …"): after a modifier and before nothing verbal it is a noun, not the auxiliary."""

from __future__ import annotations

from warrantguard.guard.question.words import COMPARATIVES, PREPOSITIONS, Around, Token

__all__ = ["noun_will"]

_MODIFIER_ENDS = ("ic", "ed", "al", "ing", "ive", "ous", "ten", "ary")  # "holographic", "witnessed", "mutual"
_AFTER_NOUN = frozenset({"or", "vs", "vs.", "versus", "and"})


def noun_will(toks: list[Token], k: int, around: Around) -> bool:
    """Is ``toks[k]`` the noun "will" closing the option: after a hyphenated or adjectival modifier ("pour-over |
    will", "witnessed | will"), with the sentence ending, a coordinator, a comparative or a preposition after it (not
    "the market | will | rise", "prices crashing will | hurt")?"""
    tok = toks[k]
    if tok.low.rstrip("?!.,") != "will" or k != len(toks) - 1 or k == 0:
        return False
    prev = toks[k - 1].low
    if not ("-" in prev.strip("-") or (prev.isalpha() and prev.endswith(_MODIFIER_ENDS))):
        return False
    after = around.next(tok)
    return tok.text[-1:] in "?!." or after is None or after.low in _AFTER_NOUN | COMPARATIVES | PREPOSITIONS
