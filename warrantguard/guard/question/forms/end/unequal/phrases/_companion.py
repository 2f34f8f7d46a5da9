"""Who goes along against a means ("take the train with | the kids or by car"): "with the kids" is company, not a
means, so B ("by car") may stand against the verb's object ("the train") as much as against A; refused (added for
a misread met outside the corpus in session 41)."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, PREPOSITIONS, Around, Token

__all__ = ["companion_problem"]

_COMPANY_PREPS = frozenset({"with", "without"})
_COMPANIONS = frozenset({
    "kids", "children", "child", "family", "friends", "friend", "partner", "wife", "husband", "boyfriend",
    "girlfriend", "dog", "dogs", "baby", "toddler", "parents", "mom", "dad", "mum", "team", "colleagues", "coworkers",
    "grandkids", "sister", "brother", "son", "daughter", "me", "him", "her", "them", "us", "everyone", "guests"})
_ALONE = frozenset({"myself", "ourselves", "yourself", "himself", "herself", "themselves", "alone", "solo", "own"})
_REACH = 3  # words before A's preposition in which a determiner opens the verb's object ("take | the train with")


def companion_problem(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why A, company after an object ("the train | with the kids"), against a B on another preposition that says
    nothing of company ("by car", not "by myself") is unclear: B may stand against the object; or None."""
    if len(a) < 2 or a[0].low not in _COMPANY_PREPS or a[-1].low.rstrip("?.!,") not in _COMPANIONS:
        return None
    if not b or b[0].low not in PREPOSITIONS or b[0].low in _COMPANY_PREPS:
        return None
    if any(t.low.strip("?.!,") in _ALONE for t in b):
        return None  # "with my sister or by myself": company against none
    if not any(t.low in DETERMINERS for t in around.before(a[0])[-_REACH:]):
        return None  # "go | with my sister or by car": no object before A
    return f"'{b[0].text} …' may stand against the object before '{a[0].text} {a[-1].text}' (who goes along), not A"
