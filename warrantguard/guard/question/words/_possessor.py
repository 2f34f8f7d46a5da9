"""A noun's possessive opening a clause's subject ("whether | dad's confusion tonight is from …", "if | Mia's fever
is …"): a possessor, not a contracted "is" ("it's", "that's", "he's")."""

from __future__ import annotations

from warrantguard.guard.question.words._text import Token
from warrantguard.guard.question.words._wordlists import PRONOUNS, WH

__all__ = ["possessor"]

_CONTRACTED = frozenset({"that", "there", "here", "this", "what", "who", "let", "where", "how", "everything",
                         "everyone", "nothing", "something", "someone"})


def possessor(tok: Token) -> bool:
    """Is ``tok`` a noun's possessive ("dad's", "Mia's", "the vet's"), not a pronoun's or a demonstrative's contracted
    "is" ("it's", "she's", "that's", "there's")?"""
    w = tok.low.replace("\u2019", "'")
    stem = w.removesuffix("'s")
    return stem != w and stem.isalpha() and stem not in PRONOUNS | WH | _CONTRACTED
