"""Pairs whose two sides are of unequal form: repaired where the form tells how, otherwise refused (one-sided phrases,
an adverb against a phrase, a kind against a sub-kind, quote marks on one side). The rules live in five rooms by
what they decide:

* ``led``: a B led by an adverb and cut before its own phrase ("only | on request", "straight | into soil",
  "directly | on the site"), and A's own adverb against it;
* ``lopsided``: pairs where one side holds what the other lacks (``_one_sided``) and sides of unequal form
  (``_unequal``: a count after "a", lists written without commas, a price waited for), with the forms they ask in
  turn; ``led`` beneath it;
* ``kinds``: a kind against a sub-kind, a name or a head (a bare kind, a modified kind before a head, a named kind,
  an ordinal day, a head and "of", quote marks on one side);
* ``phrases``: a phrase against an adverb or a phrase of another shape, both adverbials or complements of one verb
  ("by item or evenly", "with or without", "first", "go bowling or to …");
* ``ambiguous``: pairs the form cannot settle, refused: a side cut short, a phrase after B that may be either
  side's, a B that may be a verb or a noun against A's parts.

``led``, ``kinds``, ``phrases`` and ``ambiguous`` import no other room; ``lopsided`` imports ``led``, only through
its interface (``tests/test_architecture.py`` keeps it so).

This ``__init__`` is ``unequal``'s interface: the other rooms of ``end`` and the rest of ``forms`` import these
names from here, never from a room or its underscore modules. It is the union of the rooms' interfaces. Of ``end``'s
other rooms it imports only ``verbs``.
"""

from __future__ import annotations

from warrantguard.guard.question.forms.end.unequal import ambiguous, kinds, led, lopsided, phrases
from warrantguard.guard.question.forms.end.unequal.ambiguous import *  # noqa: F403
from warrantguard.guard.question.forms.end.unequal.kinds import *  # noqa: F403
from warrantguard.guard.question.forms.end.unequal.led import *  # noqa: F403
from warrantguard.guard.question.forms.end.unequal.lopsided import *  # noqa: F403
from warrantguard.guard.question.forms.end.unequal.phrases import *  # noqa: F403

__all__: list[str] = []
__all__ += ambiguous.__all__
__all__ += kinds.__all__
__all__ += led.__all__
__all__ += lopsided.__all__
__all__ += phrases.__all__
