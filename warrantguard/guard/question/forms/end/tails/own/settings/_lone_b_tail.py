"""A closing phrase B needs to be the thing set against A (added in session 43, for misreads of the hundred-and-
seventeenth held-out part its helper left):

* a place after a one-word way of working B ("Big 4 audit or in-house | at a startup?"): "in-house" alone names no
  employer, the place is where B's way is;
* a time after B's second step ("… or issue a corrected paystub and fix it | next year"): the step joined by "and"
  is B's own, so is its time.

Each only when A has no word of the same kind (no place or way; no time)."""

from __future__ import annotations

from warrantguard.guard.question.forms.end.tails.own.settings._b_own_closing_phrase import closing_rest
from warrantguard.guard.question.words import ARTICLES, Around, Token, is_verb

__all__ = ["lone_b_tail"]

_TIMES = frozenset({"next", "this", "later", "tomorrow", "tonight"})
_WAYS = frozenset({"in-house", "freelance", "remote", "remotely", "self-employed", "contract", "agency"})
_PLACES = frozenset({"at", "in"})
_NOW = frozenset({"now", "today", "immediately", "first"})


def lone_b_tail(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B with the closing phrase of this module's docstring; ``b`` otherwise."""
    rest = closing_rest(b, around) if b and a else None
    if not rest:
        return b
    if len(b) == 1 and b[0].low in _WAYS and rest[0].low in _PLACES and len(rest) <= 4 and len(rest) > 2 \
            and rest[1].low in ARTICLES and all(t.low not in _PLACES | _WAYS for t in a):
        return [*b, *rest]  # "in-house | at a startup"
    joined = [k for k, t in enumerate(b) if t.low == "and" and k + 1 < len(b) and is_verb(b[k + 1])]
    if joined and rest[0].low in _TIMES and len(rest) <= 2 and all(t.low not in _TIMES | _NOW for t in a):
        return [*b, *rest]  # "… and fix it | next year"
    return b
