"""A verb phrase closing on a time of its own ("now", "today", "tonight") against a phrase of when or where it is
done instead ("rotate the keys | now or at the scheduled window?", "send the invoice | now or at month end"): the
time word and B's phrase are the options, the verb phrase before them both's (:func:`now_against_phrase`)."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    AUX,
    COPULAS,
    DETERMINERS,
    LEAD_MARKERS,
    OWN_TIMES,
    PREPOSITIONS,
    RELATIVES,
    TIME_NOUNS,
    Token,
)

__all__ = ["now_against_phrase"]

# Prepositions opening a phrase of when it is done, set against "now" ("at the scheduled window", "on the next
# release"; "after" / "during" / "until" are read as times already).
_WHEN_PREPS = frozenset({"at", "in", "on", "with", "by"})
# Words that open a clause or another phrase inside B, whose end is then not told.
_CLAUSE_WORDS = PREPOSITIONS | RELATIVES | LEAD_MARKERS | AUX | COPULAS | frozenset({"or", "and", "but", "so"})
_LONGEST = 4  # words of B's phrase, its preposition included


def now_against_phrase(left: list[Token], right: list[Token]) -> tuple[list[Token], list[Token]] | None:
    """A's own time word and B's phrase when the left side is a verb phrase ending on "now" / "today" … and B is a
    preposition and a determiner or a time word, to the end of the sentence ("rotate the keys | now or at the
    scheduled window?"); ``None`` otherwise (not "charge it at home | overnight or at a supercharger": a place of A's
    own; not "do it for now or …"; not "now or at home": no determiner or time word after the preposition)."""
    if len(left) < 3 or left[-1].text.lower() not in OWN_TIMES or left[-2].low in PREPOSITIONS | DETERMINERS:
        return None
    if any(t.low in PREPOSITIONS for t in left[-4:-1]):  # not "charging my EV at home | overnight or at …": A's place
        return None
    if len(right) < 2 or len(right) > _LONGEST or right[0].low not in _WHEN_PREPS or not _sentence_end(right):
        return None
    rest = right[1:]
    if rest[0].low not in DETERMINERS and not any(t.low in TIME_NOUNS for t in rest):
        return None
    if any(t.low in _CLAUSE_WORDS for t in rest[1:]):  # not "… or at the window when traffic drops": a clause
        return None
    return left[-1:], right


def _sentence_end(right: list[Token]) -> bool:
    """Does B's phrase close its sentence ("… the scheduled window?"), no comma inside it?"""
    return all(not t.text.endswith((",", ";", ":")) for t in right[:-1]) and not right[-1].text.endswith((",", ";"))
