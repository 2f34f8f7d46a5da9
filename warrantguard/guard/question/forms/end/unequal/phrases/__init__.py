"""A phrase against an adverb or a phrase of another shape, both adverbials or complements of one verb: an adverb
against a preposition phrase, a preposition phrase against a manner adverb, "with" against "without", "first" on one
side, a preposition opposite to A's, two "to" phrases of figures, a gerund of activity after "go" against a place,
company against a means, company against going alone.

This ``__init__`` is the room's interface: the other rooms of ``unequal`` and the rest of ``forms`` import these
names from here, never from its underscore modules. It imports no other room of ``unequal``.
"""

from __future__ import annotations

from warrantguard.guard.question.forms.end.unequal.phrases._adverb_against import adverb_against
from warrantguard.guard.question.forms.end.unequal.phrases._alone_against import company_against_alone_a
from warrantguard.guard.question.forms.end.unequal.phrases._companion import companion_problem
from warrantguard.guard.question.forms.end.unequal.phrases._first_against import first_against
from warrantguard.guard.question.forms.end.unequal.phrases._frequency_closed import frequency_closed_phrase
from warrantguard.guard.question.forms.end.unequal.phrases._gerund_against_place import gerund_against_place
from warrantguard.guard.question.forms.end.unequal.phrases._gone_activity import gone_activity, gone_place
from warrantguard.guard.question.forms.end.unequal.phrases._outside_noun import outside_noun
from warrantguard.guard.question.forms.end.unequal.phrases._prep_against_adverb import prep_against_adverb
from warrantguard.guard.question.forms.end.unequal.phrases._set_against import near_to, opposed_phrase
from warrantguard.guard.question.forms.end.unequal.phrases._to_amounts import to_amounts
from warrantguard.guard.question.forms.end.unequal.phrases._with_without import with_against_without

__all__ = [
    "adverb_against",
    "companion_problem",
    "company_against_alone_a",
    "first_against",
    "frequency_closed_phrase",
    "gerund_against_place",
    "gone_activity",
    "gone_place",
    "near_to",
    "opposed_phrase",
    "outside_noun",
    "prep_against_adverb",
    "to_amounts",
    "with_against_without",
]
