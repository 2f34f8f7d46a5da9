"""A predicate after the pair: where what is said of the two options begins ("… | better for …", "… | enough",
"Do A or B | leak less?"), and subject pairs before their verb.

This ``__init__`` is the room's interface: the other rooms of ``end`` and the rest of ``forms`` import these
names from here, never from its underscore modules. It imports no other room of ``end``.
"""

from __future__ import annotations

from warrantguard.guard.question.forms.end.predicates._adjective_verb import (
    adjective_verb_problem,
    named_verb_object_problem,
)
from warrantguard.guard.question.forms.end.predicates._adverbed_finite_b import adverbed_finite_b
from warrantguard.guard.question.forms.end.predicates._adverbed_predicate import predicate_adverb
from warrantguard.guard.question.forms.end.predicates._adverbed_verb import adverbed_verb, plural_before_adverbed_verb
from warrantguard.guard.question.forms.end.predicates._agreement import agreeing_b
from warrantguard.guard.question.forms.end.predicates._articled_names import articled_names_verb
from warrantguard.guard.question.forms.end.predicates._articled_subjects import articled_subjects
from warrantguard.guard.question.forms.end.predicates._articled_third_person import articled_third_person
from warrantguard.guard.question.forms.end.predicates._attributive import attributive_comparative
from warrantguard.guard.question.forms.end.predicates._closing_comparative import closing_comparative_b
from warrantguard.guard.question.forms.end.predicates._comparative_before_prep import (
    comparative_before_prep_b,
    degree_before_comparative_b,
)
from warrantguard.guard.question.forms.end.predicates._compared_verb import compared_verb
from warrantguard.guard.question.forms.end.predicates._complemented import complement_comparative
from warrantguard.guard.question.forms.end.predicates._compound_before_be import compound_before_be
from warrantguard.guard.question.forms.end.predicates._compound_modifier import adjective_compound_problem
from warrantguard.guard.question.forms.end.predicates._done_ing import done_ing_after_b
from warrantguard.guard.question.forms.end.predicates._done_plural_head import done_plural_head_b
from warrantguard.guard.question.forms.end.predicates._earlier_s_verb import earlier_s_verb_cut, earlier_s_verb_problem
from warrantguard.guard.question.forms.end.predicates._echoed_head_b import echoed_head_b
from warrantguard.guard.question.forms.end.predicates._enough import adjective_before_enough, fillers, own_ing
from warrantguard.guard.question.forms.end.predicates._enough_or_need import enough_or_need
from warrantguard.guard.question.forms.end.predicates._first_or_enough import enough_after_first
from warrantguard.guard.question.forms.end.predicates._gerund_then_verb import gerund_head_verb
from warrantguard.guard.question.forms.end.predicates._head_before_phrasal import head_before_phrasal_b
from warrantguard.guard.question.forms.end.predicates._infinitive_predicate import (
    infinitive_predicate,
    relative_one_predicate,
)
from warrantguard.guard.question.forms.end.predicates._inner_comparative import inner_comparative_problem
from warrantguard.guard.question.forms.end.predicates._joined_amount import joined_amount
from warrantguard.guard.question.forms.end.predicates._joined_modifier_head import joined_modifier_head
from warrantguard.guard.question.forms.end.predicates._modal_subject import modal_subject_b
from warrantguard.guard.question.forms.end.predicates._modal_subject_verb import (
    named_subject_verb_b,
    twin_compound_subject_b,
)
from warrantguard.guard.question.forms.end.predicates._name_then_verb import name_then_verb, subject_pair_verb
from warrantguard.guard.question.forms.end.predicates._named_comparative import named_comparative
from warrantguard.guard.question.forms.end.predicates._named_head import named_head
from warrantguard.guard.question.forms.end.predicates._named_subject import named_subject_b
from warrantguard.guard.question.forms.end.predicates._noun_will import noun_will
from warrantguard.guard.question.forms.end.predicates._numbered_twin import numbered_twin_pair
from warrantguard.guard.question.forms.end.predicates._ones_verb import ones_verb
from warrantguard.guard.question.forms.end.predicates._ordinal_first import ordinal_first
from warrantguard.guard.question.forms.end.predicates._ordinal_noun import ordinal_noun
from warrantguard.guard.question.forms.end.predicates._owned_subject import owned_verb
from warrantguard.guard.question.forms.end.predicates._phrased_subject import phrased_subject_b
from warrantguard.guard.question.forms.end.predicates._plural_b import mirrored_verb, plural_b, plural_subject_verb
from warrantguard.guard.question.forms.end.predicates._plural_head_object import plural_head_object_b
from warrantguard.guard.question.forms.end.predicates._plural_progressive import plural_progressive_b
from warrantguard.guard.question.forms.end.predicates._plural_subject_b import plural_head_b
from warrantguard.guard.question.forms.end.predicates._predicate import predicate_index, undegreed
from warrantguard.guard.question.forms.end.predicates._prep_object_noun import prep_object_noun
from warrantguard.guard.question.forms.end.predicates._prep_twin import prep_twin_b
from warrantguard.guard.question.forms.end.predicates._progressive import bare_progressive
from warrantguard.guard.question.forms.end.predicates._relative_verb import past_relative
from warrantguard.guard.question.forms.end.predicates._repeated_name_verb import repeated_name_verb
from warrantguard.guard.question.forms.end.predicates._shared_head import headed_b, shared_plural_head
from warrantguard.guard.question.forms.end.predicates._single_subject_verb import single_subject_verb_b
from warrantguard.guard.question.forms.end.predicates._suffixed_adjective import suffixed_adjective
from warrantguard.guard.question.forms.end.predicates._timed_degree import timed_degree
from warrantguard.guard.question.forms.end.predicates._twin_head import twin_code_head, twin_modifier_head
from warrantguard.guard.question.forms.end.predicates._unlisted_predicate import (
    particle_predicate_b,
    unlisted_predicate,
)
from warrantguard.guard.question.forms.end.predicates._which_between import which_between_b
from warrantguard.guard.question.forms.end.predicates._wise import respect_cut

