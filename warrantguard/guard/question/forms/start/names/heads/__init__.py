"""Where option A starts at its own article, head or colour: a thing and its rate, a name after a preposition against
an articled B, a name's place, a date after a shared preposition, a colour and its modifiers against a shade.

This ``__init__`` is the room's interface: the other rooms of ``names`` and the rest of ``forms`` import these names
from here, never from its underscore modules. It imports no other room of ``names``.
"""

from __future__ import annotations

from warrantguard.guard.question.forms.start.names.heads._articled_name_head import articled_name_head
from warrantguard.guard.question.forms.start.names.heads._copular_subject_head import copular_subject_head
from warrantguard.guard.question.forms.start.names.heads._named_head_place import named_head_place_a
from warrantguard.guard.question.forms.start.names.heads._opened_rated_head import opened_rated_head
from warrantguard.guard.question.forms.start.names.heads._own_starts import articled_head, dated_start
from warrantguard.guard.question.forms.start.names.heads._rated_head import rated_head
from warrantguard.guard.question.forms.start.names.heads._shaded import shade_bound, shaded_start
from warrantguard.guard.question.forms.start.names.heads._sourced_against_articled import sourced_against_articled
from warrantguard.guard.question.forms.start.names.heads._whole_shade import whole_shade

__all__ = [
    "articled_head",
    "articled_name_head",
    "copular_subject_head",
    "dated_start",
    "named_head_place_a",
    "opened_rated_head",
    "rated_head",
    "shade_bound",
    "shaded_start",
    "sourced_against_articled",
    "whole_shade",
]
