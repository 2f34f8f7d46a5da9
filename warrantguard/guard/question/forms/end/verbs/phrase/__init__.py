"""Whether the two options are verb phrases, and where a verb-phrase B ends: the verb list and the words it lacks, B's
own complements, particles, objects counted or placed, a time or a "with" after B, and a verb bound to "for".

This ``__init__`` is the room's interface: the other rooms of ``verbs`` and the rest of ``forms`` import these
names from here, never from its underscore modules. It imports no other room of ``verbs``.
"""

from __future__ import annotations

from warrantguard.guard.question.forms.end.verbs.phrase._around_for import around_for, seeks_around
from warrantguard.guard.question.forms.end.verbs.phrase._b_company import kept_with, second_phrase
from warrantguard.guard.question.forms.end.verbs.phrase._bought_as import bought_as
from warrantguard.guard.question.forms.end.verbs.phrase._called_off_verbs import called_off_verbs
from warrantguard.guard.question.forms.end.verbs.phrase._compound_verb_b import compound_verb_b
from warrantguard.guard.question.forms.end.verbs.phrase._counted import counted_against
from warrantguard.guard.question.forms.end.verbs.phrase._invested_in import invested_in
from warrantguard.guard.question.forms.end.verbs.phrase._kept_participle import kept_participle_b
from warrantguard.guard.question.forms.end.verbs.phrase._lone_verb_amount import lone_verb_amount
from warrantguard.guard.question.forms.end.verbs.phrase._manner_adverbed_b import manner_adverbed_b
from warrantguard.guard.question.forms.end.verbs.phrase._modified_verb_b import modified_verb_b
from warrantguard.guard.question.forms.end.verbs.phrase._once_adverb import adverbial_once
from warrantguard.guard.question.forms.end.verbs.phrase._open_prefixed import open_prefixed
from warrantguard.guard.question.forms.end.verbs.phrase._own_complements import (
    adjective_pair,
    closing_particle,
    gerund_object,
    own_place,
    placed_pair,
    unclear_after_object,
)
from warrantguard.guard.question.forms.end.verbs.phrase._particle_then_verb import particle_then_verb
from warrantguard.guard.question.forms.end.verbs.phrase._passive_b import passive_b
from warrantguard.guard.question.forms.end.verbs.phrase._planned_plural import verb_plural_object_b
from warrantguard.guard.question.forms.end.verbs.phrase._pronoun_particle import pronoun_particle
from warrantguard.guard.question.forms.end.verbs.phrase._repeated_preposition import repeated_preposition
from warrantguard.guard.question.forms.end.verbs.phrase._saved_for import saved_for_b
from warrantguard.guard.question.forms.end.verbs.phrase._shared_head_noun import shared_head_pair
from warrantguard.guard.question.forms.end.verbs.phrase._time_clause import time_clause_option
from warrantguard.guard.question.forms.end.verbs.phrase._unlisted_phrasal import unlisted_phrasal
from warrantguard.guard.question.forms.end.verbs.phrase._verb_b_ends import motion
from warrantguard.guard.question.forms.end.verbs.phrase._verb_mode import verb_mode
from warrantguard.guard.question.forms.end.verbs.phrase._verb_phrase import FOR_VERBS, own_adverb, verb_right
from warrantguard.guard.question.forms.end.verbs.phrase._waited import waited_clause, waited_for

__all__ = [
    "FOR_VERBS",
    "adjective_pair",
    "adverbial_once",
    "around_for",
    "bought_as",
    "called_off_verbs",
    "closing_particle",
    "compound_verb_b",
    "counted_against",
    "gerund_object",
    "invested_in",
    "kept_participle_b",
    "kept_with",
    "lone_verb_amount",
    "manner_adverbed_b",
    "modified_verb_b",
    "motion",
    "open_prefixed",
    "own_adverb",
    "own_place",
    "particle_then_verb",
    "passive_b",
    "placed_pair",
    "pronoun_particle",
    "repeated_preposition",
    "saved_for_b",
    "second_phrase",
    "seeks_around",
    "shared_head_pair",
    "time_clause_option",
    "unclear_after_object",
    "unlisted_phrasal",
    "verb_mode",
    "verb_plural_object_b",
    "verb_right",
    "waited_clause",
    "waited_for",
]
