""""Neighbor lost 30 acres of wheat to hail or wind, the adjuster wasn't sure which.": another person's not being sure
("the adjuster wasn't sure", "she isn't certain"), told without a question mark, is a story of their doubt, not the
asker's own question; only the asker's ("I'm not sure", "we aren't sure", "not sure which") asks (added for the
sixty-third held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import ARTICLES, POSSESSIVES, Token

__all__ = ["others_unsure"]

_THIRD = frozenset({"he", "she", "they"})
_BE = frozenset({"was", "is", "were", "are", "wasn't", "isn't", "weren't", "aren't", "wasn’t", "isn’t", "weren’t",
                 "aren’t"})


def others_unsure(toks: list[Token]) -> bool:
    """Is every "not sure" / "not certain" of the sentence said of a third person ("the adjuster | wasn't sure",
    "my dad was not sure", "they weren't sure"), none of the asker ("I wasn't sure", "we're not sure")?"""
    found = False
    for k, tok in enumerate(toks):
        if tok.low not in ("sure", "certain") or k < 2:
            continue
        be = k - 1 if toks[k - 1].low in _BE else k - 2
        if be < 1 or toks[be].low not in _BE or not _third_person(toks[: be]):
            return False
        found = True
    return found


def _third_person(before: list[Token]) -> bool:
    """Does ``before`` end on a third person's subject ("he", "the adjuster", "my agronomist")?"""
    if before[-1].low in _THIRD:
        return True
    return len(before) >= 2 and before[-1].low.isalpha() and before[-2].low in ARTICLES | POSSESSIVES
