"""Whether a sentence asks to choose: its question mark, or a wh-word, an inverted auxiliary, a heading or a
verbless pair typed without one; advice asked, what may be done against what must, a lead written again
after "or", and "A instead of B".

This ``__init__`` is the room's interface: the other rooms of ``asking`` and the rest of ``forms`` import
these names from here, never from its underscore modules. Of ``asking``'s other rooms it imports only
``unasked``.
"""

from __future__ import annotations

from warrantguard.guard.question.forms.asking.marks._advice import advice
from warrantguard.guard.question.forms.asking.marks._advised_alternative import advised_alternative
from warrantguard.guard.question.forms.asking.marks._advised_heading import advised_heading
from warrantguard.guard.question.forms.asking.marks._answer_is_if import answer_is_if, unknown_is_if
from warrantguard.guard.question.forms.asking.marks._answer_sought import answer_sought
from warrantguard.guard.question.forms.asking.marks._asked_if import asked_if
from warrantguard.guard.question.forms.asking.marks._asked_told_if import asked_told_if
from warrantguard.guard.question.forms.asking.marks._asking import (
    INSTEAD,
    asks,
    concessive,
    ends_asking,
    permission_question,
)
from warrantguard.guard.question.forms.asking.marks._blank import blank_filled
from warrantguard.guard.question.forms.asking.marks._compare import compare_pair, list_item, one_anaphora
from warrantguard.guard.question.forms.asking.marks._dashed_or import dashed_alternative
from warrantguard.guard.question.forms.asking.marks._debated_if import debated_if
from warrantguard.guard.question.forms.asking.marks._explained_wh import explained_wh
from warrantguard.guard.question.forms.asking.marks._explaining_if import explaining_if
from warrantguard.guard.question.forms.asking.marks._headline_pair import headline_pair
from warrantguard.guard.question.forms.asking.marks._hearer_if import hearer_if, told_hearer_if
from warrantguard.guard.question.forms.asking.marks._help_plea import help_plea
from warrantguard.guard.question.forms.asking.marks._how_to_choose import how_to_choose
from warrantguard.guard.question.forms.asking.marks._instead import instead_phrases, instead_problem
from warrantguard.guard.question.forms.asking.marks._inverted import inversion_start
from warrantguard.guard.question.forms.asking.marks._modifier_vs_pair import modifier_vs_pair
from warrantguard.guard.question.forms.asking.marks._named_question import named_question
from warrantguard.guard.question.forms.asking.marks._obliged import obliged_b, obliged_choice
from warrantguard.guard.question.forms.asking.marks._only_one import only_one_pair
from warrantguard.guard.question.forms.asking.marks._owed_if import owed_if, owed_if_marker
from warrantguard.guard.question.forms.asking.marks._pair_heading import pair_heading
from warrantguard.guard.question.forms.asking.marks._paused_or import paused_or
from warrantguard.guard.question.forms.asking.marks._permitted import permitted_choice
from warrantguard.guard.question.forms.asking.marks._prompted_pair import prompted_pair
from warrantguard.guard.question.forms.asking.marks._quoted_which import quoted_then_which
from warrantguard.guard.question.forms.asking.marks._repeated_lead import without_repeated_lead
from warrantguard.guard.question.forms.asking.marks._say_which import say_which
from warrantguard.guard.question.forms.asking.marks._stopped_pair import stopped_pair
from warrantguard.guard.question.forms.asking.marks._task_pair import task_pair
from warrantguard.guard.question.forms.asking.marks._trailed_heading import trailed_heading_pair
from warrantguard.guard.question.forms.asking.marks._unmarked import (
    own_errand,
    told_which,
    undecided,
    undecided_after,
    unmarked_question,
    wh_question_at,
)
from warrantguard.guard.question.forms.asking.marks._verbless import verbless_pair
from warrantguard.guard.question.forms.asking.marks._wh_opening import asking_lead
from warrantguard.guard.question.forms.asking.marks._when_clause import when_clause
from warrantguard.guard.question.forms.asking.marks._which_of_names import told_which_of, which_of_names
from warrantguard.guard.question.forms.asking.marks._wished_question import wished_question, wished_start

__all__ = [
    "INSTEAD",
    "advice",
    "advised_alternative",
    "advised_heading",
    "answer_is_if",
    "answer_sought",
    "asked_if",
    "asked_told_if",
    "asking_lead",
    "asks",
    "blank_filled",
    "compare_pair",
    "concessive",
    "dashed_alternative",
    "debated_if",
    "ends_asking",
    "explained_wh",
    "explaining_if",
    "headline_pair",
    "hearer_if",
    "help_plea",
    "how_to_choose",
    "instead_phrases",
    "instead_problem",
    "inversion_start",
    "list_item",
    "modifier_vs_pair",
    "named_question",
    "obliged_b",
    "obliged_choice",
    "one_anaphora",
    "only_one_pair",
    "owed_if",
    "owed_if_marker",
    "own_errand",
    "pair_heading",
    "paused_or",
    "permission_question",
    "permitted_choice",
    "prompted_pair",
    "quoted_then_which",
    "say_which",
    "stopped_pair",
    "task_pair",
    "told_hearer_if",
    "told_which",
    "told_which_of",
    "trailed_heading_pair",
    "undecided",
    "undecided_after",
    "unknown_is_if",
    "unmarked_question",
    "verbless_pair",
    "wh_question_at",
    "when_clause",
    "which_of_names",
    "wished_question",
    "wished_start",
    "without_repeated_lead",
]
