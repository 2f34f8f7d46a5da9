"""A cut past A's opening phrase of an amount when B is a phrase of a thing ("Storing competent cells at -80 | in the
door or at the back of the freezer?"): the amount is the setting both share, the options the two places after it
(added for the hundred-and-twenty-eighth held-out part; "at -80 in the door or at -20", amounts on both sides, stays
as it was)."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, PREPOSITIONS, Around, Token

__all__ = ["amount_setting_a"]

_PLACING = frozenset({"in", "on", "at", "inside", "near", "by", "under", "behind", "beside", "next"})


def amount_setting_a(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A from its second phrase when A opens with a preposition and a bare amount, a placing preposition and a
    determiner after it, and B is a phrase of a determined thing ("at -80 | in the door" / "at the back of the
    freezer"); ``a`` otherwise ("at 4C overnight or at 37C …": B an amount too; "at 55 or at 60": one phrase)."""
    if len(a) < 4 or len(b) < 2 or a[0].low not in PREPOSITIONS or b[0].low not in PREPOSITIONS:
        return a
    if not _amount(a[1]) or a[2].low not in _PLACING or a[3].low not in DETERMINERS:
        return a
    if _amount(b[1]) or b[1].low not in DETERMINERS or any(t.low in PREPOSITIONS - {"of"} for t in a[3:]):
        return a
    return a[2:]


def _amount(tok: Token) -> bool:
    """A number, signed or with its unit fused ("-80", "4C", "37°C", "+4")."""
    return tok.text.lstrip("-+~")[:1].isdigit()
