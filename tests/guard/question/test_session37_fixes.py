"""Session 37's own rules, from misreads found outside the corpus (each failed on the old code)."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# One subtitled name as the object of the question's own verb: the colon is the title's, not a heading's, and the
# rules read the subtitle alone as A ("New Hope" against "Alien"). Refused: the caller passes the options.
test_a_subtitled_name_the_question_asks_about_is_refused = still_refused([
    "Should I watch Star Wars: A New Hope or Alien?",
    "Should I play Brass: Birmingham or Wingspan?",
    "Do you think I should watch Star Wars: A New Hope or Alien tonight?",
    "Should we buy Mario Kart: Double Dash or Smash Bros for the kids?",
])

# Headings and labels before A keep their colons' old reading.
test_a_heading_colon_still_sets_off_the_pair = read_as_expected([
    ("@data-eng ticket DATA-55: Fivetran or Airbyte for the Salesforce sync?", ("Fivetran", "Airbyte")),
    ("Should I go with option 1: Python or Java?", ("Python", "Java")),
    ("Quick question: Python or Java for a first language?", ("Python", "Java")),
    ("Should we play Catan or Wingspan?", ("Catan", "Wingspan")),
])
