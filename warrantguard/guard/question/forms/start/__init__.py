"""Where option A starts: the object of a choice verb, a name that could open with a verb, a person
given to, "better off", a subject before "be", a do-it-yourself option, a placed object, a cleft.

This ``__init__`` is the subpackage's interface: the rest of ``forms`` imports these names
from here, never from its underscore modules.
"""

from __future__ import annotations

from warrantguard.guard.question.forms.start._adverbed import paired_adverb
from warrantguard.guard.question.forms.start._adverbed_places import adverbed_places
from warrantguard.guard.question.forms.start._aged import aged_recipient
from warrantguard.guard.question.forms.start._better_off import asked_better_off, better_off
from warrantguard.guard.question.forms.start._catenative import catenated
from warrantguard.guard.question.forms.start._cleft import cleft, paired_forms
from warrantguard.guard.question.forms.start._compared import compared_object, comparison_of, degree_before_gerund
from warrantguard.guard.question.forms.start._complement import complement_after_object, complement_against_phrase
from warrantguard.guard.question.forms.start._counted_start import counted_start
from warrantguard.guard.question.forms.start._counterpart import bare_counterpart
from warrantguard.guard.question.forms.start._described import described_object
from warrantguard.guard.question.forms.start._focused import focused_object
from warrantguard.guard.question.forms.start._gerund_compound import gerund_compound_pair
from warrantguard.guard.question.forms.start._gerund_shared import opening_gerund
from warrantguard.guard.question.forms.start._infinitive import infinitives, negated_infinitive, not_to
from warrantguard.guard.question.forms.start._late_start import (
    asked_name,
    just_verb_a,
    means_gerund,
    oriented_a,
    oriented_pair,
)
from warrantguard.guard.question.forms.start._likely import likely_lead
from warrantguard.guard.question.forms.start._lone_will import lone_will
from warrantguard.guard.question.forms.start._manner_against import manner_problem
from warrantguard.guard.question.forms.start._modal_b import necessity_pair
from warrantguard.guard.question.forms.start._names import (
    named,
    no_object,
    noun_or_verb,
)
from warrantguard.guard.question.forms.start._negated import negated_against, negated_option
from warrantguard.guard.question.forms.start._objects import (
    aux_subject,
    bare_core,
    compound_subject,
    left_noun_option,
    parallel_phrase,
    reported_object,
    restated_subject,
)
from warrantguard.guard.question.forms.start._opening_capital import opening_capital_core
from warrantguard.guard.question.forms.start._opposed_place import opposed_place
from warrantguard.guard.question.forms.start._ordered import ordered_object
from warrantguard.guard.question.forms.start._own_making import chosen_against_own
from warrantguard.guard.question.forms.start._own_starts import articled_head, dated_start
from warrantguard.guard.question.forms.start._participle_a import participle_pair
from warrantguard.guard.question.forms.start._passive_as import passive_as
from warrantguard.guard.question.forms.start._placed_object import placed_options
from warrantguard.guard.question.forms.start._placing import placed_against_adverb, placing_objects
from warrantguard.guard.question.forms.start._pointed import pointed_subject
from warrantguard.guard.question.forms.start._prep_object import (
    feature_object,
    kept_preposition,
    means_pair,
    named_object,
    own_preposition,
)
from warrantguard.guard.question.forms.start._recipient import past_recipient
from warrantguard.guard.question.forms.start._relative_subject import relative_subject
from warrantguard.guard.question.forms.start._repeated_head import repeated_head
from warrantguard.guard.question.forms.start._repeated_opener import repeated_opener
from warrantguard.guard.question.forms.start._second_subject import copular_b
from warrantguard.guard.question.forms.start._shaded import shaded_start
from warrantguard.guard.question.forms.start._shared_lead import shared_lead
from warrantguard.guard.question.forms.start._shared_subject import subject_verbs
from warrantguard.guard.question.forms.start._span_count import counted_span_pair
from warrantguard.guard.question.forms.start._subject_be import subject_before_be
from warrantguard.guard.question.forms.start._subject_verb import subject_verb_start
from warrantguard.guard.question.forms.start._taken import taken_activity
from warrantguard.guard.question.forms.start._topic_kind import topic_kind
from warrantguard.guard.question.forms.start._variant import variant_pair

__all__ = [
    "adverbed_places",
    "aged_recipient",
    "articled_head",
    "asked_better_off",
    "asked_name",
    "aux_subject",
    "bare_core",
    "bare_counterpart",
    "better_off",
    "catenated",
    "chosen_against_own",
    "cleft",
    "compared_object",
    "comparison_of",
    "complement_after_object",
    "complement_against_phrase",
    "compound_subject",
    "copular_b",
    "counted_span_pair",
    "counted_start",
    "dated_start",
    "degree_before_gerund",
    "described_object",
    "feature_object",
    "focused_object",
    "gerund_compound_pair",
    "infinitives",
    "just_verb_a",
    "kept_preposition",
    "left_noun_option",
    "likely_lead",
    "lone_will",
    "manner_problem",
    "means_gerund",
    "means_pair",
    "named",
    "named_object",
    "necessity_pair",
    "negated_against",
    "negated_infinitive",
    "negated_option",
    "no_object",
    "not_to",
    "noun_or_verb",
    "opening_capital_core",
    "opening_gerund",
    "opposed_place",
    "ordered_object",
    "oriented_a",
    "oriented_pair",
    "own_preposition",
    "paired_adverb",
    "paired_forms",
    "parallel_phrase",
    "participle_pair",
    "passive_as",
    "past_recipient",
    "placed_against_adverb",
    "placed_options",
    "placing_objects",
    "pointed_subject",
    "relative_subject",
    "repeated_head",
    "repeated_opener",
    "reported_object",
    "restated_subject",
    "shaded_start",
    "shared_lead",
    "subject_before_be",
    "subject_verb_start",
    "subject_verbs",
    "taken_activity",
    "topic_kind",
    "variant_pair",
]
