"""Option B as a verb phrase or a clause. The rules live in three rooms by what they decide:

* ``phrase``: whether the two options are verb phrases, and where a verb-phrase B ends;
* ``clauses``: clauses after a verb-phrase B, the asker's own or an option of their own;
* ``complements``: what follows a short B that is B's own rather than both options'.

``phrase`` and ``clauses`` import no other room; ``complements`` imports ``phrase``, only through its interface
(``tests/test_architecture.py`` keeps it so).

This ``__init__`` is ``verbs``'s interface: the other rooms of ``end`` import these names from here, never from
a room or its underscore modules. It is the union of the rooms' interfaces. It imports no other room of ``end``.
"""

from __future__ import annotations

from warrantguard.guard.question.forms.end.verbs import clauses, complements, phrase
from warrantguard.guard.question.forms.end.verbs.clauses import *  # noqa: F403
from warrantguard.guard.question.forms.end.verbs.complements import *  # noqa: F403
from warrantguard.guard.question.forms.end.verbs.phrase import *  # noqa: F403

__all__: list[str] = []
__all__ += clauses.__all__
__all__ += complements.__all__
__all__ += phrase.__all__
