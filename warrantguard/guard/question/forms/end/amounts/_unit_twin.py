"""Twin amounts in one unit and a head noun after B, the subject of a question's predicate ("Is a 1,500 W or a 2,000 W
| steam cleaner overkill"): A is a number and its unit, B the same unit's number, so the noun after B is both options'
head, as after "1500W or 2000W | steam cleaner" written without the space."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    ADVERBS,
    ARTICLES,
    AUX,
    DETERMINERS,
    FREQUENCIES,
    PREPOSITIONS,
    Around,
    Token,
)

__all__ = ["unit_twin_b"]

_LONGEST_UNIT = 3  # characters of a lower-case unit ("W", "kg", "mAh"); a longer one has a capital ("kWh")


def _number(tok: Token) -> bool:
    """A number written in digits, with its thousands comma or decimal point ("1,500", "2.5")."""
    return tok.text[:1].isdigit() and tok.text.replace(",", "").replace(".", "").isdigit()


def _unit(tok: Token) -> bool:
    """A unit after a number: a short word, or one with a capital ("W", "kg", "mAh"; not "kids", not "in")."""
    text = tok.text
    if not text.isalpha() or (text.islower() and tok.low in PREPOSITIONS):  # "W" for watts, never "w/" for "with"
        return False
    return len(text) <= _LONGEST_UNIT or not text.islower()


def _copula_subject(a: list[Token], around: Around) -> bool:
    """Do the options follow "Is a" / "Are the" opening the question, the subject of a predicate after B?"""
    art = around.prev(a[0])
    verb = around.prev(art) if art is not None and art.low in ARTICLES else None
    return verb is not None and verb.low in ("is", "are") and around.opens(verb)


def unit_twin_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B as its number and unit when A is a number in the same unit and a lower-case head noun follows B's ("a 1,500
    W or a 2,000 W | steam cleaner overkill" -> "2,000 W"); ``b`` otherwise ("2 hrs or 3 hrs | a day": a rate, no
    head; "2 kids or 3 kids": no unit)."""
    if len(a) != 2 or len(b) < 3 or not (_number(a[0]) and _number(b[0]) and _unit(a[1])) or a[1].low != b[1].low:
        return b
    if not _copula_subject(a, around):  # "should we spec a 3000 psi or 4000 psi mix": B keeps its head, as read
        return b
    head = b[2]
    if not (head.text.isalpha() and head.text.islower()) or head.low.endswith("ly"):
        return b
    return b if head.low in PREPOSITIONS | DETERMINERS | ADVERBS | AUX | FREQUENCIES else b[:2]
