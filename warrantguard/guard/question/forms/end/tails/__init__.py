"""Phrases closing a noun option B: B's own (its price, rate, time, place, aside, addressee, field) or a
context both options share. The rules live in four rooms by what they decide:

* ``rest``: the rest of B's clause that a cut would take and that is B's own (:func:`whole_b`);
* ``marks``: marks and run-ons closing B (asides, a "Thanks", a question run on, a name after the "or");
* ``own``: phrases after B that can only be B's own, so no cut word ends B there;
* ``weighed``: phrases closing B weighed against option A's words.

No room imports another (``tests/test_architecture.py`` keeps it so).

This ``__init__`` is ``tails``'s interface: the other rooms of ``end`` and the rest of ``forms`` import these
names from here, never from a room or its underscore modules. It is the union of the rooms' interfaces. Of
``end``'s other rooms it imports only ``verbs``, ``amounts`` and ``places``.
"""

from __future__ import annotations

from warrantguard.guard.question.forms.end.tails import marks, own, rest, weighed
from warrantguard.guard.question.forms.end.tails.marks import *  # noqa: F403
from warrantguard.guard.question.forms.end.tails.own import *  # noqa: F403
from warrantguard.guard.question.forms.end.tails.rest import *  # noqa: F403
from warrantguard.guard.question.forms.end.tails.weighed import *  # noqa: F403

__all__: list[str] = []
__all__ += marks.__all__
__all__ += own.__all__
__all__ += rest.__all__
__all__ += weighed.__all__
