"""A pair after an evaluative noun and its preposition ("whether I'd be a better fit for | the politics desk or the
investigations team"): the fit is said of the asker, the two things after "for" are the options, so A starts after
the preposition (and after its article when B has none left), as after "better off with" (added for the
hundred-and-twenty-third held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, Around, Token

__all__ = ["fitted_for_a"]

_DEGREES = frozenset({"better", "best", "good", "great", "right", "perfect", "natural", "stronger", "worse", "closer"})
_FITS = frozenset({"fit", "match"})
_PREPS = frozenset({"for", "with"})


def fitted_for_a(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A after "<degree> fit / match for" opening it ("better fit for | the politics desk"), without the article
    after the preposition when B opens on none (its own was cut); ``a`` otherwise (no such lead, or nothing after
    it)."""
    if len(a) < 4 or not b or a[0].low not in _DEGREES or a[1].low not in _FITS or a[2].low not in _PREPS:
        return a
    rest = a[3:]
    if rest[0].low in DETERMINERS and b[0].low not in DETERMINERS and len(rest) > 1:
        rest = rest[1:]
    return rest
