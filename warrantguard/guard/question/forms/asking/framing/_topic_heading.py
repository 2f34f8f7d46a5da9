"""A heading naming the question's kind set off by a comma before the pair ("Turkey gun debate, | 20 gauge vs 12
gauge …?", "Broadhead dilemma, | …"): it names what is asked, no item of a list "A, B or C"."""

from __future__ import annotations

from warrantguard.guard.question.words import Token

__all__ = ["topic_heading"]

_KINDS = frozenset({"debate", "dilemma", "question", "conundrum", "decision", "quandary", "poll", "help"})
_LONGEST = 4  # the heading's words at most


def topic_heading(prev: list[Token]) -> bool:
    """Is the comma-set piece ``prev`` a short heading closing on a noun of asking ("Turkey gun debate")?"""
    return 1 < len(prev) <= _LONGEST and prev[-1].low.rstrip(",") in _KINDS \
        and all(t.text.rstrip(",").replace("-", "").isalnum() for t in prev)
