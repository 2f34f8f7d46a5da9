"""A capitalised word in "-ing" after the "or" ("… with Xavier or | Kaiming for …") is a name, not a gerund
answering a lower-case gerund A."""

from __future__ import annotations

from warrantguard.guard.question.words import VERBS, Token


def named_ing(a_first: Token, b_first: Token) -> bool:
    """Is ``b_first`` a capitalised "-ing" word (a name: "initializing the weights with Xavier or | Kaiming") after
    an A opening in lower case or on the same capitalised word ("Riesling (Mosel) or | Riesling (Clare Valley)": one
    name written twice), so no gerund of B's answers A's ("paying … or investing …" still is)?"""
    named = b_first.capitalized and b_first.text[1:].islower()
    return named and (not a_first.capitalized or (a_first.text == b_first.text and not _verb_stem(b_first.low)))


def _verb_stem(word: str) -> bool:
    """Is ``word`` a listed verb's "-ing" form ("paying", "baking", "shopping"), not a name ("Riesling")?"""
    stem = word.removesuffix("ing")
    return bool({stem, stem + "e", stem[:-1]} & VERBS)
