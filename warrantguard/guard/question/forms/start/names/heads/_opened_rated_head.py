"""A thing and its rate as option A, opening its clause after a dash or a colon, against a B with no figure ("What do
you suggest — | cancel-for-any-reason coverage at 75% or a basic policy …"): cut at "at", A would be its rate alone;
the rate is A's own, so A starts where its clause opens (``rated_head`` reads the same form after an article)."""

from __future__ import annotations

import re

from warrantguard.guard.question.words import DETERMINERS, PREPOSITIONS, Around, Token, is_verb

__all__ = ["opened_rated_head"]

_RATE = re.compile(r"[$€£]?\d[\d.,]*(?:%|k)?")
_DASHES = frozenset({"—", "–", "-", "--"})
_MAX_HEAD = 3


def _opens(tok: Token | None) -> bool:
    """Does a clause open after ``tok``: a dash, or a word closing on a colon ("suggest:")?"""
    return tok is not None and (tok.text in _DASHES or tok.text.endswith(":"))


def opened_rated_head(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A from its clause's opening when A is a lone rate after "at" and a head of one to three words opening the
    clause after a dash or colon ("— cancel-for-any-reason coverage at | 75%"), B no figure; ``a`` otherwise (not "—
    lock at 6% or float": a verb, not a head; not "… at 5% or 6%": two rates)."""
    if len(a) != 1 or len(b) < 2 or not _RATE.fullmatch(a[0].low) or b[0].low[:1].isdigit() or b[0].low[:1] in "$€£":
        return a
    words = around.before(a[0])
    if len(words) < 3 or words[-1].low != "at":
        return a
    for k in range(len(words) - 2, max(len(words) - 2 - _MAX_HEAD, -1), -1):
        w = words[k]
        if w.low in DETERMINERS | PREPOSITIONS or not w.low[:1].isalnum() or is_verb(w, initial=True):
            return a
        if _opens(words[k - 1] if k > 0 else None):
            return words[k:] + a
    return a
