"""Fixes of session 50 (third helper), from the hundred-and-fifty-eighth held-out part (theme parks and trips).

Silent misreads read right: B a phrasal verb by its form, a word and a particle closing B or before "and" and a verb
or before "until" ("or | power through until close", "or | chicken out and do the back seat"), against an object
read off A's verb: A keeps its verb and B runs as a verb phrase.

Silent misreads now refused: a named place after B when B is a one-word name against a longer name ("Epcot Food & Wine
or Halloween | at Magic Kingdom") or when both options open on one preposition and B's place takes another and "the"
("from the hub or from the beach | at the Poly"): B's own place, or both's? And a "with" and a name after a bare B
against a named A ("… Pass or 2-for-1 vouchers | with Tesco Clubcard"): B's means, or both's?"""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

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

test_a_named_place_after_b_may_be_bs_own = still_refused([
    "RE: Orlando trip — Epcot Food & Wine or Halloween at Magic Kingdom?",
    "watching the fireworks from the hub or from the beach at the Poly?",
    "Universal Studios Horror Nights or Halloween at Knott's?",
    "watching the parade from the bridge or from the castle at the Kingdom?",
])

test_a_with_name_after_a_bare_b_against_a_named_a = still_refused([
    "£249 Merlin Discovery Pass or 2-for-1 vouchers with Tesco Clubcard for 4 people?",
    "£120 Annual Pass or day tickets with Amex points for 3 people?",
    "Netflix Premium or basic cable with Comcast for 2 TVs?",
])

test_near_misses_of_the_refused_places = read_as_expected([
    ("Should my son major in computer science or in data science at Purdue?",
     ("in computer science", "in data science")),
    ("Should we store the audit logs in Splunk or in an S3 bucket with Object Lock?",
     ("in Splunk", "in an S3 bucket with Object Lock")),
    ("Epcot or Halloween at Magic Kingdom?", ("Epcot", "Halloween")),
])
