"""A time against a place under prepositions, refused: "meet him at the station | at 6 or at the restaurant", "run in
the park | in the morning or in the gym" (B a place after a place and a time before "or": does B stand against the
place, the time, or both?), and "book the cottage in Wales for Easter or in the summer holidays" (B a time against an
A that opens on a place and closes on a time of its own). The nearest phrase under B's preposition is not always the
one B stands against (added in session 47 for misreads found outside the corpus)."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    DAY_EVENTS,
    DETERMINERS,
    MONTHS,
    PREPOSITIONS,
    TIME_NOUNS,
    TIME_PREPOSITIONS,
    TIME_WORDS,
    Around,
    Token,
    clock_time,
)

__all__ = ["time_against_place_problem"]

# Times of the year and the day no other word list holds ("for Easter", "in the summer holidays", "at noon").
_DATED = DAY_EVENTS | frozenset({"spring", "summer", "autumn", "fall", "winter", "christmas", "easter", "holidays",
                                 "holiday", "half-term", "weekend", "weekends", "lunchtime", "sunset", "sunrise",
                                 "midday", "teatime", "term", "semester", "brunch", "supper"})
_LEADS = DETERMINERS | frozenset({"this", "next", "last", "early", "late", "mid", "the"})
_LOOK_BACK = 5  # words between an earlier preposition and A's ("at | the train station | at 6")


def _timed(phrase: list[Token]) -> bool:
    """Does the phrase under a preposition (the words after it) name a time ("6", "the morning", "Easter")?"""
    k = 0
    while k < len(phrase) - 1 and phrase[k].low in _LEADS:
        k += 1
    if not phrase:
        return False
    head = phrase[k]
    if clock_time(head):  # "at 6", "at 6pm", "in 2 weeks"; not "in 2 boxes"
        return k + 1 == len(phrase) or phrase[k + 1].low in TIME_NOUNS | _DATED
    return head.low in MONTHS or head.low in TIME_NOUNS or head.low in TIME_WORDS or head.low in _DATED


def _placed_before(a: list[Token], around: Around) -> Token | None:
    """The preposition of a phrase naming no time that ends right before A ("at | the station | at 6"), else None."""
    seen: list[Token] = []
    tok = around.prev(a[0])
    while tok is not None and len(seen) < _LOOK_BACK and tok.text.isalnum():
        if tok.low in PREPOSITIONS:
            return tok if seen and not _timed(seen[::-1]) else None
        seen.append(tok)
        tok = around.prev(tok)
    return None


def _inner_time(a: list[Token]) -> Token | None:
    """A later preposition of A that opens a time closing A ("in Wales | for Easter"), after A's own place."""
    for k in range(2, len(a) - 1):
        if a[k].low in PREPOSITIONS and _timed(a[k + 1:]):
            return a[k] if not _timed(a[1:k]) else None
    return None


def time_against_place_problem(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why B, a phrase under a preposition, cannot be set against A when one names a time and the other a place with
    a phrase of the other kind beside A; else ``None``. B under A's own preposition, not a time one ("after"), for
    the first form ("at bedtime or at dinner" is two times)."""
    if len(a) < 2 or len(b) < 2 or a[0].low not in PREPOSITIONS or b[0].low not in PREPOSITIONS:
        return None
    if a[0].low == b[0].low and _timed(a[1:]) and not _timed(b[1:]) and b[0].low not in TIME_PREPOSITIONS:
        earlier = _placed_before(a, around)
        if earlier is not None:
            return (f"A names a time ('{a[0].text} {a[1].text} …') and B does not, after a phrase under "
                    f"'{earlier.text}' before A: does B stand against the time or against that phrase?")
    if _timed(b[1:]) and not _timed(a[1:]):
        inner = _inner_time(a)
        if inner is not None:
            return (f"B names a time and A closes on one of its own ('{inner.text} …'): does B stand against that "
                    "time or against all of A?")
    return None
