"""A request for opinions opening the sentence before two gerund phrases ("Thoughts on | using the Dark Sky Finder
map or just asking in local clubs?"): the request is the lead, A starts at its gerund (added for the
hundred-and-seventh held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import Around, Token, ing_word

__all__ = ["opinion_lead_a"]

_OPINIONS = frozenset({"thoughts", "opinions", "views", "feedback", "advice", "input"})
_FOCUS = frozenset({"just", "only", "simply"})


def opinion_lead_a(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A without "Thoughts on" / "Opinions about" opening its sentence when a gerund follows it and B is a gerund
    phrase too, maybe after "just" ("Thoughts on | using the map or just asking in clubs?"); ``a`` otherwise
    ("Thoughts on Notion or Obsidian": names, no gerunds; "Thoughts on hiring for our subtitles: …")."""
    if len(a) < 4 or a[0].low not in _OPINIONS or a[1].low not in ("on", "about") or not around.opens(a[0]):
        return a
    lead = b[1] if len(b) > 1 and b[0].low in _FOCUS else b[0]
    return a[2:] if ing_word(a[2].low) and ing_word(lead.low) else a
