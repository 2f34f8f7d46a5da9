"""A preposition phrase B against an A of two preposition phrases, the first with B's preposition ("in the rain on a
scooter or in the car"): B may stand against the first ("in the rain") or the second ("on a scooter"), and the
words cannot tell which (unless the time of one phrase tells: "in the morning with coffee or in the evening", "with
drones at night or with ground teams", or a "from" phrase says where A's bare noun comes from: "with purees from
a pouch or with soft finger foods").
"""

from __future__ import annotations

from warrantguard.guard.question.words import ARTICLES, POSSESSIVES, PREPOSITIONS, Token, time_word

__all__ = ["two_places_problem"]

_LINKING = frozenset({"of", "to"})  # "in the middle of the day", "in addition to": one phrase, not two


def two_places_problem(a: list[Token], b: list[Token]) -> str | None:
    """Why a pair "in the rain on a scooter" / "in the car" is refused: B a preposition and a short noun phrase,
    A opening with that preposition, its noun phrase determined as B's is, and a second phrase of another ("on a
    scooter", "with a tarp");
    ``None`` when B has no such form or A one phrase only ("in the rain" / "in the car")."""
    if len(b) < 2 or len(b) > 4 or len(a) < 4 or b[0].low not in PREPOSITIONS or a[0].low != b[0].low:
        return None
    if any(t.low in PREPOSITIONS for t in b[1:]):
        return None
    second = next((k for k in range(2, len(a) - 1) if a[k].low in PREPOSITIONS - _LINKING and a[k].low != a[0].low
                   and (a[k + 1].low in ARTICLES | POSSESSIVES or a[k + 1].text.isalpha())), None)
    if second is None or any(t.low in _LINKING for t in a[1:second]) or _determined(a[1]) != _determined(b[1]):
        return None  # "in hotels near the beach or in the old town": A's first phrase is not B's form
    if a[second].low == "from" and second == 2 and a[1].text.isalpha() and a[1].text.islower():
        return None  # "with purees from a pouch or with soft finger foods": where the bare noun comes from, its own
    if any(time_word(t) for t in a[1:second]) == any(time_word(t) for t in b[1:]) != any(
            time_word(t) for t in a[second + 1 :]):
        return None  # "in the morning with coffee or in the evening", "with drones at night or with ground teams"
    return (f"unclear whether '{' '.join(t.text for t in b)}' stands against "
            f"'{' '.join(t.text for t in a[:second])}' or '{' '.join(t.text for t in a[second:])}'")


def _determined(tok: Token) -> bool:
    """Does a noun phrase open with an article or a possessive ("the rain", "my car"; not "hotels")?"""
    return tok.low in ARTICLES | POSSESSIVES
