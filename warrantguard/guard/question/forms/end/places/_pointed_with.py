"""A "with" phrase closing the sentence after B's place pronoun ("Anchor up on the hump or drift across it | with a
bottom bouncer?"): A stands on its own place, B on a pronoun pointing back to it, so the means after B is B's own
way of doing it, not a phrase both options share."""

from __future__ import annotations

from warrantguard.guard.question.words import PREPOSITIONS, Around, Token

__all__ = ["pointed_with_b"]

_POINTING = frozenset({"it", "them"})
_LONGEST = 5  # the words of the closing "with" phrase at most


def pointed_with_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B with the closing "with" phrase when B ends on a preposition and "it" / "them" and A holds a place phrase of
    its own ("on the hump"); ``b`` otherwise (no place in A, or the phrase runs on past another preposition)."""
    if len(b) < 3 or b[-1].low not in _POINTING or b[-2].low not in PREPOSITIONS \
            or not any(t.low in PREPOSITIONS for t in a[1:-1]) or around.whole(b[-1]).text[-1:] in ",;:.?!)":
        return b
    run = around.after(b[-1], _LONGEST + 1, ends=(".", "?", "!"))
    if not 1 < len(run) <= _LONGEST or run[0].low != "with" or not run[-1].text.endswith(("?", ".", "!")) \
            or around.next(run[-1]) is not None or any(t.low in PREPOSITIONS for t in run[1:]):
        return b
    return [*b, *run]
