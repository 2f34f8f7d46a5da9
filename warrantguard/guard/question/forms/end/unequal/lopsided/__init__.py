"""Pairs where one side holds what the other lacks (``_one_sided``), repaired or refused after the options are found,
and pairs whose sides are of unequal form (``_unequal``), with the forms they ask in turn: lists of three written
without commas, a price waited for, a person let act, a frequency against "every …", a state after "to", a phrase
against two phrases. The B's led by an adverb they ask about are ``led``'s.

This ``__init__`` is the room's interface: the other rooms of ``unequal`` and the rest of ``forms`` import these
names from here, never from its underscore modules. Of ``unequal``'s other rooms it imports only ``led``, through
its interface.
"""

from __future__ import annotations

from warrantguard.guard.question.forms.end.unequal.lopsided._caused_b import caused_against_whole
from warrantguard.guard.question.forms.end.unequal.lopsided._every_against import clause_frequency_pair
from warrantguard.guard.question.forms.end.unequal.lopsided._one_sided import one_sided
from warrantguard.guard.question.forms.end.unequal.lopsided._unequal import aux_predicate, unequal_problem

__all__ = [
    "aux_predicate",
    "caused_against_whole",
    "clause_frequency_pair",
    "one_sided",
    "unequal_problem",
]
