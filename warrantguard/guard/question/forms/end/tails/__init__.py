"""Phrases closing a noun option B: B's own (its price, rate, time, place, aside, addressee, field) or a
context both options share.

This ``__init__`` is the room's interface: the other rooms of ``end`` and the rest of ``forms`` import these
names from here, never from its underscore modules. Of ``end``'s other rooms it imports only ``verbs``.
"""

from __future__ import annotations

from warrantguard.guard.question.forms.end.tails._activity_compound import activity_compound, activity_object
from warrantguard.guard.question.forms.end.tails._after_own_phrase import after_own_phrase
from warrantguard.guard.question.forms.end.tails._articled_preposition import articled_preposition
from warrantguard.guard.question.forms.end.tails._aside_end import aside_end
from warrantguard.guard.question.forms.end.tails._aside_inside import inside_aside
from warrantguard.guard.question.forms.end.tails._at_all import no_at_all
from warrantguard.guard.question.forms.end.tails._b_own_phrase import (
    head_feature,
    later_of_own,
    later_predicate,
    recipient_closing,
    span_start,
)
from warrantguard.guard.question.forms.end.tails._b_rest import whole_b
from warrantguard.guard.question.forms.end.tails._but_qualified import but_qualified
from warrantguard.guard.question.forms.end.tails._by_means import by_means
from warrantguard.guard.question.forms.end.tails._closed_b import closed_b, participle_phrase
from warrantguard.guard.question.forms.end.tails._closing_aside import closing_aside
from warrantguard.guard.question.forms.end.tails._closing_thanks import closing_thanks
from warrantguard.guard.question.forms.end.tails._featured import featured_pair
from warrantguard.guard.question.forms.end.tails._fielded import own_field
from warrantguard.guard.question.forms.end.tails._focus_tail import focus_tail
from warrantguard.guard.question.forms.end.tails._for_name import for_name
from warrantguard.guard.question.forms.end.tails._lead_words import a_words, common_prefix
from warrantguard.guard.question.forms.end.tails._modified import own_modifier
from warrantguard.guard.question.forms.end.tails._named_feature import named_feature
from warrantguard.guard.question.forms.end.tails._named_ing import named_ing
from warrantguard.guard.question.forms.end.tails._named_with import named_with
from warrantguard.guard.question.forms.end.tails._negated_repeat import negated_repeat
from warrantguard.guard.question.forms.end.tails._own_clause import before_copula, own_clause
from warrantguard.guard.question.forms.end.tails._own_phrase import mirrored_compound, same_as
from warrantguard.guard.question.forms.end.tails._own_rest import unclear_feature
from warrantguard.guard.question.forms.end.tails._own_tails import named_like_a, own_tail
from warrantguard.guard.question.forms.end.tails._participle_complement import participle_complement
from warrantguard.guard.question.forms.end.tails._particle_end import particle_end
from warrantguard.guard.question.forms.end.tails._referring_tail import referring_tail
from warrantguard.guard.question.forms.end.tails._relative_tail import relative_tail
from warrantguard.guard.question.forms.end.tails._repeated_head_phrase import repeated_head_phrase
from warrantguard.guard.question.forms.end.tails._repeated_object import repeated_object
from warrantguard.guard.question.forms.end.tails._repeated_verb_limit import repeated_verb_limit
from warrantguard.guard.question.forms.end.tails._timed_twin_rest import timed_twin_rest
from warrantguard.guard.question.forms.end.tails._titled_to import titled_to
from warrantguard.guard.question.forms.end.tails._verb_before_comparative import (
    frequency_end,
    said_after_b,
    verb_before_comparative,
)
from warrantguard.guard.question.forms.end.tails._wh_run_on import wh_run_on

__all__ = [
    "a_words",
    "activity_compound",
    "activity_object",
    "after_own_phrase",
    "articled_preposition",
    "aside_end",
    "before_copula",
    "but_qualified",
    "by_means",
    "closed_b",
    "closing_aside",
    "closing_thanks",
    "common_prefix",
    "featured_pair",
    "focus_tail",
    "for_name",
    "frequency_end",
    "head_feature",
    "inside_aside",
    "later_of_own",
    "later_predicate",
    "mirrored_compound",
    "named_feature",
    "named_ing",
    "named_like_a",
    "named_with",
    "negated_repeat",
    "no_at_all",
    "own_clause",
    "own_field",
    "own_modifier",
    "own_tail",
    "participle_complement",
    "participle_phrase",
    "particle_end",
    "recipient_closing",
    "referring_tail",
    "relative_tail",
    "repeated_head_phrase",
    "repeated_object",
    "repeated_verb_limit",
    "said_after_b",
    "same_as",
    "span_start",
    "timed_twin_rest",
    "titled_to",
    "unclear_feature",
    "verb_before_comparative",
    "wh_run_on",
    "whole_b",
]
