"""The question parser's rules for particular forms of asking (one module a form: "better off",
"enough", enumerations, slashes, greetings, multiword names, "your own", unequal sides, where
a verb phrase ends, which complements are B's own …). They build on ``words`` only; the core
modules of ``question`` (options, trimming, parallel form, form checks) call them.

They live in three rooms by what they decide: ``asking`` (whether and how a sentence asks to
choose), ``end`` (where option B ends) and ``start`` (where option A starts). ``asking`` imports no
other room, ``end`` only ``asking``, ``start`` both (``tests/test_architecture.py`` keeps it so).

This ``__init__`` is the subpackage's interface: the rest of ``question`` imports these names from here,
never from its underscore modules. It is the union of the three rooms' interfaces (each room's
``__all__``), so a rule is exported once, where it is written. The names of all three rooms are
star-imported from their own rooms, since mypy does not follow a star import through a second computed
``__all__``.
"""

from __future__ import annotations

from warrantguard.guard.question.forms import asking, end, start
from warrantguard.guard.question.forms.asking.framing import *  # noqa: F403
from warrantguard.guard.question.forms.asking.marks import *  # noqa: F403
from warrantguard.guard.question.forms.asking.unasked import *  # noqa: F403
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

__all__ = [*asking.__all__, *end.__all__, *start.__all__]
