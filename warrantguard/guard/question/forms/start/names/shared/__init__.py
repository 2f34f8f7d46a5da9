"""Words before option A that both options share, so A starts after them: a gerund and its object, a noun and "from", a
route, a kind the names are examples of, a topic, a thing and "in" before its variants, a label before twin words.

This ``__init__`` is the room's interface: the other rooms of ``names`` and the rest of ``forms`` import these names
from here, never from its underscore modules. It imports no other room of ``names``.
"""

from __future__ import annotations

from warrantguard.guard.question.forms.start.names.shared._exemplified import exemplified_a
from warrantguard.guard.question.forms.start.names.shared._gerund_compound import gerund_compound_pair
from warrantguard.guard.question.forms.start.names.shared._gerund_manner import gerund_manner
from warrantguard.guard.question.forms.start.names.shared._gerund_name import gerund_name_a
from warrantguard.guard.question.forms.start.names.shared._gerund_name_head import gerund_name_head
from warrantguard.guard.question.forms.start.names.shared._gerund_object_manner import gerund_object_manner
from warrantguard.guard.question.forms.start.names.shared._gerund_shared import opening_gerund
from warrantguard.guard.question.forms.start.names.shared._opposite_twin import opposite_twin
from warrantguard.guard.question.forms.start.names.shared._placed_gerund_object import placed_gerund_object
from warrantguard.guard.question.forms.start.names.shared._prefixed_twin import prefixed_twin
from warrantguard.guard.question.forms.start.names.shared._route_name import routed_name
from warrantguard.guard.question.forms.start.names.shared._sourced_name import sourced_name_a
from warrantguard.guard.question.forms.start.names.shared._topic_kind import topic_kind
from warrantguard.guard.question.forms.start.names.shared._twin_suffix import twin_suffix_a
from warrantguard.guard.question.forms.start.names.shared._two_word_prep_name import two_word_prep_name_a
from warrantguard.guard.question.forms.start.names.shared._variant import variant_pair

__all__ = [
    "exemplified_a",
    "gerund_compound_pair",
    "gerund_manner",
    "gerund_name_a",
    "gerund_name_head",
    "gerund_object_manner",
    "opening_gerund",
    "opposite_twin",
    "placed_gerund_object",
    "prefixed_twin",
    "routed_name",
    "sourced_name_a",
    "topic_kind",
    "twin_suffix_a",
    "two_word_prep_name_a",
    "variant_pair",
]
