"""Option A as the object of a verb: a choice verb, a verb of giving, placing, taking or making, its means,
manner or place before A, and a count or a span on each side.

This ``__init__`` is the room's interface: the other rooms of ``start`` and the rest of ``forms`` import
these names from here, never from its underscore modules. Of ``start``'s other rooms it imports only
``names``.
"""

from __future__ import annotations

from warrantguard.guard.question.forms.start.objects._aged import aged_recipient
from warrantguard.guard.question.forms.start.objects._amount_one import amount_one_a
from warrantguard.guard.question.forms.start.objects._articled_means import articled_means
from warrantguard.guard.question.forms.start.objects._articled_recipient import articled_recipient
from warrantguard.guard.question.forms.start.objects._as_against_manner import as_against_manner
from warrantguard.guard.question.forms.start.objects._bare_clause_object import bare_clause_object
from warrantguard.guard.question.forms.start.objects._bare_twin_tail import bare_twin_tail
from warrantguard.guard.question.forms.start.objects._be_placed import be_placed_a
from warrantguard.guard.question.forms.start.objects._complement import (
    complement_after_object,
    complement_against_phrase,
)
from warrantguard.guard.question.forms.start.objects._counted_start import counted_start
from warrantguard.guard.question.forms.start.objects._counterpart import bare_counterpart
from warrantguard.guard.question.forms.start.objects._degree_before_prep import degree_before_prep
from warrantguard.guard.question.forms.start.objects._described import described_object
from warrantguard.guard.question.forms.start.objects._focused import focused_object
from warrantguard.guard.question.forms.start.objects._formed_object import formed_object
from warrantguard.guard.question.forms.start.objects._get_passive import get_passive
from warrantguard.guard.question.forms.start.objects._given_object import given_object_problem
from warrantguard.guard.question.forms.start.objects._head_before_phrase import head_before_phrase
from warrantguard.guard.question.forms.start.objects._headed_b import unclear_headed_b
from warrantguard.guard.question.forms.start.objects._imperative_object import imperative_object
from warrantguard.guard.question.forms.start.objects._labelled_amount import labelled_amount_a
from warrantguard.guard.question.forms.start.objects._manner_against import manner_problem
from warrantguard.guard.question.forms.start.objects._manner_before_prep import manner_before_prep
from warrantguard.guard.question.forms.start.objects._objects import (
    aux_subject,
    bare_core,
    compound_subject,
    left_noun_option,
    parallel_phrase,
    reported_object,
    restated_subject,
)
from warrantguard.guard.question.forms.start.objects._one_against_phrase import one_against_phrase
from warrantguard.guard.question.forms.start.objects._one_headed import one_headed
from warrantguard.guard.question.forms.start.objects._opposed_place import opposed_place
from warrantguard.guard.question.forms.start.objects._ordinal_slot import ordinal_slot
from warrantguard.guard.question.forms.start.objects._own_making import chosen_against_own
from warrantguard.guard.question.forms.start.objects._placed_object import placed_options
from warrantguard.guard.question.forms.start.objects._placing import placed_against_adverb, placing_objects
from warrantguard.guard.question.forms.start.objects._possessed_a import possessed_a
from warrantguard.guard.question.forms.start.objects._prep_against_prep import prep_against_prep
from warrantguard.guard.question.forms.start.objects._prep_object import (
    feature_object,
    kept_preposition,
    means_pair,
    named_object,
    own_preposition,
)
from warrantguard.guard.question.forms.start.objects._purposed_object import purposed_object
from warrantguard.guard.question.forms.start.objects._recipient import past_recipient
from warrantguard.guard.question.forms.start.objects._span_count import counted_span_pair
from warrantguard.guard.question.forms.start.objects._split_particle import split_particle
from warrantguard.guard.question.forms.start.objects._taken import taken_activity
from warrantguard.guard.question.forms.start.objects._timed_complement import timed_against_phrase, times_against
from warrantguard.guard.question.forms.start.objects._twin_tail import twin_tail

__all__ = [
    "aged_recipient",
    "amount_one_a",
    "articled_means",
    "articled_recipient",
    "as_against_manner",
    "aux_subject",
    "bare_clause_object",
    "bare_core",
    "bare_counterpart",
    "bare_twin_tail",
    "be_placed_a",
    "chosen_against_own",
    "complement_after_object",
    "complement_against_phrase",
    "compound_subject",
    "counted_span_pair",
    "counted_start",
    "degree_before_prep",
    "described_object",
    "feature_object",
    "focused_object",
    "formed_object",
    "get_passive",
    "given_object_problem",
    "head_before_phrase",
    "imperative_object",
    "kept_preposition",
    "labelled_amount_a",
    "left_noun_option",
    "manner_before_prep",
    "manner_problem",
    "means_pair",
    "named_object",
    "one_against_phrase",
    "one_headed",
    "opposed_place",
    "ordinal_slot",
    "own_preposition",
    "parallel_phrase",
    "past_recipient",
    "placed_against_adverb",
    "placed_options",
    "placing_objects",
    "possessed_a",
    "prep_against_prep",
    "purposed_object",
    "reported_object",
    "restated_subject",
    "split_particle",
    "taken_activity",
    "timed_against_phrase",
    "times_against",
    "twin_tail",
    "unclear_headed_b",
]
