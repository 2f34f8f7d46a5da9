"""A time adverb closing B against A's time told by a clause: "Scrape them before we move in, or skim coat |
later?": A says when it is done, so B's "later" is B's own time, no time both options share."""

from __future__ import annotations

from itertools import pairwise

from warrantguard.guard.question.words import PRONOUNS, Around, Token

__all__ = ["later_against_clause"]

_CLAUSE_TIMES = frozenset({"before", "after", "once", "when", "until", "till"})
_LATER = frozenset({"later", "now", "today", "tonight", "tomorrow", "soon", "afterwards", "afterward", "eventually"})
_ENDS = ("?", "!", ".", ",", ";", ":")


def later_against_clause(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B with the one time adverb closing its clause when A holds a time clause of its own ("Scrape them before we
    move in, or skim coat | later?", "paint the deck before it rains or stain it | tomorrow?", "sell the car once I
    move or keep it | until spring" is no adverb: unchanged); ``b`` otherwise ("paint the deck or stain it | later":
    A tells no time, "later" may be both's)."""
    nxt = around.next(b[-1]) if a and b else None
    if nxt is None or nxt.low.rstrip("?!.,;:") not in _LATER:
        return b
    if not (nxt.text.endswith(_ENDS) or around.next(nxt) is None):
        return b
    if not any(t.low in _CLAUSE_TIMES and nxt_t.low in PRONOUNS | {"the", "it"} for t, nxt_t in pairwise(a[1:])):
        return b
    text = nxt.text.rstrip("?!.,;:")
    return [*b, Token(text, nxt.start, nxt.start + len(text))]
