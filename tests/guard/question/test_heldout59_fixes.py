"""the fifty-ninth held-out part's 11 silent misreads (bench/results/questions_heldout59_first.txt): ten read right by
general rules, the eleventh ("… should I ask for a shelter at the new stop or petition to bring the old route back", B's
lone word a verb or a noun before a purpose) refused."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# A a bare "word preposition word" name and B opening with the same shape: B's preposition is its name's, and B ends
# after it ("meals on wheels | for a retired guy").
test_name_of_a_shape = read_as_expected([
    ("habitat for humanity vs meals on wheels for a retired guy with a bad back",
     ("habitat for humanity", "meals on wheels")),
    ("doctors without borders or meals on wheels?", ("doctors without borders", "meals on wheels")),
    ("habitat for humanity vs meals on wheels", ("habitat for humanity", "meals on wheels")),
])

test_time_purpose_or_article_after_b_still_cut = read_as_expected([
    ("habitat for humanity vs meals on weekends for a retired guy", ("habitat for humanity", "meals")),  # as before
    ("habitat for humanity vs meals on the weekend for a retired guy", ("habitat for humanity", "meals")),  # as before
    ("coffee with milk vs tea for breakfast", ("coffee with milk", "tea")),  # as before
])

# A preposition of time before A's date when B is a date of the same shape: the preposition is both options'.
test_date_after_a_shared_preposition = read_as_expected([
    ("Please figure out for me whether the Harvest Fest should be on Oct 12 or Oct 19 given the high school football "
     "schedule", ("Oct 12", "Oct 19")),
    ("should the fest be on March 3 or March 10?", ("March 3", "March 10")),
    ("should the fest be on Oct 12 or Oct 19?", ("Oct 12", "Oct 19")),
])

test_dates_each_with_its_preposition_still_read = read_as_expected([
    ("whether the Harvest Fest should be on Oct 12 or on Oct 19 given the schedule",
     ("on Oct 12", "on Oct 19")),  # as before
    ("should I park on Elm Street or Oak Street?", ("Elm Street", "Oak Street")),  # as before
])

# B's verb a lone word the lists lack, or a noun too, before a to-infinitive, against a verb phrase A: refused.
test_lone_unsure_word_before_an_infinitive = still_refused([
    "since the 7 bus got rerouted off Pine, should I ask for a shelter at the new stop or petition to bring the old "
    "route back",
    "should we write a letter to the mayor or petition to reopen the library?",
])

test_listed_verbs_and_short_or_chosen_a_still_read = read_as_expected([
    ("should I call the city about the pothole or volunteer to fix it ourselves?",
     ("call the city about the pothole", "volunteer to fix it ourselves")),  # as before
    ("should I drive or fly to save time?", ("drive", "fly")),  # as before
    ("I'm 40 and have never exercised. Would you recommend strength training or cardio to start?",
     ("strength training", "cardio")),  # as before
])

# "Is <possessive> <-ing word> <noun> the A or the B": the -ing word is a compound's modifier inside the subject.
test_ing_modifier_in_a_copula_subject = read_as_expected([
    ("Got a notice about the new trash schedule. It says recycling alternates weeks. Is my recycling week the 1st and "
     "3rd or the 2nd and 4th?", ("1st and 3rd", "2nd and 4th")),
    ("Is my recycling day the Tuesday or the Friday?", ("Tuesday", "Friday")),
])

test_gerund_opening_a_still_read = read_as_expected([
    ("Is walking the dog or the cat more fun?", ("dog", "cat")),  # as before
])

# B closing on the preposition A closes on and another bare word: each option with its own phrase.
test_phrase_mirroring_a = read_as_expected([
    ("Minutes, 3/11 Precinct Committee. Discussion of canvassing plan. Question for members: door-knocking on "
     "weekends or phone banking on weeknights?", ("door-knocking on weekends", "phone banking on weeknights")),
    ("door-knocking on weekends or phone banking on weeknights?",
     ("door-knocking on weekends", "phone banking on weeknights")),
])

test_phrase_after_b_alone_still_cut = read_as_expected([
    ("door-knocking or phone banking on weeknights?", ("door-knocking", "phone banking")),  # as before
    ("voting for alice or bob for treasurer?", ("alice", "bob")),  # as before: the office is both's
])

# A a word and a time of its own, B a verb before "until": two verb phrases, B keeps its clause.
test_time_against_waiting = read_as_expected([
    ("The pool contractor quoted two options. Both take about 6 weeks. Replaster now or wait until after the season "
     "closes in September?", ("Replaster now", "wait until after the season closes in September")),
    ("Repaint today or hold off till the weather warms up?", ("Repaint today", "hold off till the weather warms up")),
])

test_bare_times_still_read = read_as_expected([
    ("Replaster now or later?", ("now", "later")),  # as before
])

# ", the <head> at <Name> or the <head>": B repeats A's article, so the head and its place are A's own.
test_articled_head_and_its_place = read_as_expected([
    ("I'd really appreciate it if you could tell me which is better for a kid's birthday party, the pavilion at "
     "Bayview Park or the rec center room?", ("pavilion at Bayview Park", "rec center room")),
    ("which is better for a picnic, the shelter at Elm Park or the gazebo?", ("shelter at Elm Park", "gazebo")),
    ("for a baby shower, the party room at Willow Creek Library or the community hall?",
     ("party room at Willow Creek Library", "community hall")),
])

test_place_after_a_verb_or_a_pronoun_still_read = read_as_expected([
    ("Should we hold it at Bayview Park or the rec center?", ("Bayview Park", "rec center")),  # as before
    ("which is better, the one at Bayview Park or the rec center?", ("Bayview Park", "rec center")),  # as before
])

# "<verb phrase>?? or the <noun>??": B stands against the verb's object, not the whole of A.
test_questioned_verb_phrase_against_a_noun = read_as_expected([
    ("donate the couch to Goodwill?? or the Habitat ReStore??", ("Goodwill", "Habitat ReStore")),
    ("drop the old paint at the depot?? or the hardware store??", ("depot", "hardware store")),
    ("take the kids to Disneyland? or the beach?", ("Disneyland", "beach")),
])

test_questioned_pairs_of_one_form_still_read = read_as_expected([
    ("donate the couch? or sell it?", ("donate the couch", "sell it")),  # as before
    ("Paint color for the nursery: sage green? or warm beige?", ("sage green", "warm beige")),  # as before
])

# "on" and a bare ordinal closing B: a numbered street, B's own.
test_numbered_street = read_as_expected([
    ("knitting circle -> library meeting room, or the café on 3rd???", ("library meeting room", "café on 3rd")),
    ("book club: the library or the diner on 5th?", ("library", "diner on 5th")),
])

test_date_ordinal_still_cut = read_as_expected([
    ("Should we meet at the library or the café on the 3rd?", ("library", "café")),  # as before
])

# "to" after a thing sent inside B's prepositional phrase, A a phrase of another preposition: whom B's call is to.
test_addressee_inside_b = read_as_expected([
    ("reporting graffiti through the app or with a phone call to 311?",
     ("through the app", "with a phone call to 311")),
    ("paying the fine online or with a letter to the clerk?", ("online", "with a letter to the clerk")),
    ("reporting graffiti through the app or with a phone call to the city?",
     ("through the app", "with a phone call to the city")),
])

test_purpose_or_same_means_still_cut = read_as_expected([
    ("reporting graffiti through the app or with a phone call to report it?",
     ("through the app", "with a phone call")),  # as before
    ("reporting graffiti by call or by email to the city?", ("by call", "by email")),  # as before
])

# B's "let" (or "have", "help") and its object before a verb of trying: the infinitive is the verb's complement.
test_trying_after_let_and_its_object = read_as_expected([
    ("Should the city remove the dead oak on Chestnut or let the arborist try to save it?",
     ("remove the dead oak on Chestnut", "let the arborist try to save it")),
    ("Should we replace the boiler or have the plumber try to fix it?",
     ("replace the boiler", "have the plumber try to fix it")),
    ("do we cut down the maple or let the tree service try to save it?",
     ("cut down the maple", "let the tree service try to save it")),
])

test_purpose_after_let_and_a_plain_verb_still_cut = read_as_expected([
    ("Should I sell the car or let my brother use it to get to work?", ("sell the car", "let my brother use it")),
    ("Should the city remove the dead oak or let the arborist look at it to save money?",
     ("remove the dead oak", "let the arborist look at it")),  # as before
])
