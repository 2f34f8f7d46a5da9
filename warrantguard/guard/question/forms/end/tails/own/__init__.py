"""Phrases after option B that can only be B's own, so no cut word ends B there: its field, its terms, its phase, a
locative's preposition, a title, "at all", a negated repeat, an activity compound.

This ``__init__`` is the room's interface: the other rooms of ``tails`` and the rest of ``forms``
import these names from here, never from its underscore modules. It imports no other room of ``tails``.
"""

from __future__ import annotations

from warrantguard.guard.question.forms.end.tails.own._activity_compound import activity_compound, activity_object
from warrantguard.guard.question.forms.end.tails.own._after_own_phrase import after_own_phrase
from warrantguard.guard.question.forms.end.tails.own._articled_fitting import articled_fitting_b
from warrantguard.guard.question.forms.end.tails.own._articled_host import articled_host_b
from warrantguard.guard.question.forms.end.tails.own._at_all import no_at_all
from warrantguard.guard.question.forms.end.tails.own._b_cut_inside import (
    named_run_b,
    per_unit_b,
    progressive_predicate_b,
)
from warrantguard.guard.question.forms.end.tails.own._b_own_closing_phrase import (
    aside_against_place_b,
    hired_task_b,
    later_of_own_clause_b,
    standard_after_participle_b,
    timed_against_own_time_b,
)
from warrantguard.guard.question.forms.end.tails.own._b_own_phrase import (
    head_feature,
    later_of_own,
    later_predicate,
    recipient_closing,
    span_start,
)
from warrantguard.guard.question.forms.end.tails.own._b_own_span import (
    feature_against_own_phrase_b,
    span_against_rate_b,
    span_of_infinitive_b,
)
from warrantguard.guard.question.forms.end.tails.own._fielded import own_field
from warrantguard.guard.question.forms.end.tails.own._gerund_means import gerund_means_b
from warrantguard.guard.question.forms.end.tails.own._it_time import it_time_b
from warrantguard.guard.question.forms.end.tails.own._later_infinitive import later_infinitive_b
from warrantguard.guard.question.forms.end.tails.own._lead_with_feature import lead_with_feature_b
from warrantguard.guard.question.forms.end.tails.own._maker_b import maker_b
from warrantguard.guard.question.forms.end.tails.own._named_progressive import named_progressive_b
from warrantguard.guard.question.forms.end.tails.own._named_way_b import named_way_b
from warrantguard.guard.question.forms.end.tails.own._negated_repeat import negated_repeat
from warrantguard.guard.question.forms.end.tails.own._open_quote_b import open_quote_b
from warrantguard.guard.question.forms.end.tails.own._own_phrase import mirrored_compound, same_as
from warrantguard.guard.question.forms.end.tails.own._own_setting_tail import (
    attributive_comparative_b,
    past_relative_b,
    set_duration_b,
    titled_name_b,
)
from warrantguard.guard.question.forms.end.tails.own._own_tails import named_like_a, own_tail
from warrantguard.guard.question.forms.end.tails.own._owned_fitting import own_fitting_b
from warrantguard.guard.question.forms.end.tails.own._participle_tail import participle_tail_b
from warrantguard.guard.question.forms.end.tails.own._phrase_titled import phrase_titled_b
from warrantguard.guard.question.forms.end.tails.own._pointed_one_tail import pointed_one_tail
from warrantguard.guard.question.forms.end.tails.own._pointed_time import pointed_time_b
from warrantguard.guard.question.forms.end.tails.own._related_to import related_to
from warrantguard.guard.question.forms.end.tails.own._repeated_name_b import repeated_name_b
from warrantguard.guard.question.forms.end.tails.own._second_phrase import second_phrase_b
from warrantguard.guard.question.forms.end.tails.own._titled_run_b import titled_run_b
from warrantguard.guard.question.forms.end.tails.own._titled_to import titled_to
from warrantguard.guard.question.forms.end.tails.own._twin_head_phrase_b import twin_head_phrase_b
from warrantguard.guard.question.forms.end.tails.own._twin_prep_phrase_b import twin_prep_phrase_b
from warrantguard.guard.question.forms.end.tails.own._twin_word_b import twin_word_b
from warrantguard.guard.question.forms.end.tails.own._verb_manner_b import verb_manner_b
from warrantguard.guard.question.forms.end.tails.own._verb_titled import verb_titled
from warrantguard.guard.question.forms.end.tails.own._who_tail import who_tail

__all__ = [
    "activity_compound",
    "activity_object",
    "after_own_phrase",
    "articled_fitting_b",
    "articled_host_b",
    "aside_against_place_b",
    "attributive_comparative_b",
    "feature_against_own_phrase_b",
    "gerund_means_b",
    "head_feature",
    "hired_task_b",
    "it_time_b",
    "later_infinitive_b",
    "later_of_own",
    "later_of_own_clause_b",
    "later_predicate",
    "lead_with_feature_b",
    "maker_b",
    "mirrored_compound",
    "named_like_a",
    "named_progressive_b",
    "named_run_b",
    "named_way_b",
    "negated_repeat",
    "no_at_all",
    "open_quote_b",
    "own_field",
    "own_fitting_b",
    "own_tail",
    "participle_tail_b",
    "past_relative_b",
    "per_unit_b",
    "phrase_titled_b",
    "pointed_one_tail",
    "pointed_time_b",
    "progressive_predicate_b",
    "recipient_closing",
    "related_to",
    "repeated_name_b",
    "same_as",
    "second_phrase_b",
    "set_duration_b",
    "span_against_rate_b",
    "span_of_infinitive_b",
    "span_start",
    "standard_after_participle_b",
    "timed_against_own_time_b",
    "titled_name_b",
    "titled_run_b",
    "titled_to",
    "twin_head_phrase_b",
    "twin_prep_phrase_b",
    "twin_word_b",
    "verb_manner_b",
    "verb_titled",
    "who_tail",
]
