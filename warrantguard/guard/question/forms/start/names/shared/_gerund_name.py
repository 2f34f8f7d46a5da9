"""A gerund before a name A against a lone name B ("between learning | Cantonese and Mandarin", "studying | French or
German"): B is what the gerund takes, as A's name is, so the gerund is both's and A is the name."""

from __future__ import annotations

from warrantguard.guard.question.words import Token
from warrantguard.guard.question.words import text as tx

__all__ = ["gerund_name_a"]


def gerund_name_a(a: list[Token], b: list[Token]) -> list[Token]:
    """A without its opening gerund when A is the gerund and one name and B one name ("learning Cantonese" against
    "Mandarin" → "Cantonese"); ``a`` otherwise ("learning Cantonese" against "an app": B no name)."""
    if len(a) != 2 or len(b) != 1 or not tx.ing_word(a[0].low) or a[0].capitalized:
        return a
    if not (a[1].capitalized and b[0].capitalized and a[1].text.isalpha() and b[0].text.rstrip("?!.").isalpha()):
        return a
    return a[1:]
