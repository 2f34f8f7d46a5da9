"""Where option A starts. The rules live in four rooms by what option A is:

* ``names``: the start of a name rather than a verb or a lead (a capitalised opener, a version, a colour);
* ``verbs``: a verb phrase (infinitives, a negated option, a direction, what stands before A's verb);
* ``objects``: the object of a verb (a choice verb, a verb of giving, placing or taking, its means);
* ``subjects``: a subject or what is said of one (before "be", a cleft, "better off", a comparison).

``names`` and ``verbs`` import no other room; ``objects`` imports ``names`` and ``subjects`` imports
``verbs``, each only through its interface (``tests/test_architecture.py`` keeps it so).

This ``__init__`` is ``start``'s interface: the rest of ``forms`` imports these names from here, never
from a room or its underscore modules. It is the union of the rooms' interfaces.
"""

from __future__ import annotations

from warrantguard.guard.question.forms.start import names, objects, subjects, verbs
from warrantguard.guard.question.forms.start.names.heads import *  # noqa: F403
from warrantguard.guard.question.forms.start.names.shared import *  # noqa: F403
from warrantguard.guard.question.forms.start.names.verbal import *  # noqa: F403
from warrantguard.guard.question.forms.start.names.written import *  # noqa: F403
from warrantguard.guard.question.forms.start.objects.chosen import *  # noqa: F403
from warrantguard.guard.question.forms.start.objects.counted import *  # noqa: F403
from warrantguard.guard.question.forms.start.objects.prepositions import *  # noqa: F403
from warrantguard.guard.question.forms.start.objects.unlisted import *  # noqa: F403
from warrantguard.guard.question.forms.start.subjects import *  # noqa: F403
from warrantguard.guard.question.forms.start.verbs.late import *  # noqa: F403
from warrantguard.guard.question.forms.start.verbs.leads import *  # noqa: F403
from warrantguard.guard.question.forms.start.verbs.manners import *  # noqa: F403
from warrantguard.guard.question.forms.start.verbs.paired import *  # noqa: F403

__all__: list[str] = []
__all__ += names.__all__
__all__ += objects.__all__
__all__ += subjects.__all__
__all__ += verbs.__all__
