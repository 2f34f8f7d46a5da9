""""whether <the subject> <verb>s <preposition> A or B" (issue 22, session 27): the subject's present-tense verb
and its preposition are shared, as after a modal ("whether the booth should go to Berlin or Amsterdam").

Every prompt is new (none is in the corpus); each was refused before.
"""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected

test_a_present_verb_and_its_preposition_are_shared = read_as_expected([
    ("I wonder whether the team moves to Denver or Austin.", ("Denver", "Austin")),
    ("We still have to settle whether the reunion goes to Branson or Gatlinburg this year.", ("Branson", "Gatlinburg")),
])

test_a_present_verb_and_its_object_keep_their_reading = read_as_expected([
    ("we need to decide if the attic gets spray foam or fiberglass batts", ("spray foam", "fiberglass batts")),
])
