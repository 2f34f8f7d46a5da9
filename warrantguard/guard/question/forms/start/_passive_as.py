"""A passive's participle and "as" before A ("should my internship be classified as | employment or training", "is
the payment taxed as | income or a gift"): the participle and its "as" are both options', so A starts after "as", as
B names only the second role (:func:`passive_as`)."""

from __future__ import annotations

from warrantguard.guard.question.words import COPULAS, PREPOSITIONS, Around, Token, is_verb

__all__ = ["passive_as"]

_PASSIVE_LEADS = COPULAS | frozenset({"being", "get", "gets", "got"})


def passive_as(core: list[Token], right: list[Token], around: Around) -> list[Token]:
    """A from the word after "as" when it opens with a regular past participle after a form of "be" and "as" ("be
    classified as | employment"), and B opens with no participle, preposition or verb of its own ("… or treated as
    training", "… or as training", "… or fire them": B's own verb phrase); else ``core`` unchanged."""
    if len(core) < 3 or core[1].low != "as" or not right:
        return core
    verb, before, first = core[0].text, around.prev(core[0]), right[0]
    participle = len(verb) > 4 and verb.endswith("ed") and verb.isalpha() and verb.islower()
    if not participle or before is None or before.low not in _PASSIVE_LEADS:
        return core
    own = first.low.endswith("ed") or first.low in PREPOSITIONS or is_verb(first)
    return core if own else core[2:]
