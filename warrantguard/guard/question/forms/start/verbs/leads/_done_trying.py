""""try to" after "do" and its subject, before a verb phrase A against a bare verb B ("Do I | try to shrink it in the
dryer or reknit it a size smaller?"): "do" asks which the subject does, "try" is the first thing done and B, a bare
verb, answers "try" itself, so "try to" is A's own (after a modal, "should I try to sell it or trade it in", the
reading of both's trying stands; added for the hundred-and-twelfth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, PREPOSITIONS, PRONOUNS, Around, Token, is_verb

__all__ = ["done_trying_a"]

_DO = frozenset({"do", "does", "did"})
_TRYING = frozenset({"try", "attempt"})


def done_trying_a(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A with the "try to" just before it when "do" and a pronoun stand before "try" and B opens on a bare verb (no
    determiner, pronoun or preposition, not "to") ("Do I | try to shrink it or reknit it" gives "try to shrink it");
    ``a`` otherwise ("Should I try to sell it or trade it in": a modal; "Do I try to shrink it or to reknit it": B's
    "to" answers A's; "Do I try to fix the zip or the button": B a noun)."""
    if not a or not b or not is_verb(a[0]) or not b[0].low.isalpha() \
            or b[0].low in DETERMINERS | PREPOSITIONS | PRONOUNS:  # "to", "the", "it": no bare verb
        return a
    if (to := around.prev(b[0])) is not None and to.low == "to":  # "… or to call a plumber": B's "to" answers A's
        return a
    before = around.before(a[0])[-4:]
    if len(before) < 4 or before[2].low not in _TRYING or before[3].low != "to" or before[1].low not in PRONOUNS \
            or before[0].low not in _DO:
        return a
    return [*before[2:], *a]
