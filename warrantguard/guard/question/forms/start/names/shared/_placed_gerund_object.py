"""A gerund opening the prompt before a bare object, against a bare noun B followed by where both are put ("adding |
well rotted horse manure or mushroom compost | to the beds"): the gerund and the destination are both options', the
objects are the options (added for the ninety-seventh held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, POSSESSIVES, PREPOSITIONS, PRONOUNS, Around, Token, is_verb
from warrantguard.guard.question.words import text as tx

__all__ = ["placed_gerund_object"]

_DESTINATIONS = frozenset({"to", "into", "onto"})
_NOT_BARE = DETERMINERS | POSSESSIVES | PRONOUNS | PREPOSITIONS


def placed_gerund_object(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A without the gerund opening the prompt when A's object and B are bare lower-case noun phrases and "to",
    "into" or "onto" and a word follow B ("adding | manure or compost | to the beds"); A unchanged otherwise
    ("adding manure or digging it in to the beds": B a verb; "running shoes or sandals": no destination after B)."""
    if len(a) < 2 or not tx.ing_word(a[0].low) or not around.opens(a[0]) or not _bare(a[1:]) or not _bare(b):
        return a
    if is_verb(b[0]) or tx.ing_word(b[0].low) or tx.ing_word(a[1].low):
        return a
    after = around.after(b[-1], 2)
    return a[1:] if len(after) == 2 and after[0].low in _DESTINATIONS and after[1].text.isalpha() else a


def _bare(words: list[Token]) -> bool:
    """Lower-case words only, no determiner, possessive, pronoun or preposition: a bare noun phrase."""
    return all(t.text.replace("-", "").isalpha() and t.text.islower() and t.low not in _NOT_BARE for t in words)
