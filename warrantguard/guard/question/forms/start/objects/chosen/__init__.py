"""Option A as the object of a choice verb, a verb of giving, taking or making: the verb's object, its recipient, a
purpose or a means before A, a bare subject of a note, a clause's bare object.

This ``__init__`` is the room's interface: the other rooms of ``objects`` and the rest of ``forms``
import these names from here, never from its underscore modules. Of ``objects``'s other rooms it imports
only ``unlisted``.
"""

from __future__ import annotations

from warrantguard.guard.question.forms.start.objects.chosen._adverbed_clause_verb import adverbed_clause_verb
from warrantguard.guard.question.forms.start.objects.chosen._articled_modifier import articled_modifier_a
from warrantguard.guard.question.forms.start.objects.chosen._articled_recipient import articled_recipient
from warrantguard.guard.question.forms.start.objects.chosen._as_both import as_both_a
from warrantguard.guard.question.forms.start.objects.chosen._aux_subject import aux_subject
from warrantguard.guard.question.forms.start.objects.chosen._bare_clause_object import bare_clause_object
from warrantguard.guard.question.forms.start.objects.chosen._bare_head_article import bare_head_article_a
from warrantguard.guard.question.forms.start.objects.chosen._compared_gerund import compared_gerund_a
from warrantguard.guard.question.forms.start.objects.chosen._elided_head import elided_head_a
from warrantguard.guard.question.forms.start.objects.chosen._focused import focused_object
from warrantguard.guard.question.forms.start.objects.chosen._get_passive import get_passive
from warrantguard.guard.question.forms.start.objects.chosen._given_object import given_object_problem
from warrantguard.guard.question.forms.start.objects.chosen._graded_verb import graded_verb
from warrantguard.guard.question.forms.start.objects.chosen._imperative_object import imperative_object
from warrantguard.guard.question.forms.start.objects.chosen._inner_article import inner_article_a, inner_article_problem
from warrantguard.guard.question.forms.start.objects.chosen._means_before_purpose import means_before_purpose_a
from warrantguard.guard.question.forms.start.objects.chosen._named_object import named_object_a
from warrantguard.guard.question.forms.start.objects.chosen._objects import (
    bare_core,
    compound_subject,
    left_noun_option,
    parallel_phrase,
    reported_object,
    restated_subject,
)
from warrantguard.guard.question.forms.start.objects.chosen._of_head_again import of_head_again
from warrantguard.guard.question.forms.start.objects.chosen._own_making import chosen_against_own
from warrantguard.guard.question.forms.start.objects.chosen._parallel_verb import parallel_verb
from warrantguard.guard.question.forms.start.objects.chosen._part_of_whole import part_of_whole_a
from warrantguard.guard.question.forms.start.objects.chosen._participled_head import participled_head_a
from warrantguard.guard.question.forms.start.objects.chosen._phrase_chain import chained_pair, setting_a
from warrantguard.guard.question.forms.start.objects.chosen._placed_object import placed_object_a
from warrantguard.guard.question.forms.start.objects.chosen._possessed_a import possessed_a
from warrantguard.guard.question.forms.start.objects.chosen._possessed_modifier import possessed_modifier_core
from warrantguard.guard.question.forms.start.objects.chosen._possessed_twin import possessed_twin_head
from warrantguard.guard.question.forms.start.objects.chosen._purposed_object import purposed_object
from warrantguard.guard.question.forms.start.objects.chosen._recipient import past_recipient
from warrantguard.guard.question.forms.start.objects.chosen._recipient_tail import recipient_tail_problem
from warrantguard.guard.question.forms.start.objects.chosen._taken import taken_activity

__all__ = [
    "adverbed_clause_verb",
    "articled_modifier_a",
    "articled_recipient",
    "as_both_a",
    "aux_subject",
    "bare_clause_object",
    "bare_core",
    "bare_head_article_a",
    "chained_pair",
    "chosen_against_own",
    "compared_gerund_a",
    "compound_subject",
    "elided_head_a",
    "focused_object",
    "get_passive",
    "given_object_problem",
    "graded_verb",
    "imperative_object",
    "inner_article_a",
    "inner_article_problem",
    "left_noun_option",
    "means_before_purpose_a",
    "named_object_a",
    "of_head_again",
    "parallel_phrase",
    "parallel_verb",
    "part_of_whole_a",
    "participled_head_a",
    "past_recipient",
    "placed_object_a",
    "possessed_a",
    "possessed_modifier_core",
    "possessed_twin_head",
    "purposed_object",
    "recipient_tail_problem",
    "reported_object",
    "restated_subject",
    "setting_a",
    "taken_activity",
]
