"""Whether and how a sentence asks to choose. The rules live in three rooms:

* ``unasked``: sentences with an "or" that ask no choice (fixed pairs, a choice told of, a request, a yes/no
  question about the pair);
* ``marks``: what makes a sentence ask (its question mark, or a wh-word, an inverted auxiliary, a heading or a
  verbless pair typed without one; advice asked; "A instead of B");
* ``framing``: what stands around the pair (the coordinator, enumerations, slashes, quotes and brackets, labels
  and greetings before the question, speech as dictated).

``unasked`` imports no other room, ``marks`` only ``unasked``, ``framing`` only ``marks``, each through its
interface (``tests/test_architecture.py`` keeps it so).

This ``__init__`` is ``asking``'s interface: the rest of ``forms`` imports these names from here, never from a
room or its underscore modules. It is the union of the rooms' interfaces.
"""

from __future__ import annotations

from warrantguard.guard.question.forms.asking import framing, marks, unasked
from warrantguard.guard.question.forms.asking.framing import *  # noqa: F403
from warrantguard.guard.question.forms.asking.marks import *  # noqa: F403
from warrantguard.guard.question.forms.asking.unasked import *  # noqa: F403

__all__: list[str] = []
__all__ += framing.__all__
__all__ += marks.__all__
__all__ += unasked.__all__
