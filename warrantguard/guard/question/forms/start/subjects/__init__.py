"""Option A as a subject or what is said of one: a subject before "be" or its verb, a second question, a
relative clause, a cleft, "better off", a comparison, a lead both options share.

This ``__init__`` is the room's interface: the other rooms of ``start`` and the rest of ``forms`` import
these names from here, never from its underscore modules. Of ``start``'s other rooms it imports only
``verbs``.
"""

from __future__ import annotations

from warrantguard.guard.question.forms.start.subjects._absolute_state import absolute_state_a
from warrantguard.guard.question.forms.start.subjects._better_off import asked_better_off, better_off
from warrantguard.guard.question.forms.start.subjects._called_subject import called_subject_problem
from warrantguard.guard.question.forms.start.subjects._clause_prep_pair import prepositional_clause_verb
from warrantguard.guard.question.forms.start.subjects._cleft import cleft, paired_forms
from warrantguard.guard.question.forms.start.subjects._compared import (
    compared_object,
    comparison_of,
    degree_before_gerund,
)
from warrantguard.guard.question.forms.start.subjects._compared_phrase import compared_phrase
from warrantguard.guard.question.forms.start.subjects._comparing_lead import comparing_lead_a
from warrantguard.guard.question.forms.start.subjects._compound_head import compound_head_verb
from warrantguard.guard.question.forms.start.subjects._compound_subject_clause import compound_subject_a
from warrantguard.guard.question.forms.start.subjects._conditional_subject import conditional_subject_a
from warrantguard.guard.question.forms.start.subjects._copular_complement import copular_complement
from warrantguard.guard.question.forms.start.subjects._copular_second import copular_second, second_predicate
from warrantguard.guard.question.forms.start.subjects._copular_state import copular_state_a
from warrantguard.guard.question.forms.start.subjects._declared_subject import declared_subject, stated_question
from warrantguard.guard.question.forms.start.subjects._demonstrative import demonstrative_subject
from warrantguard.guard.question.forms.start.subjects._demonstrative_copula import demonstrative_predicate_a
from warrantguard.guard.question.forms.start.subjects._demonstrative_one import demonstrative_one_a
from warrantguard.guard.question.forms.start.subjects._demonstrative_pronoun import demonstrative_pronoun_a
from warrantguard.guard.question.forms.start.subjects._demonstrative_twin import demonstrative_twin_a
from warrantguard.guard.question.forms.start.subjects._dropped_it import dropped_it
from warrantguard.guard.question.forms.start.subjects._focused_predicate import focused_predicate
from warrantguard.guard.question.forms.start.subjects._indicated_subject import indicated_subject
from warrantguard.guard.question.forms.start.subjects._it_copula import it_copula_subject
from warrantguard.guard.question.forms.start.subjects._it_named import it_named_start
from warrantguard.guard.question.forms.start.subjects._liked_better import liked_better_pair
from warrantguard.guard.question.forms.start.subjects._modal_subject import headless_subject_verb, modal_subject_verb
from warrantguard.guard.question.forms.start.subjects._options_are import options_are_a
from warrantguard.guard.question.forms.start.subjects._ought_lead import ought_lead
from warrantguard.guard.question.forms.start.subjects._participle_a import participle_pair
from warrantguard.guard.question.forms.start.subjects._passive_agent import passive_agent
from warrantguard.guard.question.forms.start.subjects._passive_as import passive_as
from warrantguard.guard.question.forms.start.subjects._passive_source import passive_phrase
from warrantguard.guard.question.forms.start.subjects._past_after_plural import past_after_plural
from warrantguard.guard.question.forms.start.subjects._pointed import pointed_subject
from warrantguard.guard.question.forms.start.subjects._progressive_lead import progressive_lead_a
from warrantguard.guard.question.forms.start.subjects._relative_options import (
    relative_object_problem,
    relative_options_problem,
)
from warrantguard.guard.question.forms.start.subjects._relative_subject import relative_subject
from warrantguard.guard.question.forms.start.subjects._reported_better import reported_better
from warrantguard.guard.question.forms.start.subjects._reported_subject import (
    reported_infinitive,
    reported_subject,
)
from warrantguard.guard.question.forms.start.subjects._role_against_verb import role_against_verb_a
from warrantguard.guard.question.forms.start.subjects._second_subject import copular_b
from warrantguard.guard.question.forms.start.subjects._semi_modal import semi_modal_verb
from warrantguard.guard.question.forms.start.subjects._shared_lead import shared_lead
from warrantguard.guard.question.forms.start.subjects._shared_subject import subject_verbs, twin_s_verbs
from warrantguard.guard.question.forms.start.subjects._simile_subject import simile_subject
from warrantguard.guard.question.forms.start.subjects._stated_verb import stated_verb_object
from warrantguard.guard.question.forms.start.subjects._subject_be import subject_before_be
from warrantguard.guard.question.forms.start.subjects._subject_verb import subject_verb_start
from warrantguard.guard.question.forms.start.subjects._thanks_head import thanks_head
from warrantguard.guard.question.forms.start.subjects._thought_clause import thought_clause
from warrantguard.guard.question.forms.start.subjects._twin_participle import twin_participle_a
from warrantguard.guard.question.forms.start.subjects._unlisted_subject_verb import (
    bare_plural_subject_verb,
    unlisted_subject_verb,
)
from warrantguard.guard.question.forms.start.subjects._verb_pair_head import verb_pair_head
from warrantguard.guard.question.forms.start.subjects._zero_relative import zero_relative_a

__all__ = [
    "absolute_state_a",
    "asked_better_off",
    "bare_plural_subject_verb",
    "better_off",
    "called_subject_problem",
    "cleft",
    "compared_object",
    "compared_phrase",
    "comparing_lead_a",
    "comparison_of",
    "compound_head_verb",
    "compound_subject_a",
    "conditional_subject_a",
    "copular_b",
    "copular_complement",
    "copular_second",
    "copular_state_a",
    "declared_subject",
    "degree_before_gerund",
    "demonstrative_one_a",
    "demonstrative_predicate_a",
    "demonstrative_pronoun_a",
    "demonstrative_subject",
    "demonstrative_twin_a",
    "dropped_it",
    "focused_predicate",
    "headless_subject_verb",
    "indicated_subject",
    "it_copula_subject",
    "it_named_start",
    "liked_better_pair",
    "modal_subject_verb",
    "options_are_a",
    "ought_lead",
    "paired_forms",
    "participle_pair",
    "passive_agent",
    "passive_as",
    "passive_phrase",
    "past_after_plural",
    "pointed_subject",
    "prepositional_clause_verb",
    "progressive_lead_a",
    "relative_object_problem",
    "relative_options_problem",
    "relative_subject",
    "reported_better",
    "reported_infinitive",
    "reported_subject",
    "role_against_verb_a",
    "second_predicate",
    "semi_modal_verb",
    "shared_lead",
    "simile_subject",
    "stated_question",
    "stated_verb_object",
    "subject_before_be",
    "subject_verb_start",
    "subject_verbs",
    "thanks_head",
    "thought_clause",
    "twin_participle_a",
    "twin_s_verbs",
    "unlisted_subject_verb",
    "verb_pair_head",
    "zero_relative_a",
]
