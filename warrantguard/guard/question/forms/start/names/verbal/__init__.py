"""Whether option A's first words are a verb before A or the start of A's name (``_names``), told by how B reads: B a
verb phrase (a verb of staying, of giving to, a particle before an object, a derived verb), an articled name as B, a
preposition B repeats, an article after A's verb, an adverb against B's phrase.

This ``__init__`` is the room's interface: the other rooms of ``names`` and the rest of ``forms`` import these names
from here, never from its underscore modules. It imports no other room of ``names``.
"""

from __future__ import annotations

from warrantguard.guard.question.forms.start.names.verbal._given_to import given_to_b
from warrantguard.guard.question.forms.start.names.verbal._names import named, no_object, noun_or_verb
from warrantguard.guard.question.forms.start.names.verbal._repeated_preposition import repeated_preposition_b
from warrantguard.guard.question.forms.start.names.verbal._stayed_b import stayed_b

__all__ = [
    "given_to_b",
    "named",
    "no_object",
    "noun_or_verb",
    "repeated_preposition_b",
    "stayed_b",
]
