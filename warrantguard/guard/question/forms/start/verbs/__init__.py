"""Option A as a verb phrase: two infinitives, a negated option, a direction, an adverb or a verb of trying
before A's verb, which to do first, and A's start seen from B's first word when the chain cut it too late.

This ``__init__`` is the room's interface: the other rooms of ``start`` and the rest of ``forms`` import
these names from here, never from its underscore modules. It imports no other room of ``start``.
"""

from __future__ import annotations

from warrantguard.guard.question.forms.start.verbs._adverbed import paired_adverb
from warrantguard.guard.question.forms.start.verbs._adverbed_places import adverbed_places
from warrantguard.guard.question.forms.start.verbs._advised_clause import advised_clause
from warrantguard.guard.question.forms.start.verbs._all_at_once import all_phrase_a
from warrantguard.guard.question.forms.start.verbs._amount_move import amount_move
from warrantguard.guard.question.forms.start.verbs._asked_verb import asked_verb_a
from warrantguard.guard.question.forms.start.verbs._back_to import back_against
from warrantguard.guard.question.forms.start.verbs._between_infinitives import between_infinitives
from warrantguard.guard.question.forms.start.verbs._catenative import catenated
from warrantguard.guard.question.forms.start.verbs._clause_led import clause_led_verb
from warrantguard.guard.question.forms.start.verbs._compound_gerund_b import compound_gerund_b
from warrantguard.guard.question.forms.start.verbs._compound_verb import compound_verb_a
from warrantguard.guard.question.forms.start.verbs._definite_gerund_object import definite_gerund_object
from warrantguard.guard.question.forms.start.verbs._directed import directed, placed_direction
from warrantguard.guard.question.forms.start.verbs._done_trying import done_trying_a
from warrantguard.guard.question.forms.start.verbs._dropped_verb import dropped_verb_problem
from warrantguard.guard.question.forms.start.verbs._hyphen_twin import hyphen_twin_start
from warrantguard.guard.question.forms.start.verbs._infinitive import infinitives, negated_infinitive, not_to
from warrantguard.guard.question.forms.start.verbs._intended import intended_lead
from warrantguard.guard.question.forms.start.verbs._joint_manner import joint_manner_a
from warrantguard.guard.question.forms.start.verbs._just_verb_b import verb_before_just
from warrantguard.guard.question.forms.start.verbs._late_start import (
    asked_name,
    just_verb_a,
    means_gerund,
    oriented_a,
    oriented_pair,
)
from warrantguard.guard.question.forms.start.verbs._likely import likely_degree, likely_lead
from warrantguard.guard.question.forms.start.verbs._manner_participles import manner_participle_pair
from warrantguard.guard.question.forms.start.verbs._meant import meant_a
from warrantguard.guard.question.forms.start.verbs._misspelt_choice_verb import misspelt_choice_verb
from warrantguard.guard.question.forms.start.verbs._modal_b import necessity_pair
from warrantguard.guard.question.forms.start.verbs._named_cause import named_cause, named_cause_tail
from warrantguard.guard.question.forms.start.verbs._needed_gerunds import needed_gerunds
from warrantguard.guard.question.forms.start.verbs._negated import negated_against, negated_option
from warrantguard.guard.question.forms.start.verbs._opposed_particles import opposed_particles
from warrantguard.guard.question.forms.start.verbs._ordered import ordered_object
from warrantguard.guard.question.forms.start.verbs._ordered_steps import ordered_steps
from warrantguard.guard.question.forms.start.verbs._passive_object import passive_object_a
from warrantguard.guard.question.forms.start.verbs._perfect_participle import perfect_participle_a
from warrantguard.guard.question.forms.start.verbs._posture_after_object import posture_after_object_a
from warrantguard.guard.question.forms.start.verbs._repeated_head import repeated_head
from warrantguard.guard.question.forms.start.verbs._repeated_opener import repeated_opener
from warrantguard.guard.question.forms.start.verbs._repeated_subordinator import repeated_subordinator
from warrantguard.guard.question.forms.start.verbs._skilled_gerund import skilled_gerund
from warrantguard.guard.question.forms.start.verbs._stated_pronoun import stated_pronoun_verb
from warrantguard.guard.question.forms.start.verbs._stepwise import stepwise_a, stepwise_pair
from warrantguard.guard.question.forms.start.verbs._straight_to import straight_against
from warrantguard.guard.question.forms.start.verbs._unlisted_clause_verb import unlisted_clause_verb

__all__ = [
    "adverbed_places",
    "advised_clause",
    "all_phrase_a",
    "amount_move",
    "asked_name",
    "asked_verb_a",
    "back_against",
    "between_infinitives",
    "catenated",
    "clause_led_verb",
    "compound_gerund_b",
    "compound_verb_a",
    "definite_gerund_object",
    "directed",
    "done_trying_a",
    "dropped_verb_problem",
    "hyphen_twin_start",
    "infinitives",
    "intended_lead",
    "joint_manner_a",
    "just_verb_a",
    "likely_degree",
    "likely_lead",
    "manner_participle_pair",
    "means_gerund",
    "meant_a",
    "misspelt_choice_verb",
    "named_cause",
    "named_cause_tail",
    "necessity_pair",
    "needed_gerunds",
    "negated_against",
    "negated_infinitive",
    "negated_option",
    "not_to",
    "opposed_particles",
    "ordered_object",
    "ordered_steps",
    "oriented_a",
    "oriented_pair",
    "paired_adverb",
    "passive_object_a",
    "perfect_participle_a",
    "placed_direction",
    "posture_after_object_a",
    "repeated_head",
    "repeated_opener",
    "repeated_subordinator",
    "skilled_gerund",
    "stated_pronoun_verb",
    "stepwise_a",
    "stepwise_pair",
    "straight_against",
    "unlisted_clause_verb",
    "verb_before_just",
]
