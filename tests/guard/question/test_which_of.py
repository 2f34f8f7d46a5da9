""""which of A or B …", "which one A or B …" and "which A or B" before two names ask which of the two (issue 22,
session 29): four corpus prompts were refused as open questions. "which of my friends or coworkers …" asks for
members of a group and stays refused."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

test_which_of_two = read_as_expected([
    ("which of tile or hardwood holds up better in a mudroom", ("tile", "hardwood")),
    ("Which of BA or Iberia is more lenient with carry-on weight?", ("BA", "Iberia")),
    ("which Aldi or Netto pays more for Minijob?", ("Aldi", "Netto")),
    ("which one Mandarin or Cantonese is more useful for business in Hong Kong", ("Mandarin", "Cantonese")),
])

test_which_of_a_group_refused = still_refused([
    "Which of my friends or coworkers should I invite?",
    "Which laptop or tablet is best for school?",
])
