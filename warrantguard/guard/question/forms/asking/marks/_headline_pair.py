"""A headline in title case, then a pair of title-case names set apart by ", or": "Dairy Cow Bedding: Sand, or
Recycled Manure Solids." — a forum title asking which, its full stop no mark of a statement (:func:`headline_pair`).
Not a lower-case note ("Lunch: tacos or pizza."), nor a one-word label, nor a pair with no comma before its "or"."""

from __future__ import annotations

import re

from warrantguard.guard.question.forms.asking.unasked import HEADING, unfit
from warrantguard.guard.question.words import text as tx

__all__ = ["headline_pair"]

_NAME = r"[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*){0,3}"
_TITLED_PAIR = re.compile(rf"({_NAME}),\s+or\s+({_NAME})\s*\.?\s*$")


def headline_pair(sentence: str) -> bool:
    """Is ``sentence`` a title-case heading of two to four words and a colon or dash, then "A, or B" of title-case
    names, closed at most by one full stop ("Dairy Cow Bedding: Sand, or Recycled Manure Solids.")? An option of one
    word must be no verb or participle ("Update From The Barn: Sold, or Traded." tells what was done)."""
    m = HEADING.match(sentence)
    if m is None or sentence.rstrip().endswith(".."):
        return False
    heading = tx.tokens(m.group(1))
    if len(heading) < 2 or not all(t.text[:1].isupper() for t in heading) or unfit(heading):
        return False
    pair = _TITLED_PAIR.match(sentence, m.end())
    if pair is None:
        return False
    a, b = tx.tokens(pair.group(1)), tx.tokens(pair.group(2))
    return not unfit(a + b) and not any(len(side) == 1 and unfit(side, verbs=True) for side in (a, b))
