"""Session 50's own rules, for silent misreads found outside the corpus by reading everyday prompts.

Refused: a device's verb of measuring closing B's name before a bare verb said of both ("Does a Garmin Venu 3 or an
Apple Watch SE track sleep more accurately?" read 'Apple Watch SE track'): "track" may be B's verb, "sleep" its
object, or the last of B's name. A noun phrase after the verb, or a head no verb of measuring, still reads.

Read right: a listed verb that is no noun between B's lower-case head and a bare noun, two words before the verb found
("Does the Fitbit Charge 6 or the Oura ring measure heart rate more accurately?" read 'Oura ring measure heart')."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

test_a_verb_of_measuring_closing_a_name_before_a_bare_verb = still_refused([
    "Does a Garmin Venu 3 or an Apple Watch SE track sleep more accurately?",
    "Does a Garmin or an Apple Watch track sleep better?",
    "Does a Fitbit or a Samsung Galaxy Watch count steps more accurately?",
])

test_a_name_and_its_head_before_a_verb_with_an_object = read_as_expected([
    ("Does the Fitbit Charge 6 or the Oura ring measure heart rate more accurately?", ("Fitbit Charge 6", "Oura ring")),
    ("Does a PDF proposal or a Notion page land better with startup clients?", ("PDF proposal", "Notion page")),
    ("Does a Dyson or a Shark handle pet hair better?", ("Dyson", "Shark")),
    ("Does a Peloton or a Wahoo Kickr feel more like real riding?", ("Peloton", "Wahoo Kickr")),
    ("Will a Honda Jazz or a Toyota Yaris hold its value better?", ("Honda Jazz", "Toyota Yaris")),
])
