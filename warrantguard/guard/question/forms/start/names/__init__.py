"""Option A's first words as the start of a name rather than a verb or a lead: a capitalised opener, a name and
its version, a compound, a colour, a variant, a kind after its topic, a date after a shared preposition.

This ``__init__`` is the room's interface: the other rooms of ``start`` and the rest of ``forms`` import
these names from here, never from its underscore modules. It imports no other room of ``start``.
"""

from __future__ import annotations

from warrantguard.guard.question.forms.start.names._acronym_topic import acronym_topic
from warrantguard.guard.question.forms.start.names._articled_name_head import articled_name_head
from warrantguard.guard.question.forms.start.names._asided_labels import asided_labels
from warrantguard.guard.question.forms.start.names._capital_heading import capital_heading_a
from warrantguard.guard.question.forms.start.names._copular_subject_head import copular_subject_head
from warrantguard.guard.question.forms.start.names._exemplified import exemplified_a
from warrantguard.guard.question.forms.start.names._gerund_compound import gerund_compound_pair
from warrantguard.guard.question.forms.start.names._gerund_manner import gerund_manner
from warrantguard.guard.question.forms.start.names._gerund_name import gerund_name_a
from warrantguard.guard.question.forms.start.names._gerund_name_head import gerund_name_head
from warrantguard.guard.question.forms.start.names._gerund_object_manner import gerund_object_manner
from warrantguard.guard.question.forms.start.names._gerund_shared import opening_gerund
from warrantguard.guard.question.forms.start.names._given_to import given_to_b
from warrantguard.guard.question.forms.start.names._inch_mark import inch_mark
from warrantguard.guard.question.forms.start.names._lone_will import lone_will
from warrantguard.guard.question.forms.start.names._named_head_place import named_head_place_a
from warrantguard.guard.question.forms.start.names._names import named, no_object, noun_or_verb
from warrantguard.guard.question.forms.start.names._numbered_name import numbered_name
from warrantguard.guard.question.forms.start.names._opened_rated_head import opened_rated_head
from warrantguard.guard.question.forms.start.names._opening_capital import opening_capital_core
from warrantguard.guard.question.forms.start.names._opposite_twin import opposite_twin
from warrantguard.guard.question.forms.start.names._own_starts import articled_head, dated_start
from warrantguard.guard.question.forms.start.names._placed_gerund_object import placed_gerund_object
from warrantguard.guard.question.forms.start.names._prefixed_twin import prefixed_twin
from warrantguard.guard.question.forms.start.names._prepositional_name import prepositional_name_a
from warrantguard.guard.question.forms.start.names._rated_head import rated_head
from warrantguard.guard.question.forms.start.names._repeated_preposition import repeated_preposition_b
from warrantguard.guard.question.forms.start.names._route_name import routed_name
from warrantguard.guard.question.forms.start.names._said_name import said_name_a
from warrantguard.guard.question.forms.start.names._shaded import shade_bound, shaded_start
from warrantguard.guard.question.forms.start.names._sourced_against_articled import sourced_against_articled
from warrantguard.guard.question.forms.start.names._sourced_name import sourced_name_a
from warrantguard.guard.question.forms.start.names._stayed_b import stayed_b
from warrantguard.guard.question.forms.start.names._titled_run import titled_run_a
from warrantguard.guard.question.forms.start.names._topic_kind import topic_kind
from warrantguard.guard.question.forms.start.names._twin_prep_names import twin_prep_names
from warrantguard.guard.question.forms.start.names._twin_suffix import twin_suffix_a
from warrantguard.guard.question.forms.start.names._twin_two_word_prep import twin_two_word_prep
from warrantguard.guard.question.forms.start.names._two_word_prep_name import two_word_prep_name_a
from warrantguard.guard.question.forms.start.names._variant import variant_pair
from warrantguard.guard.question.forms.start.names._version_code import version_code_pair
from warrantguard.guard.question.forms.start.names._versioned import versioned_name
from warrantguard.guard.question.forms.start.names._whole_shade import whole_shade

__all__ = [
    "acronym_topic",
    "articled_head",
    "articled_name_head",
    "asided_labels",
    "capital_heading_a",
    "copular_subject_head",
    "dated_start",
    "exemplified_a",
    "gerund_compound_pair",
    "gerund_manner",
    "gerund_name_a",
    "gerund_name_head",
    "gerund_object_manner",
    "given_to_b",
    "inch_mark",
    "lone_will",
    "named",
    "named_head_place_a",
    "no_object",
    "noun_or_verb",
    "numbered_name",
    "opened_rated_head",
    "opening_capital_core",
    "opening_gerund",
    "opposite_twin",
    "placed_gerund_object",
    "prefixed_twin",
    "prepositional_name_a",
    "rated_head",
    "repeated_preposition_b",
    "routed_name",
    "said_name_a",
    "shade_bound",
    "shaded_start",
    "sourced_against_articled",
    "sourced_name_a",
    "stayed_b",
    "titled_run_a",
    "topic_kind",
    "twin_prep_names",
    "twin_suffix_a",
    "twin_two_word_prep",
    "two_word_prep_name_a",
    "variant_pair",
    "version_code_pair",
    "versioned_name",
    "whole_shade",
]
