"""A verb and its preposition phrase against a B of another preposition and its object ("shave | with the grain or
against it"): the verb is both options', the two preposition phrases are the options; and a noun closing on a bare
preposition against a B of another preposition and its object ("apply sunscreen | over or under | makeup"): the two
prepositions are the options, the noun before A and the object after B both's."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, PREPOSITIONS, PRONOUNS, TIME_NOUNS, Around, Token, is_verb

__all__ = ["bare_prep_pair", "verb_prep_against_prep_a"]

_NOT_OWN = frozenset({"of", "to", "as"})  # "the price of", "switch to", "count as": the head's or the verb's
_OPPOSED = PREPOSITIONS | frozenset({"against", "along", "across", "between", "beside"})  # "against it"
# "Should I | shave …", "better to | shave …", "whether I should | shave …"
_BEFORE_VERB = frozenset({"i", "we", "you", "they", "to", "should", "could", "would", "can", "must", "might"})


def verb_prep_against_prep_a(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A from its preposition when A is a verb (a listed one, or after a subject pronoun or "to"), a preposition and
    its object, and B another preposition and its object ("shave | with the grain" / "against it"); ``a`` otherwise
    (the same preposition, or none)."""
    prev = around.prev(a[0]) if a else None
    verb = bool(a) and (is_verb(a[0], initial=True) or (prev is not None and prev.low in _BEFORE_VERB))
    if len(a) < 3 or len(b) < 2 or not verb or not a[0].text.isalpha() or a[0].low in _OPPOSED:
        return a
    if a[1].low not in _OPPOSED or a[1].low in _NOT_OWN or b[0].low not in _OPPOSED - _NOT_OWN:
        return a
    if b[0].low == a[1].low or b[1].low in PREPOSITIONS or a[2].low in PREPOSITIONS:
        return a
    if not (b[1].low in DETERMINERS | PRONOUNS or b[1].low in ("it", "them")):
        return a  # B's object a determiner's noun or a pronoun ("against it", "against the grain")
    return a[1:]


def bare_prep_pair(a: list[Token], b: list[Token]) -> tuple[list[Token], list[Token]]:
    """The two prepositions alone when A closes on a bare preposition after a noun and B is another preposition
    and its object ("sunscreen over" / "under makeup", "run along" / "across the length"); the pair as it is
    otherwise."""
    if len(a) < 2 or len(b) < 2 or a[-1].low not in _OPPOSED or a[-2].low in PREPOSITIONS | DETERMINERS:
        return a, b
    if b[0].low not in _OPPOSED or b[0].low == a[-1].low or b[1].low in PREPOSITIONS:
        return a, b
    if a[-2].low in TIME_NOUNS and a[-1].low in ("before", "after"):  # "cook the turkey | the night before or on
        # the day": a time of A's own, no shared object, against B's
        return (a[-3:] if len(a) > 2 and a[-3].low in ("the", "a") else a), b
    if a[-1].low in _NOT_OWN or b[0].low in _NOT_OWN or not a[-2].low.isalpha():
        return a, b
    if any(t.low in _OPPOSED for t in a[:-1]):
        return a, b  # "with music | on" / "in silence": a particle closing A's own phrase
    return a[-1:], b[:1]
