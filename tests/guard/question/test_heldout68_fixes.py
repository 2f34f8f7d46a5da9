"""the sixty-eighth held-out part's silent misreads (bench/results/questions_heldout68_first.txt): most read right by
general rules, the others refused ("Is better to study all night or …", "open a joint account or separate accounts",
"Do you know any cheap gym or …", "I wear suit, shirt only or …")."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# A copula asking which is better with its "it" dropped ("Is better to …", "Is more healthy to …", "Is better
# Barcelona or …"): read as "Is it better to …"; A opens after the comparative.
test_dropped_it = read_as_expected([
    ("Is more healthy to eat big breakfast or skip it and eat lunch early?",
     ("eat big breakfast", "skip it and eat lunch early")),
    ("We are family of 4 with two small kids. We go to Spain in August. Is better Barcelona or Valencia for beach "
     "holiday?", ("Barcelona", "Valencia")),
    ("Is cheaper to rent a car or take the bus?", ("rent a car", "take the bus")),
    ("Is less risky to invest in gold or in bonds?", ("in gold", "in bonds")),
    ("Is better Madrid or Lisbon for students?", ("Madrid", "Lisbon")),
])

test_comparative_of_a_still_read = read_as_expected([
    ("Is more sleep or more exercise better?", ("more sleep", "more exercise")),  # as before
])

test_dropped_it_refused = still_refused([
    "I have exam in 10 days. I am very behind. Is better to study all night or sleep normal and study in day?",
    "Is better sleep or more exercise the key?",  # as before
])

# A noun B qualified by "but" and a comparative ("… or a room with shared bathroom | but bigger"): cut.
test_but_and_comparative_after_b = read_as_expected([
    ("Is better a room with private bathroom or a room with shared bathroom but bigger?",
     ("room with private bathroom", "room with shared bathroom")),
    ("Should I take a room with private bathroom or a room with shared bathroom but bigger?",
     ("room with private bathroom", "room with shared bathroom")),
    ("Should I rent the flat downtown or the flat in the suburbs but more spacious?",
     ("flat downtown", "flat in the suburbs")),
])

test_but_and_no_comparative_kept = read_as_expected([
    ("Should I buy the cheap laptop or the expensive one but good?", ("cheap laptop", "expensive one but good")),
])

# Learners' "recommend me to | …" read as "advise me to | …".
test_recommend_me_to = read_as_expected([
    ("Hi, thank you in advance! Would you recommend me to use gas heater or electric radiator in my old flat?",
     ("gas heater", "electric radiator")),
    ("Would you recommend me to buy a Honda or a Toyota?", ("Honda", "Toyota")),
    ("Would you suggest me to rent or buy?", ("rent", "buy")),
    ("Do you recommend me to take the train or fly?", ("take the train", "fly")),
])

test_recommend_me_a_noun_still_read = read_as_expected([
    ("Would you recommend me a gas heater or an electric radiator?", ("gas heater", "electric radiator")),
])

# The preposition of B's "far" / "away" / "close" is B's own ("a bigger one far | from center").
test_far_from_in_b = read_as_expected([
    ("Help me choose between apartment near the metro and a bigger one far from center",
     ("apartment near the metro", "bigger one far from center")),
    ("Should I rent the small flat downtown or a bigger one far from the center?",
     ("small flat downtown", "bigger one far from the center")),
    ("Should I choose the hotel by the beach or a cheaper one away from the crowds?",
     ("hotel by the beach", "cheaper one away from the crowds")),
])

test_from_after_b_still_cut = read_as_expected([
    ("Should I buy the red bike or the blue one from Decathlon?", ("red bike", "blue one")),  # as before
])

# A predicate verb closing a one-word B before a comparative ("melatonin or magnesium | works better"): cut, where the
# pair opens its sentence.
test_predicate_verb_after_b = read_as_expected([
    ("melatonin or magnesium works better for jet lag sleep problem?", ("melatonin", "magnesium")),
    ("Melatonin or magnesium works better for jet lag?", ("Melatonin", "magnesium")),
    ("tea or coffee helps more in the morning?", ("tea", "coffee")),
])

test_plural_noun_b_before_comparative_kept = read_as_expected([
    ("Is funding schools through property taxes or state grants fairer?", ("property taxes", "state grants")),
    ("is investing in bonds or in dividend stocks safer for a retiree", ("in bonds", "in dividend stocks")),
])

# A frequency closing B after two amounts ("the 500 mg or the 1000 mg vitamin C tablet | daily"): both options'.
test_frequency_after_two_amounts = read_as_expected([
    ("the 500 mg or the 1000 mg vitamin C tablet daily in winter?", ("500 mg", "1000 mg vitamin C tablet")),
])

test_frequency_of_b_kept = read_as_expected([
    ("What would you recommend, an employment lawyer on contingency or one who bills hourly?",
     ("employment lawyer on contingency", "one who bills hourly")),  # as before
])

# A means after "by" against a verb B when a subject pronoun stands before A's verb ("I prepare answers by heart or
# speak natural").
test_verb_b_after_a_means = read_as_expected([
    ("Need advice. For the job interview in english, I prepare answers by heart or speak natural?",
     ("prepare answers by heart", "speak natural")),
])

test_two_means_still_read = read_as_expected([
    ("Should I pay by card or bank transfer?", ("card", "bank transfer")),  # as before
    ("Should I send the offer letter by email or DocuSign?", ("email", "DocuSign")),  # as before
])

# A keeps the head noun and preposition opening its sentence against a B named by "one" after a figure.
test_one_named_b = read_as_expected([
    ("MSc with 90 ECTS or the 120 ECTS one, for later PhD?", ("MSc with 90 ECTS", "120 ECTS one")),
    ("Flat with 2 rooms or the 3 room one?", ("Flat with 2 rooms", "3 room one")),
    ("Car with 5 seats or the 7 seat one?", ("Car with 5 seats", "7 seat one")),
])

test_figures_without_one_still_cut = read_as_expected([
    ("Plan with 10GB or 20GB?", ("10GB", "20GB")),  # as before
])

# Refused: "any A or B" asks for either kind; a list of three objects after a subject and verb; a B that may be a
# verb phrase or a noun phrase like A's object.
test_unclear_or_unasked_refused = still_refused([
    "Do you know any cheap gym or swimming pool near Dortmund university?",
    "Do you know any good dentist or clinic in Graz?",
    "For the visa interview I wear suit, shirt only or traditional dress?",
    "In the morning I drink coffee, tea or juice?",
    "open a joint account or separate accounts with my husband after marriage?",
    "Should I open a joint account or separate accounts?",
    "Should we buy a new car or lease cars?",
])

test_near_misses_still_read = read_as_expected([
    ("Should I buy a cheap gym membership or a swimming pool pass?",
     ("cheap gym membership", "swimming pool pass")),
    ("Should I rent a car or buy a car?", ("rent a car", "buy a car")),
    ("Given that we hate crowds, is Santorini or Crete a better pick in August?", ("Santorini", "Crete")),
])

# B's own "with" terms after its place against A's closing word ("in Germany free or in UK | with loan").
test_own_terms_after_b_place = read_as_expected([
    ("What would you recommend for me, studying in Germany free or in UK with loan?",
     ("in Germany free", "in UK with loan")),
    ("Should I study in Germany free or in UK with a scholarship?", ("in Germany free", "in UK with a scholarship")),
    ("Should I live in Berlin alone or in Munich with roommates?", ("in Berlin alone", "in Munich with roommates")),
])

test_terms_after_b_still_shared = read_as_expected([
    ("Should I study in Germany or in UK with loan?", ("in Germany", "in UK")),  # as before
])

# Refused: a bare place phrase of unclear scope after two one-word options; a two-word B against the place of A's
# "VERB OBJECT in the". (A place adverb B against a passive A, refused here at first, reads since the embedded
# refusals of parts 61-73: B stands against A's place, its own place phrase with it.)
test_unclear_place_scope_refused = still_refused([
    "studio vs room in shared flat - what is more cheap in Dublin?",
    "flat vs room in shared house?",
    "Although I passed B1 already, do you think I should do B2 course in the school or private lessons?",
    "Should I do B2 course in the school or private lessons?",
])

test_a_place_adverb_against_a_passive_place = read_as_expected([
    ("Tell me please if the kimchi should be kept in the fridge or outside on balcony in winter",
     ("in the fridge", "outside on balcony")),
    ("Should the kimchi be kept in the fridge or outside?", ("in the fridge", "outside")),
])

test_place_scope_near_misses_still_read = read_as_expected([
    ("should i use tabs or spaces in python", ("tabs", "spaces")),  # as before
    ("heating up leftovers in the microwave or the air fryer?", ("microwave", "air fryer")),  # as before
    ("Should the bike be stored in the garage or in the hallway?", ("in the garage", "in the hallway")),  # as before
    ("Should I keep it in the fridge or outside?", ("in the fridge", "outside")),  # as before
])
