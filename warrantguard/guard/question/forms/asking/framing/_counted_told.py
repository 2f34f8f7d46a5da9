"""Two things told by counting them off, "The first is A. The second is B." (or "One is A, the other B", "Option one
is A, option two is B"), then chosen between by a later question asking which ("I have two offers. The first is a
Piper Archer II with 800 SMOH for $95,000. The second is a Cessna 172N with a fresh overhaul for $110,000. Which one
would you buy?"): the two told phrases are the options, each with its own prepositional phrases, up to a comma, a
conjunction or a relative pronoun (what follows describes it: "a guy with a 1974 Cherokee | who was super patient").

The first count opens a sentence; the second opens the next sentence or follows the first phrase's comma. Each phrase
opens on an article ("a Piper …", "the other a 1.52ct …"), unless the counting names them options ("Option one is
freestanding walls"): a bare word after "The first is" is a predicate ("The first is cheaper"), no thing told. Not
when the prompt holds an "or", "vs" or "between" of its own, when a third is counted, or when no later sentence asks
"which" (see ``_one_other`` for "One is A …. The other is B …", read to its first preposition)."""

from __future__ import annotations

import re

from warrantguard.guard.question.words import text as tx

__all__ = ["counted_pair"]

_BE = r"\s+(?:is|was)\s+"
_COUNTS = (  # (first count, second count, phrases must open on an article)
    (re.compile(r"the\s+first(?:\s+one)?" + _BE, re.I),
     re.compile(r"the\s+second(?:\s+one)?(?:" + _BE + r"|\s+)", re.I), True),
    (re.compile(r"one(?:\s+of\s+them)?" + _BE, re.I), re.compile(r"the\s+other(?:\s+one)?(?:" + _BE + r"|\s+)", re.I),
     True),
    (re.compile(r"option\s+(?:one|1|a)" + _BE, re.I), re.compile(r"option\s+(?:two|2|b)" + _BE, re.I), False),
)
_THIRD = re.compile(r"\b(?:third|another|option\s+(?:three|3|c))\b", re.I)
_WHICH = re.compile(r"\bwhich\b[^.!?]*\?", re.I)
_ENDS = frozenset({"but", "and", "that", "which", "who", "whose", "where", "so", "because", "while", "though"})
_ARTICLES = frozenset({"a", "an", "the"})
_LONGEST = 10  # words of each phrase at most


def counted_pair(text: str, masked: str) -> tuple[str, str] | None:
    """The two phrases of "The first is A …. The second is B …. Which …?", or ``None``."""
    if tx.OR.search(masked) or tx.BETWEEN.search(masked) or "?" not in masked:
        return None
    spans = tx.sentences(masked)
    for k, (start, _) in enumerate(spans[:-1]):
        for first, second, articled in _COUNTS:
            if (m := first.match(masked, start)) is not None:
                return _told_pair(text, masked, spans[k:], (m.end(), second), articled)
    return None


def _told_pair(text: str, masked: str, spans: list[tuple[int, int]], first: tuple[int, re.Pattern[str]],
               articled: bool) -> tuple[str, str] | None:
    """The pair told from ``first`` (where A opens, and the second count's pattern) in the first of ``spans``, or
    ``None`` when B is not counted next, a third is counted or no later sentence asks which."""
    a, a_end = _phrase(text, masked, first[0], spans[0][1], articled)
    starts = ([a_end + 1] if masked[a_end : a_end + 1] == "," else []) + [spans[1][0]]
    n = next((m for at in starts if (m := first[1].match(masked, _word_at(masked, at)))), None)
    if a is None or n is None:
        return None
    b_span = next(k for k, (s, e) in enumerate(spans) if s <= n.end() < e)
    b, _ = _phrase(text, masked, n.end(), spans[b_span][1], articled)
    later = spans[b_span + 1 :]
    if b is None or not any(_WHICH.search(masked, s, e) for s, e in later) \
            or any(_THIRD.search(masked, s, e) for s, e in spans[: b_span + 1] + later):
        return None
    return tx.span_text(text, a), tx.span_text(text, b)


def _word_at(masked: str, at: int) -> int:
    """Where the first word at or after ``at`` opens (past spaces)."""
    while at < len(masked) and masked[at].isspace():
        at += 1
    return at


def _phrase(text: str, masked: str, start: int, end: int, articled: bool) -> tuple[list[tx.Token] | None, int]:
    """The phrase from ``start`` (its article dropped) up to a comma, a conjunction or a relative pronoun before
    ``end``, and where it stops (``None``: no article where one is needed, or longer than a short phrase)."""
    toks = tx.tokens(masked[start:end], start)
    if not toks or (articled and toks[0].low not in _ARTICLES):
        return None, start
    words: list[tx.Token] = []
    for tok in toks:
        if tok.low in _ENDS:
            break
        words.append(tok)
        if tok.text[-1:] in ",;:.!?":
            break
    stop = words[-1].end - 1 if words and masked[words[-1].end - 1] in ",;:.!?" else (words[-1].end if words else start)
    words = tx.tokens(text[words[0].start : words[-1].end], words[0].start) if words else []
    side = tx.articled(words)
    return (side if 0 < len(side) <= _LONGEST and side[0].low not in _ARTICLES else None), stop
