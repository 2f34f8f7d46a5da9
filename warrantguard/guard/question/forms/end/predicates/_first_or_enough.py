"""A step needed first against a B said to be enough alone ("deed poll first, or marriage certificate | is enough?",
"a new survey first, or the old one will do?"): A's "first" tells that B's closing predicate is said of B alone
(is B, without A, enough?), so B keeps it; against no "first" the predicate may be both's ("A or B is enough?")."""

from __future__ import annotations

from warrantguard.guard.question.words import MODALS, Around, Token

__all__ = ["enough_after_first"]

_ORDER = frozenset({"first", "beforehand"})
_BE = frozenset({"is", "are", "'s", "would", "will"})
_ENOUGH = frozenset({"enough", "sufficient", "fine", "ok", "okay", "do", "suffice", "suffices", "work"})
_BOUND = 3  # "is enough", "would be enough", "will do"


def enough_after_first(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B with the predicate of sufficing closing the sentence after it ("… | is enough?", "… | will do", "… |
    suffices") when A ends on "first"; else B unchanged (not "… or marriage certificate | is enough for …": more
    follows the predicate)."""
    if not a or not b or a[-1].low not in _ORDER:
        return b
    rest: list[Token] = []
    tok = around.next(b[-1])
    while tok is not None and len(rest) < _BOUND:
        rest.append(tok)
        tok = around.next(tok)
    if tok is not None or not rest:  # more words after the predicate, or none
        return b
    words = [t.low.rstrip("?.!") for t in rest]
    said = (len(words) == 1 and words[0] in ("suffices", "works")) or (
        words[0] in _BE | MODALS and words[-1] in _ENOUGH and all(w in _BE | MODALS | {"be"} for w in words[1:-1]))
    if not said:
        return b
    last = rest[-1]
    word = last.text.rstrip("?.!")
    return [*b, *rest[:-1], Token(word, last.start, last.start + len(word))]
