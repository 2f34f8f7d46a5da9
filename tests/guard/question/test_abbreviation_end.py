"""An abbreviation's period before a capitalized verb that is no noun ends the sentence (issue 22, session 29):
"… at 27% APR. Pay off the card or build the emergency fund?" was refused (the pair ran into the sentence before).
Titles and names keep their period ("Dr. Smith", "St. Lucia")."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected

test_period_of_a_unit_before_a_verb_ends_the_sentence = read_as_expected([
    ("Credit card has $2,400 on it at 27% APR. Pay off the card or build the emergency fund?",
     ("Pay off the card", "build the emergency fund")),
    ("The loan is 6.5% APR. Refinance now or wait a year?", ("Refinance now", "wait a year")),
])

test_titles_keep_their_period = read_as_expected([
    ("Should I see Dr. Smith or Dr. Jones?", ("Dr. Smith", "Dr. Jones")),
    ("Is St. Lucia or St. Kitts better?", ("St. Lucia", "St. Kitts")),
])
