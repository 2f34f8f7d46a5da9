"""A lone verb B with a phrase of its own before a named place ("Should I wade or fish | from the drift boat | on the
Madison?"): A a lone verb too, B's articled phrase tells how B is done, while the named place after it is where
both are (not "drive or fly | from Chicago to Denver": a named place is both's route)."""

from __future__ import annotations

from warrantguard.guard.question.words import Around, Token

__all__ = ["phrase_before_named_b"]

_OWN_PREPS = frozenset({"from", "off", "in", "on", "with"})
_ARTICLES = frozenset({"the", "a", "an", "my", "our"})
_PLACE_PREPS = frozenset({"on", "in", "at", "near"})


def _bare(tok: Token) -> bool:
    """A lower-case word with no punctuation after it."""
    return tok.text.replace("-", "").isalpha() and tok.text.islower()


def phrase_before_named_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B with its articled phrase when A and B are lone verbs and a named place follows the phrase ("fish | from the
    drift boat | on the Madison"); ``b`` otherwise."""
    if len(a) != 1 or len(b) != 1 or not _bare(a[0]) or not _bare(b[0]):
        return b
    run = around.after(b[0], 7, ends=(",", ";", ":", "?", "!", "."))
    if len(run) < 5 or run[0].low not in _OWN_PREPS or run[1].low not in _ARTICLES:
        return b
    end = next((k for k in range(3, min(5, len(run))) if run[k].low in _PLACE_PREPS), None)
    if end is None or not all(_bare(t) for t in run[2:end]) or end + 1 >= len(run):
        return b
    name = run[end + 1 + (run[end + 1].low == "the" and end + 2 < len(run))]
    return [*b, *run[:end]] if name.capitalized and name.low != "the" else b
