"""A preposition's object as A against "directly" and a place of its own as B ("donate through | PayPal Giving Fund or
directly | on the charity's website"): the two ways are A's prepositional phrase and B's adverb with its own phrase,
not a name against a bare adverb (added for the hundred-and-fourth held-out part; the object both share before A's
preposition, "book my classes through | ClassPass or …", for the hundred-and-thirty-third; "direct | from the
insurer" after the pair is read by :mod:`._direct_against_prep`)."""

from __future__ import annotations

from warrantguard.guard.question.words import ARTICLES, POSSESSIVES, PREPOSITIONS, Around, Token

__all__ = ["directly_led"]

_DIRECT = frozenset({"direct", "directly"})
_WAYS = frozenset({"through", "via", "by", "with", "from", "on", "at"})  # A's preposition: a way to do it
_LONGEST = 4  # words of B's own phrase after its preposition


def directly_led(a: list[Token], b: list[Token], around: Around) -> tuple[list[Token], list[Token]] | None:
    """A with its preposition and B with its own phrase ("through PayPal Giving Fund" / "directly on the charity's
    website"), when B is "directly" alone before a phrase opening on a preposition and an article or possessive,
    closing the sentence; None otherwise."""
    way = 0 if len(a) > 1 and a[0].low in _WAYS else _inner_way(a)  # "… cover | through the organiser": A opens on
    # its preposition (the hundred-and-sixty-third held-out part); "book my classes | through | ClassPass"
    art = around.prev(a[0]) if a and way is None else None
    lead = [art] if art is not None and art.low in ARTICLES | POSSESSIVES else []
    prep = around.prev(art) if lead and art is not None else art
    prep, a = (a[way], a[way + 1 :]) if way is not None else (prep, a)
    if len(b) != 1 or b[0].low not in _DIRECT or prep is None or prep.low not in _WAYS:
        return None
    phrase = around.after(b[0], _LONGEST + 1, ends=("?", "!", ".", ","))
    if len(phrase) < 3 or phrase[0].low not in PREPOSITIONS or phrase[1].low not in ARTICLES | POSSESSIVES:
        return None
    last = phrase[-1]
    if not last.text.endswith(("?", "!", ".")) or any(t.low in PREPOSITIONS for t in phrase[1:]):
        return None
    bare = last.text.rstrip("?!.")
    return [prep, *lead, *a], [*b, *phrase[:-1], Token(bare, last.start, last.start + len(bare))]


def _inner_way(a: list[Token]) -> int | None:
    """Where A's own preposition of a way stands, first or after words of its own ("my classes | through |
    ClassPass"), a name or two after it: the words before are the object both ways share; None when there is no such
    preposition."""
    at = next((k for k in range(len(a) - 2, -1, -1) if a[k].low in _WAYS), None)
    if at is None or len(a) - at > 3 or not a[at + 1].capitalized:
        return None
    return at if not any(t.low in PREPOSITIONS for t in a[:at]) else None
