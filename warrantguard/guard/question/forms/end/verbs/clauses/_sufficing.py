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
    A is a noun after a determiner ("… need a | crown or | will a filling do?" -> "filling", past its article), or B's
    amount against A's amount ("do I need | 16oz or | will 12oz do?" -> "12oz": added for the
    hundred-and-forty-sixth held-out part); ``b`` otherwise (not "… or will it do", a pronoun; not "… or will a
    filling do for now", more after the verb)."""
    amounts = len(b) == 3 and len(a) == 1 and _amount(a[0]) and _amount(b[1])
    if not a or len(b) < 3 or b[0].low not in MODALS or len(b) > _NP_BOUND + 2 \
            or not (b[1].low in DETERMINERS or amounts):
        return b
    after = around.next(b[-1])
    if b[-1].low.rstrip("?!.") not in _SUFFICING or (after is not None and after.low.isalpha()):
        return b
    if amounts:
        return b[1:2]  # "16oz or will | 12oz | do?": an amount against an amount
    before_a = around.prev(a[0])
    return b[1 + (b[1].low in ARTICLES) : -1] if before_a is not None and before_a.low in DETERMINERS else b


def _amount(tok: Token) -> bool:
    """A figure, bare or with its unit ("16oz", "12", "$40")."""
    return tok.low.lstrip("$£€")[:1].isdigit()


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
