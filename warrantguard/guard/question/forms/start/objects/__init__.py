"""Option A as the object of a verb: a choice verb, a verb of giving, placing, taking or making, its means,
manner or place before A, and a count or a span on each side. The rules live in four rooms by what they decide:

* ``unlisted``: a verb the lists lack before option A (a lower-case word opening the left side);
* ``prepositions``: option A against a prepositional B (a complement, a means, manner or place, a particle);
* ``counted``: counts, spans, ordinals, amounts and ages on each side of the pair;
* ``chosen``: option A as the object of a choice verb or a verb of giving, taking or making.

``unlisted`` and ``counted`` import no other room; ``prepositions`` and ``chosen`` import ``unlisted``, only
through its interface (``tests/test_architecture.py`` keeps it so).

This ``__init__`` is ``objects``'s interface: the other rooms of ``start`` and the rest of ``forms`` import these
names from here, never from a room or its underscore modules. It is the union of the rooms' interfaces. Of
``start``'s other rooms it imports only ``names``.
"""

from __future__ import annotations

from warrantguard.guard.question.forms.start.objects import chosen, counted, prepositions, unlisted
from warrantguard.guard.question.forms.start.objects.chosen import *  # noqa: F403
from warrantguard.guard.question.forms.start.objects.counted import *  # noqa: F403
from warrantguard.guard.question.forms.start.objects.prepositions import *  # noqa: F403
from warrantguard.guard.question.forms.start.objects.unlisted import *  # noqa: F403

__all__: list[str] = []
__all__ += chosen.__all__
__all__ += counted.__all__
__all__ += prepositions.__all__
__all__ += unlisted.__all__
