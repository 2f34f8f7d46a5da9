"""Whether and how a sentence asks to choose: the coordinator, fixed pairs and idioms, sentences that
name two alternatives but ask nothing, greetings, enumerations, slashes, options asked each on its own
("A? Or B?"), headings, "instead of".

This ``__init__`` is the subpackage's interface: the rest of ``forms`` imports these names
from here, never from its underscore modules.
"""

from __future__ import annotations

from warrantguard.guard.question.forms.asking._advice import advice
from warrantguard.guard.question.forms.asking._asked_of_told import asked_of_told
from warrantguard.guard.question.forms.asking._asking import (
    INSTEAD,
    asks,
    compare_pair,
    concessive,
    ends_asking,
    instead_phrases,
    instead_problem,
    list_item,
    one_anaphora,
    permission_question,
)
from warrantguard.guard.question.forms.asking._bracketed import bracketed_pair
from warrantguard.guard.question.forms.asking._called import called_people
from warrantguard.guard.question.forms.asking._channel_aside import channel_aside
from warrantguard.guard.question.forms.asking._compound_or import compound_or
from warrantguard.guard.question.forms.asking._coordinator import coordinator
from warrantguard.guard.question.forms.asking._dictated import read_dictated
from warrantguard.guard.question.forms.asking._enumerated import (
    ENUMERATOR,
    WHICH_ASKED,
    enumerated_pair,
)
from warrantguard.guard.question.forms.asking._fetching_pick import fetching_cues
from warrantguard.guard.question.forms.asking._fixed_pairs import idiom_problem, open_bound
from warrantguard.guard.question.forms.asking._forwarded import forwarded_question
from warrantguard.guard.question.forms.asking._greeting import greeting, wake_length, wake_word
from warrantguard.guard.question.forms.asking._help_plea import help_plea
from warrantguard.guard.question.forms.asking._indifferent import indifferent_whether
from warrantguard.guard.question.forms.asking._inverted import inversion_start
from warrantguard.guard.question.forms.asking._no_choice import no_choice
from warrantguard.guard.question.forms.asking._note_label import note_label_length
from warrantguard.guard.question.forms.asking._obliged import obliged_b, obliged_choice
from warrantguard.guard.question.forms.asking._only_one import only_one_pair
from warrantguard.guard.question.forms.asking._policy import stated_policy
from warrantguard.guard.question.forms.asking._questioned import asked_before, questioned_pair
from warrantguard.guard.question.forms.asking._quoted_pair import quoted_pair
from warrantguard.guard.question.forms.asking._quoted_which import quoted_then_which
from warrantguard.guard.question.forms.asking._repeated_lead import without_repeated_lead
from warrantguard.guard.question.forms.asking._reported import reported_choice
from warrantguard.guard.question.forms.asking._request import assistant_request
from warrantguard.guard.question.forms.asking._say_which import say_which
from warrantguard.guard.question.forms.asking._slashed import slashed_pair
from warrantguard.guard.question.forms.asking._something import described_something
from warrantguard.guard.question.forms.asking._sought_kind import sought_kind
from warrantguard.guard.question.forms.asking._subtitled import bang_in_name, subtitle_problem
from warrantguard.guard.question.forms.asking._tagged import tagged_statement
from warrantguard.guard.question.forms.asking._task_compound import task_compound
from warrantguard.guard.question.forms.asking._the_two import the_two_pair
from warrantguard.guard.question.forms.asking._ticket_code import ticket_code
from warrantguard.guard.question.forms.asking._unasked import (
    bare_pair,
    fragment_pair,
    headed_pair,
    infinitive_fragment,
    settled_subject,
    weighed_for,
)
from warrantguard.guard.question.forms.asking._unmarked import (
    own_errand,
    told_which,
    undecided,
    undecided_after,
    unmarked_question,
    wh_question_at,
)
from warrantguard.guard.question.forms.asking._verbless import verbless_pair
from warrantguard.guard.question.forms.asking._vocative import vocative
from warrantguard.guard.question.forms.asking._wh_opening import asking_lead

__all__ = [
    "ENUMERATOR",
    "INSTEAD",
    "WHICH_ASKED",
    "advice",
    "asked_before",
    "asked_of_told",
    "asking_lead",
    "asks",
    "assistant_request",
    "bang_in_name",
    "bare_pair",
    "bracketed_pair",
    "called_people",
    "channel_aside",
    "compare_pair",
    "compound_or",
    "concessive",
    "coordinator",
    "described_something",
    "ends_asking",
    "enumerated_pair",
    "fetching_cues",
    "forwarded_question",
    "fragment_pair",
    "greeting",
    "headed_pair",
    "help_plea",
    "idiom_problem",
    "indifferent_whether",
    "infinitive_fragment",
    "instead_phrases",
    "instead_problem",
    "inversion_start",
    "list_item",
    "no_choice",
    "note_label_length",
    "obliged_b",
    "obliged_choice",
    "one_anaphora",
    "only_one_pair",
    "open_bound",
    "own_errand",
    "permission_question",
    "questioned_pair",
    "quoted_pair",
    "quoted_then_which",
    "read_dictated",
    "reported_choice",
    "say_which",
    "settled_subject",
    "slashed_pair",
    "sought_kind",
    "stated_policy",
    "subtitle_problem",
    "tagged_statement",
    "task_compound",
    "the_two_pair",
    "ticket_code",
    "told_which",
    "undecided",
    "undecided_after",
    "unmarked_question",
    "verbless_pair",
    "vocative",
    "wake_length",
    "wake_word",
    "weighed_for",
    "wh_question_at",
    "without_repeated_lead",
]
