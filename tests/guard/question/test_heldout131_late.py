"""Late fixes for the hundred-and-thirty-first held-out part (racket sports and golf), after the other fixes.

Silent misreads read right: a quantity named before A's number of degrees and its word ("Lie angle | 1° upright or
2° upright"): the amounts are the options, as for "the speed limit | 55 mph or 65 mph"; a capital only on the
prompt's first word still opens the quantity's name.

Silent misreads now refused: B a phrasal verb with its object pronoun, cut before a phrase ("… or speed it up | at the
opponent's hip": B's own place, or shared?); two places under one preposition with a place phrase cut after B ("at
the club or at Sweatband's shop | in town": B's own location, or both's?)."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

test_a_named_quantity_before_degrees = read_as_expected([
    ("Lie angle 1° upright or 2° upright for a 6'3\" player?", ("1° upright", "2° upright")),
    ("Loft angle 9° open or 10° open for a slicer?", ("9° open", "10° open")),
    ("Tilt angle 30° south or 35° south for panels in Leeds?", ("30° south", "35° south")),
    ("The speed limit 55 mph or 65 mph on this road?", ("55 mph", "65 mph")),  # as before
    ("Callaway Rogue 10° stiff or 12° stiff?", ("Callaway Rogue 10° stiff", "12° stiff")),  # as before: a name
])

test_a_phrasal_verb_and_pronoun_before_a_phrase = still_refused([
    "dink cross court or speed it up at the opponent's hip?",
    "dink down the line or speed it up at the kitchen line?",
    "chip and charge or speed it up at the body?",
])

test_a_phrasal_verb_and_pronoun_alone = read_as_expected([
    ("dink cross court or speed it up?", ("dink cross court", "speed it up")),  # as before: nothing cut
    ("punch the volley deep or put it away?", ("punch the volley deep", "put it away")),  # as before
    ("Should we fix the old tower or take it down before the inspection?", ("fix the old tower", "take it down")),
    # as before: a time both share
])

test_a_place_phrase_after_a_placed_b = still_refused([
    "stringing my racket at the club or at Sweatband's shop in town",
    "having lunch at home or at the pub in the village",
])

test_a_time_after_a_placed_b = read_as_expected([
    ("practising putting on the carpet or on the club putting green in winter",
     ("on the carpet", "on the club putting green")),  # as before: a time both share
    ("training at the gym or at the park in the morning", ("at the gym", "at the park")),  # as before
])
