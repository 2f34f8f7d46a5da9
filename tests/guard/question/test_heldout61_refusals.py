"""The sixty-first held-out part's refused pairwise prompts (bench/results/questions_heldout61_first.txt): nine read
right by general rules; the rest stay refused (an open question running on into the pair, the twelve pack's closing
"which is a better deal"). "Medium rare or medium. For the steaks. Period." is read since, as a prompt of fragments
opening on the pair (test_punctuation_refusals)."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# An ordinal day "of" a month against a bare ordinal: B is a day of the same month, A's "of" phrase its own.
test_ordinal_day_of_a_month_against_a_bare_ordinal = read_as_expected([
    ("should i plan the bbq for the 4th of july or the 5th given the forecast", ("4th of july", "5th")),
    ("should i plan the bbq for the 4th of july or the 5th", ("4th of july", "5th")),
    ("should we have the party on the 1st of March or the 3rd?", ("1st of March", "3rd")),
])

test_of_phrase_without_a_month_still_refused = still_refused([
    "the 4th of july or labor day for the bbq?",  # B no ordinal
    "a cup of coffee or tea?",  # as before
])

# A gerund of activity after "go" against a "to" phrase of place: both say where to go.
test_gerund_after_go_against_a_to_place = read_as_expected([
    ("we got nothing planned saturday. the kids are bored. should we go bowling or to the trampoline place",
     ("bowling", "to the trampoline place")),
    ("should we go bowling or to the trampoline place", ("bowling", "to the trampoline place")),
    ("should we go swimming or to the movies tonight?", ("swimming", "to the movies")),
])

test_gerund_against_a_to_phrase_elsewhere_still_refused = still_refused([
    "should we go bowling or to swim",  # a verb after "to"
    "should i keep running or to the gym",  # no "go"
])

# A note's or a list item's label opening the sentence ("note to self:", "todo #14", "LIST-7:") is passed over as a
# tag is; the rest is read as a sentence of its own.
test_note_and_list_labels = read_as_expected([
    ("note to self: ballet or soccer for mia next fall", ("ballet", "soccer")),
    ("todo #14 fix the fence ourselves or hire someone", ("fix the fence ourselves", "hire someone")),
    ("LIST-7: oat milk or almond milk", ("oat milk", "almond milk")),
    ("todo #2 oat milk or almond milk", ("oat milk", "almond milk")),  # was 'todo #2 oat milk'
    ("todo: repaint the deck ourselves or hire a painter", ("repaint the deck ourselves", "hire a painter")),
])

test_requests_after_a_label_still_refused = still_refused([
    "notes: write a poem about tea or coffee",
    "todo: summarize the report or the memo",
    "list: oat milk or almond milk",  # "list" a request, no code
    "LIST-7 oat milk or almond milk",  # no colon after the code
    "note to self",
])

# A dictated closing "question mark" is the mark, no part of B.
test_spoken_question_mark = read_as_expected([
    ("take the 405 or the 5 question mark", ("405", "5")),
    ("tea or coffee question mark", ("tea", "coffee")),  # was 'coffee question mark'
    ("should i paint the fence white or grey question mark.", ("white", "grey")),
    ("TAKE THE 405 OR THE 5 QUESTION MARK", ("405", "5")),
])

test_question_mark_named_as_an_option_still_read = read_as_expected([
    ("should i end the sentence with a period or a question mark", ("period", "question mark")),  # as before
    ("exclamation point vs question mark", ("exclamation point", "question mark")),  # as before
])

# A phrasal verb split by its object ("signing jack | up for | A or B"): A starts after the preposition.
test_phrasal_verb_split_by_its_object = read_as_expected([
    ("signing jack up for karate or gymnastics this spring", ("karate", "gymnastics")),
    ("should i sign jack up for karate or gymnastics", ("karate", "gymnastics")),
    ("should we sign the kids up for swim or soccer this summer", ("swim", "soccer")),
    ("should i put my name down for the morning shift or the night shift", ("morning shift", "night shift")),
])

test_split_particle_near_misses_keep_their_reading = read_as_expected([
    ("signing mia up for ballet or for soccer", ("for ballet", "for soccer")),  # as before
    ("should i pick jack up for practice or have him take the bus",
     ("pick jack up for practice", "have him take the bus")),  # as before
    ("should i sign up for karate or gymnastics", ("karate", "gymnastics")),  # as before
])

# "stay" / "remain" and a place adverb as B is a verb phrase, not a noun phrase like A's object.
test_staying_b_is_a_verb_phrase = read_as_expected([
    ("because lily has a cold should she go to school tomorrow or stay home", ("go to school tomorrow", "stay home")),
    ("should she go to school tomorrow or stay home", ("go to school tomorrow", "stay home")),
    ("should i go to the party tonight or stay home", ("go to the party tonight", "stay home")),  # as before
    ("should we drive to grandma's house today or stay put", ("drive to grandma's house today", "stay put")),
])

# An inverted question with a noun subject ("should the kids …") after a lead clause with no comma.
test_inverted_question_with_a_noun_subject = read_as_expected([
    ("with it being like ninety five out should the kids do the splash pad or the indoor pool",
     ("splash pad", "indoor pool")),
    ("with it being ninety five out should the kids do the splash pad or the indoor pool",
     ("splash pad", "indoor pool")),
    ("since the lease ends in may would the landlord take cash or a check", ("cash", "check")),
    ("with the roads this icy should the kids take the bus or should i drive them", ("take the bus", "drive them")),
])

test_statements_with_a_modal_still_refused = still_refused([
    "i think we should do the splash pad or the indoor pool",
    "the kids can do the splash pad or the indoor pool",
    "what time should the kids go to bed 8 or 9",
])

# Left refused: no general rule tells these apart safely.
test_left_refused = still_refused([
    "the twelve pack vs the twenty four pack of the sparkling water which is a better deal",
    "what do you think i should do reschedule the plumber or take the afternoon off work",
    "whats your recommendation for the hike tomorrow trail runners or hiking boots with all the mud",
    "which would you pick for the party supplies party city or the dollar tree",
])
