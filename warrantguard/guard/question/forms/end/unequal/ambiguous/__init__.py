"""Pairs the form cannot settle, refused: a side cut short of its own form, a name and a place phrase or a phrase
before a purpose after B that may be B's or both's, a manner closing A, a B that may be a verb phrase or a noun
phrase (a word both verb and noun, a participle, a listed or unlisted verb) set against one part of A or the whole.

This ``__init__`` is the room's interface: the other rooms of ``unequal`` and the rest of ``forms`` import these
names from here, never from its underscore modules. It imports no other room of ``unequal``.
"""

from __future__ import annotations

from warrantguard.guard.question.forms.end.unequal.ambiguous._apposed_in_tail import apposed_in_tail_problem
from warrantguard.guard.question.forms.end.unequal.ambiguous._bare_against_placed import bare_against_placed_problem
from warrantguard.guard.question.forms.end.unequal.ambiguous._clause_against_object import (
    clause_against_object_problem,
)
from warrantguard.guard.question.forms.end.unequal.ambiguous._clause_in_a import clause_in_a_problem
from warrantguard.guard.question.forms.end.unequal.ambiguous._cut_short import (
    as_role_against_phrase,
    as_role_to_b,
    cut_relative_b,
    place_against_adverb_b,
)
from warrantguard.guard.question.forms.end.unequal.ambiguous._gerund_tail import gerund_tail_problem
from warrantguard.guard.question.forms.end.unequal.ambiguous._manner_closed import manner_closed_problem
from warrantguard.guard.question.forms.end.unequal.ambiguous._noun_like_verb_b import noun_like_verb_b_problem
from warrantguard.guard.question.forms.end.unequal.ambiguous._noun_participle_a import (
    noun_participle_a_problem,
    verb_against_participle_problem,
)
from warrantguard.guard.question.forms.end.unequal.ambiguous._object_before_manner import object_before_manner_problem
from warrantguard.guard.question.forms.end.unequal.ambiguous._ordered_manner import ordered_manner_problem
from warrantguard.guard.question.forms.end.unequal.ambiguous._outer_phrases import (
    between_gerund_problem,
    counted_tail_problem,
    infinitive_tail_problem,
    outer_preposition_problem,
    possessed_object_problem,
)
from warrantguard.guard.question.forms.end.unequal.ambiguous._own_phrases import (
    agent_by_problem,
    choice_object_verb_problem,
    cut_quantity_problem,
    one_phrase_problem,
    worth_gerund_problem,
)
from warrantguard.guard.question.forms.end.unequal.ambiguous._phrase_before_purpose import phrase_before_purpose_problem
from warrantguard.guard.question.forms.end.unequal.ambiguous._placed_b_tail import placed_b_tail_problem
from warrantguard.guard.question.forms.end.unequal.ambiguous._placed_name_problem import placed_name_problem
from warrantguard.guard.question.forms.end.unequal.ambiguous._pronoun_particle_b import pronoun_particle_b_problem
from warrantguard.guard.question.forms.end.unequal.ambiguous._stepped_time_tail import stepped_time_tail_problem
from warrantguard.guard.question.forms.end.unequal.ambiguous._stranded import stranded_problem
from warrantguard.guard.question.forms.end.unequal.ambiguous._time_against_place import time_against_place_problem
from warrantguard.guard.question.forms.end.unequal.ambiguous._two_verbs_b import two_verbs_b_problem
from warrantguard.guard.question.forms.end.unequal.ambiguous._verb_led_b import verb_led_b_problem
from warrantguard.guard.question.forms.end.unequal.ambiguous._verb_like_b import verb_like_b_problem

__all__ = [
    "agent_by_problem",
    "apposed_in_tail_problem",
    "as_role_against_phrase",
    "as_role_to_b",
    "bare_against_placed_problem",
    "between_gerund_problem",
    "choice_object_verb_problem",
    "clause_against_object_problem",
    "clause_in_a_problem",
    "counted_tail_problem",
    "cut_quantity_problem",
    "cut_relative_b",
    "gerund_tail_problem",
    "infinitive_tail_problem",
    "manner_closed_problem",
    "noun_like_verb_b_problem",
    "noun_participle_a_problem",
    "object_before_manner_problem",
    "one_phrase_problem",
    "ordered_manner_problem",
    "outer_preposition_problem",
    "phrase_before_purpose_problem",
    "place_against_adverb_b",
    "placed_b_tail_problem",
    "placed_name_problem",
    "possessed_object_problem",
    "pronoun_particle_b_problem",
    "stepped_time_tail_problem",
    "stranded_problem",
    "time_against_place_problem",
    "two_verbs_b_problem",
    "verb_against_participle_problem",
    "verb_led_b_problem",
    "verb_like_b_problem",
    "worth_gerund_problem",
]
