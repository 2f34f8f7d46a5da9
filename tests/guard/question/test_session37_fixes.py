"""Session 37's own rules, from misreads found outside the corpus (each failed on the old code)."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# One subtitled name as the object of the question's own verb: the colon is the title's, not a heading's, and the
# rules read the subtitle alone as A ("New Hope" against "Alien"). Refused: the caller passes the options.
test_a_subtitled_name_the_question_asks_about_is_refused = still_refused([
    "Should I watch Star Wars: A New Hope or Alien?",
    "Should I play Brass: Birmingham or Wingspan?",
    "Do you think I should watch Star Wars: A New Hope or Alien tonight?",
    "Should we buy Mario Kart: Double Dash or Smash Bros for the kids?",
    "Should I get Call of Duty: Modern Warfare or Battlefield 2042?",  # "of" inside the name
])

# Headings and labels before A keep their colons' old reading.
test_a_heading_colon_still_sets_off_the_pair = read_as_expected([
    ("@data-eng ticket DATA-55: Fivetran or Airbyte for the Salesforce sync?", ("Fivetran", "Airbyte")),
    ("Should I go with option 1: Python or Java?", ("Python", "Java")),
    ("Quick question: Python or Java for a first language?", ("Python", "Java")),
    ("Should we play Catan or Wingspan?", ("Catan", "Wingspan")),
])

# Twin labels, a code each, and a head noun after B: the head is both's, and B ends before it, parallel to A.
test_a_head_noun_after_twin_codes_is_both_options = read_as_expected([
    ("Do I need a Class C or Class M license for a 150cc scooter?", ("Class C", "Class M")),
    ("Should I buy a size 10 or size 11 shoe?", ("size 10", "size 11")),
    ("Is a Type 1 or Type 2 charger better for my car?", ("Type 1", "Type 2")),
    ("Should I get Class A or Class B shares?", ("Class A", "Class B")),
    ("Should I eat pasta or chicken salad?", ("pasta", "chicken salad")),  # no twin label: as before
    ("Is signing commits with GPG or with SSH keys less hassle?", ("with GPG", "with SSH keys")),  # names, not codes
])

# A verb of naming, its object, then the names: the object is no part of A.
test_the_object_a_verb_of_naming_names_is_not_option_a = read_as_expected([
    ("Should we name the dog Max or Charlie?", ("Max", "Charlie")),
    ("Should we call the baby Max or Charlie?", ("Max", "Charlie")),
    ("Should we name our son Leo or Theo?", ("Leo", "Theo")),
    ("Should we name our new puppy Biscuit or Pepper?", ("Biscuit", "Pepper")),
    ("Should I call Mom or Dad?", ("Mom", "Dad")),  # no object: as before
])

# A closing "next" is the order asked of both, like a closing "first".
test_a_closing_next_is_the_order_of_both = read_as_expected([
    ("Should I watch The Office or Parks and Recreation next?", ("Office", "Parks and Recreation")),
    ("Should I read Dune or Hyperion next?", ("Dune", "Hyperion")),
    ("Should I sit by the window or next to the door?", ("by the window", "next to the door")),  # as before
    ("Should we meet this week or next?", ("this week", "next")),  # as before
])

# B cut at a comma before names joined by "and" that close the clause: one name with a list inside, or more options.
test_a_list_of_names_after_b_is_refused = still_refused([
    "Do you prefer Simon and Garfunkel or Crosby, Stills and Nash?",
    "Do you prefer the Beatles or Crosby, Stills and Nash?",
    "Should I visit Paris or Rome, Florence and Venice?",
])

test_a_comma_after_b_before_other_words_still_reads = read_as_expected([
    ("Should I pick Python or Go, Sam and I are debating", ("Python", "Go")),
    ("Python or Go, which is better?", ("Python", "Go")),
])

# A verb's object and a preposition of place before a possessed place, B a place after its own article: A is the
# place ("put the crib in | our room or the nursery"), as "in the bedroom or the nursery" already read.
test_a_possessed_place_against_an_articled_place = read_as_expected([
    ("Should I put the crib in our room or the nursery for the first six months?", ("our room", "nursery")),
    ("Should I keep the plant in my office or the kitchen?", ("my office", "kitchen")),
    ("Should I put the crib in the bedroom or the nursery?", ("bedroom", "nursery")),  # as before
    ("Should I take the job in my town or the one in Denver?", ("job in my town", "one in Denver")),  # B's own place
])

# Twin hyphenated modifiers, each after its own article, and a head noun after B that closes the clause or takes a
# phrase: the head is both's.
test_a_head_noun_after_twin_hyphenated_modifiers_is_both_options = read_as_expected([
    ("Should we go with a fixed-price or a time-and-materials contract for the app build?",
     ("fixed-price", "time-and-materials")),
    ("Do you want a one-way or a round-trip ticket?", ("one-way", "round-trip")),
    ("Should I get a T-shirt or a V-neck sweater?", ("T-shirt", "V-neck sweater")),  # nouns: as before
    ("Should I buy an e-bike or a full-suspension bike?", ("e-bike", "full-suspension bike")),  # as before
    ("On a weeknight, is a stir-fry or a sheet-pan dinner less cleanup?", ("stir-fry", "sheet-pan dinner")),  # before
])
