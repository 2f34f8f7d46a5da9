"""A noun B's "with" phrase before a closing "for" phrase ("auto-belay or top rope | with a partner | for my first
ever session"): the "for" phrase, last, is the context both options share; the "with" phrase between is what B comes
with, B's own. Added for the hundred-and-fifty-ninth held-out part."""

from __future__ import annotations

from warrantguard.guard.question.words import PRONOUNS, Token

__all__ = ["with_before_for_b"]

_OPENERS = frozenset({"a", "an", "the", "my", "our", "your"})


def with_before_for_b(right: list[Token], k: int) -> bool:
    """Is B's ``k``-th word a "with" after a word of B's (no pronoun: "fruit it | with …"), its object a determiner
    and one word, and a "for" phrase right after ("top rope | with a partner | for …", "an iPad Pro | with the keyboard
    | for …")? Not a bare object ("with space for my kid": the "for" phrase is the object's)."""
    if right[k].low != "with" or k < 1 or k + 3 >= len(right) or right[k - 1].low in PRONOUNS:
        return False
    if k == 2 and right[0].low in ("a", "an"):
        return False  # "a tent or a hammock | with a tarp | for …": a one-word B's feature, or both's? (refused)
    return right[k + 1].low in _OPENERS and right[k + 2].low.isalpha() and right[k + 3].low == "for"
