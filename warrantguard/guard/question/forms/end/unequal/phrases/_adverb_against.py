"""An adverb closing A set against a prepositional phrase as B ("block YouTube | entirely or just during homework
hours"): the two are adverbials of one verb and its object, so A is the adverb alone."""

from __future__ import annotations

from warrantguard.guard.question.words import PREPOSITIONS, Token

_FOCUS = frozenset({"just", "only", "mainly", "mostly", "simply"})


def adverb_against(a: list[Token], b: list[Token]) -> list[Token]:
    """A as its closing ``-ly`` adverb when B is a prepositional phrase, after a focus adverb or not ("YouTube |
    entirely or just during homework hours"); A as it was otherwise ("… entirely or a second phone": a noun B)."""
    if len(a) < 2 or len(b) < 2 or not _ly_adverb(a[-1]) or any(t.low in PREPOSITIONS for t in a[:-1]):
        return a
    lead = 1 if b[0].low in _FOCUS else 0
    if lead + 1 >= len(b) or b[lead].low not in PREPOSITIONS or b[lead].low in ("to", "of", "as"):
        return a
    return a[-1:]


def _ly_adverb(tok: Token) -> bool:
    """An ``-ly`` adverb in lower case ("entirely", "daily"), not a name or a short word ("Ely", "fly")."""
    return tok.text.islower() and tok.text.isalpha() and tok.low.endswith("ly") and len(tok.low) > 5
