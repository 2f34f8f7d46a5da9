"""Words after a cut word that stay B's own because B's own clause governs them: a condition marked by "only"
("hourly only when they need me"), the preposition bound to the second verb of B's own pair ("stay home and wait
for pings"), and the phrase of a contact relative's verb ("only the part i use for dashing"); and a word taken
for the verb after a subject pair right before a copula ("uber eats is less dead"), B's own head."""

from __future__ import annotations

from warrantguard.guard.question.words import BOUND_VERBS, COPULAS, DETERMINERS, PRONOUNS, Token, is_verb

__all__ = ["before_copula", "own_clause"]

_CONDITIONS = frozenset({"when", "if", "while", "unless", "after", "before"})
_SUBJECTS = frozenset({"i", "we", "you", "they", "he", "she"})


def own_clause(right: list[Token], k: int) -> bool:
    """Is word ``k`` of B's side (a cut word) inside B's own clause? "hourly only | when they need me": the condition
    "only" marks restricts B; "stay home and wait | for pings": B's second verb takes its bound preposition;
    "the part i use | for dashing": the verb of B's contact relative takes the phrase."""
    w, prev = right[k].low, right[k - 1].low
    if k > 1 and prev == "only" and w in _CONDITIONS:
        return True
    if k > 2 and right[k - 2].low == "and" and (prev, w) in BOUND_VERBS:
        return True
    return _contact_relative(right, k)


def _contact_relative(right: list[Token], k: int) -> bool:
    """A determiner's noun, a subject pronoun and a verb right before ``k`` ("the part i use | for dashing", "the
    car we drive | for work"): a relative clause with no "that", whose verb's phrase is B's own."""
    if k < 4 or right[k - 2].low not in _SUBJECTS or not is_verb(right[k - 1]):
        return False
    noun = right[k - 3]
    return right[k - 4].low in DETERMINERS and noun.low.isalpha() and noun.low not in PRONOUNS and not is_verb(noun)


def before_copula(right: list[Token], verb: int | None) -> int | None:
    """A word taken for the verb right before a copula ("doordash or uber eats | is less dead"): two finite verbs
    do not follow each other, so the word is B's own and the copula is the verb."""
    if verb is None or verb + 1 >= len(right) or right[verb + 1].low not in _BE or right[verb].low in COPULAS:
        return verb
    return verb + 1 if right[verb].low.isalpha() and not right[verb].low.endswith("ly") else verb


_BE = frozenset({"is", "are", "was", "were"})
