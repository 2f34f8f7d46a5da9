"""A preposition's object as A against "direct" / "directly" and a phrase of its own as B ("buy travel insurance
through | the travel agent or direct | from the insurer | for our trip"): the two ways are A's prepositional phrase
and B's adverb with its own phrase, not a noun against a bare adverb ("travel agent" / "direct")."""

from __future__ import annotations

from warrantguard.guard.question.words import ARTICLES, POSSESSIVES, PREPOSITIONS, Around, Token

__all__ = ["direct_against_prep"]

_DIRECT = frozenset({"direct", "directly"})
_OWN_PREPS = frozenset({"from", "with", "through", "via"})
_LONGEST = 3  # words of B's own phrase after its preposition


def direct_against_prep(a: list[Token], b: list[Token], around: Around) -> tuple[list[Token], list[Token]]:
    """A with its preposition and B with its own prepositional phrase when B is "direct" / "directly" alone and a
    short phrase on "from" / "with" follows it ("through | the travel agent or direct | from the insurer" ->
    "through the travel agent" / "direct from the insurer"); the pair as it is otherwise."""
    art = around.prev(a[0]) if a else None
    lead = [art] if art is not None and art.low in ARTICLES | POSSESSIVES else []
    prep = around.prev(art) if lead and art is not None else art
    if len(b) != 1 or b[0].low not in _DIRECT or prep is None or prep.low not in PREPOSITIONS:
        return a, b
    own = around.next(b[0])
    if own is None or own.low not in _OWN_PREPS:
        return a, b
    phrase = [own]
    nxt = around.next(own)
    while nxt is not None and len(phrase) <= _LONGEST and nxt.low.rstrip("?!.,") not in PREPOSITIONS:
        phrase.append(nxt)
        if nxt.text.endswith(("?", "!", ".", ",")):
            break
        nxt = around.next(nxt)
    if len(phrase) < 2 or phrase[1].low not in ARTICLES | POSSESSIVES or phrase[-1].text.endswith(","):
        return a, b
    last = phrase[-1]
    bare = last.text.rstrip("?!.")
    return [prep, *lead, *a], [*b, *phrase[:-1], Token(bare, last.start, last.start + len(bare))]
