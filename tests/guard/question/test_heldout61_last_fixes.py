"""The sixty-first held-out part's last five silent misreads, fixed after the helpers' merge (issue 22), and two
readings the merge itself changed. Each rule: the part's prompt, variants, and near-misses keeping their reading."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# Speech has no commas: a spoken prompt opening on two bare words and a bare third after "or" may be a list.
test_spoken_juxtaposed_words_are_refused = still_refused([
    "um chicken beef or tofu for the stir fry",
    "uh chicken beef or tofu tonight",
    "um betta fish or goldfish for my kid",
])
test_typed_compounds_and_spoken_phrases_as_before = read_as_expected([
    ("betta fish or goldfish for a kid's bedroom", ("betta fish", "goldfish")),
    ("um olive oil or avocado oil for searing steak", ("olive oil", "avocado oil")),
    ("um air fryer versus oven for frozen fries", ("air fryer", "oven")),
    ("um pasta or rice tonight", ("pasta", "rice")),
])

# A night in against going out: the infinitive after B's "out" is what B goes out for.
test_going_out_keeps_its_purpose = read_as_expected([
    ("movie night in or go out to eat... thoughts", ("movie night in", "go out to eat")),
    ("pizza night in or head out to eat?", ("pizza night in", "head out to eat")),
])
test_a_verb_phrase_staying_in_shares_the_purpose = read_as_expected([
    ("should we stay in or go out to celebrate", ("stay in", "go out")),
    ("pizza night in or go out?", ("pizza night in", "go out")),
])

# A place and where it stands before B's own place: B may stand against either, refused; unless B too is a place
# and where it stands (read since the embedded refusals of parts 61-73).
test_a_placed_place_against_a_place_is_refused = still_refused([
    "my question is whether i park in the garage on elm or on the street",
    "should we eat in the cafe at the station or at home",
])
test_a_placed_place_against_a_placed_place = read_as_expected([
    ("my question is whether i park in the garage on elm or on the street by the theater",
     ("in the garage on elm", "on the street by the theater")),
])
test_one_place_phrase_as_before = read_as_expected([
    ("store sessions in Redis or in memcached", ("in Redis", "in memcached")),
    ("getting to the stadium on the shuttle or on the light rail", ("on the shuttle", "on the light rail")),
])

# "open", "free", "left" after B's noun say it can be had: said of both options, no part of B.
test_availability_after_b_is_not_b = read_as_expected([
    ("can you see whether doctor patel has the 8 am or the 11 am slot open tomorrow", ("8 am", "11 am slot")),
    ("can you check whether the salon has the 2 pm or the 4 pm chair free today", ("2 pm", "4 pm chair")),
    ("whether the hotel has the king room or the twin room available", ("king room", "twin room")),
])
test_a_state_on_both_sides_as_before = read_as_expected([
    ("keep the window shut or the door open?", ("window shut", "door open")),
])

# A place between noun B and a closing "first": B's own or where both go, refused.
test_a_place_before_first_is_refused = still_refused([
    "(sent from my car) should i drop off the library books or the returns at kohls first",
    "pick up the cake or the balloons at party city first?",
])
test_a_place_on_each_side_as_before = read_as_expected([
    ("should i drop off the books at the library or the returns at kohls first",
     ("books at the library", "returns at kohls")),
    ("should i hit the bank or the pharmacy first", ("bank", "pharmacy")),
])

# The merge: "Note:" is a heading telling what follows, not a note's label; the other labels are.
test_a_note_heading_still_tells = still_refused(["Note: Visa or Mastercard."])
test_note_labels_as_merged = read_as_expected([
    ("note to self: ballet or soccer for mia next fall", ("ballet", "soccer")),
    ("todo #14 fix the fence ourselves or hire someone", ("fix the fence ourselves", "hire someone")),
])

# "the question is if …" asks, as "the question is whether …" does (the embedded family back over 95%).
test_the_question_is_if = read_as_expected([
    ("so the question is if a wax ring or one of those waxless foam seals goes under a toilet on a tile floor",
     ("wax ring", "one of those waxless foam seals")),
    ("the question is if we should rent or buy", ("rent", "buy")),
    ("My question is if tea or coffee has more caffeine", ("tea", "coffee")),
])
test_a_conditional_after_the_question_is_still_refused = still_refused([
    "The question is if it rains or snows tomorrow, we stay home.",
])
