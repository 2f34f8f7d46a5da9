"""Option A's first words as the start of a name rather than a verb or a lead: a capitalised opener, a name and its
version, a compound, a colour, a variant, a kind after its topic, a date after a shared preposition. The rules live
in four rooms by what they decide:

* ``verbal``: whether A's first words are a verb before A or the start of A's name, told by how B reads (a verb
  phrase B, a repeated preposition, an articled object);
* ``shared``: words before A that both options share (a gerund, a noun and "from", a kind, a label, a thing and its
  variants), the options after them;
* ``written``: a name told by how it is written (capitals, a number or version, a title, a quoted form, a label and
  its aside, a heading, "in.", a lone "will");
* ``heads``: where A starts at its own article, head or colour (a rated head, a named head and its place, a shade).

No room imports another (``tests/test_architecture.py`` keeps it so).

This ``__init__`` is ``names``'s interface: the other rooms of ``start`` and the rest of ``forms`` import these
names from here, never from a room or its underscore modules. It is the union of the rooms' interfaces. It imports
no other room of ``start``.
"""

from __future__ import annotations

from warrantguard.guard.question.forms.start.names import heads, shared, verbal, written
from warrantguard.guard.question.forms.start.names.heads import *  # noqa: F403
from warrantguard.guard.question.forms.start.names.shared import *  # noqa: F403
from warrantguard.guard.question.forms.start.names.verbal import *  # noqa: F403
from warrantguard.guard.question.forms.start.names.written import *  # noqa: F403

__all__: list[str] = []
__all__ += heads.__all__
__all__ += shared.__all__
__all__ += verbal.__all__
__all__ += written.__all__
