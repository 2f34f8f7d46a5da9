"""Option A as a verb phrase: two infinitives, a negated option, a direction, an adverb or a verb of trying before A's
verb, which to do first, and A's start seen from B's first word when the chain cut it too late. The rules live in
four rooms by what they decide:

* ``paired``: two verb phrases of one form as the options (infinitives, hyphenated or compound verbs, a negated
  option, a gerund against a gerund, "just" or a modal before B's verb);
* ``leads``: the question's own words before A's verb (a verb of advising, trying, intending, meaning, a likelihood,
  a participle after "be" or "have", a told clause, a statement's pronoun);
* ``manners``: the verb both options share before their manners, directions, places or levels (adverbs, particles,
  postures, "together", "N by N", "back to", "straight to");
* ``late``: A's start moved back when the chain cut it too late, seen from B's first word (a head, an opener or a
  subordinator B repeats, which to do first, a dropped verb).

No room imports another (``tests/test_architecture.py`` keeps it so).

This ``__init__`` is ``verbs``'s interface: the other rooms of ``start`` and the rest of ``forms`` import these
names from here, never from a room or its underscore modules. It is the union of the rooms' interfaces. It imports
no other room of ``start``.
"""

from __future__ import annotations

from warrantguard.guard.question.forms.start.verbs import late, leads, manners, paired
from warrantguard.guard.question.forms.start.verbs.late import *  # noqa: F403
from warrantguard.guard.question.forms.start.verbs.leads import *  # noqa: F403
from warrantguard.guard.question.forms.start.verbs.manners import *  # noqa: F403
from warrantguard.guard.question.forms.start.verbs.paired import *  # noqa: F403

__all__: list[str] = []
__all__ += late.__all__
__all__ += leads.__all__
__all__ += manners.__all__
__all__ += paired.__all__
