"""A list of three articled nouns after a verb and its preposition ("Volunteer at the food bank, | the animal shelter
or the library?"): the articled noun closing the piece before the comma is the first item of the list, not a
clause before it (added for the hundred-and-fourth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import AUX, PREPOSITIONS, PRONOUNS, WH, Token, is_verb

__all__ = ["articled_list"]

_REACH = 3  # words of an item after its article


def articled_list(prev: list[Token], seg: list[Token]) -> bool:
    """Does ``prev`` close on a preposition and an articled noun after a verb ("Volunteer at | the food bank,") that
    the short segment ``seg`` continues with the same article ("the animal shelter or …")? Not a topic opening on the
    preposition ("For the wedding, | the blue dress or …") or on a purpose ("recommend for a first car, | a used
    civic or …"), nor a clause after the comma ("…, the kids love it")."""
    if not seg or seg[0].low not in ("the", "a", "an") or not 1 < len(seg) <= _REACH + 1:
        return False
    arts = [k for k, t in enumerate(prev) if t.low == seg[0].low]
    if not arts or not arts[-1] > 1 or len(prev) - arts[-1] - 1 not in range(1, _REACH + 1):
        return False
    k = arts[-1]
    if prev[k - 1].low not in PREPOSITIONS or prev[k - 1].low == "for" or any(t.low in WH for t in prev):
        return False
    item_words = [*prev[k + 1 :], *seg[1:]]
    verb = any(is_verb(t, initial=j == 0) for j, t in enumerate(prev[: k - 1]))
    return verb and not any(t.low in AUX | PRONOUNS | PREPOSITIONS or is_verb(t) or not t.text[:1].isalpha()
                            for t in item_words)
