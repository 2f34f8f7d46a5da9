"""A B led by an adverb and cut before its own phrase: a focus adverb before a preposition phrase or a level,
"directly" / "direct" / "straight" before a place or an address, an adverb before "before" / "after", a manner's
"straight"; A's own adverbial against such a B, and B cut before an adverb while A ends on its own.

This ``__init__`` is the room's interface: the other rooms of ``unequal`` and the rest of ``forms`` import these
names from here, never from its underscore modules. It imports no other room of ``unequal``.
"""

from __future__ import annotations

from warrantguard.guard.question.forms.end.unequal.led._adverb_led import adverb_led
from warrantguard.guard.question.forms.end.unequal.led._adverbed_to import adverbed_to_place
from warrantguard.guard.question.forms.end.unequal.led._direct_against_prep import direct_against_prep
from warrantguard.guard.question.forms.end.unequal.led._directly_led import directly_led
from warrantguard.guard.question.forms.end.unequal.led._level_led import level_led
from warrantguard.guard.question.forms.end.unequal.led._manner_led import manner_led
from warrantguard.guard.question.forms.end.unequal.led._own_adverb_cut import own_adverb_cut_problem
from warrantguard.guard.question.forms.end.unequal.led._straight_into import straight_into
from warrantguard.guard.question.forms.end.unequal.led._timed_led import timed_led

__all__ = [
    "adverb_led",
    "adverbed_to_place",
    "direct_against_prep",
    "directly_led",
    "level_led",
    "manner_led",
    "own_adverb_cut_problem",
    "straight_into",
    "timed_led",
]
