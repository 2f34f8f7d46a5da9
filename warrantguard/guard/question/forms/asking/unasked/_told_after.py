"""A pair closed by a semicolon and a clause of context ("Swings or a climbing dome; the parents' survey closes
Friday."): the full stop closes the told clause, not the pair, which asks as a pair with no stop does. The clause
must tell nothing of the options: no subject pronoun ("…; we picked swings."), no word saying how they stand ("…;
both are fine."), no word of the options themselves ("…; the kids voted for swings.")."""

from __future__ import annotations

import re

from warrantguard.guard.question.forms.asking.unasked._unasked import SETTLED
from warrantguard.guard.question.words import AUX, PRONOUNS
from warrantguard.guard.question.words import text as tx

__all__ = ["context_after_semicolon"]

_SEMICOLON = re.compile(r"\s*;\s*")


def context_after_semicolon(text: str, start: int, end: int) -> bool:
    """Does ``text`` close, after its "or" (``start`` … ``end``), on "B; <a clause of context>." whose stop is
    that clause's ("Swings or a climbing dome; the parents' survey closes Friday.")?"""
    semi = _SEMICOLON.search(text, end)
    if semi is None or not text.rstrip().endswith("."):
        return False
    pair = {t.low for t in tx.tokens(text[:semi.start()])}
    told = tx.tokens(text[semi.end() :])
    words = {t.low.strip(".") for t in told}
    said = words & (SETTLED | PRONOUNS | AUX) or any("'" in w and not w.endswith("'") for w in words - {"'s"})
    return len(told) >= 3 and not said and not (words & pair) - _FUNCTION and ";" not in text[:start]


_FUNCTION = frozenset({"the", "a", "an", "of", "to", "in", "on", "at", "for", "and"})
