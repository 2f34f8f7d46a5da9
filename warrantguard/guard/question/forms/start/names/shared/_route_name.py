"""A named place, "through" / "via" and a named route point, B a bare name ("enter | Schengen through | Helsinki or
Copenhagen", "fly to | Lima via | Bogota or Panama City"): the names after the route preposition are the options, the
place before it the one both reach (:func:`routed_name`; an articled route, "Ben Nevis via the tourist path or the CMD
arête", is ``parallel_core``'s)."""

from __future__ import annotations

from warrantguard.guard.question.words import PREPOSITIONS, Around, Token

__all__ = ["routed_name"]

_ROUTE = frozenset({"via", "through", "thru"})
_LONGEST = 3  # words of a name on either side
# Before the named place: a word of reaching or leaving it ("enter | Schengen", "fly to | Lima"), so the name is a
# place the route leads to, not something else named ("fly | Delta via Atlanta or United": an airline, or a route?).
_REACHING = frozenset({"to", "into", "enter", "reach", "visit", "cross", "exit", "leave", "tour"})


def _name(toks: list[Token]) -> bool:
    """One to three capitalised words, none a preposition ("Panama City", not "Lima via Bogota")."""
    return 0 < len(toks) <= _LONGEST and all(t.capitalized and t.low not in PREPOSITIONS for t in toks)


def routed_name(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A from the name after its route preposition when A is a name, "through" / "via" and a name and B a name
    alone and a word of reaching stands before A ("enter Schengen through | Helsinki" / "Copenhagen"); else ``a``
    (not "fly Delta via Atlanta or United": no place reached; not "Delta from JFK": not a route preposition; not "…
    or through Copenhagen": B's own)."""
    at = [k for k, t in enumerate(a) if t.low in _ROUTE]
    if len(at) != 1 or not _name(a[: at[0]]) or not _name(a[at[0] + 1 :]) or not _name(b):
        return a
    before = around.prev(a[0])
    if before is None or before.low not in _REACHING:
        return a
    return a[at[0] + 1 :]
