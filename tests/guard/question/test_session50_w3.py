"""Fixes of session 50 (third helper), from the hundred-and-fifty-eighth held-out part (theme parks and trips).

Silent misreads read right: B a phrasal verb by its form, a word and a particle closing B or before "and" and a verb
or before "until" ("or | power through until close", "or | chicken out and do the back seat"), against an object
read off A's verb: A keeps its verb and B runs as a verb phrase."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected

test_a_phrasal_verb_b_against_an_object_read_off_as_verb = read_as_expected([
    ("Go back to the hotel for a nap midday or power through until close?",
     ("Go back to the hotel for a nap midday", "power through until close")),
    ("should I ride Top Thrill 2 in the front or chicken out and do the back seat",
     ("ride Top Thrill 2 in the front", "chicken out and do the back seat")),
    ("Go back to the hotel for a nap midday or soldier on until the fireworks?",
     ("Go back to the hotel for a nap midday", "soldier on until the fireworks")),
    ("should I ride Millennium Force 2 in the front or chicken out and do the back row",
     ("ride Millennium Force 2 in the front", "chicken out and do the back row")),
    ("should I order the soup or salad on the side?", ("soup", "salad")),  # as before: a noun and its place
])
