"""A name-modified A against a lone lower-case B before a named place ("Navy housing or rent | in Chula Vista"): A's
name sets where A is (on base, at the chain), so the place after B may be B's own, or both options' ("Hilton hotel or
hostel | in Paris"); the form cannot tell, so it is refused (added in session 43, from the hundred-and-sixteenth part:
B read as "rent").

Session 50 refuses two more named places after B for the same reason: after a one-word name B against a longer name
A ("Epcot Food & Wine or Halloween | at Magic Kingdom": the place may complete B as A's own words complete A), and
after B's noun when both options open on the same preposition and B's place takes another ("from the hub or from the
beach | at the Poly": where B's beach is, or where both are watched from)."""

from __future__ import annotations

from warrantguard.guard.question.words import PREPOSITIONS, Token, phrase_text

__all__ = ["headed_twin_place_problem", "named_against_bare_place"]

_PLACE_PREPS = frozenset({"in", "at", "near", "around"})


def named_against_bare_place(a: list[Token], right: list[Token], k: int) -> str | None:
    """The doubt when B is one lower-case word before a capitalised place phrase at ``k`` and A is a capitalised name
    and a lower-case noun ("Navy housing" / "rent | in Chula Vista"); None otherwise ("Mercy or Ana | in Overwatch 2":
    two bare names; "a heat pump or a gas furnace | in Minnesota": no name in A). Also :func:`_short_name_b` and
    :func:`_twin_preposition_b`."""
    if right[k].low not in _PLACE_PREPS or not _named_at(right, k + 1):
        return None
    doubt = f"unclear whether '{phrase_text(right[k:])}' is the second option's own place or both options'"
    if _short_name_b(a, right, k) or _twin_preposition_b(a, right, k):
        return doubt
    if k != 1 or not right[k + 1].text[:1].isupper():
        return None
    if len(a) != 2 or not a[0].capitalized or not a[1].text.isalpha() or not a[1].text.islower():
        return None
    if not (right[0].text.isalpha() and right[0].text.islower()):
        return None
    return doubt


def _named_at(right: list[Token], k: int) -> bool:
    """Does a capitalised name open at ``k``, after "the" or not ("Magic Kingdom", "the Poly")?"""
    if k < len(right) and right[k].low == "the":
        k += 1
    return k < len(right) and right[k].text[:1].isupper()


def _short_name_b(a: list[Token], right: list[Token], k: int) -> bool:
    """Is B one capitalised word and A a name of three words or more, capitalised at both ends with no preposition
    ("Epcot Food & Wine" / "Halloween | at Magic Kingdom"): B shorter than the name it stands against?"""
    if k != 1 or not right[0].capitalized or not right[0].text.isalpha() or len(a) < 3:
        return False
    return a[0].capitalized and a[-1].capitalized and not any(t.low in PREPOSITIONS for t in a)


def _twin_preposition_b(a: list[Token], right: list[Token], k: int) -> bool:
    """Do A and B open on the same preposition, B's place phrase at ``k`` taking another and "the" before its name
    ("from the hub" / "from the beach | at the Poly")? A bare name after two such phrases the corpus reads as both's."""
    opener = right[0].low
    if k + 2 >= len(right) or right[k + 1].low != "the":  # not "in computer science or in data science | at Purdue"
        return False
    return k > 1 and len(a) > 1 and a[0].low == opener and opener in PREPOSITIONS and right[k].low != opener



def headed_twin_place_problem(a: list[Token], b: list[Token]) -> str | None:
    """The doubt when B is A's two words with its own modifier and one more noun, then a place phrase with "the" and a
    name ("garden view" / "lake view room | at the Contemporary"): the place may be where both are or B's own, and the
    head noun both's or B's (session 50); None otherwise."""
    if len(a) != 2 or len(b) < 6 or b[1].low != a[-1].low or b[3].low not in _PLACE_PREPS or b[4].low != "the":
        return None
    if not b[5].text[:1].isupper() or not all(t.text.isalpha() and t.text.islower() for t in (b[0], b[2], *a)):
        return None
    return f"unclear whether '{phrase_text(b[3:])}' is the second option's own place or both options'"
