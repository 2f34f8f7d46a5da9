"""The verb both options share before what sets them apart: two manners or places (adverbs with phrases of their own,
"all" before a phrase, "together" against "one at a time", a distributive "N by N"), two directions or particles,
participles of posture, a level kept or moved to, a phrase of going back or straight to.

This ``__init__`` is the room's interface: the other rooms of ``verbs`` and the rest of ``forms`` import these names
from here, never from its underscore modules. It imports no other room of ``verbs``.
"""

from __future__ import annotations

from warrantguard.guard.question.forms.start.verbs.manners._adverbed import paired_adverb
from warrantguard.guard.question.forms.start.verbs.manners._adverbed_places import adverbed_places
from warrantguard.guard.question.forms.start.verbs.manners._all_at_once import all_phrase_a
from warrantguard.guard.question.forms.start.verbs.manners._amount_move import amount_move
from warrantguard.guard.question.forms.start.verbs.manners._back_to import back_against
from warrantguard.guard.question.forms.start.verbs.manners._directed import compass_pair, directed, placed_direction
from warrantguard.guard.question.forms.start.verbs.manners._joint_manner import joint_manner_a
from warrantguard.guard.question.forms.start.verbs.manners._manner_participles import manner_participle_pair
from warrantguard.guard.question.forms.start.verbs.manners._object_manner import object_manner_a
from warrantguard.guard.question.forms.start.verbs.manners._opening_state import opening_state_a
from warrantguard.guard.question.forms.start.verbs.manners._opposed_particles import opposed_particles
from warrantguard.guard.question.forms.start.verbs.manners._placed_participle import placed_participle_a
from warrantguard.guard.question.forms.start.verbs.manners._posture_after_object import posture_after_object_a
from warrantguard.guard.question.forms.start.verbs.manners._reflexive_manner import reflexive_manner_a
from warrantguard.guard.question.forms.start.verbs.manners._stepwise import stepwise_a, stepwise_pair
from warrantguard.guard.question.forms.start.verbs.manners._straight_to import straight_against

__all__ = [
    "adverbed_places",
    "all_phrase_a",
    "amount_move",
    "back_against",
    "compass_pair",
    "directed",
    "joint_manner_a",
    "manner_participle_pair",
    "object_manner_a",
    "opening_state_a",
    "opposed_particles",
    "paired_adverb",
    "placed_direction",
    "placed_participle_a",
    "posture_after_object_a",
    "reflexive_manner_a",
    "stepwise_a",
    "stepwise_pair",
    "straight_against",
]
