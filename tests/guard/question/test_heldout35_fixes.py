"""the thirty-fifth held-out part's silent misreads handed to this branch (bench/results/questions_heldout35_first.txt):
eight prompts, all eight read right by general rules."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# An arrow between spaces after a topic opening the clause (no auxiliary, pronoun or opening verb before it) leads to
# the question: it separates as a colon does ("Soil vapor intrusion -> | A or B"); one before a question word ends B.
test_arrow_after_a_topic = read_as_expected([
    ("Soil vapor intrusion -> sub-slab depressurization or vapor barrier?!",
     ("sub-slab depressurization", "vapor barrier")),
    ("Basement leak -> interior drain tile or exterior waterproofing?",
     ("interior drain tile", "exterior waterproofing")),
    ("Quick q: soil vapor intrusion -> sub-slab depressurization or vapor barrier?",
     ("sub-slab depressurization", "vapor barrier")),
    ("GRE prep -> Magoosh or Kaplan?", ("Magoosh", "Kaplan")),
    ("Magoosh or Kaplan -> what do you think?", ("Magoosh", "Kaplan")),
])

test_arrow_between_two_values_still_read = read_as_expected([
    ("Should I upgrade Python 3.8 -> 3.12 or stay on 3.8?", ("upgrade Python 3.8 -> 3.12", "stay on 3.8")),  # as before
    ("Should I migrate MySQL -> Postgres or stay on MySQL?",
     ("migrate MySQL -> Postgres", "stay on MySQL")),  # as before
    ("is a->b or b->a the right direction?", ("a->b", "b->a")),  # as before
])

test_arrow_between_two_names_still_refused = still_refused([
    "MySQL -> Postgres or stay on MySQL?",  # as before
])

# A preposition of two words ("next to", "close to", "away from") opens a prepositional phrase as "beside" does: B is
# one, and A the prepositional phrase parallel to it.
test_preposition_of_two_words = read_as_expected([
    ("May I ask if you'd install the disconnect on the exterior wall or next to the inverter inside? Thank you!",
     ("on the exterior wall", "next to the inverter inside")),
    ("Should I place the router in the hallway or next to the TV?", ("in the hallway", "next to the TV")),
    ("Should I park on the street or next to the garage?", ("on the street", "next to the garage")),
    ("Should I keep the plant away from the window or next to it?", ("away from the window", "next to it")),
    ("Should we live downtown or next to the lake?", ("downtown", "next to the lake")),
])

test_next_as_a_modifier_still_read = read_as_expected([
    ("Should I sit next to the window or the aisle?", ("window", "aisle")),  # as before
    ("Should I buy the next model or the current one?", ("next model", "current one")),  # as before
    ("Should I wait for the next sale or buy now?", ("wait for the next sale", "buy now")),  # as before
    ("Should I put the desk by the window or near the door?", ("by the window", "near the door")),  # as before
])

test_time_adverb_against_a_preposition_of_two_words_refused = still_refused([
    "Should I sell now or closer to retirement?",  # was ('now', 'closer')
])

# A lower-case word the verb lists lack ("recomend", "spec") before an article and a number, B opening with a number:
# the word is the choice verb, not part of A.
test_unlisted_verb_before_an_article_and_a_number = read_as_expected([
    ("Hi, sorry to bug you — would you recomend a 3000 psi or 4000 psi mix for an exterior driveway in a freeze-thaw "
     "area? Thanks!", ("3000 psi", "4000 psi mix")),
    ("should we spec a 3000 psi or 4000 psi mix?", ("3000 psi", "4000 psi mix")),
    ("should I reccomend a 40A or 50A breaker?", ("40A", "50A")),
    ("Should I trial a 3 month or 6 month lease?", ("3 month", "6 month lease")),
])

test_counted_and_uncounted_options_still_read = read_as_expected([
    ("would you recomend a 3000 psi or a 4000 psi mix?", ("3000 psi", "4000 psi mix")),  # as before
    ("should we provision 2 large nodes or 6 small nodes?", ("2 large nodes", "6 small nodes")),  # as before
    ("should we rent a house or 2 apartments?", ("house", "2 apartments")),  # as before
])

# A subject and "to be" before A's complement ("allows the bonding jumper to be | copper or aluminum"): what the subject
# is to be is the choice, the subject and "to be" the lead both options share.
test_complement_after_to_be = read_as_expected([
    ("I need to know if the NEC allows the bonding jumper to be copper or aluminum in this case",
     ("copper", "aluminum")),
    ("Is the jumper required to be copper or aluminum?", ("copper", "aluminum")),
    ("I want the floor to be oak or maple, which is more durable?", ("oak", "maple")),
    ("Do I want the loan to be fixed rate or variable?", ("fixed rate", "variable")),
    ("Should I train the dog to be calm or alert?", ("calm", "alert")),
])

test_be_in_a_verb_phrase_still_read = read_as_expected([
    ("Should I ask him to be my mentor or hire a coach?", ("ask him to be my mentor", "hire a coach")),  # as before
    ("Is it better to be a doctor or a lawyer?", ("doctor", "lawyer")),  # as before
    ("Should I let it be or fix it?", ("let it be", "fix it")),  # as before
])

# A passive participle after a form of "be" and its preposition before an articled A, B opening with the same article
# and no place of its own: the predicate is shared, the objects are the options ("is screened in | the shallow or …").
test_place_after_a_passive_participle = read_as_expected([
    ("Can you look at these results and tell me if the well is screened in the shallow or the deep aquifer",
     ("shallow", "deep aquifer")),
    ("tell me if the pipe is buried in the front or the back yard", ("front", "back yard")),
    ("tell me if the meter is mounted on the north or the south wall", ("north", "south wall")),
    ("Is the well screened in the shallow or the deep aquifer?", ("shallow", "deep")),
])

test_places_read_otherwise_still_read = read_as_expected([
    ("tell me if the well is screened in the shallow aquifer or the deep aquifer",
     ("shallow aquifer", "deep aquifer")),  # as before
    ("tell me if the cable is run in the attic or the crawlspace", ("attic", "crawlspace")),  # as before
    ("tell me if the panel is located in the garage or in the basement",
     ("in the garage", "in the basement")),  # as before
])

# A word the verb lists lack before an articled object and "with" a bare noun, B a bare noun ("lubricate | the chain
# with oil or grease"): the word is a verb and the means are the options, as after a listed verb ("clean the chain with
# oil or grease").
test_bare_means_after_an_unlisted_verb = read_as_expected([
    ("is it better to lubricate the chain with oil or grease at these temps (around 180 °C)", ("oil", "grease")),
    ("should I lubricate my chain with oil or grease?", ("oil", "grease")),
    ("is it better to season the pan with lard or butter?", ("lard", "butter")),
    ("should we sweeten the tea with honey or sugar?", ("honey", "sugar")),
])

test_means_against_a_verb_phrase_still_read = read_as_expected([
    ("should I lubricate the chain with oil or replace it?",
     ("lubricate the chain with oil", "replace it")),  # as before
    ("should I buy the bike with disc brakes or rim brakes?", ("disc brakes", "rim brakes")),  # as before
    ("should I clean the oven with vinegar or bleach?", ("vinegar", "bleach")),  # as before
])

test_features_after_a_listed_verb_still_refused = still_refused([
    "should I book the room with breakfast or dinner?",  # as before
])

# A subject and its past participle phrase before a participle B ("Neutral & ground | bonded at the sub-panel -- or
# separated??"): the participle phrases are the options; B keeps a phrase of its own when A has one.
test_participle_phrases = read_as_expected([
    ("Neutral & ground bonded at the sub-panel -- or separated??", ("bonded at the sub-panel", "separated")),
    ("neutral and ground bonded at the subpanel or separated?", ("bonded at the subpanel", "separated")),
    ("Should the neutral be bonded at the sub-panel or separated?", ("bonded at the sub-panel", "separated")),
    ("Steak seared in a pan or grilled over charcoal?", ("seared in a pan", "grilled over charcoal")),
    ("vegetables roasted or steamed for the party?", ("roasted", "steamed")),
])

test_participles_read_otherwise_still_read = read_as_expected([
    ("Is the deck stained or painted?", ("stained", "painted")),  # as before
    ("Should the siding be painted or stained?", ("painted", "stained")),  # as before
    ("Is the sourdough overproofed or underproofed?", ("overproofed", "underproofed")),  # as before
])

# A time adverb of A's own ("tonight", "tomorrow", "now") before A's last phrase, B opening with a phrase of time ("in
# the morning", "on Monday"): A starts at the adverb, which B's time parallels.
test_time_adverb_before_a_phrase = read_as_expected([
    ("Running a 96-well ELISA tomorrow. Plate reader is booked till noon. Do I start coating tonight at 4 °C or in "
     "the morning at 37 °C for 2 h?", ("tonight at 4 °C", "in the morning at 37 °C")),
    ("should we pour the slab tomorrow at 6am or on Monday at noon?", ("tomorrow at 6am", "on Monday at noon")),
    ("should I plate the cells now at low density or in the morning at high density?",
     ("now at low density", "in the morning at high density")),
    ("Should I water the garden today at dusk or in the morning?", ("today at dusk", "in the morning")),
])

test_phrases_of_time_without_an_adverb_still_read = read_as_expected([
    ("Should I buy it on Black Friday or in January?", ("on Black Friday", "in January")),  # as before
    ("Should I work out before breakfast or after breakfast?", ("before breakfast", "after breakfast")),  # as before
    ("Should I take the kids to the park at noon or in the evening?", ("at noon", "in the evening")),  # as before
])
