"""Two activities, one a bare noun and one a bare gerund, and a "for" phrase after B: "crochet or knitting | for
someone with arthritis", "yoga or swimming | for back pain" (the phrase is whom or what both are for); so after a
gerund and its bare object as A, when a bare noun follows "for": "skipping rope or running | for boxing conditioning"
(what both are for), not "… or going | for a run" (B's own). So before a short time phrase after a one-word A: "do
judo or swimming | on Saturdays" (when both are done)."""

from __future__ import annotations

from warrantguard.guard.question.forms.end.verbs.phrase import FOR_VERBS
from warrantguard.guard.question.words import DETERMINERS, PREPOSITIONS, PRONOUNS, TIME_UNITS, Token, ing_word

__all__ = ["bare_activity"]

_WHEN_PREPS = frozenset({"on", "at", "in", "after", "before", "during"})
_WHEN = frozenset({"weekends", "weekdays", "mornings", "afternoons", "evenings", "nights", "school", "work", "weekend",
                   "mondays", "tuesdays", "wednesdays", "thursdays", "fridays", "saturdays", "sundays", "lunchtimes"})
_DAYS = frozenset({"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"})


def bare_activity(a: list[Token], right: list[Token], bare: bool = False) -> bool:
    """Is A one lower-case word and B's side a lower-case -ing word before "for" (not a verb bound to its "for":
    "walk or | waiting for the bus", "… or | shopping for …")? B is the gerund alone. So is it after a gerund and its
    bare object ("skipping rope or | running for boxing conditioning") before a bare noun's "for" phrase (``bare``:
    only before one, whatever A is: after "between", where a one-word A's B was never cut)."""
    if len(a) == 1 and not bare and a[0].low.isalpha() and _timed_gerund(right):
        return True  # "do judo or swimming | on Saturdays"
    if len(right) < 3 or right[1].low != "for" or not a[0].low.isalpha():
        return False
    if (len(a) != 1 and not _gerund_and_object(a)) or ((bare or len(a) != 1) and not _bare_purpose(right[2:])):
        return False
    return ing_word(right[0].low) and not right[0].capitalized and right[0].low not in FOR_VERBS


def _gerund_and_object(a: list[Token]) -> bool:
    """Is A a lower-case gerund and one bare lower-case noun, its object ("skipping rope", "lifting weights")?"""
    return len(a) == 2 and ing_word(a[0].low) and a[1].low.isalpha() and not a[1].capitalized \
        and a[1].low not in DETERMINERS | PREPOSITIONS | PRONOUNS


def _bare_purpose(phrase: list[Token]) -> bool:
    """Does the "for" phrase open on a bare lower-case noun, no article and no time ("for | boxing conditioning",
    "for | cardio"; not "for | a run", "for | hours")?"""
    first = phrase[0]
    return first.low.isalpha() and not first.capitalized and first.low not in DETERMINERS | PRONOUNS \
        and not any(t.low in TIME_UNITS for t in phrase[:3])


def _timed_gerund(right: list[Token]) -> bool:
    """Is B's side a lower-case -ing word and only a short time phrase of routine ("swimming | on Saturdays", "… | at
    weekends", "… | after school", "… | on Saturday mornings")?"""
    if not 3 <= len(right) <= 4 or not ing_word(right[0].low) or right[0].capitalized:
        return False
    if right[1].low not in _WHEN_PREPS:
        return False
    rest = [t.low.rstrip("?.!,") for t in right[2:]]
    rest = rest[1:] if rest[0] == "the" and len(rest) > 1 else rest
    return (len(rest) == 1 and rest[0] in _WHEN) or (len(rest) == 2 and rest[0] in _DAYS and rest[1] in _WHEN)
