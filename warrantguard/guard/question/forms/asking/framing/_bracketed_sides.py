"""Options each written inside a bracket of its own on both sides of the coordinator, as quotes mark them:
"[flashcards] or [practice problems] for the thermo final", "(Nissan Leaf) or (Toyota Prius) — used, under 10k"
(see ``_options``). The brackets mark where each option starts and ends, so the options are what they hold.

Read only when A's bracket opens the sentence or its clause (nothing but a clause break before it: not "Will
(simple) or trust (revocable)", whose brackets tell of the words before them), B's bracket is followed by the
sentence's end, a clause break or a preposition (what the pair is for), and each holds a short phrase (one to four
words, no comma, "and" or "or"). Both sides bracketed in any other way are refused: where the options end is
unclear ("[urgent] or [low] priority?")."""

from __future__ import annotations

import re

from warrantguard.guard.question.words import PREPS, Refusal
from warrantguard.guard.question.words import text as tx

__all__ = ["bracketed_sides"]

_INNER = r"([^\[\]()]+)"
_LEFT = re.compile(rf"(?:^|[:;,—–>]|\s-{{1,2}})\s*(?:\[{_INNER}\]|\({_INNER}\))\s*$")
_RIGHT = re.compile(rf"^\s*(?:\[{_INNER}\]|\({_INNER}\))")
_AFTER = re.compile(r"\s*(?:$|[?!.,;:—–]|-{1,2}\s|\s+(?P<word>[a-z]+)\b)", re.I)
_MAX_WORDS = 4


def bracketed_sides(sentence: str, stop: int, begin: int) -> tuple[str, str] | None:
    """The two options of a sentence whose coordinator (``sentence[stop:begin]``) stands between two bracketed
    phrases (see the module's docstring), or ``None``."""
    left, right = _LEFT.search(sentence[:stop]), _RIGHT.match(sentence[begin:])
    if left is None or right is None:
        return None
    after = _AFTER.match(sentence, begin + right.end())
    a, b = (left.group(1) or left.group(2)).strip(), (right.group(1) or right.group(2)).strip()
    if after is None or (after.group("word") is not None and after.group("word").lower() not in PREPS) \
            or not all(_phrase(side) for side in (a, b)):
        raise Refusal("each option is in brackets, but what the brackets hold or what follows B is no short pair")
    return a, b


def _phrase(side: str) -> bool:
    """A short phrase with a letter in it, no list or second pair inside."""
    toks = tx.tokens(side)
    return 0 < len(toks) <= _MAX_WORDS and any(c.isalpha() for c in side) and "," not in side \
        and not any(tx.AND_OR.fullmatch(t.low) for t in toks)
