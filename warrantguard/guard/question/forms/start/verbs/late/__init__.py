"""Where option A starts when the chain cut it too late, seen from B's first word: a head noun, a manner word or a
subordinator B repeats from inside A, which of two steps to do first, a name after a verb read off it against "just"
and a verb, a preposition's object read off its verb phrase against a word and its particle phrase.

This ``__init__`` is the room's interface: the other rooms of ``verbs`` and the rest of ``forms`` import these names
from here, never from its underscore modules. It imports no other room of ``verbs``.
"""

from __future__ import annotations

from warrantguard.guard.question.forms.start.verbs.late._causative_object import causative_object_problem
from warrantguard.guard.question.forms.start.verbs.late._dropped_particle_b import dropped_particle_b_problem
from warrantguard.guard.question.forms.start.verbs.late._dropped_verb import (
    dropped_name_verb_problem,
    dropped_verb_problem,
)
from warrantguard.guard.question.forms.start.verbs.late._late_start import (
    asked_name,
    just_verb_a,
    means_gerund,
    oriented_a,
    oriented_pair,
)
from warrantguard.guard.question.forms.start.verbs.late._ordered import ordered_object
from warrantguard.guard.question.forms.start.verbs.late._ordered_steps import ordered_steps
from warrantguard.guard.question.forms.start.verbs.late._repeated_head import repeated_head
from warrantguard.guard.question.forms.start.verbs.late._repeated_opener import repeated_opener
from warrantguard.guard.question.forms.start.verbs.late._repeated_subordinator import repeated_subordinator
from warrantguard.guard.question.forms.start.verbs.late._repeated_two_word_preposition import (
    repeated_two_word_preposition,
)

__all__ = [
    "asked_name",
    "causative_object_problem",
    "dropped_name_verb_problem",
    "dropped_particle_b_problem",
    "dropped_verb_problem",
    "just_verb_a",
    "means_gerund",
    "ordered_object",
    "ordered_steps",
    "oriented_a",
    "oriented_pair",
    "repeated_head",
    "repeated_opener",
    "repeated_subordinator",
    "repeated_two_word_preposition",
]
