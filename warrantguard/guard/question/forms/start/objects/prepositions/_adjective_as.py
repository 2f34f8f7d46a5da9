"""An adjective and its "as" phrase against an adjective B ("is the death benefit | taxable as income or tax-free to
the beneficiary?"): B stands against the adjective, so A starts at it, not at the noun after "as"."""

from __future__ import annotations

from warrantguard.guard.question.words import Around, Token

__all__ = ["adjective_as_a"]

_ADJECTIVE_ENDS = ("able", "ible", "-free", "ful", "less", "ous", "ive")


def adjective_as_a(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A from the adjective before "as" ("taxable | as | income") when B opens on an adjective of the same shapes
    ("tax-free", "exempt" not told): the two states; ``a`` otherwise ("counted as income or savings")."""
    as_, adjective = around.prev(a[0]) if a else None, None
    if as_ is None or as_.low != "as" or not b or len(a) > 3:
        return a
    adjective = around.prev(as_)
    if adjective is None or not _adjectival(adjective.low) or not _adjectival(b[0].low):
        return a
    return [adjective, as_, *a]


def _adjectival(word: str) -> bool:
    """Is ``word`` shaped as an adjective by its ending ("taxable", "tax-free", "harmful")?"""
    return word.isascii() and len(word) > 4 and word.replace("-", "").isalpha() and word.endswith(_ADJECTIVE_ENDS)
