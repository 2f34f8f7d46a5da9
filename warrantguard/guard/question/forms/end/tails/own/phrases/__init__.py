"""Prepositional phrases after B that are B's own: its field ("a master's | in data science"), its fitting ("each LED
| with its own resistor"), what it runs on, a locative's or likeness's own preposition, a phrase told B's by A's
own.

This ``__init__`` is the room's interface: ``own`` and its other rooms import these names from here.
Of ``own``'s other rooms it imports ``settings`` only.
"""

from __future__ import annotations

from warrantguard.guard.question.forms.end.tails.own.phrases._after_own_phrase import after_own_phrase
from warrantguard.guard.question.forms.end.tails.own.phrases._articled_fitting import articled_fitting_b
from warrantguard.guard.question.forms.end.tails.own.phrases._articled_host import articled_host_b
from warrantguard.guard.question.forms.end.tails.own.phrases._articled_places import articled_places_b
from warrantguard.guard.question.forms.end.tails.own.phrases._b_own_phrase import (
    head_feature,
    later_of_own,
    later_predicate,
    recipient_closing,
    span_start,
)
from warrantguard.guard.question.forms.end.tails.own.phrases._bare_complement import bare_complement_doubt
from warrantguard.guard.question.forms.end.tails.own.phrases._bare_fitting import bare_fitting_problem
from warrantguard.guard.question.forms.end.tails.own.phrases._coded_against_fitted import coded_against_fitted_b
from warrantguard.guard.question.forms.end.tails.own.phrases._featured_fitting import featured_fitting_b
from warrantguard.guard.question.forms.end.tails.own.phrases._fielded import own_field
from warrantguard.guard.question.forms.end.tails.own.phrases._gerund_goal import gerund_goal_b
from warrantguard.guard.question.forms.end.tails.own.phrases._gerund_means import gerund_means_b
from warrantguard.guard.question.forms.end.tails.own.phrases._joined_fitting import joined_fitting_b
from warrantguard.guard.question.forms.end.tails.own.phrases._just_first import just_first_b
from warrantguard.guard.question.forms.end.tails.own.phrases._lead_with_feature import lead_with_feature_b
from warrantguard.guard.question.forms.end.tails.own.phrases._located_feature import located_feature
from warrantguard.guard.question.forms.end.tails.own.phrases._named_against_fitted import named_against_fitted_b
from warrantguard.guard.question.forms.end.tails.own.phrases._once_participle import (
    once_participle,
    relative_participle_b,
)
from warrantguard.guard.question.forms.end.tails.own.phrases._own_phrase import mirrored_compound, same_as
from warrantguard.guard.question.forms.end.tails.own.phrases._own_tails import named_like_a, own_tail
from warrantguard.guard.question.forms.end.tails.own.phrases._owned_fitting import own_fitting_b
from warrantguard.guard.question.forms.end.tails.own.phrases._placed_with import placed_with_b
from warrantguard.guard.question.forms.end.tails.own.phrases._pointed_one_tail import pointed_one_tail
from warrantguard.guard.question.forms.end.tails.own.phrases._related_to import related_to
from warrantguard.guard.question.forms.end.tails.own.phrases._repeated_lead import repeated_lead_doubt
from warrantguard.guard.question.forms.end.tails.own.phrases._second_phrase import second_phrase_b
from warrantguard.guard.question.forms.end.tails.own.phrases._theed_fitting import theed_fitting_b
from warrantguard.guard.question.forms.end.tails.own.phrases._timed_phrase import timed_second_phrase
from warrantguard.guard.question.forms.end.tails.own.phrases._twin_head_phrase_b import twin_head_phrase_b
from warrantguard.guard.question.forms.end.tails.own.phrases._twin_prep_phrase_b import twin_prep_phrase_b
from warrantguard.guard.question.forms.end.tails.own.phrases._verb_own_phrase import (
    aimed_b,
    means_against_means_b,
    waited_for_b,
)
from warrantguard.guard.question.forms.end.tails.own.phrases._with_before_for import with_before_for_b

__all__ = [
    "after_own_phrase",
    "aimed_b",
    "articled_fitting_b",
    "articled_host_b",
    "articled_places_b",
    "bare_complement_doubt",
    "bare_fitting_problem",
    "coded_against_fitted_b",
    "featured_fitting_b",
    "gerund_goal_b",
    "gerund_means_b",
    "head_feature",
    "joined_fitting_b",
    "just_first_b",
    "later_of_own",
    "later_predicate",
    "lead_with_feature_b",
    "located_feature",
    "means_against_means_b",
    "mirrored_compound",
    "named_against_fitted_b",
    "named_like_a",
    "once_participle",
    "own_field",
    "own_fitting_b",
    "own_tail",
    "placed_with_b",
    "pointed_one_tail",
    "recipient_closing",
    "related_to",
    "relative_participle_b",
    "repeated_lead_doubt",
    "same_as",
    "second_phrase_b",
    "span_start",
    "theed_fitting_b",
    "timed_second_phrase",
    "twin_head_phrase_b",
    "twin_prep_phrase_b",
    "waited_for_b",
    "with_before_for_b",
]
