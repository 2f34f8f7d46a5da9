"""Session 47's own rules, for silent misreads found outside the corpus by reading everyday prompts.

Refused: a time against a place under one preposition, B a place after an earlier place phrase ("meet him at the
station | at 6 or at the restaurant" read 'at 6' / 'at the restaurant'; "plant the tulips in the border | in October
or in pots"); and B a time against an A that opens on a place and closes on a time of its own ("book the cottage in
Wales for Easter or in the summer holidays" read 'in Wales for Easter').

Refused: a verb's object before A's bare phrase, B bare and one word shorter ("send the | parcel first class or second
class" read 'parcel first class'; "wash the duvet cold wash or hot wash"); and a colour after an object's unlisted
noun and a listed modifier, not after a determiner or verb ("paint the kids' | room light blue or light grey" read
'blue').

Read right: a phrase of means ("by", "via", "through") after a verb's "for" and its object, against B's phrase under
another preposition ("pay for the tickets | by card or in cash" read 'for the tickets by card').

Read right: a prompt opening on a word and a state against a bare state ("Drip | hot, or cold?" read 'Drip hot',
"Store | wet or dry?" read 'Store wet'), a misread of the hundred-and-fortieth part: no noun phrase ends on a plain
adjective, so the word before it is the verb both share.

Read right: a slashed pair with what it is for before a dash or an ellipsis and the clause asking which ("plywood/metal
panels | for the windows - | which one"), and a side opening on a small number ("Hybrid/5 wood — which …"), refusals
of the punctuation family.

Read right: a height or length after a verb's object against a bare one ("trim the hedge | short or tall" read 'hedge
short'; "mount the TV | high or low", "Is the shelf too high or low?" read 'shelf too high'): "tall", "high" and "low"
join the states a thing is cut, left or set in."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

test_a_time_after_a_place_against_a_place = still_refused([
    "Should I meet him at the station at 6 or at the restaurant?",
    "Should I plant the tulips in the border in October or in pots?",
    "Is it better to run in the park in the morning or in the gym?",
])

test_a_place_closing_on_a_time_against_a_time = still_refused([
    "Should we book the cottage in Wales for Easter or in the summer holidays?",
    "Should we go to the cottage in Cornwall for half-term or in the summer?",
])

test_times_and_places_of_one_kind_stay_read = read_as_expected([
    ("Should we book the cottage in Wales in July or in August?", ("in July", "in August")),
    ("Should I plant the tulips in the border in October or in November?", ("in October", "in November")),
    ("Should we hold the party at the pub on Friday or at home?", ("at the pub on Friday", "at home")),
    ("Is it better to run in the park in the morning or in the evening?", ("in the morning", "in the evening")),
    ("is praying with my kids at bedtime or at dinner better as a habit?", ("at bedtime", "at dinner")),
    ("Shall we have the team lunch at the office on Friday or at the pub?", ("at the office on Friday", "at the pub")),
    ("Should we hold the reunion at the golf club for Christmas or in the spring?", ("for Christmas", "in the spring")),
    ("Should we eat at the Italian place on Saturday or at the Thai place?",
     ("at the Italian place on Saturday", "at the Thai place")),
])

test_an_objects_noun_before_a_bare_phrase = still_refused([
    "Should I send the parcel first class or second class with tracking?",
    "Should I post the letter first class or second class?",
    "Should I wash the duvet cold wash or hot wash?",
    "Do we ship the order next day or standard delivery?",
    "Should I book the flight economy plus or premium economy?",
])

test_a_colour_after_a_possessed_object = still_refused([
    "Should I paint the kids' room light blue or light grey?",
])

test_phrases_after_their_own_determiners_stay_read = read_as_expected([
    ("should I get the large breed puppy food or the regular puppy food for my husky",
     ("large breed puppy food", "regular puppy food")),
    ("If you were me, would you take the night cops shift or the features desk?",
     ("night cops shift", "features desk")),
    ("Should I send it first class or second class?", ("first class", "second class")),
    ("should I get the room at $140 or two doubles?", ("room at $140", "two doubles")),  # A's own phrase
])

test_a_means_after_a_for_object = read_as_expected([
    ("Should I pay for the tickets by card or in cash?", ("by card", "in cash")),
    ("Should I ask for feedback by email or in a quick call?", ("by email", "in a quick call")),
    ("Should we vote for the proposal by post or in person?", ("by post", "in person")),
    ("Should I look for a flat through an agent or on Rightmove?", ("through an agent", "on Rightmove")),  # as before
])

test_an_opening_word_before_a_state = read_as_expected([
    ("Drip hot, or cold? (kitchen sink on outside wall)", ("hot", "cold")),
    ("Store wet or dry?", ("wet", "dry")),
    ("Sleep cool or warm?", ("cool", "warm")),
    ("Wet food or dry?", ("Wet food", "dry")),  # as before: a noun closes A
    ("Full fat or skimmed?", ("Full fat", "skimmed")),  # as before
])

test_a_slashed_pair_before_its_purpose_and_a_dash = read_as_expected([
    ("plywood/metal panels for the windows - which one", ("plywood", "metal panels")),
    ("halls/private flat for 2nd yr... which one lol", ("halls", "private flat")),
    ("Python / Rust for a CLI tool - which one", ("Python", "Rust")),
    ("Hybrid/5 wood — which is easier to hit out of rough", ("Hybrid", "5 wood")),
    ("3 iron/5 wood - which one", ("3 iron", "5 wood")),
])

test_a_fused_slash_before_a_dash_still_refused = still_refused([
    "24/7 support — which plan",
])

test_a_height_after_the_object = read_as_expected([
    ("Should I trim the hedge short or tall?", ("short", "tall")),
    ("Should I mount the TV high or low on the wall?", ("high", "low")),
    ("Should we hang the picture high or low?", ("high", "low")),
    ("Is the shelf too high or low?", ("high", "low")),
])

test_a_height_after_an_opening_gerund_still_refused = still_refused([
    "cutting the grass short or long",  # as before
])
