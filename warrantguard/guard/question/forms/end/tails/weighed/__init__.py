"""Phrases closing option B weighed against option A's words: A's lead words, a modifier or feature A answers, B as
A's head with its own phrase, two means after one "by", a particle of the lead's verb, a shared predicate's verb
after B.

This ``__init__`` is the room's interface: the other rooms of ``tails`` and the rest of ``forms``
import these names from here, never from its underscore modules. It imports no other room of ``tails``.
"""

from __future__ import annotations

from warrantguard.guard.question.forms.end.tails.weighed._adverbial_predicate import adverbial_predicate_b
from warrantguard.guard.question.forms.end.tails.weighed._but_qualified import but_qualified
from warrantguard.guard.question.forms.end.tails.weighed._by_means import by_means
from warrantguard.guard.question.forms.end.tails.weighed._closed_b import closed_b, participle_phrase
from warrantguard.guard.question.forms.end.tails.weighed._compared_feature import compared_feature_b
from warrantguard.guard.question.forms.end.tails.weighed._compound_modifier import ed_compound, ed_compound_b
from warrantguard.guard.question.forms.end.tails.weighed._featured import featured_pair
from warrantguard.guard.question.forms.end.tails.weighed._for_name import for_name
from warrantguard.guard.question.forms.end.tails.weighed._head_closed import head_closed_b
from warrantguard.guard.question.forms.end.tails.weighed._infinitive_object_tail import infinitive_object_tail_b
from warrantguard.guard.question.forms.end.tails.weighed._joined_step import joined_step_b
from warrantguard.guard.question.forms.end.tails.weighed._lead_words import a_words, common_prefix
from warrantguard.guard.question.forms.end.tails.weighed._modified import own_modifier
from warrantguard.guard.question.forms.end.tails.weighed._named_context import named_context
from warrantguard.guard.question.forms.end.tails.weighed._named_feature import named_feature
from warrantguard.guard.question.forms.end.tails.weighed._only_closed import only_closed_b
from warrantguard.guard.question.forms.end.tails.weighed._ordered_infinitive import ordered_infinitive_b
from warrantguard.guard.question.forms.end.tails.weighed._particle_end import particle_end
from warrantguard.guard.question.forms.end.tails.weighed._phrased_verb_b import phrased_verb_b
from warrantguard.guard.question.forms.end.tails.weighed._possessed_context import possessed_context
from warrantguard.guard.question.forms.end.tails.weighed._repeated_head_phrase import repeated_head_phrase
from warrantguard.guard.question.forms.end.tails.weighed._sourced_b import sourced_b
from warrantguard.guard.question.forms.end.tails.weighed._split_frequency import split_frequency
from warrantguard.guard.question.forms.end.tails.weighed._twin_verb_order import twin_verb_order_b
from warrantguard.guard.question.forms.end.tails.weighed._used_for import used_for_b
from warrantguard.guard.question.forms.end.tails.weighed._verb_before_comparative import (
    frequency_end,
    said_after_b,
    verb_before_comparative,
)

__all__ = [
    "a_words",
    "adverbial_predicate_b",
    "but_qualified",
    "by_means",
    "closed_b",
    "common_prefix",
    "compared_feature_b",
    "ed_compound",
    "ed_compound_b",
    "featured_pair",
    "for_name",
    "frequency_end",
    "head_closed_b",
    "infinitive_object_tail_b",
    "joined_step_b",
    "named_context",
    "named_feature",
    "only_closed_b",
    "ordered_infinitive_b",
    "own_modifier",
    "participle_phrase",
    "particle_end",
    "phrased_verb_b",
    "possessed_context",
    "repeated_head_phrase",
    "said_after_b",
    "sourced_b",
    "split_frequency",
    "twin_verb_order_b",
    "used_for_b",
    "verb_before_comparative",
]