__all__ = [
    "adjective_before_enough",
    "adjective_compound_problem",
    "adjective_verb_problem",
    "adverbed_finite_b",
    "adverbed_verb",
    "agreeing_b",
    "articled_names_verb",
    "articled_subjects",
    "articled_third_person",
    "attributive_comparative",
    "bare_progressive",
    "closing_comparative_b",
    "comparative_before_prep_b",
    "compared_verb",
    "complement_comparative",
    "compound_before_be",
    "degree_before_comparative_b",
    "done_ing_after_b",
    "done_plural_head_b",
    "earlier_s_verb_cut",
    "earlier_s_verb_problem",
    "echoed_head_b",
    "enough_after_first",
    "enough_or_need",
    "fillers",
    "gerund_head_verb",
    "head_before_phrasal_b",
    "headed_b",
    "infinitive_predicate",
    "inner_comparative_problem",
    "joined_amount",
    "joined_modifier_head",
    "mirrored_verb",
    "modal_subject_b",
    "name_then_verb",
    "named_comparative",
    "named_head",
    "named_subject_b",
    "named_subject_verb_b",
    "named_verb_object_problem",
    "noun_will",
    "numbered_twin_pair",
    "ones_verb",
    "ordinal_first",
    "ordinal_noun",
    "own_ing",
    "owned_verb",
    "particle_predicate_b",
    "past_relative",
    "phrased_subject_b",
    "plural_b",
    "plural_before_adverbed_verb",
    "plural_head_b",
    "plural_head_object_b",
    "plural_progressive_b",
    "plural_subject_verb",
    "predicate_adverb",
    "predicate_index",
    "prep_object_noun",
    "prep_twin_b",
    "relative_one_predicate",
    "repeated_name_verb",
    "respect_cut",
    "shared_plural_head",
    "single_subject_verb_b",
    "subject_pair_verb",
    "suffixed_adjective",
    "timed_degree",
    "twin_code_head",
    "twin_compound_subject_b",
    "twin_modifier_head",
    "undegreed",
    "unlisted_predicate",
    "which_between_b",
]
