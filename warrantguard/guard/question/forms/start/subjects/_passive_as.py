"""A passive's participle and "as" before A ("should my internship be classified as | employment or training", "is
the payment taxed as | income or a gift"): the participle and its "as" are both options', so A starts after "as", as
B names only the second role (:func:`passive_as`). So too a participle naming its one-word complement ("should the
release be tagged | v2.0.0 or v1.10.0")."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    COPULAS,
    PREPOSITIONS,
    Around,
    Token,
    is_verb,
    participle_word,
)

__all__ = ["passive_as"]

_PASSIVE_LEADS = COPULAS | frozenset({"being", "get", "gets", "got"})


def passive_as(core: list[Token], right: list[Token], around: Around) -> list[Token]:
    """A from the word after "as" when it opens with a regular past participle after a form of "be" and "as" ("be
    classified as | employment"), and B opens with no participle, preposition or verb of its own ("… or treated as
    training", "… or as training", "… or fire them": B's own verb phrase); A from the word after the participle when
    that word is all A (:func:`_named`); else ``core`` unchanged."""
    named = _named(core, right)
    if (len(core) < 3 or core[1].low != "as" or not right) and not named:
        return core
    verb, before, first = core[0].text, around.prev(core[0]), right[0]
    participle = len(verb) > 4 and verb.endswith("ed") and verb.isalpha() and verb.islower()
    if not participle or before is None or before.low not in _PASSIVE_LEADS:
        return core
    if named and before.low not in ("be", "been", "being"):  # not "Are | raised beds or in-ground beds …"
        return core
    own = first.low.endswith("ed") or first.low in PREPOSITIONS or is_verb(first)
    return core if own else core[1 if named else 2 :]


def _named(core: list[Token], right: list[Token]) -> bool:
    """Is A one word after its participle ("tagged | v2.0.0", "painted | white") against B of one word, or of a word
    that is no plain lower-case word ("v1.10.0 RC"), and no participle ("… or held back", "… or left")?"""
    if len(core) != 2 or not right or core[1].low in PREPOSITIONS or participle_word(right[0].low):
        return False
    return len(right) == 1 or not (right[0].text.isalpha() and right[0].text.islower())
