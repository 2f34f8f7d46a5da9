"""A gerund before a name A against a name and a lower-case head noun as B ("between stocking | Bulldog or Cremo |
shave cream in the barbershop"): the gerund takes both names, and A, a name with no noun of its own, shares the head
noun written after B's name, so the options are the two names."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, PREPOSITIONS, Around, Token, is_verb
from warrantguard.guard.question.words import text as tx

__all__ = ["gerund_name_head"]

_HEAD_WORDS = 2  # lower-case words of the head after B's name ("shave cream")


def gerund_name_head(a: list[Token], b: list[Token], around: Around) -> tuple[list[Token], list[Token]]:
    """The two names when A is a gerund and one name and B one name and a head noun of one or two lower-case words,
    the sentence ending or a preposition following ("stocking Bulldog" / "Cremo shave cream" → "Bulldog" / "Cremo");
    the pair as it is otherwise ("stocking Bulldog" / "Cremo": :func:`gerund_name_a`)."""
    if len(a) != 2 or not 2 <= len(b) <= 1 + _HEAD_WORDS or not tx.ing_word(a[0].low) or a[0].capitalized:
        return a, b
    if not (a[1].capitalized and b[0].capitalized and a[1].text.isalpha() and b[0].text.isalpha()):
        return a, b
    head = b[1:]
    if any(not t.text.rstrip("?!.").isalpha() or not t.text.islower() or t.low in DETERMINERS | PREPOSITIONS
           or is_verb(t) for t in head[:-1]):
        return a, b
    after = around.next(b[-1])
    if after is not None and b[-1].text[-1:] not in "?!.,;:" and after.low not in PREPOSITIONS:
        return a, b
    return a[1:], b[:1]
