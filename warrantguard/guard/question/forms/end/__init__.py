"""Where option B ends. The rules live in four rooms by what they decide:

* ``verbs``: B as a verb phrase or a clause, and where a verb-phrase B ends;
* ``predicates``: a predicate after the pair ("… | better for …", "Do A or B | leak less?");
* ``tails``: phrases closing a noun option B, B's own or shared by both options, in four rooms of its own
  (``rest``, ``marks``, ``own``, ``weighed``); it draws on two rooms beside it: ``amounts`` (prices, rates
  and times after B) and ``places`` (places and addressees after B);
* ``unequal``: pairs whose two sides are of unequal form, repaired or refused.

``verbs``, ``predicates``, ``amounts`` and ``places`` import no other room; ``unequal`` imports ``verbs``, and
``tails`` imports ``verbs``, ``amounts`` and ``places``, each only through its interface
(``tests/test_architecture.py`` keeps it so).

This ``__init__`` is ``end``'s interface: the rest of ``forms`` imports these names from here, never
from a room or its underscore modules. It is the union of the rooms' interfaces.
"""

from __future__ import annotations

from warrantguard.guard.question.forms.end import amounts, places, predicates, tails, unequal, verbs
from warrantguard.guard.question.forms.end.amounts import *  # noqa: F403
from warrantguard.guard.question.forms.end.places import *  # noqa: F403
from warrantguard.guard.question.forms.end.predicates import *  # noqa: F403
from warrantguard.guard.question.forms.end.tails.marks import *  # noqa: F403
from warrantguard.guard.question.forms.end.tails.own import *  # noqa: F403
from warrantguard.guard.question.forms.end.tails.rest import *  # noqa: F403
from warrantguard.guard.question.forms.end.tails.weighed import *  # noqa: F403
from warrantguard.guard.question.forms.end.unequal.ambiguous import *  # noqa: F403
from warrantguard.guard.question.forms.end.unequal.kinds import *  # noqa: F403
from warrantguard.guard.question.forms.end.unequal.led import *  # noqa: F403
from warrantguard.guard.question.forms.end.unequal.lopsided import *  # noqa: F403
from warrantguard.guard.question.forms.end.unequal.phrases import *  # noqa: F403
from warrantguard.guard.question.forms.end.verbs.clauses import *  # noqa: F403
from warrantguard.guard.question.forms.end.verbs.complements import *  # noqa: F403
from warrantguard.guard.question.forms.end.verbs.phrase import *  # noqa: F403

__all__: list[str] = []
__all__ += amounts.__all__
__all__ += places.__all__
__all__ += predicates.__all__
__all__ += tails.__all__
__all__ += unequal.__all__
__all__ += verbs.__all__
