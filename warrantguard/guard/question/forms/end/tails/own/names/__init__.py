"""B's own words running on past a cut: a name or title cut inside ("Ticket | to Ride", "Bought | By Many"), a
compound ("side | by side", "hiking | boots"), a maker ("Cloud | by Ariana Grande"), a quotation B opens, B
repeating A's words.

This ``__init__`` is the room's interface: ``own`` and its other rooms import these names from here.
It imports no other room of ``own``.
"""

from __future__ import annotations

from warrantguard.guard.question.forms.end.tails.own.names._activity_compound import activity_compound, activity_object
from warrantguard.guard.question.forms.end.tails.own.names._b_cut_inside import (
    named_run_b,
    per_unit_b,
    progressive_predicate_b,
)
from warrantguard.guard.question.forms.end.tails.own.names._example_name_b import example_name_b
from warrantguard.guard.question.forms.end.tails.own.names._maker_b import maker_b
from warrantguard.guard.question.forms.end.tails.own.names._named_progressive import named_progressive_b
from warrantguard.guard.question.forms.end.tails.own.names._named_source import named_source_doubt
from warrantguard.guard.question.forms.end.tails.own.names._named_way_b import named_way_b
from warrantguard.guard.question.forms.end.tails.own.names._negated_repeat import negated_repeat
from warrantguard.guard.question.forms.end.tails.own.names._open_quote_b import open_quote_b
from warrantguard.guard.question.forms.end.tails.own.names._phrase_titled import phrase_titled_b
from warrantguard.guard.question.forms.end.tails.own.names._repeated_name_b import repeated_name_b
from warrantguard.guard.question.forms.end.tails.own.names._sourced_name_run import sourced_name_run_b
from warrantguard.guard.question.forms.end.tails.own.names._the_named_for import the_named_for
from warrantguard.guard.question.forms.end.tails.own.names._tiered_for_name import tiered_for_name
from warrantguard.guard.question.forms.end.tails.own.names._titled_run_b import titled_run_b
from warrantguard.guard.question.forms.end.tails.own.names._titled_to import titled_to
from warrantguard.guard.question.forms.end.tails.own.names._twin_word_b import twin_word_b
from warrantguard.guard.question.forms.end.tails.own.names._verb_titled import verb_titled

__all__ = [
    "activity_compound",
    "activity_object",
    "example_name_b",
    "maker_b",
    "named_progressive_b",
    "named_run_b",
    "named_source_doubt",
    "named_way_b",
    "negated_repeat",
    "open_quote_b",
    "per_unit_b",
    "phrase_titled_b",
    "progressive_predicate_b",
    "repeated_name_b",
    "sourced_name_run_b",
    "the_named_for",
    "tiered_for_name",
    "titled_run_b",
    "titled_to",
    "twin_word_b",
    "verb_titled",
]
