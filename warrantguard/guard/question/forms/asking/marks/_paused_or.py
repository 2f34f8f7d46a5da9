"""A pause typed at the "or" of a pair written without a question mark: "pay the $85 reconnection fee now or... set up
a payment plan first", "Leave the lost cat flyer up... or take it down now that it's been 2 months", "stay... or go...
i genuinely cannot tell anymore" (:func:`paused_or`). Dots trailing off right before or after the "or" are the asker
hesitating between the two, so the sentence weighs them, as "idk" does: a request or a statement is not typed with a
pause at its "or".

Not dots elsewhere ("ship Mon or Thu... (avoid weekend arrival)": the pause after B closes the sentence, not the
pair), nor a loose "or" after the pause ("a week... or so", "tea... or something", "maybe... or not")."""

from __future__ import annotations

import re

from warrantguard.guard.question.forms.asking.unasked import SETTLED

__all__ = ["paused_or"]

_PAUSE = r"(?:\.{2,}|…)"
# "A... or B", "A ...or B", "A or... B": the dots touch the "or" on one side; the word after it is B's first.
_PAUSED_OR = re.compile(rf"{_PAUSE}\s*or\b\W*(?P<b>\w+)|(?<!\w)or\s*{_PAUSE}\s*(?P<b2>\w+)", re.I)
_LOOSE = frozenset({"so", "something", "anything", "whatever", "not", "more", "less", "else", "nothing", "two"})


def paused_or(smask: str) -> bool:
    """Does the sentence ``smask`` hold exactly one "or", with a pause of dots touching it, a word of B's own after it
    (not "… or so"), no full stop closing it, no word of how things stand ("both", "broken"), and no lone verb A
    against a longer or purposed B ("rent...or buy a condo", "call...or text...for a ride")?"""
    if len(re.findall(r"\bor\b", smask, re.I)) != 1 or re.search(r"(?<!\.)\.\s*$", smask):
        return False
    m = _PAUSED_OR.search(smask)
    if m is None or (m.group("b") or m.group("b2")).lower() in _LOOSE:
        return False
    words = re.findall(r"[\w']+", smask.lower())
    a_words = re.findall(r"[\w']+", smask[: m.start()])
    b_start = m.start("b") if m.group("b") else m.start("b2")
    b_words = re.findall(r"[\w']+", re.split(r"\.{2,}|…|[,;:]", smask[b_start:])[0])
    purposed = re.search(r"(?:\.{2,}|…)\s*(?:for|to|in|on|at)\b", smask[m.end() :]) is not None
    lone_a = len(a_words) == 1 and (len(b_words) > 1 or purposed)
    return not set(words) & SETTLED and not lone_a
