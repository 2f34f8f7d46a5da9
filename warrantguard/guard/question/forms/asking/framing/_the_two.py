"""Two names told in one sentence and chosen between in the next by "the two" ("We're evaluating CircleCI and
Buildkite. If you had to choose between the two for self-hosted runners, which one?"): the names are the options.
The telling sentence closes on "<verb or preposition> A and B", each one to three words opening with a capital
(names, not a list of things: "We bought eggs and milk"); the asking sentence names "between the two" or "of the
two" and no pair of its own."""

from __future__ import annotations

import re

from warrantguard.guard.question.words import PREPOSITIONS, is_verb
from warrantguard.guard.question.words import text as tx

__all__ = ["the_two_pair"]

_THE_TWO = re.compile(r"\b(?:between|of)\s+the\s+two\b(?!-)", re.I)
_MAX_NAME = 3  # words of each name


def the_two_pair(text: str, masked: str) -> tuple[str, str] | None:
    """The two names of "… evaluating A and B. … between the two …, which one?", or ``None``."""
    spans = tx.sentences(masked)
    ask = next((k for k, (s, e) in enumerate(spans) if _THE_TWO.search(masked[s:e])), None)
    if ask is None or ask == 0 or tx.AND_OR.search(masked[spans[ask][0] : spans[ask][1]]) or "?" not in text:
        return None
    if any(tx.OR.search(masked[s:e]) or tx.BETWEEN.search(masked[s:e]) for s, e in spans[: ask]):
        return None
    start, end = spans[ask - 1]
    toks = tx.tokens(text[start:end].rstrip().rstrip(".!"), start)
    ands = [k for k, t in enumerate(toks) if t.low == "and"]
    if len(ands) != 1:
        return None
    a, b = _named(toks[: ands[0]], before=True), _named(toks[ands[0] + 1 :], before=False)
    return (tx.span_text(text, a), tx.span_text(text, b)) if a and b else None


def _named(side: list[tx.Token], before: bool) -> list[tx.Token] | None:
    """The name closing (``before``: A, after its verb or preposition, "evaluating | CircleCI", "tried | Jira") or
    making up a side of the "and" ("Buildkite"), or ``None`` when it is no short capitalized name."""
    if before:
        lead = next((k for k in range(len(side) - 1, -1, -1)
                     if side[k].low in PREPOSITIONS or _verb_form(side[k])), None)
        if lead is None:
            return None
        side = side[lead + 1 :]
    side = tx.articled(side)
    if not 0 < len(side) <= _MAX_NAME or not side[0].text[:1].isupper():
        return None
    return side if all(t.text[-1:].isalnum() for t in side) else None


def _verb_form(tok: tx.Token) -> bool:
    """A lower-case verb, its "-ing" or its "-ed" form ("compare", "evaluating", "tried")."""
    w = tok.low
    return not tok.capitalized and (is_verb(tok) or tx.ing_word(w) or (w.endswith("ed") and w.isalpha()))
