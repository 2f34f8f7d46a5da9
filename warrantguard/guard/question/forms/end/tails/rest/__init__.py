"""The rest of B's clause that a cut would take and that is B's own (:func:`whole_b`): its means, its participle's or
pronoun's phrase, a limiting or timed clause, a relative clause, a phrase pointing back at its object or focused
by an adverb.

This ``__init__`` is the room's interface: the other rooms of ``tails`` and the rest of ``forms``
import these names from here, never from its underscore modules. It imports no other room of ``tails``.
"""

from __future__ import annotations

from warrantguard.guard.question.forms.end.tails.rest._b_rest import whole_b
from warrantguard.guard.question.forms.end.tails.rest._focus_tail import focus_tail
from warrantguard.guard.question.forms.end.tails.rest._lone_verb_phrase import lone_verb_phrase
from warrantguard.guard.question.forms.end.tails.rest._object_particle import object_particle
from warrantguard.guard.question.forms.end.tails.rest._own_clause import before_copula, own_clause
from warrantguard.guard.question.forms.end.tails.rest._own_rest import unclear_feature
from warrantguard.guard.question.forms.end.tails.rest._participle_complement import participle_complement
from warrantguard.guard.question.forms.end.tails.rest._particled_to import particled_to
from warrantguard.guard.question.forms.end.tails.rest._plural_participle import plural_participle
from warrantguard.guard.question.forms.end.tails.rest._referring_tail import referring_tail
from warrantguard.guard.question.forms.end.tails.rest._relative_tail import relative_tail
from warrantguard.guard.question.forms.end.tails.rest._repeated_object import repeated_object
from warrantguard.guard.question.forms.end.tails.rest._repeated_verb_limit import repeated_verb_limit
from warrantguard.guard.question.forms.end.tails.rest._resumed_b import resumed_head_b
from warrantguard.guard.question.forms.end.tails.rest._resumed_object import resumed_object
from warrantguard.guard.question.forms.end.tails.rest._timed_twin_rest import timed_twin_rest
from warrantguard.guard.question.forms.end.tails.rest._with_state import with_state_b

__all__ = [
    "before_copula",
    "focus_tail",
    "lone_verb_phrase",
    "object_particle",
    "own_clause",
    "participle_complement",
    "particled_to",
    "plural_participle",
    "referring_tail",
    "relative_tail",
    "repeated_object",
    "repeated_verb_limit",
    "resumed_head_b",
    "resumed_object",
    "timed_twin_rest",
    "unclear_feature",
    "whole_b",
    "with_state_b",
]
