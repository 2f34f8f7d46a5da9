"""A prepositional object B mirrors word for word but one ("book the beach house for | the first week of July or the
second week of July"): the options are the two mirrored phrases, not A's whole verb phrase against B's phrase (added
for the seventieth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, PREPOSITIONS, Around, Token

__all__ = ["twin_tail"]


def twin_tail(a: list[Token], b: list[Token], around: Around) -> tuple[list[Token], list[Token]]:
    """A from the phrase B repeats but for its first word ("… for the | first week of July" / "second week of July
    for the family reunion"), A's phrase after a preposition and its determiner, B after the same determiner; B
    without the phrase after its twin when it opens with a preposition: the context of both."""
    lead = around.prev(b[0]) if b else None
    if lead is None or lead.low not in DETERMINERS:
        return a, b
    for n in range(min(len(b), len(a) - 2), 1, -1):
        k = len(a) - n
        if [t.low for t in a[k + 1 :]] != [t.low for t in b[1:n]] or a[k].low == b[0].low:
            continue
        if a[k - 1].low == lead.low and a[k - 2].low in PREPOSITIONS and _word(a[k]) and _word(b[0]):
            return a[k:], (b[:n] if n < len(b) and b[n].low in PREPOSITIONS else b)
    return a, b


def _word(tok: Token) -> bool:
    """A lower-case word or numeral telling the twins apart ("first" / "second", "2nd"), not a name."""
    return not tok.capitalized and tok.low[:1].isalnum()
