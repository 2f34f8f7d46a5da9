"""Two options under one preposition, one of them an activity (a gerund with its own words after it, or a bare
gerund against a counted thing), with a phrase cut after B, refused: "making weight by cutting water or by dieting
down | over a month", "learning to GM by watching Critical Role or by actually running a one-shot | for friends",
"warming up with ghosting or with a hit | on court". A phrase after an activity may be the activity's own (how long,
for whom, where it is done: B's) or the setting of both; the form cannot tell (added in session 48, whose three
were cut short of B's own phrase). Options that are things only ("by car or by bus | from Reading", "from support or
from engineering | during incidents") keep their cut, and so do a destination, an "at" phrase and a phrase on
"the" after activities ("by riding a bike | to work", "by doing both families | at once", "by fixing recall at 90% |
for the launch": read as both's by parts 47 and 53)."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, PREPOSITIONS, Around, Token, ing_word

__all__ = ["gerund_tail_problem"]

_SHARED_OPENERS = frozenset({"of", "to", "at"})  # phrases read as both's, pinned by parts 47 and 53


def gerund_tail_problem(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why B is unclear when A and B open on one preposition, either an activity (:func:`_activity`, or a bare
    gerund A against B's determiner: "with ghosting or with a hit"), and a prepositional phrase follows B in the
    prompt, not opened by "of", "to", "at" or a preposition and "the"; None otherwise."""
    if len(a) < 2 or len(b) < 2 or a[0].low not in PREPOSITIONS or b[0].low != a[0].low:
        return None
    if not (_activity(a) or _activity(b) or (len(a) == 2 and _gerund_at(a) is not None
                                             and b[1].low in DETERMINERS)):
        return None
    run = around.after(around.whole(b[-1]), 2)
    if len(run) < 2 or run[0].low not in PREPOSITIONS or run[0].low in _SHARED_OPENERS or run[1].low == "the":
        return None  # "… | to work", "… | at once", "… | for the launch": a destination, an idiom, a set occasion
    phrase = f"{run[0].text} {run[1].text.rstrip('?!.,')}"
    return f"B is an activity or set against one, and '{phrase} …' after it may be B's own or both's"


def _gerund_at(side: list[Token]) -> int | None:
    """Where ``side`` has a lower-case gerund after its opening preposition and at most one "-ly" adverb ("by |
    actually | running …", "with | ghosting"); None when it has none."""
    k = 1 + (len(side) > 2 and side[1].low.endswith("ly"))
    return k if k < len(side) and side[k].text.islower() and ing_word(side[k].low) else None


def _activity(side: list[Token]) -> bool:
    """Is ``side`` a preposition's gerund with words of its own after it ("by cutting water", "by dieting down")?"""
    k = _gerund_at(side)
    return k is not None and k + 1 < len(side)
