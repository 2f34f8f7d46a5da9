"""A gerund opening the prompt before its object, against B opening with the same possessive or article as that
object ("engraving | our initials or our wedding date …"): the gerund is both options', the objects are the options
(added for the forty-fifth held-out part; "wearing my veil or my tiara" read so by the verb list); so is a gerund
before an amount against B opening with an amount ("charging | £5 per bar or 3 for £12": the two prices; added for
the hundred-and-thirty-fifth)."""

from __future__ import annotations

from warrantguard.guard.question.words import POSSESSIVES, Around, Token
from warrantguard.guard.question.words import text as tx

__all__ = ["opening_gerund"]


def opening_gerund(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A without the gerund opening the prompt when its object's possessive or article opens B too ("engraving | our
    initials or our wedding date"); A unchanged otherwise ("engraving our initials or embossing them": B no object;
    "I love engraving our initials or our names": the gerund does not open the sentence)."""
    prev = around.prev(a[0])  # none, or the end of a label, a greeting or a sentence before it ("[TKT-4821] | …")
    if len(a) < 3 or (prev is not None and prev.text[-1:] not in ".!?:,])") or not tx.ing_word(a[0].low):
        return a
    if _amount(a[1]) and _amount(b[0]):
        return a[1:]  # "charging | £5 per bar or 3 for £12"
    det = a[1].low
    return a[1:] if det in POSSESSIVES | {"the"} and b[0].low == det and len(b) > 1 else a


def _amount(tok: Token) -> bool:
    """A number, bare or after its currency sign ("3", "£5", "10%")."""
    return tok.text.lstrip("$€£")[:1].isdigit()
