"""A kind against a sub-kind, a name or a head: a kind with a word of degree against the bare kind, a modified kind
before a head written once, a lower-case kind against a name ending with it, a bare word against a modifier and its
noun, a plural head and "of", an ordinal day of a month, an apposition's host, quote marks on one side only.

This ``__init__`` is the room's interface: the other rooms of ``unequal`` and the rest of ``forms`` import these
names from here, never from its underscore modules. It imports no other room of ``unequal``.
"""

from __future__ import annotations

from warrantguard.guard.question.forms.end.unequal.kinds._apposed_host import apposed_host_problem
from warrantguard.guard.question.forms.end.unequal.kinds._bare_kind import bare_kind
from warrantguard.guard.question.forms.end.unequal.kinds._bare_prep_head import bare_prep_head
from warrantguard.guard.question.forms.end.unequal.kinds._head_of_problem import head_of_problem
from warrantguard.guard.question.forms.end.unequal.kinds._named_kind import named_kind
from warrantguard.guard.question.forms.end.unequal.kinds._ordinal_date import dated_of
from warrantguard.guard.question.forms.end.unequal.kinds._quoted_side import stray_quotes
from warrantguard.guard.question.forms.end.unequal.kinds._sub_kind_head import sub_kind_head

__all__ = [
    "apposed_host_problem",
    "bare_kind",
    "bare_prep_head",
    "dated_of",
    "head_of_problem",
    "named_kind",
    "stray_quotes",
    "sub_kind_head",
]
