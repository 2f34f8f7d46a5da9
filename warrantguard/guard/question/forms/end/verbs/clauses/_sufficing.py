"""A second question asking whether a lesser thing will do ("does it need a crown or | will a filling do?", "do I need
an MRI or would an X-ray suffice?"): the noun phrase between the modal and its verb of sufficing is option B, set
against A's noun (:func:`sufficing_b`). The same told by "if" ("whether we need a second shooter or | if one
photographer is enough", "should microchip my cat or | if a collar tag is enough"): :func:`if_sufficing_b`."""

from __future__ import annotations

from warrantguard.guard.question.words import ARTICLES, DETERMINERS, MODALS, Around, Token, is_verb

__all__ = ["if_sufficing_b", "sufficing_b"]

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


_ENOUGH = frozenset({"enough", "fine", "ok", "okay", "sufficient", "adequate"})
_BE = frozenset({"is", "are", "would", "will", "be"})


def if_sufficing_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B's noun phrase after "or if" when a copula and a word of sufficing close its clause and A is a noun phrase
    ("… need a second shooter or | if one photographer | is enough" -> "one photographer"); ``b`` otherwise (A a
    verb phrase, "should microchip my cat or if a collar tag is enough", left to the form checks; no such predicate:
    "… or if it rains")."""
    if len(b) < 2 or b[0].low != "if" or len(b) > _NP_BOUND + 1 or b[1].low in _PRONOUNS:
        return b
    rest = around.after(b[-1], 6)
    be = next((k for k, t in enumerate(rest[:4]) if t.low in _BE), None)
    if be is None or not any(t.low in _ENOUGH for t in rest[be + 1 : be + 3]):
        return b
    before = around.prev(a[0])
    verbal = before is None or before.low in MODALS or is_verb(a[0], initial=True)
    return b if verbal or len(b) < 2 + (b[1].low in ARTICLES) else b[1 + (b[1].low in ARTICLES) :]


_PRONOUNS = frozenset({"it", "that", "this", "they", "i", "we", "you", "he", "she"})
