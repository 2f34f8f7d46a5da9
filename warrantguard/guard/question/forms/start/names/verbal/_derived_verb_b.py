"""A verb made by a verb-making suffix (-ise, -ize, -ify) opening option B before a preposition ("should I learn latte
art on whole milk or | practise with oat milk from the start"): the suffix makes a verb, no noun ("practise", not the
noun "practice"), so B is a verb phrase against A's, however A's object looks like a noun phrase B might stand
against (:func:`derived_verb_b`)."""

from __future__ import annotations

import re

from warrantguard.guard.question.words import AMBIGUOUS, PREPOSITIONS, Token, is_verb

__all__ = ["derived_verb_b"]

_DERIVED = re.compile(r"[a-z]{4,}(?:ise|ize|ify)")
_NOUNS_TOO = frozenset({"promise", "surprise", "disguise"})  # a noun as well as a verb


def derived_verb_b(right: list[Token]) -> bool:
    """Does B open with a lower-case -ise / -ize / -ify verb, no noun too, before a preposition ("practise | with oat
    milk", "prioritize | over …")? Not "surprise with a trip": a noun too."""
    if len(right) < 2 or not right[0].text.islower() or right[1].low not in PREPOSITIONS:
        return False
    w = right[0].low
    return bool(_DERIVED.fullmatch(w)) and is_verb(right[0]) and w not in AMBIGUOUS | _NOUNS_TOO
