"""Sentences with an "or" that ask no choice between two options: fixed pairs and rough ranges, a choice told
of or offered by a policy, a call for people, a request, a yes/no question about the pair, a tag question,
"whether A or B" that does not matter.

This ``__init__`` is the room's interface: the other rooms of ``asking`` and the rest of ``forms`` import
these names from here, never from its underscore modules. It imports no other room of ``asking``.
"""

from __future__ import annotations

from warrantguard.guard.question.forms.asking.unasked._any_pair import any_pair
from warrantguard.guard.question.forms.asking.unasked._asked_of_told import asked_of_told
from warrantguard.guard.question.forms.asking.unasked._both_headed import both_headed, counted_of
from warrantguard.guard.question.forms.asking.unasked._called import called_people
from warrantguard.guard.question.forms.asking.unasked._called_anyone import called_anyone
from warrantguard.guard.question.forms.asking.unasked._closing_span_count import closing_span_count
from warrantguard.guard.question.forms.asking.unasked._comment_which import commenting_which
from warrantguard.guard.question.forms.asking.unasked._conditioned_open import conditioned_open
from warrantguard.guard.question.forms.asking.unasked._counted_bound import counted_bound
from warrantguard.guard.question.forms.asking.unasked._depending_told import depending_told
from warrantguard.guard.question.forms.asking.unasked._drafted_question import drafted_question, never_both
from warrantguard.guard.question.forms.asking.unasked._fetching_pick import fetching_cues
from warrantguard.guard.question.forms.asking.unasked._fixed_pairs import idiom_problem, open_bound
from warrantguard.guard.question.forms.asking.unasked._fronted_pair_told import fronted_pair_told, past_choice_told
from warrantguard.guard.question.forms.asking.unasked._habit_told import habit_told
from warrantguard.guard.question.forms.asking.unasked._indifferent import indifferent_whether
from warrantguard.guard.question.forms.asking.unasked._negated_open import negated_open
from warrantguard.guard.question.forms.asking.unasked._no_choice import no_choice
from warrantguard.guard.question.forms.asking.unasked._open_alternative import open_alternative_b
from warrantguard.guard.question.forms.asking.unasked._others_unsure import others_unsure
from warrantguard.guard.question.forms.asking.unasked._paired_indefinite import named_by_indefinite
from warrantguard.guard.question.forms.asking.unasked._past_told import past_told
from warrantguard.guard.question.forms.asking.unasked._past_undecided import past_undecided
from warrantguard.guard.question.forms.asking.unasked._policy import stated_policy
from warrantguard.guard.question.forms.asking.unasked._referring_verb_choice import referring_verb_choice
from warrantguard.guard.question.forms.asking.unasked._reported import reported_choice
from warrantguard.guard.question.forms.asking.unasked._request import assistant_request
from warrantguard.guard.question.forms.asking.unasked._request_after_told import requested_after_told
from warrantguard.guard.question.forms.asking.unasked._said_in_a import said_in_a
from warrantguard.guard.question.forms.asking.unasked._something import (
    described_something,
    echoed_something,
    nothing_at_all,
)
from warrantguard.guard.question.forms.asking.unasked._sought_kind import sought_kind
from warrantguard.guard.question.forms.asking.unasked._tagged import tagged_statement
from warrantguard.guard.question.forms.asking.unasked._task_compound import task_compound
from warrantguard.guard.question.forms.asking.unasked._task_verb_choice import task_verb_choice
from warrantguard.guard.question.forms.asking.unasked._told_after import context_after_semicolon
from warrantguard.guard.question.forms.asking.unasked._unasked import (
    HEADING,
    SETTLED,
    asking_heading_pair,
    bare_pair,
    fragment_pair,
    headed_pair,
    infinitive_fragment,
    settled_subject,
    unfit,
    weighed_for,
)
from warrantguard.guard.question.forms.asking.unasked._verb_fragment import verb_fragment
from warrantguard.guard.question.forms.asking.unasked._whatever_told import whatever_told

__all__ = [
    "HEADING",
    "SETTLED",
    "any_pair",
    "asked_of_told",
    "asking_heading_pair",
    "assistant_request",
    "bare_pair",
    "both_headed",
    "called_anyone",
    "called_people",
    "closing_span_count",
    "commenting_which",
    "conditioned_open",
    "context_after_semicolon",
    "counted_bound",
    "counted_of",
    "depending_told",
    "described_something",
    "drafted_question",
    "echoed_something",
    "fetching_cues",
    "fragment_pair",
    "fronted_pair_told",
    "habit_told",
    "headed_pair",
    "idiom_problem",
    "indifferent_whether",
    "infinitive_fragment",
    "named_by_indefinite",
    "negated_open",
    "never_both",
    "no_choice",
    "nothing_at_all",
    "open_alternative_b",
    "open_bound",
    "others_unsure",
    "past_choice_told",
    "past_told",
    "past_undecided",
    "referring_verb_choice",
    "reported_choice",
    "requested_after_told",
    "said_in_a",
    "settled_subject",
    "sought_kind",
    "stated_policy",
    "tagged_statement",
    "task_compound",
    "task_verb_choice",
    "unfit",
    "verb_fragment",
    "weighed_for",
    "whatever_told",
]
