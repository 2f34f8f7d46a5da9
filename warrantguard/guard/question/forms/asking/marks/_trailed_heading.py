"""A heading, a colon or a spaced dash, then only "A or B" trailing off in an ellipsis: "Greenhouse shading: paint
(Coolglass) or shade netting...", "eid gift for mum - perfume (oud) or a handbag...", "Custody hearing in 2 days —
wear a suit or business casual…" (:func:`trailed_heading_pair`). The dots leave the choice open, as a question mark
would; a full stop would close it as a note ("Lunch: tacos or pizza.", left to :func:`stopped_pair`).

Not a clause on either side (a pronoun, auxiliary, copula or negation: "Note - we shut at 5 or 6..."), not a pair
told to stand ("Update: cash or card accepted..."), not a list or a clause set off by a comma ("Kids at the wedding
- yes to all of them, or only nieces/nephews...": is "yes to" A's own?), not a second "or"."""

from __future__ import annotations

import re

from warrantguard.guard.question.forms.asking.unasked import SETTLED
from warrantguard.guard.question.words import AUX, COPULAS, POSSESSIVES, PRONOUNS
from warrantguard.guard.question.words import text as tx

__all__ = ["trailed_heading_pair"]

_TRAILED = re.compile(r"\s*(?P<head>[^\s:—–]+(?:[ \t]+[^\s:—–]+){0,5})[ \t]*(?::|[ \t][-–—]|[ \t]--)[ \t]+"
                      r"(?P<a>[^,;:?!.\n]+?)[ \t]+or[ \t]+(?P<b>[^,;:?!.\n]+?)[ \t]*(?:\.{3,}|…)\s*$", re.I)
_MOST_SIDE = 4  # words a side at most ("perfume (oud)", "a cheap ceramic one")
_NEGATIONS = frozenset({"not", "no", "never", "nor"})


def trailed_heading_pair(sentence: str) -> bool:
    """Is ``sentence`` a heading of one to six words, a colon or spaced dash, and "A or B" (one to four words a side)
    trailing off in "..." or "…", with no clause word in heading or pair? See the module's docstring."""
    m = _TRAILED.match(sentence)
    if m is None:
        return False
    head, a, b = (tx.tokens(m.group(k)) for k in ("head", "a", "b"))
    if not a or not b or len(a) > _MOST_SIDE or len(b) > _MOST_SIDE or any(t.low == "or" for t in a + b):
        return False
    return not any(_clause_word(t.low) for t in head + a + b)


def _clause_word(word: str) -> bool:
    """Is ``word`` a subject pronoun, auxiliary, copula, negation or a word saying how things stand, so the words
    around it tell something rather than name a choice?"""
    pronoun = word in PRONOUNS and word not in POSSESSIVES
    return pronoun or word in AUX or word in COPULAS or word in _NEGATIONS or word in SETTLED
