"""A's head noun before its phrase when B ends on the same head: "Do tenants on | 12-month leases or month-to-month
tenants …": B names its kind before the head, A after it, so the head and its preposition are A's own."""

from __future__ import annotations

from warrantguard.guard.question.words import ADVERBS, COMPARATIVES, PREPOSITIONS, Around, Token

__all__ = ["head_before_phrase"]


def head_before_phrase(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A from the head noun just before it and its preposition when B's last word is that noun ("tenants on | 12-month
    leases or month-to-month tenants", "rooms with | a view or quiet rooms", "bikes with | disc brakes or rim-brake
    bikes"): the one head on both sides, A's kind after it, B's before it. ``a`` otherwise ("tenants on | 12-month
    leases or month-to-month ones", "rooms with | a view or a patio"; "better to | grind ranked or to play casual till
    my aim gets better": no noun, an infinitive's "to"; "my notes in | Notion or Apple Notes": B's capital word closes
    a name, no head written again)."""
    before = around.before(a[0])
    if len(before) < 2 or len(b) < 2 or before[-1].low not in PREPOSITIONS or before[-1].low == "to":
        return a
    head, last = before[-2], b[-1]
    if not head.text.isalpha() or head.low != last.low.rstrip("?.!,;:") or head.low in COMPARATIVES | ADVERBS:
        return a
    if last.capitalized and not head.capitalized:  # "my calendar on | Outlook or Google Calendar": a name's word
        return a
    return [head, before[-1], *a]
