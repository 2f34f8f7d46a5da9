"""Pairs whose two sides are of unequal form: repaired where the form tells how, otherwise refused (one-sided
phrases, an adverb against a phrase, a kind against a sub-kind, quote marks on one side).

This ``__init__`` is the room's interface: the other rooms of ``end`` and the rest of ``forms`` import these
names from here, never from its underscore modules. Of ``end``'s other rooms it imports only ``verbs``.
"""

from __future__ import annotations

from warrantguard.guard.question.forms.end.unequal._adverb_against import adverb_against
from warrantguard.guard.question.forms.end.unequal._adverbed_to import adverbed_to_place
from warrantguard.guard.question.forms.end.unequal._apposed_host import apposed_host_problem
from warrantguard.guard.question.forms.end.unequal._bare_kind import bare_kind
from warrantguard.guard.question.forms.end.unequal._bare_prep_head import bare_prep_head
from warrantguard.guard.question.forms.end.unequal._caused_b import caused_against_whole
from warrantguard.guard.question.forms.end.unequal._companion import companion_problem
from warrantguard.guard.question.forms.end.unequal._cut_short import (
    as_role_to_b,
    cut_relative_b,
    place_against_adverb_b,
)
from warrantguard.guard.question.forms.end.unequal._direct_against_prep import direct_against_prep
from warrantguard.guard.question.forms.end.unequal._every_against import clause_frequency_pair
from warrantguard.guard.question.forms.end.unequal._first_against import first_against
from warrantguard.guard.question.forms.end.unequal._gone_activity import gone_activity, gone_place
from warrantguard.guard.question.forms.end.unequal._head_of_problem import head_of_problem
from warrantguard.guard.question.forms.end.unequal._manner_closed import manner_closed_problem
from warrantguard.guard.question.forms.end.unequal._named_kind import named_kind
from warrantguard.guard.question.forms.end.unequal._noun_like_verb_b import noun_like_verb_b_problem
from warrantguard.guard.question.forms.end.unequal._noun_participle_a import noun_participle_a_problem
from warrantguard.guard.question.forms.end.unequal._one_sided import one_sided
from warrantguard.guard.question.forms.end.unequal._ordinal_date import dated_of
from warrantguard.guard.question.forms.end.unequal._own_adverb_cut import own_adverb_cut_problem
from warrantguard.guard.question.forms.end.unequal._phrase_before_purpose import phrase_before_purpose_problem
from warrantguard.guard.question.forms.end.unequal._placed_name_problem import placed_name_problem
from warrantguard.guard.question.forms.end.unequal._prep_against_adverb import prep_against_adverb
from warrantguard.guard.question.forms.end.unequal._quoted_side import stray_quotes
from warrantguard.guard.question.forms.end.unequal._set_against import near_to, opposed_phrase
from warrantguard.guard.question.forms.end.unequal._sub_kind_head import sub_kind_head
from warrantguard.guard.question.forms.end.unequal._to_amounts import to_amounts
from warrantguard.guard.question.forms.end.unequal._unequal import aux_predicate, unequal_problem
from warrantguard.guard.question.forms.end.unequal._verb_led_b import verb_led_b_problem
from warrantguard.guard.question.forms.end.unequal._verb_like_b import verb_like_b_problem
from warrantguard.guard.question.forms.end.unequal._with_without import with_against_without

__all__ = [
    "adverb_against",
    "adverbed_to_place",
    "apposed_host_problem",
    "as_role_to_b",
    "aux_predicate",
    "bare_kind",
    "bare_prep_head",
    "caused_against_whole",
    "clause_frequency_pair",
    "companion_problem",
    "cut_relative_b",
    "dated_of",
    "direct_against_prep",
    "first_against",
    "gone_activity",
    "gone_place",
    "head_of_problem",
    "manner_closed_problem",
    "named_kind",
    "near_to",
    "noun_like_verb_b_problem",
    "noun_participle_a_problem",
    "one_sided",
    "opposed_phrase",
    "own_adverb_cut_problem",
    "phrase_before_purpose_problem",
    "place_against_adverb_b",
    "placed_name_problem",
    "prep_against_adverb",
    "stray_quotes",
    "sub_kind_head",
    "to_amounts",
    "unequal_problem",
    "verb_led_b_problem",
    "verb_like_b_problem",
    "with_against_without",
]
