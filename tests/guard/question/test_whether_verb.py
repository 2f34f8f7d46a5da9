""""whether <the subject> <verb>s <preposition> A or B" (issue 22, session 27): the subject's present-tense verb
and its preposition are shared, as after a modal ("whether the booth should go to Berlin or Amsterdam").

Every prompt is new (none is in the corpus); each was refused before.
"""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

test_a_present_verb_and_its_preposition_are_shared = read_as_expected([
    ("I wonder whether the team moves to Denver or Austin.", ("Denver", "Austin")),
    ("We still have to settle whether the reunion goes to Branson or Gatlinburg this year.", ("Branson", "Gatlinburg")),
])

# With articled places the shared verb and preposition stay out of A (it read 'goes to the main hall' / 'lobby').
test_articled_places_after_a_present_verb_are_read = read_as_expected([
    ("whether the booth goes to the main hall or the lobby", ("main hall", "lobby")),
    ("not sure whether it goes to the garage or the shed", ("garage", "shed")),
    ("whether the dog sleeps in the crate or on the bed", ("in the crate", "on the bed")),  # B's own preposition
])

# "whether I'll | go …" and "whether you think I should | apply …": the verb phrase follows.
test_will_and_you_think_i_should_lead_in = read_as_expected([
    ("Emailing my advisor to say whether I'll present at the spring colloquium or the fall symposium",
     ("spring colloquium", "fall symposium")),
    ("I wanted to ask whether you think I should retake STAT 201 this summer or wait until fall",
     ("retake STAT 201 this summer", "wait until fall")),
])

test_a_report_of_will_stays_refused = still_refused([
    "i'm not sure if i'll major in chemistry or biology yet, but I'm excited for college.",
])

test_a_present_verb_and_its_object_keep_their_reading = read_as_expected([
    ("we need to decide if the attic gets spray foam or fiberglass batts", ("spray foam", "fiberglass batts")),
])
