"""A thing named, then "in" and one of its variants, against a bare second variant ("Soft Pinch in | Hope or Joy",
"engagement ring in | platinum or 18k yellow gold"): the variants are the options, the thing shared (added for the
forty-fifth held-out part). The variants must be of one kind by their form: two capitalised names (shades, editions),
or a metal or material against a phrase ending in one; B bare (no determiner, no preposition) and short."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, MATERIALS, MODIFIERS, PREPOSITIONS, PRONOUNS, Token

__all__ = ["variant_pair"]

_METALS = frozenset({"platinum", "palladium", "titanium", "tungsten", "gold", "silver", "brass", "bronze"})
_MAX_B = 4


def variant_pair(left: list[Token], right: list[Token]) -> tuple[list[Token], list[Token]] | None:
    """A and B the variants after "in" ("Rare Beauty Soft Pinch in | Hope or Joy", "ring in | platinum or 18k yellow
    gold"); ``None`` when the left side does not close on "in" and one variant, or B is no bare variant of its kind
    ("dinner in Paris or pizza", "the ring in platinum or the necklace")."""
    if len(left) < 3 or left[-2].low != "in" or left[-3].low in DETERMINERS | PREPOSITIONS | PRONOUNS:
        return None
    if not 1 <= len(right) <= _MAX_B or any(t.low in DETERMINERS | PREPOSITIONS | PRONOUNS for t in right):
        return None
    x, last = left[-1], right[-1].low.rstrip("?!.,")
    named = x.capitalized and all(t.capitalized for t in right) and len(right) <= 2
    material = x.low in _METALS | MATERIALS and last in _METALS | MODIFIERS and not right[0].capitalized
    return (left[-1:], right) if named or material else None
