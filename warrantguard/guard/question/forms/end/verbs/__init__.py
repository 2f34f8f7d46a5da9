"""Option B as a verb phrase or a clause: whether the two options are verb phrases, where a verb-phrase B ends,
and the phrases, particles and clauses that are its own.

This ``__init__`` is the room's interface: the other rooms of ``end`` and the rest of ``forms`` import these
names from here, never from its underscore modules. It imports no other room of ``end``.
"""

from __future__ import annotations

from warrantguard.guard.question.forms.end.verbs._activity import bare_activity
from warrantguard.guard.question.forms.end.verbs._b_company import kept_with, second_phrase
from warrantguard.guard.question.forms.end.verbs._causative_b import causative_tail
from warrantguard.guard.question.forms.end.verbs._counted import counted_against
from warrantguard.guard.question.forms.end.verbs._focused_verb import focused_verb
from warrantguard.guard.question.forms.end.verbs._gerund_object import shared_gerund
from warrantguard.guard.question.forms.end.verbs._infinitive_b import infinitive_b
from warrantguard.guard.question.forms.end.verbs._ing_noun_b import ing_noun_b
from warrantguard.guard.question.forms.end.verbs._invested_in import invested_in
from warrantguard.guard.question.forms.end.verbs._just_b import just_b
from warrantguard.guard.question.forms.end.verbs._next_clause import ASIDES, next_clause
from warrantguard.guard.question.forms.end.verbs._once_adverb import adverbial_once
from warrantguard.guard.question.forms.end.verbs._one_more import one_more_b
from warrantguard.guard.question.forms.end.verbs._open_compound import open_compound
from warrantguard.guard.question.forms.end.verbs._open_prefixed import open_prefixed
from warrantguard.guard.question.forms.end.verbs._own_complements import (
    adjective_pair,
    closing_particle,
    gerund_object,
    own_place,
    placed_pair,
    unclear_after_object,
)
from warrantguard.guard.question.forms.end.verbs._own_prep_b import own_prep_b
from warrantguard.guard.question.forms.end.verbs._participle_b import participle_b, particled_participle
from warrantguard.guard.question.forms.end.verbs._passive_b import passive_b
from warrantguard.guard.question.forms.end.verbs._place_deixis import place_deixis
from warrantguard.guard.question.forms.end.verbs._pronoun_particle import pronoun_particle
from warrantguard.guard.question.forms.end.verbs._role import own_role
from warrantguard.guard.question.forms.end.verbs._run_on import run_on_b
from warrantguard.guard.question.forms.end.verbs._sequenced_b import sequenced_tail
from warrantguard.guard.question.forms.end.verbs._sufficing import sufficing_b
from warrantguard.guard.question.forms.end.verbs._timed_verbs import timed_verbs
from warrantguard.guard.question.forms.end.verbs._unlisted_phrasal import unlisted_phrasal
from warrantguard.guard.question.forms.end.verbs._verb_b_tail import verb_b_tail
from warrantguard.guard.question.forms.end.verbs._verb_phrase import own_adverb, verb_mode, verb_right
from warrantguard.guard.question.forms.end.verbs._verb_to_noun import verb_to_noun
from warrantguard.guard.question.forms.end.verbs._waited import waited_clause, waited_for
from warrantguard.guard.question.forms.end.verbs._wh_clause import wh_clause_option

__all__ = [
    "ASIDES",
    "adjective_pair",
    "adverbial_once",
    "bare_activity",
    "causative_tail",
    "closing_particle",
    "counted_against",
    "focused_verb",
    "gerund_object",
    "infinitive_b",
    "ing_noun_b",
    "invested_in",
    "just_b",
    "kept_with",
    "next_clause",
    "one_more_b",
    "open_compound",
    "open_prefixed",
    "own_adverb",
    "own_place",
    "own_prep_b",
    "own_role",
    "participle_b",
    "particled_participle",
    "passive_b",
    "place_deixis",
    "placed_pair",
    "pronoun_particle",
    "run_on_b",
    "second_phrase",
    "sequenced_tail",
    "shared_gerund",
    "sufficing_b",
    "timed_verbs",
    "unclear_after_object",
    "unlisted_phrasal",
    "verb_b_tail",
    "verb_mode",
    "verb_right",
    "verb_to_noun",
    "waited_clause",
    "waited_for",
    "wh_clause_option",
]
