"""Words after a cut word that stay B's own because B's own clause governs them: a condition marked by "only"
("hourly only when they need me"), the preposition bound to the second verb of B's own pair ("stay home and wait
for pings"), the phrase of a contact relative's verb ("only the part i use for dashing") or of a gerund clause with its
own subject ("me walking out with a mic"); and a word taken
for the verb after a subject pair right before a copula ("uber eats is less dead"), B's own head."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    BOUND_VERBS,
    COPULAS,
    DETERMINERS,
    PRONOUNS,
    Token,
    ing_word,
    is_verb,
    participle_word,
)

__all__ = ["before_copula", "own_clause"]

_CONDITIONS = frozenset({"when", "if", "while", "unless", "after", "before"})
_SUBJECTS = frozenset({"i", "we", "you", "they", "he", "she"})
_OBJECT_SUBJECTS = frozenset({"me", "us", "him", "her", "them"})  # the subject of a gerund clause ("me walking out")
# Prepositions of how a deed is done (its means, company, source, path), not of purpose, time or place.
_MANNER_PREPS = frozenset({"with", "without", "from", "into", "onto", "through"})


def own_clause(right: list[Token], k: int) -> bool:
    """Is word ``k`` of B's side (a cut word) inside B's own clause? "hourly only | when they need me": the condition
    "only" marks restricts B; "stay home and wait | for pings": B's second verb takes its bound preposition;
    "the part i use | for dashing": the verb of B's contact relative takes the phrase; "me walking out | with a mic":
    B a gerund clause with its own subject pronoun, its phrase its own; "a story about her | as a kid": the role of
    B's object pronoun."""
    w, prev = right[k].low, right[k - 1].low
    if k > 1 and right[0].low in _OBJECT_SUBJECTS and ing_word(right[1].low) and w in _MANNER_PREPS:
        return True
    if k > 1 and w == "as" and prev in _OBJECT_SUBJECTS:
        return True  # "a story about her | as a kid": what the person was, the pronoun's own
    if k > 1 and prev == "only" and w in _CONDITIONS:
        return True
    if k > 2 and right[k - 2].low == "and" and (prev, w) in BOUND_VERBS:
        return True
    return _contact_relative(right, k)


def _contact_relative(right: list[Token], k: int) -> bool:
    """A determiner's noun (after up to two modifiers; "one" too), a subject pronoun and a verb, present or past,
    right before ``k`` ("the part i use | for dashing", "the car we drive | for work", "the grey one we saw | at
    IKEA", "the green one I tried on | at Zara"): a relative clause with no "that", whose verb's phrase is B's own."""
    verb = k - 1 - (right[k - 1].low in _PARTICLES)  # "the green one I tried on | at Zara"
    if verb < 3 or right[verb - 1].low not in _SUBJECTS or not _verb_form(right[verb]):
        return False
    noun = right[verb - 2]
    if not noun.low.isalpha() or (noun.low in PRONOUNS and noun.low != "one") or is_verb(noun):
        return False
    det = next((j for j in range(verb - 3, max(-1, verb - 6), -1) if right[j].low in DETERMINERS), None)
    return det is not None and all(t.low.isalpha() and not t.capitalized for t in right[det + 1 : verb - 2])


def _verb_form(tok: Token) -> bool:
    """A verb's base or past form ("use", "saw", "tried", "bought")."""
    return is_verb(tok) or participle_word(tok.low) or tok.low in _PAST


_PARTICLES = frozenset({"on", "out", "up"})
_PAST = frozenset({"saw", "got", "had", "went", "came", "took", "gave", "wore", "ate", "liked", "loved"})


def before_copula(right: list[Token], verb: int | None) -> int | None:
    """A word taken for the verb right before a copula ("doordash or uber eats | is less dead"): two finite verbs
    do not follow each other, so the word is B's own and the copula is the verb."""
    if verb is None or verb + 1 >= len(right) or right[verb + 1].low not in _BE or right[verb].low in COPULAS:
        return verb
    return verb + 1 if right[verb].low.isalpha() and not right[verb].low.endswith("ly") else verb


_BE = frozenset({"is", "are", "was", "were"})
