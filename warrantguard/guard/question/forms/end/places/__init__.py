"""Places and addressees after noun B: where B stands or goes, B's own ("the returns at Kohl's", "a donation |
to the charity"), or where both options are had ("restaurant or party | at home", "… | in Table 1").

This ``__init__`` is the room's interface: ``tails`` and the rest of ``forms`` import these names from here,
never from its underscore modules. It imports no other room of ``end``.
"""

from __future__ import annotations

from warrantguard.guard.question.forms.end.places._addressed import SENT, addressed
from warrantguard.guard.question.forms.end.places._articled_place import articled_place
from warrantguard.guard.question.forms.end.places._articled_whole import articled_whole
from warrantguard.guard.question.forms.end.places._bare_participle_b import bare_participle_b
from warrantguard.guard.question.forms.end.places._bare_place_scope import (
    bare_place_after_b,
    bare_place_problem,
    object_or_place,
)
from warrantguard.guard.question.forms.end.places._based_compound import based_compound_doubt, based_modifier
from warrantguard.guard.question.forms.end.places._channel_places import channel_places
from warrantguard.guard.question.forms.end.places._donated import donated_to
from warrantguard.guard.question.forms.end.places._gerund_named_place import gerund_named_place_doubt
from warrantguard.guard.question.forms.end.places._landmarked_place import landmarked_place_b
from warrantguard.guard.question.forms.end.places._moded_place import moded_against_place
from warrantguard.guard.question.forms.end.places._named_against_bare import (
    headed_twin_place_problem,
    named_against_bare_place,
)
from warrantguard.guard.question.forms.end.places._named_on_place import named_on_place
from warrantguard.guard.question.forms.end.places._ordered_place import ordered_place
from warrantguard.guard.question.forms.end.places._phrase_before_named import phrase_before_named_b
from warrantguard.guard.question.forms.end.places._phrased_place import phrased_place
from warrantguard.guard.question.forms.end.places._placed_participle import placed_participle
from warrantguard.guard.question.forms.end.places._placed_place import placed_place_b, placed_twice
from warrantguard.guard.question.forms.end.places._placed_verb_b import placed_verb_b
from warrantguard.guard.question.forms.end.places._pointed_with import pointed_with_b
from warrantguard.guard.question.forms.end.places._possessed_against_place import possessed_against_place
from warrantguard.guard.question.forms.end.places._possessed_in import possessed_in
from warrantguard.guard.question.forms.end.places._pronoun_goal import pronoun_goal_b
from warrantguard.guard.question.forms.end.places._route_origin import route_origin, route_start_b
from warrantguard.guard.question.forms.end.places._stated_participle import (
    participle_against_participle_a,
    participle_state_problem,
    stated_participle_a,
)
from warrantguard.guard.question.forms.end.places._surface_b import surface_b
from warrantguard.guard.question.forms.end.places._venue import (
    at_home,
    closing_both_word,
    held_at,
    own_places,
    place_of_both,
)

__all__ = [
    "SENT",
    "addressed",
    "articled_place",
    "articled_whole",
    "at_home",
    "bare_participle_b",
    "bare_place_after_b",
    "bare_place_problem",
    "based_compound_doubt",
    "based_modifier",
    "channel_places",
    "closing_both_word",
    "donated_to",
    "gerund_named_place_doubt",
    "headed_twin_place_problem",
    "held_at",
    "landmarked_place_b",
    "moded_against_place",
    "named_against_bare_place",
    "named_on_place",
    "object_or_place",
    "ordered_place",
    "own_places",
    "participle_against_participle_a",
    "participle_state_problem",
    "phrase_before_named_b",
    "phrased_place",
    "place_of_both",
    "placed_participle",
    "placed_place_b",
    "placed_twice",
    "placed_verb_b",
    "pointed_with_b",
    "possessed_against_place",
    "possessed_in",
    "pronoun_goal_b",
    "route_origin",
    "route_start_b",
    "stated_participle_a",
    "surface_b",
]
