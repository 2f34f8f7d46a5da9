"""the forty-first held-out part's 8 silent misreads (bench/results/questions_heldout41_first.txt): six read right by
general rules, two refused ("send PD or fire first": a second object or an action of its own?; "Roughly 20 or 30
pax …": an estimate, no choice)."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# "VERB X or Y first", X one bare object and Y a word the verb test takes: a second object ("send fire") or an action
# of its own ("email HR or call first")? Refused.
test_second_object_or_own_action_refused = still_refused([
    "caller says smoke AND sparks from the pole… send PD or fire first???",
    "Should we send PD or fire first?",
    "Should we dispatch EMS or fire first?",
    "should I email HR or call first?",
])

test_verb_phrases_with_own_objects_still_read = read_as_expected([
    ("Should we send the police or wait first?", ("send the police", "wait first")),  # as before
    ("Should we send PD or wait for fire?", ("send PD", "wait for fire")),  # as before
    ("Should I walk the dog or run first?", ("walk the dog", "run first")),  # as before
])

# A chain of prepositional phrases against B's chain with the same first preposition and as many phrases: A is the
# whole chain; and a time word after a preposition ("at first light") does not end B.
test_chain_of_phrases_parallel_to_b = read_as_expected([
    ("is searching with drones at night or with ground teams at first light more effective",
     ("with drones at night", "with ground teams at first light")),
    ("Is searching with dogs in the morning or with drones at dusk better?",
     ("with dogs in the morning", "with drones at dusk")),
    ("is searching at night or at first light more effective", ("at night", "at first light")),
    ("Should we launch at dawn or at first light tomorrow?", ("at dawn", "at first light")),
])

test_one_phrase_against_a_chain_still_read = read_as_expected([
    ("Should I buy it from Amazon at night or from Target in the morning?",
     ("from Amazon at night", "from Target in the morning")),  # as before
    ("Should I work out before breakfast or after breakfast?", ("before breakfast", "after breakfast")),  # as before
    ("Is searching with drones at night or with ground teams more effective?",
     ("with drones at night", "with ground teams")),  # as before
])

# A verb and its object, then a word of position against B's word of position (or preposition) before its object:
# the verb and its object are shared, the positions are the options.
test_position_after_the_object = read_as_expected([
    ("Is mooring the barge stern-to or alongside the quay better in a southerly?", ("stern-to", "alongside the quay")),
    ("Should I moor the barge stern-to or alongside the quay?", ("stern-to", "alongside the quay")),
    ("Should we moor the boat bow-to or alongside the pontoon?", ("bow-to", "alongside the pontoon")),
    ("Is berthing the ferry stern-to or alongside the pier safer in a swell?", ("stern-to", "alongside the pier")),
])

test_positions_without_object_and_verb_phrases_still_read = read_as_expected([
    ("Should I moor stern-to or alongside in Greek harbours?", ("stern-to", "alongside")),  # as before
    ("Is mooring the barge or anchoring it offshore better?", ("mooring the barge", "anchoring it offshore")),
])

# A copula's subject that is an evaluative word and its noun ("the right call", "the safer bet"): A starts after it.
test_evaluative_subject_before_a = read_as_expected([
    ("[QA-2291] Was the right call ALS or BLS for this IFT?", ("ALS", "BLS")),
    ("Is the best option Postgres or MySQL for this?", ("Postgres", "MySQL")),
    ("Is the safer bet index funds or bonds?", ("index funds", "bonds")),
    ("Is the right choice here surgery or PT?", ("surgery", "PT")),
    ("Is the better route I-95 or the turnpike?", ("I-95", "turnpike")),
])

test_evaluative_subject_with_determiners_still_read = read_as_expected([
    ("Was the better pick the Kia or the Mazda?", ("Kia", "Mazda")),  # as before
    ("Is the best way home the highway or the back roads?", ("highway", "back roads")),  # as before
    ("Is the Honda Civic or Toyota better?", ("Honda Civic", "Toyota")),  # as before
])

test_phrase_after_the_evaluative_subject_refused = still_refused([
    "Is the best choice for beginners Python or Java?",
])

# Titles before a name keep their period ("Sgt. Park"): no sentence ends there.
test_titles_before_names = read_as_expected([
    ("should the report go to Detective Ruiz or Sgt. Park? #investigations", ("Detective Ruiz", "Sgt. Park")),
    ("Should I call Lt. Chen or Capt. Rivera first?", ("Lt. Chen", "Capt. Rivera")),
    ("should the case go to Det. Ortiz or Prof. Adams?", ("Det. Ortiz", "Prof. Adams")),
    ("Should Cpl. Diaz or Pvt. Lee take the watch?", ("Cpl. Diaz", "Pvt. Lee")),
])

test_sentence_after_a_title_still_read = read_as_expected([
    ("Ask the sgt. Should I go or stay?", ("go", "stay")),
])

# A bare modifier against B's modifier, head noun and a prepositional phrase: the head is shared, so its phrase is.
test_phrase_after_a_shared_head = read_as_expected([
    ("Do morning or evening departures out of ORD get cancelled more in winter?", ("morning", "evening departures")),
    ("Should I book morning or evening flights out of ORD?", ("morning", "evening flights")),
    ("Do domestic or international flights out of ORD get cancelled more?", ("domestic", "international flights")),
    ("Do gas or electric dryers from Whirlpool last longer?", ("gas", "electric")),
])

test_phrase_after_b_without_a_modifier_still_read = read_as_expected([
    ("Do cats or dogs from shelters live longer?", ("cats", "dogs from shelters")),  # as before
    ("Is coffee or green tea with milk healthier?", ("coffee", "green tea with milk")),  # as before
    ("Do morning or evening departures get cancelled more?", ("morning", "evening departures")),  # as before
])

# A verb and its own place against a verb, its determined object and a "with" phrase of whose it is: the phrase is B's.
test_with_phrase_of_b_against_a_place = read_as_expected([
    ("I'd love your advice: stay at the city department or take the wildland job with the state?",
     ("stay at the city department", "take the wildland job with the state")),
    ("Should I stay at my firm or take the job with the county?", ("stay at my firm", "take the job with the county")),
    ("Should I work at the hospital or take the position with the health department?",
     ("work at the hospital", "take the position with the health department")),
])

test_shared_with_phrases_still_cut = read_as_expected([
    ("Should I rent in the city or buy a house with my partner?", ("rent in the city", "buy a house")),  # as before
    ("Should I keep my car or buy a new one with the bonus?", ("keep my car", "buy a new one")),  # as before
])

# An estimate word before two numbers ("Roughly 20 or 30"): an estimate, not two options.
test_estimate_refused = still_refused([
    "Roughly 20 or 30 pax on the bus per the caller — how many units should we send?",
    "Maybe 3 or 4 cars involved, how many engines should we send?",
    "Approximately 50 or 60 patients in the waiting room — how many nurses do we need?",
])

test_numbers_after_about_still_read = read_as_expected([
    ("Is the film about 1984 or 1985?", ("1984", "1985")),  # as before: "about" a preposition too
])
