"""Two things told one after the other by "One is …" and "The other is …" (or "There's a …" and "Also a …"), then
chosen between in a later question asking which ("… two copies at a fair today. One is a 1973 UK first press with
the posters but the vinyl is VG. The other is the 2016 reissue, sealed. Which one should I take home?"): the two noun
phrases after the openings are the options, each from its article to the first preposition, comma or conjunction
(what follows describes it). Not when the prompt holds an "or", "vs" or "between" of its own, when either phrase is
longer than a short noun phrase, when a later sentence tells a third ("The third is …", "Another is …") or when no
later sentence asks "which"."""

from __future__ import annotations

import re

from warrantguard.guard.question.words import PREPOSITIONS, PRONOUNS
from warrantguard.guard.question.words import text as tx

__all__ = ["one_other_pair"]

_ONE = re.compile(r"\s*one(?:\s+of\s+them)?\s+is\s+(?=an?\s|the\s)", re.I)
_OTHER = re.compile(r"\s*the\s+other(?:\s+one)?\s+is\s+(?=an?\s|the\s)", re.I)
_THERE = re.compile(r"\s*there(?:'s|’s|\s+is)\s+(?=an?\s)", re.I)
_ALSO = re.compile(r"\s*(?:also|there(?:'s|’s|\s+is)\s+also)\s+(?=an?\s)", re.I)
_TOLD = ((_ONE, _OTHER), (_THERE, _ALSO))  # "One is … The other is …"; "There's a … Also a …"
_MORE = re.compile(r"\s*(?:the|a)\s+(?:third|fourth|fifth|last)\b|\s*another\b|\s*(?:a\s+)?third\b", re.I)
_WHICH = re.compile(r"\bwhich\b[^.!?]*\?", re.I)
_ENDS = frozenset({"but", "and", "that", "which", "who", "so", "because", "while", "though"})
_LONGEST = 5  # words of each option at most


def one_other_pair(text: str, masked: str) -> tuple[str, str] | None:
    """The two noun phrases of "One is A …. The other is B …. Which …?", or ``None``."""
    if tx.OR.search(masked) or tx.BETWEEN.search(masked):
        return None
    spans = tx.sentences(masked)
    for k in range(len(spans) - 2):
        one, other = next(((m, n) for first, second in _TOLD if (m := first.match(masked, spans[k][0]))
                           and (n := second.match(masked, spans[k + 1][0]))), (None, None))
        if one is None or other is None:
            continue
        if not any(_WHICH.search(masked, s, e) for s, e in spans[k + 2 :]) \
                or any(_MORE.match(masked, s) for s, _ in spans[k + 2 :]):
            return None  # "… The third is …": more than two told
        a, b = _phrase(text, one.end(), spans[k][1]), _phrase(text, other.end(), spans[k + 1][1])
        return (tx.span_text(text, a), tx.span_text(text, b)) if a and b else None
    return None


def _phrase(text: str, start: int, end: int) -> list[tx.Token] | None:
    """The noun phrase from the article at ``start``, without it, up to a preposition, a comma or a conjunction
    before ``end`` (``None``: no short noun phrase there)."""
    toks = tx.articled(tx.tokens(text[start:end], start))
    words: list[tx.Token] = []
    for tok in toks:
        if tok.low in PREPOSITIONS or tok.low in _ENDS or tok.low in PRONOUNS:
            break
        words.append(tok)
        if tok.text[-1:] in ",;:.!?":  # "the 2016 reissue, | sealed": the comma closes it (span_text drops it)
            break
    return words if 0 < len(words) <= _LONGEST else None
