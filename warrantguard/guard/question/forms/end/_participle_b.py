"""A B that may be a participle of manner rather than a verb of its own: "do i take the prednisone all at once or
split over the day" — "split over the day" reads as a second verb phrase ("or split (it) over the day") or as the
manner of A's verb ("take it split over the day", against "all at once"), and then A is only its adverbial. The
form does not tell where A starts: refused (:func:`participle_b`). A B whose verb has its object ("… or split the
dose") is a verb phrase."""

from __future__ import annotations

from warrantguard.guard.question.words import Token, is_verb

__all__ = ["participle_b"]

# Verbs whose past participle is spelt as their base form (and some -ed participles of dosing), and the prepositions
# of a manner after one.
_SAME_PARTICIPLE = frozenset({"split", "cut", "set", "put", "spread", "shut", "spaced", "divided", "mixed",
                              "crushed", "diluted", "dissolved", "broken"})
_MANNER_PREPS = frozenset({"over", "across", "between", "among", "into", "in", "with"})


def participle_b(a: list[Token], b: list[Token]) -> str | None:
    """Why B may be a manner of A's verb, or ``None`` (this module's docstring)."""
    if len(b) < 2 or len(a) < 3 or b[0].low not in _SAME_PARTICIPLE or b[1].low not in _MANNER_PREPS:
        return None
    if not is_verb(a[0], initial=True):
        return None
    return (f"'{b[0].text} {b[1].text} …' may be a manner of A's verb ('{a[0].text} … {b[0].text}') or a verb of "
            "its own, so where option A starts is unclear")
