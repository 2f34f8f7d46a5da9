"""What follows a short B that is B's own rather than both options': a participle, a gerund's object, an infinitive, a
compound modifier written open, a phrase of its own after its object, a place told by pointing, a role, and B's verb
against a noun A.

This ``__init__`` is the room's interface: the other rooms of ``verbs`` and the rest of ``forms`` import these
names from here, never from its underscore modules. Of ``verbs``'s other rooms it imports only ``phrase``.
"""

from __future__ import annotations

from warrantguard.guard.question.forms.end.verbs.complements._activity import bare_activity
from warrantguard.guard.question.forms.end.verbs.complements._closing_particle_b import closing_particle_b
from warrantguard.guard.question.forms.end.verbs.complements._done_it import done_object_b
from warrantguard.guard.question.forms.end.verbs.complements._focused_phrasal import focused_phrasal
from warrantguard.guard.question.forms.end.verbs.complements._focused_verb import focused_verb
from warrantguard.guard.question.forms.end.verbs.complements._gerund_object import shared_gerund
from warrantguard.guard.question.forms.end.verbs.complements._gerund_plural_object import gerund_plural_object
from warrantguard.guard.question.forms.end.verbs.complements._hyphen_verb import hyphen_verb
from warrantguard.guard.question.forms.end.verbs.complements._infinitive_b import infinitive_b
from warrantguard.guard.question.forms.end.verbs.complements._infinitive_object import infinitive_object_problem
from warrantguard.guard.question.forms.end.verbs.complements._ing_noun_b import ing_noun_b
from warrantguard.guard.question.forms.end.verbs.complements._on_this import on_this
from warrantguard.guard.question.forms.end.verbs.complements._one_more import one_more_b
from warrantguard.guard.question.forms.end.verbs.complements._open_compound import open_compound
from warrantguard.guard.question.forms.end.verbs.complements._own_prep_b import own_prep_b
from warrantguard.guard.question.forms.end.verbs.complements._participle_b import participle_b, particled_participle
from warrantguard.guard.question.forms.end.verbs.complements._particle_goal import particle_goal_verbs
from warrantguard.guard.question.forms.end.verbs.complements._particle_verb_b import particle_verb_b
from warrantguard.guard.question.forms.end.verbs.complements._place_deixis import place_deixis
from warrantguard.guard.question.forms.end.verbs.complements._prep_participle import prep_participle_problem
from warrantguard.guard.question.forms.end.verbs.complements._pronoun_object_verb import (
    lone_word_against_verb,
    pronoun_object_verb,
)
from warrantguard.guard.question.forms.end.verbs.complements._role import own_role
from warrantguard.guard.question.forms.end.verbs.complements._said_no import said_no
from warrantguard.guard.question.forms.end.verbs.complements._sent_for import sent_for_b
from warrantguard.guard.question.forms.end.verbs.complements._verb_b_against_noun import verb_b_against_noun
from warrantguard.guard.question.forms.end.verbs.complements._verb_it_b import verb_it_b
from warrantguard.guard.question.forms.end.verbs.complements._verb_to_name_b import verb_to_name_b
from warrantguard.guard.question.forms.end.verbs.complements._verb_to_noun import verb_to_noun

__all__ = [
    "bare_activity",
    "closing_particle_b",
    "done_object_b",
    "focused_phrasal",
    "focused_verb",
    "gerund_plural_object",
    "hyphen_verb",
    "infinitive_b",
    "infinitive_object_problem",
    "ing_noun_b",
    "lone_word_against_verb",
    "on_this",
    "one_more_b",
    "open_compound",
    "own_prep_b",
    "own_role",
    "participle_b",
    "particle_goal_verbs",
    "particle_verb_b",
    "particled_participle",
    "place_deixis",
    "prep_participle_problem",
    "pronoun_object_verb",
    "said_no",
    "sent_for_b",
    "shared_gerund",
    "verb_b_against_noun",
    "verb_it_b",
    "verb_to_name_b",
    "verb_to_noun",
]
