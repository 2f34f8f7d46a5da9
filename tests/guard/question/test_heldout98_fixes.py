"""the ninety-eighth held-out part's 5 silent misreads (bench/results/questions_heldout98_first.txt), read right or
refused by general rules."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# A verb told by its ending ("-ize", "-ify") after a subject pair: the predicate starts there, B is the noun.
test_suffixed_verb_after_subject_pair = read_as_expected([
    ("Do tangerines or pomelos symbolize good luck more in Chinese tradition?", ("tangerines", "pomelos")),
    ("Do lemons or limes neutralize odors better?", ("lemons", "limes")),
    ("Do cats or dogs symbolize loyalty?", ("cats", "dogs")),
])

test_listed_verb_after_subject_pair_unchanged = read_as_expected([
    ("Do oranges or apples help more in winter?", ("oranges", "apples")),  # as before
])

# A place adverb closing a phrase whose preposition B repeats: A is the whole phrase, the adverb places A's noun.
test_place_adverb_of_a_phrase = read_as_expected([
    ("Eid prayer at the big mosque downtown or at our local masjid, with two little kids?",
     ("at the big mosque downtown", "at our local masjid")),
    ("Sunday brunch at the new cafe downtown or at our usual diner?",
     ("at the new cafe downtown", "at our usual diner")),
    ("the wedding at the hall uptown or at the beach?", ("at the hall uptown", "at the beach")),
])

test_adverb_against_other_preposition_unchanged = read_as_expected([
    ("Eid prayer at the mosque downtown or in the suburbs?", ("downtown", "in the suburbs")),  # as before
    ("Eid prayer downtown or at our local masjid?", ("downtown", "at our local masjid")),  # as before
    ("dinner at the hotel online or at the office?", ("online", "at the office")),  # as before: a means, no place
])

test_verb_led_place_adverb_still_refused = still_refused([
    "stay in a hotel downtown or at an airbnb?",  # as before
])

# A span closing a verb's object against a B that is only a time: the two times are the options.
test_span_against_lone_time = read_as_expected([
    ("Need advice from Jewish parents: do you do presents all 8 nights or just the first night?",
     ("all 8 nights", "just the first night")),
    ("should we light the lanterns every night or only the last night?", ("every night", "only the last night")),
    ("do you open gifts all 12 days or just the first day?", ("all 12 days", "just the first day")),
])

test_span_against_no_time_unchanged = read_as_expected([
    ("do you do presents all 8 nights or one big gift?", ("presents all 8 nights", "one big gift")),  # as before
    ("should I give presents for all 8 nights or just the first night?",
     ("presents for all 8 nights", "just the first night")),  # as before: a preposition's span
])

# A landmark after B when both spots share one placing preposition: it tells which spot B is, B's own.
test_landmark_of_b_spot = read_as_expected([
    ("honestly my whole question is just whether the tree goes in the front window or the corner by the fireplace, "
     "my husband and I disagree", ("front window", "corner by the fireplace")),
    ("should the couch go in the living room or the den by the window?", ("living room", "den by the window")),
])

test_no_landmark_or_own_preposition_unchanged = read_as_expected([
    ("should the tree go in the front window or the corner in the evening?", ("front window", "corner")),  # as before
    ("put the tree in the window or the corner by the fireplace for the party?", ("window", "corner")),  # as before
])

# An unlisted word before a recipient and an articled thing, B another: a verb taking two objects, A the second.
test_unlisted_verb_of_two_objects = read_as_expected([
    ("gift my mom a scarf or a necklace?", ("scarf", "necklace")),
    ("should I gift her a scarf or a necklace?", ("scarf", "necklace")),
])

test_no_article_after_possessive_unchanged = read_as_expected([
    ("Dinner my place or a restaurant?", ("Dinner my place", "restaurant")),  # as before
    ("buy my son a bike or a scooter for his birthday?", ("bike", "scooter")),  # as before: a purpose, both's
    ("should I get her a scarf or a necklace on her birthday?", ("scarf", "necklace")),  # as before: a time, both's
])

# An "in" phrase on a possessive closing B after a recipient's two objects: B's own ("a donation in their name") or
# both's ("… in their favourite colour")? Refused.
test_possessed_in_phrase_after_recipient_refused = still_refused([
    "How would you advise me — gift my in-laws a food hamper or an Umrah donation in their name?",
    "should I buy my son a bike or a scooter in his favourite colour?",
])

# A verb opening the clause before a prepositional A whose preposition B repeats: the phrases are the options.
test_verb_before_repeated_preposition = read_as_expected([
    ("stay at my parents' place or at a hotel nearby over Christmas?", ("at my parents' place", "at a hotel nearby")),
    ("sleep at home or at the hospital?", ("at home", "at the hospital")),
    ("eat at home or at a restaurant tonight?", ("at home", "at a restaurant")),
])

test_other_preposition_after_verb_still_refused = still_refused([
    "stay at home or in a hotel?",  # as before
])

# "between" shortened or misspelt in the lead ("btwn", "betwen"): read as "between", the options as written.
test_shortened_between = read_as_expected([
    ("deciding btwn the train and the car to get to grandma's for thanksgiving", ("train", "car")),
    ("torn betwen the red one and the blue one", ("red one", "blue one")),
])

test_btw_is_no_between = read_as_expected([
    ("btw should I get tea or coffee?", ("tea", "coffee")),  # as before
])

# "thank you" between a determiner and a noun after an auxiliary: a noun compound, no verb; the options are subjects.
test_thank_you_compound_subject = read_as_expected([
    ("quick etiquette thing from someone who never knows these rules: would a thank you email or a handwritten card "
     "be more appropriate for a wedding gift from my boss?", ("thank you email", "handwritten card")),
    ("should a thank you email or a card go out first?", ("thank you email", "card")),
])

test_thank_you_verb_unchanged = read_as_expected([
    ("would you thank them by email or by phone?", ("by email", "by phone")),  # as before
    ("would the thank you notes or a group email be better?", ("thank you notes", "group email")),  # as before
])
