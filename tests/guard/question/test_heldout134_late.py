"""Late fixes for the hundred-and-thirty-fourth held-out part (museums, galleries and archives), written blind and
scored before any fix.

Silent misreads now refused: a one-noun articled B closed by "on" and one bare noun ("the oil paintings or the works
| on paper": one name, "works on paper", or a setting of both?); an opening gerund, its object and a state word as A
against an -ing word with no object as B ("displaying the flag flat on a slope or hanging vertically": a second
state of the flag, or a second activity against "displaying the flag"?)."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

test_a_bare_on_phrase_after_a_lone_noun_b = still_refused([
    "Since we only have two conservators, should we prioritise the oil paintings or the works on paper?",
    "Should the gallery lead with the bronzes or the oils on canvas?",
    "For brunch, the pancakes or the beans on toast?",
])

test_a_bare_on_phrase_near_misses = read_as_expected([
    ("should I get the early show or the late show on saturday", ("early show", "late show")),  # a day
    ("Should we hang the tapestry or the print on the east wall?", ("tapestry", "print")),  # a determiner
    ("the paintings or the prints on now?", ("paintings", "prints")),  # a time word
])

test_an_objectless_ing_b_against_a_stated_object = still_refused([
    "displaying the flag flat on a slope or hanging vertically",
    "drying the sweater flat on a towel or hanging on a line?",
    "Storing the canvas flat or standing upright?",
])

test_an_objectless_ing_b_near_misses = read_as_expected([
    ("Displaying the flag flat or hanging it vertically?", ("Displaying the flag flat", "hanging it vertically")),
    ("putting her down drowsy or fully asleep?", ("drowsy", "fully asleep")),  # as before: no -ing B
    ("serving the wine chilled or drinking it warm", ("serving the wine chilled", "drinking it warm")),
    ("Babysitting the grandkids full time VS paying for daycare for them. Thoughts?",
     ("Babysitting the grandkids full time", "paying for daycare")),  # an adjective of "time", no state
])
