"""Two names each of two capitalised parts joined by one preposition ("Calm for Business or Headspace for Work",
"Notion for Teams or Slack for Education"): each preposition is its name's own, no verb opening A and no phrase both
share (added for the ninety-ninth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import PREPOSITIONS, Token

__all__ = ["twin_prep_names"]


def twin_prep_names(core: list[Token], a: list[Token], right: list[Token]) -> list[Token]:
    """The whole of ``core`` as A when it and B's side open alike: capitalised words, one preposition, capitalised
    words, B's preposition the same and B's side ending after as many words ("Calm for Business | or | Headspace for
    Work?"); ``a`` otherwise ("Tickets for Coldplay or Adele": B no name of that form; "Order for Delivery or Pickup":
    B one word)."""
    k = _prep_at(core)
    if k is None or len(right) != len(core) or _prep_at(right) != k or right[k].low != core[k].low:
        return a
    return core


def _prep_at(toks: list[Token]) -> int | None:
    """Where the one preposition of a name like "Calm for Business" stands, every other word capitalised."""
    at = [k for k, t in enumerate(toks) if t.low in PREPOSITIONS]
    if len(at) != 1 or not 0 < at[0] < len(toks) - 1:
        return None
    caps = all(t.capitalized for k, t in enumerate(toks) if k != at[0])
    return at[0] if caps else None
