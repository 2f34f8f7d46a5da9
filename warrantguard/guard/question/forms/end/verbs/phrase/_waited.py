"""A verb bound to "for" and a clause after it: "wait for AWS to recover", "wait for the swelling to go down"
(the subject after "for" and its infinitive are what B's verb waits for: B's own, not a purpose of both); and a
verb closing on its particle before "for": "save up for the r8", "hold out for the 16" (what B saves or holds out
for is B's own goal, not a purpose of both); and what B's verb waits for past how long ("wait 4 months | for an MD
psychiatrist")."""

from __future__ import annotations

from warrantguard.guard.question.forms.end.verbs.phrase._time_clause import time_clause_b
from warrantguard.guard.question.words import (
    BOUND_VERBS,
    NUMBER_WORDS,
    PHRASAL,
    PREPS,
    TIME_NOUNS,
    TIME_UNITS,
    Token,
    clause,
    is_verb,
)

__all__ = ["waited_clause", "waited_for", "waited_span"]


def waited_clause(right: list[Token], k: int) -> bool:
    """Does the clause word at ``k`` open what B's verb waits or keeps something for ("… or wait | until he comes to
    look", "… or save it for | when I go back")? The clause is B's own, to its end."""
    waited = right[k].low in ("until", "till") and right[k - 1].low in ("wait", "waiting")
    kept = right[k].low == "when" and right[k - 1].low == "for"
    return ((waited or kept) and clause(right[k + 1 :])) or time_clause_b(right, k)  # "… or | after the baby is born"


def waited_for(right: list[Token], k: int) -> bool:
    """Is the "to" at ``k`` the infinitive of a "for <subject> to <verb>" clause after B's verb bound to "for"
    ("wait for | AWS | to recover", "wait a year for | the skin | to settle")? A short subject of up to four words,
    no preposition in it. Or is the "for" at ``k`` the goal of B's verb closing on its particle ("save up | for the
    r8")?"""
    if _particled_for(right, k):
        return True
    f = 1 if len(right) > 1 and right[1].low == "for" else _span_for(right, k)  # "wait a year | for the skin to"
    if right[k].low != "to" or f is None or k < f + 2 or k + 1 >= len(right):
        return False
    subject = right[f + 1 : k]
    return (right[0].low, "for") in BOUND_VERBS and len(subject) <= 4 and is_verb(right[k + 1]) \
        and not any(t.low in PREPS for t in subject)


def _span_for(right: list[Token], k: int) -> int | None:
    """Where the "for" after B's waited span stands, before ``k`` ("wait a year | for | the skin to settle"), else
    ``None``: the clause after it is what B waits for, as after "wait for"."""
    return next((j for j in (3, 4) if j < k and waited_span(right, j)), None)


def _particled_for(right: list[Token], k: int) -> bool:
    """Is the "for" at ``k`` the goal of B's verb closing on its particle, with no object between ("save up | for the
    r8", "hold out | for the 16")? B's own: a phrasal verb with nothing after it asks for its goal (not a time: "save
    up | for a year")."""
    timed = any(t.low.rstrip("?.!,") in TIME_NOUNS for t in right[k + 1 : k + 4])
    return k == 2 and right[k].low == "for" and k + 1 < len(right) and right[1].low in PHRASAL and is_verb(right[0]) \
        and not timed


def waited_span(right: list[Token], k: int) -> bool:
    """Is the "for" at ``k`` what B's verb bound to "for" waits for, past how long it waits ("wait 4 months | for an
    MD psychiatrist", "wait a few weeks for the referral")? B's own object, not a purpose of both (not "wait 4 months
    | for 2 years", a second span)."""
    if right[k].low != "for" or not 3 <= k <= 4 or k + 1 >= len(right) or (right[0].low, "for") not in BOUND_VERBS:
        return False
    unit, counts = right[k - 1].low, right[1 : k - 1]
    if unit.removesuffix("s") not in TIME_UNITS | {"day", "hour", "minute"}:
        return False
    counted = all(t.low[:1].isdigit() or t.low in NUMBER_WORDS or t.low in _COUNTS for t in counts)
    later = any(t.low.rstrip("?.!,").removesuffix("s") in TIME_NOUNS | {"day", "hour"} for t in right[k + 1 : k + 4])
    return counted and not later


_COUNTS = frozenset({"a", "an", "another", "few", "couple", "of", "several", "more", "extra"})
