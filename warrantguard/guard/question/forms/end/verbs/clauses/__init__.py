"""Clauses after a verb-phrase B: the asker's own clause run on after it, a second question, a clause of place or time
as an option, B as the simpler course ("just …"), and a tail B lost where it was cut too soon (a causative's
infinitive, a time after two verbs in sequence).

This ``__init__`` is the room's interface: the other rooms of ``verbs`` and the rest of ``forms`` import these
names from here, never from its underscore modules. It imports no other room of ``verbs``.
"""

from __future__ import annotations

from warrantguard.guard.question.forms.end.verbs.clauses._adverbed_relative import adverbed_relative
from warrantguard.guard.question.forms.end.verbs.clauses._causative_b import causative_tail
from warrantguard.guard.question.forms.end.verbs.clauses._continued_for import continued_for, continued_tail
from warrantguard.guard.question.forms.end.verbs.clauses._done_that import done_that
from warrantguard.guard.question.forms.end.verbs.clauses._hoped_clause import hoped_clause
from warrantguard.guard.question.forms.end.verbs.clauses._just_b import just_b
from warrantguard.guard.question.forms.end.verbs.clauses._led_time_b import led_time_b
from warrantguard.guard.question.forms.end.verbs.clauses._mirrored_run_on import mirrored_run_on
from warrantguard.guard.question.forms.end.verbs.clauses._next_clause import ASIDES, next_clause
from warrantguard.guard.question.forms.end.verbs.clauses._ordered_verbs import ordered_verbs
from warrantguard.guard.question.forms.end.verbs.clauses._run_on import run_on_b
from warrantguard.guard.question.forms.end.verbs.clauses._sequenced_b import sequenced_tail
from warrantguard.guard.question.forms.end.verbs.clauses._sufficing import if_sufficing_b, sufficing_b
from warrantguard.guard.question.forms.end.verbs.clauses._timed_verbs import timed_verbs
from warrantguard.guard.question.forms.end.verbs.clauses._told_clause import told_clause
from warrantguard.guard.question.forms.end.verbs.clauses._twin_modal import twin_modal_b
from warrantguard.guard.question.forms.end.verbs.clauses._verb_b_tail import verb_b_tail
from warrantguard.guard.question.forms.end.verbs.clauses._wh_clause import wh_clause_option

__all__ = [
    "ASIDES",
    "adverbed_relative",
    "causative_tail",
    "continued_for",
    "continued_tail",
    "done_that",
    "hoped_clause",
    "if_sufficing_b",
    "just_b",
    "led_time_b",
    "mirrored_run_on",
    "next_clause",
    "ordered_verbs",
    "run_on_b",
    "sequenced_tail",
    "sufficing_b",
    "timed_verbs",
    "told_clause",
    "twin_modal_b",
    "verb_b_tail",
    "wh_clause_option",
]
