"""B's own times, settings, manner and clauses closing the sentence: a time against A's own time, a phase, a
setting, "at all", a participle, a verb's manner, a "who" clause, a span of B's own; and ``closing_rest``, the
words closing the sentence after B, which ``phrases`` reads too.

This ``__init__`` is the room's interface: ``own`` and its other rooms import these names from here.
It imports no other room of ``own``.
"""

from __future__ import annotations

from warrantguard.guard.question.forms.end.tails.own.settings._at_all import no_at_all
from warrantguard.guard.question.forms.end.tails.own.settings._b_own_closing_phrase import (
    aside_against_place_b,
    closing_rest,
    hired_task_b,
    later_of_own_clause_b,
    standard_after_participle_b,
    timed_against_own_time_b,
)
from warrantguard.guard.question.forms.end.tails.own.settings._b_own_span import (
    feature_against_own_phrase_b,
    span_against_rate_b,
    span_of_infinitive_b,
)
from warrantguard.guard.question.forms.end.tails.own.settings._bound_complement import bound_complement_b
from warrantguard.guard.question.forms.end.tails.own.settings._catenative import catenative_b
from warrantguard.guard.question.forms.end.tails.own.settings._frequency_of_verb import frequency_of_verb_b
from warrantguard.guard.question.forms.end.tails.own.settings._it_time import it_time_b
from warrantguard.guard.question.forms.end.tails.own.settings._later_infinitive import later_infinitive_b
from warrantguard.guard.question.forms.end.tails.own.settings._made_to_order import made_to_order_b
from warrantguard.guard.question.forms.end.tails.own.settings._opposed_time import opposed_time_b
from warrantguard.guard.question.forms.end.tails.own.settings._own_setting_tail import (
    attributive_comparative_b,
    past_relative_b,
    set_duration_b,
    titled_name_b,
)
from warrantguard.guard.question.forms.end.tails.own.settings._participle_tail import participle_tail_b
from warrantguard.guard.question.forms.end.tails.own.settings._phased import phased_tail
from warrantguard.guard.question.forms.end.tails.own.settings._plural_verb import plural_verb
from warrantguard.guard.question.forms.end.tails.own.settings._pointed_time import pointed_time_b
from warrantguard.guard.question.forms.end.tails.own.settings._priced_rest import priced_rest_b
from warrantguard.guard.question.forms.end.tails.own.settings._span_against_now import span_against_now_b
from warrantguard.guard.question.forms.end.tails.own.settings._time_against_time import time_against_time_b
from warrantguard.guard.question.forms.end.tails.own.settings._verb_manner_b import verb_manner_b
from warrantguard.guard.question.forms.end.tails.own.settings._verb_place import verb_place_b
from warrantguard.guard.question.forms.end.tails.own.settings._who_tail import who_tail

__all__ = [
    "aside_against_place_b",
    "attributive_comparative_b",
    "bound_complement_b",
    "catenative_b",
    "closing_rest",
    "feature_against_own_phrase_b",
    "frequency_of_verb_b",
    "hired_task_b",
    "it_time_b",
    "later_infinitive_b",
    "later_of_own_clause_b",
    "made_to_order_b",
    "no_at_all",
    "opposed_time_b",
    "participle_tail_b",
    "past_relative_b",
    "phased_tail",
    "plural_verb",
    "pointed_time_b",
    "priced_rest_b",
    "set_duration_b",
    "span_against_now_b",
    "span_against_rate_b",
    "span_of_infinitive_b",
    "standard_after_participle_b",
    "time_against_time_b",
    "timed_against_own_time_b",
    "titled_name_b",
    "verb_manner_b",
    "verb_place_b",
    "who_tail",
]
