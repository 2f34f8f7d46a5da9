"""A name-modified A against a lone lower-case B before a named place ("Navy housing or rent | in Chula Vista"): A's
name sets where A is (on base, at the chain), so the place after B may be B's own, or both options' ("Hilton hotel or
hostel | in Paris"); the form cannot tell, so it is refused (added in session 43, from the hundred-and-sixteenth part:
B read as "rent")."""

from __future__ import annotations

from warrantguard.guard.question.words import Token, phrase_text

__all__ = ["named_against_bare_place"]

_PLACE_PREPS = frozenset({"in", "at", "near", "around"})


def named_against_bare_place(a: list[Token], right: list[Token], k: int) -> str | None:
    """The doubt when B is one lower-case word before a capitalised place phrase at ``k`` and A is a capitalised name
    and a lower-case noun ("Navy housing" / "rent | in Chula Vista"); None otherwise ("Mercy or Ana | in Overwatch 2":
    two bare names; "a heat pump or a gas furnace | in Minnesota": no name in A)."""
    if k != 1 or right[k].low not in _PLACE_PREPS or k + 1 >= len(right) or not right[k + 1].text[:1].isupper():
        return None
    if len(a) != 2 or not a[0].capitalized or not a[1].text.isalpha() or not a[1].text.islower():
        return None
    if not (right[0].text.isalpha() and right[0].text.islower()):
        return None
    return f"unclear whether '{phrase_text(right[k:])}' is the second option's own place or both options'"
