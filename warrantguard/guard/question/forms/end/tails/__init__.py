"""Phrases closing a noun option B: B's own (its price, rate, time, place, aside, addressee, field) or a
context both options share.

This ``__init__`` is the room's interface: the other rooms of ``end`` and the rest of ``forms`` import these
names from here, never from its underscore modules. Of ``end``'s other rooms it imports only ``verbs``.
"""

from __future__ import annotations

from warrantguard.guard.question.forms.end.tails._addressed import addressed
from warrantguard.guard.question.forms.end.tails._articled_place import articled_place
from warrantguard.guard.question.forms.end.tails._articled_whole import articled_whole
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
from warrantguard.guard.question.forms.end.tails._by_means import by_means
from warrantguard.guard.question.forms.end.tails._channel_places import channel_places
from warrantguard.guard.question.forms.end.tails._clause_time import frequency_against_clause, frequency_clause
from warrantguard.guard.question.forms.end.tails._closed_b import closed_b, participle_phrase
from warrantguard.guard.question.forms.end.tails._closing_aside import closing_aside
from warrantguard.guard.question.forms.end.tails._donated import donated_to
from warrantguard.guard.question.forms.end.tails._featured import featured_pair
from warrantguard.guard.question.forms.end.tails._fielded import own_field
from warrantguard.guard.question.forms.end.tails._focus_tail import focus_tail
from warrantguard.guard.question.forms.end.tails._for_name import for_name
from warrantguard.guard.question.forms.end.tails._head_rate import rated_a
from warrantguard.guard.question.forms.end.tails._lead_words import a_words
from warrantguard.guard.question.forms.end.tails._measured import measured_amounts, measured_of
from warrantguard.guard.question.forms.end.tails._modified import own_modifier
from warrantguard.guard.question.forms.end.tails._named_feature import named_feature
from warrantguard.guard.question.forms.end.tails._named_ing import named_ing
from warrantguard.guard.question.forms.end.tails._named_with import named_with
from warrantguard.guard.question.forms.end.tails._negated_repeat import negated_repeat
from warrantguard.guard.question.forms.end.tails._ordered_place import ordered_place
from warrantguard.guard.question.forms.end.tails._own_clause import before_copula, own_clause
from warrantguard.guard.question.forms.end.tails._own_phrase import mirrored_compound, same_as
from warrantguard.guard.question.forms.end.tails._own_rest import unclear_feature
from warrantguard.guard.question.forms.end.tails._own_tails import named_like_a, own_tail
from warrantguard.guard.question.forms.end.tails._particle_end import particle_end
from warrantguard.guard.question.forms.end.tails._placed_times import placed_times
from warrantguard.guard.question.forms.end.tails._possessed_in import possessed_in
from warrantguard.guard.question.forms.end.tails._priced import priced_alike, priced_purpose
from warrantguard.guard.question.forms.end.tails._rates import CURRENCY, RATE_UNITS, own_price, unrated
from warrantguard.guard.question.forms.end.tails._referring_tail import referring_tail
from warrantguard.guard.question.forms.end.tails._relative_tail import relative_tail
from warrantguard.guard.question.forms.end.tails._repeated_object import repeated_object
from warrantguard.guard.question.forms.end.tails._timed import timed_pair
from warrantguard.guard.question.forms.end.tails._venue import at_home, closing_here, held_at, own_places, place_of_both

__all__ = [
    "CURRENCY",
    "RATE_UNITS",
    "a_words",
    "addressed",
    "articled_place",
    "articled_whole",
    "aside_end",
    "at_home",
    "before_copula",
    "by_means",
    "channel_places",
    "closed_b",
    "closing_aside",
    "closing_here",
    "donated_to",
    "featured_pair",
    "focus_tail",
    "for_name",
    "frequency_against_clause",
    "frequency_clause",
    "head_feature",
    "held_at",
    "inside_aside",
    "later_of_own",
    "later_predicate",
    "measured_amounts",
    "measured_of",
    "mirrored_compound",
    "named_feature",
    "named_ing",
    "named_like_a",
    "named_with",
    "negated_repeat",
    "no_at_all",
    "ordered_place",
    "own_clause",
    "own_field",
    "own_modifier",
    "own_places",
    "own_price",
    "own_tail",
    "participle_phrase",
    "particle_end",
    "place_of_both",
    "placed_times",
    "possessed_in",
    "priced_alike",
    "priced_purpose",
    "rated_a",
    "recipient_closing",
    "referring_tail",
    "relative_tail",
    "repeated_object",
    "same_as",
    "span_start",
    "timed_pair",
    "unclear_feature",
    "unrated",
    "whole_b",
]
