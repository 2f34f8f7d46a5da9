"""A second question asking whether a lesser thing will do ("does it need a crown or | will a filling do?", "do I need
an MRI or would an X-ray suffice?"): the noun phrase between the modal and its verb of sufficing is option B, set
against A's noun (:func:`sufficing_b`)."""

from __future__ import annotations

from warrantguard.guard.question.words import ARTICLES, DETERMINERS, MODALS, Around, Token

__all__ = ["sufficing_b"]

_SUFFICING = frozenset({"do", "suffice", "work"})
_NP_BOUND = 4  # words of B's noun phrase, its determiner too


def sufficing_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B's noun phrase when B is a modal, a determiner's noun phrase and a verb of sufficing closing the sentence and
    A is a noun after a determiner ("… need a | crown or | will a filling do?" -> "filling", past its article);
    ``b`` otherwise (not "… or will it do", a pronoun; not "… or will a filling do for now", more after the verb)."""
    if not a or len(b) < 3 or b[0].low not in MODALS or b[1].low not in DETERMINERS or len(b) > _NP_BOUND + 2:
        return b
    after = around.next(b[-1])
    if b[-1].low.rstrip("?!.") not in _SUFFICING or (after is not None and after.low.isalpha()):
        return b
    before_a = around.prev(a[0])
    return b[1 + (b[1].low in ARTICLES) : -1] if before_a is not None and before_a.low in DETERMINERS else b
