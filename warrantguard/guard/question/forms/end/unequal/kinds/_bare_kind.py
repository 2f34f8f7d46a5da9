"""A kind with one word of degree or kind after it against the bare kind after "or": "Medium rare or medium", "Python
3 or Python", "Pro Max or Pro?". B is A's first word alone, not a shared head word: A opens its sentence (or follows
a colon or a comma) and B closes it, so nothing outside the pair can be the head both share."""

from __future__ import annotations

from warrantguard.guard.question.words import AUX, COPULAS, DETERMINERS, PREPOSITIONS, VERBS, Around, Token

__all__ = ["bare_kind"]

_NOT_KIND = VERBS | PREPOSITIONS | DETERMINERS | AUX | COPULAS  # "medium | for": no word of a kind


def bare_kind(a: list[Token], b: list[Token], around: Around) -> bool:
    """Is A two words, B A's first one alone, A opening its clause and B closing its sentence (see the module)?"""
    if len(a) != 2 or len(b) != 1 or b[0].low.strip("?!.,") != a[0].low or a[1].low in _NOT_KIND:
        return False
    before, after = around.prev(a[0]), around.next(b[0])
    whole_a = around.opens(a[0]) or (before is not None and before.text[-1:] in ",:")
    closed_b = after is None or b[0].text[-1:] in ".?!" or after.low in PREPOSITIONS
    return whole_a and closed_b and a[1].text.replace("-", "").isalnum()
