"""Fixes for the hundred-and-fifty-ninth held-out part (rock climbing and bouldering), written blind and scored before
any fix.

Silent misreads read right: an -ly adverb grading the state A is left in ("storing ropes | loosely coiled or in a rope
bag"); an infinitive's verb after a listed verb and "to" before A's preposition ("learn to climb on | grit or
limestone"); a capitalised "VS" closing a model's name before the other coordinator or a preposition ("Scarpa Instinct
VS | or …", "the Miura VS | for edging"); the rate of B's gerund ("paying | per visit"); a gerund A's own place with
a determiner, so B's "with" phrase is B's own ("learning to lead at the wall and doing … | with a guide"); the goal of
B's verb and gerund against an A with its own phrase ("… or keep pushing | to the anchor"); a "first" closing "just"
and B's verb ("… or just get mileage | first"); two noun options, B's article answering A's head's and B's place
phrase its own ("A Kilter board for the sports hall or a term of coaching | at the local wall"); a count after a
gerund that B's own gerund makes a plan of its own ("between climbing 4 days a week or 3 days plus fingerboarding");
B's "with" phrase before a closing "for" phrase ("top rope | with a partner | for my first ever session").

Refusals read right: a "VS" in capitals before "or" or closing B's clause ("Scarpa Instinct VS | or La Sportiva
Skwama?", "Skwama or Instinct VS, | for …"); "whether to" and an infinitive before a comma, asked, no concession
("whether to wash my rope or leave it alone, | it's pretty grey now"); a bare "v" right after "or", a word of B ("font
grades or | v grades")."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

test_an_adverb_grading_as_state = read_as_expected([
    ("storing ropes loosely coiled or in a rope bag", ("loosely coiled", "in a rope bag")),
    ("should I leave the dough loosely covered or in a sealed tub?", ("loosely covered", "in a sealed tub")),
    ("storing knives loosely wrapped or in a block", ("loosely wrapped", "in a block")),
    ("store my climbing rope coiled or in a bag?", ("coiled", "in a bag")),  # as before: no adverb
])

test_an_infinitive_after_a_listed_verb = read_as_expected([
    ("In your opinion should a beginner learn to climb on grit or limestone?", ("grit", "limestone")),
    ("should my son learn to swim in a pool or the sea?", ("pool", "sea")),
    ("should a beginner learn on grit or limestone?", ("grit", "limestone")),  # as before
])

test_a_model_vs_before_or_and_a_preposition = read_as_expected([
    ("Scarpa Instinct VS or La Sportiva Skwama?", ("Scarpa Instinct VS", "La Sportiva Skwama")),
    ("it's between the Ocun Ozone and the Miura VS for edging on granite", ("Ocun Ozone", "Miura VS")),
    ("Hayward TriStar VS or Pentair IntelliFlo?", ("Hayward TriStar VS", "Pentair IntelliFlo")),
    ("between the Pentair IntelliFlo and the Hayward VS for my pool", ("Pentair IntelliFlo", "Hayward VS")),
    ("Is the Nike VS the Adidas better?", ("Nike", "Adidas")),  # as before: "VS" before a determiner coordinates
])

test_a_vs_with_one_word_before_or_still_refused = still_refused([
    "Hayward VS or Pentair?",  # a one-word name's suffix, or a third option?
])

test_the_rate_of_bs_gerund = read_as_expected([
    ("Could you work out for me whether the annual pass or paying per visit comes out cheaper if I go 8 times a "
     "month at £14 a visit?", ("annual pass", "paying per visit")),
    ("Is the annual pass or paying per session better value?", ("annual pass", "paying per session")),
    ("Is the monthly plan or paying per visit cheaper for me?", ("monthly plan", "paying per visit")),
    ("2 cups or 3 cups a day?", ("2 cups", "3 cups")),  # as before: a rate of both amounts
])

test_a_gerunds_own_articled_place = read_as_expected([
    ("I'm deciding between learning to lead at the wall and doing an outdoor sport course with a guide",
     ("learning to lead at the wall", "doing an outdoor sport course with a guide")),
    ("I'm deciding between learning to swim at the pool and doing an open water course with a club",
     ("learning to swim at the pool", "doing an open water course with a club")),
])

test_the_goal_of_bs_verb_and_gerund = read_as_expected([
    ("bail from the route and leave a biner or keep pushing to the anchor",
     ("bail from the route and leave a biner", "keep pushing to the anchor")),
    ("bail at the second bolt and lower off or keep pushing to the chains",
     ("bail at the second bolt and lower off", "keep pushing to the chains")),
    ("bail or keep pushing to the anchor", ("bail", "keep pushing")),  # as before: A has no phrase of its own
])

test_first_after_just_and_bs_verb = read_as_expected([
    ("What do you reckon, worth doing the SPA or just get mileage first?", ("doing the SPA", "just get mileage first")),
    ("What do you reckon, worth doing the course or just get some practice first?",
     ("doing the course", "just get some practice first")),
    ("Should I learn Python or JavaScript first?", ("Python", "JavaScript")),  # as before: which first, both's
])

test_two_nouns_each_with_its_own_place = read_as_expected([
    ("We're setting up a climbing club at uni. The SU will fund one thing. A Kilter board for the sports hall or a "
     "term of coaching at the local wall?", ("Kilter board for the sports hall", "term of coaching at the local wall")),
    ("A road bike for the commute or a set of lessons at the local club?",
     ("road bike for the commute", "set of lessons at the local club")),
    ("the cabin by the lake or a hotel for the weekend?", ("cabin by the lake", "hotel")),  # as before: a purpose
])

test_a_count_against_bs_own_gerund = read_as_expected([
    ("stuck between climbing 4 days a week or 3 days plus fingerboarding at home",
     ("climbing 4 days a week", "3 days plus fingerboarding")),
    ("between swimming 3 days a week and 2 days plus running", ("swimming 3 days a week", "2 days plus running")),
    ("between hiring two juniors and one senior", ("two juniors", "one senior")),  # as before
])

test_bs_with_phrase_before_a_closing_for = read_as_expected([
    ("auto-belay or top rope with a partner for my first ever session?", ("auto-belay", "top rope with a partner")),
    ("bouldering or top rope with a friend for my first climbing session?",
     ("bouldering", "top rope with a friend")),
])

test_a_one_word_bs_feature_still_refused = still_refused([
    "a tent or a hammock with a tarp for my first solo trip?",  # the tarp: the hammock's, or both's?
])


test_a_vs_closing_bs_clause = read_as_expected([
    ("What would you recommend, Skwama or Instinct VS, for someone with narrow feet?", ("Skwama", "Instinct VS")),
    ("Skwama or Instinct VS?", ("Skwama", "Instinct VS")),
])

test_a_vs_joining_two_names_still_refused = still_refused([
    "Nike or Adidas VS Puma?",  # three options
])

test_whether_to_before_a_comma_is_asked = read_as_expected([
    ("whether to wash my rope or leave it alone, it's pretty grey now", ("wash my rope", "leave it alone")),
    ("whether to sell the car or keep it, it's getting old", ("sell the car", "keep it")),
])

test_a_concession_still_refused = still_refused([
    "Whether you choose A or B, keep the receipt",
])

test_a_letter_after_or = read_as_expected([
    ("font grades or v grades, what does my new gym use, I'm confused", ("font grades", "v grades")),
    ("Should I learn font grades or v grades first?", ("font grades", "v grades")),
])

test_a_v_between_names_still_refused = still_refused([
    "Arsenal v Chelsea or Spurs?",
])
