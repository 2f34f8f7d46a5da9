"""A's phrase after the one word opening the sentence and its preposition, against a B of the same article and the
same closing preposition ("Mudlark on | the 0.3m low tide on the 14th or the 0.6m one on the 21st?", "Snorkel at |
the north reef on Monday or the south reef on Friday?"): B parallels the preposition's object, its own phrase
after it, so A is that object with its phrase, not the opening word (an unlisted verb, or a noun) before it."""

from __future__ import annotations

from warrantguard.guard.question.words._form import PREPOSITIONS, Around
from warrantguard.guard.question.words._text import Token

__all__ = ["opening_phrase"]

_ARTICLES = frozenset({"the", "a", "an"})


def opening_phrase(a: list[Token], b: list[Token], around: Around) -> int | None:
    """Where A's object starts (its article, at 2) when A opens its sentence with one word, a preposition and an
    article, B opens on the same article and both close on a phrase of the same preposition ("Mudlark on | the …
    on the 14th or the … on the 21st"); ``None`` otherwise ("Mudlark on the low tide or the high one": no closing
    phrase, the usual cut reads it)."""
    if len(a) < 5 or len(b) < 3 or not around.opens(a[0]) or not a[0].text.isalpha():
        return None
    if a[0].low in PREPOSITIONS or a[1].low not in PREPOSITIONS or a[2].low not in _ARTICLES:
        return None
    article = b[0] if b[0].low in _ARTICLES else around.prev(b[0])
    if article is None or article.low != a[2].low:
        return None
    a_preps = {t.low for t in a[3:] if t.low in PREPOSITIONS}
    b_preps = [t.low for t in b[1:] if t.low in PREPOSITIONS]
    return 2 if len(b_preps) == 1 and b_preps[0] in a_preps else None
