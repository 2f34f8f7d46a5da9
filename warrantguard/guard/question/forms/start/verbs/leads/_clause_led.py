"""A told clause before A's verb, with no comma after it: "as Dec futures just touched $4.80 | sell another 10k bu or
wait for a weather rally?" — a subordinator opens a clause whose past verb ("touched") tells what happened; the
listed verb after it that takes its own object ("sell | another 10k bu") opens A, set against B's verb
(:func:`clause_led_verb`). No such verb after the clause's ("as prices dropped in march corn or beans?"): A as the
chain cut it."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, POSSESSIVES, VERBS, Token, is_verb, numeral

__all__ = ["clause_led_verb"]

# Subordinators opening a clause of what happened or holds (a closed class): "as …", "since …", "now that …".
_SUBORDINATORS = frozenset({"as", "since", "because", "once", "now", "after", "when"})
_OBJECT_STARTS = DETERMINERS | POSSESSIVES | frozenset({"it", "them", "half", "all", "more"})


def clause_led_verb(a: list[Token], b: list[Token]) -> list[Token]:
    """A from the listed verb taking an object after a subordinate clause's past verb, B opening with a verb ("as Dec
    futures just touched $4.80 | sell another 10k bu or wait …"); else ``a``."""
    if len(a) < 5 or not b or a[0].low not in _SUBORDINATORS or not is_verb(b[0], initial=True):
        return a
    past = next((k for k in range(2, len(a)) if _past(a[k])), None)
    if past is None:
        return a
    for k in range(past + 2, len(a) - 1):
        if a[k].low in VERBS and not a[k].capitalized and _clause_end(a[k - 1]) and _object_start(a[k + 1]):
            return a[k:]
    return a


def _past(tok: Token) -> bool:
    """A lower-case -ed word, the clause's past verb ("touched", "dropped")."""
    return tok.low.isalpha() and len(tok.low) > 4 and tok.low.endswith("ed") and not tok.capitalized


def _clause_end(tok: Token) -> bool:
    """May the clause end on ``tok``: an amount or a number ("$4.80"), or a lower-case content word?"""
    return numeral(tok) or tok.text.startswith("$") or (tok.low.isalpha() and tok.low not in DETERMINERS)


def _object_start(tok: Token) -> bool:
    """Does ``tok`` open the verb's object: a determiner, a pronoun, an amount or a number ("sell | another 10k bu")?"""
    return tok.low in _OBJECT_STARTS or numeral(tok) or tok.text.startswith("$")
