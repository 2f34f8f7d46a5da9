"""A capitalised word in "-ing" after the "or" ("… with Xavier or | Kaiming for …") is a name, not a gerund
answering a lower-case gerund A."""

from __future__ import annotations

from warrantguard.guard.question.words import Token


def named_ing(a_first: Token, b_first: Token) -> bool:
    """Is ``b_first`` a capitalised "-ing" word (a name: "initializing the weights with Xavier or | Kaiming") after
    an A opening in lower case, so no gerund of B's answers A's ("paying … or investing …" still is)?"""
    return b_first.capitalized and not a_first.capitalized and b_first.text[1:].islower()
