"""Pairs named outside an "A or B" question (see ``_options``).

"compare A and B and tell me which …", and "X and one Y. Which …?"; and whether text is a short list item.
"""

from __future__ import annotations

import re

from warrantguard.guard.question.forms.asking.marks._asked_comparison import asked_comparison
from warrantguard.guard.question.words import (
    AUX,
    COPULAS,
    finite_verb,
)
from warrantguard.guard.question.words import text as tx

__all__ = ["compare_pair", "list_item", "one_anaphora"]


# "… compare Vue and Svelte and tell me which I should use …": a comparison that asks which; "for me", "for us" or
# "for my team" after B is the asker's ("compare A and B for me — which should I order?").
_COMPARE = re.compile(r"\bcompare\s+(?P<a>[^,;:?.—–]+?)\s+(?:and|with|to|vs\.?|versus)\s+(?P<b>[^,;:?.—–]+?)"
                      r"(?:\s+for\s+(?:me|us|(?:my|our)\s+[a-z]+))?(?:\s*[,—–]\s*|\s+-\s+|\s+)(?:and\s+)?(?:then\s+)?(?:(?:tell|show)\s+(?:me|us)\s+|say\s+)?"
                      r"which\b", re.I)


_MAX_COMPARED = 4  # words in each compared name


def compare_pair(text: str, masked: str) -> tuple[str, str] | None:
    """The two things of a "compare A and B and tell me which …" sentence, or ``None``."""
    m = _COMPARE.search(masked) or asked_comparison(text, masked)  # "could you compare A and B for …?"
    if m is None:
        return None
    sides = []
    for name in ("a", "b"):
        toks = tx.tokens(text[m.start(name) : m.end(name)], m.start(name))
        if toks and toks[0].low in ("the", "a", "an"):
            toks = toks[1:]
        if not toks or len(toks) > _MAX_COMPARED or any(t.low in ("and", "or", "vs", "versus") for t in toks):
            return None
        sides.append(tx.span_text(text, toks))
    return sides[0], sides[1]


# 'My advisor says "buy the dip" but my gut says "stay in cash." Which one is right?'
def list_item(smask: str, start: int) -> bool:
    """Is the text from ``start`` to the next separator a short verbless noun phrase ("some
    spinach"), another item of a list rather than a clause ("my budget is tight")?"""
    seps = [s for s in tx.separators(smask) if s[0] >= start]
    toks = tx.tokens(smask[start : seps[0][0] if seps else len(smask)].rstrip("?!."))
    return len(toks) <= 4 and not any(t.low in AUX or t.low in COPULAS or finite_verb(toks, k)
                                      for k, t in enumerate(toks))


# "… a job offer in Denver and one in Austin. Which should I accept?": one 'and', the same
# preposition on both sides, 'one' / 'another' standing for the shared head.
_ONE_PAIR = re.compile(r"^(?:.*\s)?(in|from|at|near|on|with|by|for)\s+(.+?)"
                       r"\s+and\s+(?:one|another)\s+\1\s+(.+?)[\s.!]*$", re.I | re.S)


_WHICH = re.compile(r"^(?:which|which\s+one)\b[^,;:]*\?$", re.I)


def one_anaphora(text: str, masked: str) -> tuple[str, str] | None:
    """The pair of a statement naming two alternatives with 'X and one Y' followed by a
    'Which …?' question that names none (no 'or', 'and', 'vs' or 'between' in it)."""
    spans = tx.sentences(masked)
    if len(spans) < 2 or any(tx.OR.search(masked[s:e]) or tx.BETWEEN.search(masked[s:e]) for s, e in spans):
        return None
    (ps, pe), (qs, qe) = spans[-2], spans[-1]
    question = masked[qs:qe].strip()
    if not _WHICH.match(question) or tx.AND_OR.search(question):
        return None
    statement = masked[ps:pe]
    m = _ONE_PAIR.match(statement)
    if m is None or len(tx.AND_OR.findall(statement)) != 1 or any(c in m.group(2) + m.group(3) for c in ",;:"):
        return None
    a = tx.articled(tx.tokens(text[ps + m.start(2) : ps + m.end(2)], ps + m.start(2)))
    b = tx.articled(tx.tokens(text[ps + m.start(3) : ps + m.end(3)], ps + m.start(3)))
    return (tx.span_text(text, a), tx.span_text(text, b)) if a and b else None
