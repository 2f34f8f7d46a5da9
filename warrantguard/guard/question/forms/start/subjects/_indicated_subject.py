"""Two subjects of a clause a verb of meaning takes ("whether the clicking means | the fan motor or the compressor |
is failing"): A's side holds the clause's own subject and its verb of meaning ("means", "indicates", "suggests" …)
before A, and a finite verb follows B, the predicate both subjects share; so A starts past that verb, parallel to B.
Added for the seventy-third held-out part."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    ARTICLES,
    DETERMINERS,
    FINITE,
    MODALS,
    PREPOSITIONS,
    PRONOUNS,
    Around,
    Token,
)

__all__ = ["indicated_subject"]

# Verbs of meaning whose object is a clause ("the clicking means | the motor is failing").
_MEANING = frozenset({"means", "meant", "indicates", "indicated", "suggests", "suggested", "signals", "signalled",
                      "signaled", "implies", "implied"})
_SUBJECT_BOUND = 3  # words of the clause's subject before its verb of meaning


def indicated_subject(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A past "the clicking means" when B is followed by a finite verb ("… or the compressor | is failing"): "whether
    the clicking means | the fan motor or the compressor is failing"; else A unchanged (not "… means the fan motor
    or the compressor?": no predicate after B, the verb may be A's own; nor "… means to fix …")."""
    if not a or not b:
        return a
    nxt = around.next(b[-1])
    if nxt is None or nxt.low not in FINITE | MODALS or b[-1].text.endswith((",", ";", ":")):
        return a
    k = next((k for k in range(1, min(len(a) - 2, _SUBJECT_BOUND + 1)) if a[k].low in _MEANING), None)
    if k is None or a[k + 1].low not in DETERMINERS or a[k + 1].low in PRONOUNS:
        return a
    if not all(t.low.isalpha() and not t.capitalized and t.low not in PREPOSITIONS | PRONOUNS for t in a[:k]):
        return a
    return a[k + 1 + (a[k + 1].low in ARTICLES) :]
