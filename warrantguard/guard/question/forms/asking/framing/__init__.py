"""What stands around the pair: the coordinator itself, enumerations, slashes, quote marks and brackets,
options asked each on its own, titles with colons; greetings, names, ticket codes, note labels and forwarded
quotes before the question; and speech as dictated (fillers, self-corrections, a spoken question mark).

This ``__init__`` is the room's interface: the other rooms of ``asking`` and the rest of ``forms`` import
these names from here, never from its underscore modules. Of ``asking``'s other rooms it imports only
``marks``.
"""

from __future__ import annotations

from warrantguard.guard.question.forms.asking.framing._articled_list import articled_list
from warrantguard.guard.question.forms.asking.framing._asked_who import asked_who
from warrantguard.guard.question.forms.asking.framing._between_join import phrase_join
from warrantguard.guard.question.forms.asking.framing._bracketed import bracketed_pair
from warrantguard.guard.question.forms.asking.framing._bracketed_sides import bracketed_sides
from warrantguard.guard.question.forms.asking.framing._breadcrumb import breadcrumb_marks
from warrantguard.guard.question.forms.asking.framing._channel_aside import channel_aside
from warrantguard.guard.question.forms.asking.framing._clause_lead import setting_lead
from warrantguard.guard.question.forms.asking.framing._closing_list import closing_object_list
from warrantguard.guard.question.forms.asking.framing._compound_or import compound_or
from warrantguard.guard.question.forms.asking.framing._coordinator import coordinator
from warrantguard.guard.question.forms.asking.framing._counted_told import counted_pair
from warrantguard.guard.question.forms.asking.framing._dictated import read_dictated
from warrantguard.guard.question.forms.asking.framing._emoji_labels import read_unlabelled
from warrantguard.guard.question.forms.asking.framing._enumerated import ENUMERATOR, WHICH_ASKED, enumerated_pair
from warrantguard.guard.question.forms.asking.framing._forwarded import forwarded_question
from warrantguard.guard.question.forms.asking.framing._fused_ellipsis import read_unfused
from warrantguard.guard.question.forms.asking.framing._greeting import greeting, wake_length, wake_word
from warrantguard.guard.question.forms.asking.framing._help_request import help_request_start
from warrantguard.guard.question.forms.asking.framing._inner_subtitle import inner_subtitle
from warrantguard.guard.question.forms.asking.framing._listed_items import listed_item
from warrantguard.guard.question.forms.asking.framing._model_vs import model_suffix
from warrantguard.guard.question.forms.asking.framing._named_list import named_list
from warrantguard.guard.question.forms.asking.framing._named_mark import named_marks
from warrantguard.guard.question.forms.asking.framing._note_label import note_label_length
from warrantguard.guard.question.forms.asking.framing._object_list import object_list
from warrantguard.guard.question.forms.asking.framing._one_other import one_other_pair
from warrantguard.guard.question.forms.asking.framing._opening_time import opening_time
from warrantguard.guard.question.forms.asking.framing._opinion_lead import opinion_lead_a
from warrantguard.guard.question.forms.asking.framing._opposed_views import opposed_views_pair
from warrantguard.guard.question.forms.asking.framing._or_then_and import or_then_and
from warrantguard.guard.question.forms.asking.framing._prep_list import prepositional_list
from warrantguard.guard.question.forms.asking.framing._questioned import asked_before, questioned_pair
from warrantguard.guard.question.forms.asking.framing._quoted_between import quoted_between
from warrantguard.guard.question.forms.asking.framing._quoted_pair import quoted_pair
from warrantguard.guard.question.forms.asking.framing._quoted_words import quoted_words
from warrantguard.guard.question.forms.asking.framing._reason_request import reason_request_start
from warrantguard.guard.question.forms.asking.framing._slashed import slashed_pair
from warrantguard.guard.question.forms.asking.framing._split_pair import joined_fragments
from warrantguard.guard.question.forms.asking.framing._star_rule import mark_rules
from warrantguard.guard.question.forms.asking.framing._starred_lead import read_unstarred
from warrantguard.guard.question.forms.asking.framing._subtitled import (
    bang_in_name,
    bang_name_before,
    comma_bang_title,
    dash_subtitle,
    subtitle_problem,
)
from warrantguard.guard.question.forms.asking.framing._the_two import the_two_pair
from warrantguard.guard.question.forms.asking.framing._ticket_code import ticket_code
from warrantguard.guard.question.forms.asking.framing._told_pair import told_pair
from warrantguard.guard.question.forms.asking.framing._topic_heading import topic_heading
from warrantguard.guard.question.forms.asking.framing._vocative import vocative
from warrantguard.guard.question.forms.asking.framing._whether_clauses import whether_clauses

__all__ = [
    "ENUMERATOR",
    "WHICH_ASKED",
    "articled_list",
    "asked_before",
    "asked_who",
    "bang_in_name",
    "bang_name_before",
    "bracketed_pair",
    "bracketed_sides",
    "breadcrumb_marks",
    "channel_aside",
    "closing_object_list",
    "comma_bang_title",
    "compound_or",
    "coordinator",
    "counted_pair",
    "dash_subtitle",
    "enumerated_pair",
    "forwarded_question",
    "greeting",
    "help_request_start",
    "inner_subtitle",
    "joined_fragments",
    "listed_item",
    "mark_rules",
    "model_suffix",
    "named_list",
    "named_marks",
    "note_label_length",
    "object_list",
    "one_other_pair",
    "opening_time",
    "opinion_lead_a",
    "opposed_views_pair",
    "or_then_and",
    "phrase_join",
    "prepositional_list",
    "questioned_pair",
    "quoted_between",
    "quoted_pair",
    "quoted_words",
    "read_dictated",
    "read_unfused",
    "read_unlabelled",
    "read_unstarred",
    "reason_request_start",
    "setting_lead",
    "slashed_pair",
    "subtitle_problem",
    "the_two_pair",
    "ticket_code",
    "told_pair",
    "topic_heading",
    "vocative",
    "wake_length",
    "wake_word",
    "whether_clauses",
]
