"""Fixes for four silent misreads of the hundred-and-fiftieth held-out part (skiing and snowboarding), session 49.

Silent misreads read right: "bother to" before A's verb, a catenative both options share like "try to" ("Should I
bother to | tune the edges … or just wait …"); a place or manner adverb before A's phrase when B holds two phrases,
the second answering the adverb ("cheaper booked | online in advance or on the day in resort"); an opening gerund
before two words shaped like adjectives, the states the options ("riding | regular or goofy"); two numbers between a
word naming what is counted and a lower-case unit, decimals too ("Size | 22.5 or 23.5 | mondo")."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected

test_bother_to_before_as_verb = read_as_expected([
    ("Should I bother to tune the edges before the trip or just wait for the hire shop in resort?",
     ("tune the edges before the trip", "just wait for the hire shop in resort")),
    ("Should we bother to book a table or just turn up?", ("book a table", "just turn up")),
    ("Should I try to sell it or trade it in?", ("sell it", "trade it in")),  # as before
])

test_an_adverb_answered_by_bs_second_phrase = read_as_expected([
    ("Hi there, would you be so kind as to let me know whether the ski hire is cheaper booked online in advance or "
     "on the day in resort? Many thanks, Margaret", ("online in advance", "on the day in resort")),
    ("Tell me whether the parking is cheaper paid online in advance or on the day at the gate.",
     ("online in advance", "on the day at the gate")),
    ("Is it cheaper to book tickets online in advance or at the gate?", ("in advance", "at the gate")),  # as
    # before: one phrase in B, the adverb shared
])

test_an_opening_gerund_before_adjective_shaped_states = read_as_expected([
    ("riding regular or goofy when you honestly can't tell which foot leads?", ("regular", "goofy")),
    ("Shooting manual or automatic on a first DSLR?", ("manual", "automatic")),
    ("spinning reel or baitcaster for bass", ("spinning reel", "baitcaster")),  # as before: a noun the gerund
    # modifies
])

test_numbers_between_a_label_and_a_unit = read_as_expected([
    ("Size 22.5 or 23.5 mondo for my daughter, she's a UK 4?", ("22.5", "23.5")),
    ("Level 2 or 3 charger for an EV?", ("2", "3")),
    ("Size 9 or size 10?", ("Size 9", "size 10")),  # as before: B names its own size
])
