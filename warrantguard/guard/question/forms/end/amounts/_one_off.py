"""A one-off amount against a recurring one ("a lump sum of $312,000 or $1,650 | a month for life"): B's rate is
B's own, not a unit both amounts share as in "2 cups or 3 cups | a day" (added for the seventieth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.forms.end.amounts._rates import CURRENCY, unrated
from warrantguard.guard.question.words import Around, Token

__all__ = ["one_off_rated"]

_ONE_OFF = frozenset({"lump", "lump-sum", "one-time", "one-off", "upfront", "up-front", "once-off"})
_LOOK_BACK = 4  # words before A that may say it is paid once ("a lump sum of | $312,000")


def one_off_rated(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B with the rate after it when A is said to be paid once ("a lump sum of | $312,000", "a one-time $5,000
    bonus") and B is a bare amount ("$1,650 | a month"): the rate is B's own, A has none."""
    if len(b) != 1 or not a or b[0].text[:1] not in CURRENCY or not _once(a, around):
        return b
    per = around.next(b[-1])
    unit = around.next(per) if per is not None else None
    if per is None or unit is None or per.text != per.low or len(unrated(a, [*b, per, unit])) > 1:
        return b
    return [*b, per, unit]


def _once(a: list[Token], around: Around) -> bool:
    """Is A or the words before it in its clause a one-off word ("a lump sum of | $312,000")?"""
    lead: list[Token] = []
    tok = around.prev(a[0])
    while tok is not None and len(lead) < _LOOK_BACK and tok.text[-1:] not in ".?!:,;":
        lead.append(tok)
        tok = around.prev(tok)
    return any(t.low in _ONE_OFF for t in [*lead, *a])
