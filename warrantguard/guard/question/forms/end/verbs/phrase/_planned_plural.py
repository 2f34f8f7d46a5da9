"""A verb-phrase B whose verb is also a noun, before a plural object ("charge at the Tesla Superchargers or | plan
stops around Ionity"): against a verb-phrase A, B's first word is its verb and the -s word after it its object, no
verb swallowed into B."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, POSSESSIVES, PREPOSITIONS, VERBS, Token

__all__ = ["verb_plural_object_b"]


def verb_plural_object_b(a: list[Token], b: list[Token]) -> bool:
    """Is B a listed verb, a plural object and a preposition after it, against an A that is a verb phrase, its verb
    before a preposition, article or possessive ("charge at the Superchargers or plan stops around Ionity", "eat at
    home or book tables at restaurants")? Not "the Kobo or the Kindle holds up": no verb phrase A."""
    if len(a) < 2 or len(b) < 3 or a[0].low not in VERBS or b[0].low not in VERBS or b[0].capitalized:
        return False
    if a[1].low not in PREPOSITIONS | DETERMINERS | POSSESSIVES:
        return False
    obj = b[1].low
    return obj.endswith("s") and not obj.endswith("ss") and obj.isalpha() and b[2].low in PREPOSITIONS
