"""Options that are the subject of a question, B a noun with its relative clause ("Do couples who live together
before marriage or | couples who wait | end up happier?"): B runs through its relative clause to the verb after it,
and A opens at the same noun in the question's lead."""

from __future__ import annotations

from warrantguard.guard.question.words import AUX, COPULA_LEADS, COPULAS, Refusal, Token, is_verb

__all__ = ["relative_subject"]

_RELATIVE = frozenset({"who", "whose", "that"})
# The asking words a subject may follow ("Do | couples …", "Are | kids …").
_ASKING = AUX | COPULA_LEADS


def relative_subject(left: list[Token], right: list[Token]) -> tuple[list[Token], list[Token]] | None:
    """"Do couples who live together before marriage or couples who wait end up happier?", "Do kids of divorce or
    kids whose parents stay unhappily married turn out more okay?": B a noun, a relative pronoun, its clause and
    the question's verb; A from the asking word's subject. ``None`` when B opens otherwise or the left side holds
    more than the asking word before that noun; refused when no verb follows B's clause."""
    if len(right) < 3 or right[1].low not in _RELATIVE or not right[0].text.isalpha() or right[0].low in _ASKING:
        return None
    if len(left) < 3 or left[0].low not in _ASKING or left[1].low != right[0].low:
        return None
    start = 3 if right[1].low == "whose" else 2  # "whose parents | stay": the clause's subject first
    own = next((k for k in range(start, len(right)) if _predicate(right, k)), None)
    own = own + 1 if own is not None and right[own].low in _ASKING else own  # "that don't | shed": one verb
    main = None if own is None else next((k for k in range(own + 1, len(right)) if _predicate(right, k)), None)
    if main is None:
        raise Refusal(f"unclear where '{right[0].text} {right[1].text} …' ends: no verb after its relative clause")
    return left[1:], right[:main]


def _predicate(right: list[Token], k: int) -> bool:
    """Does the question's verb open at ``right[k]`` ("… who wait | end up happier"), not an infinitive's?"""
    return (is_verb(right[k]) or right[k].low in COPULAS | _ASKING) and right[k - 1].low != "to"
