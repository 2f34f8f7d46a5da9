"""Marks and run-ons closing option B: its own bracketed aside or one inside it, a "Thanks" or a question run on
after it, a capitalised name after the "or", and a preposition that is a noun after an article.

This ``__init__`` is the room's interface: the other rooms of ``tails`` and the rest of ``forms``
import these names from here, never from its underscore modules. It imports no other room of ``tails``.
"""

from __future__ import annotations

from warrantguard.guard.question.forms.end.tails.marks._according_to import according_to_b
from warrantguard.guard.question.forms.end.tails.marks._articled_preposition import articled_preposition
from warrantguard.guard.question.forms.end.tails.marks._aside_end import aside_end
from warrantguard.guard.question.forms.end.tails.marks._aside_inside import inside_aside
from warrantguard.guard.question.forms.end.tails.marks._asker_clause import asker_clause_b
from warrantguard.guard.question.forms.end.tails.marks._clause_after_name import clause_after_name_b
from warrantguard.guard.question.forms.end.tails.marks._closing_aside import closing_aside
from warrantguard.guard.question.forms.end.tails.marks._closing_thanks import closing_thanks
from warrantguard.guard.question.forms.end.tails.marks._cut_run_on import run_on_cut
from warrantguard.guard.question.forms.end.tails.marks._deadline_b import deadline_b
from warrantguard.guard.question.forms.end.tails.marks._demonstrative_time import closing_this, demonstrative_time_b
from warrantguard.guard.question.forms.end.tails.marks._infinitive_step import infinitive_step_b
from warrantguard.guard.question.forms.end.tails.marks._listed_name import listed_after_b
from warrantguard.guard.question.forms.end.tails.marks._manner_adverb import manner_adverb_b
from warrantguard.guard.question.forms.end.tails.marks._manner_clause import manner_clause_b
from warrantguard.guard.question.forms.end.tails.marks._named_ing import named_ing
from warrantguard.guard.question.forms.end.tails.marks._named_with import named_with
from warrantguard.guard.question.forms.end.tails.marks._present_time import present_time_b
from warrantguard.guard.question.forms.end.tails.marks._repeated_span import repeated_span_b
from warrantguard.guard.question.forms.end.tails.marks._someone_phrase import someone_phrase_b
from warrantguard.guard.question.forms.end.tails.marks._titled_b import titled_b
from warrantguard.guard.question.forms.end.tails.marks._twin_aside import twin_aside_b
from warrantguard.guard.question.forms.end.tails.marks._wh_run_on import wh_run_on

__all__ = [
    "according_to_b",
    "articled_preposition",
    "aside_end",
    "asker_clause_b",
    "clause_after_name_b",
    "closing_aside",
    "closing_thanks",
    "closing_this",
    "deadline_b",
    "demonstrative_time_b",
    "infinitive_step_b",
    "inside_aside",
    "listed_after_b",
    "manner_adverb_b",
    "manner_clause_b",
    "named_ing",
    "named_with",
    "present_time_b",
    "repeated_span_b",
    "run_on_cut",
    "someone_phrase_b",
    "titled_b",
    "twin_aside_b",
    "wh_run_on",
]
