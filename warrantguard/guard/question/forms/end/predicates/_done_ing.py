"""A subject pair after "Do/Does/Did" with an -ing word right after a B holding a preposition ("Does the PS5 Pro or
a 4070 Ti PC run Cyberpunk with path | tracing better?"): after "do" the verb is bare, so an -ing word taken for it
is inside B's side, and where B ends was not found (added for the seventy-seventh held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, PREPOSITIONS, Around, Token
from warrantguard.guard.question.words import text as tx

__all__ = ["done_ing_after_b"]

_DO = frozenset({"do", "does", "did"})


def done_ing_after_b(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why B of a subject pair after "Does", a preposition inside it, cannot end before an -ing word ("Does the PS5
    Pro or a 4070 Ti PC run Cyberpunk with path | tracing better?"), or ``None`` (not "Do you find hiking or biking |
    relaxing?": "you" is the subject; not "Does a monthly or an annual | pricing plan convert …": the shared head)."""
    nxt = around.next(b[-1])
    if nxt is None or not tx.ing_word(nxt.low.rstrip("?.!,")) or not any(t.low in PREPOSITIONS for t in b):
        return None
    lead = around.before(a[0])
    while lead and lead[-1].low in DETERMINERS:
        lead = lead[:-1]
    if not lead or lead[-1].low not in _DO or not around.opens(lead[-1]):
        return None
    return f"after '{lead[-1].text}' the verb is bare, so '{nxt.text}' is no verb after B: where B ends is unclear"
